"""Pick-Up: a Krusher that spends its turn arming strikes nobody (it only evades). Hard's pose
scoring counts no blows from such an enemy, whether it has armed already or, still to move,
stands on a pick-up hex with an empty hand it may arm there; the normal agent fears it as if
it could strike."""

from __future__ import annotations

from dataclasses import replace

from game.core.hexes import nearest_direction, neighbour
from game.core.match import start_match
from game.games.metalkrushers.ai.positions import Pose, PoseScorer
from game.games.metalkrushers.ai.values import ATTRITION
from game.games.metalkrushers.rules import sample_setup_json
from game.games.metalkrushers.rules.data import parse_item
from game.games.metalkrushers.rules.state import KrusherState
from tools.simulate import load


def beside_an_arming_foe() -> tuple[KrusherState, Pose]:
    """The first Krusher to move (a weapon in hand) and, still to move, an enemy on a pick-up
    hex with one hand armed from elsewhere and one empty; the pose next to the enemy,
    facing it."""
    data = dict(sample_setup_json(2, 11, "pickup"), arena={"path": "maps/standard_arena.tmx"})
    data.pop("turn_limit")
    state = start_match("metalkrushers", data, 11, arena_loader=load).state
    me, enemy = state.krushers
    assert state.move_order[state.move_index] == me.uid
    pickups = state.arena.hexes_with("pickup")
    enemy.hex = pickups[0]
    enemy.hands[0], enemy.armed_from[0] = parse_item("large impact"), pickups[1]
    me.hands[0] = parse_item("large slice")
    near = next(n for way in range(6) if state.arena.is_open(n := neighbour(enemy.hex, way))
                and n not in pickups)
    return state, Pose(near, nearest_direction(near, enemy.hex))


def test_given_an_enemy_about_to_arm_when_hard_scores_a_pose_beside_it_then_it_is_harmless():
    # given an enemy still to move that will spend its turn arming its empty hand
    state, pose = beside_an_arming_foe()
    me = state.krushers[0]
    # when hard's weights score the pose next to it, and the same weights blind to arming
    seeing = PoseScorer(state, me, w=ATTRITION).score(pose)
    blind = PoseScorer(state, me, w=replace(ATTRITION, sees_arming=False)).score(pose)
    # then the pose is worth more to hard: the enemy will not strike back this turn
    assert seeing > blind


def test_given_an_enemy_arming_this_turn_when_hard_scores_a_pose_beside_it_then_it_is_harmless():
    # given the enemy has moved already, spending its turn arming
    state, pose = beside_an_arming_foe()
    me, enemy = state.krushers
    enemy.arming = True
    moved = {enemy.uid}
    # when hard's weights score the pose next to it
    seeing = PoseScorer(state, me, moved, ATTRITION)
    blind = PoseScorer(state, me, moved, replace(ATTRITION, sees_arming=False))
    # then only our blows count, not the ones it cannot deal
    assert seeing.harmless == {enemy.uid} and not blind.harmless
    assert seeing.score(pose) > blind.score(pose)
