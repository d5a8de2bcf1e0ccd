"""Write the Mechaton arenas (maps/mechaton_*.tmx): two battlefields and the short game's.

Usage: .venv/bin/python tools/make_maps_mechaton.py

Like tools/make_maps.py (whose Tiled writer this reuses), the arenas are designed in axial
hex coordinates and saved as ordinary Tiled maps. Mechaton adds one object layer, ``bricks``:
a point object with an int property ``bricks`` on a hex sets how many bricks its cover
holds (6 unless told; 0 or 1 is rubble, no cover). Rerunning gives identical files.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT, ROOT / "tools"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from make_maps import (  # noqa: E402
    Design,
    fit,
    map_xml,
    mirror_x,
    paint,
    quads,
    rotations,
    walled,
)

from game.core.hexes import Hex, HexLayout, cube_round, ring, spiral  # noqa: E402

Bricks = dict[Hex, int]


def _around(radius: float, count: int, offset: float = 0.0) -> list[Hex]:
    """``count`` hexes evenly spread on a circle ``radius`` hexes from the centre."""
    found = []
    for k in range(count):
        angle = offset + 2 * math.pi * k / count
        x, y = radius * math.sqrt(3) * math.cos(angle), radius * math.sqrt(3) * math.sin(angle)
        r = y / 1.5
        found.append(cube_round(x / math.sqrt(3) - r / 2, r))
    return found


def killing_ground() -> tuple[Design, Bricks]:
    """Two players: a long field with open avenues, cover clusters and walls that shelter
    one side but not the other; three stations behind each army."""
    region = {Hex(q, r) for r in range(-6, 7) for q in range(-16, 17) if abs(2 * q + r) <= 25}
    d = Design("Mechaton: Killing Ground", 2, "mechaton", walled(region))
    paint(d, quads([Hex(-2, -3), Hex(-1, -3), Hex(-5, 3), Hex(-4, 3)]), "wall")
    clusters = [Hex(0, -1), Hex(1, -1), Hex(-1, 1), Hex(-3, -1), Hex(-6, 0), Hex(-6, -1),
                Hex(-7, 1), Hex(-4, -4), Hex(-3, -4), Hex(-9, 4), Hex(-8, 4), Hex(-10, -3),
                Hex(-2, 5), Hex(-1, 4), Hex(-8, -2)]
    paint(d, quads(clusters), "cover")
    d.spawns = [Hex(-10, 0), mirror_x(Hex(-10, 0))]
    left = [Hex(-10, -2), Hex(-11, 2), Hex(-9, 2)]
    d.stations = left + [mirror_x(h) for h in left]
    paint(d, d.stations, "station")
    bricks = {h: 1 for h in quads([Hex(-3, -1), Hex(-2, 5)])}          # rubble
    bricks.update({h: 3 for h in quads([Hex(-6, -1), Hex(-1, 4)])})    # half-broken cover
    return d, bricks


def crossroads() -> tuple[Design, Bricks]:
    """Four or five players: a round field with six open avenues through the middle and
    clusters of cover between them; one station behind each spawn."""
    d = Design("Mechaton: Crossroads", 5, "mechaton", walled(set(spiral(Hex(0, 0), 9))))
    pockets = [Hex(2, 1), Hex(3, 1), Hex(2, 2), Hex(5, 1), Hex(5, 2), Hex(6, 1), Hex(4, 3)]
    for base in pockets:
        paint(d, rotations(base), "cover")
    paint(d, [h for h in ring(Hex(0, 0), 1)], "cover")
    paint(d, rotations(Hex(7, -3)) + rotations(Hex(6, -3)), "wall")
    d.spawns = [h for h in _around(6, 5, offset=math.pi / 2)]
    d.stations = _around(7.2, 5, offset=math.pi / 2)
    paint(d, d.stations, "station")
    for h in d.spawns:
        paint(d, [h], "floor")
    bricks = {h: 1 for h in rotations(Hex(4, 3))}
    bricks.update({h: 2 for h in rotations(Hex(5, 2))})
    return d, bricks


def satellite_crash() -> tuple[Design, Bricks]:
    """The short game: a small round field, cover mostly round the rim, a clearing in the
    middle with a little cover and the downed satellite at its heart."""
    d = Design("Mechaton: Satellite Crash", 3, "mechaton", walled(set(spiral(Hex(0, 0), 8))))
    rim_cover = [Hex(6, -1), Hex(6, 0), Hex(5, 1), Hex(3, 3), Hex(3, 4), Hex(6, -4)]
    for base in rim_cover:
        paint(d, rotations(base), "cover")
    paint(d, [Hex(2, -1), Hex(-1, 2), Hex(-1, -1)], "cover")
    d.stations = [Hex(0, 0)]
    paint(d, d.stations, "station")
    d.spawns = [rotations(Hex(5, 0))[k] for k in (0, 2, 4)]
    for h in d.spawns:
        paint(d, [h], "floor")
    bricks = {h: 1 for h in rotations(Hex(3, 4))}
    return d, bricks


ARENAS = {"mechaton_killing_ground": killing_ground, "mechaton_crossroads": crossroads,
          "mechaton_satellite_crash": satellite_crash}


def bricks_layer(design: Design, bricks: Bricks, first_id: int,
                 layout: HexLayout | None = None) -> list[str]:
    """The ``bricks`` object layer: one point per hex whose bricks differ from 6."""
    layout = layout or HexLayout()
    shift, _, _ = fit(design, layout)
    lines = [' <objectgroup id="4" name="bricks">']
    for i, (h, count) in enumerate(sorted(bricks.items(), key=lambda kv: (kv[0].r, kv[0].q))):
        x, y = layout.hex_to_pixel(h + shift)
        lines += [f'  <object id="{first_id + i}" name="Bricks {i + 1}" x="{x:g}" y="{y:g}">',
                  '   <properties>',
                  f'    <property name="bricks" type="int" value="{count}"/>',
                  '   </properties>', '   <point/>', '  </object>']
    return lines + [' </objectgroup>']


def arena_xml(design: Design, bricks: Bricks) -> str:
    """A complete .tmx for a Mechaton design, its bricks layer included."""
    text = map_xml(design, "../assets/tiles/hexbrawl.tsx")
    kept = {h: n for h, n in bricks.items() if design.tiles.get(h) == "cover"}
    first = 1 + len(design.spawns) + len(design.stations)
    extra = "\n".join(bricks_layer(design, kept, first))
    text = text.replace('nextlayerid="4"', 'nextlayerid="5"')
    text = text.replace(f'nextobjectid="{first}"', f'nextobjectid="{first + len(kept)}"')
    return text.replace("</map>", extra + "\n</map>")


def write(names: Iterable[str] = ARENAS) -> list[Path]:
    """Write the named arenas into maps/; return their paths."""
    written = []
    for name in names:
        design, bricks = ARENAS[name]()
        path = ROOT / "maps" / f"{name}.tmx"
        path.write_text(arena_xml(design, bricks), encoding="utf-8")
        written.append(path)
    return written


def main() -> int:
    """Write every Mechaton arena."""
    for path in write():
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
