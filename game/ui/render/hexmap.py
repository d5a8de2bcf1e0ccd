"""The map layer: an arena drawn once into a Surface, then once more per zoom level."""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Collection
from dataclasses import dataclass

import pygame

from game.core.arena import Arena, Cell
from game.core.hexes import Hex
from game.maps.map_limits import MAX_DRAWN_SIDE
from game.maps.map_look import TERRAIN_LAYER, LookLayer, MapLook, safe_look
from game.maps.tile_refs import to_text
from game.ui import theme
from game.ui.render.map_art import (
    LayerPainter,
    bounds,
    composite,
    look_scale,
    needs_own_surface,
    repeated,
)
from game.ui.render.markers import draw_spawn, draw_station
from game.ui.render.parallax import (
    BACK,
    FRONT,
    OVER,
    Slab,
    cropped,
    draw_band,
    fast_alpha,
    view_centre,
)
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
    # Loaded maps stay far inside this (game/maps/map_limits.py); it only keeps a hand-built arena
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
    _draw_terrain(surface, arena, tiles, dim, rect)
    return surface, rect


def _draw_terrain(surface: pygame.Surface, arena: Arena, tiles: TileImages,
                  dim: Collection[str], rect: WorldRect, skip: Collection[Hex] = ()) -> None:
    layout = arena.layout
    greyed: dict[int, pygame.Surface] = {}
    # Row by row, top to bottom, so taller tiles overlap the row behind them as in Tiled.
    for h in sorted(set(arena.cells) - set(skip), key=lambda h: _tile_top_left(arena, h)[::-1]):
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


@dataclass
class LookPictures:
    """A map's look drawn at zoom 1: the picture under the units, the one over them (None if
    no layer is marked ``over_units``), the layers that move with parallax, and where the
    pictures sit in the world."""

    under: pygame.Surface
    over: pygame.Surface | None
    slabs: list[Slab]
    rect: WorldRect


def render_look(arena: Arena, tiles: TileImages, look: MapLook, dim: Collection[str] = ()
                ) -> LookPictures:
    """Every visible tile layer of the map in Tiled's order: the arena's cells where its
    terrain layer is, decoration layers around them; layers with a parallax factor apart."""
    painter = LayerPainter(tiles, arena.layout, look_scale(look, arena.layout))
    placed = [(layer, painter.placed(layer)) for layer in look.layers if not layer.is_terrain]
    rect = _grown(world_rect(arena, tiles), bounds(
        p for layer, group in placed if not any(layer.repeat) for p in group))
    area = (rect.x, rect.y, rect.x + rect.width, rect.y + rect.height)
    placed = [(layer, repeated(group, layer.repeat, area)) for layer, group in placed]
    under = pygame.Surface((rect.width, rect.height), pygame.SRCALPHA)
    over = None
    decorations = dict((id(layer), group) for layer, group in placed)
    layers = look.layers if any(layer.is_terrain for layer in look.layers) else (
        LookLayer(TERRAIN_LAYER, (), is_terrain=True), *look.layers)
    slabs: list[Slab] = []
    terrain_seen = False
    for layer in layers:
        terrain_seen = terrain_seen or layer.is_terrain
        moves = layer.parallax != (1.0, 1.0) and not layer.is_terrain
        if layer.over_units and over is None and not moves:
            over = pygame.Surface((rect.width, rect.height), pygame.SRCALPHA)
        target = over if layer.over_units and over is not None else under
        if layer.is_terrain and look.terrain_hidden:
            continue
        if moves:
            target = pygame.Surface(under.get_size(), pygame.SRCALPHA)
            band = OVER if layer.over_units else FRONT if terrain_seen else BACK
            slabs.append(Slab(target, layer.parallax, band))
        drawn = pygame.Surface(target.get_size(), pygame.SRCALPHA) \
            if needs_own_surface(layer) else target
        if layer.is_terrain:
            _draw_terrain_layer(drawn, arena, tiles, dim, rect, (layer, painter))
        for item in decorations.get(id(layer), ()):
            drawn.blit(item.image, (round(item.x - rect.x), round(item.y - rect.y)))
        if drawn is not target:
            composite(target, drawn, layer.opacity, layer.tint)
    return LookPictures(under, over, [cropped(slab) for slab in slabs], rect)


def _draw_terrain_layer(surface: pygame.Surface, arena: Arena, tiles: TileImages,
                        dim: Collection[str], rect: WorldRect,
                        look: tuple[LookLayer, LayerPainter]) -> None:
    """The terrain layer: the author's own tiles placed as Tiled places them (their size,
    flips, turns and tileset offset), our tiles (or a flat fill) on the other cells."""
    layer, painter = look
    pictures = {(tile.col, tile.row): to_text(tile.picture) for tile in layer.tiles}
    own = [(arena.layout.offset_to_hex(*item.cell), item) for item in painter.placed(layer)
           if item.cell is not None and not tiles.is_ours(pictures[item.cell])]
    own = [(h, item) for h, item in own if h in arena.cells]
    _draw_terrain(surface, arena, tiles, dim, rect, skip={h for h, _ in own})
    greyed: dict[int, pygame.Surface] = {}
    for h, item in own:
        image = item.image
        if arena.cells[h].terrain in dim:
            image = greyed.get(id(image)) or greyed.setdefault(id(image), muted(image))
        surface.blit(image, (round(item.x - rect.x), round(item.y - rect.y)))


def _grown(rect: WorldRect, box: tuple[float, float, float, float] | None) -> WorldRect:
    """``rect`` grown to hold ``box`` too (within the drawing limit)."""
    if box is None:
        return rect
    left, top = min(rect.x, math.floor(box[0])), min(rect.y, math.floor(box[1]))
    right = max(rect.x + rect.width, math.ceil(box[2]))
    bottom = max(rect.y + rect.height, math.ceil(box[3]))
    return WorldRect(left, top, min(MAX_DRAWN_SIDE, int(right - left)),
                     min(MAX_DRAWN_SIDE, int(bottom - top)))


def _plain(look: MapLook | None, tiles: TileImages) -> bool:
    """True if the map shows nothing but its terrain layer, unchanged, in our own tiles."""
    return look is None or not look.terrain_hidden and all(
        tiles.is_ours(to_text(tile.picture)) for layer in look.layers if layer.is_terrain
        for tile in layer.tiles) and all(
        layer.is_terrain and layer.opacity == 1 and layer.tint is None
        or not layer.tiles and not layer.image and not layer.objects for layer in look.layers)


class MapLayer:
    """An arena's look (its map's visible tile layers, or just its terrain) with spawn and
    station markers, pre-rendered per zoom level; layers marked ``over_units`` apart."""

    def __init__(self, arena: Arena, tiles: TileImages,
                 background: tuple[int, int, int] = theme.BACKGROUND,
                 muted: Collection[str] = (), look: MapLook | None = None) -> None:
        self.arena = arena
        self.background = background
        self.muted = frozenset(muted)
        """The terrain kinds drawn muted (no effect in the game on screen)."""
        if look is None and arena.source:
            look = safe_look(arena.source)
        self.over: pygame.Surface | None = None
        """The layers drawn over the units at zoom 1 (None: the map has none)."""
        self.slabs: list[Slab] = []
        """Layers with a parallax factor, moved with the camera (game/ui/render/parallax.py)."""
        self.parallax_origin = (0.0, 0.0)
        if _plain(look, tiles):
            self.base, self.rect = render_base(arena, tiles, self.muted)
        else:
            assert look is not None
            pictures = render_look(arena, tiles, look, self.muted)
            self.base, self.over, self.rect = pictures.under, pictures.over, pictures.rect
            self.slabs = pictures.slabs
            scale = look_scale(look, arena.layout)
            self.parallax_origin = (look.parallax_origin[0] * scale,
                                    look.parallax_origin[1] * scale)
        self._zoomed: OrderedDict[float, pygame.Surface] = OrderedDict()
        self._over_zoomed: dict[float, pygame.Surface] = {}
        self._over_box: pygame.Rect | None = None

    def draw_over(self, surface: pygame.Surface, origin: tuple[float, float],
                  zoom: float) -> None:
        """Blit the layers over the units (if any) with the map's top-left at ``origin``."""
        piece = self._over_piece(zoom)
        if piece is not None:
            image, (dx, dy) = piece
            surface.blit(image, (round(origin[0] + dx), round(origin[1] + dy)))
        self._draw_slabs(surface, origin, zoom, OVER)

    def _over_piece(self, zoom: float
                    ) -> tuple[pygame.Surface, tuple[float, float]] | None:
        """The part of the layers over the units that holds any picture, at ``zoom``, and
        where it sits on the map picture: a frame blits only that (often a few trees)."""
        if self.over is None:
            return None
        if self._over_box is None:
            self._over_box = self.over.get_bounding_rect()
        box = self._over_box
        if zoom not in self._over_zoomed:
            if len(self._over_zoomed) >= MAX_CACHED_ZOOMS:
                self._over_zoomed.clear()
            piece = self.over.subsurface(box)
            size = (max(1, round(box.width * zoom)), max(1, round(box.height * zoom)))
            scaled = piece.copy() if zoom == 1 else pygame.transform.smoothscale(piece, size)
            self._over_zoomed[zoom] = fast_alpha(scaled)
        return self._over_zoomed[zoom], (box.x * zoom, box.y * zoom)

    def draw_map(self, surface: pygame.Surface, origin: tuple[float, float],
                 zoom: float) -> None:
        """Blit the map (everything under the units) with its top-left at ``origin``; layers
        with a parallax factor placed for the view in the middle of ``surface``'s clip."""
        self._draw_slabs(surface, origin, zoom, BACK)
        surface.blit(self.at_zoom(zoom), (round(origin[0]), round(origin[1])))
        self._draw_slabs(surface, origin, zoom, FRONT)

    def _draw_slabs(self, surface: pygame.Surface, origin: tuple[float, float], zoom: float,
                    band: str) -> None:
        if not self.slabs:
            return
        centre = view_centre(surface, origin, zoom, (self.rect.x, self.rect.y))
        draw_band(surface, self.slabs, band, (origin, zoom, centre), self.parallax_origin)

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
        behind = any(slab.band == BACK for slab in self.slabs)
        surface = pygame.Surface(size, pygame.SRCALPHA if behind else 0)
        if not behind:  # a layer moving behind the map shows through its gaps
            surface.fill(self.background)
        surface.blit(scaled, (0, 0))
        self._draw_markers(surface, zoom)
        if not pygame.display.get_surface():
            return surface
        return surface.convert_alpha() if behind else surface.convert()

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
        if self.over is not None:
            small.blit(pygame.transform.smoothscale(self.over, size), (0, 0))
        for index, h in enumerate(self.arena.spawns):
            x, y = self.local_centre(h, scale)
            pygame.draw.circle(small, theme.team_colour(index), (x, y), max(2, 10 * scale))
        return small
