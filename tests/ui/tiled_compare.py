"""How far the game's drawing of a map is from Tiled's own picture of it (tmxrasterizer's).

Both pictures are laid over the same world pixels (Tiled's starts at world 0, 0) and compared
pixel by pixel on their colours times their opacity (so a see-through pixel's colour does not
count). A pixel matches when every channel is within TOLERANCE; with ``slack`` 1 a pixel of ours
one step away may match it instead (turned tiles: Tiled turns them about a centre between
pixels, the game about the nearest pixel).
"""

from __future__ import annotations

import numpy as np
import pygame

from game.ui.render.hexmap import MapLayer

TOLERANCE = 40
"""Largest difference in one channel (0-255) that still counts as the same colour."""


def premultiplied(surface: pygame.Surface) -> np.ndarray:
    """The picture as an array of colour times opacity, and opacity (x, y, RGBA)."""
    rgba = np.dstack([pygame.surfarray.array3d(surface),
                      pygame.surfarray.array_alpha(surface)]).astype(np.int32)
    rgba[..., :3] = rgba[..., :3] * rgba[..., 3:] // 255
    return rgba


def mismatch_share(reference: pygame.Surface, layer: MapLayer, *, slack: int = 0,
                   map_area_only: bool = False) -> float:
    """The share of the reference's pixels that ours does not match (0 to 1).

    ``map_area_only`` compares only where our map picture lies (Tiled repeats an image layer
    without end; the game over the map's area only).
    """
    ours = pygame.Surface(reference.get_size(), pygame.SRCALPHA)
    ours.blit(layer.base, (layer.rect.x, layer.rect.y))
    theirs, mine = premultiplied(reference), premultiplied(ours)
    best = np.full(theirs.shape[:2], 1 << 30)
    for dx in range(-slack, slack + 1):
        for dy in range(-slack, slack + 1):
            moved = np.roll(mine, (dx, dy), axis=(0, 1))
            best = np.minimum(best, np.abs(moved - theirs).max(axis=2))
    differ = best > TOLERANCE
    if map_area_only:
        right = max(0, min(reference.get_width(), layer.rect.x + layer.rect.width))
        bottom = max(0, min(reference.get_height(), layer.rect.y + layer.rect.height))
        differ = differ[:right, :bottom]
    return float(differ.mean())
