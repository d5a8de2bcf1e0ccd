"""Tile and sprite images from assets/, loaded once; missing files fall back to None.

A map's own tiles come as a whole image or as a rectangle of a tileset image, maybe flipped
(game/maps/tile_refs.py). Every image is measured from its header before it is decoded
(image_probe.py), so an oversized or unknown picture is never loaded: the cell gets our own
tile for its terrain instead. ``for_hex`` scales a cell's picture to the map's hex, and turns
our pointy-top tiles on their side for flat-top maps.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game import paths
from game.core.arena import Cell
from game.core.hexes import HexLayout
from game.maps.map_limits import MAX_LOADED_IMAGE_PIXELS
from game.maps.tile_refs import from_text
from game.ui.render.image_probe import image_size, refusal

ASSETS = paths.assets_dir()

log = logging.getLogger(__name__)


def _load(path: Path, pixels_left: int) -> pygame.Surface | None:
    """Load an image with alpha, or None when it is missing, unreadable, too big, or would
    take more than ``pixels_left`` of the budget for all images."""
    why = refusal(path)
    size = image_size(path) if why is None else None
    if why is None and size is not None and size[0] * size[1] > pixels_left:
        why = f"the {MAX_LOADED_IMAGE_PIXELS >> 20} M pixels for all tile images are used up"
    if why is not None:
        if why != "missing":
            log.warning("Tile image %s not loaded: %s", path, why)
        return None
    try:
        image = pygame.image.load(str(path))
    except (pygame.error, OSError, ValueError, MemoryError):
        return None
    return image.convert_alpha() if pygame.display.get_surface() else image


class TileImages:
    """A cache of tile and bot-sprite images under one assets folder."""

    def __init__(self, root: Path = ASSETS) -> None:
        self.root = root
        self._cache: dict[Path, pygame.Surface | None] = {}
        self._pixels = 0  # decoded so far, against MAX_LOADED_IMAGE_PIXELS
        self._tiles: dict[str, pygame.Surface | None] = {}
        self._fitted: dict[tuple[object, ...], pygame.Surface | None] = {}

    def image(self, path: Path) -> pygame.Surface | None:
        """The image at ``path`` (cached), or None if it cannot be loaded."""
        if path not in self._cache:
            image = _load(path, MAX_LOADED_IMAGE_PIXELS - self._pixels)
            if image is not None:
                self._pixels += image.get_width() * image.get_height()
            self._cache[path] = image
        return self._cache[path]

    def for_cell(self, cell: Cell) -> pygame.Surface | None:
        """The picture of a cell: the map author's tile, else our tile for its terrain."""
        if cell.image:
            drawn = self.author_tile(cell.image)
            if drawn is not None:
                return drawn
        return self.for_terrain(cell.terrain)

    def author_tile(self, text: str) -> pygame.Surface | None:
        """The map author's tile named by a Cell's image text (cut out and flipped)."""
        if text not in self._tiles:
            self._tiles[text] = self._cut(text)
        return self._tiles[text]

    def _cut(self, text: str) -> pygame.Surface | None:
        ref = from_text(text)
        sheet = self.image(Path(ref.path))
        if sheet is None:
            return None
        tile = sheet
        if ref.rect is not None:
            rect = pygame.Rect(ref.rect)
            if not sheet.get_rect().contains(rect):
                return None
            tile = sheet.subsurface(rect)
        if ref.flip_x or ref.flip_y:
            tile = pygame.transform.flip(tile, ref.flip_x, ref.flip_y)
        return tile

    def for_hex(self, cell: Cell, layout: HexLayout) -> pygame.Surface | None:
        """The cell's picture scaled to the width of ``layout``'s tiles (height in proportion);
        our own pointy-top tiles are stood on their side on a flat-top map."""
        own = self.author_tile(cell.image) if cell.image else None
        key = (cell.image if own is not None else cell.terrain, own is None,
               layout.tile_width, layout.tile_height, layout.stagger_axis)
        if key not in self._fitted:
            picture = own if own is not None else self.for_terrain(cell.terrain)
            ours = own is None or self.is_ours(cell.image or "")
            if picture is not None and ours and layout.stagger_axis == "x":
                picture = pygame.transform.rotate(picture, 90)
            self._fitted[key] = _fit(picture, layout) if picture is not None else None
        return self._fitted[key]

    def is_ours(self, text: str) -> bool:
        """True if a Cell's image text names one of our own tiles in assets/tiles."""
        return Path(from_text(text).path).parent == self.root / "tiles"

    def for_terrain(self, terrain: str, variant: int = 0) -> pygame.Surface | None:
        """Our own tile for a terrain kind, or None if the assets are missing."""
        return self.image(self.root / "tiles" / f"{terrain}_{variant}.png")

    def sprite(self, index: int) -> pygame.Surface | None:
        """Bot sprite ``index`` (0..7), or None if the assets are missing."""
        return self.image(self.root / "sprites" / f"bot_{index % 8}.png")


def _fit(picture: pygame.Surface, layout: HexLayout) -> pygame.Surface:
    """``picture`` scaled so its width is the hex's (already right: returned as it is)."""
    width, height = picture.get_size()
    if width == layout.tile_width or width == 0:
        return picture
    scale = layout.tile_width / width
    if picture.get_bitsize() < 24:  # smoothscale takes 24 or 32 bits a pixel only
        deep = pygame.Surface((width, height), pygame.SRCALPHA)
        deep.blit(picture, (0, 0))
        picture = deep
    size = (layout.tile_width, max(1, min(4 * layout.tile_height, round(height * scale))))
    return pygame.transform.smoothscale(picture, size)


def tinted(sprite: pygame.Surface, colour: tuple[int, int, int]) -> pygame.Surface:
    """A copy of a light-grey sprite multiplied by a team colour."""
    out = sprite.copy()
    out.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out
