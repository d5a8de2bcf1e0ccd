"""What a MetalKrushers arena's spawn points say: the facing a Krusher starts with and the
team whose Krushers take that spawn (the ``facing`` and ``team`` properties of the spawn
objects in the Tiled map; docs/making-arenas.md).

- ``facing``: a direction name (E, NE, NW, W, SW, SE, any letter case) or its number 0-5;
  without it a Krusher starts facing the arena's middle.
- ``team``: a whole number from 1. When the spawns carry teams, the set-up's first team takes
  the spawns of the lowest map team in spawn order, the second the next, and so on (round
  again when there are more teams than the map names); a side with more Krushers than its
  spawns takes the remaining spawns in spawn order.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.arena import Arena
from game.core.hexes import DIRECTION_NAMES

FACING = "facing"
TEAM = "team"


def parse_facing(value: object) -> int | None:
    """The direction 0-5 a ``facing`` property names; None if it names none."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 0 <= value < 6 else None
    text = str(value).strip().upper()
    if text in DIRECTION_NAMES:
        return DIRECTION_NAMES.index(text)
    return int(text) if text.isdigit() and int(text) < 6 else None


def parse_team(value: object) -> int | None:
    """The team number (1 or more) a ``team`` property names; None if it names none."""
    if isinstance(value, bool):
        return None
    try:
        team = int(str(value).strip())
    except ValueError:
        return None
    return team if team >= 1 else None


def _property(arena: Arena, index: int, name: str) -> object:
    props = arena.spawn_properties
    return props[index].get(name) if index < len(props) else None


def spawn_problems(arena: Arena) -> list[str]:
    """What is wrong with the spawns' facing and team properties (empty when nothing is)."""
    found = []
    teams = 0
    for index in range(len(arena.spawns)):
        facing = _property(arena, index, FACING)
        if facing is not None and parse_facing(facing) is None:
            found.append(f"spawn {index + 1}: facing {facing!r} is not a direction; write one "
                         f"of {', '.join(DIRECTION_NAMES)} (or 0-5)")
        team = _property(arena, index, TEAM)
        if team is not None:
            teams += 1
            if parse_team(team) is None:
                found.append(f"spawn {index + 1}: team {team!r} is not a team number; write a "
                             "whole number from 1 (1, 2, ...)")
    if 0 < teams < len(arena.spawns):
        found.append(f"{teams} of {len(arena.spawns)} spawns have a team; give every spawn a "
                     "team, or none")
    return found


def spawn_facing(arena: Arena, index: int) -> int | None:
    """The facing spawn ``index`` sets (None: the default, toward the middle)."""
    return parse_facing(_property(arena, index, FACING))


def spawn_indices(arena: Arena, sides: Sequence[int]) -> list[int | None]:
    """The spawn each Krusher takes, given each Krusher's side (its team's place among the
    set-up's teams, in order); None where the arena has run out of spawns."""
    count = len(arena.spawns)
    teams = [parse_team(_property(arena, i, TEAM)) for i in range(count)]
    if any(t is None for t in teams):
        return _interleaved(count, sides)
    named = sorted(set(teams))  # type: ignore[type-var]
    queues = {t: [i for i in range(count) if teams[i] == t] for t in named}
    taken: set[int] = set()
    found: list[int | None] = []
    for side in sides:
        queue = [i for i in queues[named[side % len(named)]] if i not in taken]
        spare = [i for i in range(count) if i not in taken]
        pick = queue[0] if queue else spare[0] if spare else None
        if pick is not None:
            taken.add(pick)
        found.append(pick)
    return found


def _interleaved(count: int, sides: Sequence[int]) -> list[int | None]:
    """Without map teams: the sides take the spawns in turn (side 0 spawn 1, side 1 spawn 2,
    ..., then each side's second Krusher)."""
    sides_in_play = len(set(sides)) or 1
    nth: dict[int, int] = {}
    found: list[int | None] = []
    for side in sides:
        index = nth.get(side, 0) * sides_in_play + side
        nth[side] = nth.get(side, 0) + 1
        found.append(index if index < count else None)
    return found
