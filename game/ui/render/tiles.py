"""Tile and sprite images from assets/, loaded once; missing files fall back to None."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core.arena import Cell

ASSETS = Path(__file__).resolve().parents[3] / "assets"


def _load(path: Path) -> pygame.Surface | None:
    """Load an image with alpha, or None when the file is missing or unreadable."""
    try:
        image = pygame.image.load(str(path))
    except (pygame.error, FileNotFoundError, OSError):
        return None
    return image.convert_alpha() if pygame.display.get_surface() else image


class TileImages:
    """A cache of tile and bot-sprite images under one assets folder."""

    def __init__(self, root: Path = ASSETS) -> None:
        self.root = root
        self._cache: dict[Path, pygame.Surface | None] = {}

    def image(self, path: Path) -> pygame.Surface | None:
        """The image at ``path`` (cached), or None if it cannot be loaded."""
        if path not in self._cache:
            self._cache[path] = _load(path)
        return self._cache[path]

    def for_cell(self, cell: Cell) -> pygame.Surface | None:
        """The picture of a cell: the map author's tile, else our tile for its terrain."""
        if cell.image:
            drawn = self.image(Path(cell.image))
            if drawn is not None:
                return drawn
        return self.for_terrain(cell.terrain)

    def for_terrain(self, terrain: str, variant: int = 0) -> pygame.Surface | None:
        """Our own tile for a terrain kind, or None if the assets are missing."""
        return self.image(self.root / "tiles" / f"{terrain}_{variant}.png")

    def sprite(self, index: int) -> pygame.Surface | None:
        """Bot sprite ``index`` (0..7), or None if the assets are missing."""
        return self.image(self.root / "sprites" / f"bot_{index % 8}.png")


def tinted(sprite: pygame.Surface, colour: tuple[int, int, int]) -> pygame.Surface:
    """A copy of a light-grey sprite multiplied by a team colour."""
    out = sprite.copy()
    out.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out
