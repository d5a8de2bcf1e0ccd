"""The levels stand apart: normal makes some combat declarations without judging them, hard
never does, and neither slips anywhere else."""

from __future__ import annotations

from game.core.match import start_match
from game.games.metalkrushers.ai import AGENTS, observe
from game.games.metalkrushers.ai.normal import SLIP_CHANCE, SLIPS, heuristic_choice
from game.games.metalkrushers.rules import sample_setup_json


def _answers(level: str, seed: int, matches: int = 3) -> list[tuple[str, bool]]:
    """(request kind, whether the agent's choice was the heuristic's) for every request the
    agent in seat 0 answered, the other seat played by the heuristic."""
    found = []
    for match_seed in range(matches):
        data = sample_setup_json(2, match_seed)
        data["krushers"] = [dict(k, build="Duelist") for k in data["krushers"]]
        match = start_match("metalkrushers", data, match_seed)
        agent = AGENTS[level](seed)
        while not match.is_over:
            request = match.pending()[0]
            view = observe(match, request.player)
            judged = heuristic_choice(view.info, request)
            if request.player == 0:
                choice = agent.choose(view, request)
                found.append((request.kind, choice == judged))
            else:
                choice = judged
            match.submit(request.player, choice)
    return found


def test_given_normal_when_it_declares_then_some_declarations_are_not_the_judged_one():
    # given the normal agent in seat 0 of three mirror duels
    answers = _answers("normal", seed=5)
    declared = [same for kind, same in answers if kind in SLIPS]
    # then some of its declarations differ from the heuristic's, but far from all
    assert declared and 0 < declared.count(False) < len(declared)
    assert 0 < SLIP_CHANCE < 1
    # and every other decision (movement, targets) is the heuristic's
    assert all(same for kind, same in answers if kind not in SLIPS and kind != "build")


def test_given_normal_when_played_twice_with_one_seed_then_it_slips_alike():
    assert _answers("normal", seed=9, matches=1) == _answers("normal", seed=9, matches=1)
