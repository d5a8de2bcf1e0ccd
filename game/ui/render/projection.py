"""Hexes to screen pixels for one drawn frame (camera, zoom and the interpolation shift)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.core.hexes import Hex, HexLayout
from game.ui.camera import Camera

Point = tuple[float, float]


@dataclass(frozen=True)
class Projection:
    """Where things land on screen this frame; ``shift`` is the camera's interpolation offset."""

    layout: HexLayout
    camera: Camera
    shift: tuple[int, int] = (0, 0)

    @property
    def zoom(self) -> float:
        """Screen pixels per world pixel."""
        return self.camera.zoom

    def point(self, wx: float, wy: float) -> Point:
        """A world pixel on screen."""
        x, y = self.camera.world_to_screen(wx, wy)
        return x + self.shift[0], y + self.shift[1]

    def centre(self, h: Hex) -> Point:
        """The centre of ``h`` on screen."""
        return self.point(*_world_centre(self.layout, h))

    def corners(self, h: Hex) -> list[Point]:
        """The six corners of ``h`` on screen."""
        return [self.point(x, y) for x, y in self.layout.corners(h)]

    def between(self, a: Hex, b: Hex, t: float) -> Point:
        """The point ``t`` (0..1) of the way from ``a``'s centre to ``b``'s."""
        (ax, ay), (bx, by) = self.centre(a), self.centre(b)
        return ax + (bx - ax) * t, ay + (by - ay) * t

    def along(self, path: tuple[Hex, ...] | list[Hex], t: float) -> Point:
        """The point ``t`` (0..1) of the way along a path of hexes."""
        if len(path) < 2:
            return self.centre(path[0])
        scaled = min(max(t, 0.0), 1.0) * (len(path) - 1)
        index = min(int(math.floor(scaled)), len(path) - 2)
        return self.between(path[index], path[index + 1], scaled - index)

    @property
    def hex_radius(self) -> float:
        """The distance from a hex's centre to its corners, on screen."""
        return self.layout.tile_height / 2 * self.zoom


_CENTRES: dict[int, tuple[HexLayout, dict[Hex, tuple[float, float]]]] = {}


def _world_centre(layout: HexLayout, h: Hex) -> tuple[float, float]:
    """A hex's centre in world pixels (asked many times a frame, so remembered per layout;
    looked up by identity because hashing the layout costs more than the maths)."""
    entry = _CENTRES.get(id(layout))
    if entry is None or entry[0] is not layout:
        entry = _CENTRES[id(layout)] = (layout, {})
    found = entry[1].get(h)
    if found is None:
        found = entry[1][h] = layout.hex_to_pixel(h)
    return found
