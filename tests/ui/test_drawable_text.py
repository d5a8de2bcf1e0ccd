"""No text from a file can stop the game drawing (issue 30 item 1): a NUL, other control
characters, lone surrogates or a whole file on one line are drawn (or shown as U+FFFD), by the
text helpers themselves and after the files they came from were read."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.maps.tiled import list_arenas, load_arena
from game.safe_json import parse
from game.ui.games import game_ui, game_ui_names
from game.ui.scenes.arena_picker import ArenaPicker
from game.ui.scenes.arena_view import scene_for_map
from game.ui.scenes.folder_bar import path_tail
from game.ui.scenes.title import CONTINUE, TitleScene
from game.ui.session import MatchSession
from game.ui.text import shadowed, text, wrap
from game.ui.widget_base import fit_text
from game.ui.widgets import TOOLTIP_DELAY
from tests.tiled_json import tmx_to_tmj

ROOT = Path(__file__).resolve().parents[2]
HOSTILE = ["a\x00b", "\x00", "lone \ud800 surrogate", "bell\x07 tab\t line\nfeed\r",
           "\x7f\x85\x9f", "wide " * 40_000, "x" * 200_000, ""]
WHITE = (255, 255, 255)


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()
    yield
    pygame.quit()


@pytest.mark.parametrize("content", HOSTILE, ids=range(len(HOSTILE)))
def test_every_text_helper_draws_any_content(content):
    assert text(content, 20, WHITE).get_height() > 0
    assert shadowed(content, 20, WHITE).get_height() > 0
    assert fit_text(content, 20, WHITE, 300).get_width() <= 300 or len(content) < 2
    assert path_tail(content, 20, 300) is not None
    assert all("\x00" not in line for line in wrap(content, 20, 400))


def test_a_nul_written_in_a_json_file_reads_as_a_replacement_mark():
    data = parse(b'{"na\\u0000me": ["Ni\\u0000na", "bell\\u0007", "tab\\t", "\\\\u0000"]}')
    assert data == {"na\ufffdme": ["Ni\ufffdna", "bell\ufffd", "tab\t", "\\u0000"]}


def with_nul_names(session: MatchSession, path: Path) -> Path:
    """``session`` saved to ``path`` with a NUL inside every seat's name and its progress."""
    session.save(path)
    raw = path.read_text(encoding="utf-8")
    for name in set(session.names):
        raw = raw.replace(f'"{name}"', f'"{name[:1]}\\u0000{name[1:]}"')
    data = json.loads(raw)
    data["progress"] = "round\u0000 2"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("game", game_ui_names())
def test_a_save_with_nul_names_is_continued_and_drawn(app, game, tmp_path):
    # given a save of the game whose seat names hold a NUL
    session = game_ui(game).demo_session(3, humans=1)
    path = with_nul_names(session, tmp_path / "autosave.json")
    session.close()
    # when it is continued and the battle is drawn
    resumed = MatchSession.load(path)
    resumed.autosave_enabled = False
    app.push(game_ui(game).battle_scene(resumed))
    for _ in range(3):
        app.frame()
    # then the names are there, the NUL shown as a replacement mark
    assert all("\x00" not in name for name in resumed.names)
    assert any("\ufffd" in name for name in resumed.names)
    resumed.close()


def test_the_title_shows_a_save_with_a_nul_in_its_tooltip(app):
    # given an autosave whose progress and names hold a NUL
    session = game_ui("meatbot").demo_session(3, humans=1)
    with_nul_names(session, TitleScene.save_path())
    session.close()
    # when the pointer rests on Continue
    title = TitleScene()
    app.push(title)
    app.frame()
    title.hovered, title.rest = CONTINUE, TOOLTIP_DELAY + 1
    app.frame()
    # then the title is drawn with the save's message
    assert title.save.state == "ok" and "\ufffd" in title.save.message


def nul_named_map(folder: Path) -> Path:
    source = folder / "duel.tmx"
    source.write_text((ROOT / "maps" / "duel_pit.tmx").read_text(encoding="utf-8").replace(
        "../assets", str(ROOT / "assets")), encoding="utf-8")
    doc = tmx_to_tmj(source)
    doc["properties"] = [p for p in doc.get("properties", []) if p["name"] != "name"] + [
        {"name": "name", "type": "string", "value": "Pit\u0000of\u0007doom"}]
    target = folder / "nul.tmj"
    target.write_text(json.dumps(doc), encoding="utf-8")
    source.unlink()
    return target


def test_a_map_named_with_a_nul_opens_in_the_viewer_and_the_arena_list(app):
    # given a Tiled JSON map in the player's folder whose name holds a NUL
    from game.ui.user_maps import user_maps_dir

    path = nul_named_map(user_maps_dir())
    # when it is loaded, listed and opened (as `main.py --map` does)
    arena = load_arena(path)
    assert arena.name == "Pit\ufffdof\ufffddoom"
    assert [e.arena.name for e in list_arenas(path.parent) if e.arena] == [arena.name]
    app.push(scene_for_map(path, app.tiles))
    app.frame()
    app.push(ArenaPicker())
    for _ in range(3):
        app.frame()
