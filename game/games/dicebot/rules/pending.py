"""Which requests are pending, built from the state's phase (see flow.py for the phases)."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.core.match import ListRequest, Request
from game.games.dicebot.rules import attacks
from game.games.dicebot.rules.battle import payment_options
from game.games.dicebot.rules.choices import Discard, Grab, Pass, PlayCard, Ready, Target, UseHead
from game.games.dicebot.rules.parts import ABILITIES, ARMOR, BODY_SPACES, CHIP
from game.games.dicebot.rules.requests import (
    AbilityRequest,
    BraceRequest,
    CardRequest,
    DiscardRequest,
    GrabRequest,
    PayRequest,
    TargetRequest,
)

if TYPE_CHECKING:
    from game.games.dicebot.rules.state import DicebotState


def requests(state: DicebotState) -> list[Request]:
    """Every request waiting for an answer now."""
    if state.discarding is not None:
        return [discard_request(state)]
    phase = state.phase
    if phase == "ready":
        return [ListRequest(state.next_id(), s, "ready", "Study your hand, then roll your "
                            "dice into the junkyard", (Ready(),))
                for s in state.players if s not in state.ready]
    if phase == "grab":
        return grab_requests(state)
    if phase == "prep":
        seat = state.queue[0]
        return [ListRequest(state.next_id(), seat, "chip", "Use your chip head now to draw "
                            "three cards and discard three?", (Pass(), UseHead(CHIP)))]
    if phase == "choose":
        return [card_request(state, s) for s in state.fighting() if s not in state.chosen]
    if phase == "window":
        return [ability_request(state, state.window_at)] if state.window_at is not None else []
    if phase == "pay":
        seat = state.queue[0]
        card = state.active[seat].card
        return [PayRequest(state.next_id(), seat, "pay", f"Pay for {card}: which parts?",
                           tuple(payment_options(state, seat)), card=card)]
    if phase == "target":
        return target_requests(state)
    seat = state.queue[0]
    amount = attacks.incoming(state)[seat]
    return [BraceRequest(state.next_id(), seat, "brace", f"{amount} damage is coming: "
                         "discard your armor head to stop 2 of it?",
                         (Pass(), UseHead(ARMOR)), incoming=amount)]


def grab_requests(state: DicebotState) -> list[Request]:
    """Real time: one grab per player still building; a snake draft: the drafter's only."""
    dice = tuple(Grab(die) for die in state.junkyard)
    seats = state.snake[:1] if state.snake else [s for s in state.players if not state.full(s)]
    out: list[Request] = []
    for seat in seats:
        space = "body" if len(state.body[seat]) < BODY_SPACES else "head"
        out.append(GrabRequest(state.next_id(), seat, "grab", f"Grab a part for your {space}",
                               dice, space=space, real_time=not state.snake))
    return out


def card_request(state: DicebotState, seat: int) -> Request:
    """The secret choice of this round's weapon (one choice per different card held)."""
    cards = tuple(PlayCard(name) for name in sorted(set(state.hands[seat])))
    return CardRequest(state.next_id(), seat, "card", "Choose your weapon in secret", cards,
                       secret=True)


def ability_request(state: DicebotState, seat: int) -> Request:
    """The answer window: use the head part's ability or keep it."""
    head = str(state.head[seat])
    return AbilityRequest(state.next_id(), seat, "ability",
                          f"Discard your {head} head? ({ABILITIES[head]})",
                          (Pass(), UseHead(head)), answering=state.window_uses > 0)


def discard_request(state: DicebotState) -> Request:
    """After a chip: every different set of cards to discard."""
    seat, count = state.discarding or (0, 0)
    options = sorted(set(combinations(sorted(state.hands[seat]), count)))
    return DiscardRequest(state.next_id(), seat, "discard", f"Discard {count} cards",
                          tuple(Discard(cards) for cards in options), count=count)


def target_requests(state: DicebotState) -> list[Request]:
    """Choice-target weapons of this step still to aim (secret when several aim at once)."""
    aiming = attacks.choosers(state)
    out: list[Request] = []
    for seat in aiming:
        if seat in state.targets:
            continue
        card = state.active[seat].card
        out.append(TargetRequest(state.next_id(), seat, "target", f"Whom does {card} attack?",
                                 tuple(Target(t) for t in attacks.enemies(state, seat)),
                                 card=card, secret=len(aiming) > 1))
    return out
