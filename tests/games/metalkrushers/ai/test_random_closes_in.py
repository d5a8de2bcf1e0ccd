"""The random (easy) agent walks toward the fight instead of wandering until the turns run out."""

from __future__ import annotations

import pytest

from game.ai.play_any import run_match
from game.core.hexes import distance
from game.core.ruleset import ruleset_module
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
