"""Shared pieces of the contract suite: the rulesets under test and seeded random play."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from game.core.dice import SeededDice
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


def blind_answers(match: Match, request: Request, rng: random.Random
                   ) -> tuple[Match, Match, list[int]] | None:
    """Two copies of ``match`` in which ``request`` (secret, with another secret request
    still open after it) got two different legal answers, and the players still waiting."""
    waiting = [r.player for r in match.pending() if r.secret and r.player != request.player]
    choices = request.legal_choices()
    if not (request.secret and waiting and len(choices) > 1):
        return None
    first, second = rng.sample(choices, 2)
    copies = (match.clone(), match.clone())
    copies[0].submit(request.player, first)
    copies[1].submit(request.player, second)
    still = [p for p in waiting if any(r.player == p for r in copies[0].pending())]
    return (copies[0], copies[1], still) if still else None


def story_of(info: object, seed: int, decisions: int = 40) -> list[str]:
    """What happens when the information state ``info`` is played on with dice and choices
    from ``seed``: every event, as text. Two information states that hold the same knowledge
    tell the same story; one that kept a secret answer reveals it at the reveal."""
    world = info.clone(dice=SeededDice(seed))  # type: ignore[attr-defined]
    rng = random.Random(seed)
    told: list[str] = []
    for _ in range(decisions):
        if world.is_over:
            break
        request = world.pending()[0]
        choices = request.legal_choices()
        told += [repr(event) for event in world.apply(request.player, rng.choice(choices))]
    return told
