"""Contract: random legal play ends, events are frozen and logged, replays are exact, clones
are independent — for every registered ruleset."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.generic.playout import winners_of
from game.core import replay
from game.core.ruleset import UnitView, ruleset_module
from tests.contract.helpers import every_ruleset, play_random, play_steps, sample_match

SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
QUICK = settings(max_examples=6, deadline=None)


@every_ruleset
@QUICK
@given(seed=SEEDS)
def test_random_legal_play_always_ends_with_a_result(name, seed):
    match = sample_match(name, seed)
    play_random(match, random.Random(seed))
    players = len(match.state.names)
    assert match.pending() == []
    assert hasattr(match.result, "winner") or hasattr(match.result, "winners")
    assert all(0 <= seat < players for seat in winners_of(match.result))


@every_ruleset
@settings(max_examples=3, deadline=None)
@given(seed=SEEDS)
def test_events_are_frozen_dataclasses_with_a_log_line(name, seed):
    match = sample_match(name, seed)
    play_random(match, random.Random(seed))
    assert match.events
    for event in match.events:
        assert dataclasses.is_dataclass(event)
        assert type(event).__dataclass_params__.frozen, type(event).__name__
        line = event.log_line(match.state.names)
        assert isinstance(line, str) and line.strip(), type(event).__name__


@every_ruleset
@QUICK
@given(seed=SEEDS)
def test_a_replay_plays_back_to_the_same_events(name, seed):
    match = sample_match(name, seed)
    arrival: list[int] = []
    play_random(match, random.Random(seed), lambda m, request: arrival.append(request.player))
    record = replay.loads(replay.record(match).dumps())
    again = replay.play(record)
    assert [player for player, _ in match.choices] == arrival   # recorded in arrival order
    assert again.choices == match.choices
    assert [repr(e) for e in again.events] == [repr(e) for e in match.events]
    assert again.log() == match.log()
    assert repr(again.result) == repr(match.result)


@every_ruleset
@settings(max_examples=4, deadline=None)
@given(seed=SEEDS, steps=st.integers(min_value=0, max_value=60))
def test_playing_a_clone_leaves_the_original_unchanged(name, seed, steps):
    match = sample_match(name, seed)
    rng = random.Random(seed)
    play_steps(match, rng, steps)
    twin = match.clone()
    seen = [repr(match.view_for(p)) for p in (None, *range(len(match.state.names)))]
    pending = repr(match.pending())
    play_random(twin, random.Random(seed + 1))
    assert [repr(match.view_for(p)) for p in (None, *range(len(match.state.names)))] == seen
    assert repr(match.pending()) == pending
    # and the original plays on exactly as a fresh replay of its record does
    play_random(match, random.Random(seed + 2))
    assert [repr(e) for e in replay.play(replay.record(match)).events] == \
        [repr(e) for e in match.events]


@every_ruleset
@settings(max_examples=3, deadline=None)
@given(seed=SEEDS)
def test_views_list_units_of_real_seats(name, seed):
    match = sample_match(name, seed)
    players = len(match.state.names)
    rng = random.Random(seed)
    for _ in range(5):
        for viewer in (None, *range(players)):
            units = match.view_for(viewer).units()
            assert units and all(isinstance(u, UnitView) for u in units)
            assert all(0 <= u.owner < players for u in units)
            assert len({u.uid for u in units}) == len(units)
        play_steps(match, rng, 15)


@every_ruleset
def test_the_ruleset_module_offers_the_whole_protocol(name):
    module = ruleset_module(name)
    assert name == module.NAME and module.TITLE
    assert isinstance(module.RULES_VERSION, int)
    fewest, most = module.PLAYERS
    assert 1 <= fewest <= most
    for attribute in ("setup_from_json", "setup_to_json", "new_state", "information_state",
                      "sample_setup_json"):
        assert callable(getattr(module, attribute)), attribute
    assert module.CHOICE_TYPES and all(isinstance(t, type) for t in module.CHOICE_TYPES.values())
