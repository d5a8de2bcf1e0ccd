"""Loading Tiled maps: the four stagger settings, spawn rules, and one clear error per breakage."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from xml.etree import ElementTree

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.hexes import Hex, HexLayout
from game.maps.tiled import ArenaEntry, MapError, list_arenas, load_arena, object_hex
from tools.make_maps import STAGGERS, fixture_grid, fixture_xml, spawn_at, tileset_ids

DATA = Path(__file__).resolve().parent / "data"
FAST = settings(max_examples=60, deadline=None)


def csv_grid(path: Path) -> list[list[int]]:
    data = ElementTree.parse(path).getroot().find("layer/data")
    assert data is not None and data.text is not None
    return [[int(v) for v in line.strip().rstrip(",").split(",")]
            for line in data.text.strip().splitlines()]


def layout_of(path: Path) -> HexLayout:
    root = ElementTree.parse(path).getroot()
    return HexLayout(int(root.get("tilewidth", 0)), int(root.get("tileheight", 0)),
                     int(root.get("hexsidelength", 0)), root.get("staggeraxis", "y"),
                     root.get("staggerindex", "odd"))  # type: ignore[arg-type]


# -- the four stagger settings ---------------------------------------------------

@pytest.mark.parametrize("key", sorted(STAGGERS))
def test_every_stagger_setting_loads_cells_where_hexlayout_puts_them(key):
    # given a small map in this stagger setting with walls scattered over it
    path = DATA / f"stagger_{key}.tmx"
    wall_gids = {1 + i for i in tileset_ids()["wall"]}
    layout = layout_of(path)
    # when it loads
    arena = load_arena(path)
    # then each non-empty cell (col, row) is the hex HexLayout gives, with its terrain
    expected = {layout.offset_to_hex(col, row): ("wall" if gid in wall_gids else "floor")
                for row, line in enumerate(csv_grid(path)) for col, gid in enumerate(line) if gid}
    assert {h: c.terrain for h, c in arena.cells.items()} == expected
    assert arena.layout == layout
    assert (arena.cols, arena.rows) == (5, 4)


@pytest.mark.parametrize("key", sorted(STAGGERS))
def test_point_and_tile_object_spawns_land_on_their_cells_in_every_setting(key):
    # given spawn "B" as a point on cell (1,1) and spawn "A" as a bottom-left anchored
    # tile object covering cell (3,2)
    layout = STAGGERS[key]
    # when the map loads
    arena = load_arena(DATA / f"stagger_{key}.tmx")
    # then both land on their cells, ordered by name
    assert arena.spawns == (layout.offset_to_hex(3, 2), layout.offset_to_hex(1, 1))


@FAST
@given(st.sampled_from(sorted(STAGGERS)), st.integers(0, 20), st.integers(0, 20),
       st.floats(-0.3, 0.3), st.floats(-0.3, 0.3))
def test_an_object_anywhere_near_a_hex_centre_picks_that_hex(key, col, row, fx, fy):
    # given a point object placed near the centre of cell (col, row)
    layout = STAGGERS[key]
    x, y = layout.tile_origin(col, row)
    side = min(layout.tile_width, layout.tile_height) / 2
    obj = SimpleNamespace(x=x + layout.tile_width / 2 + fx * side,
                          y=y + layout.tile_height / 2 + fy * side, width=0, height=0)
    # then its hex is that cell's hex
    assert object_hex(obj, layout) == layout.offset_to_hex(col, row)


# -- spawn order, stations, properties --------------------------------------------

def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text.replace("../../assets", str(DATA.parent.parent / "assets")),
                    encoding="utf-8")
    return path


def ordered_spawn(layout: HexLayout, col: int, row: int, name: str, order: int) -> str:
    x, y = layout.hex_to_pixel(layout.offset_to_hex(col, row))
    return (f'  <object id="{order}" name="{name}" x="{x}" y="{y}"><properties>'
            f'<property name="order" type="int" value="{order}"/></properties><point/></object>')


def test_the_order_property_beats_names(tmp_path):
    # given three spawns whose order property runs against their names
    y = STAGGERS["y_odd"]
    spawns = [ordered_spawn(y, 1, 1, "A", 3), ordered_spawn(y, 2, 1, "B", 1),
              ordered_spawn(y, 3, 2, "C", 2)]
    # when the map loads
    arena = load_arena(write(tmp_path, "ordered.tmx", fixture_xml(y, spawns, players=3)))
    # then spawns follow the order property
    assert arena.spawns == (y.offset_to_hex(2, 1), y.offset_to_hex(3, 2), y.offset_to_hex(1, 1))
    assert arena.max_players == 3


def test_an_order_that_is_not_a_number_is_a_map_error(tmp_path):
    y = STAGGERS["y_odd"]
    spawns = [ordered_spawn(y, 1, 1, "A", 1), ordered_spawn(y, 3, 2, "B", 2).replace(
        'type="int" value="2"', 'value="second"')]
    with pytest.raises(MapError) as caught:
        load_arena(write(tmp_path, "order.tmx", fixture_xml(y, spawns)))
    assert "object 'B'" in caught.value.where and "order" in caught.value.problem


def test_station_tiles_become_stations_when_there_is_no_stations_layer(tmp_path):
    # given a map with one station tile and no stations object layer
    y = STAGGERS["y_odd"]
    grid = fixture_grid()
    grid[1][2] = 1 + tileset_ids()["station"][0]
    text = fixture_xml(y, [spawn_at(y, 1, 1, "A"), spawn_at(y, 3, 2, "B")], grid=grid)
    # when it loads
    arena = load_arena(write(tmp_path, "station.tmx", text))
    # then that hex is the arena's station
    assert arena.stations == (y.offset_to_hex(2, 1),)


def test_cells_carry_the_absolute_path_of_their_tile_image():
    arena = load_arena(DATA / "stagger_y_odd.tmx")
    images = {Path(c.image) for c in arena.cells.values() if c.image}
    assert images and all(p.is_absolute() and p.is_file() for p in images)
    assert {p.name for p in images} <= {f"{k}_0.png" for k in ("floor", "wall")}


def test_a_player_count_that_is_not_a_number_is_a_map_error(tmp_path):
    y = STAGGERS["y_odd"]
    text = fixture_xml(y, [spawn_at(y, 1, 1, "A"), spawn_at(y, 3, 2, "B")]).replace(
        'type="int" value="2"', 'value="lots"')
    with pytest.raises(MapError) as caught:
        load_arena(write(tmp_path, "lots.tmx", text))
    assert caught.value.where == "map property players"


# -- broken maps: one MapError naming file, place, problem and fix ----------------

BROKEN = [
    # file, where (substring), problem (substring), fix (substring)
    ("broken_truncated.tmx", "line", "XML", "re-save"),
    ("broken_orthogonal.tmx", "map", "orthogonal", "Orientation to Hexagonal"),
    ("broken_infinite.tmx", "map", "infinite", "Infinite"),
    ("broken_no_terrain_property.tmx", "layer terrain, cell (1,2)", "no 'terrain' property",
     "terrain"),
    ("broken_unknown_terrain.tmx", "layer terrain, cell (3,1)", "unknown terrain 'lava'",
     "floor, wall"),
    ("broken_no_spawns_layer.tmx", "layer spawns", "no object layer named 'spawns'",
     "object layer"),
    ("broken_one_spawn.tmx", "layer spawns", "1 spawn point", "add point objects"),
    ("broken_too_few_spawns.tmx", "layer spawns", "players is 4", "lower 'players'"),
    ("broken_spawn_off_map.tmx", "object 'Lost'", "off the map", "inside the arena"),
    ("broken_spawn_on_wall.tmx", "object 'Stuck'", "wall", "open hex"),
    ("broken_missing_tileset.tmx", "tileset gone.tsx", "missing", "Replace Tileset"),
    ("broken_no_terrain_layer.tmx", "layer terrain", "no tile layer", "named 'terrain'"),
]


@pytest.mark.parametrize(("name", "where", "problem", "fix"), BROKEN,
                         ids=[b[0] for b in BROKEN])
def test_a_broken_map_raises_one_map_error_that_explains_itself(name, where, problem, fix):
    # given a map broken in one particular way
    path = DATA / name
    # when it is loaded
    with pytest.raises(MapError) as caught:
        load_arena(path)
    error = caught.value
    # then the error names the file, the place, what is wrong and how to fix it
    assert error.path == str(path)
    assert where in error.where
    assert problem in error.problem
    assert fix in error.fix
    line = str(error)
    assert "\n" not in line
    assert all(part in line for part in (error.path, error.where, error.problem, error.fix))
    assert isinstance(error, ValueError)


def test_a_missing_file_is_a_map_error(tmp_path):
    missing = tmp_path / "nowhere.tmx"
    with pytest.raises(MapError) as caught:
        load_arena(missing)
    assert caught.value.path == str(missing)
    assert "not found" in caught.value.problem


# -- listing ------------------------------------------------------------------------

def test_list_arenas_lists_broken_maps_as_broken_and_keeps_the_good_ones(tmp_path):
    # given a folder with two good maps and two broken ones
    for name in ("stagger_y_odd.tmx", "stagger_x_even.tmx", "broken_infinite.tmx"):
        write(tmp_path, name, (DATA / name).read_text(encoding="utf-8"))
    (tmp_path / "zz_truncated.tmx").write_text("<map orientation=", encoding="utf-8")
    # when they are listed
    entries = list_arenas(tmp_path)
    # then every file is there, sorted by name, the broken ones with their error
    assert all(isinstance(e, ArenaEntry) for e in entries)
    assert [e.name for e in entries] == sorted((e.name for e in entries), key=str.casefold)
    by_file = {e.path.name: e for e in entries}
    assert set(by_file) == {"stagger_y_odd.tmx", "stagger_x_even.tmx", "broken_infinite.tmx",
                            "zz_truncated.tmx"}
    for name in ("broken_infinite.tmx", "zz_truncated.tmx"):
        assert by_file[name].arena is None and isinstance(by_file[name].error, MapError)
    for name in ("stagger_y_odd.tmx", "stagger_x_even.tmx"):
        assert by_file[name].arena is not None and by_file[name].error is None


def test_list_arenas_of_an_empty_folder_is_empty(tmp_path):
    assert list_arenas(tmp_path) == []


def test_spawn_hex_matches_hexlayout_for_the_shipped_layout():
    layout = HexLayout()
    assert object_hex(SimpleNamespace(x=28.0, y=32.0, width=0, height=0), layout) == Hex(0, 0)
