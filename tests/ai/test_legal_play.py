"""Every AI level only ever submits legal choices (fuzzed over random matches)."""

from __future__ import annotations

import random

import pytest

from game.ai import observe
from game.core.dice import SeededDice
from game.core.match import Match
from game.games.meatbot.ai import make_agent
from game.games.meatbot.rules import MeatbotSetup, new_state
from tests.ai.helpers import random_arena, random_builds


def play_unguarded(levels: list[str], seed: int, round_limit: int) -> Match:
    """A random match where each seat's agent answers directly (no SafeSeat); every choice
    is validated, so one illegal answer fails the test."""
    rng = random.Random(seed)
    arena = random_arena(rng, len(levels))
    setup = MeatbotSetup(arena, random_builds(rng, len(levels)), round_limit=round_limit,
                         secret_builds=rng.random() < 0.5)
    state, opening = new_state(setup, SeededDice(seed))
    match = Match(state, "meatbot", opening=opening)
    agents = [make_agent(level, seed * 10 + i) for i, level in enumerate(levels)]
    while not match.is_over:
        request = match.pending()[0]
        choice = agents[request.player].choose(observe(match, request.player), request)
        request.validate(choice)
        match.submit(request.player, choice)
    return match


@pytest.mark.parametrize("seed", range(12))
def test_given_random_matches_when_easy_and_normal_play_then_every_choice_is_legal(seed):
    levels = ["easy", "normal", "normal", "easy"][: 2 + seed % 3]
    match = play_unguarded(levels, seed, round_limit=25)
    assert match.is_over


@pytest.mark.parametrize("seed", range(3))
def test_given_random_matches_when_hard_plays_then_every_choice_is_legal(seed):
    levels = ["hard", "normal", "easy"][: 2 + seed % 2]
    match = play_unguarded(levels, 100 + seed, round_limit=4)
    assert match.is_over
