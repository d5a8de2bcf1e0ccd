"""Area shapes, sight and movement (game/core/areas.py), drawn as pointy-top pictures.

Pictures: every drawn character is a hex of the arena (anything not drawn is off
the map). Rows are staggered like the screen: each hex is 4 characters from the
next in its row, and each row is shifted 2 characters from the row above.
  O  the origin (attacker or mover), not part of the expected shape
  @  the origin, part of the expected shape (an explosion's ground zero)
  *  a hex the shape (or path) must contain
  #  wall
  B  a hex a bot stands on (blocked for movement, never for sight)
  .  plain floor
"""

from __future__ import annotations

import gc
from textwrap import dedent

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import areas
from game.core.areas import (
    cone,
    explosion,
    hexes_in_range,
    path_to,
    ray,
    reach,
    visible,
)
from game.core.arena import Arena, Cell, open_arena
from game.core.hexes import DIRECTIONS, Hex, distance, line, neighbours, spiral

FAST = settings(max_examples=80, deadline=None)
ORIGIN = Hex(0, 0)


class Picture:
    """An arena read from a picture, plus the hexes of each mark."""

    def __init__(self, text: str) -> None:
        lines = dedent(text).strip("\n").splitlines()
        anchor = next((i, line_.index(c)) for i, line_ in enumerate(lines)
                      for c in "O@" if c in line_)
        self.marks: dict[Hex, str] = {}
        for i, row_text in enumerate(lines):
            for col, char in enumerate(row_text):
                if not char.isspace():
                    self.marks[self._hex(i - anchor[0], col - anchor[1])] = char
        cells = {h: Cell("wall" if c == "#" else "floor") for h, c in self.marks.items()}
        self.arena = Arena(name="picture", cols=20, rows=len(lines), cells=cells, spawns=())

    @staticmethod
    def _hex(r: int, offset: int) -> Hex:
        doubled = offset // 2 - r  # = 2q, since each hex is 4 chars and rows shift by 2
        assert offset % 2 == 0 and doubled % 2 == 0, "picture hex off the grid"
        return Hex(doubled // 2, r)

    def marked(self, *chars: str) -> frozenset[Hex]:
        """Every hex drawn with one of ``chars``."""
        return frozenset(h for h, c in self.marks.items() if c in chars)


def test_picture_reads_hexes_from_staggered_rows() -> None:
    pic = Picture("""
          .   *
        O   #   .
    """)
    assert pic.marked("O") == {ORIGIN}
    assert pic.marked("#") == {Hex(1, 0)}
    assert pic.marked("*") == {Hex(2, -1)}
    assert pic.marked(".") == {Hex(1, -1), Hex(2, 0)}
    assert pic.arena.blocks_movement(Hex(1, 0)) and Hex(5, 5) not in pic.arena


# -- explosion -------------------------------------------------------------------
def test_explosion_in_the_open_is_ground_zero_and_its_six_neighbours() -> None:
    pic = Picture("""
        .   .   .   .   .
          .   *   *   .
        .   *   @   *   .
          .   *   *   .
        .   .   .   .   .
    """)
    assert explosion(pic.arena, ORIGIN) == pic.marked("*", "@")


def test_explosion_next_to_a_wall_leaves_the_wall_out() -> None:
    pic = Picture("""
          .   *   #   .
        .   *   @   *   .
          .   *   *   .
    """)
    assert explosion(pic.arena, ORIGIN) == pic.marked("*", "@")


def test_explosion_at_the_map_edge_leaves_off_map_hexes_out() -> None:
    pic = Picture("""
        .   *   *
          *   @
            *   *
    """)
    assert explosion(pic.arena, ORIGIN) == pic.marked("*", "@")


def test_explosion_on_a_wall_hits_only_the_open_hexes_around_it() -> None:
    arena = open_arena(3, walls=[ORIGIN])
    assert explosion(arena, ORIGIN) == frozenset(neighbours(ORIGIN))


# -- ray ---------------------------------------------------------------------------
def test_ray_in_the_open_is_five_hexes_in_order_nearest_first() -> None:
    arena = open_arena(7)
    assert ray(arena, ORIGIN, 0) == tuple(Hex(i, 0) for i in range(1, 6))
    assert ray(arena, Hex(1, 1), 2) == tuple(Hex(1, 1 - i) for i in range(1, 6))
    assert ray(arena, ORIGIN, 4) == tuple(Hex(-i, i) for i in range(1, 6))


def test_ray_stops_before_a_wall() -> None:
    pic = Picture("""
          .   .   .   .   .   .   .
        O   *   *   #   .   .   .
    """)
    assert ray(pic.arena, ORIGIN, 0) == (Hex(1, 0), Hex(2, 0))


def test_ray_stops_at_the_map_edge() -> None:
    pic = Picture("""
        O   *   *   *
    """)
    assert ray(pic.arena, ORIGIN, 0) == (Hex(1, 0), Hex(2, 0), Hex(3, 0))
    assert ray(pic.arena, ORIGIN, 3) == ()


def test_ray_is_not_stopped_by_bots() -> None:
    pic = Picture("""
        O   *   B   *   *   *   .
    """)
    assert ray(pic.arena, ORIGIN, 0) == tuple(sorted(pic.marked("*", "B")))


def test_ray_rejects_a_direction_outside_0_to_5() -> None:
    with pytest.raises(ValueError, match="direction"):
        ray(open_arena(2), ORIGIN, 6)


# -- cone ------------------------------------------------------------------------------
def test_cone_in_the_open_is_rows_of_one_two_and_three() -> None:
    # Direction 0 (E): the wedge between E and NE.
    pic = Picture("""
        .   .   .   *   .
          .   .   *   *   .
        .   O   *   *   *
          .   .   .   .   .
    """)
    assert cone(pic.arena, ORIGIN, 0) == pic.marked("*")


def test_cone_toward_south_west_turns_with_its_direction() -> None:
    # Direction 4 (SW): the wedge between SW and SE.
    pic = Picture("""
            .   .   O   .   .
              .   *   .   .
            .   *   *   .   .
              *   *   *   .
    """)
    assert cone(pic.arena, ORIGIN, 4) == pic.marked("*")


def test_cone_leaves_out_a_wall_and_the_hex_hidden_behind_it() -> None:
    pic = Picture("""
        .   .   .   *   .
          .   .   *   *   .
        .   O   *   #   .
    """)
    # (3,0) sits straight behind the wall at (2,0): drawn as '.' next to '#'.
    assert cone(pic.arena, ORIGIN, 0) == pic.marked("*")
    assert Hex(3, 0) not in cone(pic.arena, ORIGIN, 0)


def test_cone_sees_along_an_edge_when_one_side_is_open() -> None:
    # The wall at (1,0) hides (2,0), (3,0) and (3,-1), but the line to (2,-1)
    # runs along the edge between (1,0) and (1,-1), and (1,-1) is open.
    pic = Picture("""
        .   .   .   *   .
          .   .   *   .   .
        .   O   #   .   .
    """)
    assert cone(pic.arena, ORIGIN, 0) == pic.marked("*")


def test_cone_has_six_hexes_at_distances_one_to_three_in_every_direction() -> None:
    arena = open_arena(6)
    for direction in range(6):
        shape = cone(arena, ORIGIN, direction)
        assert sorted(distance(ORIGIN, h) for h in shape) == [1, 2, 2, 3, 3, 3]
        assert DIRECTIONS[direction] in shape


# -- sight -----------------------------------------------------------------------------
def test_visible_along_an_edge_is_blocked_only_when_both_sides_are_walls() -> None:
    #     .   .   b        b = (2,-1), seen from O along the edge between
    #   .   O   .   .      (1,-1) and (1,0)
    for walls, expected in [((), True), ((Hex(1, 0),), True), ((Hex(1, -1),), True),
                            ((Hex(1, 0), Hex(1, -1)), False)]:
        arena = open_arena(3, walls=walls)
        assert visible(arena, ORIGIN, Hex(2, -1)) is expected
        assert visible(arena, Hex(2, -1), ORIGIN) is expected
        assert arena.has_line_of_sight(Hex(2, -1), ORIGIN) is expected


def test_visible_ignores_the_ends_and_needs_a_clear_middle() -> None:
    pic = Picture("""
        O   .   #   .   .
    """)
    assert visible(pic.arena, ORIGIN, Hex(2, 0))       # the wall itself can be seen
    assert not visible(pic.arena, ORIGIN, Hex(3, 0))
    assert visible(pic.arena, ORIGIN, ORIGIN)


def test_range_keeps_open_hexes_in_reach_and_sight() -> None:
    pic = Picture("""
          .   .   .   .
        #   *   *   .   .
          *   O   #   .
        .   *   *   .   .
    """)
    # Range 1 with sight: the open neighbours and the origin itself.
    assert hexes_in_range(pic.arena, ORIGIN, 1) == pic.marked("O", "*")
    # (2,0) sits behind the wall at (1,0): out of sight, but in range without sight.
    assert Hex(2, 0) not in hexes_in_range(pic.arena, ORIGIN, 2)
    assert Hex(2, 0) in hexes_in_range(pic.arena, ORIGIN, 2, need_sight=False)
    assert hexes_in_range(pic.arena, ORIGIN, -1) == frozenset()


# -- movement ----------------------------------------------------------------------------
def test_reach_in_the_open_counts_steps_like_distance() -> None:
    arena = open_arena(5)
    found = reach(arena, ORIGIN, 2)
    assert found == {h: distance(ORIGIN, h) for h in spiral(ORIGIN, 2)}
    assert reach(arena, Hex(1, 1), 0) == {Hex(1, 1): 0}


def test_reach_and_path_go_around_a_wall() -> None:
    # The goal G at (2,0) is two hexes away, but walls force a five-step detour
    # over the top: the path taken is marked *.
    pic = Picture("""
            .   *   *   .
          .   *   #   *   .
        .   .   O   #   G   .
          .   .   #   .   .
            .   .   .   .
    """)
    (goal,) = pic.marked("G")
    assert reach(pic.arena, ORIGIN, 5)[goal] == 5
    assert goal not in reach(pic.arena, ORIGIN, 4)
    path = path_to(pic.arena, ORIGIN, goal, 5)
    assert path is not None
    assert path[0] == ORIGIN and path[-1] == goal
    assert frozenset(path[1:-1]) == pic.marked("*")
    assert path_to(pic.arena, ORIGIN, goal, 4) is None


def test_reach_never_enters_bots() -> None:
    pic = Picture("""
          .   .   .
        .   O   B   .
          .   .   .
    """)
    bots = pic.marked("B")
    found = reach(pic.arena, ORIGIN, 2, blocked=bots)
    assert Hex(1, 0) not in found
    assert Hex(2, 0) not in found  # two steps away, but only around the bot
    assert reach(pic.arena, ORIGIN, 3, blocked=bots)[Hex(2, 0)] == 3


def test_path_to_edge_cases() -> None:
    arena = open_arena(3, walls=[Hex(2, 0)])
    assert path_to(arena, ORIGIN, ORIGIN, 0) == [ORIGIN]
    assert path_to(arena, ORIGIN, Hex(2, 0), 5) is None               # a wall
    assert path_to(arena, ORIGIN, Hex(9, 9), 20) is None              # off the map
    assert path_to(arena, ORIGIN, Hex(1, 0), 3, blocked={Hex(1, 0)}) is None
    assert path_to(arena, ORIGIN, Hex(1, 0), 1) == [ORIGIN, Hex(1, 0)]
    with pytest.raises(ValueError, match="steps"):
        reach(arena, ORIGIN, -1)


def test_path_to_breaks_ties_the_same_way_every_time() -> None:
    # Given several shortest paths from O to (2,1)
    arena = open_arena(4)
    # Then the one whose direction indices sort first is taken: E, then SE.
    assert path_to(arena, ORIGIN, Hex(2, 1), 3) == [ORIGIN, Hex(1, 0), Hex(2, 0), Hex(2, 1)]
    assert path_to(open_arena(4), ORIGIN, Hex(2, 1), 3) == path_to(arena, ORIGIN, Hex(2, 1), 3)


# -- caches --------------------------------------------------------------------------------
def test_each_arena_has_its_own_cache_and_it_is_freed_with_the_arena() -> None:
    gc.collect()
    before = len(areas._CACHES)
    for wall in (True, False, True):
        arena = open_arena(3, walls=[Hex(1, 0)] if wall else [])
        assert visible(arena, ORIGIN, Hex(2, 0)) is not wall
        assert (Hex(1, 0) in reach(arena, ORIGIN, 1)) is not wall
    del arena
    gc.collect()
    assert len(areas._CACHES) == before


# -- properties on random arenas -------------------------------------------------------------
BOARD = spiral(ORIGIN, 5)
places = st.sampled_from(BOARD)
wall_sets = st.frozensets(places, max_size=25)


def make_arena(walls: frozenset[Hex]) -> Arena:
    return open_arena(5, walls=walls)


@FAST
@given(wall_sets, places, st.integers(0, 5))
def test_shapes_never_hold_a_wall_or_an_off_map_hex(walls: frozenset[Hex], origin: Hex,
                                                   direction: int) -> None:
    arena = make_arena(walls)
    for shape in (explosion(arena, origin), cone(arena, origin, direction),
                  frozenset(ray(arena, origin, direction)), hexes_in_range(arena, origin, 3)):
        assert all(h in arena and not arena.blocks_movement(h) for h in shape)


@FAST
@given(wall_sets, places, st.integers(0, 5))
def test_a_ray_never_passes_a_wall(walls: frozenset[Hex], origin: Hex, direction: int) -> None:
    arena = make_arena(walls)
    hexes_hit = ray(arena, origin, direction)
    step = DIRECTIONS[direction]
    assert list(hexes_hit) == [origin + step * i for i in range(1, len(hexes_hit) + 1)]
    if len(hexes_hit) < 5:
        assert arena.blocks_sight(origin + step * (len(hexes_hit) + 1))


@FAST
@given(wall_sets, places, st.integers(0, 5))
def test_cone_is_the_seen_part_of_its_wedge(walls: frozenset[Hex], origin: Hex,
                                            direction: int) -> None:
    arena = make_arena(walls)
    d, d2 = DIRECTIONS[direction], DIRECTIONS[(direction + 1) % 6]
    wedge = {origin + d * i + d2 * j for i in range(1, 4) for j in range(4 - i)}
    expected = {h for h in wedge if arena.is_open(h) and visible(arena, origin, h)}
    assert cone(arena, origin, direction) == expected


@FAST
@given(wall_sets, places, places)
def test_visible_is_symmetric_and_blocked_only_by_walls_on_both_lines(
        walls: frozenset[Hex], a: Hex, b: Hex) -> None:
    arena = make_arena(walls)
    seen = visible(arena, a, b)
    assert seen == visible(arena, b, a) == arena.has_line_of_sight(a, b)
    clear_sides = [not any(arena.blocks_sight(h) for h in line(a, b, side)[1:-1])
                   for side in (1, -1)]
    assert seen == any(clear_sides)


@FAST
@given(wall_sets, places, st.integers(0, 6))
def test_range_is_every_open_seen_hex_within_range(walls: frozenset[Hex], origin: Hex,
                                                   max_range: int) -> None:
    arena = make_arena(walls)
    expected = {h for h in BOARD if distance(origin, h) <= max_range and h not in walls
                and visible(arena, origin, h)}
    assert hexes_in_range(arena, origin, max_range) == expected


@FAST
@given(wall_sets, st.frozensets(places, max_size=6), places, st.integers(0, 8))
def test_reach_never_crosses_a_wall_and_agrees_with_path_to(
        walls: frozenset[Hex], bots: frozenset[Hex], start: Hex, steps: int) -> None:
    arena = make_arena(walls)
    found = reach(arena, start, steps, blocked=bots)
    assert found[start] == 0
    for h, count in found.items():
        assert count <= steps
        if h == start:
            continue
        assert arena.is_open(h) and h not in bots
        assert any(found.get(n) == count - 1 for n in neighbours(h))
        path = path_to(arena, start, h, steps, blocked=bots)
        assert path is not None and len(path) == count + 1
        assert all(distance(p, n) == 1 for p, n in zip(path, path[1:], strict=False))
        assert all(arena.is_open(p) and p not in bots for p in path[1:])
    for h in BOARD:
        if h not in found:
            assert path_to(arena, start, h, steps, blocked=bots) is None


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_sight_and_open_neighbours_agree_with_the_arena_on_random_arenas(seed: int) -> None:
    # given a random arena with walls and cover (sight and steps are read from its tables)
    import random

    rng = random.Random(seed)
    hexes = spiral(Hex(0, 0), rng.randint(2, 5))
    cells = {h: Cell(rng.choice(["floor", "floor", "wall", "cover"])) for h in hexes}
    arena = Arena("Random", 11, 11, cells, ())
    probes = [*hexes, Hex(9, 9)]
    # then every pair's sight and every hex's open neighbours are what the arena says
    for a in probes:
        assert areas.open_neighbours(arena, a) == tuple(arena.open_neighbours(a))
        for b in probes:
            assert areas.visible(arena, a, b) == arena.has_line_of_sight(a, b), (a, b)


def test_an_unknown_terrain_is_still_refused_when_sight_meets_it() -> None:
    # given an arena with a terrain nobody knows between two hexes
    cells = {h: Cell("floor") for h in spiral(Hex(0, 0), 2)}
    cells[Hex(1, 0)] = Cell("lava")
    arena = Arena("Odd", 5, 5, cells, ())
    # when sight is asked across it, then the arena's own error comes out, as before
    with pytest.raises(KeyError):
        areas.visible(arena, Hex(0, 0), Hex(2, 0))


def test_neighbours_are_the_six_hexes_around_in_direction_order_every_time() -> None:
    for h in [Hex(0, 0), Hex(3, -7), Hex(-40, 12)]:
        expected = tuple(Hex(h.q + d.q, h.r + d.r) for d in DIRECTIONS)
        assert neighbours(h) == expected and neighbours(h) == expected
        assert all(type(n) is Hex for n in neighbours(h))
