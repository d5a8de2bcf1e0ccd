"""The generic agent's own follow-up (game/ai/generic/follow.py, ``GENERIC_OWN_FOLLOW``),
issue 12: a choice is judged after the seat's own next decisions played well, so an option
whose worth lies in what the seat does next is no longer judged by a random next step.

The toy below (Save or Spend) has one such choice: spend now for 3 points, or save for a pick
among ten boxes, one of which holds 5 points. Judged with a random pick, saving is worth half
a point; judged after the seat's own pick, 5."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

import pytest

from game.ai.base import observe
from game.ai.generic.follow import follow_own
from game.ai.generic.levels import QUICK, generic
from game.ai.generic.search import GenericAgent
from game.ai.generic.standing import evaluator_for
from game.core.match import ListRequest, Request, start_match
from game.core.ruleset import ruleset_module
from game.games import spec
from game.games.mechaton import rules as mechaton

BOXES, PRIZE_BOX, PRIZE, SPENT = 10, 7, 5, 3


@dataclass(frozen=True)
class Plan:
    """Spend now (True) or save for a pick (False)."""

    spend: bool


@dataclass(frozen=True)
class Pick:
    """Open one box."""

    box: int


class NoUnits:
    """A view listing nothing (no board to close in on)."""

    def units(self) -> tuple[Any, ...]:
        """Nothing."""
        return ()


class SaveOrSpend:
    """Seat 0 plans, then (having saved) picks a box; then seat 1 passes for ever."""

    def __init__(self) -> None:
        self.names = ["Saver", "Idler"]
        self.points = [0, 0]
        self.step = "plan"
        self.turn = 0
        self.is_over = False
        self.result = None

    def pending(self) -> list[Request]:
        """The one request of the moment."""
        if self.step == "plan":
            return [ListRequest(1, 0, "plan", "", (Plan(True), Plan(False)))]
        if self.step == "pick":
            return [ListRequest(2, 0, "pick", "", tuple(Pick(b) for b in range(BOXES)))]
        return [ListRequest(10 + self.turn, 1, "pass", "", (Pick(0), Pick(1)))]

    def apply(self, player: int, choice: Any) -> list[Any]:
        """Plan, pick or pass."""
        if self.step == "plan":
            self.step = "pass" if choice.spend else "pick"
            self.points[0] += SPENT if choice.spend else 0
        elif self.step == "pick":
            self.step = "pass"
            self.points[0] += PRIZE if choice.box == PRIZE_BOX else 0
        else:
            self.turn += 1
        return []

    def view_for(self, player: int | None) -> NoUnits:
        """Nothing to show."""
        return NoUnits()

    def clone(self, dice: Any = None) -> SaveOrSpend:
        """An independent copy."""
        other = SaveOrSpend.__new__(SaveOrSpend)
        other.__dict__.update(self.__dict__)
        other.points = list(self.points)
        return other


def evaluate(state: SaveOrSpend, player: int) -> float:
    """The saver's points out of 10 (the idler: the rest)."""
    mine = state.points[0] / 10
    return mine if player == 0 else 1 - mine


@dataclass
class ToyView:
    """What ``GenericAgent.choose`` reads of a seat's view."""

    info: SaveOrSpend
    seat: int


RANDOM_PLAYOUTS = replace(QUICK, playouts=24, steps=2000, probes=0, depth=4)
"""Uniformly random playouts: a saved pick is drawn at random there."""


def test_given_random_playouts_when_the_pick_is_random_then_spending_looks_better():
    agent = GenericAgent(1, RANDOM_PLAYOUTS)
    state = SaveOrSpend()
    assert agent.choose(ToyView(state, 0), state.pending()[0]) == Plan(True)


def test_given_an_own_follow_up_when_deciding_then_saving_for_the_pick_wins():
    agent = GenericAgent(1, replace(RANDOM_PLAYOUTS, own_follow=1, own_probes=BOXES))
    state = SaveOrSpend()
    assert agent.choose(ToyView(state, 0), state.pending()[0]) == Plan(False)


def test_given_the_seat_saved_when_following_then_it_opens_the_prize_box():
    state = SaveOrSpend()
    state.apply(0, Plan(False))
    evaluate_ = evaluator_for(state)
    spent = follow_own(state, 0, random.Random(3), 2, BOXES, evaluate_, 2)
    assert state.points[0] == PRIZE and state.step == "pass"
    assert spent == BOXES + 1  # ten probes and the pick itself; it stops at the idler


def test_given_a_plan_when_following_again_then_its_pick_is_replayed_without_probes():
    plan: list[Any] = []
    first = SaveOrSpend()
    first.apply(0, Plan(False))
    follow_own(first, 0, random.Random(3), 2, BOXES, evaluator_for(first), 2, plan)
    assert plan == [Pick(PRIZE_BOX)]
    second = SaveOrSpend()
    second.apply(0, Plan(False))
    spent = follow_own(second, 0, random.Random(8), 2, BOXES, evaluator_for(second), 2, plan)
    assert spent == 1 and second.points[0] == PRIZE  # the pick alone, no probe
    assert plan == [Pick(PRIZE_BOX)]


def test_given_a_plan_whose_pick_is_not_legal_when_following_then_it_probes_again():
    plan: list[Any] = [Pick(BOXES + 5)]
    state = SaveOrSpend()
    state.apply(0, Plan(False))
    spent = follow_own(state, 0, random.Random(3), 2, BOXES, evaluator_for(state), 2, plan)
    assert spent == BOXES + 1 and state.points[0] == PRIZE
    assert plan == [Pick(BOXES + 5)]  # a plan is only ever extended, never rewritten


def test_given_another_seats_request_when_following_then_nothing_is_played():
    state = SaveOrSpend()
    state.apply(0, Plan(True))
    before = (list(state.points), state.step, state.turn)
    assert follow_own(state, 0, random.Random(3), 3, 4, evaluator_for(state), 2) == 0
    assert (state.points, state.step, state.turn) == before


def test_given_the_same_rng_when_following_twice_then_the_same_state_results():
    match = start_match("mechaton", mechaton.sample_setup_json(3, 5), 5)
    rng = random.Random(9)
    while match.pending()[0].kind != "assign":
        request = match.pending()[0]
        match.submit(request.player, rng.choice(request.legal_choices()))
    seat = match.pending()[0].player
    info = observe(match, seat).info
    ends = []
    for _ in range(2):
        state = info.clone()
        follow_own(state, seat, random.Random(4), 3, 4, evaluator_for(state), 3)
        ends.append(repr(state.pending()) + repr([(m.hex, m.defence) for m in state.mechs]))
    assert ends[0] == ends[1]
    assert match.pending()[0].kind == "assign"  # the match itself was not touched


def test_given_mechaton_declares_a_follow_up_for_assignments_then_only_they_get_it():
    match = start_match("mechaton", mechaton.sample_setup_json(3, 5), 5)
    rng = random.Random(9)
    budgets = {}
    while "assign" not in budgets or len(budgets) < 3:
        request = match.pending()[0]
        budgets[request.kind] = generic(1).budget_for(observe(match, request.player),
                                                      request).own_follow
        match.submit(request.player, rng.choice(request.legal_choices()))
    assert budgets.pop("assign") == spec("mechaton").tuning["GENERIC_OWN_FOLLOW"]["assign"] > 0
    assert set(budgets.values()) == {0}


@pytest.mark.parametrize("name", ["meatbot", "metalkrushers", "dicebot"])
def test_given_a_game_without_the_hint_when_budgeting_then_there_is_no_follow_up(name):
    assert "GENERIC_OWN_FOLLOW" not in spec(name).tuning
    match = start_match(name, ruleset_module(name).sample_setup_json(2, 1), 1)
    request = match.pending()[0]
    assert generic(1).budget_for(observe(match, request.player), request).own_follow == 0
