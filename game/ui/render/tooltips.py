"""Tooltips: areas of the screen register a few words; resting the mouse shows them."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.render.hud import text_block

DELAY = 0.35  # seconds the mouse must rest before a tooltip shows
WIDTH = 300


class Tooltips:
    """Collects (area, words) each frame and shows the words under a resting mouse."""

    def __init__(self) -> None:
        self.areas: list[tuple[pygame.Rect, str]] = []
        self.mouse: tuple[int, int] | None = None
        self.rest = 0.0
        self._shown: tuple[str, pygame.Surface] | None = None

    def clear(self) -> None:
        """Forget last frame's areas (call before drawing the panels)."""
        self.areas = []

    def extend(self, areas: list[tuple[pygame.Rect, str]]) -> None:
        """Register several (area, words) at once."""
        self.areas.extend(areas)

    def add(self, rect: pygame.Rect, words: str) -> None:
        """Register ``words`` for ``rect`` this frame (empty words are ignored)."""
        if words:
            self.areas.append((rect, words))

    def moved(self, pos: tuple[int, int] | None) -> None:
        """The mouse moved: start counting the rest again."""
        self.mouse = pos
        self.rest = 0.0

    def update(self, dt: float) -> None:
        """Time passes while the mouse rests."""
        self.rest += dt

    def current(self) -> str | None:
        """The words under the mouse, if it has rested long enough."""
        if self.mouse is None or self.rest < DELAY:
            return None
        for rect, words in reversed(self.areas):
            if rect.collidepoint(self.mouse):
                return words
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The tooltip box next to the mouse, kept on screen."""
        words = self.current()
        if words is None or self.mouse is None:
            return
        if self._shown is None or self._shown[0] != words:
            self._shown = (words, text_block([(words, 19, theme.TEXT)], WIDTH, padding=9,
                                             alpha=240))
        image = self._shown[1]
        x = min(self.mouse[0] + 16, surface.get_width() - image.get_width() - 4)
        y = self.mouse[1] + 20
        if y + image.get_height() > surface.get_height():
            y = self.mouse[1] - image.get_height() - 8
        surface.blit(image, (max(4, x), max(4, y)))
