"""A data folder that refuses writes never stops the game: settings still apply, the match
plays on and leaves cleanly, the tournament carries on, and the player is told once on
screen (a banner, plus the battle's log and header)."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.measure import TwinMeasure
from game.games.meatbot.rules.tournament import new_tournament
from game.games.meatbot.rules.tournament_fighters import Fighter, Seat
from game.games.meatbot.ui.scenes import tournament_store as store
from game.games.meatbot.ui.session_setup import new_session
from game.ui import storage
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.title import TitleScene
from game.ui.session import MatchSession, SeatConfig
from tests.ui.conftest import press

ARENA = "maps/duel_pit.tmx"


@pytest.fixture
def refused(tmp_path, monkeypatch) -> list[Path]:
    """Every file write fails as a read-only folder would; returns the paths tried."""
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    storage.notices.clear()
    tried: list[Path] = []

    def deny(path: Path | str, text: str) -> None:
        tried.append(Path(path))
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(storage, "atomic_write_text", deny)
    yield tried
    storage.notices.clear()


def ai_session(seed: int = 3) -> MatchSession:
    seats = [SeatConfig(f"Bot{i}", "ai", "easy", i) for i in range(2)]
    return new_session(ARENA, seats, massacre=4, stomachs=6, seed=seed)


def test_a_settings_change_applies_in_memory_when_it_cannot_be_stored(app, refused):
    # given a window that keeps its settings on disk, in a folder that refuses writes
    app.persist_settings = True
    app.push(TitleScene())
    # when the player turns the sound off
    app.apply_settings(replace(app.settings, muted=True))
    app.frame()
    # then the change holds, the write was tried, and the banner names the file and reason
    assert app.settings.muted and refused
    assert len(app.notice.messages) == 1
    assert "settings.json" in app.notice.messages[0]
    assert "Permission denied" in app.notice.messages[0]


def test_f_in_battle_with_an_unwritable_folder_speeds_up_and_plays_on(app, refused):
    app.persist_settings = True
    session = ai_session()
    scene = BattleScene(session)
    app.push(scene)
    app.frame()
    press(pygame.K_f)
    app.frame()
    assert scene.flow.animator.speed == 2 and app.settings.animation_speed == 2
    assert app.top is scene and refused
    session.close()


def test_escape_leaves_the_battle_even_when_the_save_fails(app, refused):
    # given a match on screen over the title
    session = ai_session()
    app.push(TitleScene())
    app.push(BattleScene(session))
    app.frame()
    # when Esc asks to save and leave, and Enter says yes
    press(pygame.K_ESCAPE)
    app.frame()
    press(pygame.K_RETURN)
    app.frame()
    # then the title is back, the match kept its reason, and the banner says it is not saved
    assert isinstance(app.top, TitleScene)
    assert "not be resumable" in session.save_error
    assert any("autosave.json" in message and "not be resumable" in message
               for message in app.notice.messages)


def play_until(session: MatchSession, done, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        session.poll()
        while session.next_event() is not None:
            pass
        time.sleep(0.0005)


def test_the_match_plays_to_its_end_when_no_save_can_be_written(refused):
    # given an all-AI match whose autosaves and final save all fail
    session = ai_session(seed=4)
    # when it is played out, then nothing is raised and it ends
    play_until(session, lambda: session.is_over)
    session.wait_for_saves()
    assert session.is_over
    assert any(isinstance(e, ev.MatchEnded) for e in session.match.events)
    # and the failure was queued for the screen once, however many saves failed
    assert len(refused) >= 2
    assert len(storage.notices.take()) == 1
    session.close()


def test_a_failed_autosave_is_shown_in_the_battle_log_and_header(app, refused):
    session = ai_session(seed=5)
    scene = BattleScene(session)
    app.push(scene)
    # when a round ends and its autosave fails
    deadline = time.monotonic() + 20
    while not session.save_error and time.monotonic() < deadline:
        scene.flow.skip()
        app.frame()
        session.wait_for_saves()
    app.frame()
    # then the log carries the message once, and the header no longer promises a save
    lines = [line for line in scene.flow.log.lines if "Could not save" in line]
    assert len(lines) == 1 and "autosave.json" in lines[0]
    assert app.notice.messages == [session.save_error]
    session.close()


def test_the_tournament_goes_on_when_its_save_fails(refused):
    fighters = [Fighter(name, 3, (dv.ACID_SPRAY,), colour=i, seat=Seat("ai", "normal"))
                for i, name in enumerate(["Red", "Nina"])]
    tournament = new_tournament("Cup", "royale", TwinMeasure(3, 3), fighters, "maps/x.tmx", 2,
                                shuffle=False)
    assert store.save_tournament(tournament) is None
    store.forget_match()
    (message,) = storage.notices.take()
    assert "tournament.json" in message and "Permission denied" in message


def test_a_failed_save_is_reported_once_per_file():
    notices = storage.SaveNotices()
    error = PermissionError(13, "Permission denied")
    first = notices.report("/x/autosave.json", error, "it goes on.")
    notices.report("/x/autosave.json", error, "it goes on.")
    notices.report("/x/settings.json", error, "it goes on.")
    assert first == "Could not save to /x/autosave.json: Permission denied - it goes on."
    assert len(notices.take()) == 2 and notices.take() == []


def test_a_data_folder_that_cannot_be_made_is_not_fatal(tmp_path, monkeypatch):
    # given HEXBRAWL_HOME inside a plain file, where no folder can be created
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("HEXBRAWL_HOME", str(blocker / "home"))
    # then asking for the folder still answers, and a write there fails as an OSError
    folder = storage.user_data_dir()
    assert folder == blocker / "home"
    with pytest.raises(OSError):
        storage.write_json(folder / "x.json", {"a": 1})
