"""What the online screens share: the centred column their forms are laid out in."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.text import text, wrap

COLUMN = 560


def column(surface_size: tuple[int, int]) -> pygame.Rect:
    """The centred column the online forms use."""
    width = min(COLUMN, surface_size[0] - 40)
    return pygame.Rect((surface_size[0] - width) // 2, 150, width, surface_size[1] - 200)


def draw_lines(surface: pygame.Surface, lines: list[str], top: int, colour: Any,
               size: int = 20) -> int:
    """Wrapped lines across the column from ``top``; the y under them."""
    area = column(surface.get_size())
    for line in lines:
        for part in wrap(line, size, area.width):
            image = text(part, size, colour)
            surface.blit(image, (area.x, top))
            top += image.get_height() + 4
    return top
