"""The generic agent's optional per-game budget scale (``GENERIC_BUDGET_SCALE``, issue 12):
only a game that declares it gets the bigger budget, deep pre-ranking keeps the best choice,
and rivals' secret answers can be drawn from the candidates still in the running."""

from __future__ import annotations

import random

import pytest

from game.ai.base import observe
from game.ai.generic import Budget, GenericAgent
from game.ai.generic.budget import chained, deeper, scaled, table_scale
from game.ai.generic.levels import GENERIC, generic
from game.ai.generic.search import StreamDice, _Search
from game.core.dice import ScriptedDice
from game.core.match import Match, start_match
from game.core.ruleset import RULESETS, ruleset_module
from game.games import spec
from tests.contract import toy
from tests.contract.helpers import TOY, TOY_MODULE


@pytest.fixture
def toy_registered(monkeypatch):
    """The toy ruleset (real-time grabs, secret bids) in the registry for one test."""
    monkeypatch.setitem(RULESETS, TOY, TOY_MODULE)


def sample_match(name: str) -> Match:
    return start_match(name, ruleset_module(name).sample_setup_json(2, 1), 1)


@pytest.mark.parametrize("name", ["dicebot", "mechaton", "metalkrushers"])
def test_given_a_game_without_the_hint_when_the_default_agent_decides_then_its_budget_is_kept(
        name):
    match = sample_match(name)
    seat = match.pending()[0].player
    # chains, judged at once: its own hints
    kept = chained(GENERIC, at_once=True) if name == "metalkrushers" else GENERIC
    assert generic(1).budget_for(observe(match, seat)) == kept
    assert name == "metalkrushers" or generic(1).budget_for(observe(match, seat)) is GENERIC


def test_given_meatbot_declares_a_scale_when_the_default_agent_decides_then_it_is_scaled():
    match = sample_match("meatbot")
    budget = generic(1).budget_for(observe(match, 0))
    assert budget == scaled(GENERIC, spec("meatbot").tuning["GENERIC_BUDGET_SCALE"])
    assert budget.playouts == 4 * GENERIC.playouts and budget.mirror
    assert GenericAgent(1, GENERIC).budget_for(observe(match, 0)) is GENERIC  # not scalable


@pytest.mark.parametrize(("players", "depth", "scale"),
                         [(2, 1, 4), (3, 1, 2), (4, 1, 2), (5, 2, 1), (6, 3, 1), (8, 4, 1)])
def test_given_a_bigger_meatbot_table_when_the_default_agent_decides_then_the_scale_goes_deeper(
        players, depth, scale):
    # given a Meatbot table of ``players`` (the scale of 4 is a duel's)
    setup = ruleset_module("meatbot").sample_setup_json(players, 1)
    match = start_match("meatbot", setup, 1)
    # when the default agent sizes its budget, then the scale shared out over the table
    # buys playouts while that leaves more than one, and depth (up to half the seats) after
    assert table_scale(4, players) == (depth, scale)
    budget = generic(1).budget_for(observe(match, 0))
    assert budget == scaled(deeper(GENERIC, depth), scale)
    assert budget.depth == GENERIC.depth * depth
    assert budget.playouts == GENERIC.playouts * scale


def test_given_a_game_without_a_scale_when_the_table_grows_then_nothing_changes():
    assert [table_scale(1, players) for players in range(2, 9)] == [(1, 1)] * 7
    assert deeper(GENERIC, 1) is GENERIC


def test_given_a_scale_of_one_when_scaled_then_the_budget_is_the_same_object():
    assert scaled(GENERIC, 1) is GENERIC
    four = scaled(GENERIC, 4)
    assert (four.playouts, four.steps, four.prerank) == (96, 4 * GENERIC.steps, 96)
    assert (four.prerank_depth, four.prerank_keep, four.width) == (GENERIC.depth, 6, 8)


def test_given_the_scaled_agent_when_it_picks_twice_then_it_picks_the_same_within_budget():
    match = sample_match("meatbot")
    request = match.request_for(0)
    first, second = generic(3), generic(3)
    assert first.choose(observe(match, 0), request) == second.choose(observe(match, 0), request)
    assert 0 < first.playouts <= 96 and first.steps <= 4 * GENERIC.steps + 1000


def test_given_a_long_list_when_deeply_preranked_then_the_best_grab_is_searched(
        toy_registered):
    setup = toy.Setup(4, 2)
    state, opening = toy.new_state(setup, ScriptedDice([3, 3, 3, 3, 1, 2, 6, 3, *[1] * 8]))
    match = Match(state, TOY, toy.setup_to_json(setup), None, opening)
    for seat in range(4):
        match.submit(seat, toy.Grab(seat))
    for seat in range(4):
        match.submit(seat, toy.Bid(0))
    request = match.request_for(0)                   # tokens 1, 2, 6, 3: five choices
    budget = Budget(playouts=8, steps=400, depth=4, width=2, halving=True, probes=3,
                    prerank=5, prerank_depth=2, prerank_worlds=8, prerank_keep=1)
    for seed in range(6):
        search = _Search(GenericAgent(seed, budget), observe(match, 0), request,
                         random.Random(seed))
        candidates = search.preranked(request.legal_choices())
        assert len(candidates) == 2 and toy.Grab(2) in candidates
        assert search.steps >= 5 * 8                 # every try in every world, counted


def test_given_mirror_when_a_rivals_secret_bid_is_pending_then_it_comes_from_the_pool(
        toy_registered):
    setup = toy.Setup(2, 1)
    state, opening = toy.new_state(setup, ScriptedDice([4, 4, *[1] * 40]))
    match = Match(state, TOY, toy.setup_to_json(setup), None, opening)
    match.submit(0, toy.Grab(0))
    match.submit(1, toy.Grab(1))
    budget = Budget(playouts=8, steps=400, depth=4, width=3, halving=True, mirror=True)
    request = match.request_for(1)
    search = _Search(GenericAgent(1, budget), observe(match, 1), request, random.Random(1))
    search.pool = [toy.Bid(2)]
    played = observe(match, 1).info.clone(dice=StreamDice(5))
    assert search._mirrored(played, random.Random(5)) == 1
    assert played.answered[0] == toy.Bid(2) and 1 not in played.answered
