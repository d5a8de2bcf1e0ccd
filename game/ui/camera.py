"""The arena view's camera: discrete zoom levels, panning, world <-> screen pixels."""

from __future__ import annotations

from game.ui.render.hexmap import WorldRect

ZOOM_LEVELS: tuple[float, ...] = (0.5, 0.625, 0.75, 0.875, 1.0, 1.25, 1.5, 1.75, 2.0)
KEEP_VISIBLE = 96  # pixels of map that always stay on screen while panning


class Camera:
    """Maps world pixels (the arena's Tiled pixel space) to screen pixels.

    ``origin`` is the whole-pixel screen position of the map image's top-left
    corner, so the pre-rendered map is blitted at exactly that point and what
    the player sees matches ``screen_to_world``.
    """

    def __init__(self, world: WorldRect, view: tuple[int, int],
                 levels: tuple[float, ...] = ZOOM_LEVELS,
                 insets: tuple[int, int, int, int] = (0, 0, 0, 0)) -> None:
        self.world = world
        self.view = view
        # Screen pixels (left, top, right, bottom) covered by panels: fit and centre avoid them.
        self.insets = insets
        self.levels = levels
        self.level = levels.index(1.0) if 1.0 in levels else 0
        self.origin = (0, 0)
        self.fit()

    @property
    def zoom(self) -> float:
        """The current scale (screen pixels per world pixel)."""
        return self.levels[self.level]

    def world_to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        """Screen position of a world point."""
        return (self.origin[0] + (wx - self.world.x) * self.zoom,
                self.origin[1] + (wy - self.world.y) * self.zoom)

    def screen_to_world(self, sx: float, sy: float) -> tuple[float, float]:
        """World position under a screen point."""
        return ((sx - self.origin[0]) / self.zoom + self.world.x,
                (sy - self.origin[1]) / self.zoom + self.world.y)

    def fit(self) -> None:
        """Pick the largest zoom (up to 1.25) that shows the whole map, and centre it."""
        free = self.free_area()
        candidates = [i for i, z in enumerate(self.levels)
                      if z <= 1.25 and self.world.width * z <= free[2]
                      and self.world.height * z <= free[3]]
        self.level = max(candidates) if candidates else 0
        self.centre()

    def centre(self) -> None:
        """Put the middle of the map in the middle of the view."""
        self.look_at(self.world.x + self.world.width / 2, self.world.y + self.world.height / 2)

    def free_area(self) -> tuple[int, int, int, int]:
        """The (x, y, width, height) of the view not covered by panels.

        Side insets are dropped when the window is too narrow to spare them.
        """
        left, top, right, bottom = self.insets
        if self.view[0] - left - right < self.view[0] // 2:
            left = right = 0
        return left, top, self.view[0] - left - right, max(1, self.view[1] - top - bottom)

    def free_centre(self) -> tuple[float, float]:
        """The middle of the free area, in screen pixels."""
        x, y, width, height = self.free_area()
        return x + width / 2, y + height / 2

    def look_at(self, wx: float, wy: float) -> None:
        """Put world point (wx, wy) at the centre of the free area."""
        self._place((wx, wy), self.free_centre())

    def _place(self, world_point: tuple[float, float], screen_point: tuple[float, float]) -> None:
        """Move the origin so ``world_point`` shows at ``screen_point``."""
        ox = screen_point[0] - (world_point[0] - self.world.x) * self.zoom
        oy = screen_point[1] - (world_point[1] - self.world.y) * self.zoom
        self.origin = (round(ox), round(oy))
        self._clamp()

    def pan(self, dx: float, dy: float) -> None:
        """Slide the map by (dx, dy) screen pixels."""
        self.origin = (round(self.origin[0] + dx), round(self.origin[1] + dy))
        self._clamp()

    def zoom_at(self, screen_point: tuple[float, float], steps: int) -> bool:
        """Zoom ``steps`` levels in (+) or out (-), keeping the point under the cursor fixed."""
        level = max(0, min(len(self.levels) - 1, self.level + steps))
        if level == self.level:
            return False
        anchor = self.screen_to_world(*screen_point)
        self.level = level
        self._place(anchor, screen_point)
        return True

    def resize(self, view: tuple[int, int]) -> None:
        """The window changed size: keep the world point at the free area's centre there."""
        middle = self.screen_to_world(*self.free_centre())
        self.view = view
        self.look_at(*middle)

    def _clamp(self) -> None:
        """Never let the map slide entirely off screen."""
        width = self.world.width * self.zoom
        height = self.world.height * self.zoom
        keep_x = min(KEEP_VISIBLE, width, self.view[0])
        keep_y = min(KEEP_VISIBLE, height, self.view[1])
        ox = min(max(self.origin[0], keep_x - width), self.view[0] - keep_x)
        oy = min(max(self.origin[1], keep_y - height), self.view[1] - keep_y)
        self.origin = (round(ox), round(oy))
