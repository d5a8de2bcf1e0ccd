"""Contract: every registered ruleset has the shared AI levels, and the generic agent plays a
whole match of it against random play without one illegal or failed answer."""

from __future__ import annotations

import random

import pytest

from game.ai.base import observe
from game.ai.generic import Budget, GenericAgent
from game.ai.generic.standing import evaluator_for
from game.ai.play_any import run_match
from game.ai.registry import levels
from game.core.match import start_match
from game.core.ruleset import ruleset_module
from tests.contract.helpers import every_ruleset

TINY = Budget(playouts=3, steps=24, depth=6, width=4)
"""Enough to exercise every path of the search while the match stays quick."""
TINY_GREEDY = Budget(playouts=4, steps=60, depth=4, width=4, halving=True, probes=3)
"""The default's shape (greedy playouts, sequential halving), small."""


@every_ruleset
def test_every_ruleset_offers_the_generic_and_random_levels(name):
    assert {"generic", "generic-quick", "random"} <= set(levels(name))


@pytest.mark.parametrize("budget", [TINY, TINY_GREEDY], ids=["random-playouts", "greedy"])
@every_ruleset
def test_the_generic_agent_finishes_a_match_against_random_play(name, budget):
    module = ruleset_module(name)
    players = module.PLAYERS[0]
    seats = [GenericAgent(5, budget), *["random"] * (players - 1)]
    run = run_match(name, module.sample_setup_json(players, 5), seats, 5)
    assert run.match.is_over
    assert run.failures == [0] * players
    assert len(run.decision_ms[0]) > 0


def played_into(name: str, seed: int, moves: int):
    """A two-seat sample match after ``moves`` random decisions, stopped early at a
    request with a real choice (or at the end)."""
    match = start_match(name, ruleset_module(name).sample_setup_json(2, seed), seed)
    rng = random.Random(seed)
    for done in range(moves + 200):
        if match.is_over or (done >= moves and len(match.pending()[0].legal_choices()) > 1):
            break
        request = match.pending()[0]
        match.submit(request.player, rng.choice(request.legal_choices()))
    return match


@every_ruleset
def test_the_generic_agent_decides_the_same_for_the_same_seed(name):
    match = next(m for m in (played_into(name, 3, moves) for moves in (30, 8, 1))
                 if not m.is_over)                # short games (the toy) end sooner
    request = match.pending()[0]
    answers = [GenericAgent(9, TINY_GREEDY).choose(observe(match, request.player), request)
               for _ in range(2)]
    assert answers[0] == answers[1] and answers[0] in request.legal_choices()


@every_ruleset
def test_a_rulesets_standing_lies_in_zero_one_and_its_own_evaluate_shares_out(name):
    module = ruleset_module(name)
    for moves in (0, 20, 60):
        match = played_into(name, 4, moves)
        standing = evaluator_for(match.state)
        assert all(0.0 <= standing(match.state, seat) <= 1.0 for seat in (0, 1))
        if hasattr(module, "evaluate"):          # a share of what both seats hold
            both = module.evaluate(match.state, 0) + module.evaluate(match.state, 1)
            assert both == pytest.approx(1.0)
