"""The title's shipped art: the picture the game would paint, used only while it is true."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pygame
import pytest

from game import paths
from game.maps import tiled
from game.ui.render import backdrop as backdrop_module
from game.ui.render import title_art
from game.ui.render.backdrop import soft_arena
from game.ui.render.hexmap import MapLayer
from game.ui.render.logo import logo
from game.ui.render.tiles import TileImages
from game.ui.render.title_art import (
    ART_DIR,
    REFERENCE_SIZE,
    file_fingerprint,
    read_record,
    shipped_backdrop,
    shipped_logo,
    standard_map_file,
)
from game.ui.scenes.title import TitleScene

CLOSE = 3.0
"""Mean difference per channel (of 255) allowed between the shipped art and a fresh
painting: pygame's scaling and font rendering may differ by a shade between builds."""


def pixels(surface: pygame.Surface) -> np.ndarray:
    rgb = pygame.surfarray.array3d(surface).astype(float)
    if surface.get_flags() & pygame.SRCALPHA:
        return np.dstack([rgb, pygame.surfarray.array_alpha(surface).astype(float)])
    return rgb


def test_given_the_shipped_maps_then_the_art_record_names_the_standard_arena_as_it_is():
    # given the record beside the shipped art and the standard arena's file
    record = read_record()
    standard = standard_map_file()
    # then the art was painted from that file as it is now (else run tools/make_assets.py)
    assert record is not None and standard is not None
    assert record.map_fingerprint == file_fingerprint(standard)


def test_given_the_shipped_backdrop_then_it_is_what_the_game_would_paint(app):
    # given a fresh painting of the standard arena at the reference size
    tiles = TileImages()
    layer = MapLayer(tiled.load_arena(standard_map_file()), tiles)
    fresh = soft_arena(layer, tiles, REFERENCE_SIZE)
    # when the shipped copy is read
    shipped = pygame.image.load(str(ART_DIR / title_art.BACKDROP_FILE))
    # then they are the same picture, to a shade
    assert shipped.get_size() == fresh.get_size()
    assert np.abs(pixels(shipped) - pixels(fresh)).mean() < CLOSE
    assert read_record().world_size == (layer.rect.width, layer.rect.height)


def test_given_the_shipped_logo_then_it_is_what_the_game_would_paint(app):
    # when the shipped logo is asked for at the title's size
    shipped = shipped_logo("HEXBRAWL", 180)
    # then it is the logo painted now, to a shade; another word or size is not shipped
    fresh = logo("HEXBRAWL", 180)
    assert shipped is not None and shipped.get_size() == fresh.get_size()
    assert np.abs(pixels(shipped) - pixels(fresh)).mean() < CLOSE
    assert shipped_logo("HEXBRAWL", 120) is None and shipped_logo("MECHATON", 180) is None


def test_given_the_shipped_maps_when_the_title_asks_then_the_backdrop_covers_the_window(app):
    # when the title asks for its backdrop at both canvas sizes
    for size in ((1280, 720), (1280, 960)):
        picture = shipped_backdrop(size)
        # then the shipped picture covers it with room to drift
        assert picture is not None
        assert picture.get_width() >= size[0] * 1.1 and picture.get_height() >= size[1] * 1.1


@pytest.fixture
def edited_maps(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the shipped maps whose standard arena was changed by its author."""
    maps = tmp_path / "maps"
    shutil.copytree(paths.maps_dir(), maps)
    standard = maps / "standard_arena.tmx"
    standard.write_text(standard.read_text(encoding="utf-8").replace(
        "</map>", "<!-- moved a wall -->\n</map>"), encoding="utf-8")
    monkeypatch.setattr(paths, "maps_dir", lambda: maps)
    return maps


def test_given_an_edited_standard_arena_when_the_title_asks_then_it_paints_afresh(
        app, edited_maps, monkeypatch):
    # given the standard arena edited since the art was painted (edited_maps)
    painted = []
    paint = backdrop_module.backdrop
    monkeypatch.setattr(backdrop_module, "backdrop",
                        lambda *args: painted.append(args[0].name) or paint(*args))
    # when the title asks for the shipped backdrop, there is none
    assert shipped_backdrop((1280, 720)) is None
    title = TitleScene()
    app.push(title)
    app.frame()
    # then the title shows the arena painted as it is now (the blurred map, not black)
    back = title._art((1280, 720))[0]
    assert back.get_width() >= 1280 and back.get_height() >= 720
    assert pixels(back).mean() > 10
    assert len(painted) == 1 and "standard" in painted[0].lower()


@pytest.mark.parametrize("record", ["{not json", json.dumps({"format": 99}),
                                    json.dumps({"format": 1, "world_size": "big"}), ""])
def test_given_a_broken_art_record_then_the_shipped_art_is_not_used(tmp_path, record, app):
    # given a folder of title art whose record is broken
    for name in (title_art.BACKDROP_FILE, title_art.LOGO_FILE):
        shutil.copy(ART_DIR / name, tmp_path / name)
    (tmp_path / title_art.RECORD_FILE).write_text(record, encoding="utf-8")
    # then neither picture is used (the title paints them) and nothing is raised
    assert shipped_backdrop((1280, 720), tmp_path) is None
    assert shipped_logo("HEXBRAWL", 180, tmp_path) is None


def test_given_a_missing_or_broken_backdrop_image_then_the_shipped_art_is_not_used(
        tmp_path, app):
    # given the record but an unreadable picture, then no picture
    shutil.copy(ART_DIR / title_art.RECORD_FILE, tmp_path / title_art.RECORD_FILE)
    assert shipped_backdrop((1280, 720), tmp_path) is None
    (tmp_path / title_art.BACKDROP_FILE).write_bytes(b"\x89PNG not really")
    assert shipped_backdrop((1280, 720), tmp_path) is None
