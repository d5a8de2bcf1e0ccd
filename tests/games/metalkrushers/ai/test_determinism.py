"""Same seed, same match: agents count their search, they never time it."""

from __future__ import annotations

from tests.games.metalkrushers.ai.helpers import play, setup


def test_the_same_seed_gives_the_same_match_between_hard_and_normal():
    data = setup("duel", 2, 3, turn_limit=4)
    first = play(data, ["hard", "normal"], 11)
    second = play(data, ["hard", "normal"], 11)
    assert first.choices == second.choices
    assert [e.log_line(first.state.names) for e in first.events] == \
        [e.log_line(second.state.names) for e in second.events]


def test_a_different_seed_gives_a_different_match():
    data = setup("duel", 2, 3, turn_limit=4)
    assert play(data, ["random", "random"], 1).choices != \
        play(data, ["random", "random"], 2).choices
