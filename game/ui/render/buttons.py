"""The battle HUD's buttons: a label in a rounded box, with a tooltip and an optional key."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.render.hud import panel
from game.ui.text import text


@dataclass
class Button:
    """A clickable box; ``primary`` draws it in the accent colour, ``selected`` lit."""

    rect: pygame.Rect
    label: str
    action: Callable[[], None]
    tooltip: str = ""
    enabled: bool = True
    primary: bool = False
    selected: bool = False
    hotkey: str = ""
    size: int = 22
    kind: str = ""
    """"option" for one of a list of choices (the keyboard walks through those)."""


def draw_button(surface: pygame.Surface, button: Button, hovered: bool) -> None:
    """One button in its state: disabled dim, hovered outlined, primary or selected lit."""
    rect = button.rect
    if not button.enabled:
        fill, edge, ink = (30, 33, 42), (52, 56, 68), theme.TEXT_BROKEN
    elif button.primary:
        fill, edge, ink = theme.ACCENT_DARK, theme.ACCENT, (255, 240, 210)
    elif button.selected:
        fill, edge, ink = (58, 52, 30), theme.ACCENT, theme.TEXT
    else:
        fill, edge, ink = (38, 43, 56), theme.PANEL_EDGE, theme.TEXT
    if hovered and button.enabled:
        fill = tuple(min(255, c + 22) for c in fill)
        edge = theme.HOVER_OUTLINE
    pygame.draw.rect(surface, fill, rect, border_radius=7)
    pygame.draw.rect(surface, edge, rect, 2 if (hovered or button.selected) else 1,
                     border_radius=7)
    label = text(button.label, button.size, ink, button.primary)
    if label.get_width() > rect.width - 8:
        label = text(button.label, max(14, button.size - 5), ink, button.primary)
    surface.blit(label, label.get_rect(center=rect.center))
    if button.hotkey:
        key = text(button.hotkey, 14, theme.TEXT_DIM)
        surface.blit(key, key.get_rect(topright=(rect.right - 4, rect.y + 2)))


def button_at(buttons: Sequence[Button], pos: tuple[int, int]) -> Button | None:
    """The enabled button under ``pos``, if any."""
    return next((b for b in buttons if b.enabled and b.rect.collidepoint(pos)), None)


def flow_rects(area: pygame.Rect, widths: Sequence[int], height: int = 34,
               gap: int = 8) -> list[pygame.Rect]:
    """Boxes of the given widths laid out left to right, wrapping inside ``area``."""
    rects: list[pygame.Rect] = []
    x, y = area.x, area.y
    for width in widths:
        if x + width > area.right and x > area.x:
            x, y = area.x, y + height + gap
        rects.append(pygame.Rect(x, y, width, height))
        x += width + gap
    return rects


def paged_rects(area: pygame.Rect, widths: Sequence[int], page: int, height: int = 34,
                gap: int = 8, pager: int = 96) -> tuple[list[tuple[int, pygame.Rect]], int]:
    """Boxes for a long list split into pages that each fit ``area``: (index, rect) pairs of
    page ``page`` (clamped) and the number of pages. When there is more than one page, a
    strip ``pager`` pixels wide is kept free on the right for the page buttons."""
    rects = flow_rects(area, widths, height, gap)
    if all(rect.bottom <= area.bottom for rect in rects):
        return list(enumerate(rects)), 1
    narrower = pygame.Rect(area.x, area.y, max(60, area.width - pager), area.height)
    rows_per_page = max(1, (area.height + gap) // (height + gap))
    pages: list[list[tuple[int, pygame.Rect]]] = []
    for index, rect in enumerate(flow_rects(narrower, widths, height, gap)):
        row = (rect.y - area.y) // (height + gap)
        number = row // rows_per_page
        while len(pages) <= number:
            pages.append([])
        shift = number * rows_per_page * (height + gap)
        pages[number].append((index, rect.move(0, -shift)))
    page = max(0, min(page, len(pages) - 1))
    return pages[page], len(pages)


def label_width(label: str, size: int = 22, padding: int = 26) -> int:
    """How wide a button must be for ``label``."""
    return text(label, size, theme.TEXT).get_width() + padding


@lru_cache(maxsize=32)
def panel_surface(size: tuple[int, int], alpha: int = 225) -> pygame.Surface:
    """A HUD panel of ``size`` (built once per size: panels are redrawn every frame)."""
    return panel(size, alpha)
