"""The frame a game's results screen shares: Rematch, New match, Back to the title, and Esc.

A game's own results scene subclasses ``ResultsFrame`` and draws its table in ``draw``,
ending with ``self.form.draw(surface)`` for the buttons. Rematch replays the same set-up
(arena, seats, options; armies and builds are chosen anew in the match) with new dice.
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
    """A finished match's session and the ways on: Rematch, New match, the title (or Esc)."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.form = Form()

    def attach(self, app: App) -> None:
        """Lay out the buttons in a row, centred near the bottom (Rematch focused)."""
        super().attach(app)
        self.rematch_button = Button("Rematch", self.rematch, "Same set-up and players; new "
                                     "dice", accent=True)
        self.new_button = Button("New match", self.new_match, "Set up a different match")
        self.done = Button("Back to the title", lambda: navigator.to_title(app),
                           "Back to the title screen (Esc)")
        width, height = app.screen.get_size()
        buttons = (self.rematch_button, self.new_button, self.done)
        sizes = (200, 200, 250)
        x = (width - sum(sizes) - 16 * (len(sizes) - 1)) // 2
        for button, size in zip(buttons, sizes, strict=True):
            button.rect = pygame.Rect(x, height - 80, size, 50)
            x += size + 16
        self.form = Form(list(buttons), sound=app.play)
        self.form.focus = 0

    def rematch(self) -> None:
        """The same set-up, seats and options with new dice."""
        navigator.rematch(self.app, self.session)

    def new_match(self) -> None:
        """This game's New match form, on top of the title."""
        navigator.to_title(self.app)
        navigator.new_match(self.app, self.session.match.ruleset)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons (Left and Right move between them) and Esc."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            navigator.to_title(self.app)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.form.move_focus(-1 if event.key == pygame.K_LEFT else 1)
            return
        self.form.handle_event(event)
