"""In Pick-Up, a Krusher with an empty hand and no pick-up hex left to arm from still walks
toward the enemy: on the Duel Pit (one pick-up hex, and a Krusher may not arm both hands from
the same one) both Krushers stood still for the rest of the match once each held one weapon,
as every pose then weighed the same distance (none)."""

from __future__ import annotations

from game.core.hexes import distance
from game.core.match import start_match
from game.games.metalkrushers.ai.positions import Pose, PoseScorer
from game.games.metalkrushers.rules import sample_setup_json
from game.games.metalkrushers.rules.data import parse_item
from tools.simulate import load

DUEL_PIT = "maps/duel_pit.tmx"


def test_given_no_pick_up_left_to_arm_from_then_a_pose_nearer_the_enemy_costs_less():
    # given a Pick-Up duel on the Duel Pit, where one Krusher armed one hand from the only
    # pick-up hex and stepped off it
    data = dict(sample_setup_json(2, 11, "pickup"), arena={"path": DUEL_PIT})
    data.pop("turn_limit")
    state = start_match("metalkrushers", data, 11, arena_loader=load).state
    (pickup,) = state.arena.hexes_with("pickup")
    me, enemy = state.krushers
    me.hands[0], me.armed_from[0] = parse_item("medium slice"), pickup
    assert me.hands[1] is None
    scorer = PoseScorer(state, me)
    # when the pull is weighed for a hex next to the enemy and one further away
    near = next(h for h in state.arena.open_hexes()
                if distance(h, enemy.hex) == 1 and h != pickup)
    far = max((h for h in state.arena.open_hexes() if h != pickup),
              key=lambda h: distance(h, enemy.hex))
    # then the nearer pose costs less (before, both cost nothing)
    assert scorer._distance_cost(Pose(near, 0)) < scorer._distance_cost(Pose(far, 0))
