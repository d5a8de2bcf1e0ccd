"""The threat term of MetalKrushers' standing: what a Krusher's pose invites (threat.py)."""

from __future__ import annotations

import math

import pytest

from game.core.hexes import Hex, distance, nearest_direction, neighbour
from game.games.metalkrushers.rules import Build, standing, threat
from game.games.metalkrushers.rules.choices import Move
from game.games.metalkrushers.rules.facing import REAR

from .helpers import DUELIST, answer, arena, make_match, stop_all

A_FIRST = [1, 6]
"""Initiative: A rolls 1 and moves first, B rolls 6 and moves after it."""
B_FIRST = [6, 1]
"""Initiative: B rolls 1 and moves first, A rolls 6 and moves after it."""


def a_has_moved(b_at: Hex, a_facing: int = 0, walls: tuple[Hex, ...] = ()):
    """A (uid 1) at the centre facing ``a_facing`` has ended its movement; B (uid 2) at
    ``b_at``, facing A, is still to move with its full MP."""
    match = make_match([DUELIST, DUELIST], [Hex(0, 0), b_at],
                       [a_facing, nearest_direction(b_at, Hex(0, 0))], A_FIRST,
                       where=arena(radius=9, walls=walls))
    answer(match, Move("stop"))
    answer(match, Move("stop"))
    state = match.state
    assert state.phase == "move" and state.move_order[state.move_index] == 2
    return state


def b_placed(state, at: Hex):
    """A copy of B standing on ``at`` facing A."""
    b = state.krusher(2).clone()
    b.hex, b.facing = at, nearest_direction(at, state.krusher(1).hex)
    return b


def test_a_pose_invites_the_blows_of_an_enemy_still_to_move_on_its_weakest_side():
    # given A has stopped facing north-east and B, still to move, stands three hexes away
    state = a_has_moved(Hex(3, 0))
    a = state.krusher(1)
    # when the threats are read
    invited = threat.threats(state)
    # then A stands to lose what B lands from behind it, A's weakest side (4 armour, EV 0)
    behind = neighbour(a.hex, a.facing + REAR)
    assert invited[1] == pytest.approx(threat.blows(state, b_placed(state, behind), a))
    assert invited[1] > threat.blows(state, b_placed(state, neighbour(a.hex, a.facing)), a)
    # and B, striking from behind, fears no counter-blow
    assert invited[2] == 0.0


def test_an_enemy_too_far_to_reach_a_side_threatens_nothing():
    # given B is further away than its MP can carry it next to A
    state = a_has_moved(Hex(8, 0))
    b = state.krusher(2)
    assert distance(b.hex, state.krusher(1).hex) > b.mp + 1
    # then nobody's pose invites anything
    assert threat.threats(state) == {1: 0.0, 2: 0.0}


def test_walls_behind_a_krusher_keep_the_enemy_to_its_front():
    # given A with its back to walls on its three rear hexes
    a_facing = 0
    rear = tuple(neighbour(Hex(0, 0), a_facing + side) for side in (2, 3, 4))
    open_state = a_has_moved(Hex(3, -3), a_facing)
    walled_state = a_has_moved(Hex(3, -3), a_facing, walls=rear)
    # then the blows it invites are fewer than with the rear open
    assert 0.0 < threat.threats(walled_state)[1] < threat.threats(open_state)[1]
    # and its standing is better
    assert standing.evaluate(walled_state, 0) > standing.evaluate(open_state, 0)


def test_when_movement_is_over_krushers_exchange_blows_as_they_stand():
    # given both Krushers stopped side by side, A showing B its rear, B facing A
    match = make_match([DUELIST, DUELIST], [Hex(0, 0), Hex(1, 0)], [3, 3], A_FIRST)
    stop_all(match)
    state = match.state
    assert state.phase == "combat"
    a, b = state.krusher(1), state.krusher(2)
    # then A stands to lose B's blows on its rear and B nothing (A cannot strike behind)
    invited = threat.threats(state)
    assert invited[1] == pytest.approx(threat.blows(state, b, a)) and invited[1] > 0
    assert invited[2] == 0.0
    # and turning A to face B evens the exchange and its standing
    before, rear_shown = standing.evaluate(state, a.seat), invited[1]
    a.facing = 0
    invited = threat.threats(state)
    assert invited[2] > 0 and invited[1] < rear_shown
    assert standing.evaluate(state, a.seat) > before
    assert standing.evaluate(state, a.seat) + standing.evaluate(state, b.seat) \
        == pytest.approx(1.0)


def test_an_enemy_that_can_strike_two_krushers_threatens_each_with_a_share_of_its_blows():
    # given three Krushers stopped in a triangle, each beside the other two
    match = make_match([DUELIST, DUELIST, DUELIST], [Hex(0, 0), Hex(1, 0), Hex(0, 1)],
                       [3, 3, 0], [1, 6, 3])
    stop_all(match)
    state = match.state
    assert state.phase == "combat"
    krushers = [state.krusher(uid) for uid in (1, 2, 3)]
    landed = {(x.uid, y.uid): threat.blows(state, x, y)
              for x in krushers for y in krushers if x is not y}
    struck = {x.uid: sum(1 for y in krushers if landed.get((x.uid, y.uid), 0) > 0)
              for x in krushers}
    assert struck[2] == 2  # B can strike both A and C
    # when the threats are read, then each enemy's blows are shared over those it can strike
    invited = threat.threats(state)
    for y in krushers:
        expected = sum(landed[x.uid, y.uid] / struck[x.uid] for x in krushers
                       if x is not y and landed[x.uid, y.uid] > 0)
        assert invited[y.uid] == pytest.approx(expected)
    # so A, which B could strike alone in a duel, stands to lose only half of B's blows
    assert invited[1] < landed[2, 1] + landed[3, 1]


def test_a_hand_that_has_struck_this_turn_threatens_no_more():
    match = make_match([DUELIST, DUELIST], [Hex(0, 0), Hex(1, 0)], [3, 3], A_FIRST)
    stop_all(match)
    state = match.state
    b = state.krusher(2)
    full = threat.threats(state)[1]
    b.used = {0}
    assert 0.0 < threat.threats(state)[1] < full
    b.used = {0, 1}
    assert threat.threats(state)[1] == 0.0


def test_a_blow_that_would_defeat_costs_the_whole_build():
    # given A shows its rear, with no armour left there and 1 Linkage
    match = make_match([DUELIST, DUELIST], [Hex(0, 0), Hex(1, 0)], [3, 3], A_FIRST)
    stop_all(match)
    state = match.state
    a, b = state.krusher(1), state.krusher(2)
    a.armour[REAR] = 0
    healthy = threat.blows(state, b, a)
    a.il = 1
    # then a blow there costs A everything it has left, more than the points it carries
    assert threat.blows(state, b, a) > healthy
    assert threat.blows(state, b, a) > standing.LINKAGE_WEIGHT * 1 + 0.5 * sum(a.armour)


def test_before_the_fighting_starts_nothing_is_threatened():
    match = make_match([None, None], [Hex(0, 0), Hex(1, 0)], [0, 3])
    assert match.state.phase == "build"
    assert threat.threats(match.state) == {}


def test_blows_exchanged_as_they_stand_count_less_and_less_in_the_second_half():
    # given both Krushers have moved, A showing B its rear
    match = make_match([DUELIST, DUELIST], [Hex(0, 0), Hex(1, 0)], [3, 3], A_FIRST)
    stop_all(match)
    state = match.state
    limit = state.setup.turn_limit
    early = standing.evaluate(state, 0)
    assert early < 0.5
    # when half the turn limit has passed, then the pose weighs in full; later less, at the
    # limit not at all
    state.turn = limit // 2
    assert standing.evaluate(state, 0) == pytest.approx(early)
    state.turn = limit * 3 // 4
    assert early < standing.evaluate(state, 0) < 0.5
    state.turn = limit
    assert standing.evaluate(state, 0) == pytest.approx(0.5)


def test_from_half_the_turn_limit_an_enemy_still_to_move_threatens_nothing():
    # given A has stopped with its rear open to B, still to move
    state = a_has_moved(Hex(3, -3))
    limit = state.setup.turn_limit
    assert standing.evaluate(state, 0) < 0.5
    # when the turn limit is half gone
    state.turn = math.ceil(limit * standing.APPROACH_UNTIL)
    assert standing.threat_weight(state) > 0.5
    # then B's approach no longer counts (a Krusher wary of every approach would never close
    # in on a faster foe that wanders, and the duel would end drawn at the limit)
    assert threat.threats(state, approaches=False) == {1: 0.0, 2: 0.0}
    assert standing.evaluate(state, 0) == pytest.approx(0.5)
    # while just before it, it does
    state.turn -= 1
    assert standing.evaluate(state, 0) < 0.5


def test_at_the_start_of_a_turn_each_pair_is_read_both_ways_whoever_rolled_higher():
    # given A and B facing each other three hexes apart, as the Movement Phase starts with A
    # to move first, and again with B to move first
    where = (Hex(0, 0), Hex(3, -3))
    facings = [0, nearest_direction(where[1], where[0])]
    a_first = make_match([DUELIST, DUELIST], where, facings, A_FIRST).state
    b_first = make_match([DUELIST, DUELIST], where, facings, B_FIRST).state
    assert a_first.move_order == [1, 2] and b_first.move_order == [2, 1]
    # then the threats are the same (an even chance each way: equal IMs)
    assert threat.threats(a_first) == pytest.approx(threat.threats(b_first))
    # and are the mean of B approaching a standing A and of A approaching a standing B
    b_coming = make_match([DUELIST, DUELIST], where, facings, A_FIRST)
    answer(b_coming, Move("stop"))
    answer(b_coming, Move("stop"))
    a_coming = make_match([DUELIST, DUELIST], where, facings, B_FIRST)
    answer(a_coming, Move("stop"))
    answer(a_coming, Move("stop"))
    one, other = threat.threats(b_coming.state), threat.threats(a_coming.state)
    assert one != pytest.approx(other)
    assert threat.threats(a_first) == pytest.approx({u: (one[u] + other[u]) / 2 for u in one})


def test_the_initiative_odds_favour_the_higher_modifier_and_add_up_to_one():
    quick = Build("Standard", "weapon-and-weapon", "small slice", "medium slice",
                  (25, 15, 8, 4, 8, 15))
    state = make_match([DUELIST, quick], [Hex(0, 0), Hex(3, 0)], [0, 3], A_FIRST).state
    a, b = state.krusher(1), state.krusher(2)
    assert b.im == a.im + 1
    # 1d6 + 1 beats 1d6 in 21 of the 31 rolls that are not tied
    assert threat.later_odds(state, b, a) == pytest.approx(21 / 31)
    assert threat.later_odds(state, a, b) + threat.later_odds(state, b, a) == pytest.approx(1.0)
    assert threat.later_odds(state, a, a) == pytest.approx(0.5)
