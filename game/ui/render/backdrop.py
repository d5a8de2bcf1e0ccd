"""The title screen's backdrop painted from an arena: a blurred, darkened arena with bots in it.

The title normally shows the copy tools/make_assets.py painted from the standard arena
(game/ui/render/title_art.py); this painter runs when that copy does not match the maps on disk.
"""

from __future__ import annotations

import pygame

from game.core.arena import Arena
from game.ui import theme
from game.ui.render.hexmap import MapLayer
from game.ui.render.tiles import TileImages, tinted
from game.ui.render.title_art import BLUR_SHRINK, cover_size, fitted

DARKEN = (125, 118, 140)
"""Multiplied into the blurred arena so the menu reads over it."""


def backdrop(arena: Arena, tiles: TileImages, size: tuple[int, int]) -> pygame.Surface:
    """A blurred, darkened arena with a few bots in it, covering ``size`` with overscan."""
    world = MapLayer(arena, tiles)
    return fitted(soft_arena(world, tiles, size), (world.rect.width, world.rect.height), size)


def soft_arena(layer: MapLayer, tiles: TileImages, size: tuple[int, int]) -> pygame.Surface:
    """The arena with its bots, blurred, darkened and vignetted at a third of the size that
    covers ``size`` (scaling that up later looks the same as doing it all at full size, for
    a tenth of the cost: the full-size blur was most of the wait for the first title frame)."""
    scene = pygame.Surface(layer.base.get_size())
    scene.fill(theme.BACKGROUND)
    scene.blit(layer.base, (0, 0))
    _place_bots(scene, layer, tiles)
    cover = cover_size((layer.rect.width, layer.rect.height), size)
    small = (max(1, cover[0] // BLUR_SHRINK), max(1, cover[1] // BLUR_SHRINK))
    soft = pygame.transform.gaussian_blur(pygame.transform.smoothscale(scene, small), 1)
    soft.fill(DARKEN, special_flags=pygame.BLEND_RGB_MULT)
    soft.blit(_vignette(small), (0, 0))
    return soft


def _place_bots(scene: pygame.Surface, layer: MapLayer, tiles: TileImages) -> None:
    """Tinted bot sprites on the arena's spawn points (world scale)."""
    for index, h in enumerate(layer.arena.spawns[:8]):
        sprite = tiles.sprite(index)
        if sprite is None:
            continue
        image = pygame.transform.smoothscale_by(tinted(sprite, theme.team_colour(index)), 1.4)
        centre = layer.local_centre(h, 1.0)
        scene.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]) - 6)))


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    """Dark edges fading to clear in the middle (a small gradient, scaled up)."""
    small = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 8.5) / 9
            shade = min(1.0, (dx * dx + dy * dy) ** 0.5)
            small.set_at((x, y), (0, 0, 0, round(210 * shade ** 1.6)))
    return pygame.transform.smoothscale(small, size)
