"""A Krusher moving before the enemy next to it keeps its weapon on that enemy: its pose
counts the blows it could deal the enemy where it stands (``positions.STAY_BLOWS``). Before,
only what the enemy could do to it counted, and a shield design kept turning its shield to
the foe with its weapon out of reach, turn after turn, until the turn limit."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.hexes import nearest_direction, neighbour
from game.games.metalkrushers.ai.positions import PoseScorer, rank_poses
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.odds import in_reach
from tests.games.metalkrushers.ai.helpers import bulwarks


@pytest.mark.parametrize("way", [0, 4])
def test_given_a_bulwark_moving_first_next_to_its_foe_then_its_best_pose_can_strike_it(way):
    # given two Bulwarks (a weapon and a shield each) and the one moving first, with the
    # enemy, still to move, right next to it and turned toward it
    state, me, enemy = _bulwarks_face_to_face(2, way)
    assert state.arena.is_open(enemy.hex)
    # when it picks the best pose to end its movement in
    best = rank_poses(state, me)[0][1]
    # then from there its weapon reaches the enemy where the enemy stands now
    there = me.clone()
    there.hex, there.facing = best.hex, best.facing
    assert any(in_reach(state, there, hand, enemy) for hand in (0, 1))


def _next_to_a_foe(players: int) -> tuple[PoseScorer, Krusher]:
    """A scorer for the Krusher moving first in a match of ``players`` Bulwarks, with an
    enemy still to move right in front of it."""
    state, me, _ = _bulwarks_face_to_face(players, None)
    return PoseScorer(state, me), me


def _bulwarks_face_to_face(players: int, way: int | None) -> tuple[Any, Krusher, Krusher]:
    """A match of ``players`` Bulwarks (a weapon and a shield each): the Krusher moving
    first, and an enemy still to move put next to it (toward ``way``, or in front of it when
    None) and turned toward it."""
    state, me = bulwarks(players)
    enemy = next(k for k in state.krushers if k is not me)
    enemy.hex = neighbour(me.hex, me.facing if way is None else way)
    enemy.facing = nearest_direction(enemy.hex, me.hex)
    return state, me, enemy


def test_given_a_duel_then_the_blows_on_the_foe_still_to_move_count():
    # given a duel, the foe still to move right in front of the Krusher moving first
    scorer, me = _next_to_a_foe(2)
    # then the blows it could deal the foe where it stands count for its pose
    assert scorer._staying(me) > 0


def test_given_more_than_one_foe_then_the_blows_on_a_foe_still_to_move_do_not_count():
    # given three Krushers, one foe right in front of the Krusher moving first
    scorer, me = _next_to_a_foe(3)
    # then those blows do not count: in a crowd the foe may well turn on someone else
    assert scorer._staying(me) == 0.0
