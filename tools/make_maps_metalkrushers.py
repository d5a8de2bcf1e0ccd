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

Every spawn object carries a ``facing`` (a direction name: the standard arena's face the
middle, the hall's face down the hall) and a ``team`` (standard arena: 1 on one half of the
ring, 2 on the other; hall: 1 west, 2 east), which the set-up reads.
"""

from __future__ import annotations

import re
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

from game.core.hexes import (  # noqa: E402
    DIRECTION_NAMES,
    Hex,
    nearest_direction,
    neighbours,
    spiral,
)

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


def arena_spawn_tags(design: Design) -> list[tuple[str, int]]:
    """The standard arena's spawns face the middle; odd spawns (one half of the ring) are
    team 1, even ones team 2."""
    return [(DIRECTION_NAMES[nearest_direction(h, Hex(0, 0))], 1 + i % 2)
            for i, h in enumerate(design.spawns)]


def hall_spawn_tags(design: Design) -> list[tuple[str, int]]:
    """The hall's spawns face down the hall: west ones east (team 1), east ones west
    (team 2)."""
    return [("E", 1) if h.q + h.r / 2 < 0 else ("W", 2) for h in design.spawns]


ARENAS = {"krusher_arena": (krusher_arena, arena_spawn_tags),
          "krusher_team_arena": (krusher_team_arena, hall_spawn_tags)}


def with_spawn_tags(xml: str, tags: list[tuple[str, int]]) -> str:
    """The map with each spawn's ``facing`` and ``team`` written after its ``order``."""
    def tagged(found: re.Match[str]) -> str:
        facing, team = tags[int(found.group(2)) - 1]
        indent = found.group(1)
        return (f'{found.group(0)}\n{indent}<property name="facing" value="{facing}"/>'
                f'\n{indent}<property name="team" type="int" value="{team}"/>')
    spawns = xml.index('name="spawns"')
    head, tail = xml[:spawns], xml[spawns:]
    return head + re.sub(r'( *)<property name="order" type="int" value="(\d+)"/>', tagged,
                         tail, count=len(tags))


def main() -> int:
    """Write both arenas into maps/."""
    for file_name, (build, tags) in ARENAS.items():
        design = build()
        xml = map_xml(design, "../assets/tiles/hexbrawl.tsx")
        (ROOT / "maps" / f"{file_name}.tmx").write_text(
            with_spawn_tags(xml, tags(design)), encoding="utf-8")
    print(f"wrote {len(ARENAS)} MetalKrushers arenas to maps/")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
