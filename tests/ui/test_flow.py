"""Title -> picker -> viewer and back, driven by synthetic events through the real loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.arena import open_arena
from game.core.hexes import Hex
from game.maps.tiled import ArenaEntry, MapError, list_arenas
from game.ui.scenes.arena_picker import ArenaPicker
from game.ui.scenes.arena_view import ArenaView, scene_for_map
from game.ui.scenes.map_error import MapErrorScene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import move_mouse, post, press

ROOT = Path(__file__).resolve().parents[2]


def good_entry(name: str) -> ArenaEntry:
    arena = open_arena(4, spawns=[Hex(-2, 0), Hex(2, 0)], name=name)
    return ArenaEntry(Path(f"{name}.tmx"), arena, None)


def broken_entry() -> ArenaEntry:
    error = MapError("cracked.tmx", "layer 'spawns'", "only one spawn point",
                     "add another point object to the spawns layer")
    return ArenaEntry(Path("cracked.tmx"), None, error)


@pytest.fixture
def picker_entries(monkeypatch):
    entries = [good_entry("Alpha"), broken_entry(), good_entry("Gamma")]
    monkeypatch.setattr("game.ui.user_maps.list_all_arenas", lambda *a, **k: entries)
    return entries


def menu_index(title: TitleScene, label: str) -> int:
    return [item.label for item in title.menu.items].index(label)


def test_keyboard_title_to_picker_to_viewer_and_back(app, picker_entries):
    # given the title screen
    title = TitleScene()
    app.push(title)
    app.frame()
    # when Down moves to "Arenas" and Enter picks it, then the picker is on top
    for _ in range(menu_index(title, "Arenas")):
        press(pygame.K_DOWN)
    press(pygame.K_RETURN)
    app.frame()
    assert isinstance(app.top, ArenaPicker)
    # when Enter opens the first arena, then the viewer shows it
    press(pygame.K_RETURN)
    app.frame()
    assert isinstance(app.top, ArenaView)
    assert app.top.arena.name == "Alpha"
    # when Esc twice, then back on the title
    press(pygame.K_ESCAPE)
    app.frame()
    assert isinstance(app.top, ArenaPicker)
    press(pygame.K_ESCAPE)
    app.frame()
    assert isinstance(app.top, TitleScene)


def test_mouse_title_to_picker_to_viewer(app, picker_entries):
    title = TitleScene()
    app.push(title)
    app.frame()
    # when the mouse hovers "Quit", then it is highlighted (nothing happens yet)
    quit_index = menu_index(title, "Quit")
    move_mouse(title.menu.rect(quit_index).center)
    app.frame()
    assert title.menu.selected == quit_index and app.running
    # when "Arenas" is clicked, then the picker opens
    post(pygame.MOUSEBUTTONDOWN, pos=title.menu.rect(menu_index(title, "Arenas")).center,
         button=1)
    app.frame()
    picker = app.top
    assert isinstance(picker, ArenaPicker)
    # when the third card is clicked, then the viewer opens on it
    card = picker.card_rect(2, app.screen.get_size())
    post(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1)
    app.frame()
    assert isinstance(app.top, ArenaView)
    assert app.top.arena.name == "Gamma"


def test_a_broken_map_in_the_picker_is_listed_but_cannot_be_opened(app, picker_entries):
    # given the picker with a broken map in second place
    picker = ArenaPicker()
    app.push(picker)
    app.frame()
    # when the broken card is chosen with the keyboard and Enter pressed
    press(pygame.K_DOWN)
    press(pygame.K_RETURN)
    app.frame()
    # then the picker stays, the card says it is broken and why
    assert app.top is picker and picker.selected == 1
    card_words = " ".join(words for words, _ in picker._card_lines(picker_entries[1], 400))
    assert "Broken" in card_words and "only one spawn point" in card_words
    # and clicking it does nothing either
    post(pygame.MOUSEBUTTONDOWN, pos=picker.card_rect(1, app.screen.get_size()).center, button=1)
    app.frame()
    assert app.top is picker


def test_the_picker_lists_a_real_broken_file_beside_good_ones(app, tmp_path):
    # given a maps folder holding a truncated map (and any shipped good ones)
    (tmp_path / "cut_off.tmx").write_text('<?xml version="1.0"?>\n<map orientation="hexa')
    entries = list_arenas(tmp_path)
    picker = ArenaPicker(entries)
    app.push(picker)
    # when it draws, then nothing crashes and the broken map is there, unopenable
    app.frame()
    assert [e.path.name for e in picker.entries] == ["cut_off.tmx"]
    assert picker.open_selected() is False


def test_opening_a_missing_map_shows_the_error_screen(app, tmp_path):
    app.push(TitleScene())
    scene = scene_for_map(tmp_path / "nowhere.tmx", app.tiles)
    assert isinstance(scene, MapErrorScene)
    app.push(scene)
    app.frame()
    press(pygame.K_ESCAPE)
    app.frame()
    assert isinstance(app.top, TitleScene)


def test_every_shipped_arena_opens_in_the_viewer(app):
    # given the maps that ship with the game
    entries = list_arenas(ROOT / "maps")
    assert entries, "maps/ should ship arenas"
    app.push(TitleScene())
    for entry in entries:
        assert entry.arena is not None, str(entry.error)
        # when each is opened and the mouse sweeps its middle, then it draws and inspects
        view = ArenaView(entry.arena, app.tiles)
        app.push(view)
        move_mouse((app.screen.get_width() // 2, app.screen.get_height() // 2))
        app.frame()
        assert view.hover in entry.arena.cells or view.hover is None
        app.pop()
    assert isinstance(app.top, TitleScene) and app.running


def test_quit_from_the_title_ends_the_loop(app):
    app.push(TitleScene())
    press(pygame.K_UP)  # the selection wraps from the first item to the last, Quit
    press(pygame.K_RETURN)
    app.run(max_updates=50)
    assert not app.running
    assert app.updates < 50
