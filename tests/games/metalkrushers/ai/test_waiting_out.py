"""Hard lets two foes fighting each other wear each other down: while it is in no fight and
every enemy is locked in one with another enemy, its pull toward them stops just beyond
where any of them could come and strike (``Weights.waits_out_fights``). Normal walks in."""

from __future__ import annotations

import math
from typing import Any

from game.core.hexes import distance, nearest_direction, neighbour
from game.games.metalkrushers.ai.positions import PoseScorer, rank_poses
from game.games.metalkrushers.ai.values import ATTRITION, NORMAL
from game.games.metalkrushers.rules.data import CHASSIS
from game.games.metalkrushers.rules.krusher import Krusher
from tests.games.metalkrushers.ai.helpers import bulwarks


def _two_fighting_far_off() -> tuple[Any, Krusher, Krusher, Krusher]:
    """Three Bulwarks: ``e`` and ``f`` face to face, and the Krusher moving first (``me``)
    on open floor as far from them as the arena allows."""
    state, me = bulwarks(3)
    e, f = (k for k in state.krushers if k is not me)
    arena = state.arena
    open_hexes = [h for h in arena.cells if arena.is_open(h)]
    e.hex = next(h for h in open_hexes if arena.is_open(neighbour(h, 0)))
    f.hex = neighbour(e.hex, 0)
    e.facing, f.facing = nearest_direction(e.hex, f.hex), nearest_direction(f.hex, e.hex)
    me.hex = max(open_hexes, key=lambda h: distance(h, e.hex))
    me.facing = nearest_direction(me.hex, e.hex)
    return state, me, e, f


def test_given_two_foes_locked_together_far_off_then_hard_waits_beyond_their_reach():
    # given two foes fighting each other far from the Krusher moving first
    state, me, e, f = _two_fighting_far_off()
    start = distance(me.hex, e.hex)
    # when hard and normal choose where to end their movement
    hard_keep = PoseScorer(state, me, w=ATTRITION).keep_off
    hard = rank_poses(state, me, ATTRITION)[0][1]
    normal = rank_poses(state, me, NORMAL)[0][1]
    # then hard stops its pull just beyond where either foe could come and strike, and so
    # does not walk in; normal closes in
    assert hard_keep == 1 + max(CHASSIS[k.chassis].movement + 1 for k in (e, f))
    assert start > hard_keep
    assert min(distance(hard.hex, k.hex) for k in (e, f)) >= hard_keep
    assert PoseScorer(state, me, w=NORMAL).keep_off == 0
    assert distance(normal.hex, e.hex) < start


def test_given_a_foe_free_or_the_match_late_then_hard_closes_in_again():
    state, me, e, f = _two_fighting_far_off()
    # given one of the two foes stepping away from the other
    f.hex = neighbour(neighbour(f.hex, 0), 0)
    # then nobody is locked in a fight and the pull goes all the way
    assert PoseScorer(state, me, w=ATTRITION).keep_off == 0
    # given the two locked again, but three quarters of the turn limit gone
    state, me, e, f = _two_fighting_far_off()
    state.turn = math.ceil(ATTRITION.waits_out_fights * state.setup.turn_limit)
    assert PoseScorer(state, me, w=ATTRITION).keep_off == 0


def test_given_one_enemy_left_then_the_pull_never_stops():
    # given a duel (as every two-seat match): nobody else to wear the foe down
    state, me = bulwarks(2)
    assert PoseScorer(state, me, w=ATTRITION).keep_off == 0
