"""Object templates (.tx, .tj) resolved as Tiled does, and every kind of layer offset honoured
when objects are read onto hexes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.maps.map_limits import MAX_TEMPLATES
from game.maps.tiled import MapError, load_arena
from tools.make_maps import STAGGERS, fixture_grid, fixture_xml, spawn_at

ROOT = Path(__file__).resolve().parent.parent
Y = STAGGERS["y_odd"]
TEMPLATE = """<?xml version="1.0" encoding="UTF-8"?>
<template>
 <object name="Templated" type="spawn">
  <properties>
   <property name="order" type="int" value="1"/>
   <property name="team" type="int" value="2"/>
   <property name="facing" value="W"/>
  </properties>
  <point/>
 </object>
</template>
"""


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text.replace("../../assets", str(ROOT / "assets")), encoding="utf-8")
    return path


def centre(col: int, row: int) -> tuple[float, float]:
    x, y = Y.tile_origin(col, row)
    return x + Y.tile_width / 2, y + Y.tile_height / 2


def templated(col: int, row: int, source: str = "spawn.tx", inner: str = "") -> str:
    x, y = centre(col, row)
    return (f'  <object id="{col * 10 + row + 1}" template="{source}" x="{x}" y="{y}">'
            f'{inner}</object>')


def test_a_templated_spawn_keeps_the_templates_properties_and_order(tmp_path):
    # given a spawn made from a template carrying order 1, team and facing
    write(tmp_path, "spawn.tx", TEMPLATE)
    text = fixture_xml(Y, [spawn_at(Y, 1, 1, "A").replace("<point/>", '<properties><property '
                                                           'name="order" type="int" value="2"/>'
                                                           '</properties><point/>'),
                           templated(3, 2)])
    # when the map loads
    arena = load_arena(write(tmp_path, "map.tmx", text))
    # then the templated spawn comes first (its template's order) with its properties
    assert arena.spawns == (Y.offset_to_hex(3, 2), Y.offset_to_hex(1, 1))
    assert arena.spawn_properties[0] == {"team": 2, "facing": "W"}


def test_an_instances_own_properties_override_the_templates_in_the_templates_order(tmp_path):
    # given a templated spawn overriding its order and facing, and adding one property
    write(tmp_path, "spawn.tx", TEMPLATE)
    inner = ('<properties><property name="note" value="x"/><property name="facing" value="E"/>'
             '<property name="order" type="int" value="5"/></properties>')
    text = fixture_xml(Y, [spawn_at(Y, 1, 1, "A"), templated(3, 2, inner=inner)])
    arena = load_arena(write(tmp_path, "map.tmx", text))
    # then the instance's values win (an order, so it comes first); the template's order of
    # properties is kept, the instance's new one after them
    assert arena.spawns == (Y.offset_to_hex(3, 2), Y.offset_to_hex(1, 1))
    assert list(arena.spawn_properties[0].items()) == [("team", 2), ("facing", "E"),
                                                       ("note", "x")]


def test_a_json_map_resolves_a_json_template(tmp_path):
    # given a .tmj map whose spawn comes from a .tj template
    write(tmp_path, "spawn.tj", json.dumps({"type": "template", "object": {
        "name": "T", "point": True, "properties": [
            {"name": "order", "type": "int", "value": 1}]}}))
    x, y = centre(3, 2)
    spawn = {"id": 9, "template": "spawn.tj", "x": x, "y": y}
    data = json_fixture([spawn_dict(1, 1, "A"), spawn])
    arena = load_arena(write(tmp_path, "map.tmj", json.dumps(data)))
    # then the templated spawn is first
    assert arena.spawns == (Y.offset_to_hex(3, 2), Y.offset_to_hex(1, 1))


def spawn_dict(col: int, row: int, name: str) -> dict[str, object]:
    x, y = centre(col, row)
    return {"id": col * 10 + row, "name": name, "x": x, "y": y, "point": True}


def json_fixture(objects: list[dict[str, object]]) -> dict[str, object]:
    """A .tmj twin of the fixture map with ``objects`` in its spawns layer."""
    grid = fixture_grid()
    return {"type": "map", "orientation": "hexagonal", "width": len(grid[0]),
            "height": len(grid), "tilewidth": Y.tile_width, "tileheight": Y.tile_height,
            "hexsidelength": Y.side_length, "staggeraxis": "y", "staggerindex": "odd",
            "infinite": False,
            "tilesets": [{"firstgid": 1, "source": str(ROOT / "assets/tiles/hexbrawl.tsx")}],
            "layers": [{"type": "tilelayer", "name": "terrain", "width": len(grid[0]),
                        "height": len(grid), "data": [g for row in grid for g in row]},
                       {"type": "objectgroup", "name": "spawns", "objects": objects}]}


def test_a_templated_tile_object_brings_its_tileset_into_the_map(tmp_path):
    # given a template of a tile object from our tileset, which the map numbers from 1
    write(tmp_path, "tile.tx", '<template><tileset firstgid="1" source="'
          f'{ROOT / "assets/tiles/hexbrawl.tsx"}"/><object gid="1" width="56" height="64"/>'
          '</template>')
    x, y = Y.tile_origin(3, 2)
    tile = f'  <object id="40" template="tile.tx" x="{x}" y="{y + Y.tile_height}"/>'
    arena = load_arena(write(tmp_path, "map.tmx", fixture_xml(Y, [spawn_at(Y, 1, 1, "A"),
                                                                  tile])))
    # then the tile object lands on its cell (its size comes from the template)
    assert Y.offset_to_hex(3, 2) in arena.spawns


@pytest.mark.parametrize("files, problem", [
    ({}, "the template file is missing"),
    ({"spawn.tx": "<template><object"}, "the XML is broken"),
    ({"spawn.tx": "<tileset/>"}, "not an object template"),
    ({"spawn.tx": "{]"}, "the JSON cannot be read"),
])
def test_a_missing_or_broken_template_is_named(tmp_path, files, problem):
    for name, text in files.items():
        write(tmp_path, name, text)
    text = fixture_xml(Y, [spawn_at(Y, 1, 1, "A"), templated(3, 2)])
    with pytest.raises(MapError) as caught:
        load_arena(write(tmp_path, "map.tmx", text))
    assert problem in caught.value.problem
    assert "spawn.tx" in caught.value.where or "spawn.tx" in str(caught.value.path)


def test_a_template_over_the_size_limit_is_refused_before_it_is_read(tmp_path, monkeypatch):
    # given a template file bigger than the file limit (set just above the map's and the
    # tileset's sizes)
    text = fixture_xml(Y, [spawn_at(Y, 1, 1, "A"), templated(3, 2)])
    path = write(tmp_path, "map.tmx", text)
    limit = max(path.stat().st_size, (ROOT / "assets/tiles/hexbrawl.tsx").stat().st_size) + 10
    write(tmp_path, "spawn.tx", TEMPLATE + "<!-- " + "x" * limit + " -->")
    monkeypatch.setattr("game.maps.tmx_guard.MAX_FILE_BYTES", limit)
    with pytest.raises(MapError) as caught:
        load_arena(path)
    assert "over the" in caught.value.problem and caught.value.where == "template spawn.tx"


def test_too_many_template_files_are_refused(tmp_path):
    spawns = [spawn_at(Y, 1, 1, "A")]
    for index in range(MAX_TEMPLATES + 1):
        write(tmp_path, f"t{index}.tx", TEMPLATE)
        spawns.append(templated(3, 2, f"t{index}.tx").replace('id="33"', f'id="{100 + index}"'))
    with pytest.raises(MapError) as caught:
        load_arena(write(tmp_path, "map.tmx", fixture_xml(Y, spawns)))
    assert f"more than {MAX_TEMPLATES} template files" in caught.value.problem


# -- offsets --------------------------------------------------------------------------------

def test_spawns_are_read_on_the_hex_they_are_seen_on_when_the_terrain_layer_is_moved(tmp_path):
    # given a terrain layer moved one tile right inside a group moved half a tile down: in
    # Tiled every hex is drawn there, and the spawns are drawn on the moved hexes
    text = fixture_xml(Y, [spawn_at(Y, 2, 1, "A"), spawn_at(Y, 4, 2, "B")])
    text = text.replace(' <layer id="1" name="terrain"',
                        f' <group id="9" name="ground" offsety="{Y.tile_height / 2}">\n'
                        f' <layer id="1" name="terrain" offsetx="{Y.tile_width}"')
    text = text.replace("</layer>", "</layer>\n </group>", 1)
    text = text.replace('<objectgroup id="2" name="spawns">',
                        f'<objectgroup id="2" name="spawns" offsety="{Y.tile_height / 2}">')
    # when the map loads
    arena = load_arena(write(tmp_path, "moved.tmx", text))
    # then each spawn is on the cell it covers in Tiled: one column left of its pixels
    assert arena.spawns == (Y.offset_to_hex(1, 1), Y.offset_to_hex(3, 2))


def test_mechatons_bricks_are_read_on_the_hex_they_are_seen_on(tmp_path):
    # given a bricks point on cell (3,2) of a map whose terrain layer is moved one tile right,
    # the point sitting one tile further right in a group moved by half a tile
    from game.games.mechaton.rules.mapdata import map_bricks
    x, y = centre(4, 2)
    bricks = (f' <group id="8" name="g" offsetx="{Y.tile_width / 2}">\n'
              ' <objectgroup id="4" name="bricks">\n'
              f'  <object id="50" x="{x - Y.tile_width / 2}" y="{y}"><properties>'
              '<property name="bricks" type="int" value="1"/></properties><point/></object>\n'
              ' </objectgroup>\n </group>')
    text = fixture_xml(Y, [spawn_at(Y, 2, 1, "A"), spawn_at(Y, 4, 2, "B")])
    text = text.replace(' name="terrain"', f' name="terrain" offsetx="{Y.tile_width}"')
    text = text.replace("</map>", bricks + "\n</map>")
    # when the map's bricks are read
    found = map_bricks(load_arena(write(tmp_path, "bricks.tmx", text)))
    # then they are on the hex the point covers in Tiled
    assert found == {Y.offset_to_hex(3, 2): 1}


def test_a_decoration_tile_painted_on_the_terrain_is_named_as_such(tmp_path):
    # given a rocks tile (a decoration of our tileset) painted on the terrain layer
    grid = fixture_grid()
    grid[0][0] = 23
    text = fixture_xml(Y, [spawn_at(Y, 1, 1, "A"), spawn_at(Y, 3, 2, "B")], grid=grid)
    # then the map is refused with the fix
    with pytest.raises(MapError) as caught:
        load_arena(write(tmp_path, "rocky.tmx", text))
    assert "is a decoration, not terrain" in caught.value.problem
    assert "layer of their own" in caught.value.fix
