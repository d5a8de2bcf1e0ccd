"""Head abilities: discarding the head part for spring, chip, camera, armor, battery or claw,
in the window after the reveal (where one use lets everybody answer) and, for the chip and
the armor, at the other moments they matter ("at any time")."""

from __future__ import annotations

from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules.choices import Discard, Pass, Pay, UseHead
from tests.games.dicebot.rules.helpers import (
    BODY_ALL,
    battle,
    choose,
    hand,
    kinds,
    of_type,
    pass_window,
)

CLAWS = ("claw",) * 6


def test_the_window_asks_in_player_order_and_a_use_reopens_it_for_those_who_passed():
    # given both robots have heads after the reveal
    match = battle([BODY_ALL + ("camera",), BODY_ALL + ("battery",)], [hand(), hand()])
    choose(match, {0: "Left Hook", 1: "Left Hook"})
    request = match.pending()[0]
    assert (request.kind, request.player, request.answering) == ("ability", 0, False)
    assert request.legal_choices() == [Pass(), UseHead("camera")]
    # when Ada passes and Bo uses his battery
    match.submit(0, Pass())
    match.submit(1, UseHead("battery"))
    # then Ada may answer after all, even though she declined
    request = match.pending()[0]
    assert (request.kind, request.player, request.answering) == ("ability", 0, True)
    # when she passes again, then the window closes: payment and attacks follow
    events = match.submit(0, Pass())
    assert len(of_type(events, ev.PaymentMade)) == 2 and of_type(events, ev.AttackResolved)
    assert kinds(match) == ["card", "card"] and match.view_for(None).round == 2


def test_spring_pays_as_a_part_of_any_type():
    # given Ada has no battery, only claws and a spring head, and reveals the Zap Prod
    match = battle([CLAWS + ("spring",), BODY_ALL + ("spring",)], [hand("Zap Prod"), hand()])
    choose(match, {0: "Zap Prod", 1: "Left Hook"})
    # when she discards the spring head in the window
    match.submit(0, UseHead("spring"))
    events = pass_window(match)
    # then the spring stands in for the battery and her claws stay
    paid = [e for e in of_type(events, ev.PaymentMade) if e.player == 0]
    assert (paid[0].parts, paid[0].wild) == ((), "battery")
    assert match.view_for(None).robots[0].body == CLAWS


def test_spring_lets_the_player_choose_which_part_it_replaces():
    # given Ada holds a spring and a camera on her body and reveals the Rivet Gun
    match = battle([BODY_ALL + ("spring",), BODY_ALL + ("claw",)], [hand("Rivet Gun"), hand()])
    choose(match, {0: "Rivet Gun", 1: "Left Hook"})
    match.submit(0, UseHead("spring"))
    pass_window(match)
    # then she picks which cost part the spring covers
    assert match.pending()[0].legal_choices() == [Pay(wild="camera"), Pay(wild="spring")]
    match.submit(0, Pay(wild="spring"))
    assert "spring" in match.view_for(None).robots[0].body
    assert "camera" not in match.view_for(None).robots[0].body


def test_a_chip_before_choosing_draws_three_then_discards_any_three():
    # given Ada's head is a chip and the deck's next cards are three Hyper Springs
    match = battle([BODY_ALL + ("chip",), BODY_ALL + ("spring",)], [hand(), hand()],
                   rest=["Hyper Spring"] * 3)
    # then the round opens by asking her, before any card is chosen
    assert kinds(match) == ["chip"]
    events = match.submit(0, UseHead("chip"))
    assert [type(e) for e in events] == [ev.AbilityUsed, ev.CardsDrawn]
    request = match.pending()[0]
    assert (request.kind, request.count) == ("discard", 3)
    assert Discard(("Hyper Spring",) * 3) in request.legal_choices()
    # when she discards three of her old cards, then she keeps six, the new ones among them
    match.submit(0, Discard(("Left Hook",) * 3))
    assert match.view_for(0).robots[0].hand == ("Hyper Spring",) * 3 + ("Left Hook",) * 3
    assert match.view_for(1).robots[0].hand is None
    assert kinds(match) == ["card", "card"]


def test_a_chip_may_also_answer_in_the_window():
    match = battle([BODY_ALL + ("chip",), BODY_ALL + ("spring",)], [hand(), hand()],
                   rest=["Zap Prod"] * 3)
    match.submit(0, Pass())
    choose(match, {0: "Left Hook", 1: "Left Hook"})
    match.submit(0, UseHead("chip"))
    assert kinds(match) == ["discard"]
    match.submit(0, Discard(("Zap Prod",) * 3))
    assert kinds(match) == ["ability"] and match.pending()[0].player == 1


def test_camera_adds_two_speed():
    # given Ada's Left Hook (5) against Bo's Rivet Gun (6, aimed at her: the only choice)
    match = battle([BODY_ALL + ("camera",), BODY_ALL + ("claw",)], [hand(), hand("Rivet Gun")])
    choose(match, {0: "Left Hook", 1: "Rivet Gun"})
    # when Ada uses her camera, then her hook outruns the gun: it hits at speed 7 and the
    # gun (6) is dodged
    match.submit(0, UseHead("camera"))
    events = pass_window(match)
    hits = [(e.player, e.speed) for e in of_type(events, ev.AttackResolved)]
    assert hits == [(0, 7)]
    assert [(e.player, e.speed) for e in of_type(events, ev.AttackDodged)] == [(1, 6)]


def test_battery_adds_two_damage():
    match = battle([BODY_ALL + ("battery",), BODY_ALL + ("spring",)], [hand(), hand()])
    choose(match, {0: "Left Hook", 1: "Left Hook"})
    match.submit(0, UseHead("battery"))
    events = pass_window(match)
    hit = [e for e in of_type(events, ev.AttackResolved) if e.player == 0][0]
    assert (hit.damage, hit.hit_points) == (4, 2)


def test_armor_used_in_the_window_prevents_two_damage_this_round():
    # given Bo's Arc Lance (4 damage, right) will hit Ada
    match = battle([BODY_ALL + ("armor",), BODY_ALL + ("spring",)], [hand(), hand("Arc Lance")])
    choose(match, {0: "Left Hook", 1: "Arc Lance"})
    match.submit(0, UseHead("armor"))
    events = pass_window(match)
    hit = [e for e in of_type(events, ev.AttackResolved) if e.target == 0][0]
    assert (hit.damage, hit.prevented, hit.hit_points) == (2, 2, 4)


def test_armor_can_brace_at_the_moment_a_hit_comes():
    # given Ada keeps her armor through the window
    match = battle([BODY_ALL + ("armor",), BODY_ALL + ("spring",)], [hand(), hand("Arc Lance")])
    choose(match, {0: "Left Hook", 1: "Arc Lance"})
    match.submit(0, Pass())
    match.submit(1, Pass())
    # then, as the 4-damage lance comes, she is asked once more
    request = match.pending()[0]
    assert (request.kind, request.player, request.incoming) == ("brace", 0, 4)
    events = match.submit(0, UseHead("armor"))
    hit = [e for e in of_type(events, ev.AttackResolved) if e.target == 0][0]
    assert (hit.damage, hit.prevented) == (2, 2)


def test_no_brace_question_when_nothing_is_coming():
    match = battle([BODY_ALL + ("armor",), BODY_ALL + ("spring",)], [hand(), hand("Laser Eye")])
    # given Bo cannot pay for his Laser Eye (one camera), so nothing will come at Ada
    choose(match, {0: "Left Hook", 1: "Laser Eye"})
    match.submit(0, Pass())
    events = match.submit(1, Pass())
    # then the round resolves without asking Ada to brace, her head still on
    assert of_type(events, ev.PaymentRefused) and of_type(events, ev.AttackResolved)
    assert kinds(match) == ["card", "card"] and match.view_for(None).robots[0].head == "armor"


def test_claw_swaps_the_card_before_paying_for_the_top_card_paid_for_free():
    # given Ada cannot pay for the Laser Eye (no cameras) and the deck's top is the Arc Lance
    match = battle([CLAWS + ("claw",), BODY_ALL + ("spring",)], [hand("Laser Eye"), hand()],
                   rest=["Arc Lance"])
    choose(match, {0: "Laser Eye", 1: "Left Hook"})
    # when she uses her claw, then the lance is her weapon, paid without parts
    events = match.submit(0, UseHead("claw"))
    assert of_type(events, ev.AbilityUsed)[0].card == "Arc Lance"
    events += pass_window(match)
    assert not of_type(events, ev.PaymentRefused)
    assert all(e.player != 0 for e in of_type(events, ev.PaymentMade))
    hit = [e for e in of_type(events, ev.AttackResolved) if e.player == 0][0]
    assert (hit.card, hit.damage) == ("Arc Lance", 4)
    assert match.view_for(None).robots[0].body == CLAWS
    assert "Laser Eye" in match.view_for(None).discard
