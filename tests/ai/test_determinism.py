"""Same seed, same choices: every level is deterministic for a seed."""

from __future__ import annotations

import pytest

from game.core.arena import open_arena
from game.core.hexes import Hex
from game.games.meatbot.ai import make_agent
from game.games.meatbot.ai.play import play_match


def arena():
    return open_arena(5, walls=[Hex(0, 0), Hex(1, -1)], spawns=[Hex(-4, 2), Hex(4, -2)])


@pytest.mark.parametrize("levels", [("easy", "normal"), ("hard", "easy")])
def test_given_a_seed_when_a_match_is_played_twice_then_every_choice_is_the_same(levels):
    runs = []
    for _ in range(2):
        agents = [make_agent(level, 5 + i) for i, level in enumerate(levels)]
        record = play_match(arena(), agents, seed=9, round_limit=6, keep=True)
        runs.append((record.builds, record.match.choices))
    assert runs[0] == runs[1]
    assert len(runs[0][1]) > 10


def test_given_different_seeds_when_easy_plays_then_the_choices_differ():
    records = [play_match(arena(), [make_agent("easy", s), make_agent("easy", s + 1)],
                          seed=3, round_limit=6, keep=True) for s in (1, 2)]
    assert records[0].match.choices != records[1].match.choices
