"""The player's maps folder: listed beside the shipped arenas, shown and opened from Arenas."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from game import paths
from game.games.meatbot.ui.scenes.new_match import new_match_scene as NewMatchScene
from game.ui import user_maps
from game.ui.scenes.arena_picker import RESCAN_SECONDS, ArenaPicker
from game.ui.scenes.arena_view import ArenaView
from game.ui.scenes.folder_bar import path_tail
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import post, press
from tests.ui.user_map_files import write_map


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def folders(tmp_path):
    shipped = tmp_path / "shipped"
    shipped.mkdir()
    shutil.copy(paths.maps_dir() / "duel_pit.tmx", shipped)
    (shipped / "duel_pit.tmx").write_text(
        (shipped / "duel_pit.tmx").read_text().replace("../assets", str(paths.assets_dir())))
    return shipped, tmp_path / "mine"


def test_the_user_maps_folder_is_in_the_user_data_folder(home):
    folder = user_maps.user_maps_dir()
    assert folder == home / "maps"
    assert folder.is_dir()
    assert user_maps.map_folders() == [paths.maps_dir(), folder]


def test_user_maps_are_listed_after_the_shipped_ones_and_known_as_the_players(home):
    write_map(home / "maps" / "aaa_first_by_name.tmx", "Aardvark Alley")
    (home / "maps" / "half_saved.tmx").write_text("<map", encoding="utf-8")
    entries = user_maps.list_all_arenas()
    shipped = sorted(p.name for p in paths.maps_dir().glob("*.tmx"))
    assert sorted(e.path.name for e in entries[:len(shipped)]) == shipped
    mine = entries[len(shipped):]
    assert [e.path.name for e in mine] == ["aaa_first_by_name.tmx", "half_saved.tmx"]
    assert mine[0].arena.name == "Aardvark Alley"
    assert mine[1].arena is None and "XML" in str(mine[1].error)
    assert [user_maps.is_user_map(e.path) for e in entries] == \
        [False] * len(shipped) + [True, True]


def test_a_games_list_keeps_its_own_maps_the_unlabelled_and_the_broken(home):
    # given the shipped maps (some made for Mechaton only) and a broken map of the player's
    (home / "maps").mkdir(parents=True, exist_ok=True)
    (home / "maps" / "half_saved.tmx").write_text("<map", encoding="utf-8")
    # when Meatbot Massacre lists its arenas
    names = {e.path.name: e for e in user_maps.list_all_arenas(ruleset="meatbot")}
    # then Mechaton-only fields are left out, Meatbot's arenas and the broken map stay
    assert "mechaton_crossroads.tmx" not in names and "duel_pit.tmx" in names
    assert names["half_saved.tmx"].arena is None
    assert all(e.arena is None or not e.arena.rulesets or "meatbot" in e.arena.rulesets
               for e in names.values())


def test_new_match_offers_the_players_maps(app, home):
    write_map(home / "maps" / "my_pit.tmx", "My Pit")
    scene = NewMatchScene()
    app.push(scene)
    app.frame()
    assert "My Pit" in [e.name for e in scene.shelf.entries]


def test_the_picker_shows_the_folder_and_marks_the_players_maps(app, folders):
    shipped, mine = folders
    write_map(mine / "my_pit.tmx", "My Pit")
    picker = ArenaPicker(folders=(shipped, mine))
    app.push(picker)
    app.frame()
    assert [picker.is_users(e) for e in picker.entries] == [False, True]
    assert picker.user_folder == mine
    bar = picker.folder_bar(app.screen.get_size())
    assert picker.list_area(app.screen.get_size()).bottom < bar.top
    assert picker._card_lines(picker.entries[1], 400)[0][0].startswith("Your map")


def test_a_map_saved_into_the_folder_appears_without_leaving_the_screen(app, folders):
    shipped, mine = folders
    picker = ArenaPicker(folders=(shipped, mine))
    app.push(picker)
    app.frame()
    assert len(picker.entries) == 1
    write_map(mine / "new_one.tmx", "New One")
    picker.update(RESCAN_SECONDS / 2)
    assert len(picker.entries) == 1  # looked only once a second
    picker.update(RESCAN_SECONDS / 2)
    assert [e.name for e in picker.entries] == ["Duel Pit", "New One"]
    picker.selected = 1
    (mine / "new_one.tmx").unlink()
    picker.update(RESCAN_SECONDS)
    assert [e.name for e in picker.entries] == ["Duel Pit"] and picker.selected == 0


def test_o_and_the_button_open_the_folder_in_the_file_manager(app, folders, monkeypatch):
    shipped, mine = folders
    started = []
    monkeypatch.setattr(user_maps.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(user_maps, "_start", started.append)
    picker = ArenaPicker(folders=(shipped, mine))
    app.push(picker)
    app.frame()
    press(pygame.K_o)
    app.frame()
    button = picker.folder_button(app.screen.get_size())
    post(pygame.MOUSEBUTTONDOWN, pos=button.center, button=1)
    app.frame()
    assert started == [[f"/usr/bin/{user_maps.OPENER}", str(mine)]] * 2
    assert picker.folder_message == f"Opened {mine}"


def test_without_an_opener_the_picker_says_where_the_folder_is(app, folders, monkeypatch):
    shipped, mine = folders
    monkeypatch.setattr(user_maps.shutil, "which", lambda name: None)
    picker = ArenaPicker(folders=(shipped, mine))
    app.push(picker)
    app.frame()
    press(pygame.K_o)
    app.frame()
    assert picker.folder_message.startswith("No file manager opener")
    assert str(mine) in picker.folder_message
    assert picker.app is app and app.top is picker  # still here, still drawing


def test_an_opener_that_fails_to_start_is_reported_not_raised(tmp_path, monkeypatch):
    monkeypatch.setattr(user_maps.shutil, "which", lambda name: f"/usr/bin/{name}")

    def refuse(command):
        raise PermissionError(13, "Permission denied")

    message = user_maps.open_folder(tmp_path / "maps", launch=refuse)
    assert message == f"Could not open {tmp_path / 'maps'}: Permission denied. Open it yourself."


def test_a_frozen_build_hands_the_file_manager_the_systems_library_path(monkeypatch):
    monkeypatch.setenv("LD_LIBRARY_PATH", "/bundle/_internal")
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/usr/local/lib")
    assert user_maps._outside_environment()["LD_LIBRARY_PATH"] == "/usr/local/lib"
    monkeypatch.delenv("LD_LIBRARY_PATH_ORIG")
    monkeypatch.setattr(user_maps.paths, "is_frozen", lambda: True)
    assert "LD_LIBRARY_PATH" not in user_maps._outside_environment()


def test_a_long_folder_path_keeps_its_end(app):
    long_path = "/home/someone/" + "very-long-folder-name/" * 8 + "Hexbrawl/maps"
    shown = path_tail(long_path, 22, 300)
    assert shown.startswith("\u2026") and shown.endswith("Hexbrawl/maps")
    assert path_tail("/short", 22, 300) == "/short"


def test_the_picker_opens_the_viewer_watching_the_map_file(app, folders):
    shipped, mine = folders
    app.push(TitleScene())
    picker = ArenaPicker(folders=(shipped, mine))
    app.push(picker)
    app.frame()
    press(pygame.K_RETURN)
    app.frame()
    assert isinstance(app.top, ArenaView)
    assert app.top.watcher is not None and app.top.watcher.path == Path(shipped / "duel_pit.tmx")


def test_a_shipped_map_copied_into_the_folder_just_works(home):
    folder = user_maps.user_maps_dir()
    shutil.copy(paths.maps_dir() / "scrapyard.tmx", folder / "my_yard.tmx")  # as it ships
    entries = user_maps.list_all_arenas([folder])
    assert [(e.path.name, e.error) for e in entries] == [("my_yard.tmx", None)]
    assert (folder / "hexbrawl.tiled-project").read_bytes() == \
        (paths.maps_dir() / "hexbrawl.tiled-project").read_bytes()
    assert str(paths.maps_dir()) in (folder / "README.txt").read_text(encoding="utf-8")


def test_the_folders_tileset_follows_the_games_but_the_players_files_are_kept(home):
    folder = user_maps.user_maps_dir()
    tileset = home / "assets" / "tiles" / "hexbrawl.tsx"
    tileset.write_text("stale", encoding="utf-8")
    (folder / "README.txt").write_text("my notes", encoding="utf-8")
    user_maps.seed_user_folder(folder)
    assert tileset.read_bytes() == (paths.assets_dir() / "tiles" / "hexbrawl.tsx").read_bytes()
    assert (folder / "README.txt").read_text(encoding="utf-8") == "my notes"
