"""Properties: illegal choices change nothing, same seed same events, JSON round trips,
replays, clones and information states."""

from __future__ import annotations

import json
import random
from dataclasses import fields

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.dice import copy_dice
from game.core.hexes import Hex
from game.core.match import IllegalChoice, Match, decode_choice, encode_choice, start_match
from game.core.replay import play as replay_play
from game.core.replay import record
from game.games.metalkrushers.rules import CHOICE_TYPES, information_state
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.setup import setup_from_json, setup_to_json
from game.games.metalkrushers.rules.state import KrusherState
from tests.games.metalkrushers.rules.fuzz import play, setup_json, uniform
from tests.games.metalkrushers.rules.helpers import eager

SKIP = {"dice", "out", "_pending", "rid", "krushers"}


def played_to(seed: int, steps: int, scenario: str) -> Match:
    """A match after up to ``steps`` fight-seeking choices."""
    rng = random.Random(seed)
    data = setup_json(scenario, seed, 3 if scenario != "duel" else 2,
                      build_in_match=seed % 3 == 0, all_options=seed % 2 == 0)
    match = start_match("metalkrushers", data, seed)
    for _ in range(steps):
        if match.is_over:
            break
        match.submit(match.pending()[0].player, eager(rng, match))
    return match


def snapshot(match: Match) -> tuple:
    """Everything a choice could change, as comparable values."""
    state: KrusherState = match.state
    plain = tuple((n, repr(getattr(state, n))) for n in KrusherState.__slots__ if n not in SKIP)
    krushers = tuple(tuple(repr(getattr(k, n)) for n in Krusher.__slots__)
                     for k in state.krushers)
    dice = copy_dice(state.dice)
    upcoming = tuple(dice.roll(6) for _ in range(6))
    return (plain, krushers, upcoming, tuple(match.events), tuple(match.choices),
            [(r.player, r.kind) for r in match.pending()])


def _value(draw, hint: str) -> object:
    if "tuple" in hint:
        return tuple(draw(st.lists(st.integers(-2, 40), max_size=7)))
    if "int" in hint and "None" in hint:
        return draw(st.one_of(st.none(), st.integers(-2, 8)))
    if "int" in hint:
        return draw(st.integers(-2, 8))
    return draw(st.sampled_from(["", "stop", "forward", "block", "parry", "none", "Heavy",
                                 "weapon-and-weapon", "medium slice", "banana", "left"]))


@st.composite
def any_choice(draw) -> object:
    """A choice of any type with fields that are often plausible, sometimes nonsense."""
    cls = draw(st.sampled_from(sorted(CHOICE_TYPES.values(), key=lambda c: c.__name__)))
    return cls(**{f.name: _value(draw, str(f.type)) for f in fields(cls)})


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 400), steps=st.integers(0, 120),
       scenario=st.sampled_from(["duel", "open", "team", "pickup"]), choice=any_choice(),
       seat=st.integers(-1, 3))
def test_an_illegal_choice_raises_and_changes_nothing(seed, steps, scenario, choice, seat):
    match = played_to(seed, steps, scenario)
    legal = {(r.player, c) for r in match.pending() for c in r.legal_choices()}
    if (seat, choice) in legal or match.is_over:
        return
    before = snapshot(match)
    try:
        match.submit(seat, choice)
    except IllegalChoice:
        assert snapshot(match) == before
    else:                          # only a build with another legal armour spread gets in
        assert type(choice).__name__ == "Build"


def test_same_seed_and_choices_give_the_same_events():
    for scenario in ("duel", "team", "pickup"):
        first = play(setup_json(scenario, 7, 2), 7, eager)
        again = play(setup_json(scenario, 7, 2), 7, eager)
        assert first.events == again.events and first.log() == again.log()


def test_setups_round_trip_through_json():
    for scenario in ("duel", "open", "team", "pickup"):
        data = setup_json(scenario, 3, 3 if scenario != "duel" else 2, all_options=True)
        data["starts"], data["facings"] = [], []
        setup = setup_from_json(data)
        again = setup_from_json(json.loads(json.dumps(setup_to_json(setup))))
        assert again.krushers == setup.krushers and again.options == setup.options
        assert dict(again.arena.cells) == dict(setup.arena.cells)
        assert again.start_hexes() == setup.start_hexes()


def test_every_choice_round_trips_through_json():
    match = played_to(3, 0, "duel")
    seen = []
    rng = random.Random(3)
    while not match.is_over and len(seen) < 400:
        request = match.pending()[0]
        for choice in request.legal_choices()[:20]:
            seen.append(choice)
            assert decode_choice(json.loads(json.dumps(encode_choice(choice))),
                                 CHOICE_TYPES) == choice
        match.submit(request.player, eager(rng, match))
    assert {type(c).__name__ for c in seen} >= {"Build", "Move", "Strike", "Reflex"}


def test_a_recorded_match_replays_exactly():
    match = play(setup_json("team", 11, 2, build_in_match=True), 11, uniform)
    again = replay_play(record(match))
    assert again.events == match.events and again.result == match.result


def test_a_clone_plays_on_identically():
    match = played_to(5, 60, "open")
    twin = match.clone()
    rng_a, rng_b = random.Random(1), random.Random(1)
    for _ in range(80):
        if match.is_over:
            break
        a, b = eager(rng_a, match), eager(rng_b, twin)
        assert a == b
        assert match.submit(match.pending()[0].player, a) == \
            twin.submit(twin.pending()[0].player, b)


def test_information_states_hide_other_designs_during_construction():
    data = setup_json("duel", 2, 2, build_in_match=True)
    match = start_match("metalkrushers", data, 2)
    first = match.pending()[0].legal_choices()[0]
    match.submit(0, first)
    info = information_state(match.state, 1)
    assert info.krusher(1).build is None and match.state.krusher(1).build == first
    assert information_state(match.state, 0).krusher(1).build == first
    # and seat 0's design is an open question again in seat 1's information state
    assert [r.player for r in info.pending()] == [0, 1]


def test_units_carry_facing_and_internal_linkage():
    match = played_to(4, 30, "duel")
    units = match.view_for(0).units()
    assert all(u.facing in range(6) and u.health_max == 16 for u in units)
    assert all(isinstance(u.hex, Hex) for u in units)
