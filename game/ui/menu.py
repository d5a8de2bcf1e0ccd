"""A vertical menu driven by keyboard (arrows, Enter) and mouse (hover, click)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.render.markers import hex_points
from game.ui.widget_base import fit_text

ITEM_SIZE = 44
ITEM_HEIGHT = 60
SMALLEST_ROW = 36
"""The tightest row a crowded menu closes up to (its words shrink with it)."""
ITEM_WIDTH = 320
PIP_RADIUS, PIP_GAP, PIP_CLEAR = 9, 22, 8
"""The focus pips' size, their distance outside the plate, and their room from the words."""


@dataclass(frozen=True)
class MenuItem:
    """One entry: its label and what choosing it does."""

    label: str
    action: Callable[[], None]


def fitted_label(label: str, colour: tuple[int, int, int], width: int,
                 size: int = ITEM_SIZE) -> pygame.Surface:
    """``label`` at the menu's size, or smaller when a long one would spill off the plate."""
    return fit_text(label, size, colour, width, smallest=min(24, size))


class Menu:
    """Menu items stacked under ``top`` and centred on the surface's middle."""

    def __init__(self, items: list[MenuItem]) -> None:
        self.items = items
        self.selected = 0
        self.top = 0
        self.centre_x = 0
        self.row = ITEM_HEIGHT
        self._plate: pygame.Surface | None = None

    def place(self, centre_x: int, top: int, bottom: int | None = None) -> None:
        """Where the menu sits on screen (call when the window size changes). With ``bottom``
        the rows close up (down to ``SMALLEST_ROW``) so every item ends above it."""
        self.centre_x, self.top = centre_x, top
        room = ITEM_HEIGHT if bottom is None else (bottom - top) // max(1, len(self.items))
        self.row = max(SMALLEST_ROW, min(ITEM_HEIGHT, room))

    @property
    def label_size(self) -> int:
        """The words' size: the full size in full rows, smaller as the rows close up."""
        return min(ITEM_SIZE, round(ITEM_SIZE * self.row / ITEM_HEIGHT))

    def rect(self, index: int) -> pygame.Rect:
        """The clickable area of item ``index``."""
        rect = pygame.Rect(0, 0, ITEM_WIDTH, self.row - 8)
        rect.midtop = (self.centre_x, self.top + index * self.row)
        return rect

    def item_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the item under ``pos``, if any."""
        return next((i for i in range(len(self.items)) if self.rect(i).collidepoint(pos)), None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Move the selection or activate an item; True if the event was used."""
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if event.type == pygame.MOUSEMOTION:
            hit = self.item_at(event.pos)
            if hit is not None:
                self.selected = hit
            return hit is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.item_at(event.pos)
            if hit is not None:
                self.selected = hit
                self.items[hit].action()
            return hit is not None
        return False

    def _key(self, key: int) -> bool:
        if key in (pygame.K_UP, pygame.K_w):
            self.selected = (self.selected - 1) % len(self.items)
        elif key in (pygame.K_DOWN, pygame.K_s):
            self.selected = (self.selected + 1) % len(self.items)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.items[self.selected].action()
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface, time_s: float, pips: bool = True) -> None:
        """Every item on a dark plate; the selected one lit and flanked by pulsing hex pips
        (left out with ``pips=False``, for ``draw_pips`` to add over a kept picture)."""
        self._draw_plate(surface)
        for index, item in enumerate(self.items):
            rect = self.rect(index)
            chosen = index == self.selected
            colour = theme.TEXT if chosen else theme.TEXT_DIM
            label = fitted_label(item.label, colour, rect.width + 60, self.label_size)
            if chosen:
                plate = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(plate, (*theme.ACCENT_DARK, 120), plate.get_rect(),
                                 border_radius=8)
                pygame.draw.rect(plate, (*theme.ACCENT, 255), plate.get_rect(), 2,
                                 border_radius=8)
                surface.blit(plate, rect)
                if pips:
                    self.draw_pips(surface, time_s)
            surface.blit(label, label.get_rect(center=rect.center))

    def draw_pips(self, surface: pygame.Surface, time_s: float) -> None:
        """The glowing hex pips beside the selected item."""
        colour = self.pip_colour(time_s)
        for centre in self.pip_centres(self.selected, self._label_width(self.selected)):
            pygame.draw.polygon(surface, colour, hex_points(centre, PIP_RADIUS))

    def _label_width(self, index: int) -> int:
        label = fitted_label(self.items[index].label, theme.TEXT, self.rect(index).width + 60,
                             self.label_size)
        return label.get_width()

    @staticmethod
    def pip_colour(time_s: float) -> tuple[int, ...]:
        """The focus pips' colour at ``time_s``: they glow up and down."""
        glow = 0.75 + 0.25 * math.sin(time_s * 4)
        return tuple(round(c * glow) for c in theme.ACCENT)

    def pip_area(self, index: int) -> pygame.Rect:
        """The area the focus pips of item ``index`` cover (all that their glow changes)."""
        left, right = self.pip_centres(index, self._label_width(index))
        return pygame.Rect(left[0] - PIP_RADIUS - 1, left[1] - PIP_RADIUS - 1,
                           right[0] - left[0] + 2 * PIP_RADIUS + 3, 2 * PIP_RADIUS + 3)

    def pip_centres(self, index: int, label_width: int) -> list[tuple[int, int]]:
        """The focus pips beside item ``index``: just outside its plate, or further out when a
        long label reaches past the plate (a pip never covers the words)."""
        rect = self.rect(index)
        offset = max(rect.width // 2 + PIP_GAP, label_width // 2 + PIP_RADIUS + PIP_CLEAR)
        return [(rect.centerx - offset, rect.centery), (rect.centerx + offset, rect.centery)]

    def _draw_plate(self, surface: pygame.Surface) -> None:
        """A dark, see-through plate behind all items, so they read over any backdrop."""
        area = self.rect(0).unionall([self.rect(i) for i in range(len(self.items))])
        area = area.inflate(2 * (60 // 2 + PIP_RADIUS + PIP_CLEAR) + 20, 36)
        if self._plate is None or self._plate.get_size() != area.size:
            self._plate = pygame.Surface(area.size, pygame.SRCALPHA)
            pygame.draw.rect(self._plate, (8, 9, 14, 165), self._plate.get_rect(),
                             border_radius=16)
            pygame.draw.rect(self._plate, (*theme.PANEL_EDGE, 120), self._plate.get_rect(), 1,
                             border_radius=16)
        surface.blit(self._plate, area)
