"""Hard's movement search takes three shortcuts to stay fast at crowded tables; each must give
exactly what the long way gives (issue 36: no AI decision over 250 ms of CPU)."""

from __future__ import annotations

import gc
from typing import Any

import pytest

from game.core.hexes import Hex, distance, nearest_direction, neighbour
from game.core.match import start_match
from game.games.metalkrushers.ai import values
from game.games.metalkrushers.ai.playout import (
    answer_next,
    fresh,
    respond,
    settle,
    still_moving,
)
from game.games.metalkrushers.ai.positions import Pose, PoseScorer, reachable
from game.games.metalkrushers.ai.values import best_attacks
from game.games.metalkrushers.rules import sample_setup_json
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.movement import mover
from game.games.metalkrushers.rules.state import KrusherState
from tools.simulate import load

STANDARD_ARENA = "maps/standard_arena.tmx"
"""A shipped arena with pick-up hexes a few steps from the spawns."""


def _cluster(arena: Any, count: int) -> list[Hex]:
    """``count`` open hexes near the arena's middle, each two or more from the others, so
    every Krusher put there can reach the others' sides in one movement."""
    open_hexes = [h for h in arena.cells if arena.is_open(h)]
    middle = min(open_hexes, key=lambda h: sum(distance(h, o) for o in open_hexes))
    chosen: list[Hex] = []
    for h in sorted(open_hexes, key=lambda h: (distance(h, middle), h)):
        if all(distance(h, c) >= 2 for c in chosen):
            chosen.append(h)
    return chosen[:count]


def _crowd(players: int, seed: int, clustered: bool) -> KrusherState:
    """An Open Combat match of ``players`` Krushers waiting for its first movement, the
    Krushers moved into a cluster (each turned toward the next) when ``clustered``."""
    data = sample_setup_json(players, seed)
    state = start_match("metalkrushers", data, seed).state
    state.pending()
    if clustered:
        for k, h in zip(state.krushers, _cluster(state.arena, players), strict=True):
            k.hex = h
        for k, other in zip(state.krushers, state.krushers[1:] + state.krushers[:1],
                            strict=True):
            k.facing = nearest_direction(k.hex, other.hex)
    return state


def _approach_the_long_way(scorer: PoseScorer, e: Krusher, pose: Pose) -> float:
    """What an enemy still to move gains at its best opening next to ``pose``, worked out
    from the blows alone (no cache, one pose at a time)."""
    me = scorer.me.clone()
    me.hex, me.facing = pose.hex, pose.facing
    best = 0.0
    if distance(e.hex, pose.hex) > e.mp + 1:
        return best
    for way, n, _ in scorer._openings(e, pose.hex):
        them = e.clone()
        them.hex, them.facing = n, nearest_direction(n, pose.hex)
        gain = best_attacks(scorer.state, them, [me], scorer.w) \
            - 0.8 * best_attacks(scorer.state, me, [them], scorer.w)
        best = max(best, gain)
        assert way in range(6)
    return best


@pytest.mark.parametrize("players,seed", [(8, 11), (6, 3), (4, 5)])
def test_given_a_crowd_then_each_pose_facing_gets_the_approach_worked_out_alone(players, seed):
    # given a crowded table, the Krusher about to move among enemies still to move
    state = _crowd(players, seed, clustered=True)
    k = mover(state)
    assert k is not None
    scorer = PoseScorer(state, k)
    assert scorer.coming, "the test needs enemies still to move"
    # when every reachable pose is scored (the six facings of a hex worked out together)
    got = {}
    for pose in reachable(state, k):
        scorer.score(pose)  # puts the scored Krusher in the pose, as the search does
        got.update({(pose, e.uid): scorer._approach(e, pose) for e in scorer.coming})
    # then each equals what the enemy gains against that one pose worked out on its own
    assert any(v > 0 for v in got.values())
    for (pose, uid), value in got.items():
        e = state.krusher(uid)
        assert value == pytest.approx(_approach_the_long_way(scorer, e, pose)), (pose, uid)


def _play_on(state: KrusherState, budget: int) -> None:
    """``respond`` the long way: the next ``budget`` Krushers walk to their best pose, the
    rest stand where they are (arming or ousting as the heuristic would), turn after turn,
    until a fight starts or the match ends."""
    while still_moving(state):
        budget, _ = answer_next(state, budget)


def _as_left(state: KrusherState) -> tuple[Any, ...]:
    return (state.over, state.turn, state.phase, state.result_,
            tuple((k.hex, k.facing, tuple(k.hands), k.il, tuple(k.armour), k.defeated)
                  for k in state.krushers))


@pytest.mark.parametrize("players,seed", [(8, 11), (4, 2), (2, 7)])
def test_given_no_fight_after_a_movement_then_the_tried_match_ends_as_playing_on_would(
        players, seed):
    # given Krushers too far apart to fight, and a trial where the mover has settled
    state = _crowd(players, seed, clustered=False)
    k = mover(state)
    assert k is not None
    trial = fresh(state, 0)
    settle(trial, trial.krusher(k.uid), Pose(k.hex, k.facing))
    long_way = trial.clone()
    # when nobody may answer (no budget) and the match is tried on, at once and the long way
    respond(trial, 0)
    _play_on(long_way, 0)
    # then both end drawn at the turn limit with everyone where they stood
    assert long_way.over and long_way.turn == state.setup.turn_limit
    assert _as_left(trial) == _as_left(long_way)


def test_given_a_fight_after_the_movement_then_the_tried_match_stops_there():
    # given a foe right in front of the Krusher about to move, turned toward it
    state = _crowd(4, 11, clustered=False)
    k = mover(state)
    assert k is not None
    foe = next(o for o in state.krushers if o.team != k.team)
    foe.hex = neighbour(k.hex, k.facing)
    foe.facing = nearest_direction(foe.hex, k.hex)
    trial = fresh(state, 0)
    settle(trial, trial.krusher(k.uid), Pose(k.hex, k.facing))
    # when the others answer with no budget
    respond(trial, 0)
    # then the trial stops at the turn's combat, not at the turn limit
    assert not trial.over and trial.turn == state.turn and trial.phase == "combat"


def test_given_an_attack_memoised_then_its_key_is_left_alone_by_the_garbage_collector():
    # given two Krushers and the key of one's attack on the other
    state = _crowd(2, 3, clustered=True)
    a, d = state.krushers
    key = values._key(state, a, 1, d, values.NORMAL)
    # when the collector has looked at it (twice: the tuples inside it go first)
    gc.collect()
    gc.collect()
    # then it no longer watches it: a full pass over a crowded match's memo stays short
    assert not gc.is_tracked(key)
    # and keys still tell apart what the worth depends on, items included
    other = a.clone()
    other.hands = list(reversed(other.hands))
    assert values._key(state, other, 1, d, values.NORMAL) != key or a.hands[0] == a.hands[1]
    assert values._key(state, a.clone(), 1, d, values.NORMAL) == key


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("budget", [1, 2, 3, 5])
def test_given_pick_up_then_a_tried_match_ends_as_playing_on_would(seed, budget):
    # given a Pick-Up match, its first mover settled where it stands, and answers enough
    # to run out part way through a later turn (a Krusher may walk onto a pick-up hex and
    # arm only in the turn after)
    data = dict(sample_setup_json(4, seed, "pickup"), arena={"path": STANDARD_ARENA})
    state = start_match("metalkrushers", data, seed, arena_loader=load).state
    state.pending()
    k = mover(state)
    assert k is not None
    trial = fresh(state, seed)
    settle(trial, trial.krusher(k.uid), Pose(k.hex, k.facing))
    long_way = trial.clone()
    # when the others answer, at once and the long way
    respond(trial, budget)
    _play_on(long_way, budget)
    # then both leave the Krushers as armed and placed, the match at the same point
    assert _as_left(trial) == _as_left(long_way)
