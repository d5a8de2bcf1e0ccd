"""A player's robot sheet beside the junkyard: colour, letter and name, the controls they
grab with, six body spaces then the head filling with the dice grabbed, and FULL once done."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.dicebot.rules.parts import BODY_SPACES
from game.games.dicebot.ui.dice_art import die_surface
from game.games.dicebot.ui.scavenge.yard import Yard
from game.ui import theme
from game.ui.render.hud import panel
from game.ui.text import text

HEAD_GAP = 10
"""Pixels between the body spaces and the head space."""


def slot_rects(rect: pygame.Rect) -> list[pygame.Rect]:
    """The sheet's seven spaces: six body spaces in a row, then the head a little apart."""
    size = max(14, min((rect.width - 24 - HEAD_GAP) // (BODY_SPACES + 1), rect.height - 46))
    top = rect.bottom - size - 6
    slots = [pygame.Rect(rect.x + 14 + i * size, top, size - 3, size - 3)
             for i in range(BODY_SPACES)]
    slots.append(pygame.Rect(rect.x + 14 + BODY_SPACES * size + HEAD_GAP, top, size - 3,
                             size - 3))
    return slots


def draw_sheet(surface: pygame.Surface, rect: pygame.Rect, seat: int, yard: Yard,
               style: Any, name: str, controls: str, turn: bool) -> None:
    """One seat's sheet in ``rect``."""
    surface.blit(panel(rect.size, alpha=255, edge=theme.ACCENT if turn else theme.PANEL_EDGE),
                 rect)
    pygame.draw.rect(surface, style.colour, (rect.x, rect.y, 6, rect.height))
    badge = (rect.x + 24, rect.y + 18)
    pygame.draw.circle(surface, style.colour, badge, 12)
    letter = text(style.label, 18, theme.BACKGROUND, bold=True)
    surface.blit(letter, letter.get_rect(center=badge))
    surface.blit(text(name, 20, theme.TEXT, bold=True), (rect.x + 42, rect.y + 6))
    tag = "FULL" if yard.full(seat) else ("YOUR PICK" if turn else "")
    if tag:
        shown = text(tag, 16, theme.STATION if tag == "FULL" else theme.ACCENT, bold=True)
        surface.blit(shown, shown.get_rect(topright=(rect.right - 8, rect.y + 9)))
    surface.blit(text(controls, 15, theme.TEXT_DIM), (rect.x + 42, rect.y + 28))
    parts = yard.parts(seat)
    for index, slot in enumerate(slot_rects(rect)):
        head = index == BODY_SPACES
        pygame.draw.rect(surface, (34, 38, 50), slot, border_radius=5)
        edge = theme.ACCENT if head else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, slot, 1, border_radius=5)
        if index < len(yard.body.get(seat, [])) or (head and yard.full(seat)):
            face = parts[index]
            surface.blit(die_surface(face, slot.width), slot)
        elif head:
            word = text("head", 12, theme.TEXT_DIM)
            surface.blit(word, word.get_rect(center=slot.center))
