"""The random (easy) agent walks toward the fight instead of wandering until the turns run out,
and fights once there: most random duels end with a winner."""

from __future__ import annotations

import pytest

from game.ai.play_any import run_match
from game.core.hexes import distance
from game.core.ruleset import ruleset_module
from game.games.metalkrushers.ai.randomagent import fiercest
from game.games.metalkrushers.rules.choices import NoParry, Parry, Strike, UseShield
from tools.simulate import load


def final_gap(seed: int) -> int:
    """Hexes between the two Krushers when a random-against-random duel ends."""
    setup = ruleset_module("metalkrushers").sample_setup_json(2, seed)
    run = run_match("metalkrushers", setup, ["easy", "easy"], seed, load, timed=False)
    first, second = run.match.state.krushers
    return distance(first.hex, second.hex)


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_given_two_random_krushers_when_the_duel_ends_then_they_stand_within_striking_range(
        seed):
    # given a duel between two random agents on the sample arena, played to its end
    # then they met: they stand at most two hexes apart, not wherever a random walk left them
    assert final_gap(seed) <= 2


def test_given_ten_random_duels_when_they_are_played_out_then_most_end_with_a_winner():
    # given ten duels between two random (easy) agents on the sample arena
    decided = 0
    for seed in range(10):
        setup = ruleset_module("metalkrushers").sample_setup_json(2, seed)
        # when each is played to its end
        run = run_match("metalkrushers", setup, ["easy", "easy"], seed, load, timed=False)
        decided += bool(run.winners)
    # then most are won by a Krusher, not drawn at the turn limit: they meet and fight
    assert decided >= 7


def test_given_attack_plans_then_the_fiercest_strike_with_the_most_hands():
    # given a plan request's choices: no attack, one hand, or both hands
    plans = [Strike((0, 0)), Strike((2, 0)), Strike((0, 2)), Strike((2, 2))]
    # then the fiercest is the one with both hands attacking
    assert fiercest(plans) == [Strike((2, 2))]
    # and of parry or shield answers, those that keep hands and shield for attacking
    assert fiercest([Parry(0, 2, 1), NoParry()]) == [NoParry()]
    assert fiercest([UseShield("block", 2), UseShield("none")]) == [UseShield("none")]
