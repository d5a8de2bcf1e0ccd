"""The generated art: hex tiles that fit HexLayout, tintable bot sprites, a sound tileset."""

from __future__ import annotations

import subprocess
import sys
from itertools import combinations
from pathlib import Path
from xml.etree import ElementTree

import numpy as np
import pygame
import pytest

from game.core.arena import TERRAIN_KINDS
from game.core.hexes import Hex, HexLayout

ROOT = Path(__file__).resolve().parent.parent
TILES = ROOT / "assets" / "tiles"
SPRITES = ROOT / "assets" / "sprites"
KINDS = ("floor", "wall", "cover", "null", "pickup", "station", "spawn")


def rgba(path: Path) -> np.ndarray:
    image = pygame.image.load(str(path))
    pixels = pygame.surfarray.array3d(image).transpose(1, 0, 2)
    alpha = pygame.surfarray.array_alpha(image).T
    return np.dstack([pixels, alpha])


def variants(kind: str) -> list[Path]:
    return sorted(TILES.glob(f"{kind}_*.png"))


def hex_inside_mask(layout: HexLayout) -> np.ndarray:
    """Pixel centres strictly inside the hex at cell (0, 0), with a 1.5 px margin."""
    corners = np.array(layout.corners(Hex(0, 0)))
    ys, xs = np.mgrid[0:layout.tile_height, 0:layout.tile_width] + 0.5
    inside = np.ones(xs.shape, bool)
    centre = corners.mean(axis=0)
    for a, b in zip(corners, np.roll(corners, -1, axis=0), strict=True):
        normal = np.array([b[1] - a[1], a[0] - b[0]]) / np.hypot(*(b - a))
        if np.dot(normal, centre - a) < 0:
            normal = -normal
        inside &= (xs - a[0]) * normal[0] + (ys - a[1]) * normal[1] > 1.5
    return inside


@pytest.mark.parametrize("kind", KINDS)
def test_each_terrain_has_a_few_different_tile_variants(kind):
    files = variants(kind)
    assert 2 <= len(files) <= 4
    images = [rgba(f) for f in files]
    for a, b in combinations(images, 2):
        assert np.abs(a.astype(int) - b.astype(int)).mean() > 1.0


@pytest.mark.parametrize("kind", KINDS)
def test_tiles_are_opaque_hexes_that_fit_the_default_layout(kind):
    layout = HexLayout()
    inside = hex_inside_mask(layout)
    corners_box = np.zeros_like(inside)
    corners_box[:3, :3] = corners_box[-3:, -3:] = True  # tile corners are outside the hex
    for path in variants(kind):
        image = rgba(path)
        assert image.shape == (layout.tile_height, layout.tile_width, 4)
        assert (image[..., 3][inside] == 255).all()
        assert (image[..., 3][corners_box] == 0).all()


def test_neighbouring_tiles_cover_the_seam_between_them_exactly_once():
    layout = HexLayout()
    alpha = rgba(variants("floor")[0])[..., 3] > 0
    canvas = np.zeros((200, 200), int)
    for h in (Hex(0, 0), Hex(1, 0), Hex(0, 1), Hex(1, 1), Hex(-1, 2), Hex(0, 2)):
        x, y = layout.tile_origin(*layout.hex_to_offset(h))
        canvas[y:y + layout.tile_height, x:x + layout.tile_width] += alpha
    assert canvas.max() == 1
    middle = canvas[64:96, 40:90]  # fully surrounded by the six tiles above
    assert (middle == 1).all()


DECORATIONS = ("rocks", "debris", "scorch")


def test_the_tileset_lists_every_tile_with_a_known_terrain_or_as_a_decoration():
    root = ElementTree.parse(TILES / "hexbrawl.tsx").getroot()
    tiles = root.findall("tile")
    assert int(root.get("tilecount", 0)) == len(tiles) == len(list(TILES.glob("*.png")))
    for tile in tiles:
        prop = tile.find("properties/property[@name='terrain']")
        image = tile.find("image")
        assert image is not None and (TILES / image.get("source", "")).is_file()
        if image.get("source", "").startswith(DECORATIONS):
            assert prop is None
            assert tile.find("properties/property[@name='decoration']") is not None
            continue
        assert prop is not None
        assert prop.get("value") in TERRAIN_KINDS and prop.get("propertytype") == "Terrain"
        if image.get("source", "").startswith("spawn_"):
            assert prop.get("value") == "floor"


def test_decorations_come_after_every_terrain_tile_so_no_tile_number_moves():
    names = [t.find("image").get("source", "") for t in  # type: ignore[union-attr]
             ElementTree.parse(TILES / "hexbrawl.tsx").getroot().findall("tile")]
    first = next(i for i, name in enumerate(names) if name.startswith(DECORATIONS))
    assert first == 21 and all(name.startswith(DECORATIONS) for name in names[first:])


@pytest.mark.parametrize("kind", DECORATIONS)
def test_decoration_tiles_are_see_through_props_with_two_looks(kind):
    images = [rgba(path) for path in variants(kind)]
    assert len(images) == 2
    for image in images:
        assert image.shape == (64, 56, 4)
        covered = (image[..., 3] > 0).mean()
        assert 0.03 < covered < 0.6  # a prop on the hex, the floor showing round it
    assert np.abs(images[0].astype(int) - images[1].astype(int)).mean() > 1.0


def test_eight_bot_sprites_with_different_silhouettes():
    masks = [rgba(SPRITES / f"bot_{i}.png")[..., 3] > 128 for i in range(8)]
    assert all(m.shape == (64, 64) for m in masks)
    for a, b in combinations(masks, 2):
        assert (a ^ b).sum() > 0.15 * min(a.sum(), b.sum())


@pytest.mark.parametrize("index", range(8))
def test_bot_bodies_are_light_grey_with_dark_outlines_for_tinting(index):
    image = rgba(SPRITES / f"bot_{index}.png")
    solid = image[..., 3] == 255
    colours = image[..., :3][solid].astype(int)
    saturation = colours.max(axis=1) - colours.min(axis=1)
    brightness = colours.mean(axis=1)
    assert saturation.max() <= 2  # neutral grey, so the team colour is the only hue
    assert (brightness > 150).mean() > 0.35  # a light body keeps the tint bright
    assert (brightness < 60).mean() > 0.03  # dark outlines and details stay dark


def test_make_assets_redraws_the_committed_files_exactly(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_assets.py"), str(tmp_path)],
                   check=True, capture_output=True, timeout=120)
    fresh = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.*"))
    committed = sorted(p.relative_to(ROOT / "assets") for p in (ROOT / "assets").rglob("*.*")
                       if p.parent.name in ("tiles", "sprites", "sounds", "icon", "ui"))
    assert fresh == committed
    # the title's art goes through pygame's scaling and fonts, which may differ by a shade
    # between builds: tests/ui/test_title_art.py compares it with a tolerance
    for rel in (rel for rel in fresh if rel.parts[0] != "ui"):
        assert (tmp_path / rel).read_bytes() == (ROOT / "assets" / rel).read_bytes(), rel
