"""A screen of stored things of every game: a title, a game filter, a list and buttons.

The Replays screen and the Load screen are both this: the rows come from ``rows()``, the
buttons from ``actions()``; Left and Right change the game shown, Up and Down the row, Esc
goes back. A message line says what the last action did (or why it could not).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.games import available_game_uis
from game.ui.render.buttons import Button, button_at, draw_button, flow_rects, label_width
from game.ui.render.hud import key_hint_bar
from game.ui.scene import Scene
from game.ui.text import text
from game.ui.widget_base import fit_text
from game.ui.widget_lists import ListBox, Row

if TYPE_CHECKING:
    from game.ui.app import App

Action = tuple[str, str, Callable[[], None], bool]
"""A button: label, its key's name, what it does, whether it can be used now."""
MARGIN, TOP = 40, 110
KEY_WORDS = {"Return": "Enter"}
"""Keys as the player knows them, where pygame names them otherwise."""


class ListScreen(Scene):
    """A filtered list of stored items with actions (see the module's note)."""

    heading = ""
    empty_text = ""
    hints: list[tuple[str, str]] = []

    def __init__(self) -> None:
        self.games: list[tuple[str | None, str]] = [(None, "Every game")] + [
            (str(ui.NAME), str(ui.TITLE)) for ui in available_game_uis()]
        self.filter = 0
        self.list = ListBox([], on_activate=lambda index: self.activate())
        self.buttons: list[Button] = []
        self.message = ""
        self.error = False

    @property
    def game(self) -> str | None:
        """The game whose items are shown (None: all)."""
        return self.games[self.filter][0]

    def attach(self, app: App) -> None:
        """Read the items on joining the stack."""
        super().attach(app)
        self.reload()

    # -- what subclasses give -------------------------------------------------------------
    def rows(self) -> list[Row]:
        """The rows for the current filter (and whatever they stand for, kept by the
        subclass)."""
        raise NotImplementedError

    def actions(self) -> list[Action]:
        """The buttons under the list."""
        return []

    def activate(self) -> None:
        """Enter on a row."""

    # -- shared behaviour -----------------------------------------------------------------
    def reload(self, keep: int | None = None) -> None:
        """Read the rows again (after a change), keeping the selection near where it was."""
        selected = self.list.selected if keep is None else keep
        self.list.rows = self.rows()
        self.list.selected = max(0, min(selected, len(self.list.rows) - 1))
        self.list.clamp_scroll()

    def say(self, message: str, error: bool = False) -> None:
        """Put a line under the list."""
        self.message, self.error = message, error

    def step_filter(self, step: int) -> None:
        """Show the next or previous game's items."""
        self.filter = (self.filter + step) % len(self.games)
        self.reload(0)

    def handle_event(self, event: pygame.event.Event) -> None:
        """List keys, filter keys, action keys, clicks and the wheel; Esc goes back."""
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons, event.pos)
            if button is not None:
                button.action()
            elif self.list.rect.collidepoint(event.pos):
                self.list.handle_click(event)
        elif event.type == pygame.MOUSEWHEEL:
            self.list.handle_other(event, True)

    def _key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.pop()
        elif event.key == pygame.K_LEFT:
            self.step_filter(-1)
        elif event.key == pygame.K_RIGHT:
            self.step_filter(1)
        elif not self.list.handle_key(event):
            name = pygame.key.name(event.key).lower()
            for _label, key, run, enabled in self.actions():
                if enabled and key.lower() == name:
                    run()
                    return

    # -- drawing --------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> pygame.Rect:
        """Place the list for the window; returns the button strip's area."""
        width, height = size
        self.list.rect = pygame.Rect(MARGIN, TOP, width - 2 * MARGIN, height - TOP - 150)
        self.list.row_height = 40 if height >= 700 else 34
        self.list.clamp_scroll()
        return pygame.Rect(MARGIN, self.list.rect.bottom + 12, width - 2 * MARGIN, 80)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Heading, filter, list (or what to do when it is empty), buttons, message, hints."""
        surface.fill(theme.BACKGROUND)
        width, height = surface.get_size()
        strip = self.layout((width, height))
        title = text(self.heading, 40, theme.ACCENT, bold=True)
        surface.blit(title, (MARGIN, 24))
        shown = f"<  {self.games[self.filter][1]}  >   ({len(self.list.rows)})"
        chip = text(shown, 24, theme.TEXT)
        surface.blit(chip, chip.get_rect(bottomright=(width - MARGIN, TOP - 14)))
        self.list.draw(surface, True, False)
        if not self.list.rows:
            note = fit_text(self.empty_text, 22, theme.TEXT_DIM, self.list.rect.width - 40)
            surface.blit(note, note.get_rect(center=self.list.rect.center))
        self._draw_buttons(surface, strip)
        if self.message:
            colour = theme.DANGER if self.error else theme.TEXT
            line = fit_text(self.message, 20, colour, width - 2 * MARGIN)
            surface.blit(line, (MARGIN, height - 34 - 30))
        bar = key_hint_bar(self.hints, width)
        surface.blit(bar, (0, height - bar.get_height()))

    def _draw_buttons(self, surface: pygame.Surface, strip: pygame.Rect) -> None:
        actions = self.actions()
        widths = [label_width(label) + 18 for label, *_ in actions]
        rects = flow_rects(strip, widths, 38)
        self.buttons = [Button(rect, label, run, enabled=enabled,
                               hotkey=KEY_WORDS.get(key, key),
                               primary=index == 0)
                        for index, (rect, (label, key, run, enabled))
                        in enumerate(zip(rects, actions, strict=True))]
        mouse = self.app.mouse_pos()
        for button in self.buttons:
            draw_button(surface, button, button.rect.collidepoint(mouse))
