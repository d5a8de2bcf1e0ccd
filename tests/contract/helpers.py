"""Shared pieces of the contract suite: the rulesets under test and seeded random play."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from game.core.match import Match, Request, start_match
from game.core.ruleset import ruleset_module, ruleset_names

MAX_DECISIONS = 20_000
"""Random play on a sample set-up must end long before this (the protocol asks for a few
hundred decisions)."""

TOY, TOY_MODULE = "toy", "tests.contract.toy"
"""A test-only ruleset with real-time requests (registered by this package's conftest)."""

every_ruleset = pytest.mark.parametrize("name", [*ruleset_names(), TOY])
"""Run a test once per registered ruleset, and once over the toy ruleset."""


def seats_for(name: str, rng: random.Random) -> int:
    """A seat count the ruleset supports (at most 4, to stay quick)."""
    fewest, most = ruleset_module(name).PLAYERS
    return rng.randint(fewest, max(fewest, min(most, 4)))


def sample_match(name: str, seed: int) -> Match:
    """A recorded match of ``name`` on its sample set-up for ``seed``."""
    rng = random.Random(seed)
    setup = ruleset_module(name).sample_setup_json(seats_for(name, rng), seed)
    return start_match(name, setup, seed)


def next_request(match: Match, rng: random.Random) -> Request:
    """The request to answer next: the first pending one, or, while real-time requests are
    open, a random one of them (any player may be first to answer)."""
    pending = match.pending()
    racing = [r for r in pending if r.real_time]
    return rng.choice(racing) if racing else pending[0]


def play_random(match: Match, rng: random.Random,
                each: Callable[[Match, Request], Any] | None = None) -> int:
    """Random legal play to the end (``each(match, request)`` is called before every
    submission); returns the decisions made. Fails the test if the match never ends."""
    decisions = 0
    while not match.is_over:
        assert decisions < MAX_DECISIONS, f"{match.ruleset} still going after {decisions}"
        assert match.pending(), "a match that is not over must have a pending request"
        request = next_request(match, rng)
        if each is not None:
            each(match, request)
        match.submit(request.player, rng.choice(request.legal_choices()))
        decisions += 1
    return decisions


def play_steps(match: Match, rng: random.Random, steps: int) -> None:
    """Up to ``steps`` random legal decisions (fewer if the match ends)."""
    for _ in range(steps):
        if match.is_over:
            return
        request = next_request(match, rng)
        match.submit(request.player, rng.choice(request.legal_choices()))
