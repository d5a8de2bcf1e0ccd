"""MetalKrushers' picture on the game chooser: two Krushers facing off, shields up."""

from __future__ import annotations

import pygame

from game.ui import theme


def draw_card(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Two hexagonal Krushers with their facing ticks, one with a shield."""
    radius = min(rect.width, rect.height) / 5
    for side, colour in ((-1, theme.TEAM_COLOURS[0]), (1, theme.TEAM_COLOURS[1])):
        cx, cy = rect.centerx + side * radius * 1.3, rect.centery
        corners = [(cx + radius * pygame.math.Vector2(1, 0).rotate(60 * i + 30).x,
                    cy + radius * pygame.math.Vector2(1, 0).rotate(60 * i + 30).y)
                   for i in range(6)]
        pygame.draw.polygon(surface, colour, corners)
        pygame.draw.polygon(surface, theme.TEXT, corners, 3)
        tip = (cx - side * radius * 1.1, cy)
        pygame.draw.line(surface, theme.ACCENT, (cx, cy), tip, 5)
    shield = pygame.Rect(0, 0, radius * 0.35, radius * 1.2)
    shield.center = (round(rect.centerx + radius * 0.2), rect.centery)
    pygame.draw.rect(surface, theme.STATION, shield, border_radius=6)
