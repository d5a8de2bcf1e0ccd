"""The field as Mechaton reads it: range bands, bricks and cover, and where a mech may go.

Cover hexes hold bricks (6 unless the map or set-up says otherwise); a hex with 0 or 1
brick is no cover. Walls block sight; mechs, rubble and cover do not.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import TYPE_CHECKING

from game.core import areas
from game.core.arena import Arena
from game.core.hexes import Hex, distance, line
from game.games.mechaton.rules.mapdata import map_bricks

if TYPE_CHECKING:
    from game.games.mechaton.rules.state import MechatonState

DEFAULT_BRICKS = 6
BRICKS_PER_HIT = 3
MIN_COVER_BRICKS = 2


def starting_bricks(arena: Arena, overrides: Iterable[tuple[Hex, int]] = ()) -> dict[Hex, int]:
    """Bricks on every cover hex: 6, unless the map's ``bricks`` layer (or a cell's own
    ``bricks``, should the loader ever carry one) or the set-up's overrides say otherwise."""
    from_map = map_bricks(arena)
    bricks = {}
    for h, cell in arena.cells.items():
        if cell.terrain == "cover":
            given = getattr(cell, "bricks", None)
            bricks[h] = from_map.get(h, DEFAULT_BRICKS if given is None else int(given))
    for h, n in overrides:
        bricks[h] = max(0, n)
    return bricks


def band(a: Hex, b: Hex, direct_range: int) -> str:
    """The range band between two hexes: hth (1), direct (2 to direct range), artillery."""
    d = distance(a, b)
    if d <= 1:
        return "hth"
    return "direct" if d <= direct_range else "artillery"


def is_cover(arena: Arena, bricks: Mapping[Hex, int], mechs: Collection[Hex], h: Hex) -> bool:
    """True if ``h`` shelters a mech next to it: 2+ bricks, a wall, or a mech or its rubble
    (``mechs``: the hexes mechs and rubble stand on)."""
    return bricks.get(h, 0) >= MIN_COVER_BRICKS or arena.blocks_sight(h) or h in mechs


def covers_on(arena: Arena, bricks: Mapping[Hex, int], mechs: Collection[Hex], victim: Hex,
              attacker: Hex) -> tuple[Hex, ...]:
    """The cover hexes in front of ``victim`` as seen from ``attacker`` (empty: exposed).

    The line toward the attacker is drawn nudged to both sides; the first hex out of the
    victim's along either one shelters it if it is cover. The attacker never covers. Works
    from a view as well as a state (the bricks and the hexes holding mechs are all it needs).
    """
    found: list[Hex] = []
    for side in (1, -1):
        path = line(victim, attacker, side)
        if len(path) < 2 or path[1] == attacker or path[1] in found:
            continue
        if is_cover(arena, bricks, mechs, path[1]):
            found.append(path[1])
    return tuple(found)


def covers(state: MechatonState, victim: Hex, attacker: Hex) -> tuple[Hex, ...]:
    """``covers_on`` for a match state."""
    occupied = {m.hex for m in state.mechs if m.hex is not None}
    return covers_on(state.arena, state.bricks, occupied, victim, attacker)


def blocked_for(state: MechatonState, mover: Hex | None, green: bool) -> frozenset[Hex]:
    """Hexes a moving mech may not enter: other mechs and rubble, stations, and cover
    unless it rolled a green die."""
    blocked = {m.hex for m in state.mechs if m.hex is not None and m.hex != mover}
    blocked |= state.station_hexes()
    if not green:
        blocked |= {h for h, n in state.bricks.items() if n >= MIN_COVER_BRICKS}
    return frozenset(blocked)


def destinations(state: MechatonState, start: Hex, steps: int,
                 green: bool) -> dict[Hex, list[Hex]]:
    """Every hex reachable in at most ``steps`` (start included) with a shortest path."""
    return areas.paths(state.arena, start, steps, blocked_for(state, start, green))


def free_hexes(state: MechatonState, allow_cover: bool = True) -> list[Hex]:
    """Open hexes with no mech or station on them, in a stable order."""
    taken = {m.hex for m in state.mechs if m.hex is not None} | state.station_hexes()
    return [h for h in state.arena.open_hexes() if h not in taken
            and (allow_cover or state.bricks.get(h, 0) < MIN_COVER_BRICKS)]
