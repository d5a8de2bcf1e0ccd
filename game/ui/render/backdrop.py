"""The title screen's backdrop and logo, painted once per window size."""

from __future__ import annotations

import pygame

from game.core.arena import Arena
from game.ui import theme
from game.ui.render.hexmap import MapLayer
from game.ui.render.tiles import TileImages, tinted
from game.ui.text import font

OVERSCAN = 1.12  # the backdrop is this much bigger than the window, so it can drift
BLUR_SHRINK = 3


def backdrop(arena: Arena, tiles: TileImages, size: tuple[int, int]) -> pygame.Surface:
    """A blurred, darkened arena with a few bots in it, covering ``size`` with overscan."""
    layer = MapLayer(arena, tiles)
    scale = max(size[0] * OVERSCAN / layer.rect.width, size[1] * OVERSCAN / layer.rect.height)
    out_size = (round(layer.rect.width * scale), round(layer.rect.height * scale))
    scene = pygame.Surface(layer.base.get_size())
    scene.fill(theme.BACKGROUND)
    scene.blit(layer.base, (0, 0))
    _place_bots(scene, layer, tiles)
    painted = _soft(scene, out_size)
    painted.fill((125, 118, 140), special_flags=pygame.BLEND_RGB_MULT)
    painted.blit(_vignette(out_size), (0, 0))
    return painted


def _soft(scene: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """``scene`` scaled to ``size`` and softened: blurred at a third of the size, then scaled
    up (as soft as a radius-3 blur at full size, for a tenth of its cost: the full-size blur
    was most of the wait for the first title frame)."""
    small = (max(1, size[0] // BLUR_SHRINK), max(1, size[1] // BLUR_SHRINK))
    soft = pygame.transform.gaussian_blur(pygame.transform.smoothscale(scene, small), 1)
    return pygame.transform.smoothscale(soft, size)


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


def logo(word: str, size: int) -> pygame.Surface:
    """The game's name in layered type: drop shadow, dark outline, hot-metal gradient."""
    face = font(size, bold=True)
    white = face.render(word, True, (255, 255, 255))
    fill = white.copy()
    fill.blit(_gradient(white.get_size()), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    outline = face.render(word, True, (28, 16, 8))
    edge = max(2, size // 40)
    pad = edge + size // 14
    out = pygame.Surface((white.get_width() + 2 * pad, white.get_height() + 2 * pad),
                         pygame.SRCALPHA)
    shadow = face.render(word, True, (0, 0, 0))
    shadow.set_alpha(150)
    out.blit(shadow, (pad + size // 18, pad + size // 14))
    for dx in range(-edge, edge + 1):
        for dy in range(-edge, edge + 1):
            if dx * dx + dy * dy <= edge * edge + 1:
                out.blit(outline, (pad + dx, pad + dy))
    out.blit(fill, (pad, pad))
    return out


def _gradient(size: tuple[int, int]) -> pygame.Surface:
    """Top-to-bottom: pale gold, hot orange, deep red (a band per pixel row)."""
    width, height = size
    stops = ((0.0, (255, 238, 150)), (0.5, (255, 160, 40)), (1.0, (200, 52, 30)))
    surface = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(height):
        t = y / max(1, height - 1)
        for (t0, c0), (t1, c1) in zip(stops, stops[1:], strict=False):
            if t0 <= t <= t1:
                k = (t - t0) / (t1 - t0)
                colour = tuple(round(a + (b - a) * k) for a, b in zip(c0, c1, strict=True))
                pygame.draw.line(surface, (*colour, 255), (0, y), (width, y))
                break
    return surface
