"""Panels and text blocks drawn over scenes (built once, blitted each frame)."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.text import text, wrap

Line = tuple[str, int, theme.Colour]  # content, font size, colour


def panel(size: tuple[int, int], alpha: int = 220, edge: theme.Colour = theme.PANEL_EDGE,
          fill: theme.Colour = theme.PANEL, radius: int = 10) -> pygame.Surface:
    """A rounded, slightly see-through panel with a thin border."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (*fill, alpha), rect, border_radius=radius)
    pygame.draw.rect(surface, (*edge, 255), rect, width=1, border_radius=radius)
    return surface


def text_block(lines: list[Line], width: int, padding: int = 14, gap: int = 4,
               alpha: int = 220, framed: bool = True) -> pygame.Surface:
    """A panel (or, unframed, a clear surface) holding ``lines``, wrapped to fit."""
    wrapped: list[pygame.Surface] = []
    for content, size, colour in lines:
        for part in wrap(content, size, width - 2 * padding):
            wrapped.append(text(part, size, colour))
    height = sum(s.get_height() + gap for s in wrapped) - gap + 2 * padding
    size = (width, max(height, 2 * padding))
    out = panel(size, alpha) if framed else pygame.Surface(size, pygame.SRCALPHA)
    y = padding
    for surface in wrapped:
        out.blit(surface, (padding, y))
        y += surface.get_height() + gap
    return out


def key_hint_bar(hints: list[tuple[str, str]], width: int, height: int = 34) -> pygame.Surface:
    """A bottom bar of key hints: each key boxed, followed by what it does."""
    bar = pygame.Surface((width, height), pygame.SRCALPHA)
    bar.fill((*theme.BACKGROUND, 215))
    pygame.draw.line(bar, theme.PANEL_EDGE, (0, 0), (width, 0))
    x = 14
    for key, action in hints:
        label = text(key, 20, theme.TEXT)
        box = pygame.Rect(x, (height - 22) // 2, label.get_width() + 12, 22)
        pygame.draw.rect(bar, theme.PANEL, box, border_radius=5)
        pygame.draw.rect(bar, theme.PANEL_EDGE, box, width=1, border_radius=5)
        bar.blit(label, label.get_rect(center=box.center))
        words = text(action, 20, theme.TEXT_DIM)
        bar.blit(words, (box.right + 6, (height - words.get_height()) // 2))
        x = box.right + 6 + words.get_width() + 18
    return bar
