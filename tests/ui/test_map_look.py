"""What is drawn in Tiled is what the map layer shows: decoration tile layers in Tiled's order,
with opacity, tint, offsets, flips, tall tiles and layers over the units."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.maps.tiled import load_arena
from game.ui.render.hexmap import MapLayer
from game.ui.render.tiles import TileImages
from tests.ui.look_maps import (
    BLUE,
    D_FLIP,
    GREEN,
    H_FLIP,
    MAGENTA,
    PLAIN,
    QUADS,
    RED,
    REFERENCE,
    TALL,
    TURNED_120,
    V_FLIP,
    WHITE,
    YELLOW,
    Y,
    terrain_layer,
    tile_layer,
    write_map,
)
from tests.ui.tiled_compare import mismatch_share

CELL = (2, 1)
"""A floor cell inside the fixture arena."""


@pytest.fixture()
def tiles() -> TileImages:
    pygame.init()
    return TileImages()


def drawn(tmp_path: Path, tiles: TileImages, layers: str) -> MapLayer:
    """The map layer of a fixture map made of ``layers``."""
    return MapLayer(load_arena(write_map(tmp_path, layers)), tiles)


def pixel(layer: MapLayer, cell: tuple[int, int], dx: float, dy: float,
          surface: pygame.Surface | None = None) -> tuple[int, int, int]:
    """The colour ``dx, dy`` pixels from the top-left corner of ``cell``'s tile."""
    x, y = Y.tile_origin(*cell)
    at = (round(x + dx - layer.rect.x), round(y + dy - layer.rect.y))
    return tuple((surface or layer.base).get_at(at))[:3]  # type: ignore[return-value]


def quadrants(layer: MapLayer, cell: tuple[int, int] = CELL, shift: tuple[int, int] = (0, 0)
              ) -> tuple[tuple[int, int, int], ...]:
    """The colours at the centres of the four quadrants of a 56x64 tile on ``cell``."""
    return tuple(pixel(layer, cell, x + shift[0], y + shift[1])
                 for x, y in ((14, 16), (42, 16), (14, 48), (42, 48)))


def test_a_decoration_layer_above_the_terrain_is_drawn_on_its_cell(tmp_path, tiles):
    # given a decoration layer over the terrain with one four-colour tile
    layers = terrain_layer() + "\n" + tile_layer("decals", {CELL: QUADS})
    # when the map layer is drawn
    layer = drawn(tmp_path, tiles, layers)
    # then the tile shows on its cell, the right way round
    assert quadrants(layer) == (RED, GREEN, BLUE, WHITE)


@pytest.mark.parametrize("flags, expected", [
    (H_FLIP, (GREEN, RED, WHITE, BLUE)),
    (V_FLIP, (BLUE, WHITE, RED, GREEN)),
    (H_FLIP | V_FLIP, (WHITE, BLUE, GREEN, RED)),
    (D_FLIP | TURNED_120, (WHITE, BLUE, GREEN, RED)),
    (D_FLIP | TURNED_120 | V_FLIP, (GREEN, RED, WHITE, BLUE)),
])
def test_flipped_tiles_are_drawn_flipped_as_tiled_does(tmp_path, tiles, flags, expected):
    # given a four-colour tile flipped (or turned by 60 + 120 degrees: half a turn)
    layers = terrain_layer() + "\n" + tile_layer("decals", {CELL: QUADS | flags})
    # then its quadrants land where Tiled puts them
    assert quadrants(drawn(tmp_path, tiles, layers)) == expected


def test_a_tile_turned_60_degrees_keeps_its_centre_and_turns_clockwise(tmp_path, tiles):
    # given a four-colour tile with Tiled's hex 60-degree flag
    layer = drawn(tmp_path, tiles, terrain_layer() + "\n" + tile_layer(
        "decals", {CELL: QUADS | D_FLIP}))
    # then each quadrant's centre, turned clockwise about the tile's centre, moves there:
    # red from (-14, -16) to about (7, -20), white from (14, 16) to about (-7, 20)
    assert pixel(layer, CELL, 28 + 7, 32 - 20) == RED
    assert pixel(layer, CELL, 28 - 7, 32 + 20) == WHITE
    assert pixel(layer, CELL, 28 - 21, 32 - 4) == BLUE


def test_the_map_looks_as_tileds_own_renderer_draws_it(tiles):
    # given a map with every look feature and Tiled's own picture of it (tmxrasterizer)
    reference = pygame.image.load(str(REFERENCE / "tiled_reference.png"))
    # when the game draws it
    layer = MapLayer(load_arena(REFERENCE / "look.tmx"), tiles)
    # then over the map's own area (Tiled repeats an image layer past it without end) fewer
    # than 1 pixel in 100 differ, a turned tile's pixels allowed one step aside (Tiled turns
    # about a centre between pixels: without that slack, its soft edges make 1.1% differ)
    assert mismatch_share(reference, layer, slack=1, map_area_only=True) < 0.01


def test_a_layer_below_the_terrain_shows_only_where_the_terrain_leaves_a_gap(tmp_path, tiles):
    # given a yellow layer under the terrain, on a floor cell and on the empty cell (4,3)
    layers = tile_layer("under", {CELL: PLAIN, (4, 3): PLAIN}) + "\n" + terrain_layer()
    # when drawn
    layer = drawn(tmp_path, tiles, layers)
    # then the floor hides it, and the gap shows it
    assert pixel(layer, CELL, 28, 32) != YELLOW
    assert pixel(layer, (4, 3), 28, 32) == YELLOW


def test_layer_opacity_blends_the_layer_with_what_is_under_it(tmp_path, tiles):
    # given the same map without and with a half-transparent decoration layer
    plain = drawn(tmp_path, tiles, terrain_layer())
    under = pixel(plain, CELL, 14, 16)
    faded = drawn(tmp_path, tiles, terrain_layer() + "\n" + tile_layer(
        "decals", {CELL: QUADS}, ' opacity="0.5"'))
    # then the red quadrant is half red, half the floor beneath
    found = pixel(faded, CELL, 14, 16)
    expected = tuple((c + u) / 2 for c, u in zip(RED, under, strict=True))
    assert all(abs(f - e) <= 2 for f, e in zip(found, expected, strict=True))


def test_a_layer_tint_multiplies_its_colours(tmp_path, tiles):
    # given a decoration layer tinted orange
    layer = drawn(tmp_path, tiles, terrain_layer() + "\n" + tile_layer(
        "decals", {CELL: QUADS}, ' tintcolor="#ff8000"'))
    # then white turns orange, green turns dark, red stays red
    red, green, _, white = quadrants(layer)
    assert white == (255, 128, 0) and red == RED and green == (0, 128, 0)


def test_layer_and_group_offsets_add_up(tmp_path, tiles):
    # given a layer moved 10 right inside a group moved 4 right and 6 down
    group = (' <group id="7" name="props" offsetx="4" offsety="6">\n'
             + tile_layer("decals", {CELL: QUADS}, ' offsetx="10"') + "\n </group>")
    layer = drawn(tmp_path, tiles, terrain_layer() + "\n" + group)
    # then the tile is drawn 14 right and 6 down of its cell
    assert quadrants(layer, shift=(14, 6)) == (RED, GREEN, BLUE, WHITE)
    assert pixel(layer, CELL, 13, 16) != RED and pixel(layer, CELL, 14, 16) == RED


def test_a_tile_taller_than_the_hex_stands_on_the_bottom_of_its_cell(tmp_path, tiles):
    # given a 96 pixel tall tile on a cell of the top row
    layer = drawn(tmp_path, tiles, terrain_layer() + "\n" + tile_layer("trees", {(1, 0): TALL}))
    # then it reaches 32 pixels above the cell (the picture grows to hold it) and its foot
    # is at the cell's bottom
    assert pixel(layer, (1, 0), 28, -30) == MAGENTA
    assert pixel(layer, (1, 0), 28, 63) == MAGENTA
    assert layer.rect.y <= Y.tile_origin(1, 0)[1] - 32


def test_hidden_layers_and_hidden_groups_are_not_drawn(tmp_path, tiles):
    hidden = tile_layer("off", {CELL: QUADS}, ' visible="0"')
    group = ' <group id="8" name="g" visible="0">\n' + tile_layer(
        "inside", {(1, 1): QUADS}) + "\n </group>"
    plain = drawn(tmp_path, tiles, terrain_layer())
    layer = drawn(tmp_path, tiles, terrain_layer() + "\n" + hidden + "\n" + group)
    assert quadrants(layer) == quadrants(plain)
    assert quadrants(layer, (1, 1)) == quadrants(plain, (1, 1))


def test_a_layer_marked_over_units_is_kept_apart_to_draw_over_the_units(tmp_path, tiles):
    # given a decoration layer with the bool property over_units
    marked = tile_layer("canopy", {CELL: QUADS}, properties=(
        '   <property name="over_units" type="bool" value="true"/>'))
    layer = drawn(tmp_path, tiles, terrain_layer() + "\n" + marked)
    # then it is not in the picture under the units, but in the one over them
    assert RED not in quadrants(layer)
    assert layer.over is not None and pixel(layer, CELL, 14, 16, layer.over) == RED
    screen = pygame.Surface(layer.base.get_size())
    layer.draw_over(screen, (0, 0), 1.0)
    assert pixel(layer, CELL, 42, 48, screen) == WHITE
    assert drawn(tmp_path, tiles, terrain_layer()).over is None


def test_decoration_layers_leave_the_arena_itself_unchanged(tmp_path, tiles):
    plain = load_arena(write_map(tmp_path, terrain_layer(), "plain.tmx"))
    decorated = load_arena(write_map(tmp_path, terrain_layer() + "\n" + tile_layer(
        "decals", {CELL: QUADS | H_FLIP, (0, 0): TALL}), "decorated.tmx"))
    assert decorated.cells == plain.cells and decorated.spawns == plain.spawns
    assert decorated.layout == plain.layout and decorated.stations == plain.stations


def test_a_json_map_keeps_its_layers_tint_opacity_and_visibility(tmp_path):
    import json

    from game.maps.map_look import read_look
    from tests.tiled_json import tmx_to_tmj

    # given a .tmj map whose decoration layer is tinted and faded, and a hidden one
    source = write_map(tmp_path, terrain_layer() + "\n" + tile_layer("decals", {CELL: QUADS}))
    doc = tmx_to_tmj(source)
    decals = dict(doc["layers"][1], name="decals", tintcolor="#80ff8000", opacity=0.25)
    hidden = dict(doc["layers"][1], name="hidden", visible=False)
    doc["layers"] = [doc["layers"][0], decals, hidden, *doc["layers"][2:]]
    (tmp_path / "look.tmj").write_text(json.dumps(doc), encoding="utf-8")
    # when its look is read
    look = read_look(tmp_path / "look.tmj")
    # then the layer keeps its settings and the hidden one is left out
    assert [layer.name for layer in look.layers] == ["terrain", "decals", "spawns"]
    assert look.layers[1].tint == (255, 128, 0, 128) and look.layers[1].opacity == 0.25


def test_a_hidden_terrain_layer_lets_the_decoration_layers_show_the_arena(tmp_path, tiles):
    # given a hidden terrain layer and a visible yellow layer painted over part of it
    hidden_terrain = terrain_layer().replace('name="terrain"', 'name="terrain" visible="0"')
    layer = drawn(tmp_path, tiles, hidden_terrain + "\n" + tile_layer("art", {CELL: PLAIN}))
    # then the art shows and the hidden terrain does not (the cell beside it stays empty)
    assert pixel(layer, CELL, 28, 32) == YELLOW
    assert layer.base.get_at((round(Y.tile_origin(1, 2)[0] + 28 - layer.rect.x),
                              round(Y.tile_origin(1, 2)[1] + 32 - layer.rect.y))).a == 0


def test_a_map_with_only_a_hidden_terrain_layer_still_shows_its_terrain(tmp_path, tiles):
    hidden_terrain = terrain_layer().replace('name="terrain"', 'name="terrain" visible="0"')
    plain = drawn(tmp_path, tiles, terrain_layer())
    layer = drawn(tmp_path, tiles, hidden_terrain)
    assert quadrants(layer) == quadrants(plain)


def image_layer(attributes: str = "", source: str = "deco.png") -> str:
    """An image layer showing the decoration sheet (112x64: four colours, then yellow)."""
    return (f' <imagelayer id="9" name="backdrop"{attributes}>\n'
            f'  <image source="{source}" width="112" height="64"/>\n </imagelayer>')


def test_an_image_layer_is_drawn_at_its_offset_with_its_opacity(tmp_path, tiles):
    # given an image layer over the terrain, moved to the top-left of cell (2,1), faded
    x, y = Y.tile_origin(*CELL)
    layer = drawn(tmp_path, tiles, terrain_layer() + "\n" + image_layer(
        f' offsetx="{x}" offsety="{y}"'))
    # then its picture starts there: the four colours, then yellow
    assert quadrants(layer) == (RED, GREEN, BLUE, WHITE)
    assert pixel(layer, CELL, 56 + 28, 32) == YELLOW


def test_a_repeated_image_layer_covers_the_whole_map_in_step(tmp_path, tiles):
    # given an image layer under the terrain, repeated both ways
    layer = drawn(tmp_path, tiles, image_layer(' repeatx="1" repeaty="1"') + "\n"
                  + terrain_layer())
    # then it shows through the map's gap at (4,3), in step with the picture's origin
    x, y = Y.tile_origin(4, 3)
    cx, cy = x + 28, y + 32
    expected = YELLOW if cx % 112 >= 56 else (
        (RED if cx % 56 < 28 else GREEN) if cy % 64 < 32 else (BLUE if cx % 56 < 28 else WHITE))
    assert pixel(layer, (4, 3), 28, 32) == expected
    assert layer.base.get_at((0, 0)).a == 255  # even the corners outside the arena


def test_a_missing_image_layer_picture_is_left_out(tmp_path, tiles):
    plain = drawn(tmp_path, tiles, terrain_layer())
    layer = drawn(tmp_path, tiles, image_layer(source="gone.png") + "\n" + terrain_layer())
    assert quadrants(layer) == quadrants(plain) and layer.rect == plain.rect


def test_a_json_map_keeps_its_image_layers(tmp_path):
    import json

    from game.maps.map_look import read_look
    from tests.tiled_json import tmx_to_tmj

    source = write_map(tmp_path, terrain_layer())
    doc = tmx_to_tmj(source)
    doc["layers"].insert(0, {"type": "imagelayer", "name": "backdrop", "image": "deco.png",
                             "imagewidth": 112, "imageheight": 64, "offsetx": 5,
                             "offsety": 7, "repeatx": True, "opacity": 0.5})
    (tmp_path / "look.tmj").write_text(json.dumps(doc), encoding="utf-8")
    backdrop = read_look(tmp_path / "look.tmj").layers[0]
    assert backdrop.image == str((tmp_path / "deco.png").absolute())
    assert backdrop.offset == (5, 7) and backdrop.repeat == (True, False)
    assert backdrop.opacity == 0.5


def test_a_tile_object_is_drawn_stretched_to_its_size_from_its_bottom_left(tmp_path, tiles):
    # given a four-colour tile object stretched to 112x32, its bottom-left at (60, 150)
    objects = (' <objectgroup id="12" name="props">\n'
               f'  <object id="20" gid="{QUADS}" x="60" y="150" width="112" height="32"/>\n'
               ' </objectgroup>')
    layer = drawn(tmp_path, tiles, terrain_layer() + "\n" + objects)

    def at(x: float, y: float) -> tuple[int, int, int]:
        return tuple(layer.base.get_at((round(x - layer.rect.x),
                                        round(y - layer.rect.y))))[:3]  # type: ignore
    # then its quadrants fill the box from (60, 118) to (172, 150)
    assert (at(88, 126), at(144, 126), at(88, 142), at(144, 142)) == (RED, GREEN, BLUE, WHITE)
    assert at(56, 126) != RED and at(88, 114) != RED


def test_the_scrapyard_ships_with_a_decoration_layer_that_players_see(tiles):
    # given the shipped Scrapyard, whose 'decor' layer scatters debris and scorch marks
    from game.maps.map_look import read_look
    from game.ui.render.hexmap import render_base
    path = REFERENCE.parents[2] / "maps" / "scrapyard.tmx"
    decor = next(layer for layer in read_look(path).layers if layer.name == "decor")
    arena = load_arena(path)
    # when it is drawn, and drawn without the layer
    layer = MapLayer(arena, tiles)
    bare, rect = render_base(arena, tiles)
    # then every decorated cell looks different from its bare floor
    assert len(decor.tiles) >= 10
    for tile in decor.tiles:
        x, y = arena.layout.tile_origin(tile.col, tile.row)
        box = pygame.Rect(x - rect.x + 14, y - rect.y + 16, 28, 32)
        assert pygame.image.tobytes(layer.base.subsurface(box), "RGBA") != \
            pygame.image.tobytes(bare.subsurface(box), "RGBA")


def test_the_layers_over_the_units_land_in_place_when_zoomed(tmp_path, tiles):
    # given a canopy over the units on one cell (only that part is blitted each frame)
    marked = tile_layer("canopy", {CELL: QUADS}, properties=(
        '   <property name="over_units" type="bool" value="true"/>'))
    layer = drawn(tmp_path, tiles, terrain_layer() + "\n" + marked)
    # when drawn over the units at zoom 2
    screen = pygame.Surface((layer.rect.width * 2, layer.rect.height * 2), pygame.SRCALPHA)
    layer.draw_over(screen, (0, 0), 2.0)
    # then each quadrant is where the cell is, twice as far from the map's corner
    x, y = Y.tile_origin(*CELL)
    for (dx, dy), colour in (((14, 16), RED), ((42, 48), WHITE)):
        at = (round((x + dx - layer.rect.x) * 2), round((y + dy - layer.rect.y) * 2))
        assert tuple(screen.get_at(at))[:3] == colour
