"""Maps as Tiled users really make them: Tiled's own hex examples, and each everyday feature
pytmx stumbles over (fractional offsets, class properties, the hex 120-degree flag, empty image
layers, JSON maps, upper-case names, missing or oversized images, other tile sizes)."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pygame
import pytest

from game.core.hexes import HexLayout
from game.maps.map_limits import DRAWN_TILE_SIDE, MAX_MAP_SIDE, summary
from game.maps.tile_refs import from_text
from game.maps.tiled import MapError, list_arenas, load_arena
from game.ui.render.hexmap import MapLayer
from game.ui.render.image_probe import refusal
from game.ui.render.tiles import TileImages
from tests.tiled_adopt import adopt
from tools.make_maps import STAGGERS, fixture_xml, spawn_at

ROOT = Path(__file__).resolve().parent.parent
FOREIGN = ROOT / "tests" / "fixtures" / "tiled"
Y = STAGGERS["y_odd"]


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text.replace("../../assets", str(ROOT / "assets")), encoding="utf-8")
    return path


def plain(**kwargs) -> str:
    return fixture_xml(Y, [spawn_at(Y, 1, 1, "A"), spawn_at(Y, 3, 2, "B")], **kwargs)


@pytest.fixture(scope="module")
def tiles() -> TileImages:
    pygame.init()
    return TileImages()


# -- Tiled's own maps -----------------------------------------------------------------------

@pytest.mark.parametrize("name,problem", [
    ("hexagonal-mini.tmx", "no tile layer named 'terrain' (layers: Ground)"),
    ("test_hexagonal_tile_60x60x30.tmx", "no tile layer named 'terrain' (layers: Tile Layer 1)"),
    ("flipped.tmx", "orientation is orthogonal"),
    ("staggered.tmx", "orientation is staggered")])
def test_tileds_own_maps_as_they_are_are_refused_for_the_true_reason(name, problem):
    with pytest.raises(MapError) as caught:
        load_arena(FOREIGN / name)
    assert problem in caught.value.problem


def test_the_mini_hex_example_adopted_draws_the_authors_tiles_cut_from_its_image(
        tmp_path, tiles):
    # given Tiled's hexagonal-mini (14x12 hexes, 18x18 tiles cut from one image) adopted
    arena = load_arena(adopt(FOREIGN / "hexagonal-mini.tmx", tmp_path / "mini.tmx",
                             ((2, 2), (5, 5))))
    # then every cell names a rectangle of hexmini.png, inside the image
    refs = {from_text(c.image) for c in arena.cells.values() if c.image}
    assert len(arena.cells) == 400 and len(refs) > 5
    assert all(Path(r.path).name == "hexmini.png" and r.rect and r.rect[2:] == (18, 18)
               and r.rect[0] + 18 <= 106 and r.rect[1] + 18 <= 72 for r in refs)
    # and it is drawn at our size, each tile scaled to the hex width
    assert max(arena.layout.tile_width, arena.layout.tile_height) == DRAWN_TILE_SIDE
    cell = next(iter(arena.cells.values()))
    picture = tiles.for_hex(cell, arena.layout)
    assert picture is not None and picture.get_width() == arena.layout.tile_width
    ours = tiles.for_hex(type(cell)("floor"), arena.layout)
    assert ours is not None
    assert pygame.image.tobytes(picture, "RGBA") != pygame.image.tobytes(
        pygame.transform.smoothscale(ours, picture.get_size()), "RGBA")
    assert MapLayer(arena, tiles).base.get_width() > 20 * arena.layout.tile_width


def test_the_flat_top_example_with_every_flip_flag_loads_and_keeps_its_flips(tmp_path, tiles):
    # given Tiled's 60x60 flat-top example, whose cells use every flag (the 120-degree one too)
    arena = load_arena(adopt(FOREIGN / "test_hexagonal_tile_60x60x30.tmx", tmp_path / "f.tmx",
                             ((0, 0), (3, 3))))
    # then all 14 painted cells load, and the flips survive for drawing
    assert len(arena.cells) == 14 and arena.layout.stagger_axis == "x"
    refs = [from_text(c.image) for c in arena.cells.values() if c.image]
    assert any(r.flip_x for r in refs) and any(r.flip_y for r in refs)
    layer = MapLayer(arena, tiles)
    assert layer.rect.width < 8 * arena.layout.tile_width


# -- everyday features ----------------------------------------------------------------------

def test_a_fractional_object_layer_offset_is_applied_exactly(tmp_path):
    # given the spawns layer shifted right by a whole tile and a quarter pixel
    text = plain().replace('<objectgroup id="2" name="spawns">',
                           f'<objectgroup id="2" name="spawns" offsetx="{Y.tile_width}.25" '
                           'offsety="0.5">')
    arena = load_arena(write(tmp_path, "offset.tmx", text))
    # then each spawn lands one hex to the right of where it was drawn
    assert arena.spawns == (Y.offset_to_hex(2, 1), Y.offset_to_hex(4, 2))


def test_a_fractional_offset_inside_a_group_adds_the_groups_offset(tmp_path):
    text = plain().replace('<objectgroup id="2" name="spawns">',
                           f'<group id="7" name="g" offsetx="{Y.tile_width / 2}">'
                           f'<objectgroup id="2" name="spawns" offsetx="{Y.tile_width / 2}">'
                           ).replace("</objectgroup>", "</objectgroup></group>")
    arena = load_arena(write(tmp_path, "group.tmx", text))
    assert arena.spawns == (Y.offset_to_hex(2, 1), Y.offset_to_hex(4, 2))


def test_an_offset_that_is_not_a_number_is_named(tmp_path):
    text = plain().replace('name="spawns"', 'name="spawns" offsetx="left"')
    with pytest.raises(MapError) as caught:
        load_arena(write(tmp_path, "bad.tmx", text))
    assert caught.value.where == "layer spawns" and "offsetx" in caught.value.problem


def test_class_typed_custom_properties_are_ignored(tmp_path):
    cls = ('<property name="loot" type="class" propertytype="Loot"><properties>'
           '<property name="gold" type="int" value="3"/></properties></property>')
    text = plain().replace('<property name="name" value="Fixture"/>',
                           f'<property name="name" value="Fixture"/>{cls}').replace(
        "<point/>", f"<properties>{cls}</properties><point/>", 1)
    assert load_arena(write(tmp_path, "class.tmx", text)).name == "Fixture"


def test_a_tile_turned_by_the_hex_120_degree_flag_keeps_its_terrain(tmp_path):
    plain_arena = load_arena(write(tmp_path, "a.tmx", plain()))
    first = plain().split('<data encoding="csv">\n', 1)[1].split(",", 1)[0]
    turned = plain().replace(f'<data encoding="csv">\n{first},',
                             f'<data encoding="csv">\n{int(first) | 0x10000000},', 1)
    arena = load_arena(write(tmp_path, "b.tmx", turned))
    assert {h: c.terrain for h, c in arena.cells.items()} == {
        h: c.terrain for h, c in plain_arena.cells.items()}


@pytest.mark.parametrize("layer", [
    '<imagelayer id="5" name="empty"/>',
    '<imagelayer id="5" name="blank"><image source=""/></imagelayer>',
    '<imagelayer id="5" name="sky" offsetx="1.5"><image source="sky.png"/></imagelayer>'])
def test_image_layers_even_empty_ones_do_not_stop_a_map(tmp_path, layer):
    assert load_arena(write(tmp_path, "img.tmx", plain(extra=layer))).name == "Fixture"


@pytest.mark.parametrize("content,problem", [
    ('{"type": "tileset"}', "not a map"), ("[1, 2]", "holds no object"),
    ('{"width": 5, "height": 4', "JSON cannot be read"),
    ('{"type": "map", "orientation": "hexagonal"}', "the map is 0x0 hexes"),
    ('{"type": "map", "orientation": "hexagonal", "layers": 7}', "unexpected")])
def test_a_broken_json_map_is_refused_for_its_true_reason(tmp_path, content, problem):
    path = tmp_path / "arena.tmj"
    path.write_text(content)
    with pytest.raises(MapError) as caught:
        load_arena(path)
    assert problem in caught.value.problem
    assert path.read_text() == content


def test_a_json_tileset_that_is_not_one_is_named(tmp_path):
    (tmp_path / "set.tsj").write_text('{"type": "map"}')
    text = plain().replace("../../assets/tiles/hexbrawl.tsx", "set.tsj")
    with pytest.raises(MapError) as caught:
        load_arena(write(tmp_path, "m.tmx", text))
    assert caught.value.where == "tileset set.tsj" and "not a tileset" in caught.value.problem


def test_upper_case_and_json_maps_are_listed_and_loaded_not_hidden(tmp_path):
    import json

    from tests.tiled_json import tmx_to_tmj

    loud = write(tmp_path, "LOUD.TMX", plain())
    write(tmp_path, "quiet.tmx", plain())
    (tmp_path / "exported.tmj").write_text(json.dumps(tmx_to_tmj(loud)))
    (tmp_path / "Broken.TMJ").write_text("{}")
    (tmp_path / "readme.txt").write_text("hi")
    entries = {e.path.name: e for e in list_arenas(tmp_path)}
    assert set(entries) == {"LOUD.TMX", "quiet.tmx", "exported.tmj", "Broken.TMJ"}
    assert entries["LOUD.TMX"].ok and entries["quiet.tmx"].ok and entries["exported.tmj"].ok
    assert entries["Broken.TMJ"].error is not None


def test_json_maps_named_dot_json_are_listed_but_json_tilesets_are_not(tmp_path, capsys):
    import json

    from game.ui.user_maps import folders_signature, list_all_arenas
    from tests.tiled_json import tmx_to_tmj
    from tools import check_map

    # given a folder with a .json map, a broken .json and a .json tileset
    source = write(tmp_path, "source.tmx", plain())
    (tmp_path / "Exported.JSON").write_text(json.dumps(tmx_to_tmj(source)))
    (tmp_path / "damaged.json").write_text("{")
    (tmp_path / "set.json").write_text(json.dumps({"type": "tileset", "name": "set"}))
    source.unlink()
    # when the game and check_map list it
    entries = {e.path.name: e for e in list_all_arenas([tmp_path])}
    code = check_map.main(["check_map.py", str(tmp_path / "Exported.JSON")])
    # then the map loads, the broken one is shown as broken and the tileset is no map
    assert set(entries) == {"Exported.JSON", "damaged.json"}
    assert entries["Exported.JSON"].ok and entries["damaged.json"].error is not None
    assert code == 0 and capsys.readouterr().out.startswith("OK ")
    before = folders_signature([tmp_path])
    (tmp_path / "another.json").write_text("{}")
    assert folders_signature([tmp_path]) != before


def test_missing_tile_images_fall_back_to_our_tiles(tmp_path, tiles):
    # given a tileset whose images are all missing
    tileset = (ROOT / "assets" / "tiles" / "hexbrawl.tsx").read_text(encoding="utf-8")
    (tmp_path / "lost.tsx").write_text(tileset.replace('source="', 'source="gone/'))
    arena = load_arena(write(tmp_path, "m.tmx", plain().replace(
        "../../assets/tiles/hexbrawl.tsx", "lost.tsx")))
    # then the map loads and every cell is drawn with our tile for its terrain
    for cell in arena.cells.values():
        ours = tiles.for_terrain(cell.terrain)
        assert tiles.for_hex(cell, arena.layout) is ours


def png_header(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    return (b"\x89PNG\r\n\x1a\n" + struct.pack(">I", len(ihdr)) + chunk
            + struct.pack(">I", zlib.crc32(chunk)))


def test_an_image_declaring_a_huge_size_is_never_decoded(tmp_path, tiles):
    # given a tile image whose header claims 60000 x 60000 pixels
    bomb = tmp_path / "bomb.png"
    bomb.write_bytes(png_header(60000, 60000))
    # then it is refused from its header, and the cell falls back to our tile
    assert "60000x60000" in (refusal(bomb) or "")
    assert tiles.image(bomb) is None
    assert refusal(ROOT / "assets" / "tiles" / "floor_0.png") is None


def test_a_map_with_big_tiles_is_drawn_at_our_size(tmp_path, tiles):
    # given a pointy-top map with Kenney-sized 120x140 tiles, 70 px sides
    big = HexLayout(120, 140, 70, "y", "odd")
    text = fixture_xml(big, [spawn_at(big, 1, 1, "A"), spawn_at(big, 3, 2, "B")])
    arena = load_arena(write(tmp_path, "big.tmx", text))
    # then spawns are found in the author's pixels, and the arena is drawn 64 px tall a tile
    assert arena.spawns == (big.offset_to_hex(1, 1), big.offset_to_hex(3, 2))
    assert (arena.layout.tile_width, arena.layout.tile_height) == (55, 64)
    assert MapLayer(arena, tiles).rect.height < 5 * 64


def test_the_size_limit_is_named_in_the_error(tmp_path):
    text = plain().replace('width="5" height="4" tilewidth', 'width="450" height="450" '
                           'tilewidth', 1)
    with pytest.raises(MapError) as caught:
        load_arena(write(tmp_path, "huge.tmx", text))
    assert "450x450" in caught.value.problem and f"{MAX_MAP_SIDE}x{MAX_MAP_SIDE}" in (
        caught.value.problem)
    assert summary() in caught.value.problem


def test_the_docs_and_check_map_state_the_same_limits_the_loader_uses(capsys):
    from game.maps import map_limits
    from tools import check_map

    docs = (ROOT / "docs" / "making-arenas.md").read_text(encoding="utf-8")
    side = map_limits.MAX_MAP_SIDE
    for stated in (f"{side} x {side} hexes", f"{map_limits.MAX_FILE_BYTES >> 20} MB",
                   f"| {map_limits.MAX_TILE_SIDE} px", f"| {map_limits.MAX_LAYERS} |",
                   f"| {map_limits.MAX_OBJECTS} |", f"| {map_limits.MAX_TILESETS} |",
                   f"| {map_limits.MAX_TILES_PER_TILESET} |",
                   f"{map_limits.MAX_XML_DEPTH} levels",
                   f"{map_limits.MAX_IMAGE_SIDE} x {map_limits.MAX_IMAGE_SIDE} px and "
                   f"{map_limits.MAX_IMAGE_BYTES >> 20} MB"):
        assert stated in docs, stated
    assert check_map.main(["check_map.py", "--limits"]) == 0
    assert summary() in capsys.readouterr().out


@pytest.mark.parametrize("suffix", [".png", ".jpg", ".bmp", ".tga"])
def test_image_sizes_are_read_from_the_header_of_each_format(tmp_path, suffix):
    from game.ui.render.image_probe import image_size

    path = tmp_path / f"picture{suffix}"
    pygame.image.save(pygame.Surface((37, 23)), str(path))
    assert image_size(path) == (37, 23)


def test_a_tile_reference_round_trips_through_its_text():
    from game.maps.tile_refs import TileRef, to_text

    for ref in (TileRef("/a/b.png"), TileRef("/a/#b.png", (1, 2, 3, 4)),
                TileRef("/x.png", (0, 0, 18, 18), True, False), TileRef("/y.png", None, True,
                                                                        True)):
        assert from_text(to_text(ref)) == ref


def test_our_pointy_tiles_stand_on_their_side_on_a_flat_top_map(tiles):
    # given our own stagger-x fixture, painted with hexbrawl.tsx's pointy-top tiles
    arena = load_arena(ROOT / "tests" / "data" / "stagger_x_odd.tmx")
    for cell in arena.cells.values():
        # then each is drawn turned a quarter, the size of the flat-top hex
        picture = tiles.for_hex(cell, arena.layout)
        assert picture is not None
        assert picture.get_size() == (arena.layout.tile_width, arena.layout.tile_height) == (64, 56)


@pytest.mark.parametrize("key", sorted(STAGGERS))
def test_a_json_map_loads_to_the_same_arena_as_its_tmx(tmp_path, key):
    import json

    from tests.tiled_json import tmx_to_tmj

    source = write(tmp_path, "m.tmx", (ROOT / "tests" / "data" / f"stagger_{key}.tmx")
                   .read_text(encoding="utf-8"))
    (tmp_path / "m.tmj").write_text(json.dumps(tmx_to_tmj(source)), encoding="utf-8")
    xml, js = load_arena(source), load_arena(tmp_path / "m.tmj")
    assert (js.cells, js.spawns, js.layout, js.name, js.max_players) == (
        xml.cells, xml.spawns, xml.layout, xml.name, xml.max_players)


def test_a_json_tileset_loads_like_its_tsx(tmp_path):
    import json

    from tests.tiled_json import tsx_to_tsj

    (tmp_path / "set.tsj").write_text(json.dumps(tsx_to_tsj(
        ROOT / "assets" / "tiles" / "hexbrawl.tsx")), encoding="utf-8")
    via_json = load_arena(write(tmp_path, "m.tmx", plain().replace(
        "../../assets/tiles/hexbrawl.tsx", "set.tsj")))
    via_xml = load_arena(write(tmp_path, "n.tmx", plain()))
    assert via_json.cells == via_xml.cells and via_json.spawns == via_xml.spawns


def test_tile_images_past_the_shared_pixel_budget_fall_back(tmp_path, monkeypatch):
    from game.ui.render import tiles as tiles_module

    # given room for 1000 decoded pixels in all, and three 20x20 images
    monkeypatch.setattr(tiles_module, "MAX_LOADED_IMAGE_PIXELS", 1000)
    paths = []
    for index in range(3):
        paths.append(tmp_path / f"t{index}.png")
        pygame.image.save(pygame.Surface((20, 20)), str(paths[-1]))
    images = TileImages(tmp_path)
    # then the first two are decoded (800 pixels) and the third is refused
    assert [images.image(p) is not None for p in paths] == [True, True, False]


# -- tiles that name no terrain -------------------------------------------------------------

def _old_tileset(name: str, terrain_attribute: str, firstgid: int = 100) -> str:
    """A pre-1.5 style tileset of one tile with a corner-terrain attribute (or none)."""
    attribute = f' terrain="{terrain_attribute}"' if terrain_attribute else ""
    return (f' <tileset firstgid="{firstgid}" name="{name}" tilewidth="56" tileheight="64" '
            'tilecount="1" columns="0">\n  <terraintypes>\n   <terrain name="grass" tile="0"/>\n'
            f'  </terraintypes>\n  <tile id="0"{attribute}>\n'
            '   <image source="../../assets/tiles/floor_0.png" width="56" height="64"/>\n'
            '  </tile>\n </tileset>')


def _painted_with(tileset: str, everywhere: bool) -> str:
    """The fixture map with one cell (or every cell) painted with the tileset's tile."""
    from tools.make_maps import fixture_grid

    grid = fixture_grid()
    if everywhere:
        grid = [[100 if gid else 0 for gid in row] for row in grid]
    else:
        grid[2][1] = 100
    return plain(grid=grid, extra=tileset)


def test_a_tile_with_old_terrain_corners_is_explained_not_called_unknown(tmp_path):
    # given a map with one cell painted with a tile carrying Tiled's old corner attribute
    path = write(tmp_path, "m.tmx", _painted_with(_old_tileset("meadow", "0,0,0,1"), False))
    # when it loads
    with pytest.raises(MapError) as caught:
        load_arena(path)
    # then the error names the old corners, the property to add and the guide
    error = caught.value
    assert error.where == "layer terrain, cell (1,2)"
    assert "old terrain corners" in error.problem and "unknown" not in error.problem
    assert "custom property named terrain" in error.fix and "'meadow'" in error.fix
    assert "docs/making-arenas.md" in error.fix


def test_a_map_whose_tiles_all_use_old_corners_is_told_once_what_to_add(tmp_path):
    path = write(tmp_path, "m.tmx", _painted_with(_old_tileset("meadow", "1,,0,1"), True))
    with pytest.raises(MapError) as caught:
        load_arena(path)
    assert caught.value.where == "layer terrain"
    assert "old terrain corners" in caught.value.problem
    assert "'meadow'" in caught.value.fix and "floor, wall" in caught.value.fix


def test_a_map_with_no_terrain_properties_at_all_is_told_once_what_to_add_and_where(tmp_path):
    # given a map painted only with tiles that carry no terrain of any kind
    path = write(tmp_path, "m.tmx", _painted_with(_old_tileset("plain tiles", ""), True))
    # when it loads
    with pytest.raises(MapError) as caught:
        load_arena(path)
    # then one map-wide message says which tileset needs which property
    error = caught.value
    assert error.where == "layer terrain"
    assert error.problem == "none of the tiles painted here has a 'terrain' property"
    assert "open the tileset 'plain tiles'" in error.fix
    assert "custom property named terrain" in error.fix and "docs/making-arenas.md" in error.fix


@pytest.mark.parametrize("value, old", [("0,0,0,1", True), ("1,,0,", True), (",,,", False),
                                        ("floor", False), ("0,1", False), ("", False)])
def test_old_corner_values_are_told_from_terrain_names(value, old):
    from game.maps.tile_terrain import is_old_corners

    assert is_old_corners(value) is old
