"""The end of a round: once the last attack has resolved, the played weapon cards leave the
table for the discard pile, announced by ``RoundEnded`` before anything else happens."""

from __future__ import annotations

from game.games.dicebot.rules import events as ev
from tests.games.dicebot.rules.helpers import (
    BODY_ALL,
    NAMES,
    battle,
    choose,
    hand,
    of_type,
    resolve,
)

PLAIN = BODY_ALL + ("battery",)
"""One part of each type on the body and a battery head: no second camera."""

ATTACKS = (ev.AttackResolved, ev.AttackDodged, ev.Overheated)


def index_of(events: list, cls: type) -> int:
    """Where the only event of ``cls`` sits in ``events``."""
    found = [k for k, e in enumerate(events) if isinstance(e, cls)]
    assert len(found) == 1, found
    return found[0]


def test_round_ended_comes_after_the_last_attack_and_before_the_next_round():
    # given two robots trading Left Hook (speed 5, 2 damage) and Zap Prod (speed 4)
    match = battle([PLAIN, PLAIN], [hand(), hand("Zap Prod")])
    choose(match, {0: "Left Hook", 1: "Zap Prod"})
    # when the round's attacks resolve
    events = resolve(match)
    # then RoundEnded follows the last attack and comes before round 2 begins
    last_attack = max(k for k, e in enumerate(events) if isinstance(e, ATTACKS))
    ended = index_of(events, ev.RoundEnded)
    began = index_of(events, ev.RoundBegan)
    assert last_attack < ended < began
    assert events[ended] == ev.RoundEnded(1, 1, ((0, "Left Hook"), (1, "Zap Prod")))
    assert events[began].round == 2


def test_the_played_cards_are_on_the_discard_pile_and_off_the_table():
    # given the same trade
    match = battle([PLAIN, PLAIN], [hand(), hand("Zap Prod")])
    choose(match, {0: "Left Hook", 1: "Zap Prod"})
    # when the round is over
    resolve(match)
    # then both cards lie on the discard pile and no robot shows a weapon
    view = match.view_for(None)
    assert view.discard[-2:] == ("Left Hook", "Zap Prod")
    assert [r.weapon for r in view.robots] == [None, None]


def test_a_refused_card_leaves_the_table_too_but_is_discarded_only_once():
    # given Bo reveals a Laser Eye it cannot pay for (one camera only)
    match = battle([PLAIN, PLAIN], [hand(), hand("Laser Eye")])
    choose(match, {0: "Left Hook", 1: "Laser Eye"})
    # when the round resolves
    events = resolve(match)
    # then the refused card is among the cards leaving the table, on the pile once
    assert of_type(events, ev.PaymentRefused) == [ev.PaymentRefused(1, "Laser Eye")]
    assert of_type(events, ev.RoundEnded)[0].cards == ((0, "Left Hook"), (1, "Laser Eye"))
    assert match.view_for(None).discard.count("Laser Eye") == 1


def test_the_last_round_of_a_melee_ends_before_the_wrecks_and_the_melee():
    # given two robots at 2 hit points after trading Arc Lances (4 damage)
    match = battle([PLAIN, PLAIN], [hand("Arc Lance"), hand("Arc Lance")])
    choose(match, {0: "Arc Lance", 1: "Arc Lance"})
    resolve(match)
    # when they trade Left Hooks and both fall
    choose(match, {0: "Left Hook", 1: "Left Hook"})
    events = resolve(match)
    # then the round ends first, then the robots are destroyed, then the melee ends
    ended = index_of(events, ev.RoundEnded)
    assert events[ended].round == 2
    assert ended < min(k for k, e in enumerate(events) if isinstance(e, ev.RobotDestroyed))
    assert ended < index_of(events, ev.MeleeEnded)


def test_round_ended_log_lines():
    # given round-end events with two cards, one card and none
    two = ev.RoundEnded(1, 3, ((0, "Left Hook"), (1, "Zap Prod")))
    one = ev.RoundEnded(1, 4, ((1, "Zap Prod"),))
    # then each reads as plain words naming the round
    assert two.log_line(NAMES) == "Round 3 is over: 2 played cards go to the discard pile."
    assert one.log_line(NAMES) == "Round 4 is over: 1 played card goes to the discard pile."
    assert ev.RoundEnded(2, 1, ()).log_line(NAMES) == "Round 1 is over."
