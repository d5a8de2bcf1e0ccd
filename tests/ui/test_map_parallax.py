"""Layers with a parallax factor move with the camera as in Tiled; the arena never does."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.maps.map_look import read_look
from game.maps.tiled import load_arena
from game.ui.render.hexmap import MapLayer
from game.ui.render.parallax import shift
from game.ui.render.tiles import TileImages
from tests.ui.look_maps import PLAIN, QUADS, RED, YELLOW, Y, terrain_layer, tile_layer, write_map

CELL = (2, 1)
VIEW = (400, 300)


@pytest.fixture()
def tiles() -> TileImages:
    pygame.init()
    return TileImages()


def drawn(tmp_path: Path, tiles: TileImages, layers: str) -> MapLayer:
    return MapLayer(load_arena(write_map(tmp_path, layers)), tiles)


def screen(layer: MapLayer, origin: tuple[int, int],
           size: tuple[int, int] = VIEW) -> pygame.Surface:
    """A view of ``size`` pixels with the map's top-left at ``origin`` (zoom 1)."""
    surface = pygame.Surface(size)
    layer.draw_map(surface, origin, 1.0)
    return surface


def red_left_edge(surface: pygame.Surface, row: int) -> int:
    """The first x of a red pixel on screen row ``row``."""
    return next(x for x in range(surface.get_width())
                if tuple(surface.get_at((x, row)))[:3] == RED)


def test_tileds_parallax_rule_places_a_layer_by_the_view_centre():
    # a layer at half speed, the view centred 100 px right of the parallax origin: moved 50
    assert shift((0.5, 1.0), (100, 40), (0, 0)) == (50, 0)
    assert shift((1.0, 1.0), (100, 40), (7, 7)) == (0, 0)
    assert shift((0.0, 2.0), (10, 10), (-10, 0)) == (0, -10)


def test_a_half_speed_layer_moves_half_as_far_as_the_arena(tmp_path, tiles):
    # given a decoration layer with parallax factor 0.5 over the terrain
    clouds = tile_layer("clouds", {CELL: QUADS}, ' parallaxx="0.5"')
    layer = drawn(tmp_path, tiles, terrain_layer() + "\n" + clouds)
    row = round(Y.tile_origin(*CELL)[1] + 16 - layer.rect.y)
    # when the camera pans 100 px right (the map moves 100 px left on screen)
    before = red_left_edge(screen(layer, (0, 0)), row)
    after = red_left_edge(screen(layer, (-100, 0)), row)
    # then the layer moves only 50 px on screen
    assert before - after == 50


def test_a_parallax_layer_is_where_tiled_puts_it_for_the_view(tmp_path, tiles):
    # given a layer at factor 0.5 and a view centred on world point (200 + rect.x, ...)
    clouds = tile_layer("clouds", {CELL: QUADS}, ' parallaxx="0.5"')
    layer = drawn(tmp_path, tiles, terrain_layer() + "\n" + clouds)
    centre_x = VIEW[0] / 2 + layer.rect.x
    row = round(Y.tile_origin(*CELL)[1] + 16 - layer.rect.y)
    # then its tile is moved (1 - 0.5) * centre from its cell
    expected = Y.tile_origin(*CELL)[0] - layer.rect.x + 0.5 * centre_x
    assert abs(red_left_edge(screen(layer, (0, 0)), row) - expected) <= 1


def test_a_parallax_layer_under_the_terrain_shows_through_the_arenas_gaps(tmp_path, tiles):
    # given a still backdrop (factor 0) under the terrain, under the empty cell (4,3)
    backdrop = tile_layer("far", {(4, 3): PLAIN}, ' parallaxx="0" parallaxy="0"', layer_id=6)
    layer = drawn(tmp_path, tiles, backdrop + "\n" + terrain_layer())
    # when the view is centred on the map's top-left (the layer moved by nothing)
    x, y = Y.tile_origin(4, 3)
    big = (1000, 800)
    origin = (round(big[0] / 2 + layer.rect.x), round(big[1] / 2 + layer.rect.y))
    surface = screen(layer, origin, big)
    # then it shows in the gap, behind the map
    at = (round(origin[0] + x + 28 - layer.rect.x), round(origin[1] + y + 32 - layer.rect.y))
    assert tuple(surface.get_at(at))[:3] == YELLOW
    assert layer.slabs and layer.slabs[0].band == "back"


def test_a_groups_parallax_factor_multiplies_its_layers_and_the_terrain_never_moves(tmp_path):
    group = (' <group id="7" name="sky" parallaxx="0.5">\n'
             + tile_layer("clouds", {CELL: QUADS}, ' parallaxx="0.5" parallaxy="2"')
             + "\n </group>")
    terrain = terrain_layer().replace('name="terrain"', 'name="terrain" parallaxx="0.3"')
    look = read_look(write_map(tmp_path, terrain + "\n" + group))
    factors = {layer.name: layer.parallax for layer in look.layers}
    assert factors["clouds"] == (0.25, 2.0) and factors["terrain"] == (1.0, 1.0)
