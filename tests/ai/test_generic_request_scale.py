"""The generic agent's per-kind budget (``GENERIC_REQUEST_SCALE``) and a game's all-seats
standing (``evaluate_seats``), issue 12: only the kinds a game names get the bigger budget,
sequential halving then spends all of it, and reading every seat's standing at once changes
no number and no choice."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.ai.base import observe
from game.ai.generic import standing as generic_standing
from game.ai.generic.budget import for_kind
from game.ai.generic.levels import GENERIC, generic
from game.ai.generic.search import GenericAgent, _Search
from game.ai.generic.standing import Standing, evaluator_for
from game.core.match import Match, start_match
from game.core.ruleset import ruleset_module
from game.games import spec
from game.games.dicebot import rules as dicebot
from game.games.dicebot.rules import standing as dicebot_standing


def dicebot_match(players: int = 4, seed: int = 5) -> Match:
    return start_match("dicebot", dicebot.sample_setup_json(players, seed), seed)


def play_until(match: Match, kind: str, rng: random.Random) -> None:
    """Random play until the first request pending is of ``kind`` with a real choice."""
    while not match.is_over:
        request = match.pending()[0]
        if request.kind == kind and len(request.legal_choices()) > 2:
            return
        match.submit(request.player, rng.choice(request.legal_choices()))
    raise AssertionError(f"no {kind} request reached")


def test_given_a_scale_of_one_when_for_kind_then_the_budget_is_the_same_object():
    assert for_kind(GENERIC, 1) is GENERIC
    eight = for_kind(GENERIC, 8)
    assert (eight.playouts, eight.steps) == (8 * GENERIC.playouts, 8 * GENERIC.steps)
    assert eight.probe_share == 0.0 and eight.halve_up
    assert (eight.width, eight.depth, eight.prerank) == (GENERIC.width, GENERIC.depth,
                                                        GENERIC.prerank)


def test_given_dicebot_names_the_card_when_a_card_is_chosen_then_only_it_is_scaled():
    match = dicebot_match()
    play_until(match, "card", random.Random(1))
    card = match.pending()[0]
    view = observe(match, card.player)
    scale = spec("dicebot").tuning["GENERIC_REQUEST_SCALE"]["card"]
    assert generic(1).budget_for(view, card) == for_kind(GENERIC, scale)
    assert generic(1).budget_for(view) is GENERIC                     # no request: default
    assert GenericAgent(1, GENERIC).budget_for(view, card) is GENERIC  # not scalable


def test_given_dicebot_when_a_grab_is_chosen_then_its_budget_is_kept():
    match = dicebot_match()
    play_until(match, "grab", random.Random(2))
    grab = match.pending()[0]
    assert generic(1).budget_for(observe(match, grab.player), grab) is GENERIC


@pytest.mark.parametrize("name", ["meatbot", "mechaton", "metalkrushers"])
def test_given_a_game_without_the_hint_when_it_decides_then_the_request_changes_nothing(name):
    assert "GENERIC_REQUEST_SCALE" not in spec(name).tuning
    match = start_match(name, ruleset_module(name).sample_setup_json(2, 1), 1)
    request = match.pending()[0]
    view = observe(match, request.player)
    assert generic(1).budget_for(view, request) == generic(1).budget_for(view)


class Counted:
    """A stand-in playout: a candidate's value is itself / 10; counts its calls."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, candidate: int, world: int) -> float:
        self.calls += 1
        return candidate / 10


def test_given_three_candidates_when_halving_rounds_up_then_the_whole_budget_is_spent():
    match = dicebot_match()
    play_until(match, "card", random.Random(1))
    request = match.pending()[0]
    view = observe(match, request.player)
    calls = []
    for up in (False, True):
        budget = replace(GENERIC, halve_up=up)
        search = _Search(GenericAgent(1, budget), view, request, random.Random(1))
        played = Counted()
        assert search.halving([0, 1, 2], played) == 2       # the best, either way
        calls.append(played.calls)
    # rounded down, 3 -> 1 after one round of 4 worlds (12 playouts); rounded up, 3 -> 2 -> 1
    assert calls == [12, 24]


def test_given_dicebot_states_when_read_at_once_then_every_seat_reads_as_evaluate():
    rng = random.Random(7)
    for seed in range(4):
        match = dicebot_match(4, seed)
        for _ in range(60 + 20 * seed):
            if match.is_over:
                break
            request = rng.choice(match.pending())
            match.submit(request.player, rng.choice(request.legal_choices()))
        state = match.state
        every = dicebot.evaluate_seats(state)
        assert every == [dicebot_standing.evaluate(state, p) for p in range(state.n)]
        found = evaluator_for(state)
        plain = Standing(found.base, pairs=True)
        assert found.seats is dicebot.evaluate_seats
        assert [Standing(found.base, pairs=True, seats=found.seats).against(state, p, 4)
                for p in range(4)] == [plain.against(state, p, 4) for p in range(4)]


def test_given_evaluate_seats_when_the_agent_decides_then_it_chooses_as_without(monkeypatch):
    match = dicebot_match()
    play_until(match, "card", random.Random(3))
    request = match.pending()[0]
    with_it = generic(4).choose(observe(match, request.player), request)
    monkeypatch.delattr(dicebot, "evaluate_seats")
    monkeypatch.setattr(generic_standing, "_BY_CLASS", {})
    assert evaluator_for(match.state).seats is None
    assert generic(4).choose(observe(match, request.player), request) == with_it
