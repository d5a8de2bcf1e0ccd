"""The map layer: an arena drawn once into a Surface, then once more per zoom level."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Collection
from dataclasses import dataclass

import pygame

from game.core.arena import Arena, Cell
from game.core.hexes import Hex
from game.map_limits import MAX_DRAWN_SIDE
from game.ui import theme
from game.ui.render.markers import draw_spawn, draw_station
from game.ui.render.tiles import TileImages

MAX_CACHED_ZOOMS = 3
MUTED_SHADE, MUTED_LIFT = (150, 150, 150), (46, 48, 52)
"""Muted terrain (no effect in the game on screen) is drawn grey with its contrast squeezed
toward the floor's grey: multiplied by the shade, then lifted."""


@dataclass(frozen=True)
class WorldRect:
    """The part of world (Tiled pixel) space a map image covers."""

    x: float
    y: float
    width: int
    height: int


def _tile_top_left(arena: Arena, h: Hex) -> tuple[int, int]:
    return arena.layout.tile_origin(*arena.layout.hex_to_offset(h))


def world_rect(arena: Arena, tiles: TileImages) -> WorldRect:
    """The bounding box of every tile of ``arena`` in world pixels."""
    layout = arena.layout
    xs: list[int] = []
    ys: list[int] = []
    for h, cell in arena.cells.items():
        x, y = _tile_top_left(arena, h)
        image = tiles.for_hex(cell, layout)
        extra = max(0, image.get_height() - layout.tile_height) if image else 0
        xs += [x, x + max(layout.tile_width, image.get_width() if image else 0)]
        ys += [y - extra, y + layout.tile_height]
    if not xs:
        return WorldRect(0, 0, layout.tile_width, layout.tile_height)
    # Loaded maps stay far inside this (game/map_limits.py); it only keeps a hand-built arena
    # from asking for a surface big enough to bring the window down.
    return WorldRect(min(xs), min(ys), min(MAX_DRAWN_SIDE, max(xs) - min(xs)),
                     min(MAX_DRAWN_SIDE, max(ys) - min(ys)))


def muted(image: pygame.Surface) -> pygame.Surface:
    """A tile drawn muted: grey, low in contrast, its transparency kept."""
    grey = pygame.transform.grayscale(image)
    grey.fill(MUTED_SHADE, special_flags=pygame.BLEND_RGB_MULT)
    grey.fill(MUTED_LIFT, special_flags=pygame.BLEND_RGB_ADD)
    return grey


def muted_colour(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A fallback fill drawn muted (its grey, darker)."""
    grey = round(0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2])
    return tuple(min(255, grey * MUTED_SHADE[0] // 255 + lift)  # type: ignore[return-value]
                 for lift in MUTED_LIFT)


def _draw_fallback(surface: pygame.Surface, arena: Arena, h: Hex, cell: Cell,
                   shift: tuple[float, float], dim: bool = False) -> None:
    """A flat hex in the terrain's colour, for a missing tile image."""
    colour = theme.TERRAIN_COLOURS.get(cell.terrain, theme.UNKNOWN_TERRAIN)
    colour = muted_colour(colour) if dim else colour
    points = [(x - shift[0], y - shift[1]) for x, y in arena.layout.corners(h)]
    pygame.draw.polygon(surface, colour, points)
    edge = tuple(max(0, c - 30) for c in colour)
    pygame.draw.polygon(surface, edge, points, 1)


def render_base(arena: Arena, tiles: TileImages, dim: Collection[str] = ()
                ) -> tuple[pygame.Surface, WorldRect]:
    """Every cell's tile at zoom 1 on a transparent surface, and where it sits in the world;
    cells whose terrain is in ``dim`` (no effect in the game on screen) drawn muted."""
    rect = world_rect(arena, tiles)
    surface = pygame.Surface((rect.width, rect.height), pygame.SRCALPHA)
    layout = arena.layout
    greyed: dict[int, pygame.Surface] = {}
    # Row by row, top to bottom, so taller tiles overlap the row behind them as in Tiled.
    for h in sorted(arena.cells, key=lambda h: _tile_top_left(arena, h)[::-1]):
        cell = arena.cells[h]
        image = tiles.for_hex(cell, layout)
        if image is None:
            _draw_fallback(surface, arena, h, cell, (rect.x, rect.y), cell.terrain in dim)
            continue
        if cell.terrain in dim:
            image = greyed.get(id(image)) or greyed.setdefault(id(image), muted(image))
        x, y = _tile_top_left(arena, h)
        y += layout.tile_height - image.get_height()
        surface.blit(image, (x - rect.x, y - rect.y))
    return surface, rect


class MapLayer:
    """An arena's terrain with spawn and station markers, pre-rendered per zoom level."""

    def __init__(self, arena: Arena, tiles: TileImages,
                 background: tuple[int, int, int] = theme.BACKGROUND,
                 muted: Collection[str] = ()) -> None:
        self.arena = arena
        self.background = background
        self.muted = frozenset(muted)
        """The terrain kinds drawn muted (no effect in the game on screen)."""
        self.base, self.rect = render_base(arena, tiles, self.muted)
        self._zoomed: OrderedDict[float, pygame.Surface] = OrderedDict()

    def at_zoom(self, zoom: float) -> pygame.Surface:
        """The opaque map image at ``zoom`` (rendered on first use, a few kept)."""
        if zoom in self._zoomed:
            self._zoomed.move_to_end(zoom)
            return self._zoomed[zoom]
        surface = self._render(zoom)
        self._zoomed[zoom] = surface
        while len(self._zoomed) > MAX_CACHED_ZOOMS:
            self._zoomed.popitem(last=False)
        return surface

    def _render(self, zoom: float) -> pygame.Surface:
        size = (max(1, round(self.rect.width * zoom)), max(1, round(self.rect.height * zoom)))
        scaled = self.base if zoom == 1 else pygame.transform.smoothscale(self.base, size)
        surface = pygame.Surface(size)
        surface.fill(self.background)
        surface.blit(scaled, (0, 0))
        self._draw_markers(surface, zoom)
        return surface.convert() if pygame.display.get_surface() else surface

    def _draw_markers(self, surface: pygame.Surface, zoom: float) -> None:
        for h in self.arena.stations:
            draw_station(surface, self.local_centre(h, zoom), zoom)
        for index, h in enumerate(self.arena.spawns):
            draw_spawn(surface, self.local_centre(h, zoom), index, zoom)

    def local_centre(self, h: Hex, zoom: float) -> tuple[float, float]:
        """Where the centre of ``h`` falls on the map image at ``zoom``."""
        x, y = self.arena.layout.hex_to_pixel(h)
        return (x - self.rect.x) * zoom, (y - self.rect.y) * zoom

    def thumbnail(self, max_size: tuple[int, int]) -> pygame.Surface:
        """The terrain scaled to fit ``max_size`` (aspect kept, transparent margins)."""
        scale = min(max_size[0] / self.rect.width, max_size[1] / self.rect.height)
        size = (max(1, round(self.rect.width * scale)), max(1, round(self.rect.height * scale)))
        small = pygame.transform.smoothscale(self.base, size)
        for index, h in enumerate(self.arena.spawns):
            x, y = self.local_centre(h, scale)
            pygame.draw.circle(small, theme.team_colour(index), (x, y), max(2, 10 * scale))
        return small
