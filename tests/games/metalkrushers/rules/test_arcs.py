"""Facing and arcs: EV and AB by side, shields, reach of polearms and projectors, bashes,
and the chances the view offers (the same sums the rules roll)."""

from __future__ import annotations

import pytest

from game.core.hexes import Hex, neighbour
from game.games.metalkrushers.rules import Build
from game.games.metalkrushers.rules.facing import attack_bonus, evade, side_towards
from game.games.metalkrushers.rules.odds import crit_chance, damage_terms, hit_chance, in_reach
from game.games.metalkrushers.rules.setup import Options
from tests.games.metalkrushers.rules.helpers import DUELIST, arena, make_match

EVERYTHING = Options(new_chassis=True, new_programs=True, new_shields=True, ousting=True)
STANDARD = (13, 13, 12, 12, 12, 13)


NEXT_DOOR = Hex(1, 0)


def pair(a_build, b_build=DUELIST, b_at=NEXT_DOOR, b_facing=3, walls=()):
    """A at the middle facing east; B where told. Open Combat with every option."""
    match = make_match([a_build, b_build], [Hex(0, 0), b_at], [0, b_facing], [6, 1],
                       options=EVERYTHING, where=arena(walls=walls))
    return match.state, match.state.krusher(1), match.state.krusher(2)


@pytest.mark.parametrize("direction, side", [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 5)])
def test_sides_count_counter_clockwise_from_the_front(direction, side):
    _, a, _ = pair(DUELIST)
    assert side_towards(a, neighbour(a.hex, direction)) == side


def test_evade_by_side_and_the_shield_on_its_own_front_side():
    shielded = Build("Standard", "weapon-and-shield", "medium shield", "medium slice", STANDARD)
    _, a, _ = pair(shielded)
    assert [evade(a, side) for side in range(6)] == [(-2, -1), (-1, -1), (0, 0), (0, 0),
                                                     (0, 0), (-1, 0)]


def test_a_one_handed_weapon_strikes_front_its_front_side_and_its_rear_side():
    _, a, _ = pair(DUELIST)
    assert attack_bonus(a, 0) == {0: 2, 1: 1, 2: 0}
    assert attack_bonus(a, 1) == {0: 2, 5: 1, 4: 0}


def test_a_polearm_reaches_two_hexes_straight_ahead_only():
    polearm = Build("Standard", "polearm", "", "large thrust", STANDARD)
    state, a, b = pair(polearm, b_at=Hex(2, 0))
    assert in_reach(state, a, 1, b)
    state, a, b = pair(polearm, b_at=Hex(2, -1))
    assert not in_reach(state, a, 1, b)
    state, a, b = pair(DUELIST, b_at=Hex(2, 0))
    assert not in_reach(state, a, 1, b)


def test_a_projector_shoots_within_range_and_sight_losing_one_a_hex_past_the_first():
    gun = Build("Standard", "projector-and-weapon", "medium projector", "medium slice",
                STANDARD)
    state, a, b = pair(gun, b_at=Hex(3, 0))
    assert in_reach(state, a, 0, b)
    terms = {t.label: t.value for t in state.view_for(0).attack_terms(1, 0, 2)}
    assert terms["range"] == -2
    blocked, a, b = pair(gun, b_at=Hex(3, 0), walls=[Hex(1, 0), Hex(2, 0)])
    assert not in_reach(blocked, a, 0, b)
    far, a, b = pair(gun, b_at=Hex(4, 0))
    assert not in_reach(far, a, 0, b)


def test_a_two_handed_weapon_adds_two_damage():
    great = Build("Standard", "two-handed", "", "large impact", STANDARD)
    state, a, b = pair(great)
    assert [(t.label, t.value) for t in damage_terms(state, a, 1, b)] == \
        [("large impact", 3), ("two-handed", 2)]


def test_a_spiked_shield_bashes_as_an_impact_weapon():
    basher = Build("Standard", "weapon-and-shield bash", "spiked large shield", "small slice",
                   STANDARD)
    state, a, b = pair(basher)
    assert in_reach(state, a, 0, b)
    assert [(t.label, t.value) for t in damage_terms(state, a, 0, b)] == [("large impact", 3)]


def test_the_view_offers_the_same_chances_the_rules_roll():
    state, a, b = pair(DUELIST)
    view = state.view_for(1)
    terms = view.attack_terms(1, 0, 2)
    assert [(t.label, t.value) for t in terms] == [("A's front AB", 2), ("B's front EV", -2)]
    assert view.odds(1, 0, 2) == (hit_chance(0), crit_chance(0, 11))
    assert hit_chance(0) == 21 / 36 and crit_chance(0, 11) == 3 / 36
    assert crit_chance(-5, 10) == 1 / 36 and crit_chance(-6, 10) == 0


def test_a_blow_that_no_arc_of_the_attacker_covers_has_no_chance_to_land():
    # given B next to A but turned away (A is at its rear, which no hand of B attacks through)
    state, a, b = pair(DUELIST, b_facing=0)
    assert side_towards(b, a.hex) not in attack_bonus(b, 0)
    # when a screen asks for the odds of B's blow on A (a parry offer does, as a threat next
    # door), then it has no chance as things stand, rather than failing
    view = state.view_for(1)
    assert view.odds(2, 0, 1) == (0.0, 0.0)
