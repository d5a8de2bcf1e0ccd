"""A battle round up to the attacks: the secret choice, the reveal, forced payment (or the
discard that leaves a robot open to everything), and paying with the head part."""

from __future__ import annotations

import pytest

from game.core.match import IllegalChoice
from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules.battle import ways_to_pay
from game.games.dicebot.rules.choices import Pay, PlayCard
from tests.games.dicebot.rules.helpers import (
    BODY_ALL,
    battle,
    choose,
    hand,
    kinds,
    of_type,
    pass_window,
)

NO_HEAD_USE = BODY_ALL + ("spring",)
CLAW_HEAD = BODY_ALL + ("claw",)


def duel(first: list[str], second: list[str], sheets=None):
    return battle(sheets or [NO_HEAD_USE, NO_HEAD_USE], [first, second])


def test_the_card_choice_is_secret_and_changes_no_other_view_until_all_have_chosen():
    # given round 1 of a three-player game
    match = battle([NO_HEAD_USE] * 3, [hand("Laser Eye"), hand("Zap Prod"), hand("Buzz Saw")])
    requests = match.pending()
    assert [(r.kind, r.secret) for r in requests] == [("card", True)] * 3
    others = {p: match.view_for(p) for p in (1, 2, None)}
    # when player 0 commits, then nobody else's view changes (hand sizes included)
    events = match.submit(0, PlayCard("Laser Eye"))
    assert [type(e) for e in events] == [ev.CardChosen]
    assert {p: match.view_for(p) for p in (1, 2, None)} == others
    # and player 0 sees its own card face down, one card fewer in hand
    own = match.view_for(0).robots[0]
    assert own.chosen == "Laser Eye" and own.hand_size == 5
    # when the others commit too, then every card is revealed at once
    match.submit(1, PlayCard("Zap Prod"))
    reveal = of_type(match.submit(2, PlayCard("Buzz Saw")), ev.CardsRevealed)
    assert reveal[0].cards == ((0, "Laser Eye"), (1, "Zap Prod"), (2, "Buzz Saw"))
    assert [r.weapon for r in match.view_for(1).robots] == ["Laser Eye", "Zap Prod", "Buzz Saw"]


def test_only_cards_in_hand_can_be_chosen():
    match = duel(hand("Laser Eye"), hand())
    made = len(match.choices)
    with pytest.raises(IllegalChoice):
        match.submit(0, PlayCard("Hyper Spring"))
    assert len(match.choices) == made


def test_a_payable_card_is_paid_at_once_and_its_parts_leave_the_sheet():
    # given a robot with a battery and a claw on its body choosing the Buzz Saw
    match = duel(hand("Buzz Saw"), hand())
    choose(match, {0: "Buzz Saw", 1: "Left Hook"})
    # when the window closes, then the payment is forced: no choice, the parts are gone
    events = pass_window(match)
    paid = of_type(events, ev.PaymentMade)
    assert [(e.player, e.card, sorted(e.parts), e.head) for e in paid] == [
        (0, "Buzz Saw", ["battery", "claw"], False), (1, "Left Hook", ["claw"], False)]
    assert match.view_for(None).robots[0].body == ("spring", "chip", "camera", "armor")


def test_a_card_that_cannot_be_paid_is_discarded_and_its_robot_is_hit_by_everything():
    # given Bo has no camera to pay for the Laser Eye (speed 9); Ada plays Left Hook (5)
    sheets = [NO_HEAD_USE, ("claw",) * 6 + ("armor",)]
    match = duel(hand(), hand("Laser Eye"), sheets)
    choose(match, {0: "Left Hook", 1: "Laser Eye"})
    events = pass_window(match)
    # then Bo's card is refused and discarded, and Ada's slow hook hits anyway
    assert [(e.player, e.card) for e in of_type(events, ev.PaymentRefused)] == [(1, "Laser Eye")]
    assert "Laser Eye" in match.view_for(None).discard
    hits = of_type(events, ev.AttackResolved)
    assert [(e.player, e.target, e.damage, e.hit_points) for e in hits] == [(0, 1, 2, 4)]
    assert not of_type(events, ev.AttackDodged)


def test_the_head_part_pays_when_the_body_lacks_it():
    # given a robot whose only camera is on its head, playing the Flash Bulb (camera)
    sheets = [("claw",) * 6 + ("camera",), NO_HEAD_USE]
    match = duel(hand("Flash Bulb"), hand(), sheets)
    choose(match, {0: "Flash Bulb", 1: "Left Hook"})
    events = pass_window(match)
    # then the head camera is spent (paying is forced, the head counts as usual)
    paid = of_type(events, ev.PaymentMade)[0]
    assert (paid.parts, paid.head) == (("camera",), True)
    assert match.view_for(None).robots[0].head is None


def test_when_body_and_head_could_both_pay_the_player_chooses_but_must_pay():
    # given a claw on the body and a claw head, playing the Left Hook (claw)
    match = duel(hand(), hand(), [CLAW_HEAD, CLAW_HEAD])
    choose(match, {0: "Left Hook", 1: "Left Hook"})
    pass_window(match)
    # then the payment asks which, offering only ways to pay
    request = match.pending()[0]
    assert (request.kind, request.player, request.legal_choices()) == (
        "pay", 0, [Pay(), Pay(head=True)])
    # when Ada keeps her head, then the body claw is spent
    match.submit(0, Pay())
    assert match.view_for(None).robots[0].head == "claw"
    assert "claw" not in match.view_for(None).robots[0].body
    assert kinds(match) == ["pay"] and match.pending()[0].player == 1


@pytest.mark.parametrize("card, body, head, spring, ways", [
    ("Laser Eye", ("camera", "claw"), "camera", False, [Pay(head=True)]),
    ("Laser Eye", ("camera", "claw"), "claw", False, []),
    ("Laser Eye", ("camera", "camera"), "camera", False, [Pay(), Pay(head=True)]),
    ("Laser Eye", ("camera", "claw"), None, True, [Pay(wild="camera")]),
    ("Mega Drill", ("claw", "armor"), None, True, [Pay(wild="battery")]),
])
def test_ways_to_pay_lists_every_distinct_payment(card, body, head, spring, ways):
    assert ways_to_pay(card, body, head, spring) == ways
