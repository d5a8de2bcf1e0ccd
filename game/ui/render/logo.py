"""The game's name in layered type, as the title shows it."""

from __future__ import annotations

import pygame

from game.ui.text import font


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
