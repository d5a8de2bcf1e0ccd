"""Choose a game: one card per registered game UI (its picture, name and one line).

Left/Right (or the mouse) choose, Enter or a click opens that game's New match, F1 shows
the focused game's rules, Esc goes back. A game whose UI package does not load is not
offered (``game.ui.games.available_game_uis``).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import navigator, theme
from game.ui.games import available_game_uis
from game.ui.render.hud import key_hint_bar, panel
from game.ui.scene import Scene
from game.ui.text import text, wrap
from game.ui.tutorial.entry import offer_first_time
from game.ui.widget_base import heading

HINTS = [("Left Right", "choose"), ("Enter", "play"), ("F1", "rules"), ("Esc", "back")]
CARD_SIZE = (340, 330)
GAP = 28
TOP = 110
PICTURE_SHARE = 0.6
"""How much of a card's height its picture takes."""


class GameChooserScene(Scene):
    """A row of game cards; choosing one opens its New match."""

    def __init__(self) -> None:
        self.games: list[Any] = available_game_uis()
        self.focus = 0
        self._cards: dict[tuple[int, int, int, bool], pygame.Surface] = {}

    @property
    def game(self) -> str | None:  # type: ignore[override]
        """The focused card's game (F1 on the chooser shows its rules)."""
        return str(self.games[self.focus].NAME) if self.games else None

    # -- geometry -----------------------------------------------------------------------------
    def card_size(self) -> tuple[int, int]:
        """A card's size for the window (narrower windows get smaller cards)."""
        width, height = self.app.screen.get_size()
        count = max(1, len(self.games))
        room = (width - 56 - GAP * (count - 1)) // count
        card_w = max(200, min(CARD_SIZE[0], room))
        card_h = max(240, min(CARD_SIZE[1], height - TOP - 34 - 20))
        return card_w, card_h

    def card_rect(self, index: int) -> pygame.Rect:
        """Where card ``index`` is drawn (the row is centred)."""
        width, height = self.app.screen.get_size()
        card_w, card_h = self.card_size()
        total = len(self.games) * card_w + GAP * (len(self.games) - 1)
        left = (width - total) // 2
        top = max(TOP, (height - 34 - card_h) // 2)  # centred between heading and hints
        return pygame.Rect(left + index * (card_w + GAP), top, card_w, card_h)

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Arrows and Enter, mouse hover and click, Esc back."""
        if event.type == pygame.KEYDOWN:
            action = self.app.action(event)
            if event.key == pygame.K_ESCAPE or action == "cancel":
                self.app.play("ui_click")
                self.app.pop()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.games:
                step = 1 if event.key == pygame.K_RIGHT else -1
                self._focus((self.focus + step) % len(self.games))
                self.app.play("ui_hover")
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choose(self.focus)
        elif event.type == pygame.MOUSEMOTION:
            hit = self.card_at(event.pos)
            if hit is not None and hit != self.focus:
                self._focus(hit)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.card_at(event.pos)
            if hit is not None:
                self.choose(hit)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card under ``pos`` (None: none)."""
        return next((i for i in range(len(self.games)) if self.card_rect(i).collidepoint(pos)),
                    None)

    def _focus(self, index: int) -> None:
        self.focus = index

    def choose(self, index: int) -> None:
        """Open game ``index``'s New match (first offering its tutorial to a player who
        never met it)."""
        if not 0 <= index < len(self.games):
            return
        self.app.play("ui_confirm")
        ui = self.games[index]
        if not offer_first_time(self.app, ui, lambda: navigator.new_match(self.app, ui.NAME)):
            navigator.new_match(self.app, ui.NAME)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Heading, the cards (the focused one outlined) and key hints."""
        surface.fill(theme.BACKGROUND)
        heading(surface, "Choose a game", f"{len(self.games)} on this machine")
        if not self.games:
            note = text("No game can be played: every game's screens failed to load.", 26,
                        theme.DANGER)
            surface.blit(note, note.get_rect(center=surface.get_rect().center))
        for index in range(len(self.games)):
            rect = self.card_rect(index)
            surface.blit(self._card(index, rect.size, index == self.focus), rect)
        hints = key_hint_bar(HINTS, surface.get_width())
        surface.blit(hints, (0, surface.get_height() - hints.get_height()))

    def _card(self, index: int, size: tuple[int, int], focused: bool) -> pygame.Surface:
        key = (index, *size, focused)
        if key not in self._cards:
            self._cards[key] = paint_card(self.games[index], size, focused)
        return self._cards[key]


def paint_card(game: Any, size: tuple[int, int], focused: bool) -> pygame.Surface:
    """One game's card: picture, name and tagline on a panel (amber edge when focused)."""
    card = panel(size, alpha=255, edge=theme.ACCENT if focused else theme.PANEL_EDGE)
    width, height = size
    picture = pygame.Rect(12, 12, width - 24, int(height * PICTURE_SHARE))
    pygame.draw.rect(card, theme.BACKGROUND, picture, border_radius=6)
    clip = card.get_clip()
    card.set_clip(picture)
    game.draw_card(card, picture)
    card.set_clip(clip)
    title = text(game.TITLE, 30, theme.ACCENT if focused else theme.TEXT, bold=True)
    y = picture.bottom + 14
    card.blit(title, title.get_rect(midtop=(width // 2, y)))
    y += title.get_height() + 8
    for line in wrap(game.TAGLINE, 20, width - 32):
        words = text(line, 20, theme.TEXT_DIM)
        card.blit(words, words.get_rect(midtop=(width // 2, y)))
        y += words.get_height() + 2
    return card
