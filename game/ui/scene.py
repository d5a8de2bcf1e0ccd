"""The scene protocol: one screen of the game, living on the app's scene stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    """One screen. The app feeds it events, fixed updates and draws.

    ``draw`` must not change game state: it may run zero, one or many times
    between updates, and ``alpha`` (0..1) says how far the present lies between
    the last update and the next, for smooth motion.
    """

    app: App
    game: str | None = None
    """The game this screen belongs to (a ruleset name; F1 shows its rules) when that is not
    already plain from its session or from the game UI package defining it; None: shared."""

    def attach(self, app: App) -> None:
        """Called by the app when the scene joins the stack."""
        self.app = app

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input or window event."""

    def update(self, dt: float) -> None:
        """Advance animations and logic by one fixed step of ``dt`` seconds."""

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw the scene onto ``surface``."""
