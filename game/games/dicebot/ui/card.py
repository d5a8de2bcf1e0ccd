"""Dice Bot Mega Fun's picture on the game chooser: a robot stacked from parts dice, with
more dice lying in the junkyard around it."""

from __future__ import annotations

import pygame

from game.games.dicebot.rules.parts import FACES
from game.games.dicebot.ui.dice_art import die_surface
from game.ui import theme

BODY = ("armor", "battery", "claw", "spring", "chip", "armor")
HEAD = "camera"
LOOSE = ((0.12, 0.78, 0), (0.24, 0.9, 3), (0.8, 0.82, 5), (0.9, 0.7, 1), (0.16, 0.3, 4))
"""Loose dice: (x share, y share, face index)."""


def draw_card(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The robot: six body dice in two columns of three, the head die on top, arms out."""
    size = max(12, round(min(rect.width, rect.height) / 4.8))
    for fx, fy, face in LOOSE:
        die = pygame.transform.rotate(die_surface(FACES[face], size * 3 // 4), 20 - 40 * fx)
        surface.blit(die, die.get_rect(center=(rect.x + fx * rect.width,
                                               rect.y + fy * rect.height)))
    left = rect.centerx - size
    top = rect.centery - size - size // 3
    arm_y = top + size // 2
    pygame.draw.line(surface, theme.PANEL_EDGE, (left - size // 2, arm_y + size),
                     (left, arm_y), max(3, size // 6))
    pygame.draw.line(surface, theme.PANEL_EDGE, (left + 2 * size + size // 2, arm_y + size),
                     (left + 2 * size, arm_y), max(3, size // 6))
    for index, face in enumerate(BODY):
        x = left + (index % 2) * size
        y = top + (index // 2) * size
        surface.blit(die_surface(face, size), (x, y))
    head = die_surface(HEAD, size)
    surface.blit(head, head.get_rect(midbottom=(rect.centerx, top + 2)))
