"""Who can hurt whom (game/games/dicebot/rules/threat.py): the weapons a robot's parts pay for,
where they aim around the ring, and how the round under way is counted (there and in
standing.py's armament)."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.games.dicebot.rules import standing, threat
from game.games.dicebot.rules.active import UNPAID, Active
from game.games.dicebot.rules.choices import PlayCard
from tests.games.dicebot.rules.helpers import BODY_ALL, battle, choose, hand, pass_window

NO_HEAD_USE = BODY_ALL + ("spring",)
"""One part of each type and a spring head (nobody is asked about a chip)."""


def test_a_left_weapon_threatens_only_the_left_neighbour():
    # given three robots; seat 0 can pay for nothing but left hooks (its left is seat 1)
    match = battle([NO_HEAD_USE] * 3, [["Left Hook"] * 6, hand(), hand()])
    state = match.state
    looks = threat.outlooks_of(state)
    # then seat 0's weapons press on seat 1 and not on seat 2
    assert threat.aim(state, 0, "Left Hook", 1) == 1.0
    assert threat.aim(state, 0, "Left Hook", 2) == 0.0
    alone = {0: looks[0]}
    assert threat.pressure(state, 1, alone) > 0.0 == threat.pressure(state, 2, alone)


def test_every_enemy_and_a_choice_share_their_aim():
    match = battle([NO_HEAD_USE] * 3, [hand(), hand(), hand()])
    state = match.state
    assert threat.aim(state, 0, "Static Pulse", 1) == threat.aim(state, 0, "Static Pulse", 2) \
        == 1.0
    assert threat.aim(state, 0, "Spring Jab", 1) == pytest.approx(0.5)
    assert threat.aim(state, 0, "Spring Jab", 0) == 0.0


def test_the_plan_is_the_same_whatever_the_order():
    parts, cards = ["claw", "battery", "claw"], ["Buzz Saw", "Left Hook", "Laser Eye"]
    first = threat.plan_cards(parts, cards)
    assert sorted(first) == sorted(threat.plan_cards(parts[::-1], cards[::-1]))
    assert sorted(first) == ["Buzz Saw", "Left Hook"]


def test_choosing_a_card_leaves_the_outlook_as_it_was():
    # given round 1 of a duel, a card laid face down still counts as held
    match = battle([NO_HEAD_USE] * 2, [hand("Laser Eye"), hand()])
    before = threat.outlook(match.state, 0)
    match.submit(0, PlayCard("Laser Eye"))
    assert threat.outlook(match.state, 0).armed == before.armed


def spring_jab_table() -> Match:
    """Three robots in battle; seat 1 holds a Spring Jab its spring head can pay for."""
    sheets = [("claw",) * 7, NO_HEAD_USE, NO_HEAD_USE]
    return battle(sheets, [hand("Laser Eye"), hand("Spring Jab"), hand("Left Hook")])


def lay_and_pay_spring_jab(match: Match) -> None:
    """Every seat lays its card, the window passes, and every payment asked is made: the
    Spring Jab is paid and about to be aimed."""
    choose(match, {0: "Laser Eye", 1: "Spring Jab", 2: "Left Hook"})
    pass_window(match)
    while match.pending()[0].kind == "pay":
        request = match.pending()[0]
        match.submit(request.player, request.legal_choices()[0])


def test_a_refused_card_makes_this_round_unarmed_and_a_paid_one_armed():
    # given three robots: seat 0 holds only claws and lays a Laser Eye (two cameras), seat 1
    # lays a Spring Jab it pays with its spring, seat 2 a Left Hook
    match = spring_jab_table()
    rounds = threat.rounds_left(match.state)
    held = threat.outlook(match.state, 0).armed
    lay_and_pay_spring_jab(match)
    # when the Spring Jab is about to be aimed (the round under way)
    assert [r.kind for r in match.pending()] == ["target"]
    refused, paid = threat.outlook(match.state, 0), threat.outlook(match.state, 1)
    # then seat 0's refused round is unarmed (its claws still pay for its hooks later) and
    # seat 1's paid weapon counts first
    assert refused.rounds == rounds and refused.armed == min(held, rounds - 1)
    assert paid.weapons[0][0] == "Spring Jab" and paid.armed >= 1


def test_more_damage_aimed_at_a_robot_lowers_its_chance_to_stand():
    match = battle([NO_HEAD_USE] * 2, [hand(), hand()])
    state = match.state
    looks = threat.outlooks_of(state)
    calm = threat.standing_chance(state, 0, looks)
    state.hands[1] = ["Arc Lance", "Buzz Saw", "Bash Plate", "Zap Prod", "Left Hook",
                      "Right Hook"]
    assert threat.standing_chance(state, 0, threat.outlooks_of(state)) < calm
    state.hp[0] = 2
    assert threat.standing_chance(state, 0, threat.outlooks_of(state)) < calm
    state.alive[0] = False
    assert threat.standing_chance(state, 0, threat.outlooks_of(state)) == 0.0


def test_laying_a_card_leaves_the_armament_as_it_was_whichever_card():
    # given round 1 of a duel where seat 0 can pay for some of its cards and not others
    hand0 = ["Laser Eye", "Spring Jab", "Left Hook", "Arc Lance", "Bash Plate", "Zap Prod"]
    match = battle([NO_HEAD_USE] * 2, [hand0, hand()])
    before = standing.armament(match.state, 0)
    # when it lays any of them face down, then its armament is unchanged
    for card in sorted(set(hand0)):
        laid = match.clone()
        laid.submit(0, PlayCard(card))
        assert standing.armament(laid.state, 0) == pytest.approx(before)


def test_a_refused_card_arms_the_round_less_than_a_paid_one():
    # given the Spring Jab of seat 1 paid and about to be aimed (as above)
    match = spring_jab_table()
    lay_and_pay_spring_jab(match)
    paid = standing.armament(match.state, 1)
    # when the same card had been refused instead, then the round counts unarmed
    refused = match.state.clone()
    active = refused.active[1]
    refused.active[1] = Active(active.card, UNPAID, active.speed, active.damage)
    assert standing.armament(refused, 1) < paid


def test_in_battle_a_weapon_held_counts_for_less_than_a_round_armed():
    # given a duel in its first round, and the same robots still scavenging
    match = battle([NO_HEAD_USE] * 2, [hand(), hand()])
    scavenging = match.state.clone()
    scavenging.phase = "grab"
    # then held weapons count in full while nothing has been fired, a quarter each in battle
    assert threat.held_rounds(scavenging, 4, 6) == 4.0
    assert threat.held_rounds(match.state, 4, 6) == 4 * threat.HELD_WEIGHT
    assert threat.held_rounds(match.state, 7, 6) == 6 * threat.HELD_WEIGHT


def test_a_weapon_paid_this_round_arms_more_than_the_same_weapon_held():
    # given seat 1 holding a Spring Jab it can pay for with its spring head
    match = spring_jab_table()
    held = threat.outlook(match.state, 1)
    # when it lays and pays for it (the Spring Jab about to be aimed)
    lay_and_pay_spring_jab(match)
    fired = threat.outlook(match.state, 1)
    # then the round it fights armed counts in full, more than the weapon did in hand
    assert fired.rounds == held.rounds and fired.armed > held.armed
    assert fired.armed >= 1 > held.armed
