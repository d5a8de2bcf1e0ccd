"""Hex maths: named vectors (Red Blob style) and properties for game/core/hexes.py."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.hexes import (
    DIRECTION_NAMES,
    DIRECTIONS,
    ORIGIN,
    Hex,
    between,
    cube_round,
    direction,
    direction_between,
    distance,
    length,
    line,
    nearest_direction,
    neighbour,
    neighbours,
    ring,
    rotate,
    rotate_left,
    rotate_right,
    spiral,
    within,
)

coords = st.integers(min_value=-40, max_value=40)
hexes = st.builds(Hex, coords, coords)
FAST = settings(max_examples=150, deadline=None)


def screen(h: Hex) -> tuple[float, float]:
    """Pointy-top centre of ``h`` for unit size, y growing downward (as on screen)."""
    return math.sqrt(3) * (h.q + h.r / 2), 1.5 * h.r


# -- Hex arithmetic and directions -------------------------------------------
def test_hex_arithmetic_adds_subtracts_and_scales_as_vectors() -> None:
    assert Hex(1, -2) + Hex(3, 4) == Hex(4, 2)
    assert Hex(1, -2) - Hex(3, 4) == Hex(-2, -6)
    assert Hex(1, -2) * 3 == Hex(3, -6)
    assert Hex(1, -2).s == 1
    assert str(Hex(1, -2)) == "(1,-2)"


def test_directions_are_the_six_unit_steps_counter_clockwise_from_east() -> None:
    expected = (Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))
    assert expected == DIRECTIONS
    assert list(DIRECTION_NAMES) == ["E", "NE", "NW", "W", "SW", "SE"]
    angles = [math.degrees(math.atan2(-y, x)) % 360 for x, y in map(screen, DIRECTIONS)]
    assert angles == pytest.approx([0, 60, 120, 180, 240, 300])


def test_direction_wraps_its_index() -> None:
    assert direction(0) == Hex(1, 0)
    assert direction(7) == Hex(1, -1)
    assert direction(-1) == Hex(0, 1)


def test_neighbour_steps_one_hex_in_each_direction() -> None:
    assert neighbour(Hex(1, -2), 0) == Hex(2, -2)
    assert neighbour(Hex(1, -2), 2) == Hex(1, -3)
    assert neighbour(Hex(1, -2), 4) == Hex(0, -1)
    assert neighbour(Hex(1, -2), 6) == Hex(2, -2)


def test_neighbours_lists_all_six_in_direction_order() -> None:
    assert neighbours(Hex(2, 3)) == (
        Hex(3, 3), Hex(3, 2), Hex(2, 2), Hex(1, 3), Hex(1, 4), Hex(2, 4))


# -- distance ----------------------------------------------------------------
@pytest.mark.parametrize(("a", "b", "expected"), [
    (Hex(0, 0), Hex(0, 0), 0),
    (Hex(0, 0), Hex(1, 0), 1),
    (Hex(3, -7), Hex(0, 0), 7),
    (Hex(-2, 4), Hex(3, -1), 5),
    (Hex(0, 0), Hex(2, 2), 4),
    (Hex(0, 0), Hex(2, -1), 2),
])
def test_distance_named_vectors(a: Hex, b: Hex, expected: int) -> None:
    assert distance(a, b) == expected


def test_length_is_distance_from_the_origin() -> None:
    assert length(Hex(3, -7)) == 7
    assert length(Hex(-4, 1)) == 4
    assert length(ORIGIN) == 0


@FAST
@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a: Hex, b: Hex, c: Hex) -> None:
    assert (distance(a, b) == 0) == (a == b)
    assert distance(a, b) == distance(b, a)
    assert distance(a, c) <= distance(a, b) + distance(b, c)
    assert distance(a, b) == length(a - b)


# -- lines -------------------------------------------------------------------
def test_line_along_an_axis_takes_every_hex_on_it() -> None:
    assert line(Hex(0, 0), Hex(3, 0)) == [Hex(0, 0), Hex(1, 0), Hex(2, 0), Hex(3, 0)]
    assert line(Hex(1, 1), Hex(1, -2)) == [Hex(1, 1), Hex(1, 0), Hex(1, -1), Hex(1, -2)]


def test_line_between_two_directions_named_vector() -> None:
    # (0,0) to (3,-1): leaves heading east, climbs one row near the middle.
    assert line(Hex(0, 0), Hex(3, -1)) == [Hex(0, 0), Hex(1, 0), Hex(2, -1), Hex(3, -1)]


def test_line_exactly_along_hex_edges_picks_a_fixed_side() -> None:
    # The line (0,0)->(2,2) runs along the edges between the E-side and the
    # SE-side hexes:      (0,0) (1,0)
    #                  (0,1) (1,1) (2,1)
    #                     (1,2) (2,2)
    # side=+1 always takes the lower-left hexes, side=-1 the upper-right ones.
    assert line(Hex(0, 0), Hex(2, 2)) == [Hex(0, 0), Hex(0, 1), Hex(1, 1), Hex(1, 2), Hex(2, 2)]
    assert line(Hex(0, 0), Hex(2, 2), side=-1) == [
        Hex(0, 0), Hex(1, 0), Hex(1, 1), Hex(2, 1), Hex(2, 2)]


@pytest.mark.parametrize("index", range(6))
def test_edge_lines_split_into_two_sides_in_every_direction(index: int) -> None:
    diagonal = DIRECTIONS[index] + DIRECTIONS[(index + 1) % 6]
    a, b = Hex(5, -3), Hex(5, -3) + diagonal * 3
    plus, minus = line(a, b, 1), line(a, b, -1)
    for i, (p, m) in enumerate(zip(plus, minus, strict=True)):
        if i % 2 == 0:
            assert p == m == a + diagonal * (i // 2)
        else:
            assert p != m and distance(p, m) == 1


def test_line_side_must_be_plus_or_minus_one() -> None:
    with pytest.raises(ValueError, match="side"):
        line(Hex(0, 0), Hex(1, 1), side=0)


@FAST
@given(hexes, hexes, st.sampled_from([1, -1]))
def test_line_has_distance_plus_one_connected_hexes(a: Hex, b: Hex, side: int) -> None:
    hexes_on_line = line(a, b, side)
    assert len(hexes_on_line) == distance(a, b) + 1
    assert hexes_on_line[0] == a and hexes_on_line[-1] == b
    assert all(distance(p, n) == 1 for p, n in zip(hexes_on_line, hexes_on_line[1:], strict=False))


@FAST
@given(hexes, hexes, hexes, st.sampled_from([1, -1]))
def test_line_is_stable_under_translation_and_reversal(a: Hex, b: Hex, t: Hex, side: int) -> None:
    base = line(a, b, side)
    assert line(a + t, b + t, side) == [h + t for h in base]
    assert line(b, a, side) == base[::-1]


def _line_at(a: Hex, b: Hex, side: int) -> list[Hex]:
    """The line worked out from scratch where it lies (the nudged rounding, no cache)."""
    n = distance(a, b)
    aq, ar = a.q + side * 1e-6, a.r + side * 2e-6
    found = []
    for i in range(n + 1):
        found.append(cube_round(aq + (b.q - a.q) * i / n if n else aq,
                                ar + (b.r - a.r) * i / n if n else ar))
    return found


@pytest.mark.parametrize("start", [Hex(0, 0), Hex(17, -9), Hex(-33, 41), Hex(250, -130)])
def test_given_lines_from_far_apart_starts_then_each_is_the_line_rounded_where_it_lies(
        start: Hex) -> None:
    # given every line of up to 12 hexes from a start (the shapes are cached by offset)
    for dq in range(-12, 13):
        for dr in range(-12, 13):
            for side in (1, -1):
                # when it is drawn, then it is the one rounded at its own coordinates
                end = Hex(start.q + dq, start.r + dr)
                assert line(start, end, side) == _line_at(start, end, side)
                assert between(start, end, side) == line(start, end, side)[1:-1]


# -- rings and spirals ---------------------------------------------------------
def test_ring_named_vectors() -> None:
    assert ring(Hex(2, 2), 0) == [Hex(2, 2)]
    assert ring(ORIGIN, 1) == [
        Hex(-1, 1), Hex(0, 1), Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0)]
    with pytest.raises(ValueError):
        ring(ORIGIN, -1)


@pytest.mark.parametrize("k", range(6))
def test_ring_has_6k_distinct_hexes_at_distance_k(k: int) -> None:
    centre = Hex(3, -5)
    hexes_in_ring = ring(centre, k)
    assert len(hexes_in_ring) == max(1, 6 * k)
    assert len(set(hexes_in_ring)) == len(hexes_in_ring)
    assert {distance(centre, h) for h in hexes_in_ring} == {k}


@pytest.mark.parametrize("k", range(6))
def test_spiral_counts_and_order(k: int) -> None:
    centre = Hex(-1, 2)
    hexes_in_spiral = spiral(centre, k)
    assert len(hexes_in_spiral) == 1 + 3 * k * (k + 1)
    assert hexes_in_spiral[0] == centre
    assert [distance(centre, h) for h in hexes_in_spiral] == sorted(
        distance(centre, h) for h in hexes_in_spiral)
    assert within(centre, k) == frozenset(
        Hex(q, r) for q in range(-1 - k, k) for r in range(2 - k, 3 + k)
        if distance(centre, Hex(q, r)) <= k)


# -- rotation ----------------------------------------------------------------
def test_rotate_left_turns_counter_clockwise_on_screen() -> None:
    assert rotate_left(DIRECTIONS[0]) == DIRECTIONS[1]  # E -> NE
    assert rotate_left(Hex(2, -1)) == Hex(1, -2)
    assert rotate_left(Hex(3, 1), center=Hex(2, 1)) == Hex(3, 0)


def test_rotate_right_turns_clockwise_on_screen() -> None:
    assert rotate_right(DIRECTIONS[0]) == DIRECTIONS[5]  # E -> SE
    assert rotate_right(Hex(2, -1)) == Hex(1, 1)
    assert rotate_right(Hex(3, 1), center=Hex(2, 1)) == Hex(2, 2)


@pytest.mark.parametrize("index", range(6))
@pytest.mark.parametrize("steps", [-7, -1, 0, 1, 2, 5, 6, 13])
def test_rotate_by_steps_moves_direction_indices(index: int, steps: int) -> None:
    assert rotate(DIRECTIONS[index], steps) == DIRECTIONS[(index + steps) % 6]


@FAST
@given(hexes, hexes)
def test_rotations_preserve_distance_and_six_turns_are_identity(h: Hex, centre: Hex) -> None:
    assert rotate(h, 6, centre) == h
    assert rotate_right(rotate_left(h, centre), centre) == h
    turned = h
    for _ in range(6):
        turned = rotate_left(turned, centre)
        assert distance(centre, turned) == distance(centre, h)
    assert turned == h
    assert rotate(h, -1, centre) == rotate_right(h, centre)


# -- directions between hexes --------------------------------------------------
@pytest.mark.parametrize(("b", "expected"), [
    (Hex(4, 0), 0), (Hex(2, -2), 1), (Hex(0, -3), 2), (Hex(-1, 0), 3), (Hex(-5, 5), 4),
    (Hex(0, 2), 5), (Hex(1, 1), None), (Hex(2, -1), None), (ORIGIN, None),
])
def test_direction_between_named_vectors(b: Hex, expected: int | None) -> None:
    assert direction_between(ORIGIN, b) == expected


@pytest.mark.parametrize(("b", "expected"), [
    (Hex(5, -1), 0),   # a little above east
    (Hex(3, -1), 0),
    (Hex(2, -3), 1),   # a little right of straight up
    (Hex(1, -2), 1),   # straight up: NE and NW tie, lower index wins
    (Hex(2, -1), 0),   # exactly between E and NE
    (Hex(0, -3), 2),
    (Hex(-2, 1), 3),   # exactly between W and SW
    (Hex(-1, 2), 4),   # straight down: SW and SE tie
    (Hex(1, 1), 0),    # exactly between SE and E (index 5 and 0): 0 wins
    (Hex(1, 3), 5),
])
def test_nearest_direction_named_vectors(b: Hex, expected: int) -> None:
    assert nearest_direction(Hex(2, 2), Hex(2, 2) + b) == expected


def test_nearest_direction_from_a_hex_to_itself_is_an_error() -> None:
    with pytest.raises(ValueError):
        nearest_direction(ORIGIN, ORIGIN)


@FAST
@given(hexes, hexes)
def test_nearest_direction_agrees_with_direction_between(a: Hex, b: Hex) -> None:
    exact = direction_between(a, b)
    if exact is not None:
        assert nearest_direction(a, b) == exact


# -- rounding ------------------------------------------------------------------
@pytest.mark.parametrize(("fq", "fr", "expected"), [
    (0.0, 0.0, Hex(0, 0)),
    (0.3, 0.1, Hex(0, 0)),
    (0.4, 0.3, Hex(1, 0)),   # nearer the centre of (1,0) than of (0,0)
    (1.1, -0.2, Hex(1, 0)),
    (0.6, 0.1, Hex(1, 0)),
    (0.2, 0.9, Hex(0, 1)),
    (-2.7, 1.4, Hex(-3, 2)),
    (3.0, -7.0, Hex(3, -7)),
])
def test_cube_round_named_vectors(fq: float, fr: float, expected: Hex) -> None:
    assert cube_round(fq, fr) == expected


@FAST
@given(st.floats(-30, 30), st.floats(-30, 30))
def test_cube_round_picks_the_hex_with_the_nearest_centre(fq: float, fr: float) -> None:
    px, py = math.sqrt(3) * (fq + fr / 2), 1.5 * fr
    found = cube_round(fq, fr)
    candidates = spiral(Hex(math.floor(fq), math.floor(fr)), 3)

    def gap(h: Hex) -> float:
        hx, hy = screen(h)
        return math.hypot(hx - px, hy - py)

    assert gap(found) <= min(map(gap, candidates)) + 1e-9


def test_direction_between_is_the_unit_that_scaled_by_the_distance_reaches_the_other_hex():
    # given every pair of hexes within five steps of the origin
    area = [Hex(q, r) for q in range(-5, 6) for r in range(-5, 6) if length(Hex(q, r)) <= 5]
    for a in area:
        for b in area:
            # then the direction found is the unit that, taken distance(a, b) times, leads
            # from a to b, and there is none off the six axes
            gap = b - a
            on_axis = [i for i, unit in enumerate(DIRECTIONS) if a != b and
                       unit * length(gap) == gap]
            assert direction_between(a, b) == (on_axis[0] if on_axis else None), (a, b)
