"""Contract: every registered ruleset has the shared AI levels, and the generic agent plays a
whole match of it against random play without one illegal or failed answer."""

from __future__ import annotations

from game.ai.generic import Budget, GenericAgent
from game.ai.play_any import run_match
from game.ai.registry import levels
from game.core.ruleset import ruleset_module
from tests.contract.helpers import every_ruleset

TINY = Budget(playouts=3, steps=24, depth=6, width=4)
"""Enough to exercise every path of the search while the match stays quick."""


@every_ruleset
def test_every_ruleset_offers_the_generic_and_random_levels(name):
    assert {"generic", "generic-quick", "random"} <= set(levels(name))


@every_ruleset
def test_the_generic_agent_finishes_a_match_against_random_play(name):
    module = ruleset_module(name)
    players = module.PLAYERS[0]
    seats = [GenericAgent(5, TINY), *["random"] * (players - 1)]
    run = run_match(name, module.sample_setup_json(players, 5), seats, 5)
    assert run.match.is_over
    assert run.failures == [0] * players
    assert len(run.decision_ms[0]) > 0
