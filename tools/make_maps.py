"""Write Hexbrawl's shipped arenas (maps/*.tmx) and the test fixtures (tests/data/*.tmx).

Usage: .venv/bin/python tools/make_maps.py

The arenas are designed here in axial hex coordinates so their symmetry is exact,
then saved as ordinary Tiled maps (CSV layers, our tileset by relative path) that
Tiled opens and edits like any hand-drawn map. Rerunning gives identical files.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core.arena import TERRAIN_KINDS  # noqa: E402
from game.core.hexes import Hex, HexLayout, neighbours, ring, spiral  # noqa: E402

TILESET = ROOT / "assets" / "tiles" / "hexbrawl.tsx"
ALL_RULESETS = "meatbot,mechaton,metalkrushers,dicebot"


@dataclass
class Design:
    """An arena in axial coordinates: tile kind per hex, spawns, stations, properties."""

    name: str
    players: int
    rulesets: str
    tiles: dict[Hex, str] = field(default_factory=dict)
    spawns: list[Hex] = field(default_factory=list)
    stations: list[Hex] = field(default_factory=list)
    decor: dict[Hex, str] = field(default_factory=dict)
    """Decoration tiles (rocks, debris, scorch) on a layer of their own over the terrain."""


# -- symmetry helpers (pointy-top screen: x = q + r/2, y = r) ------------------

def mirror_x(h: Hex) -> Hex:
    """Reflect left <-> right through the centre hex."""
    return Hex(-h.q - h.r, h.r)


def mirror_y(h: Hex) -> Hex:
    """Reflect top <-> bottom through the centre hex."""
    return Hex(h.q + h.r, -h.r)


def rotations(h: Hex) -> list[Hex]:
    """The six rotations of a hex about the centre."""
    out = [h]
    for _ in range(5):
        q, r = out[-1]
        out.append(Hex(-r, q + r))
    return out


def quads(hexes: Iterable[Hex]) -> set[Hex]:
    """Hexes plus their left/right and top/bottom mirror images."""
    return {m for h in hexes for m in (h, mirror_x(h), mirror_y(h), mirror_x(mirror_y(h)))}


def paint(design: Design, hexes: Iterable[Hex], kind: str) -> None:
    """Set the tile kind of hexes that are inside the arena."""
    for h in hexes:
        if h in design.tiles:
            design.tiles[h] = kind


def walled(region: set[Hex]) -> dict[Hex, str]:
    """Floor over a region, with its outermost hexes turned into walls."""
    return {h: ("wall" if any(n not in region for n in neighbours(h)) else "floor")
            for h in region}


# -- the arenas -----------------------------------------------------------------

def duel_pit() -> Design:
    """A small round pit for two: pillars break the sight lines, one pick-up in the middle."""
    d = Design("Duel Pit", 2, "meatbot,metalkrushers,dicebot", walled(set(spiral(Hex(0, 0), 5))))
    paint(d, [Hex(0, -2), Hex(0, 2), Hex(2, -3), Hex(-2, 3)], "wall")
    paint(d, [Hex(-2, 0), Hex(2, 0), Hex(1, -3), Hex(-1, 3), Hex(3, -1), Hex(-3, 1)], "cover")
    paint(d, [Hex(0, 0)], "pickup")
    d.spawns = [Hex(-4, 2), Hex(4, -2)]
    return d


def standard_arena() -> Design:
    """The classic: walls round the edge, a null-field ring inside them, six pick-ups."""
    d = Design("Standard Arena", 6, ALL_RULESETS, walled(set(spiral(Hex(0, 0), 8))))
    paint(d, ring(Hex(0, 0), 7), "null")
    for k, h in enumerate(rotations(Hex(3, 0))):
        paint(d, [h], "pickup")
        paint(d, [rotations(Hex(4, 1))[k]], "cover")
    paint(d, [Hex(0, 0)], "wall")
    for h in rotations(Hex(1, 1)):
        paint(d, [h], "cover")
    for h in rotations(Hex(5, -2)) + rotations(Hex(5, -3)):
        paint(d, [h], "wall")
    outer = rotations(Hex(6, -3))
    d.spawns = [outer[k] for k in (0, 3, 1, 4, 2, 5)]  # opposite pairs first
    return d


def scrapyard() -> Design:
    """A wide yard of junk: heaps of cover, scrap walls that make lanes, four stations."""
    region = {Hex(q, r) for r in range(-6, 7) for q in range(-14, 15) if abs(2 * q + r) <= 17}
    d = Design("Scrapyard", 4, "mechaton,meatbot,metalkrushers", walled(region))
    paint(d, quads([Hex(-3, -2), Hex(-2, -2), Hex(-4, 4), Hex(-3, 4)]), "wall")  # scrap walls
    paint(d, quads([Hex(1, -4), Hex(2, -4), Hex(0, -1), Hex(1, -1)]), "wall")
    paint(d, quads([Hex(-6, -1), Hex(-5, -1), Hex(-2, 0), Hex(-1, 2), Hex(-6, 4), Hex(3, -3),
                    Hex(-1, -3), Hex(-4, 1), Hex(-5, 2), Hex(-2, -4), Hex(0, -4), Hex(2, -2),
                    Hex(-7, 1), Hex(4, -5)]), "cover")
    paint(d, quads([Hex(0, -3)]), "pickup")
    d.stations = sorted(quads([Hex(-3, 1)]), key=lambda h: (h.r, h.q))
    paint(d, d.stations, "station")
    corners = quads([Hex(-4, -5)])
    d.spawns = sorted(corners, key=lambda h: (h.r, h.q))
    d.spawns = [d.spawns[0], d.spawns[3], d.spawns[1], d.spawns[2]]  # diagonals first
    d.decor = scattered_decor(d, ("debris", "scorch"))  # no rocks: they read as cover
    return d


def scattered_decor(design: Design, kinds: tuple[str, ...]) -> dict[Hex, str]:
    """About one open floor hex in six gets a decoration, repeatably; never a spawn's or a
    station's hex (their markers stay clear)."""
    keep_clear = set(design.spawns) | set(design.stations)
    chosen = {}
    for h, kind in design.tiles.items():
        mixed = ((h.q + 40) * 73856093 ^ (h.r + 40) * 19349663) % 1009
        if kind == "floor" and h not in keep_clear and mixed % 6 == 0:
            chosen[h] = kinds[mixed // 6 % len(kinds)]
    return chosen


def royale() -> Design:
    """A big arena for eight: a walled keep in the middle, lanes, cover and null pockets."""
    d = Design("Royale", 8, "meatbot,dicebot", walled(set(spiral(Hex(0, 0), 11))))
    paint(d, ring(Hex(0, 0), 10), "null")
    keep = [h for h in ring(Hex(0, 0), 3) if h not in quads([Hex(3, 0), Hex(0, 3)])]
    paint(d, keep, "wall")
    paint(d, [Hex(0, 0)], "pickup")
    paint(d, spiral(Hex(0, 0), 1)[1:], "cover")
    paint(d, quads([Hex(3, -6), Hex(4, -7), Hex(6, -3), Hex(7, -4), Hex(-1, -6), Hex(0, -6)]),
          "wall")
    paint(d, quads([Hex(5, -5), Hex(1, -5), Hex(2, -8), Hex(6, 0), Hex(8, -2), Hex(4, -2),
                    Hex(-2, -4), Hex(9, -5)]), "cover")
    paint(d, quads([Hex(5, -3), Hex(-3, -5)]), "pickup")
    paint(d, quads([Hex(2, -5), Hex(-5, 8)]), "null")
    ring_spawns = quads([Hex(5, 3), Hex(-1, 8)])
    by_angle = sorted(ring_spawns, key=_screen_angle)
    d.spawns = [by_angle[k] for k in (0, 4, 2, 6, 1, 5, 3, 7)]  # spread out for any count
    return d


def _screen_angle(h: Hex) -> float:
    import math

    return math.atan2(h.r * 1.5, (h.q + h.r / 2) * math.sqrt(3))


ARENAS: dict[str, Callable[[], Design]] = {
    "duel_pit": duel_pit, "standard_arena": standard_arena, "scrapyard": scrapyard,
    "royale": royale,
}


# -- writing Tiled files ---------------------------------------------------------

def tileset_ids(tileset: Path = TILESET) -> dict[str, list[int]]:
    """Tile ids by kind ("floor" -> [0, 1, 2, 3]) read from the tileset's image names."""
    ids: dict[str, list[int]] = {}
    for tile in ElementTree.parse(tileset).getroot().iter("tile"):
        image = tile.find("image")
        if image is not None:
            kind = Path(image.get("source", "")).stem.rsplit("_", 1)[0]
            ids.setdefault(kind, []).append(int(tile.get("id", "0")))
    return ids


VARIANT_WEIGHTS = {"wall": [3, 3, 1]}  # warning lamps are rare, or rims look busy


def pick_variant(h: Hex, count: int) -> int:
    """A scattered but repeatable variant choice per hex."""
    return (h.q * 7 + h.r * 13 + (h.q * h.r) % 5) % count


def fit(design: Design, layout: HexLayout) -> tuple[Hex, int, int]:
    """The shift that puts every hex at col, row >= 0, and the map's cols and rows."""
    top = Hex(0, -min(h.r for h in design.tiles))
    shift = top + Hex(-min(layout.hex_to_offset(h + top)[0] for h in design.tiles), 0)
    offsets = [layout.hex_to_offset(h + shift) for h in design.tiles]
    return shift, max(c for c, _ in offsets) + 1, max(r for _, r in offsets) + 1


def terrain_csv(design: Design, layout: HexLayout, shift: Hex, cols: int, rows: int,
                firstgid: int = 1) -> str:
    """The terrain layer as Tiled writes CSV: one line per row, 0 for empty cells."""
    ids = tileset_ids()
    spawn_set = set(design.spawns)
    grid = [[0] * cols for _ in range(rows)]
    for h, kind in design.tiles.items():
        kind = "spawn" if h in spawn_set and kind == "floor" else kind
        choices = [i for i, w in zip(ids[kind], VARIANT_WEIGHTS.get(kind, [1] * 9),
                                     strict=False) for _ in range(w)]
        col, row = layout.hex_to_offset(h + shift)
        grid[row][col] = firstgid + choices[pick_variant(h, len(choices))]
    return ",\n".join(",".join(str(g) for g in line) for line in grid)


def decor_layer(design: Design, layout: HexLayout, shift: Hex, cols: int, rows: int
                ) -> list[str]:
    """The design's decoration tiles as a tile layer named 'decor' (none if it has none)."""
    if not design.decor:
        return []
    ids = tileset_ids()
    grid = [[0] * cols for _ in range(rows)]
    for h, kind in design.decor.items():
        col, row = layout.hex_to_offset(h + shift)
        grid[row][col] = 1 + ids[kind][pick_variant(h, len(ids[kind]))]
    data = ",\n".join(",".join(str(g) for g in line) for line in grid)
    return [f' <layer id="4" name="decor" width="{cols}" height="{rows}">',
            '  <data encoding="csv">', data, '</data>', ' </layer>']


def point_objects(hexes: list[Hex], label: str, layout: HexLayout, shift: Hex,
                  first_id: int) -> list[str]:
    """Point objects (with an 'order' property) at the centres of hexes."""
    out = []
    for i, h in enumerate(hexes):
        x, y = layout.hex_to_pixel(h + shift)
        out += [f'  <object id="{first_id + i}" name="{label} {i + 1}" x="{x:g}" y="{y:g}">',
                '   <properties>',
                f'    <property name="order" type="int" value="{i + 1}"/>',
                '   </properties>', '   <point/>', '  </object>']
    return out


def map_xml(design: Design, tileset_source: str, layout: HexLayout | None = None) -> str:
    """A complete .tmx document for a design (our pointy-top layout unless told)."""
    layout = layout or HexLayout()
    shift, cols, rows = fit(design, layout)
    next_id = 1 + len(design.spawns) + len(design.stations)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.11.0" orientation="hexagonal" '
        f'renderorder="right-down" width="{cols}" height="{rows}" tilewidth="{layout.tile_width}" '
        f'tileheight="{layout.tile_height}" infinite="0" hexsidelength="{layout.side_length}" '
        f'staggeraxis="{layout.stagger_axis}" staggerindex="{layout.stagger_index}" '
        f'backgroundcolor="#15161a" nextlayerid="{5 if design.decor else 4}" '
        f'nextobjectid="{next_id}">',
        ' <properties>', f'  <property name="name" value="{design.name}"/>',
        f'  <property name="players" type="int" value="{design.players}"/>',
        f'  <property name="rulesets" value="{design.rulesets}"/>', ' </properties>',
        f' <tileset firstgid="1" source="{tileset_source}"/>',
        f' <layer id="1" name="terrain" width="{cols}" height="{rows}">',
        '  <data encoding="csv">', terrain_csv(design, layout, shift, cols, rows),
        '</data>', ' </layer>', *decor_layer(design, layout, shift, cols, rows),
        ' <objectgroup id="2" name="spawns">',
        *point_objects(design.spawns, "Spawn", layout, shift, 1), ' </objectgroup>',
    ]
    if design.stations:
        lines += [' <objectgroup id="3" name="stations">',
                  *point_objects(design.stations, "Station", layout, shift,
                                 1 + len(design.spawns)), ' </objectgroup>']
    return "\n".join(lines + ["</map>", ""])


# -- test fixtures ----------------------------------------------------------------

FIXTURE_TILESET = "../../assets/tiles/hexbrawl.tsx"
ODD_TILES = (' <tileset firstgid="100" name="odd" tilewidth="56" tileheight="64" tilecount="2" '
             'columns="0">\n  <tile id="0">\n   <image source="../../assets/tiles/floor_0.png" '
             'width="56" height="64"/>\n  </tile>\n  <tile id="1">\n   <properties>\n'
             '    <property name="terrain" value="lava"/>\n   </properties>\n'
             '   <image source="../../assets/tiles/floor_1.png" width="56" height="64"/>\n'
             '  </tile>\n </tileset>')
STAGGERS = {f"{axis}_{index}": HexLayout(*((56, 64) if axis == "y" else (64, 56)), 32, axis, index)
            for axis in ("y", "x") for index in ("odd", "even")}


def fixture_grid(cols: int = 5, rows: int = 4) -> list[list[int]]:
    """A small all-filled grid: walls in a fixed scatter, floor elsewhere, one empty cell."""
    ids = tileset_ids()
    wall, floor = 1 + ids["wall"][0], 1 + ids["floor"][0]
    grid = [[wall if (c * 3 + r) % 5 == 0 else floor for c in range(cols)] for r in range(rows)]
    grid[rows - 1][cols - 1] = 0
    return grid


def fixture_xml(layout: HexLayout, spawns: list[str], *, grid: list[list[int]] | None = None,
                head: str = 'orientation="hexagonal" infinite="0"', players: int = 2,
                extra: str = "", layers: str | None = None) -> str:
    """A small map for tests; every argument is a way to break it."""
    grid = grid or fixture_grid()
    data = ",\n".join(",".join(map(str, row)) for row in grid)
    terrain = (f' <layer id="1" name="terrain" width="{len(grid[0])}" height="{len(grid)}">\n'
               f'  <data encoding="csv">\n{data}\n</data>\n </layer>')
    spawn_layer = ' <objectgroup id="2" name="spawns">\n' + "\n".join(spawns) + "\n </objectgroup>"
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" {head} width="{len(grid[0])}" height="{len(grid)}" '
        f'tilewidth="{layout.tile_width}" tileheight="{layout.tile_height}" '
        f'hexsidelength="{layout.side_length}" staggeraxis="{layout.stagger_axis}" '
        f'staggerindex="{layout.stagger_index}" nextlayerid="3" nextobjectid="9">',
        f' <properties>\n  <property name="name" value="Fixture"/>\n'
        f'  <property name="players" type="int" value="{players}"/>\n </properties>',
        f' <tileset firstgid="1" source="{FIXTURE_TILESET}"/>', extra,
        terrain if layers is None else layers, spawn_layer, "</map>", ""])


def spawn_at(layout: HexLayout, col: int, row: int, name: str, *, tile: bool = False,
             dx: float = 0) -> str:
    """A spawn point (or a bottom-left anchored tile object) on cell (col, row)."""
    x, y = layout.tile_origin(col, row)
    if tile:
        return (f'  <object id="{col * 10 + row + 1}" name="{name}" gid="1" x="{x + dx}" '
                f'y="{y + layout.tile_height}" width="{layout.tile_width}" '
                f'height="{layout.tile_height}"/>')
    cx, cy = x + layout.tile_width / 2 + dx, y + layout.tile_height / 2
    return (f'  <object id="{col * 10 + row + 1}" name="{name}" x="{cx}" y="{cy}">\n'
            '   <point/>\n  </object>')


def fixtures() -> dict[str, str]:
    """Every fixture map by file name: four good stagger maps and one per way to break a map."""
    out: dict[str, str] = {}
    for key, lay in STAGGERS.items():
        out[f"stagger_{key}.tmx"] = fixture_xml(
            lay, [spawn_at(lay, 1, 1, "B"), spawn_at(lay, 3, 2, "A", tile=True)])
    y = STAGGERS["y_odd"]
    plain = fixture_xml(y, [spawn_at(y, 1, 1, "A"), spawn_at(y, 3, 2, "B")])
    good = [spawn_at(y, 1, 1, "A"), spawn_at(y, 3, 2, "B")]
    infinite_layer = (' <layer id="1" name="terrain" width="16" height="16">\n'
                      '  <data encoding="csv">\n   <chunk x="0" y="0" width="16" height="16">\n'
                      + ",".join(["1"] * 256) + '\n</chunk>\n  </data>\n </layer>')
    bad_grid = fixture_grid()
    bad_grid[2][1] = 100
    lava_grid = fixture_grid()
    lava_grid[1][3] = 101
    out.update({
        "broken_truncated.tmx": plain[:700],
        "broken_orthogonal.tmx": fixture_xml(y, good, head='orientation="orthogonal" infinite="0"'),
        "broken_infinite.tmx": fixture_xml(y, good, head='orientation="hexagonal" infinite="1"',
                                           layers=infinite_layer),
        "broken_no_terrain_property.tmx": fixture_xml(y, good, grid=bad_grid, extra=ODD_TILES),
        "broken_unknown_terrain.tmx": fixture_xml(y, good, grid=lava_grid, extra=ODD_TILES),
        "broken_no_spawns_layer.tmx": plain.replace('name="spawns"', 'name="starts"'),
        "broken_one_spawn.tmx": fixture_xml(y, good[:1]),
        "broken_spawn_off_map.tmx": fixture_xml(y, [good[0], spawn_at(y, 4, 3, "Lost")]),
        "broken_spawn_on_wall.tmx": fixture_xml(y, [good[0], spawn_at(y, 0, 0, "Stuck")]),
        "broken_too_few_spawns.tmx": fixture_xml(y, good, players=4),
        "broken_missing_tileset.tmx": plain.replace(FIXTURE_TILESET, "gone.tsx"),
        "broken_no_terrain_layer.tmx": plain.replace('name="terrain"', 'name="ground"'),
    })
    return out


def write_fixtures(folder: Path) -> int:
    """Write every fixture into folder; return how many."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in fixtures().items():
        (folder / name).write_text(text, encoding="utf-8")
    return len(fixtures())


def tiled_project() -> str:
    """The Tiled project: our folders and the Terrain enum, so Tiled offers a dropdown."""
    project = {
        "automappingRulesFile": "", "commands": [], "compatibilityVersion": 1100,
        "extensionsPath": "extensions", "folders": [".", "../assets/tiles"], "properties": [],
        "propertyTypes": [{"id": 1, "name": "Terrain", "storageType": "string", "type": "enum",
                           "values": list(TERRAIN_KINDS), "valuesAsFlags": False}],
    }
    return json.dumps(project, indent=4) + "\n"


def main() -> int:
    """Write the four arenas, the Tiled project and the test fixtures."""
    (ROOT / "maps" / "hexbrawl.tiled-project").write_text(tiled_project(), encoding="utf-8")
    for file_name, build in ARENAS.items():
        (ROOT / "maps" / f"{file_name}.tmx").write_text(
            map_xml(build(), "../assets/tiles/hexbrawl.tsx"), encoding="utf-8")
    written = write_fixtures(ROOT / "tests" / "data")
    print(f"wrote {len(ARENAS)} arenas to maps/ and {written} fixtures to tests/data/")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
