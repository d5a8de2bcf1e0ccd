"""Write the MetalKrushers arenas (maps/krusher_arena.tmx, maps/krusher_team_arena.tmx).

Usage: .venv/bin/python tools/make_maps_metalkrushers.py

Designed in axial hex coordinates with the helpers of tools/make_maps.py and saved as
ordinary Tiled maps in the same way; rerunning gives identical files.

- The standard arena: a round pit walled in, null fields all along the walls (a Krusher in
  one is at -1 to every roll), six entry hexes, and six pick-up hexes exactly halfway
  between each entry hex and the middle.
- The team arena: a long hall for two teams of up to five; the entry hexes alternate
  between the west and east ends (spawn order 1, 3, 5, ... west; 2, 4, ... east), so team 1
  takes the odd spawns and team 2 the even ones; null fields along the walls, two wall
  pillars, six pick-up hexes halfway to the middle.
"""

from __future__ import annotations

import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))

from make_maps import (  # noqa: E402
    ROOT,
    Design,
    map_xml,
    mirror_x,
    paint,
    quads,
    rotations,
    walled,
)

from game.core.hexes import Hex, neighbours, spiral  # noqa: E402

RULESETS = "metalkrushers"


def null_along_walls(design: Design) -> None:
    """Paint every floor hex touching a wall as a null field."""
    walls = {h for h, kind in design.tiles.items() if kind == "wall"}
    paint(design, [h for h, kind in design.tiles.items()
                   if kind == "floor" and any(n in walls for n in neighbours(h))], "null")


def krusher_arena() -> Design:
    """The standard MetalKrushers arena (see the module docstring)."""
    d = Design("MetalKrushers Arena", 6, RULESETS, walled(set(spiral(Hex(0, 0), 8))))
    null_along_walls(d)
    entries = rotations(Hex(6, 0))
    paint(d, rotations(Hex(3, 0)), "pickup")
    d.spawns = [entries[k] for k in (0, 3, 1, 4, 2, 5)]  # opposite pairs first
    return d


def krusher_team_arena() -> Design:
    """A long hall for Team Play, entries at both ends (see the module docstring)."""
    region = {Hex(q, r) for r in range(-6, 7) for q in range(-20, 21) if abs(2 * q + r) <= 21}
    d = Design("MetalKrushers Team Hall", 8, RULESETS, walled(region))
    null_along_walls(d)
    paint(d, quads([Hex(0, -3)]), "wall")
    west = [Hex(-6, -4), Hex(-7, -2), Hex(-8, 0), Hex(-9, 2), Hex(-10, 4)]
    pickups = [Hex(-2, -4), Hex(-4, 0), Hex(-6, 4)]
    paint(d, pickups + [mirror_x(h) for h in pickups], "pickup")
    d.spawns = [h for pair in zip(west, [mirror_x(h) for h in west], strict=True)
                for h in pair]
    return d


ARENAS = {"krusher_arena": krusher_arena, "krusher_team_arena": krusher_team_arena}


def main() -> int:
    """Write both arenas into maps/."""
    for file_name, build in ARENAS.items():
        (ROOT / "maps" / f"{file_name}.tmx").write_text(
            map_xml(build(), "../assets/tiles/hexbrawl.tsx"), encoding="utf-8")
    print(f"wrote {len(ARENAS)} MetalKrushers arenas to maps/")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
