"""HexLayout against Tiled's hexagonal maps, in all four stagger settings.

Expected pixels follow Tiled's HexagonalRenderer: tiles are laid out on a grid of
``tile width`` (stagger axis y) or ``column width`` (stagger axis x) and pushed by
half a step on the staggered rows or columns; the cell's screen position is the
top-left corner of its bounding box.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.core.hexes import DIRECTIONS, Hex, HexLayout, distance, neighbours, spiral

FAST = settings(max_examples=150, deadline=None)

POINTY_ODD = HexLayout(56, 64, 32, "y", "odd")
POINTY_EVEN = HexLayout(56, 64, 32, "y", "even")
FLAT_ODD = HexLayout(64, 56, 32, "x", "odd")
FLAT_EVEN = HexLayout(64, 56, 32, "x", "even")
ALL_FOUR = [POINTY_ODD, POINTY_EVEN, FLAT_ODD, FLAT_EVEN]
IDS = ["y-odd", "y-even", "x-odd", "x-even"]

coords = st.integers(min_value=-30, max_value=30)
hexes = st.builds(Hex, coords, coords)
settings_four = st.sampled_from(ALL_FOUR)


@st.composite
def layouts(draw: st.DrawFn) -> HexLayout:
    """Any sensible Tiled hex layout: sizes and side lengths of every parity, tiles up to
    four times wider than tall or the reverse."""
    axis = draw(st.sampled_from(["x", "y"]))
    width = draw(st.integers(8, 130))
    height = draw(st.integers(max(8, math.ceil(width / 4)), min(130, width * 4)))
    across = width if axis == "x" else height
    side = draw(st.integers(0, across & ~1))
    return HexLayout(width, height, side, axis, draw(st.sampled_from(["odd", "even"])))


def tiled_neighbour_cells(layout: HexLayout, col: int, row: int) -> set[tuple[int, int]]:
    """The six cells Tiled treats as touching (col, row): its topLeft/topRight/... plus the
    two straight neighbours along the non-staggered axis."""
    odd = (col if layout.stagger_axis == "x" else row) & 1
    shifted = bool(odd) == (layout.stagger_index == "odd")
    if layout.stagger_axis == "y":
        left, right = (col, col + 1) if shifted else (col - 1, col)
        return {(col - 1, row), (col + 1, row), (left, row - 1), (right, row - 1),
                (left, row + 1), (right, row + 1)}
    up, down = (row, row + 1) if shifted else (row - 1, row)
    return {(col, row - 1), (col, row + 1), (col - 1, up), (col + 1, up),
            (col - 1, down), (col + 1, down)}


# -- offset <-> axial ----------------------------------------------------------
@pytest.mark.parametrize(("layout", "cells"), [
    # Pointy, odd rows pushed right: cell (3,2) and (3,3) are both hex q=2.
    (POINTY_ODD, {(0, 0): Hex(0, 0), (0, 1): Hex(0, 1), (3, 2): Hex(2, 2), (3, 3): Hex(2, 3),
                  (1, -1): Hex(2, -1)}),
    # Pointy, even rows pushed right: row 1 starts half a tile left of row 0.
    (POINTY_EVEN, {(0, 0): Hex(0, 0), (0, 1): Hex(-1, 1), (3, 2): Hex(2, 2), (3, 3): Hex(1, 3),
                   (1, -1): Hex(1, -1)}),
    # Flat, odd columns pushed down.
    (FLAT_ODD, {(0, 0): Hex(0, 0), (1, 0): Hex(1, 0), (2, 3): Hex(2, 2), (3, 3): Hex(3, 2),
                (-1, 0): Hex(-1, 1)}),
    # Flat, even columns pushed down.
    (FLAT_EVEN, {(0, 0): Hex(0, 0), (1, 0): Hex(1, -1), (2, 3): Hex(2, 2), (3, 3): Hex(3, 1),
                 (-1, 0): Hex(-1, 0)}),
], ids=IDS)
def test_offset_to_hex_named_vectors(layout: HexLayout, cells: dict) -> None:
    for (col, row), h in cells.items():
        assert layout.offset_to_hex(col, row) == h
        assert layout.hex_to_offset(h) == (col, row)


def test_pointy_odd_neighbours_differ_between_even_and_odd_rows() -> None:
    # Given cell (2,2) on an even row and (2,3) on an odd (pushed-right) row
    even_row, odd_row = POINTY_ODD.offset_to_hex(2, 2), POINTY_ODD.offset_to_hex(2, 3)
    # Then their upper neighbours sit in different columns
    assert POINTY_ODD.hex_to_offset(even_row + DIRECTIONS[1]) == (2, 1)  # NE
    assert POINTY_ODD.hex_to_offset(even_row + DIRECTIONS[2]) == (1, 1)  # NW
    assert POINTY_ODD.hex_to_offset(odd_row + DIRECTIONS[1]) == (3, 2)
    assert POINTY_ODD.hex_to_offset(odd_row + DIRECTIONS[2]) == (2, 2)
    assert POINTY_ODD.hex_to_offset(odd_row + DIRECTIONS[5]) == (3, 4)  # SE
    assert POINTY_ODD.hex_to_offset(odd_row + DIRECTIONS[0]) == (3, 3)  # E


@pytest.mark.parametrize("layout", ALL_FOUR, ids=IDS)
@pytest.mark.parametrize("cell", [(0, 0), (1, 0), (0, 1), (1, 1), (4, 7), (7, 4), (-3, -2)])
def test_tiled_neighbour_cells_are_the_hex_neighbours(layout: HexLayout,
                                                      cell: tuple[int, int]) -> None:
    h = layout.offset_to_hex(*cell)
    touching = {layout.offset_to_hex(c, r) for c, r in tiled_neighbour_cells(layout, *cell)}
    assert touching == set(neighbours(h))
    assert all(distance(h, n) == 1 for n in touching)


@FAST
@given(layouts(), hexes)
def test_offset_round_trip(layout: HexLayout, h: Hex) -> None:
    col, row = layout.hex_to_offset(h)
    assert layout.offset_to_hex(col, row) == h
    assert layout.hex_to_offset(layout.offset_to_hex(h.q, h.r)) == (h.q, h.r)


@FAST
@given(settings_four, coords, coords)
def test_adjacent_cells_are_one_step_apart(layout: HexLayout, col: int, row: int) -> None:
    h = layout.offset_to_hex(col, row)
    for c, r in tiled_neighbour_cells(layout, col, row):
        assert distance(h, layout.offset_to_hex(c, r)) == 1


# -- pixels --------------------------------------------------------------------
@pytest.mark.parametrize(("layout", "origins"), [
    (POINTY_ODD, {(0, 0): (0, 0), (1, 0): (56, 0), (0, 1): (28, 48), (0, 2): (0, 96),
                  (2, 3): (140, 144), (-1, -1): (-28, -48)}),
    (POINTY_EVEN, {(0, 0): (28, 0), (1, 0): (84, 0), (0, 1): (0, 48), (1, 2): (84, 96),
                   (2, 3): (112, 144), (-1, -1): (-56, -48)}),
    (FLAT_ODD, {(0, 0): (0, 0), (1, 0): (48, 28), (2, 0): (96, 0), (0, 1): (0, 56),
                (3, 2): (144, 140), (-1, -1): (-48, -28)}),
    (FLAT_EVEN, {(0, 0): (0, 28), (1, 0): (48, 0), (2, 1): (96, 84), (0, 1): (0, 84),
                 (3, 2): (144, 112), (-1, -1): (-48, -56)}),
    # Odd sizes: Tiled rounds the tile down to even sizes and halves with integers.
    (HexLayout(57, 65, 31, "y", "odd"), {(1, 1): (84, 47), (0, 2): (0, 94)}),
    (HexLayout(65, 57, 31, "x", "even"), {(1, 1): (47, 56), (2, 0): (94, 28)}),
], ids=[*IDS, "y-odd-odd-sizes", "x-even-odd-sizes"])
def test_tile_origin_matches_tiled(layout: HexLayout, origins: dict) -> None:
    for cell, pixel in origins.items():
        assert layout.tile_origin(*cell) == pixel


@pytest.mark.parametrize(("layout", "size", "expected"), [
    (POINTY_ODD, (10, 8), (588, 400)),
    (POINTY_EVEN, (10, 8), (588, 400)),
    (POINTY_ODD, (10, 1), (560, 64)),
    (POINTY_ODD, (1, 1), (56, 64)),
    (FLAT_ODD, (10, 8), (496, 476)),
    (FLAT_EVEN, (10, 8), (496, 476)),
    (FLAT_ODD, (1, 8), (64, 448)),
    (HexLayout(56, 64, 31, "y", "odd"), (3, 3), (196, 157)),
    (HexLayout(64, 56, 31, "x", "odd"), (3, 3), (157, 196)),
])
def test_map_pixel_size_matches_tiled(layout: HexLayout, size: tuple[int, int],
                                      expected: tuple[int, int]) -> None:
    assert layout.map_pixel_size(*size) == expected


@pytest.mark.parametrize(("layout", "expected"), [
    (POINTY_ODD, {(28, 0), (56, 16), (56, 48), (28, 64), (0, 48), (0, 16)}),
    (FLAT_ODD, {(16, 0), (48, 0), (64, 28), (48, 56), (16, 56), (0, 28)}),
], ids=["y", "x"])
def test_corners_match_tiled_tile_polygon(layout: HexLayout, expected: set) -> None:
    assert set(layout.corners(Hex(0, 0))) == expected
    assert layout.hex_to_pixel(Hex(0, 0)) == (layout.tile_width / 2, layout.tile_height / 2)


def test_pointy_direction_names_match_the_screen() -> None:
    cx, cy = POINTY_ODD.hex_to_pixel(Hex(3, 3))
    seen = [POINTY_ODD.hex_to_pixel(Hex(3, 3) + d) for d in DIRECTIONS]
    assert seen == [(cx + 56, cy), (cx + 28, cy - 48), (cx - 28, cy - 48), (cx - 56, cy),
                    (cx - 28, cy + 48), (cx + 28, cy + 48)]


@FAST
@given(layouts(), hexes, st.sampled_from(DIRECTIONS))
def test_pixels_are_an_affine_image_of_the_hex_grid(layout: HexLayout, h: Hex, d: Hex) -> None:
    # Moving one step in a direction moves the centre by the same pixels anywhere on the map.
    x0, y0 = layout.hex_to_pixel(Hex(0, 0))
    x1, y1 = layout.hex_to_pixel(d)
    hx, hy = layout.hex_to_pixel(h)
    nx, ny = layout.hex_to_pixel(h + d)
    assert (nx - hx, ny - hy) == (x1 - x0, y1 - y0)


def min_centre_spacing(layout: HexLayout) -> float:
    """The smallest distance between two hex centres in this layout."""
    centre = layout.hex_to_pixel(Hex(0, 0))
    return min(math.dist(centre, layout.hex_to_pixel(h)) for h in spiral(Hex(0, 0), 3)[1:])


@FAST
@given(layouts(), hexes)
def test_pixel_to_hex_round_trips_at_centres(layout: HexLayout, h: Hex) -> None:
    assert layout.pixel_to_hex(*layout.hex_to_pixel(h)) == h


@FAST
@given(layouts(), hexes, st.floats(0, 2 * math.pi), st.floats(0, 0.49))
def test_pixel_to_hex_round_trips_well_inside(layout: HexLayout, h: Hex, angle: float,
                                              fraction: float) -> None:
    # Any point closer to a centre than half the centre spacing is nearest to that centre.
    reach = fraction * min_centre_spacing(layout)
    cx, cy = layout.hex_to_pixel(h)
    assert layout.pixel_to_hex(cx + reach * math.cos(angle), cy + reach * math.sin(angle)) == h


def gap_to_line(p: tuple[float, float], a: tuple[float, float],
                b: tuple[float, float]) -> float:
    """Distance from point ``p`` to the straight line through ``a`` and ``b``."""
    (px, py), (ax, ay), (bx, by) = p, a, b
    return abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / math.dist(a, b)


@FAST
@given(st.sampled_from([POINTY_ODD, FLAT_EVEN]), hexes, st.floats(0, 2 * math.pi),
       st.floats(0, 0.97))
def test_pixel_to_hex_covers_the_drawn_hexagon(layout: HexLayout, h: Hex, angle: float,
                                               fraction: float) -> None:
    # For near-regular tiles the nearest centre is the hexagon the point is drawn in.
    corners = layout.corners(h)
    cx, cy = layout.hex_to_pixel(h)
    edges = zip(corners, corners[1:] + corners[:1], strict=True)
    inradius = min(gap_to_line((cx, cy), a, b) for a, b in edges)
    px, py = cx + fraction * inradius * math.cos(angle), cy + fraction * inradius * math.sin(angle)
    assert layout.pixel_to_hex(px, py) == h


@FAST
@given(layouts(), st.floats(-900, 900), st.floats(-900, 900))
def test_pixel_to_hex_picks_the_nearest_centre(layout: HexLayout, x: float, y: float) -> None:
    assume(min_centre_spacing(layout) > 0)
    found = layout.pixel_to_hex(x, y)
    nearby = spiral(found, 3)
    nearest = min(math.dist((x, y), layout.hex_to_pixel(c)) for c in nearby)
    assert math.dist((x, y), layout.hex_to_pixel(found)) <= nearest + 1e-9


def test_cells_walks_the_map_row_by_row() -> None:
    assert list(POINTY_ODD.cells(2, 2)) == [
        (0, 0, Hex(0, 0)), (1, 0, Hex(1, 0)), (0, 1, Hex(0, 1)), (1, 1, Hex(1, 1))]


def test_layout_rejects_unknown_stagger_settings() -> None:
    with pytest.raises(ValueError, match="axis"):
        HexLayout(stagger_axis="z")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="index"):
        HexLayout(stagger_index="both")  # type: ignore[arg-type]
