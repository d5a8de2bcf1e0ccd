"""The generic agent's chain search (issue 12, fourth pass): a request that starts a chain of
the seat's own decisions is decided by the chain's ends, found on clones within a count
budget, and the path to the best end is walked at the following requests."""

from __future__ import annotations

import importlib
import random
from dataclasses import replace

import pytest

from game.ai.base import observe
from game.ai.generic import Budget, GenericAgent
from game.ai.generic.budget import CHAIN_LIMIT, chained
from game.ai.generic.chains import ChainMemory, chain_key, enumerate_ends
from game.ai.generic.dice import CountingDice
from game.ai.generic.levels import GENERIC, generic
from game.core.dice import ScriptedDice, SeededDice
from game.core.match import Match, start_match
from game.core.ruleset import RULESETS, ruleset_module
from tests.ai import chain_toy
from tests.contract import toy
from tests.contract.helpers import TOY, TOY_MODULE

WALK = "chain_toy"
CHAIN_BUDGET = Budget(playouts=12, steps=600, depth=1, width=4, halving=True, probes=3,
                      forced_free=True, chain_limit=400, chain_sample=16, chain_depth=12)
"""Playouts of one decision after a step (blind to the gold), but of twelve after a chain's
end (which reach the roll)."""


@pytest.fixture
def walk_registered(monkeypatch):
    """Gold Walk (chains of steps) in the registry for one test."""
    monkeypatch.setitem(RULESETS, WALK, "tests.ai.chain_toy")


def walk_match(setup: chain_toy.Setup | None = None, seed: int = 1) -> Match:
    setup = setup or chain_toy.Setup()
    state, opening = chain_toy.new_state(setup, SeededDice(seed))
    return Match(state, WALK, chain_toy.setup_to_json(setup), None, opening)


def test_given_counting_dice_when_rolled_and_cloned_then_the_count_goes_with_the_copy():
    dice = CountingDice(7)
    first = [dice.roll(6), dice.roll(8)]
    twin = dice.clone()
    assert dice.rolls == twin.rolls == 2
    assert [dice.roll(6), dice.roll(8)] == [twin.roll(6), twin.roll(8)]
    assert dice.rolls == 4 and len(first) == 2


def test_given_a_walk_when_its_ends_are_enumerated_then_each_reachable_place_is_one_end(
        walk_registered):
    match = walk_match()                              # W0 on 4 with 4 steps, W1 on 7
    request = match.pending()[0]
    chain = enumerate_ends(observe(match, 0).info, 0, request, 1000)
    places = sorted(end.state.places[0] for end in chain.ends)
    assert chain.chained and chain.complete
    assert places == [0, 1, 2, 3, 4, 5, 6]            # 7 is W1's; every other hex once
    for end in chain.ends:                            # each path walks to its end, legally
        state = observe(match, 0).info.clone(dice=CountingDice(0))
        for step in end.path:
            assert step in state.pending()[0].legal_choices()
            state.apply(0, step)
        assert state.places == end.state.places and state.pending()[0].player == 1


def test_given_a_small_count_budget_when_enumerating_then_it_stops_within_it(walk_registered):
    match = walk_match(chain_toy.Setup(starts=(10, 20), mp=8, length=21))
    chain = enumerate_ends(observe(match, 0).info, 0, match.pending()[0], 30)
    assert chain.chained and not chain.complete
    assert chain.applied <= 30 and chain.ends


def test_given_a_single_decision_when_probed_then_it_is_not_a_chain(monkeypatch):
    monkeypatch.setitem(RULESETS, TOY, TOY_MODULE)
    setup = toy.Setup(2, 1)
    state, opening = toy.new_state(setup, ScriptedDice([3, 5]))
    match = Match(state, TOY, toy.setup_to_json(setup), None, opening)
    chain = enumerate_ends(observe(match, 0).info, 0, match.pending()[0], 1000)
    assert not chain.chained and chain.applied <= 3 and not chain.ends


def test_given_gold_three_steps_away_when_the_chain_search_decides_then_it_walks_there(
        walk_registered):
    for seed in range(4):
        match = walk_match(seed=seed)
        agent = GenericAgent(seed, CHAIN_BUDGET)
        while match.pending()[0].player == 0:
            request = match.pending()[0]
            match.submit(0, agent.choose(observe(match, 0), request))
        assert match.state.places[0] == chain_toy.GOLD
        assert agent.steps <= CHAIN_BUDGET.chain_limit + CHAIN_BUDGET.steps + 8


def test_given_the_same_budget_without_chains_when_deciding_then_the_gold_is_not_seen(
        walk_registered):
    blind = replace(CHAIN_BUDGET, chain_limit=0)
    firsts = {GenericAgent(seed, blind).choose(observe(walk_match(seed=seed), 0),
                                               walk_match(seed=seed).pending()[0])
              for seed in range(4)}
    assert firsts != {chain_toy.Step(-1)}             # one decision ahead: the gold unseen


def test_given_one_seed_when_a_walk_is_played_twice_then_the_steps_are_the_same(
        walk_registered):
    def walk(seed: int) -> list[chain_toy.Step]:
        match = walk_match(seed=5)
        agent = GenericAgent(seed, CHAIN_BUDGET)
        steps = []
        while not match.is_over:
            request = match.pending()[0]
            choice = agent.choose(observe(match, request.player), request)
            assert choice in request.legal_choices()
            steps.append(choice)
            match.submit(request.player, choice)
        return steps

    assert walk(3) == walk(3)


def test_given_a_remembered_path_when_the_state_differs_then_it_is_forgotten(walk_registered):
    match = walk_match()
    info = observe(match, 0).info
    memory = ChainMemory()
    path = (chain_toy.Step(-1), chain_toy.Step(-1), chain_toy.Step(0))
    memory.remember(info, 0, path)
    match.submit(0, chain_toy.Step(-1))
    after = observe(match, 0).info
    assert memory.next_step(after, 0, match.pending()[0]) == chain_toy.Step(-1)
    match.submit(0, chain_toy.Step(1))                # off the path
    assert memory.next_step(observe(match, 0).info, 0, match.pending()[0]) is None
    assert memory.steps == []
    assert chain_key(after, 0) != chain_key(observe(match, 0).info, 0)


def test_given_a_game_declaring_chains_when_the_default_agent_decides_then_it_searches_them(
        walk_registered):
    budget = generic(1).budget_for(observe(walk_match(), 0))
    assert budget == chained(GENERIC) and budget.chain_limit == CHAIN_LIMIT
    assert chained(budget) is budget


def test_given_a_game_judging_ends_at_once_when_deciding_then_no_playout_is_played(
        walk_registered, monkeypatch):
    from game.ai.generic import chain_search
    from game.ai.generic.playout import ranked_states

    def no_playout(*args, **kwargs):
        raise AssertionError("a playout was played")

    monkeypatch.setattr(chain_search, "play_greedy", no_playout)
    monkeypatch.setattr(chain_toy, "GENERIC_CHAIN_STANDING", True, raising=False)
    match = walk_match()
    view, request = observe(match, 0), match.pending()[0]
    agent = generic(1)
    budget = agent.budget_for(view)
    assert budget == chained(GENERIC, at_once=True) and budget.chain_at_once
    # when it decides, the answer is the first step toward the end best by the standing
    choice = agent.choose(view, request)
    ends = enumerate_ends(view.info, 0, request, budget.chain_limit).ends
    search = agent_search(agent, view, request)
    best = ranked_states([end.state for end in ends], 0, 2, search.evaluate)[0]
    assert choice == ends[best].path[0]


def agent_search(agent: GenericAgent, view, request):
    """A fresh search of ``agent`` for ``request`` (to read its evaluation)."""
    from game.ai.generic.search import _Search

    return _Search(agent, view, request, random.Random(0))


def test_given_metalkrushers_when_the_default_agent_moves_then_chain_ends_are_judged_at_once():
    match = start_match("metalkrushers", ruleset_module("metalkrushers").sample_setup_json(
        2, 1), 1)
    budget = generic(1).budget_for(observe(match, match.pending()[0].player))
    assert budget.chain_limit == CHAIN_LIMIT and budget.chain_at_once


@pytest.mark.parametrize("name", ["meatbot", "dicebot", "mechaton"])
def test_given_a_game_without_the_hint_when_the_default_agent_decides_then_chains_are_off(
        name):
    match = start_match(name, ruleset_module(name).sample_setup_json(2, 1), 1)
    seat = match.pending()[0].player
    assert generic(1).budget_for(observe(match, seat)).chain_limit == 0


def test_given_metalkrushers_when_the_default_agent_moves_then_it_searches_chains():
    match = start_match("metalkrushers", ruleset_module("metalkrushers").sample_setup_json(
        2, 1), 1)
    rng = random.Random(1)
    while match.pending()[0].kind != "move":
        request = match.pending()[0]
        match.submit(request.player, rng.choice(request.legal_choices()))
    request = match.pending()[0]
    agent = generic(2)
    choice = agent.choose(observe(match, request.player), request)
    assert choice in request.legal_choices()
    assert agent.chain.steps or choice.action == "stop"  # a path remembered (or standing)


@pytest.mark.parametrize("players, looked", [(2, 48), (4, 24)])
def test_given_more_seats_when_a_chain_is_judged_then_fewer_ends_are_looked_at(
        monkeypatch, players, looked):
    from game.ai.generic import chain_search

    counts = []

    def counting(ends, count, nearest, rng):
        counts.append(count)
        return sample_ends(ends, count, nearest, rng)

    sample_ends = chain_search.sample_ends
    monkeypatch.setattr(chain_search, "sample_ends", counting)
    krushers = importlib.import_module("game.games.metalkrushers")
    monkeypatch.setattr(krushers, "SPEC", replace(krushers.SPEC, tuning={
        **krushers.SPEC.tuning, "GENERIC_CHAIN_STANDING": False}))
    match = start_match("metalkrushers", ruleset_module("metalkrushers").sample_setup_json(
        players, 1), 1)
    rng = random.Random(1)
    while not (match.pending()[0].kind == "move" and not match.pending()[0].free):
        request = match.pending()[0]
        match.submit(request.player, rng.choice(request.legal_choices()))
    request = match.pending()[0]
    generic(2).choose(observe(match, request.player), request)
    assert counts == [looked]
