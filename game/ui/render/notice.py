"""A banner over every screen for things the player must know, such as a save that failed.

Messages stay up for a few seconds of play (longer ones stack below the first) and then go;
each is drawn once per frame on top of whatever scene is showing, below the battle header.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.text import text, wrap

SHOW_FOR = 9.0  # seconds of play a message stays on screen
TOP = 52
SIZE = 20
MAX_WIDTH = 900


@dataclass
class Shown:
    """One message on screen and the seconds it has left."""

    message: str
    left: float


class NoticeBanner:
    """Messages waiting to be read, each with the seconds it has left on screen."""

    def __init__(self) -> None:
        self.shown: list[Shown] = []

    @property
    def messages(self) -> list[str]:
        """The messages on screen now, oldest first."""
        return [item.message for item in self.shown]

    def add(self, messages: Iterable[str]) -> None:
        """Put ``messages`` up (a message already showing is not repeated)."""
        for message in messages:
            if message not in self.messages:
                self.shown.append(Shown(message, SHOW_FOR))

    def update(self, dt: float) -> None:
        """Count down; drop the messages whose time is up."""
        for item in self.shown:
            item.left -= dt
        self.shown = [item for item in self.shown if item.left > 0]

    def draw(self, surface: pygame.Surface) -> None:
        """The messages in a red-edged box centred near the top of ``surface``."""
        if not self.shown:
            return
        width = min(MAX_WIDTH, surface.get_width() - 40)
        lines = [line for message in self.messages for line in wrap(message, SIZE, width - 28)]
        height = 16 + 24 * len(lines)
        box = pygame.Rect(0, 0, width, height)
        box.midtop = (surface.get_width() // 2, TOP)
        pygame.draw.rect(surface, (52, 24, 26), box, border_radius=8)
        pygame.draw.rect(surface, theme.DANGER, box, 2, border_radius=8)
        for row, line in enumerate(lines):
            surface.blit(text(line, SIZE, theme.TEXT), (box.x + 14, box.y + 8 + 24 * row))
