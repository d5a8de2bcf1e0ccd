"""Mechaton's picture on the title's game chooser: three part-built mechs on a hex field."""

from __future__ import annotations

import math

import pygame

from game.games.mechaton.ui.render.sprites import mech_sprite
from game.ui.palette import NORMAL_PALETTE

FIELD, EDGE = (40, 46, 52), (76, 86, 96)
MECHS = ((("move", "direct", "defence", "spot"), ("legs", "chaingun", "shield", "radar")),
         (("move", "artillery", "defence"), ("wings", "mortar", "armour plates")),
         (("hth", "defence", "defence"), ("chainsaw", "armour plates", "shield")))


def draw_card(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Hexes in the back, three mechs of three teams in front."""
    pygame.draw.rect(surface, FIELD, rect, border_radius=8)
    radius = max(10, rect.width // 12)
    for row in range(3):
        for col in range(7):
            cx = rect.x + radius + col * radius * 1.75 + (row % 2) * radius * 0.87
            cy = rect.bottom - radius - row * radius * 1.5
            points = [(cx + radius * math.sin(math.radians(60 * i)),
                       cy + radius * math.cos(math.radians(60 * i))) for i in range(6)]
            pygame.draw.polygon(surface, EDGE, points, 1)
    size = min(rect.height - 10, rect.width // 3)
    for index, (parts, labels) in enumerate(MECHS):
        sprite = mech_sprite(parts, labels, NORMAL_PALETTE[index], size)
        x = rect.x + rect.width * (index + 0.5) / 3
        surface.blit(sprite, sprite.get_rect(midbottom=(round(x), rect.bottom - 4)))
