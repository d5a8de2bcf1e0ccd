"""The map layer: an arena drawn once into a Surface, shown at each zoom level chunk by chunk
(game/ui/render/zoom_chunks.py)."""

from __future__ import annotations

import math
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
    view_centre,
)
from game.ui.render.tiles import TileImages
from game.ui.render.zoom_chunks import WorkBudget, ZoomedPicture

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
    station markers, scaled per zoom level in chunks; layers marked ``over_units`` apart."""

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
        self.budget = WorkBudget()
        """Scaling work a frame may still do, shared by the map and all its layers."""
        for slab in self.slabs:
            slab.budget = self.budget
        behind = any(slab.band == BACK for slab in self.slabs)
        # A layer moving behind the map shows through its gaps: no floor colour then.
        self._under = ZoomedPicture(self.base, None if behind else background,
                                    self._draw_markers, self.budget)
        self._over: tuple[ZoomedPicture, pygame.Rect] | None = None
        self.levels: tuple[float, ...] = ()
        """The zoom levels the view steps through: the ones next to the level on screen are
        prepared ahead, in what is left of each frame's budget."""
        self._ahead_done = True

    @property
    def settled(self) -> bool:
        """False while the map still has scaling to do (a rough stand-in on screen for part
        of a zoom level, or the next levels in and out being prepared): a caller keeping the
        drawn map should call ``draw_map`` again next frame."""
        over = self._over_picture()
        return self._under.settled and self._ahead_done and (over is None or over[0].settled) \
            and all(slab.picture.settled for slab in self.slabs)

    def slides_rigidly(self, over: bool = False) -> bool:
        """True if everything ``draw_map`` draws (and ``draw_over`` too, with ``over``)
        moves with the camera pixel for pixel (no layer moving at a parallax speed of its
        own), so a picture of it can be shifted while the camera pans
        (game/ui/render/panned.py)."""
        return all(slab.band == OVER and not over for slab in self.slabs)

    def draw_over(self, surface: pygame.Surface, origin: tuple[float, float],
                  zoom: float) -> None:
        """Blit the layers over the units (if any) with the map's top-left at ``origin``."""
        over = self._over_picture()
        if over is not None:
            picture, box = over
            picture.draw(surface, (origin[0] + box.x * zoom, origin[1] + box.y * zoom), zoom)
        self._draw_slabs(surface, origin, zoom, OVER)

    def _over_picture(self) -> tuple[ZoomedPicture, pygame.Rect] | None:
        """The part of the layers over the units that holds any picture, and where it sits on
        the map picture: a frame blits only that (often a few trees)."""
        if self.over is None:
            return None
        if self._over is None:
            box = self.over.get_bounding_rect()
            piece = self.over.subsurface(box) if box.width else self.over
            self._over = ZoomedPicture(piece, budget=self.budget), box
        return self._over

    def draw_map(self, surface: pygame.Surface, origin: tuple[float, float],
                 zoom: float) -> None:
        """Blit the map (everything under the units) with its top-left at ``origin``; layers
        with a parallax factor placed for the view in the middle of ``surface``'s clip.

        Each call starts a frame's scaling budget: parts of a zoom level not ready yet are
        scaled a few at a time, a rough stand-in shown meanwhile (see ``settled``)."""
        self.budget.begin_frame()
        self._under.begin_frame()
        over = self._over_picture()
        for picture in [*([over[0]] if over else []), *(slab.picture for slab in self.slabs)]:
            picture.begin_frame()
        self._draw_slabs(surface, origin, zoom, BACK)
        self._under.draw(surface, origin, zoom)
        self._draw_slabs(surface, origin, zoom, FRONT)
        if self._under.settled:
            self._ahead_done = self._prepare_ahead(surface.get_clip(), origin, zoom)

    def _prepare_ahead(self, view: pygame.Rect, origin: tuple[float, float],
                       zoom: float) -> bool:
        """With what is left of the frame's budget, scale the chunks the same view would show
        one zoom level in and one out; True when nothing is left to prepare."""
        if zoom not in self.levels:
            return True
        index = self.levels.index(zoom)
        nearby = [self.levels[i] for i in (index + 1, index - 1) if 0 <= i < len(self.levels)]
        middle = ((view.centerx - origin[0]) / zoom, (view.centery - origin[1]) / zoom)
        for level in nearby:
            area = pygame.Rect((0, 0), view.size)
            area.center = (round(middle[0] * level), round(middle[1] * level))
            if not self._under.prepare(level, area, keep=(zoom, *nearby)):
                return False
        return True

    def _draw_slabs(self, surface: pygame.Surface, origin: tuple[float, float], zoom: float,
                    band: str) -> None:
        if not self.slabs:
            return
        centre = view_centre(surface, origin, zoom, (self.rect.x, self.rect.y))
        draw_band(surface, self.slabs, band, (origin, zoom, centre), self.parallax_origin)

    def at_zoom(self, zoom: float) -> pygame.Surface:
        """The map image (markers included) at ``zoom`` in one piece, for tools and tests:
        frames draw it chunk by chunk through ``draw_map`` instead."""
        return self._under.whole(zoom)

    def _draw_markers(self, surface: pygame.Surface, zoom: float,
                      top_left: tuple[int, int] = (0, 0)) -> None:
        """Station and spawn markers on the map picture at ``zoom`` placed at ``top_left``."""
        for h in self.arena.stations:
            draw_station(surface, self._at(self.local_centre(h, zoom), top_left), zoom)
        for index, h in enumerate(self.arena.spawns):
            draw_spawn(surface, self._at(self.local_centre(h, zoom), top_left), index, zoom)

    @staticmethod
    def _at(point: tuple[float, float], top_left: tuple[int, int]) -> tuple[float, float]:
        return point[0] + top_left[0], point[1] + top_left[1]

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
