"""The battle log: every shown event as a line of plain English, newest at the bottom."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.render.buttons import panel_surface
from game.ui.text import text, wrap

LINE_SIZE = 17
LINE_GAP = 2
MAX_LINES = 400


class LogPanel:
    """Keeps the lines and draws the newest ones that fit; the wheel scrolls back."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.added = 0
        self.scroll = 0
        self._wrapped: dict[tuple[str, int], list[str]] = {}

    def add(self, line: str) -> None:
        """Append one line (the view jumps back to the newest unless scrolled)."""
        self.lines.append(line)
        self.added += 1
        if len(self.lines) > MAX_LINES:
            del self.lines[: len(self.lines) - MAX_LINES]
        if self.scroll:
            self.scroll += 1

    def scroll_by(self, lines: int) -> None:
        """Scroll back (positive) or forward (negative)."""
        self.scroll = max(0, min(len(self.lines) - 1, self.scroll + lines))

    def _wrap(self, line: str, width: int) -> list[str]:
        key = (line, width)
        if key not in self._wrapped:
            if len(self._wrapped) > 2000:
                self._wrapped.clear()
            self._wrapped[key] = wrap(line, LINE_SIZE, width)
        return self._wrapped[key]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The panel with as many recent lines as fit in ``rect``."""
        surface.blit(panel_surface(rect.size, 225), rect)
        title = text("Log" + (f"  (scrolled back {self.scroll})" if self.scroll else ""), 20,
                     theme.ACCENT)
        surface.blit(title, (rect.x + 10, rect.y + 6))
        bottom = rect.bottom - 8
        width = rect.width - 20
        end = len(self.lines) - self.scroll
        for index in range(end - 1, -1, -1):
            line = self.lines[index]
            colour = theme.ACCENT if line.startswith("--") else (
                theme.TEXT if index == end - 1 else theme.TEXT_DIM)
            parts = self._wrap(line, width)
            height = len(parts) * (LINE_SIZE + LINE_GAP)
            if bottom - height < rect.y + 30:
                break
            bottom -= height
            for offset, part in enumerate(parts):
                surface.blit(text(part, LINE_SIZE, colour),
                             (rect.x + 10 + (8 if offset else 0),
                              bottom + offset * (LINE_SIZE + LINE_GAP)))
