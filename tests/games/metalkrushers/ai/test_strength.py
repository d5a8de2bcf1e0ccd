"""The levels are ordered: hard beats random, normal takes the obviously good attack."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.metalkrushers.ai import AGENTS, observe
from game.games.metalkrushers.rules.choices import Strike
from tests.games.metalkrushers.ai.helpers import play, setup
from tests.games.metalkrushers.rules.helpers import DUELIST, make_match, stop_all


def test_hard_beats_random_in_a_small_seeded_run():
    wins = 0
    for seed in range(3):
        levels = ["hard", "random"] if seed % 2 == 0 else ["random", "hard"]
        match = play(setup("duel", 2, seed, turn_limit=30), levels, seed)
        wins += levels[match.result.winners[0]] == "hard" if match.result.winners else 0
    assert wins >= 2


def test_normal_strikes_the_nearly_finished_enemy_from_behind_not_the_fresh_one():
    # given A next to B's rear (B almost out of Linkage) and C's guarded front, A first
    west, east = Hex(-1, 0), Hex(1, -1)
    match = make_match([DUELIST, DUELIST, DUELIST], [Hex(0, 0), west, east], [3, 3, 4],
                       dice=[6, 1, 2])
    match.state.krusher(2).il = 3
    stop_all(match)
    request = match.pending()[0]
    assert request.kind == "plan" and request.krusher == 1
    # when the normal agent plans A's attacks
    choice = AGENTS["normal"](1).choose(observe(match, request.player), request)
    # then both hands go for B
    assert choice == Strike((2, 2))
