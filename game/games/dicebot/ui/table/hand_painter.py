"""The viewer's hand fanned below the card table: each card tilted, greyed when the robot
cannot pay for it, ringed when raised (selected) or marked (to discard), and the hovered one
shown large with its rules in words beside it.

Card pictures are kept (the same few are drawn again whenever the hover moves), keyed by
everything they show.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games.dicebot.ui.table import art
from game.games.dicebot.ui.table.affordable import why_unpayable
from game.games.dicebot.ui.table.layout import TableGeometry
from game.ui import theme
from game.ui.render.hud import panel
from game.ui.text import text, wrap

HAND_CARDS_KEPT = 48
"""Hand card pictures kept (a hand of up to 7, each plain, raised or marked)."""
HandMarks = tuple[frozenset[int], frozenset[int], int | None]
"""The hand's raised cards, marked cards and the card under the mouse (None: none)."""


def hand_marks(prompt: Any, geo: TableGeometry, mouse: tuple[int, int] | None) -> HandMarks:
    """What the open ``prompt`` raises and marks in the hand, and the card under ``mouse``
    (copied into frozen sets: a prompt changes its own sets in place)."""
    raised = frozenset(prompt.raised()) if hasattr(prompt, "raised") else frozenset()
    marked = frozenset(prompt.marked()) if hasattr(prompt, "marked") else frozenset()
    hovered = geo.hand_index_at(mouse, raised) if mouse is not None else None
    return raised, marked, hovered


class HandPainter:
    """Draws the battle ``scene``'s viewer's hand (``draw``)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self._cards: dict[tuple[Any, ...], pygame.Surface] = {}
        self._card_words: dict[tuple[str, str], pygame.Surface] = {}
        """A weapon card's rules in words as a panel, by card name and why it cannot be
        paid (made on first hover)."""

    def draw(self, surface: pygame.Surface, geo: TableGeometry, cards: tuple[str, ...],
             marks: HandMarks) -> None:
        """The hand ``cards`` laid out by ``geo``, with the prompt's ``marks``."""
        raised, marked, hovered = marks
        if cards:
            label = text("Your hand", 16, theme.TEXT_DIM)
            surface.blit(label, (geo.hand_area.x + 8, geo.hand_area.y + 2))
        elif len(self.scene.session.human_seats) > 1:
            label = text("Hands stay hidden while several players share this screen.", 16,
                         theme.TEXT_DIM)
            surface.blit(label, (geo.hand_area.x + 8, geo.hand_area.y + 2))
        lifted = raised | ({hovered} if hovered is not None else set())
        for index, name in enumerate(cards):
            rect = geo.hand_rect(index, lifted)
            tilt = (index - (len(cards) - 1) / 2) * -3
            ring = "marked" if index in marked else ("raised" if index in raised else "")
            turned = self._card(name, rect.size, tilt, ring)
            surface.blit(turned, turned.get_rect(center=rect.center))
        if hovered is not None and 0 <= hovered < len(cards):
            self._zoomed_card(surface, geo, cards[hovered], geo.hand_rect(hovered, raised))

    def parts(self) -> tuple[tuple[str, ...], str | None] | None:
        """The parts the hand's owner pays with (what ``unpayable`` reads), None before the
        first round."""
        board = self.scene.flow.board
        if board.viewer is None or not board.round:
            return None
        robot = board.robots[board.viewer]
        return tuple(robot.body), robot.head

    def unpayable(self, card: str) -> str:
        """Why the hand's owner cannot pay for ``card`` with the parts shown ("" if they
        can, and before the robots are built: the first round has not begun)."""
        parts = self.parts()
        return "" if parts is None else why_unpayable(card, list(parts[0]), parts[1])

    def _card(self, name: str, size: tuple[int, int], tilt: float,
              ring: str) -> pygame.Surface:
        """Hand card ``name`` drawn at ``size``, tilted, greyed when it cannot be paid and
        ringed when "marked" or "raised"."""
        key = (name, size, tilt, ring, self.unpayable(name))
        image = self._cards.get(key)
        if image is None:
            card = pygame.Surface(size, pygame.SRCALPHA)
            art.draw_card(card, card.get_rect(), name)
            if key[-1]:
                art.dim_unpayable(card)
            if ring:
                colour = theme.DANGER if ring == "marked" else theme.ACCENT
                pygame.draw.rect(card, colour, card.get_rect(), 4, border_radius=6)
            image = pygame.transform.rotate(card, tilt) if tilt else card
            if len(self._cards) >= HAND_CARDS_KEPT:
                self._cards.clear()
            self._cards[key] = image
        return image

    def _zoomed_card(self, surface: pygame.Surface, geo: TableGeometry, name: str,
                     under: pygame.Rect) -> None:
        """The hovered hand card drawn large above the hand with its rules in words beside it
        (hand cards are small: at 800x600 their special barely fits, and "jam" says little)."""
        size = max(120, under.width * 2)
        words = self._words_of(name)
        whole = pygame.Rect(0, 0, size + 8 + words.get_width(),
                            max(size, words.get_height()))
        whole.bottomleft = (under.centerx - size // 2, min(under.top, geo.hand_area.top) - 6)
        whole.clamp_ip(surface.get_rect())
        art.draw_card(surface, pygame.Rect(whole.x, whole.y, size, size), name)
        surface.blit(words, (whole.x + size + 8, whole.y))

    def _words_of(self, name: str) -> pygame.Surface:
        """Card ``name``'s rules in words on a panel, and in red why it cannot be paid
        (kept: hovering redraws it every frame)."""
        reason = self.unpayable(name)
        if (name, reason) not in self._card_words:
            from game.games.dicebot.rules.cards import CARDS

            lines = [(line, theme.TEXT) for line in wrap(CARDS[name].summary(), 16, 250)]
            if reason:
                lines += [(line, theme.DANGER)
                          for line in wrap(f"Cannot pay: {reason}.", 16, 250)]
            words = panel((270, 20 + 20 * len(lines)), alpha=255)
            for row, (line, colour) in enumerate(lines):
                words.blit(text(line, 16, colour), (10, 10 + 20 * row))
            self._card_words[name, reason] = words
        return self._card_words[name, reason]
