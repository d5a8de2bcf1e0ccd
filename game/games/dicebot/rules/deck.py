"""The weapon deck: shuffling with the injected dice, drawing, reshuffling the discards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.dice import Dice
from game.games.dicebot.rules import events as ev

if TYPE_CHECKING:
    from game.games.dicebot.rules.state import DicebotState


def shuffle(cards: list[str], dice: Dice) -> None:
    """Shuffle ``cards`` in place (Fisher-Yates, one die per card from the bottom up: a
    d``k`` chooses which of the first ``k`` cards goes to place ``k``)."""
    for last in range(len(cards) - 1, 0, -1):
        other = dice.roll(last + 1) - 1
        cards[last], cards[other] = cards[other], cards[last]


def draw(state: DicebotState) -> str | None:
    """The deck's top card (None when the deck and the discard pile are both empty); an
    empty deck is first rebuilt from the shuffled discard pile."""
    if not state.deck:
        if not state.discard:
            return None
        state.deck, state.discard = state.discard, []
        shuffle(state.deck, state.dice)
        state.deck_unknown = False
        state.out.append(ev.DeckShuffled(len(state.deck), True))
    if state.deck_unknown:
        # An AI's information state does not know the order: the search's dice decide it.
        shuffle(state.deck, state.dice)
        state.deck_unknown = False
    return state.deck.pop(0)


def draw_many(state: DicebotState, seat: int, count: int) -> list[str]:
    """Draw up to ``count`` cards into ``seat``'s hand; returns those drawn."""
    drawn = []
    for _ in range(count):
        card = draw(state)
        if card is None:
            break
        drawn.append(card)
    state.hands[seat].extend(drawn)
    return drawn


def deal(state: DicebotState, seats: tuple[int, ...], count: int) -> None:
    """Deal ``count`` cards to each of ``seats``, one at a time around the table."""
    for _ in range(count):
        for seat in seats:
            card = draw(state)
            if card is not None:
                state.hands[seat].append(card)
    state.out.extend(ev.CardsDealt(seat, len(state.hands[seat])) for seat in seats)
