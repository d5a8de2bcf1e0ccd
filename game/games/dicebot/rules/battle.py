"""A battle round up to the attacks: chip heads before choosing, the secret choice, the
reveal, the head-ability window (with answers) and the forced payment."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.core.match import Choice
from game.games.dicebot.rules import attacks
from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules.active import DISCARDED, PAID, UNPAID, Active
from game.games.dicebot.rules.cards import CARDS
from game.games.dicebot.rules.choices import Pay, UseHead
from game.games.dicebot.rules.deck import draw, draw_many
from game.games.dicebot.rules.parts import (
    ARMOR,
    ARMOR_PREVENTS,
    BATTERY,
    BATTERY_DAMAGE,
    CAMERA,
    CAMERA_SPEED,
    CHIP,
    CHIP_CARDS,
    CLAW,
    SPRING,
)

if TYPE_CHECKING:
    from game.games.dicebot.rules.state import DicebotState


def begin_round(state: DicebotState) -> None:
    """A new round: chip heads may draw first, then everyone chooses in secret."""
    state._reset_round()
    state.round += 1
    state.out.append(ev.RoundBegan(state.melee, state.round))
    state.queue = [s for s in state.fighting() if state.head[s] == CHIP]
    state.phase = "prep"


def waiting(state: DicebotState) -> bool:
    """True when this part of the round needs a decision."""
    if state.phase == "prep":
        return bool(state.queue)
    if state.phase == "choose":
        return len(state.chosen) < len(state.fighting())
    if state.phase == "window":
        return state.window_at is not None
    return bool(state.queue) and len(payment_options(state, state.queue[0])) > 1


def advance(state: DicebotState) -> None:
    """Move the round on by one step that needs no decision."""
    if state.phase == "prep":
        state.phase = "choose"
    elif state.phase == "choose":
        reveal(state)
    elif state.phase == "window":
        state.phase, state.queue = "pay", state.fighting()
    elif state.queue:
        options = payment_options(state, state.queue[0])
        pay(state, state.queue[0], options[0] if options else None)
    else:
        attacks.begin(state)


def choose(state: DicebotState, seat: int, card: str) -> None:
    """``seat`` lays ``card`` face down."""
    state.hands[seat].remove(card)
    state.chosen[seat] = card
    state.out.append(ev.CardChosen(seat))


def reveal(state: DicebotState) -> None:
    """Turn every chosen card over, then open the ability window at seat 0."""
    shown = tuple(sorted(state.chosen.items()))
    state.out.append(ev.CardsRevealed(shown))
    for seat, name in shown:
        card = CARDS[name]
        state.active[seat] = Active(name, UNPAID, card.speed, card.damage)
    state.chosen = {}
    state.phase, state.declined, state.window_uses = "window", set(), 0
    state.window_at = next_in_window(state, 0)


def next_in_window(state: DicebotState, start: int) -> int | None:
    """The next seat around the ring from ``start`` with a head part that has not passed
    since the last ability was used (None: everyone has, the window closes)."""
    for step in range(state.n):
        seat = (start + step) % state.n
        if state.alive[seat] and state.head[seat] and seat not in state.declined:
            return seat
    return None


def answer(state: DicebotState, seat: int, choice: Choice) -> None:
    """A head-ability answer in the chip step before choosing or in the window."""
    if state.phase == "prep":
        state.queue.pop(0)
    if isinstance(choice, UseHead):
        use_head(state, seat)
        state.declined = set()
        state.window_uses += 1
    else:
        state.declined.add(seat)
        state.out.append(ev.AbilityPassed(seat))
    if state.phase == "window":
        state.window_at = next_in_window(state, seat + 1)


def use_head(state: DicebotState, seat: int) -> None:
    """Discard ``seat``'s head part for its ability."""
    ability = state.head[seat]
    state.head[seat] = None
    active = state.active.get(seat)
    drawn = ""
    if ability == CHIP:
        state.out.append(ev.AbilityUsed(seat, CHIP))
        cards = draw_many(state, seat, CHIP_CARDS)
        state.discarding = (seat, len(cards))
        state.out.append(ev.CardsDrawn(seat, len(cards)))
        return
    if ability == ARMOR:
        state.shields[seat] = state.shields.get(seat, 0) + ARMOR_PREVENTS
    elif ability == SPRING:
        state.springs.add(seat)
    elif ability in (CAMERA, BATTERY) and active is not None:
        bonus = (CAMERA_SPEED, 0) if ability == CAMERA else (0, BATTERY_DAMAGE)
        state.active[seat] = Active(active.card, active.status, active.speed + bonus[0],
                                    active.damage + bonus[1])
    elif ability == CLAW and active is not None:
        drawn = claw(state, seat, active.card) or ""
    state.out.append(ev.AbilityUsed(seat, str(ability), drawn))


def claw(state: DicebotState, seat: int, old: str) -> str | None:
    """Discard the revealed card and put the deck's top card in play, already paid."""
    state.discard.append(old)
    new = draw(state)
    if new is None:
        state.active[seat] = Active(old, DISCARDED, 0, 0)
        return None
    card = CARDS[new]
    state.active[seat] = Active(new, PAID, card.speed, card.damage)
    return new


def discard_after_chip(state: DicebotState, seat: int, cards: tuple[str, ...]) -> None:
    """Finish a chip: the chosen cards go face up on the discard pile."""
    for card in cards:
        state.hands[seat].remove(card)
    state.discard.extend(cards)
    state.discarding = None
    state.out.append(ev.CardsDiscarded(seat, cards))


# -- paying -----------------------------------------------------------------------------------

def covers(parts: list[str], cost: Counter[str]) -> bool:
    """True if ``parts`` hold every part ``cost`` asks for."""
    have = Counter(parts)
    return all(have[p] >= k for p, k in cost.items())


def payment_options(state: DicebotState, seat: int) -> list[Pay]:
    """Every distinct way ``seat`` can pay for its revealed card (empty: it cannot; a card a
    claw brought in is already paid and needs none)."""
    active = state.active[seat]
    if active.status != UNPAID:
        return [Pay()]
    return ways_to_pay(active.card, state.body[seat], state.head[seat], seat in state.springs)


def ways_to_pay(card: str, body: list[str] | tuple[str, ...], head: str | None,
                spring: bool = False) -> list[Pay]:
    """Every distinct way a robot with ``body`` and ``head`` could pay for ``card`` (empty:
    it cannot). ``spring``: a spring was declared, so it covers any one cost part and the
    head is already gone. Pure: the UI may grey out cards with it, the AI may plan with it."""
    cost = Counter(CARDS[card].cost)
    parts = list(body)
    if spring:
        return [Pay(False, part) for part in sorted(cost)
                if covers(parts, cost - Counter([part]))]
    options = [Pay()] if covers(parts, cost) else []
    if head is not None and cost[head] and covers(parts, cost - Counter([head])):
        options.append(Pay(True))
    return options


def pay(state: DicebotState, seat: int, choice: Pay | None) -> None:
    """Pay (forced) with ``choice``, or discard the card when there is no way to pay."""
    state.queue.remove(seat)
    active = state.active[seat]
    if active.status != UNPAID:
        return
    if choice is None:
        state.active[seat] = Active(active.card, DISCARDED, 0, 0)
        state.discard.append(active.card)
        state.out.append(ev.PaymentRefused(seat, active.card))
        return
    spent = list(CARDS[active.card].cost)
    if choice.wild is not None:
        spent.remove(choice.wild)
    from_body = list(spent)
    if choice.head:
        from_body.remove(str(state.head[seat]))
        state.head[seat] = None
    for part in from_body:
        state.body[seat].remove(part)
    state.active[seat] = Active(active.card, PAID, active.speed, active.damage)
    state.out.append(ev.PaymentMade(seat, active.card, tuple(spent), choice.head,
                                    choice.wild))
