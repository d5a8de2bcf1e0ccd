"""Hex grid maths: axial coordinates, distance, lines, rings and Tiled layouts.

Follows Red Blob Games' hex guide: an immutable axial ``Hex`` (q, r) with the
cube coordinate s = -q - r implied, small free functions over it, and a
``HexLayout`` that converts between hexes, Tiled offset coordinates and pixels
exactly as Tiled's own hexagonal renderer does.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, NamedTuple


class Hex(NamedTuple):
    """A hex in axial coordinates; the third cube coordinate is ``s``."""

    q: int
    r: int

    @property
    def s(self) -> int:
        """The implied cube coordinate (q + r + s == 0)."""
        return -self.q - self.r

    def __add__(self, other: object) -> Hex:
        """Vector sum (tuples would concatenate, hexes add)."""
        if not isinstance(other, Hex):
            return NotImplemented
        return _new(Hex, (self.q + other.q, self.r + other.r))

    def __sub__(self, other: Hex) -> Hex:
        """Vector difference."""
        return _new(Hex, (self.q - other.q, self.r - other.r))

    def __mul__(self, k: object) -> Hex:
        """Scale by an integer."""
        if not isinstance(k, int):
            return NotImplemented
        return _new(Hex, (self.q * k, self.r * k))

    def __str__(self) -> str:
        return f"({self.q},{self.r})"


ORIGIN = Hex(0, 0)

_new = tuple.__new__  # _new(Hex, (q, r)) is Hex(q, r) made twice as quick (no Python __new__)

# Direction 0 points along +q; the rest follow counter-clockwise on a
# pointy-top screen (y grows downward): E, NE, NW, W, SW, SE. On a flat-top
# (stagger axis x) map the same six steps exist but the names do not fit.
DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1),
)
DIRECTION_NAMES: tuple[str, ...] = ("E", "NE", "NW", "W", "SW", "SE")


def direction(index: int) -> Hex:
    """The unit hex for a direction index (taken modulo 6)."""
    return DIRECTIONS[index % 6]


def neighbour(h: Hex, index: int) -> Hex:
    """The hex next to ``h`` in direction ``index``."""
    d = DIRECTIONS[index % 6]
    return _new(Hex, (h.q + d.q, h.r + d.r))


_AROUND: dict[Hex, tuple[Hex, ...]] = {}  # each hex's neighbours once made (to 200,000 hexes)


def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six hexes around ``h``, in direction order."""
    found = _AROUND.get(h)
    if found is None:
        if len(_AROUND) >= 200_000:
            _AROUND.clear()
        q, r = h.q, h.r
        found = _AROUND[h] = tuple([_new(Hex, (q + dq, r + dr)) for dq, dr in DIRECTIONS])
    return found


def length(h: Hex) -> int:
    """Distance of ``h`` from the origin."""
    return (abs(h.q) + abs(h.r) + abs(h.q + h.r)) // 2


def distance(a: Hex, b: Hex) -> int:
    """Number of steps between two hexes."""
    dq = a.q - b.q
    dr = a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def direction_between(a: Hex, b: Hex) -> int | None:
    """The direction index from ``a`` to ``b`` if they lie on a straight hex axis."""
    dq, dr = b.q - a.q, b.r - a.r
    # On an axis one cube coordinate of the difference is zero; its sign picks the way.
    # (Arithmetic, not a scan of the six scaled units: AI scoring asks this per pose.)
    if dr == 0:
        return None if dq == 0 else (0 if dq > 0 else 3)
    if dq == 0:
        return 5 if dr > 0 else 2
    if dq + dr == 0:
        return 1 if dq > 0 else 4
    return None


def nearest_direction(a: Hex, b: Hex) -> int:
    """The direction index whose ray from ``a`` points closest to ``b``.

    Ties are broken toward the lower index, so the answer is stable.
    """
    if a == b:
        raise ValueError("no direction from a hex to itself")
    ax, ay = _unit_pixel(b - a)
    best, best_dot = 0, -math.inf
    for index, unit in enumerate(DIRECTIONS):
        ux, uy = _unit_pixel(unit)
        dot = ax * ux + ay * uy
        if dot > best_dot + 1e-9:
            best, best_dot = index, dot
    return best


def _unit_pixel(h: Hex) -> tuple[float, float]:
    """Pointy-top pixel vector of ``h`` on a unit layout (for angle comparisons)."""
    return (math.sqrt(3) * (h.q + h.r / 2), 1.5 * h.r)


def cube_round(fq: float, fr: float) -> Hex:
    """Round fractional axial coordinates to the hex that contains them."""
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


# Where a line runs exactly along the edge between two hexes, rounding would be
# a coin toss; shifting the whole line a hair (in a direction parallel to no
# hex edge) makes it take the same side every time. ``side`` -1 shifts it back.
_NUDGE = (1e-6, 2e-6)


def line(a: Hex, b: Hex, side: int = 1) -> list[Hex]:
    """The hexes on a straight line from ``a`` to ``b``, both ends included.

    The result has ``distance(a, b) + 1`` hexes, each next to the one before.
    Where the line runs exactly along hex edges, ``side`` (+1 or -1) chooses
    which of the two touching hexes is taken; elsewhere both sides agree.
    """
    q, r = a.q, a.r
    return [_new(Hex, (q + dq, r + dr)) for dq, dr in line_offsets(b.q - q, b.r - r, side)]


def between(a: Hex, b: Hex, side: int = 1) -> list[Hex]:
    """The hexes of ``line(a, b, side)`` strictly between its two ends."""
    q, r = a.q, a.r
    return [_new(Hex, (q + dq, r + dr))
            for dq, dr in line_offsets(b.q - q, b.r - r, side)[1:-1]]


_LINE_SHAPES: dict[tuple[int, int, int], tuple[tuple[int, int], ...]] = {}
"""A line's steps from its start, per (dq, dr, side): the same wherever the line starts."""
_OFFSETS: dict[tuple[int, int], tuple[int, int]] = {}
"""Each offset pair once, shared by the shapes (a big map's lines hold many of the same)."""


def line_offsets(dq: int, dr: int, side: int = 1) -> tuple[tuple[int, int], ...]:
    """The steps from its start, as (q, r) offsets, of ``line`` from a hex to the hex
    ``dq, dr`` away: the same shape wherever the line starts (cached: sight asks a lot)."""
    key = (dq, dr, side)
    found = _LINE_SHAPES.get(key)
    if found is None:
        if side not in (1, -1):
            raise ValueError(f"side must be 1 or -1, not {side!r}")
        found = _LINE_SHAPES[key] = tuple(_OFFSETS.setdefault(o, o) for o in _trace(dq, dr, side))
    return found


def _trace(dq: int, dr: int, side: int) -> list[tuple[int, int]]:
    """The offsets of a line from the origin to (dq, dr), rounded hex by hex."""
    n = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
    if n == 0:
        return [(0, 0)]
    aq, ar = side * _NUDGE[0], side * _NUDGE[1]
    offsets = []
    for i in range(n + 1):
        fq, fr = aq + dq * i / n, ar + dr * i / n
        fs = -fq - fr
        q, r, s = round(fq), round(fr), round(fs)
        eq, er, es = abs(q - fq), abs(r - fr), abs(s - fs)
        if eq > er and eq > es:
            q = -r - s
        elif er > es:
            r = -q - s
        offsets.append((q, r))
    return offsets


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes exactly ``radius`` steps from ``center`` (radius 0 is the centre)."""
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return [center]
    results: list[Hex] = []
    h = center + DIRECTIONS[4] * radius
    for side in range(6):
        for _ in range(radius):
            results.append(h)
            h = neighbour(h, side)
    return results


def spiral(center: Hex, radius: int) -> list[Hex]:
    """All hexes within ``radius`` of ``center``, ring by ring from the centre."""
    return list(_spiral(center, radius))


@lru_cache(maxsize=256)
def _spiral(center: Hex, radius: int) -> tuple[Hex, ...]:
    """``spiral``'s hexes, kept: every sample arena and every range look-up walks the same
    few spirals (hexes are immutable, so the tuple is shared; callers get their own list)."""
    results: list[Hex] = []
    for k in range(radius + 1):
        results.extend(ring(center, k))
    return tuple(results)


def within(center: Hex, radius: int) -> frozenset[Hex]:
    """The set of hexes within ``radius`` steps of ``center``."""
    return frozenset(spiral(center, radius))


def rotate_left(h: Hex, center: Hex = ORIGIN) -> Hex:
    """Rotate ``h`` one sixth of a turn counter-clockwise (as seen on screen) around ``center``.

    Turns direction ``i`` into direction ``i + 1``: E becomes NE.
    """
    d = h - center
    return center + Hex(-d.s, -d.q)


def rotate_right(h: Hex, center: Hex = ORIGIN) -> Hex:
    """Rotate ``h`` one sixth of a turn clockwise (as seen on screen) around ``center``.

    Turns direction ``i`` into direction ``i - 1``: E becomes SE.
    """
    d = h - center
    return center + Hex(-d.r, -d.s)


def rotate(h: Hex, steps: int, center: Hex = ORIGIN) -> Hex:
    """Rotate ``h`` by ``steps`` sixths of a turn (positive = counter-clockwise)."""
    for _ in range(steps % 6):
        h = rotate_left(h, center)
    return h


StaggerAxis = Literal["x", "y"]
StaggerIndex = Literal["odd", "even"]


@lru_cache(maxsize=64)
def _centre_steps(layout: HexLayout) -> tuple[tuple[float, float],
                                               tuple[tuple[float, float], ...]]:
    """The origin hex's centre, and how far each neighbour's centre lies from a hex's.

    A centre is an affine function of the axial coordinates (the stagger's half steps add
    up to a half width per row, whatever the row's parity), in whole or half pixels of an
    even tile size: every sum is exact, so a neighbour's centre found this way is the one
    ``hex_to_pixel`` gives (pointing at the map with the mouse asks this every frame)."""
    ox, oy = layout.hex_to_pixel(ORIGIN)
    steps = tuple((x - ox, y - oy) for x, y in map(layout.hex_to_pixel, neighbours(ORIGIN)))
    return (ox, oy), steps


def _rough_hex(layout: HexLayout, dx: float, dy: float) -> Hex:
    """The hex at (dx, dy) from the origin hex's centre on the layout taken as a stretched
    regular grid (``pixel_to_hex``'s first guess)."""
    if layout.stagger_axis == "y":
        fr = dy / layout.row_height
        fq = dx / layout._w - fr / 2
    else:
        fq = dx / layout.column_width
        fr = dy / layout._h - fq / 2
    return cube_round(fq, fr)


@dataclass(frozen=True, slots=True)
class HexLayout:
    """A Tiled hexagonal map's geometry: offset <-> axial <-> pixel.

    ``stagger_axis`` "y" means pointy-top hexes in staggered rows (our own maps);
    "x" means flat-top hexes in staggered columns. ``stagger_index`` says whether
    odd or even rows (columns) are pushed over by half a tile. Pixel positions
    match Tiled's HexagonalRenderer: ``tile_origin`` is the top-left corner of
    a tile's bounding box.
    """

    tile_width: int = 56
    tile_height: int = 64
    side_length: int = 32
    stagger_axis: StaggerAxis = "y"
    stagger_index: StaggerIndex = "odd"

    def __post_init__(self) -> None:
        if self.stagger_axis not in ("x", "y"):
            raise ValueError(f"stagger axis must be 'x' or 'y', not {self.stagger_axis!r}")
        if self.stagger_index not in ("odd", "even"):
            raise ValueError(f"stagger index must be 'odd' or 'even', not {self.stagger_index!r}")

    # -- Tiled's render parameters -------------------------------------
    @property
    def _w(self) -> int:
        return self.tile_width & ~1

    @property
    def _h(self) -> int:
        return self.tile_height & ~1

    @property
    def side_offset_x(self) -> int:
        """Width of a hex's slanted part left of its top edge (Tiled's sideOffsetX)."""
        side_x = self.side_length if self.stagger_axis == "x" else 0
        return (self._w - side_x) // 2

    @property
    def side_offset_y(self) -> int:
        """Height of a hex's slanted part above its side edge (Tiled's sideOffsetY)."""
        side_y = self.side_length if self.stagger_axis == "y" else 0
        return (self._h - side_y) // 2

    @property
    def column_width(self) -> int:
        """Horizontal distance between staggered neighbours (Tiled's columnWidth)."""
        side_x = self.side_length if self.stagger_axis == "x" else 0
        return self.side_offset_x + side_x

    @property
    def row_height(self) -> int:
        """Vertical distance between staggered neighbours (Tiled's rowHeight)."""
        side_y = self.side_length if self.stagger_axis == "y" else 0
        return self.side_offset_y + side_y

    def _staggered(self, index: int) -> bool:
        return bool((index & 1) ^ (self.stagger_index == "even"))

    # -- offset <-> axial ----------------------------------------------
    def offset_to_hex(self, col: int, row: int) -> Hex:
        """The hex at Tiled cell (col, row)."""
        if self.stagger_axis == "y":
            shift = (row + 1) // 2 if self.stagger_index == "even" else row // 2
            return Hex(col - shift, row)
        shift = (col + 1) // 2 if self.stagger_index == "even" else col // 2
        return Hex(col, row - shift)

    def hex_to_offset(self, h: Hex) -> tuple[int, int]:
        """The Tiled cell (col, row) of a hex."""
        if self.stagger_axis == "y":
            shift = (h.r + 1) // 2 if self.stagger_index == "even" else h.r // 2
            return h.q + shift, h.r
        shift = (h.q + 1) // 2 if self.stagger_index == "even" else h.q // 2
        return h.q, h.r + shift

    # -- pixels --------------------------------------------------------
    def tile_origin(self, col: int, row: int) -> tuple[int, int]:
        """Top-left pixel of cell (col, row)'s bounding box, as Tiled draws it."""
        if self.stagger_axis == "x":
            y = row * self._h + (self.row_height if self._staggered(col) else 0)
            return col * self.column_width, y
        x = col * self._w + (self.column_width if self._staggered(row) else 0)
        return x, row * self.row_height

    def hex_to_pixel(self, h: Hex) -> tuple[float, float]:
        """Centre pixel of a hex."""
        x, y = self.tile_origin(*self.hex_to_offset(h))
        return x + self._w / 2, y + self._h / 2

    def pixel_to_hex(self, x: float, y: float) -> Hex:
        """The hex whose centre is nearest to pixel (x, y), as Tiled picks it.

        A first guess treats the layout as a stretched regular grid; the
        nearest centre is then either that hex or one of its neighbours.
        Exact ties go to the guess, then to the lower direction index.
        """
        origin, steps = _centre_steps(self)
        best = guess = _rough_hex(self, x - origin[0], y - origin[1])
        bx, by = self.hex_to_pixel(guess)
        best_d = (bx - x) ** 2 + (by - y) ** 2
        for candidate, (sx, sy) in zip(neighbours(guess), steps, strict=True):
            cx, cy = bx + sx, by + sy
            d = (cx - x) ** 2 + (cy - y) ** 2
            if d < best_d - 1e-9:
                best, best_d = candidate, d
        return best

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corner pixels of a hex, clockwise on screen from the top (or top-left)."""
        x0, y0 = self.tile_origin(*self.hex_to_offset(h))
        w, hh = self._w, self._h
        pts: list[tuple[float, float]]
        if self.stagger_axis == "y":
            off = self.side_offset_y
            pts = [(w / 2, 0), (w, off), (w, hh - off), (w / 2, hh), (0, hh - off), (0, off)]
        else:
            off = self.side_offset_x
            pts = [(off, 0), (w - off, 0), (w, hh / 2), (w - off, hh), (off, hh), (0, hh / 2)]
        return [(x0 + px, y0 + py) for px, py in pts]

    def map_pixel_size(self, cols: int, rows: int) -> tuple[int, int]:
        """Pixel size of a cols x rows map, as Tiled computes it."""
        if self.stagger_axis == "y":
            width = cols * self._w + (self.column_width if rows > 1 else 0)
            return width, rows * self.row_height + self.side_offset_y
        height = rows * self._h + (self.row_height if cols > 1 else 0)
        return cols * self.column_width + self.side_offset_x, height

    def cells(self, cols: int, rows: int) -> Iterator[tuple[int, int, Hex]]:
        """Every (col, row, hex) of a cols x rows map, row by row."""
        for row in range(rows):
            for col in range(cols):
                yield col, row, self.offset_to_hex(col, row)
