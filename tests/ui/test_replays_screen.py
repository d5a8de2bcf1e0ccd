"""The Replays screen: listing newest first by game, watching, exporting, deleting, importing
(from its list and by dropping a file on the window) and refusals that change nothing."""

from __future__ import annotations

import json
import os

import pygame

from game.ui import history, replay_file
from game.ui.scenes.replay_import import ImportScene
from game.ui.scenes.replay_viewer import ReplayViewerScene
from game.ui.scenes.replays import ReplaysScene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import post, press
from tests.ui.history_helpers import played_session


def tap(app, key: int) -> None:
    press(key)
    app.frame()


def recorded(game: str, seed: int, when: int) -> history.HistoryEntry:
    path = history.record_session(played_session(game, seed, decisions=12))
    os.utime(path, (when, when))
    return next(e for e in history.entries() if e.path == path)


def open_replays(app) -> ReplaysScene:
    app.push(TitleScene())
    title = app.top
    title.menu.selected = [item.label for item in title.menu.items].index("Replays")
    tap(app, pygame.K_RETURN)
    assert isinstance(app.top, ReplaysScene)
    app.frame()
    return app.top


def test_the_title_offers_replays_and_load(app):
    app.push(TitleScene())
    labels = [item.label for item in app.top.menu.items]
    assert "Replays" in labels and "Load" in labels


def test_the_list_is_newest_first_and_filters_by_game(app):
    old = recorded("meatbot", 1, 1000)
    new = recorded("dicebot", 1, 2000)
    screen = open_replays(app)
    assert [e.path for e in screen.entries] == [new.path, old.path]
    tap(app, pygame.K_RIGHT)  # the first game: Meatbot Massacre
    assert screen.game == "meatbot" and [e.path for e in screen.entries] == [old.path]
    tap(app, pygame.K_LEFT)
    assert screen.game is None and len(screen.entries) == 2


def test_enter_watches_the_chosen_match(app):
    recorded("meatbot", 2, 1000)
    open_replays(app)
    tap(app, pygame.K_RETURN)
    assert isinstance(app.top, ReplayViewerScene)


def test_delete_asks_then_removes_only_that_entry(app):
    keep = recorded("meatbot", 1, 1000)
    gone = recorded("meatbot", 2, 2000)
    screen = open_replays(app)
    tap(app, pygame.K_DELETE)
    tap(app, pygame.K_RETURN)  # yes, delete
    assert app.top is screen and not gone.path.exists() and keep.path.exists()
    assert [e.path for e in screen.entries] == [keep.path]


def test_export_then_import_from_the_list(app, tmp_path):
    recorded("meatbot", 3, 1000)
    screen = open_replays(app)
    tap(app, pygame.K_e)
    [shared] = list(replay_file.exports_dir().glob("*.json"))
    assert "Exported" in screen.message
    history.delete(screen.entries[0].path)
    screen.reload()
    tap(app, pygame.K_i)
    assert isinstance(app.top, ImportScene)
    assert app.top.files[0] == shared
    tap(app, pygame.K_RETURN)
    assert app.top is screen and len(screen.entries) == 1 and "imported" in screen.message


def test_a_dropped_damaged_file_is_refused_by_name_and_nothing_is_lost(app, tmp_path):
    kept = recorded("meatbot", 4, 1000)
    screen = open_replays(app)
    bad = tmp_path / "broken.json"
    bad.write_text(json.dumps({"format": replay_file.FORMAT, "version": 1, "game": "chess"}))
    before = kept.path.read_bytes()
    post(pygame.DROPFILE, file=str(bad))
    app.frame()
    assert screen.error and "broken.json was not imported" in screen.message
    assert "'chess', a game this version does not have" in screen.message
    assert kept.path.read_bytes() == before and len(history.entries()) == 1


def test_a_file_dropped_on_another_screen_is_imported_and_told(app, tmp_path):
    from game.ui import storage

    entry = recorded("meatbot", 5, 1000)
    shared = replay_file.export_entry(history.entry_data(entry.path), tmp_path / "s.json")
    history.delete(entry.path)
    app.push(TitleScene())
    storage.notices.take()
    post(pygame.DROPFILE, file=str(shared))
    app.frame()
    assert len(history.entries()) == 1
    assert history.entries()[0].length == 12
    assert any("s.json was imported" in note for note in app.notice.messages)
