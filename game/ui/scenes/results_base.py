"""The frame a game's results screen shares: a "Back to the title" button and Esc.

A game's own results scene subclasses ``ResultsFrame`` and draws its table in ``draw``,
ending with ``self.form.draw(surface)`` for the button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui import navigator
from game.ui.scene import Scene
from game.ui.widgets import Button, Form

if TYPE_CHECKING:
    from game.ui.app import App


class ResultsFrame(Scene):
    """A finished match's session and a way back to the title (button or Esc)."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.form = Form()

    def attach(self, app: App) -> None:
        """Lay out the button, centred near the bottom."""
        super().attach(app)
        self.done = Button("Back to the title", lambda: navigator.to_title(app), accent=True)
        width, height = app.screen.get_size()
        self.done.rect = pygame.Rect(width // 2 - 150, height - 80, 300, 50)
        self.form.widgets = [self.done]

    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons and Esc."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            navigator.to_title(self.app)
            return
        self.form.handle_event(event)
