"""Resolving attacks: fastest first, equal speeds at the same moment, hits when the defender
is no faster, targets around the ring, destruction only at the end of the round, specials."""

from __future__ import annotations

import pytest

from game.games.dicebot.rules import attacks
from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules.choices import Pass, Target, UseHead
from tests.games.dicebot.rules.helpers import (
    BODY_ALL,
    battle,
    choose,
    hand,
    kinds,
    of_type,
    resolve,
)

PLAIN = BODY_ALL + ("battery",)
CAMERAS = ("camera", "camera", "spring", "armor", "claw", "claw", "battery")


def landed(events) -> list[tuple[int, int, int]]:
    """(attacker, target, damage) of every hit, in resolution order."""
    return [(e.player, e.target, e.damage) for e in of_type(events, ev.AttackResolved)]


POGO = ("spring", "armor", "armor", "claw", "battery", "chip")
"""A body that pays the Pogo Stomp (spring + armor + armor)."""


@pytest.mark.parametrize("camera, hit", [(False, True), (True, False)])
def test_the_rulebook_example_speed_8_to_the_right_hits_8_and_is_dodged_by_faster(camera, hit):
    # given Ada plays the Pogo Stomp (speed 8) at her right, Cy (seat 2 of 3), who plays a
    # Pogo Stomp too, made 2 faster (10) by his camera or not (8)
    match = battle([POGO + ("spring",), PLAIN, POGO + ("camera",)],
                   [hand("Pogo Stomp"), hand(), hand("Pogo Stomp")])
    choose(match, {0: "Pogo Stomp", 1: "Left Hook", 2: "Pogo Stomp"})
    if camera:
        match.submit(0, Pass())
        match.submit(1, Pass())
        match.submit(2, UseHead("camera"))
    events = resolve(match)
    # then a speed-8 card is hit, a faster one dodges it completely
    ada = [e for e in events if getattr(e, "player", None) == 0
           and isinstance(e, (ev.AttackResolved, ev.AttackDodged))]
    assert len(ada) == 1 and ada[0].target == 2
    assert isinstance(ada[0], ev.AttackResolved) is hit


def test_fastest_first_and_equal_speeds_at_the_same_moment():
    # given three robots: Laser Eye (6) and two Left Hooks (5) around the ring
    match = battle([PLAIN, PLAIN, CAMERAS], [hand(), hand(), hand("Laser Eye")])
    choose(match, {0: "Left Hook", 1: "Left Hook", 2: "Laser Eye"})
    events = resolve(match)
    # then the eye (aimed right, at Bo) resolves first; then both hooks at the same moment:
    # Ada's hits Bo (5 <= 5), Bo's is dodged by Cy (6 > 5)
    order = [(type(e).__name__, e.player, e.target, e.speed) for e in events
             if isinstance(e, (ev.AttackResolved, ev.AttackDodged))]
    assert order == [("AttackResolved", 2, 1, 6), ("AttackResolved", 0, 1, 5),
                     ("AttackDodged", 1, 2, 5)]
    assert [r.hit_points for r in match.view_for(None).robots] == [6, 2, 6]


def test_robots_that_hit_each_other_at_equal_speed_are_destroyed_together_at_round_end():
    # given two robots trade Arc Lances (speed 5, 4 damage) then Left Hooks (5, 2)
    match = battle([PLAIN, PLAIN], [hand("Arc Lance"), hand("Arc Lance")])
    choose(match, {0: "Arc Lance", 1: "Arc Lance"})
    resolve(match)
    assert [r.hit_points for r in match.view_for(None).robots] == [2, 2]
    choose(match, {0: "Left Hook", 1: "Left Hook"})
    events = resolve(match)
    # then both attacks landed, both robots fall at the end of the round, and nobody earns
    # a medal: a new melee begins with everyone at 6
    assert landed(events) == [(0, 1, 2), (1, 0, 2)]
    assert [e.player for e in of_type(events, ev.RobotDestroyed)] == [0, 1]
    assert of_type(events, ev.MeleeEnded)[0].survivors == ()
    assert not of_type(events, ev.MedalAwarded) and of_type(events, ev.MeleeBegan)


def test_a_robot_destroyed_this_round_still_attacks():
    # given Bo is at 2 after round 1 (Ada's lance, 6, hits him and outruns his hook, 5)
    ada = ("battery", "chip", "camera", "camera", "claw", "spring", "camera")
    bo = ("claw", "chip", "camera", "spring", "armor", "battery", "spring")
    match = battle([ada, bo], [hand("Arc Lance", "Laser Eye"), hand("Homing Dart")])
    choose(match, {0: "Arc Lance", 1: "Left Hook"})
    resolve(match)
    assert [r.hit_points for r in match.view_for(None).robots] == [6, 2]
    # when Ada's Laser Eye, made 8 by her camera, takes Bo to 0 before his Homing Dart (6,
    # unerring) resolves
    choose(match, {0: "Laser Eye", 1: "Homing Dart"})
    match.submit(0, UseHead("camera"))
    events = resolve(match)
    # then Bo's dart still hits Ada, and only then is Bo destroyed
    assert landed(events) == [(0, 1, 2), (1, 0, 2)]
    assert [type(e) for e in events if isinstance(e, (ev.AttackResolved, ev.RobotDestroyed))
            ] == [ev.AttackResolved, ev.AttackResolved, ev.RobotDestroyed]
    assert [(e.player, e.medals) for e in of_type(events, ev.MedalAwarded)] == [(0, 1)]


def test_targets_follow_the_ring_left_right_all_and_choice():
    # given four robots: Ada hooks left, Bo hooks right, Cy pulses all, Di jabs by choice
    sheets = [PLAIN] * 4
    match = battle(sheets, [hand(), hand("Right Hook"), hand("Static Pulse"), hand("Spring Jab")])
    choose(match, {0: "Left Hook", 1: "Right Hook", 2: "Static Pulse", 3: "Spring Jab"})
    resolve(match)
    # then Di chooses when her jab resolves, among the others from her left round the ring
    request = match.pending()[0]
    assert (request.kind, request.player, request.secret) == ("target", 3, False)
    assert request.legal_choices() == [Target(0), Target(1), Target(2)]
    events = match.submit(3, Target(2))
    aimed = [(e.player, e.target) for e in events
             if isinstance(e, (ev.AttackResolved, ev.AttackDodged))]
    # left is the next seat clockwise (Ada -> Bo), right the previous (Bo -> Ada), all is
    # everyone else from the left (Cy -> Di, Ada, Bo); the hooks and the jab share speed 5
    # and are written down in player order
    assert aimed == [(0, 1), (1, 0), (3, 2), (2, 3), (2, 0), (2, 1)]


def test_left_and_right_skip_robots_already_out_of_the_melee():
    match = battle([PLAIN] * 4, [hand()] * 4)
    state = match.state
    state.alive[2] = False
    assert attacks.enemies(state, 1) == [3, 0]
    assert attacks.enemies(state, 3) == [0, 1]


def test_choices_at_the_same_speed_are_made_in_secret():
    # given Ada and Bo both jab by choice at speed 8 in a three-robot ring
    match = battle([PLAIN] * 3, [hand("Spring Jab"), hand("Spring Jab"), hand()])
    choose(match, {0: "Spring Jab", 1: "Spring Jab", 2: "Left Hook"})
    resolve(match)
    assert [(r.player, r.secret) for r in match.pending()] == [(0, True), (1, True)]
    seen = (match.view_for(1), match.view_for(None))
    # when Ada aims, then Bo's view is unchanged and nothing resolves yet
    assert match.submit(0, Target(2)) == []
    assert (match.view_for(1), match.view_for(None)) == seen
    assert match.view_for(0).own_target == 2
    events = match.submit(1, Target(2))
    assert landed(events)[:2] == [(0, 2, 1), (1, 2, 1)]


def test_unerring_hits_a_faster_defender():
    match = battle([PLAIN, CAMERAS], [hand("Homing Dart"), hand("Laser Eye")])
    choose(match, {0: "Homing Dart", 1: "Laser Eye"})
    events = resolve(match)
    assert (0, 1, 2) in landed(events)


def test_scrap_knocks_the_head_part_off():
    scrapper = ("claw", "claw", "spring", "armor", "battery", "chip", "battery")
    match = battle([scrapper, PLAIN], [hand("Scrap Grabber"), hand("Bash Plate")])
    choose(match, {0: "Scrap Grabber", 1: "Bash Plate"})
    events = resolve(match)
    assert [(e.player, e.target, e.part) for e in of_type(events, ev.HeadScrapped)] == [
        (0, 1, "battery")]
    assert match.view_for(None).robots[1].head is None


def test_jam_stops_a_slower_weapon_that_has_not_attacked():
    match = battle([PLAIN, PLAIN], [hand("Flash Bulb"), hand()])
    choose(match, {0: "Flash Bulb", 1: "Left Hook"})
    events = resolve(match)
    assert [(e.player, e.target) for e in of_type(events, ev.AttackJammed)] == [(0, 1)]
    assert landed(events) == [(0, 1, 1)]


def test_overheat_burns_the_attacker_after_its_attack():
    gunner = ("battery", "battery", "camera", "claw", "claw", "claw", "spring")
    match = battle([gunner, PLAIN], [hand("Overdrive Cannon"), hand()])
    choose(match, {0: "Overdrive Cannon", 1: "Left Hook"})
    events = resolve(match)
    burn = of_type(events, ev.Overheated)
    assert [(e.player, e.damage, e.hit_points) for e in burn] == [(0, 1, 5)]
    assert (0, 1, 4) in landed(events)
    assert kinds(match) == ["card", "card"]
