"""The frame-time overlay: the last frame's main-thread work and the slowest of the last seconds.

The app times each frame's work (events, updates, drawing, the flip; not the wait for the frame
cap) and, when the player turns the overlay on, shows both figures in the top-right corner so a
stutter can be reported with a number. The text is rebuilt a few times a second only.
"""

from __future__ import annotations

import time
from collections import deque

import pygame

from game.ui import theme
from game.ui.loop import Clock
from game.ui.text import text

WINDOW_NS = 5_000_000_000
"""How far back the slowest frame is looked for."""
REFRESH_NS = 250_000_000
"""How often the shown text is rebuilt."""
TEXT_PX = 16
MARGIN = 6


class FrameTimes:
    """Frame work timings read from ``clock`` (nanoseconds), and their corner overlay."""

    def __init__(self, clock: Clock = time.perf_counter_ns, window_ns: int = WINDOW_NS,
                 refresh_ns: int = REFRESH_NS) -> None:
        self.clock = clock
        self.window_ns = window_ns
        self.refresh_ns = refresh_ns
        self._started: int | None = None
        self._recent: deque[tuple[int, int]] = deque()
        """(when the frame ended, its work in ns), oldest first, within ``window_ns``."""
        self._shown: pygame.Surface | None = None
        self._shown_at: int | None = None

    def start(self) -> None:
        """A frame's work begins now."""
        self._started = self.clock()

    def finish(self) -> None:
        """The frame begun by ``start`` is done: remember how long its work took."""
        if self._started is None:
            return
        now = self.clock()
        self._recent.append((now, max(0, now - self._started)))
        self._started = None
        while self._recent and now - self._recent[0][0] > self.window_ns:
            self._recent.popleft()

    @property
    def last_ms(self) -> float:
        """The last finished frame's work in milliseconds (0 before any)."""
        return self._recent[-1][1] / 1e6 if self._recent else 0.0

    @property
    def slowest_ms(self) -> float:
        """The slowest frame's work within the last ``window_ns``, in milliseconds."""
        return max((work for _, work in self._recent), default=0) / 1e6

    def label(self) -> str:
        """The overlay's words."""
        seconds = round(self.window_ns / 1e9)
        return f"frame {self.last_ms:.1f} ms   slowest ({seconds} s) {self.slowest_ms:.1f} ms"

    def due(self) -> bool:
        """Whether the shown text is old enough to be rebuilt (or was never built)."""
        return self._shown_at is None or self.clock() - self._shown_at >= self.refresh_ns

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        """The figures in the top-right corner of ``surface`` (text rebuilt ~4x a second);
        returns where they were drawn."""
        if self._shown is None or self.due():
            self._shown = self._render()
            self._shown_at = self.clock()
        return surface.blit(self._shown, self._shown.get_rect(
            topright=(surface.get_width() - MARGIN, MARGIN)))

    def _render(self) -> pygame.Surface:
        words = text(self.label(), TEXT_PX, theme.TEXT)
        plate = pygame.Surface((words.get_width() + 2 * MARGIN, words.get_height() + MARGIN))
        plate.fill(theme.BACKGROUND)
        pygame.draw.rect(plate, theme.ACCENT, plate.get_rect(), 1)
        plate.blit(words, (MARGIN, MARGIN // 2))
        return plate
