"""The pull toward the enemy counts steps around walls: two Krushers on either side of a wall,
two hexes apart, stood still for a whole match when it counted hexes as the crow flies."""

from __future__ import annotations

from game.core.hexes import Hex, distance
from game.core.match import start_match
from game.games.metalkrushers.ai.positions import Pose, PoseScorer, walking_steps
from game.games.metalkrushers.rules import sample_setup_json
from tools.simulate import load

SCRAPYARD = "maps/scrapyard.tmx"
HERE, THERE = Hex(8, 1), Hex(8, 3)
"""Two floor hexes of the Scrapyard with a wall between them (at 8,2)."""


def test_given_a_wall_between_two_hexes_then_the_walk_between_them_goes_around_it():
    # given the Scrapyard, where a wall stands between two floor hexes two apart
    arena = load(SCRAPYARD)
    assert distance(HERE, THERE) == 2 and not arena.is_open(Hex(8, 2))
    # when the steps to the second are counted
    steps = walking_steps(arena, (THERE,))
    # then the walk from the first goes around the wall: more than two steps
    assert steps[HERE] > 2
    # and next to the target, with nothing in the way, a step is a hex
    assert steps[Hex(7, 3)] == 1


def test_given_a_foe_behind_a_wall_then_standing_still_is_not_as_close_as_going_around():
    # given two Duelists on the Scrapyard, on either side of that wall, facing each other
    data = dict(sample_setup_json(2, 11), arena={"path": SCRAPYARD})
    data.pop("turn_limit")
    data["krushers"] = [dict(k, build="Duelist") for k in data["krushers"]]
    state = start_match("metalkrushers", data, 11, arena_loader=load).state
    me, enemy = state.krushers
    me.hex, enemy.hex = HERE, THERE
    scorer = PoseScorer(state, me)
    # when the pull toward the enemy is weighed for standing still and for a hex around the
    # wall (two hexes from the enemy either way as the crow flies)
    around = Hex(10, 1)
    assert state.arena.is_open(around) and distance(around, THERE) == 2
    # then standing still costs more: its walk to the enemy is longer
    assert scorer._distance_cost(Pose(HERE, 0)) > scorer._distance_cost(Pose(around, 0))
