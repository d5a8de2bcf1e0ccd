"""The winner's bite: choose one devourable to gnaw off a beaten bot (or leave them be)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.tournament import Tournament
from game.games.meatbot.rules.tournament_fighters import Gnaw
from game.games.meatbot.ui.scenes.tournament_shop import item_lines
from game.ui import theme
from game.ui.render.hud import key_hint_bar, text_block
from game.ui.scene import Scene
from game.ui.text import text
from game.ui.widgets import Button, Form, ListBox, Row, heading

if TYPE_CHECKING:
    from game.ui.app import App

HINTS = [("Up Down", "choose"), ("Enter", "gnaw it"), ("Tab", "move"), ("Esc", "take nothing")]


class TournamentGnawScene(Scene):
    """A list of every bite the winner may take; Enter takes it, Esc takes nothing."""

    def __init__(self, tournament: Tournament, on_done: Callable[[Gnaw | None], None]) -> None:
        self.tournament = tournament
        self.options = tournament.gnaw_options()
        self.on_done = on_done
        self.finished = False
        names = [f.name for f in tournament.fighters]
        rows = [Row(f"{option.kind}", f"off {names[option.loser]} \u00b7 "
                                      f"{dv.DEVOURABLES[option.kind].stomachs} St",
                    tooltip=dv.DEVOURABLES[option.kind].summary) for option in self.options]
        self.list = ListBox(rows, on_activate=lambda i: self.take(), row_height=40)
        self.take_button = Button("Gnaw it off", self.take, "Take the selected devourable",
                                  accent=True)
        self.skip_button = Button("Take nothing", lambda: self.finish(None),
                                  "Leave the beaten bots as they are")
        self.form = Form([self.list, self.take_button, self.skip_button])
        self.form.focus = 0

    def attach(self, app: App) -> None:
        """Lay out for the window."""
        super().attach(app)
        self.form.sound = app.play
        self._layout(app.screen.get_size())

    def _layout(self, size: tuple[int, int]) -> None:
        width, height = size
        self.list.rect = pygame.Rect(28, 140, width // 2 - 40, height - 270)
        self.take_button.rect = pygame.Rect(width - 300, height - 100, 270, 54)
        self.skip_button.rect = pygame.Rect(width - 560, height - 96, 240, 46)

    def take(self) -> None:
        """Gnaw the selected devourable off its owner."""
        if self.options:
            self.finish(self.options[self.list.selected])

    def finish(self, choice: Gnaw | None) -> None:
        """Leave and hand the choice back."""
        if self.finished:
            return
        self.finished = True
        self.app.play("ui_confirm")
        self.app.pop()
        self.on_done(choice)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Esc takes nothing; everything else to the widgets."""
        if self.app.wants_back(event):
            self.finish(None)
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._layout(self.app.screen.get_size())
        else:
            self.form.handle_event(event)

    def update(self, dt: float) -> None:
        """Tooltip timing."""
        self.form.update()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The winner, the bites on offer and what the selected one does."""
        surface.fill(theme.BACKGROUND)
        winner = self.tournament.gnawing()
        name = self.tournament.fighters[winner].name if winner is not None else ""
        free = self.tournament.fighters[winner].stomachs_free if winner is not None else 0
        heading(surface, f"{name} gnaws the fallen", f"{free} Stomachs free")
        surface.blit(text("The winner may bite one devourable off a beaten bot. It is "
                          "digested by the next match.", 24, theme.TEXT_DIM), (28, 100))
        if self.options:
            detail = text_block(item_lines(self.options[self.list.selected].kind),
                                surface.get_width() // 2 - 40)
            surface.blit(detail, (surface.get_width() // 2 + 12, 140))
        self.form.draw(surface)
        hints = key_hint_bar(HINTS, surface.get_width())
        surface.blit(hints, (0, surface.get_height() - hints.get_height()))
