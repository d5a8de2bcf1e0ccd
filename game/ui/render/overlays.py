"""Marks drawn over the map: tinted hexes, area outlines, hit/miss tags, paths and shells.

Translucent hex fills are pre-made "stamps" (one small surface per zoom and colour) blitted at
each hex, so even a map full of highlighted hexes costs one cheap blit per hex.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.core.hexes import Hex
from game.ui import theme
from game.ui.render.markers import draw_outline
from game.ui.render.projection import Point, Projection
from game.ui.text import shadowed, text

REACH_COLOUR = (90, 200, 255)
AREA_COLOUR = (255, 120, 40)
TARGET_COLOUR = (255, 60, 60)
PATH_COLOUR = (255, 226, 120)
SHELL_COLOUR = (255, 90, 200)
HIT_COLOUR = (235, 60, 50)
MISS_COLOUR = (150, 156, 170)


class HexStamps:
    """Cached translucent hexagons, one surface per (zoom, colour, alpha)."""

    def __init__(self) -> None:
        self._cache: dict[tuple[float, tuple[int, int, int], int], pygame.Surface] = {}
        self._offsets: dict[float, tuple[float, float]] = {}

    def _offset(self, proj: Projection, h: Hex) -> tuple[float, float]:
        """From a hex's centre to its bounding box's top-left (the same for every hex)."""
        found = self._offsets.get(proj.zoom)
        if found is None:
            corners = proj.corners(h)
            cx, cy = proj.centre(h)
            found = self._offsets[proj.zoom] = (min(x for x, _ in corners) - cx,
                                                min(y for _, y in corners) - cy)
        return found

    def stamp(self, proj: Projection, h: Hex, colour: tuple[int, int, int],
              alpha: int) -> tuple[pygame.Surface, Point]:
        """The fill for ``h`` and where to blit it."""
        cx, cy = proj.centre(h)
        dx, dy = self._offset(proj, h)
        left, top = cx + dx, cy + dy
        key = (proj.zoom, colour, alpha)
        surface = self._cache.get(key)
        if surface is None:
            corners = proj.corners(h)
            width = max(x for x, _ in corners) - left + 2
            height = max(y for _, y in corners) - top + 2
            surface = pygame.Surface((int(width), int(height)), pygame.SRCALPHA)
            local = [(x - left, y - top) for x, y in corners]
            pygame.draw.polygon(surface, (*colour, alpha), local)
            pygame.draw.polygon(surface, (*colour, min(255, alpha + 90)), local, 2)
            if pygame.display.get_surface():
                surface = surface.convert_alpha()
            self._cache[key] = surface
        return surface, (round(left), round(top))

    def fill(self, surface: pygame.Surface, proj: Projection, hexes: Iterable[Hex],
             colour: tuple[int, int, int], alpha: int = 80) -> None:
        """Tint every hex in ``hexes``."""
        for h in hexes:
            image, at = self.stamp(proj, h, colour, alpha)
            surface.blit(image, at)


def outline(surface: pygame.Surface, proj: Projection, hexes: Iterable[Hex],
            colour: tuple[int, int, int], width: int = 2) -> None:
    """A dark-haloed outline around each hex."""
    for h in hexes:
        draw_outline(surface, proj.corners(h), colour, width)


def outcome_tag(surface: pygame.Surface, centre: Point, label: str, hit: bool,
                zoom: float) -> None:
    """A rounded tag above a bot: "-3" in red for a hit, "miss" in grey."""
    colour = HIT_COLOUR if hit else MISS_COLOUR
    words = text(label, max(18, round(26 * zoom)), (255, 255, 255), True)
    box = words.get_rect(center=(round(centre[0]), round(centre[1] - 40 * zoom)))
    box.inflate_ip(12, 4)
    pygame.draw.rect(surface, (0, 0, 0), box.inflate(4, 4), border_radius=8)
    pygame.draw.rect(surface, colour, box, border_radius=7)
    surface.blit(words, words.get_rect(center=box.center))


def path_line(surface: pygame.Surface, proj: Projection, path: list[Hex] | tuple[Hex, ...],
              colour: tuple[int, int, int] = PATH_COLOUR) -> None:
    """Dots joined by a line from hex to hex, with the last hex ringed."""
    if len(path) < 2:
        return
    points = [proj.centre(h) for h in path]
    pygame.draw.lines(surface, (0, 0, 0), False, points, 6)
    pygame.draw.lines(surface, colour, False, points, 3)
    for point in points[1:]:
        pygame.draw.circle(surface, colour, point, max(3, 5 * proj.zoom))
    pygame.draw.circle(surface, colour, points[-1], 14 * proj.zoom, 3)


def shell_marker(surface: pygame.Surface, proj: Projection, at: Hex, ring: Iterable[Hex],
                 stamps: HexStamps, owner_colour: tuple[int, int, int]) -> None:
    """An incoming Up Down shell: its blast hexes tinted, a crosshair on ground zero."""
    stamps.fill(surface, proj, ring, SHELL_COLOUR, 45)
    x, y = proj.centre(at)
    r = 16 * proj.zoom
    pygame.draw.circle(surface, (0, 0, 0), (x, y), r + 2, 4)
    pygame.draw.circle(surface, owner_colour, (x, y), r, 2)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(surface, owner_colour, (x + dx * r * 0.4, y + dy * r * 0.4),
                         (x + dx * r * 1.4, y + dy * r * 1.4), 2)


def hex_label(surface: pygame.Surface, proj: Projection, h: Hex, label: str,
              colour: tuple[int, int, int] = theme.TEXT) -> None:
    """A small shadowed label in the middle of a hex."""
    words = shadowed(label, max(14, round(20 * proj.zoom)), colour, True)
    x, y = proj.centre(h)
    surface.blit(words, words.get_rect(center=(round(x), round(y))))
