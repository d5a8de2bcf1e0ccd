"""Contract: every choice and every set-up round-trips through JSON, for every ruleset."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.match import decode_choice, encode_choice, start_match
from game.core.ruleset import ruleset_module
from tests.contract.helpers import every_ruleset, play_random, sample_match, seats_for

SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
SAMPLED = 20
"""Legal choices checked per request (all of them for shorter lists)."""


@every_ruleset
@settings(max_examples=2, deadline=None)
@given(seed=SEEDS)
def test_every_legal_choice_round_trips_through_json(name, seed):
    types = ruleset_module(name).CHOICE_TYPES
    rng = random.Random(seed)
    kinds: set[str] = set()

    def check(match, request):
        choices = request.legal_choices()
        for choice in rng.sample(choices, min(len(choices), SAMPLED)):
            text = json.dumps(encode_choice(choice))
            assert decode_choice(json.loads(text), types) == choice
            kinds.add(type(choice).__name__)

    play_random(sample_match(name, seed), rng, check)
    assert kinds <= set(types)


@every_ruleset
@settings(max_examples=6, deadline=None)
@given(seed=SEEDS)
def test_every_sample_setup_round_trips_through_json(name, seed):
    module = ruleset_module(name)
    players = seats_for(name, random.Random(seed))
    data = module.sample_setup_json(players, seed)
    assert module.sample_setup_json(players, seed) == data      # the same seed, the same set-up
    # A set-up JSON may leave defaults out; written back it is complete, and from then on
    # reading and writing change nothing.
    written = module.setup_to_json(module.setup_from_json(json.loads(json.dumps(data))))
    again = module.setup_to_json(module.setup_from_json(json.loads(json.dumps(written))))
    assert again == written
    assert module.setup_from_json(written) == module.setup_from_json(data)
    assert repr(start_match(name, written, seed).view_for(None)) == \
        repr(start_match(name, data, seed).view_for(None))
