"""Real public hex maps, adopted as a map maker would (terrain on the tiles, two spawns), drawn
by the game as Tiled's own tmxrasterizer draws them (tests/fixtures/tiled_corpus/README.md)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.maps.tiled import load_arena
from game.ui.render.hexmap import MapLayer
from game.ui.render.tiles import TileImages
from tests.ui.tiled_compare import mismatch_share

CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "tiled_corpus"
MAPS = sorted(CORPUS.glob("*.tmx"))
MOST_MISMATCH = 0.01


@pytest.fixture(scope="module")
def tiles() -> TileImages:
    pygame.init()
    return TileImages()


def test_the_corpus_holds_every_stagger_setting_from_three_projects():
    # given the corpus maps, then all four stagger settings and three projects are there
    staggers = {(m.read_text().split('staggeraxis="')[1][0],
                 m.read_text().split('staggerindex="')[1][:3]) for m in MAPS}
    assert staggers == {("x", "odd"), ("x", "eve"), ("y", "odd"), ("y", "eve")}
    assert {m.name.split("_")[0] for m in MAPS} == {"tiled", "bevy", "go"}


@pytest.mark.parametrize("path", MAPS, ids=[m.stem for m in MAPS])
def test_a_real_map_is_drawn_as_tiled_draws_it(path, tiles):
    # given a real map and Tiled's own picture of it at the game's drawing scale
    reference = pygame.image.load(str(path.with_suffix(".png")))
    # when the game draws it
    layer = MapLayer(load_arena(path), tiles)
    # then fewer than 1 pixel in 100 differ
    assert mismatch_share(reference, layer) < MOST_MISMATCH


def test_an_authors_terrain_tiles_are_drawn_muted_when_their_terrain_does_nothing(tiles):
    # given a real map whose tiles are all floor, drawn as is and with floor muted
    arena = load_arena(CORPUS / "go_tiled_hex.tmx")
    plain, muted = MapLayer(arena, tiles), MapLayer(arena, tiles, muted=("floor",))
    # then the muted picture holds no strong colour where the plain one does
    def colourful(surface: pygame.Surface) -> int:
        return sum(1 for x in range(0, surface.get_width(), 4)
                   for y in range(0, surface.get_height(), 4)
                   if (c := surface.get_at((x, y))).a and max(c[:3]) - min(c[:3]) > 60)
    assert colourful(plain.base) > 100 and colourful(muted.base) == 0
