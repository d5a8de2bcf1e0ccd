"""A map's decoration tile layers (game/maps/map_look.py) turned into pictures and placed, as Tiled
draws them: each tile flipped, then turned by its 60-degree steps, scaled to the
drawn hex size, anchored by its bottom-left corner at the bottom-left of its cell, moved by its
tileset's and its layer's offsets; each layer tinted and faded as a whole."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.core.hexes import HexLayout
from game.maps.map_look import Colour, LookLayer, MapLook, PlacedObject, PlacedTile
from game.maps.tile_refs import to_text
from game.ui.render.tiles import TileImages

MAX_SCALED_SIDE = 4096
"""A decoration picture is never scaled bigger than this, whatever the map says."""
MIN_REPEAT_SIDE = 64
NEAREST_FROM = 2.0
"""From this scale up, pictures are scaled pixel for pixel (Tiled's rule for smoothing)."""


@dataclass(frozen=True)
class Placed:
    """One tile picture at its top-left corner in drawn world pixels."""

    image: pygame.Surface
    x: float
    y: float
    cell: tuple[int, int] | None = None
    """The (col, row) of a tile layer's cell it stands on; None for other pictures."""


def look_scale(look: MapLook, layout: HexLayout) -> float:
    """Drawn pixels per author pixel (the arena is drawn at our tile size)."""
    return max(layout.tile_width, layout.tile_height) / max(1, *look.tile_size)


def flipped(image: pygame.Surface, tile: PlacedTile) -> pygame.Surface:
    """``image`` as Tiled shows it on a hexagonal map: flipped, then turned clockwise by
    60 degrees per turn about its centre (the result grows to hold the turned picture)."""
    flip_x, flip_y = tile.flip_h, tile.flip_v
    if tile.turns % 6 == 3:  # half a turn is both flips, exactly
        flip_x, flip_y = not flip_x, not flip_y
    if flip_x or flip_y:
        image = pygame.transform.flip(image, flip_x, flip_y)
    if tile.turns % 3:
        if image.get_bitsize() < 32:
            image = _deep_copy(image)
        image = pygame.transform.rotozoom(image, -60 * (tile.turns % 3), 1)
    return image


class LayerPainter:
    """Places the tiles of decoration layers, caching each flipped and scaled picture."""

    def __init__(self, tiles: TileImages, layout: HexLayout, scale: float) -> None:
        self.tiles = tiles
        self.layout = layout
        self.scale = scale
        self._pictures: dict[tuple[str, bool, bool, int],
                             tuple[pygame.Surface, tuple[int, int]] | None] = {}

    def placed(self, layer: LookLayer) -> list[Placed]:
        """Every tile of ``layer`` with a picture, in Tiled's drawing order (an image layer:
        its picture once, at its offset; a repeated one is spread by :func:`repeated`)."""
        if layer.image is not None:
            picture = self.tiles.image(Path(layer.image))
            if picture is None:
                return []
            return [Placed(self._scaled(picture), layer.offset[0] * self.scale,
                           layer.offset[1] * self.scale)]
        if layer.objects:
            return [placed for obj in layer.objects
                    for placed in [self._object(obj, layer.offset)] if placed]
        out = []
        for tile in sorted(layer.tiles, key=self._order):
            found = self._picture(tile)
            if found is None:
                continue
            image, (width, height) = found
            x, y = self.layout.tile_origin(tile.col, tile.row)
            x += (tile.tile_offset[0] + layer.offset[0]) * self.scale
            y += (self.layout.tile_height - height
                  + (tile.tile_offset[1] + layer.offset[1]) * self.scale)
            # a turned picture is bigger than the tile; it keeps the tile's centre
            x += (width - image.get_width()) / 2
            y += (height - image.get_height()) / 2
            out.append(Placed(image, x, y, (tile.col, tile.row)))
        return out

    def _object(self, obj: PlacedObject, offset: tuple[float, float]) -> Placed | None:
        """A tile object stretched to its size, turned about its bottom-left corner."""
        image = self.tiles.author_tile(to_text(obj.picture))
        if image is None:
            return None
        size = (max(1, min(MAX_SCALED_SIDE, round(obj.width * self.scale))),
                max(1, min(MAX_SCALED_SIDE, round(obj.height * self.scale))))
        image = resized(image, size, min(size[0] / max(1, image.get_width()),
                                         size[1] / max(1, image.get_height())))
        if obj.flip_h or obj.flip_v:
            image = pygame.transform.flip(image, obj.flip_h, obj.flip_v)
        left = (obj.x + offset[0]) * self.scale
        bottom = (obj.y + offset[1]) * self.scale
        centre = pygame.Vector2(size[0] / 2, -size[1] / 2).rotate(obj.rotation)
        if obj.rotation % 360:
            image = pygame.transform.rotozoom(image, -obj.rotation, 1)
        return Placed(image, left + centre.x - image.get_width() / 2,
                      bottom + centre.y - image.get_height() / 2)

    def _order(self, tile: PlacedTile) -> tuple[int, int]:
        """Row by row, top to bottom, so a tall tile overlaps the row behind it."""
        x, y = self.layout.tile_origin(tile.col, tile.row)
        return y, x

    def _picture(self, tile: PlacedTile
                 ) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """The tile's picture as drawn, and the size of the tile before it was turned."""
        key = (to_text(tile.picture), tile.flip_h, tile.flip_v, tile.turns % 6)
        if key not in self._pictures:
            image = self.tiles.author_tile(key[0])
            if image is None:
                self._pictures[key] = None
            else:
                scaled = self._scaled(image)
                self._pictures[key] = (flipped(scaled, tile), scaled.get_size())
        return self._pictures[key]

    def _scaled(self, image: pygame.Surface) -> pygame.Surface:
        if self.scale == 1:
            return image if image.get_bitsize() == 32 else _deep_copy(image)
        width, height = image.get_size()
        size = (max(1, min(MAX_SCALED_SIDE, round(width * self.scale))),
                max(1, min(MAX_SCALED_SIDE, round(height * self.scale))))
        return resized(image, size, self.scale)


def resized(image: pygame.Surface, size: tuple[int, int], scale: float) -> pygame.Surface:
    """``image`` at ``size``: blended smoothly when shrunk or grown less than twice, pixel
    for pixel (nearest neighbour) from twice up, as Tiled draws and exports a zoomed map."""
    if image.get_bitsize() < 32:  # smoothscale and the muting of tiles need 32 bits a pixel
        image = _deep_copy(image)
    if scale >= NEAREST_FROM:
        return pygame.transform.scale(image, size)
    return pygame.transform.smoothscale(image, size)


def _deep_copy(image: pygame.Surface) -> pygame.Surface:
    deep = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    deep.blit(image, (0, 0))
    return deep


def bounds(placed: Iterable[Placed]) -> tuple[float, float, float, float] | None:
    """The box (left, top, right, bottom) around every placed picture, None if none."""
    boxes = [(p.x, p.y, p.x + p.image.get_width(), p.y + p.image.get_height()) for p in placed]
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


def composite(target: pygame.Surface, layer: pygame.Surface, opacity: float,
              tint: Colour | None) -> None:
    """Blend a whole layer, drawn on its own transparent surface, onto ``target``: tinted as
    Tiled does (multiplied by the tint, as strongly as the tint's alpha) and faded."""
    if tint is not None:
        strength = tint[3] / 255
        factor = tuple(round(c * strength + 255 * (1 - strength)) for c in tint[:3])
        layer.fill(factor, special_flags=pygame.BLEND_RGB_MULT)
    if opacity < 1:
        layer.fill((255, 255, 255, round(255 * opacity)), special_flags=pygame.BLEND_RGBA_MULT)
    target.blit(layer, (0, 0))


def needs_own_surface(layer: LookLayer) -> bool:
    """True if the layer must be drawn apart first (it is faded or tinted as a whole)."""
    return layer.opacity < 1 or layer.tint is not None


def repeated(placed: list[Placed], repeat: tuple[bool, bool],
             area: tuple[float, float, float, float]) -> list[Placed]:
    """An image layer's picture repeated sideways and/or downwards over ``area`` (left, top,
    right, bottom), in step with where the layer puts it."""
    if not placed or not any(repeat):
        return placed
    first = Placed(_widened(placed[0].image, repeat), placed[0].x, placed[0].y)
    width, height = first.image.get_size()
    xs = _steps(first.x, width, area[0], area[2]) if repeat[0] else [first.x]
    ys = _steps(first.y, height, area[1], area[3]) if repeat[1] else [first.y]
    return [Placed(first.image, x, y) for y in ys for x in xs]


def _steps(start: float, size: int, low: float, high: float) -> list[float]:
    """Positions ``start + k * size`` whose span meets [low, high)."""
    first = start + math.floor((low - start) / size) * size
    count = max(0, math.ceil((high - first) / size))
    return [first + k * size for k in range(count)]


def _widened(image: pygame.Surface, repeat: tuple[bool, bool]) -> pygame.Surface:
    """A tiny repeated picture laid side by side into one of at least MIN_REPEAT_SIDE pixels
    each repeated way, so covering the map takes a few hundred blits, not millions."""
    width, height = image.get_size()
    across = math.ceil(MIN_REPEAT_SIDE / width) if repeat[0] else 1
    down = math.ceil(MIN_REPEAT_SIDE / height) if repeat[1] else 1
    if across == 1 and down == 1:
        return image
    wide = pygame.Surface((width * across, height * down), pygame.SRCALPHA)
    for row in range(down):
        for col in range(across):
            wide.blit(image, (col * width, row * height))
    return wide
