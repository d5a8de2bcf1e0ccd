"""Every game's New match arena list: the player's maps are marked "Your map", and the list
follows the map folders as the Arenas screen does (a broken map fixed in Tiled is offered
without leaving the form)."""

from __future__ import annotations

import pytest

from game.ui.games import game_ui, game_ui_names
from game.ui.scenes.new_match import NewMatchScene
from game.ui.scenes.setup_arenas import RESCAN_SECONDS, YOUR_MAP
from game.ui.scenes.title import TitleScene
from tests.ui.user_map_files import map_text, save_again, write_map

ARENA_GAMES = ("meatbot", "mechaton", "metalkrushers")
SOURCE = "standard_arena.tmx"
"""A shipped map every arena game lists."""


def hook_of(name: str):
    return game_ui(name).new_match_scene().hook


def test_every_game_with_arenas_is_covered():
    assert [n for n in game_ui_names() if hook_of(n).uses_arena] == list(ARENA_GAMES)


@pytest.fixture
def folders(tmp_path):
    shipped, mine = tmp_path / "shipped", tmp_path / "mine"
    write_map(shipped / "standard.tmx", "Shipped Ring", SOURCE)
    mine.mkdir()
    return shipped, mine


def open_form(app, name: str, folders) -> NewMatchScene:
    app.push(TitleScene())
    form = NewMatchScene(hook_of(name), folders=folders)
    app.push(form)
    app.frame()
    return form


def rows_by_title(form) -> dict:
    return {row.title: row for row in form.arena_list.rows}


@pytest.mark.parametrize("name", ARENA_GAMES)
def test_the_players_maps_are_marked_your_map(app, name, folders):
    # given a map in the player's folder beside a shipped one
    write_map(folders[1] / "mine.tmx", "My Ring", SOURCE)
    # when the game's New match form opens
    form = open_form(app, name, folders)
    rows = rows_by_title(form)
    # then the player's map carries the mark and the shipped one does not
    assert rows["My Ring"].badge == YOUR_MAP
    assert rows["Shipped Ring"].badge == ""


@pytest.mark.parametrize("name", ARENA_GAMES)
def test_a_broken_map_fixed_while_the_form_is_open_is_offered(app, name, folders):
    # given the form open while the player's map is broken
    broken = folders[1] / "mine.tmx"
    broken.write_text('<?xml version="1.0"?>\n<map orientation="hexa', encoding="utf-8")
    form = open_form(app, name, folders)
    assert rows_by_title(form)["mine.tmx"].enabled is False
    # when the map is saved again, fixed, and a little over a second passes
    save_again(broken, map_text("My Ring", SOURCE))
    for _ in range(round(RESCAN_SECONDS * 60) + 2):
        app.frame()
    # then it is listed by its name, playable and marked as the player's; choosing it starts
    rows = rows_by_title(form)
    assert "mine.tmx" not in rows
    assert rows["My Ring"].enabled and rows["My Ring"].badge == YOUR_MAP
    index = [row.title for row in form.arena_list.rows].index("My Ring")
    form.arena_list.choose(index)
    assert form.setup.arena == str(broken) and form.start_button.enabled

