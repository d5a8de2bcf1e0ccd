"""Every agent answers every request it meets with a legal choice, in every scenario."""

from __future__ import annotations

import pytest

from tests.games.metalkrushers.ai.helpers import play, setup

SCENARIOS = [("duel", 2), ("open", 3), ("team", 2), ("pickup", 3)]


@pytest.mark.parametrize("scenario, players", SCENARIOS)
@pytest.mark.parametrize("level", ["random", "normal"])
def test_random_and_normal_play_whole_matches_legally(scenario, players, level):
    seen: dict[str, int] = {}
    for seed in (1, 2):
        match = play(setup(scenario, players, seed, turn_limit=10), [level] * players, seed,
                     seen)
        assert match.result is not None
    # random Krushers may wander for the whole match without ever meeting
    assert {"build", "move"} | ({"plan"} if level == "normal" else set()) <= set(seen)


@pytest.mark.parametrize("scenario, players", SCENARIOS)
def test_hard_plays_legally_against_normal(scenario, players):
    seen: dict[str, int] = {}
    levels = ["hard", "normal", "hard"][:players]
    match = play(setup(scenario, players, 5, turn_limit=4), levels, 5, seen)
    assert match.result is not None and match.result.turns <= 4
    assert {"build", "move"} <= set(seen)


def test_every_request_kind_is_met_and_answered_with_all_options_in_play():
    seen: dict[str, int] = {}
    for i, (scenario, players) in enumerate(SCENARIOS * 2):
        level, seed = ("random", "normal")[i // len(SCENARIOS)], i % len(SCENARIOS) + 3
        turns = 16 if scenario == "pickup" else 8  # arming takes turns; "any" is 4 in 36
        play(setup(scenario, players, seed, turn_limit=turns, all_options=True),
             [level] * players, seed, seen)
    assert {"build", "move", "plan", "reflex", "shield", "parry", "save", "take"} <= set(seen)
