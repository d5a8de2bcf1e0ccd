"""The title's way into a game's tutorial: a button beside the menu, opened into an offer
(words, Play, No thanks) while the player has never met the tutorial.

A game offers a tutorial by declaring its lessons (``lesson_cards()`` in its UI package); the
card uses ``game.ui.tutorial.entry.Entry`` (``label``, ``tooltip``, ``first_time``,
``offer_title``, ``offer_words``, ``accept_label``, ``dismiss_label``, ``scene()`` and
``dismiss()``). Keys: T plays it, N (while the offer is open) dismisses it for good.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.games import available_game_uis
from game.ui.render.buttons import Button, button_at, draw_button
from game.ui.render.hud import panel
from game.ui.text import text, wrap
from game.ui.tutorial.entry import title_entry

WIDTH, PAD = 330, 14
TITLE_SIZE, BODY_SIZE = 26, 20


def first_entry() -> Any:
    """The first registered game's tutorial entry, or None if no game has one."""
    return title_entry(available_game_uis())


class TutorialCard:
    """The button, or the offer while ``entry.first_time``."""

    def __init__(self, entry: Any) -> None:
        self.entry = entry
        self.open = False
        """True while the first-run offer is shown (read from the entry on ``refresh``)."""
        self.topleft = (20, 240)
        self.buttons: list[Button] = []

    def refresh(self) -> None:
        """Look again at whether the player has met the tutorial."""
        self.open = bool(self.entry.first_time)

    def place(self, menu_top: int, menu_left: int) -> None:
        """Put the card left of the menu, level with its first item."""
        self.topleft = (max(12, menu_left - WIDTH - 40), menu_top)

    def handle_event(self, event: pygame.event.Event, app: Any) -> bool:
        """T plays, N dismisses an open offer, clicks on the card's buttons; True if used."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t:
            self.play(app)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n and self.open:
            self.dismiss(app)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons, event.pos)
            if button is not None:
                button.action()
                return True
        return False

    def play(self, app: Any) -> None:
        """Open the tutorial."""
        app.play("ui_confirm")
        self.open = False
        app.push(self.entry.scene())

    def dismiss(self, app: Any) -> None:
        """No thanks: the offer folds into the button, for good."""
        app.play("ui_click")
        self.entry.dismiss()
        self.open = False

    def look(self, mouse: tuple[int, int]) -> tuple[object, ...]:
        """What the card's picture depends on: offer or button, and which button the mouse
        is over."""
        return (self.open, self.topleft,
                tuple(button.rect.collidepoint(mouse) for button in self.buttons))

    def draw(self, surface: pygame.Surface, app: Any, mouse: tuple[int, int]) -> None:
        """The offer (title, words, two buttons) or the single button."""
        x, y = self.topleft
        if not self.open:
            rect = pygame.Rect(x + WIDTH - 200, y, 200, 44)
            self.buttons = [Button(rect, f"{self.entry.label}  [T]", lambda: self.play(app),
                                   self.entry.tooltip, size=24)]
        else:
            self.buttons = self._draw_offer(surface, app, x, y)
        for button in self.buttons:
            draw_button(surface, button, button.rect.collidepoint(mouse))

    def _draw_offer(self, surface: pygame.Surface, app: Any, x: int, y: int) -> list[Button]:
        inner = WIDTH - 2 * PAD
        title = [text(line, TITLE_SIZE, theme.ACCENT, True)
                 for line in wrap(self.entry.offer_title, TITLE_SIZE, inner - inner // 10)]
        body = [text(line, BODY_SIZE, theme.TEXT) for line in
                wrap(self.entry.offer_words, BODY_SIZE, inner)]
        height = PAD * 3 + sum(s.get_height() + 2 for s in title + body) + 2 * 46
        surface.blit(panel((WIDTH, height), alpha=235, edge=theme.ACCENT), (x, y))
        top = y + PAD
        for line in title + body:
            surface.blit(line, (x + PAD, top))
            top += line.get_height() + 2
        play = Button(pygame.Rect(x + PAD, top + PAD, inner, 40),
                      f"{self.entry.accept_label}  [T]", lambda: self.play(app),
                      self.entry.tooltip, primary=True, size=24)
        later = Button(pygame.Rect(x + PAD, top + PAD + 46, inner, 40),
                       f"{self.entry.dismiss_label}  [N]", lambda: self.dismiss(app),
                       "Hide this offer for good (the Tutorial button stays).", size=22)
        return [play, later]
