"""Contract: views and information states hide what they must, for every registered ruleset.

A player's view may show *that* another player has answered a secret request (Meatbot shows
``has_picked``), never *what* they answered: until the reveal, the view of every other player
is the same whichever legal choice was submitted. The same holds for the information state
an AI in that seat searches, and that state can be played to the end with fresh dice.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from game.core.dice import SeededDice
from game.core.match import Match, RulesetState
from game.core.ruleset import ruleset_module, ruleset_names
from tests.contract.helpers import (
    MAX_DECISIONS,
    blind_answers,
    every_ruleset,
    next_request,
    sample_match,
    story_of,
)

SEEDS = st.integers(min_value=0, max_value=2**31 - 1)


@every_ruleset
@settings(max_examples=4, deadline=None)
@given(seed=SEEDS)
@example(seed=722823376)  # Meatbot: a Lockjaw let go of in a blind step showed at once
def test_a_secret_answer_changes_no_other_players_view_until_the_reveal(name, seed):
    module = ruleset_module(name)
    match = sample_match(name, seed)
    rng = random.Random(seed)
    while not match.is_over and len(match.choices) < MAX_DECISIONS:
        request = next_request(match, rng)
        pair = blind_answers(match, request, rng)
        for other in pair[2] if pair else ():
            one, two = pair[0], pair[1]
            assert repr(one.view_for(other)) == repr(two.view_for(other))
            assert repr(one.view_for(None)) == repr(two.view_for(None))
            hidden = [module.information_state(m.state, other) for m in (one, two)]
            # the whole world the AI in seat ``other`` searches, not only its view
            assert story_of(hidden[0], seed) == story_of(hidden[1], seed)
        match.submit(request.player, rng.choice(request.legal_choices()))


@every_ruleset
@settings(max_examples=4, deadline=None)
@given(seed=SEEDS, steps=st.integers(min_value=0, max_value=80))
def test_an_information_state_plays_on_with_fresh_dice_and_leaves_the_match_alone(
        name, seed, steps):
    module = ruleset_module(name)
    match, rng = played_some_way(name, seed, steps)
    players = len(match.state.names)
    before = repr(match.view_for(None))
    for seat in range(players):
        play_to_the_end(module.information_state(match.state, seat).clone(
            dice=SeededDice(seed)), rng)
    assert repr(match.view_for(None)) == before


def played_some_way(name: str, seed: int, steps: int) -> tuple[Match, random.Random]:
    """A sample match of ``name`` after up to ``steps`` random choices, and the generator."""
    match = sample_match(name, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over:
            break
        request = next_request(match, rng)
        match.submit(request.player, rng.choice(request.legal_choices()))
    return match, rng


def play_to_the_end(world: RulesetState, rng: random.Random) -> None:
    """Play a state (not a match) to its end with random choices."""
    decisions = 0
    while not world.is_over:
        assert decisions < MAX_DECISIONS
        pending = world.pending()
        world.apply(pending[0].player, rng.choice(pending[0].legal_choices()))
        decisions += 1


SAMPLING = [name for name in ruleset_names()
            if hasattr(ruleset_module(name), "sample_world")]
"""The registered rulesets that offer the seam's optional ``sample_world``."""


@pytest.mark.parametrize("name", SAMPLING)
@settings(max_examples=4, deadline=None)
@given(seed=SEEDS, steps=st.integers(min_value=0, max_value=120))
def test_a_sampled_world_keeps_what_the_seat_knows_and_plays_to_the_end(name, seed, steps):
    module = ruleset_module(name)
    # given a match some way in, and each seat's information state
    match, rng = played_some_way(name, seed, steps)
    for seat in range(len(match.state.names)):
        info = module.information_state(match.state, seat)
        known = repr(info.view_for(seat))
        # when a world is sampled from a copy, twice with the same seed
        worlds = [module.sample_world(info.clone(dice=SeededDice(seed)), seat,
                                      random.Random(seed)) for _ in range(2)]
        # then the seat sees exactly what it knew, the same seed gives the same world,
        # the information state is untouched, and the world plays to its end
        assert repr(worlds[0].view_for(seat)) == known
        assert repr(worlds[0].view_for(None)) == repr(worlds[1].view_for(None))
        assert repr(info.view_for(seat)) == known
        play_to_the_end(worlds[0], rng)
