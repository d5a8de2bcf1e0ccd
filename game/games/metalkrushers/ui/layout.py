"""Small drawing helpers shared by the MetalKrushers prompts and painter."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui import theme
from game.ui.render.buttons import Button
from game.ui.render.hud import panel
from game.ui.text import text

ROW = 34
GAP = 6


def button_grid(area: pygame.Rect, items: Sequence[tuple[str, Any, str]], rows: int = 2,
                top: int = 8) -> list[Button]:
    """Buttons (label, action, tooltip) in ``rows`` rows across ``area`` from ``top``;
    what does not fit is left out (the caller pages)."""
    if not items:
        return []
    per_row = max(1, -(-len(items) // rows))
    width = (area.width - 16 - GAP * (per_row - 1)) // per_row
    found = []
    for index, (label, action, tip) in enumerate(items):
        row, col = divmod(index, per_row)
        rect = pygame.Rect(area.x + 8 + col * (width + GAP), area.y + top + row * (ROW + GAP),
                           width, ROW)
        found.append(Button(rect, label, action, tip, kind="option", size=18))
    return found


def card(surface: pygame.Surface, at: tuple[int, int], lines: Sequence[tuple[str, Any]],
         width: int, size: int = 18) -> pygame.Rect:
    """A translucent box of text lines (text, colour) at ``at``; returns its rect."""
    height = 12 + len(lines) * (size + 4)
    rect = pygame.Rect(at, (width, height))
    surface.blit(panel(rect.size, alpha=225), rect)
    for index, (words, colour) in enumerate(lines):
        surface.blit(text(words, size, colour or theme.TEXT), (rect.x + 8,
                                                                rect.y + 6 + index * (size + 4)))
    return rect


def percent(chance: float) -> str:
    """0.583 -> "58%"."""
    return f"{round(chance * 100)}%"
