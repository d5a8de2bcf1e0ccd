"""Area shapes and movement on an arena: explosion, ray, cone, reach, paths, sight.

Every shape is clipped by the arena: it never holds a wall or a hex off the map.
Bots are not part of the arena, so they never block sight here; callers pass the
hexes bots stand on as ``blocked`` when moving.

These functions are called constantly by the AI, so per-arena results that never
change (open neighbours, line of sight) are cached, keyed on the arena object.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from game.core.arena import TERRAIN_KINDS, Arena
from game.core.hexes import DIRECTIONS, Hex, distance, line_offsets, neighbours, spiral

RAY_LENGTH = 5
CONE_DEPTH = 3


def _check_direction(direction: int) -> None:
    if not 0 <= direction < 6:
        raise ValueError(f"direction must be an index 0..5, not {direction!r}")


def _ray_steps(direction: int) -> tuple[Hex, ...]:
    d = DIRECTIONS[direction]
    return tuple(d * i for i in range(1, RAY_LENGTH + 1))


def _cone_steps(direction: int) -> tuple[Hex, ...]:
    d, d2 = DIRECTIONS[direction], DIRECTIONS[(direction + 1) % 6]
    return tuple(d * i + d2 * j
                 for i in range(1, CONE_DEPTH + 1) for j in range(CONE_DEPTH + 1 - i))


# Offsets from the origin, per direction index, nearest first.
RAY_STEPS: tuple[tuple[Hex, ...], ...] = tuple(_ray_steps(i) for i in range(6))
CONE_STEPS: tuple[tuple[Hex, ...], ...] = tuple(_cone_steps(i) for i in range(6))


# -- per-arena caches ------------------------------------------------------
@dataclass
class _ArenaCache:
    """Facts about one arena that never change while it lives."""

    open_neighbours: dict[Hex, tuple[Hex, ...]] = field(default_factory=dict)
    sight: dict[tuple[Hex, Hex], bool] = field(default_factory=dict)
    explosions: dict[Hex, frozenset[Hex]] = field(default_factory=dict)
    memo: dict[object, object] = field(default_factory=dict)
    walkable: frozenset[Hex] | None = None
    """The hexes a bot may enter (made on first use; None while a terrain is unknown)."""
    see_through: frozenset[Hex] | None = None
    """The hexes sight passes through (made on first use; None while a terrain is unknown,
    when ``Arena.has_line_of_sight`` answers, as it raises then)."""


_CACHES: dict[int, tuple[weakref.ref[Arena], _ArenaCache]] = {}


def _cache_for(arena: Arena) -> _ArenaCache:
    """The cache of ``arena``; dropped automatically when the arena is freed."""
    key = id(arena)
    entry = _CACHES.get(key)
    if entry is not None and entry[0]() is arena:
        return entry[1]
    cache = _ArenaCache()
    _share_tables(arena, cache)
    _CACHES[key] = (weakref.ref(arena, _forgetter(key)), cache)
    return cache


class _Table(dict):
    """A dict a weak reference can point at (a plain dict cannot)."""

    __slots__ = ("__weakref__",)


# The open-neighbour and sight tables of the arenas alive, by the hexes they are worked out
# from. Safe to share: with every terrain known, an open-neighbour answer reads nothing but
# the walkable hexes and a sight answer nothing but the see-through ones, so two arenas
# with the same such hexes (random sample arenas with the same walls or none; a map read
# again) have the same answers. Weak: a table goes when the last arena using it does.
_NEIGHBOUR_TABLES: weakref.WeakValueDictionary[frozenset[Hex], _Table] = (
    weakref.WeakValueDictionary())
_SIGHT_TABLES: weakref.WeakValueDictionary[frozenset[Hex], _Table] = (
    weakref.WeakValueDictionary())


def _share_tables(arena: Arena, cache: _ArenaCache) -> None:
    """Give a new ``cache`` the open-neighbour and sight tables of any live arena with the
    same walkable and see-through hexes (an arena with an unknown terrain keeps its own:
    the arena itself answers, and raises, there)."""
    walkable, clear = _walkable(arena, cache), _see_through(arena, cache)
    if walkable is None or clear is None:
        return
    cache.open_neighbours = _shared(_NEIGHBOUR_TABLES, walkable)
    cache.sight = _shared(_SIGHT_TABLES, clear)


def _shared(tables: weakref.WeakValueDictionary[frozenset[Hex], _Table],
            key: frozenset[Hex]) -> _Table:
    """The live table filed under ``key``, or a new empty one filed there."""
    table = tables.get(key)
    if table is None:
        table = tables[key] = _Table()
    return table


def _forgetter(key: int) -> Callable[[weakref.ref[Arena]], None]:
    def forget(ref: weakref.ref[Arena]) -> None:
        entry = _CACHES.get(key)
        if entry is not None and entry[0] is ref:
            del _CACHES[key]
    return forget


def memo(arena: Arena) -> dict[object, object]:
    """A dict shared by everyone using ``arena``, for facts about it that never change (a
    ruleset's tables of ranges, say); it lives as long as the arena. Use distinct keys."""
    return _cache_for(arena).memo


def open_neighbours(arena: Arena, h: Hex) -> tuple[Hex, ...]:
    """The neighbours of ``h`` a bot could step onto, in direction order (cached)."""
    return _open_neighbours(arena, _cache_for(arena), h)


def _open_neighbours(arena: Arena, cache: _ArenaCache, h: Hex) -> tuple[Hex, ...]:
    found = cache.open_neighbours.get(h)
    if found is None:
        walkable = _walkable(arena, cache)
        if walkable is None:            # an unknown terrain: the arena says (and raises)
            found = tuple(n for n in neighbours(h) if not arena.blocks_movement(n))
        else:
            found = tuple([n for n in neighbours(h) if n in walkable])
        cache.open_neighbours[h] = found
    return found


def _walkable(arena: Arena, cache: _ArenaCache) -> frozenset[Hex] | None:
    """The arena's hexes a bot may enter (made once), or None if a terrain is unknown."""
    walkable = cache.walkable
    if walkable is None and all(cell.terrain in TERRAIN_KINDS for cell in arena.cells.values()):
        walkable = cache.walkable = frozenset(
            spot for spot, cell in arena.cells.items()
            if not TERRAIN_KINDS[cell.terrain].blocks_movement)
    return walkable


def _see_through(arena: Arena, cache: _ArenaCache) -> frozenset[Hex] | None:
    """The arena's hexes sight passes through (made once), or None if a terrain is
    unknown."""
    clear = cache.see_through
    if clear is None and all(cell.terrain in TERRAIN_KINDS for cell in arena.cells.values()):
        clear = cache.see_through = frozenset(
            h for h, cell in arena.cells.items() if not TERRAIN_KINDS[cell.terrain].blocks_sight)
    return clear


# -- sight -----------------------------------------------------------------
def visible(arena: Arena, a: Hex, b: Hex) -> bool:
    """True if ``a`` and ``b`` see each other (walls between block; bots never do).

    Symmetric: ``visible(arena, a, b) == visible(arena, b, a)``. A line running
    exactly along hex edges is clear if either side of it is (see
    ``Arena.has_line_of_sight``, which this caches).
    """
    return _visible(arena, _cache_for(arena), a, b)


def _visible(arena: Arena, cache: _ArenaCache, a: Hex, b: Hex) -> bool:
    """``visible`` with the arena's cache at hand."""
    key = (a, b) if a <= b else (b, a)
    seen = cache.sight.get(key)
    if seen is None:
        seen = cache.sight[key] = _clear_line(arena, cache, *key)
    return seen


def _clear_line(arena: Arena, cache: _ArenaCache, a: Hex, b: Hex) -> bool:
    """``arena.has_line_of_sight(a, b)`` for ``a <= b``, read from the arena's see-through
    hexes with the line's cached shape (no hex made on the way)."""
    clear = _see_through(arena, cache)
    if clear is None:
        return arena.has_line_of_sight(a, b)
    q, r = a
    # A plain (q, r) tuple finds the equal Hex in the set: a Hex is a tuple.
    for side in _line_interiors(b[0] - q, b[1] - r):
        for x, y in side:               # plain loops: all() of a generator costs more
            if (q + x, r + y) not in clear:
                break
        else:
            return True
    return False


_INTERIORS: dict[tuple[int, int], tuple[tuple[tuple[int, int], ...], ...]] = {}
"""Per (dq, dr): the offsets strictly between a line's ends, for each of its two sides."""


def _line_interiors(dq: int, dr: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The interiors of ``line_offsets(dq, dr, side)`` for side 1 and -1 (the same shapes
    wherever a line starts, so kept once for every arena)."""
    found = _INTERIORS.get((dq, dr))
    if found is None:
        found = _INTERIORS[(dq, dr)] = (line_offsets(dq, dr, 1)[1:-1],
                                        line_offsets(dq, dr, -1)[1:-1])
    return found


def hexes_in_range(arena: Arena, origin: Hex, max_range: int,
                   need_sight: bool = True) -> frozenset[Hex]:
    """Open hexes at most ``max_range`` steps from ``origin`` (itself included if open).

    With ``need_sight`` only hexes ``origin`` can see are kept.
    """
    if max_range < 0:
        return frozenset()
    if 1 + 3 * max_range * (max_range + 1) < len(arena.cells):
        candidates: Collection[Hex] = spiral(origin, max_range)
    else:
        candidates = [h for h in arena.cells if distance(origin, h) <= max_range]
    cache = _cache_for(arena)
    walkable = _walkable(arena, cache)
    if walkable is None:                # an unknown terrain: the arena says (and raises)
        candidates = [h for h in candidates if arena.is_open(h)]
    else:
        candidates = [h for h in candidates if h in walkable]
    if not need_sight:
        return frozenset(candidates)
    return frozenset([h for h in candidates if _visible(arena, cache, origin, h)])


# -- attack shapes -----------------------------------------------------------
def explosion(arena: Arena, center: Hex) -> frozenset[Hex]:
    """Ground zero and the six hexes around it, leaving out walls and off-map hexes."""
    known = _cache_for(arena).explosions
    found = known.get(center)
    if found is None:
        found = known[center] = frozenset(h for h in (center, *neighbours(center))
                                          if not arena.blocks_movement(h))
    return found


def ray(arena: Arena, origin: Hex, direction: int) -> tuple[Hex, ...]:
    """Up to five hexes in a straight line from the hex next to ``origin``, nearest first.

    The ray runs along direction index ``direction`` (0..5) and stops just
    before the first hex that blocks sight (a wall or the map's edge).
    """
    _check_direction(direction)
    hexes: list[Hex] = []
    for step in RAY_STEPS[direction]:
        h = Hex(origin.q + step.q, origin.r + step.r)
        if arena.blocks_sight(h):
            break
        hexes.append(h)
    return tuple(hexes)


def cone(arena: Arena, origin: Hex, direction: int) -> frozenset[Hex]:
    """A widening wedge of six hexes: rows of 1, 2 and 3 at distance 1, 2 and 3.

    The wedge lies between direction ``direction`` and the next one
    counter-clockwise (``direction + 1``). Walls, off-map hexes and hexes
    ``origin`` cannot see are left out.
    """
    _check_direction(direction)
    shape = (Hex(origin.q + step.q, origin.r + step.r) for step in CONE_STEPS[direction])
    return frozenset(h for h in shape
                     if not arena.blocks_movement(h) and visible(arena, origin, h))


# -- movement --------------------------------------------------------------
def reach(arena: Arena, start: Hex, steps: int,
          blocked: Collection[Hex] = frozenset()) -> dict[Hex, int]:
    """Every hex reachable from ``start`` in at most ``steps`` moves, with its step count.

    A move goes to a neighbouring hex that is on the map, not a wall and not
    in ``blocked`` (the hexes other bots stand on). ``start`` maps to 0.
    """
    return _search(arena, start, steps, blocked, goal=None)[0]


def path_to(arena: Arena, start: Hex, goal: Hex, steps: int,
            blocked: Collection[Hex] = frozenset()) -> list[Hex] | None:
    """A shortest legal path from ``start`` to ``goal`` (both included), or None.

    None when ``goal`` cannot be reached in at most ``steps`` moves (see
    ``reach`` for what a legal move is). Among equally short paths the one
    whose sequence of direction indices sorts first is returned, so the
    answer is always the same.
    """
    found, parents = _search(arena, start, steps, blocked, goal)
    if goal not in found:
        return None
    path = [goal]
    while path[-1] != start:
        path.append(parents[path[-1]])
    path.reverse()
    return path


def paths(arena: Arena, start: Hex, steps: int,
          blocked: Collection[Hex] = frozenset()) -> dict[Hex, list[Hex]]:
    """A shortest legal path to every hex ``reach`` finds, in the same order as ``reach``.

    Each path is the one ``path_to`` gives for that goal (one search instead of one per
    goal: the search tree up to a goal does not depend on the goal).
    """
    found, parents = _search(arena, start, steps, blocked, goal=None)
    result: dict[Hex, list[Hex]] = {}
    for h in found:
        result[h] = [*result[parents[h]], h] if h != start else [start]
    return result


def _search(arena: Arena, start: Hex, steps: int, blocked: Collection[Hex],
            goal: Hex | None) -> tuple[dict[Hex, int], dict[Hex, Hex]]:
    """Breadth-first search from ``start``; stops early once ``goal`` is found."""
    if steps < 0:
        raise ValueError(f"steps must be >= 0, not {steps}")
    cache = _cache_for(arena)
    found: dict[Hex, int] = {start: 0}
    parents: dict[Hex, Hex] = {}
    frontier = [start]
    for count in range(1, steps + 1):
        if goal in found or not frontier:
            break
        next_frontier: list[Hex] = []
        for h in frontier:
            for n in _open_neighbours(arena, cache, h):
                if n not in found and n not in blocked:
                    found[n] = count
                    parents[n] = h
                    next_frontier.append(n)
        frontier = next_frontier
    return found, parents
