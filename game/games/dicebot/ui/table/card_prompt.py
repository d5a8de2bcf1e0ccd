"""The secret weapon choice: click a card in your fanned hand (again, or Enter, to play it);
it starts on a card the robot can pay for, and says so when the chosen one cannot be paid."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.match import Request
from game.games.dicebot.rules.cards import CARDS
from game.games.dicebot.rules.choices import PlayCard
from game.games.dicebot.ui.table.affordable import payable, why_unpayable
from game.games.dicebot.ui.table.layout import geometry_for
from game.games.dicebot.ui.table.prompt_base import ROW_Y, TablePrompt, button_row


class CardPrompt(TablePrompt):
    """The secret weapon choice: click a card in your hand (again, or Enter, to play it)."""

    def __init__(self, request: Request, send: Any) -> None:
        super().__init__(request, send)
        self._raised: set[int] = set()
        self._defaulted = False

    def select(self, index: int) -> bool:
        """Select option ``index`` (the player's own choice: no default replaces it)."""
        self._defaulted = True
        return super().select(index)

    def _default_to_payable(self, flow: Any) -> None:
        """Start on the first card the robot can pay for (Enter on a card it cannot pay
        discards it and leaves the robot wide open), once, when the board is first seen; a
        session that suggests a card (the tutorial: the lesson's) starts on that one."""
        self._defaulted = True
        suggest = getattr(getattr(flow, "session", None), "suggested", None)
        wanted = suggest(self.request) if suggest is not None else None
        if wanted in self.choices:
            self.selected = self.choices.index(wanted)
            return
        robot = flow.board.robots[self.seat]
        for index, choice in enumerate(self.choices):
            if payable(choice.card, robot.body, robot.head):
                self.selected = index
                return

    def hand(self, scene: Any) -> tuple[str, ...]:
        """The viewer's hand as drawn."""
        return scene.flow.board.hand()

    def raised(self) -> set[int]:
        """The selected card sits raised in the fanned hand."""
        return self._raised

    def click_at(self, scene: Any, pos: tuple[int, int]) -> bool:
        """A click on a hand card selects it; on the selected one, plays it."""
        hand = self.hand(scene)
        geo = geometry_for(scene)
        index = geo.hand_index_at(pos, self._raised)
        if index is None:
            return False
        choice = PlayCard(hand[index])
        if choice not in self.choices:
            self.note = f"{hand[index]} cannot be played now."
            return True
        if self.choices.index(choice) == self.selected and index in self._raised:
            self.confirm()
            return True
        self.select(self.choices.index(choice))
        self._raised = {index}
        return True

    def label(self, choice: Any) -> str:
        """The card's name."""
        return choice.card

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """Play the selected card; step through the hand."""
        if not self._defaulted:
            self._default_to_payable(flow)
        card = self.choices[self.selected].card
        if not self._raised:
            self._sync_raised(flow.board.hand())
        reason = self.unpayable(flow, card)
        play_tip = (f"You cannot pay for it ({reason}): it would be thrown away and your "
                    "robot left wide open (Enter)") if reason else "Lay it face down (Enter)"
        items = [("< Prev", lambda: self._step(flow, -1), "Previous card (Left)"),
                 ("Next >", lambda: self._step(flow, 1), "Next card (Right)"),
                 (f"Play {card}" + (" (can't pay)" if reason else ""), self.confirm,
                  play_tip)]
        found = button_row(area, items, ROW_Y, width=220)
        found[-1].primary = not reason
        return found

    def unpayable(self, flow: Any, card: str) -> str:
        """Why this player's robot cannot pay for ``card`` now ("" if it can)."""
        robot = flow.board.robots[self.seat]
        return why_unpayable(card, robot.body, robot.head)

    def _step(self, flow: Any, step: int) -> None:
        self.select((self.selected + step) % len(self.choices))
        self._sync_raised(flow.board.hand())

    def _sync_raised(self, hand: tuple[str, ...]) -> None:
        card = self.choices[self.selected].card
        self._raised = {hand.index(card)} if card in hand else set()

    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """As every prompt; the raised card follows the selection."""
        used = super().key(scene, event, action)
        if used:
            self._sync_raised(scene.flow.board.hand())
        return used

    def detail(self, flow: Any) -> str:
        """What the selected card does and whether the robot can pay for it."""
        card = CARDS[self.choices[self.selected].card]
        reason = self.unpayable(flow, card.name)
        if reason:
            return (f"{card.name}: you CANNOT pay it ({reason}). Played anyway, it is thrown "
                    "away and every attack on you hits.")
        return f"{card.summary()} - you can pay it"
