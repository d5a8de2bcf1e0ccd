"""Contract: every choice and every set-up round-trips through JSON, for every ruleset."""

from __future__ import annotations

import json
import random
import types
import typing
from dataclasses import fields

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.hexes import Hex
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


def value_of(hint: object) -> st.SearchStrategy:
    """Any value a choice field of type ``hint`` may hold (the field types choices use)."""
    if isinstance(hint, types.UnionType):
        return st.one_of(*(value_of(option) for option in typing.get_args(hint)))
    if hint is type(None):
        return st.none()
    if typing.get_origin(hint) is tuple:
        return st.lists(value_of(typing.get_args(hint)[0]), max_size=4).map(tuple)
    simple = {int: st.integers(-50, 50), str: st.text(max_size=12), bool: st.booleans(),
              Hex: st.builds(Hex, st.integers(-20, 20), st.integers(-20, 20))}
    if hint not in simple:
        raise AssertionError(f"a choice field of type {hint!r}: teach value_of about it")
    return simple[hint]


def any_choice(name: str) -> st.SearchStrategy:
    """Any instance of any of the ruleset's choice types, its fields drawn by their types."""
    classes = sorted(ruleset_module(name).CHOICE_TYPES.values(), key=lambda c: c.__name__)

    def build(cls: type) -> st.SearchStrategy:
        hints = typing.get_type_hints(cls)
        return st.builds(cls, **{f.name: value_of(hints[f.name]) for f in fields(cls)})

    return st.sampled_from(classes).flatmap(build)


@every_ruleset
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_every_choice_type_round_trips_through_json_even_where_play_never_reaches(name, data):
    # given any choice of any type the ruleset declares, legal or not (random play from the
    # sample set-ups never meets some: a rare devourable's order, a cover roll)
    choice = data.draw(any_choice(name))
    # when it is written as JSON and read back, then it is the same choice
    text = json.dumps(encode_choice(choice))
    assert decode_choice(json.loads(text), ruleset_module(name).CHOICE_TYPES) == choice
