"""Saving and resuming a tournament mid-way, and a real match feeding the tournament."""

from __future__ import annotations

import json
import random

import pytest

from game.core.arena import open_arena
from game.core.dice import SeededDice
from game.core.hexes import Hex
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.measure import TwinMeasure
from game.games.meatbot.rules.setup import MeatbotSetup
from game.games.meatbot.rules.state import MeatbotState, new_state
from game.games.meatbot.rules.stats import MeatbotResult, StatLine
from game.games.meatbot.rules.tournament import Tournament, new_tournament
from game.games.meatbot.rules.tournament_fans import outcome_from_result, outcome_from_state
from game.games.meatbot.rules.tournament_fighters import Fighter, Seat, ShopOrder
from game.games.meatbot.rules.tournament_json import tournament_from_json, tournament_to_json


def four_fighters() -> list[Fighter]:
    return [Fighter("Red", 3, (dv.ACID_SPRAY,)), Fighter("Nina", 3, (dv.GOUGERS, dv.ELME)),
            Fighter("Jet", 3, (dv.BOOM,), seat=Seat("ai", "hard"), colour=2),
            Fighter("Oz", 3, (), seat=Seat("ai", "easy"), colour=3)]


def record_win(t: Tournament, winner_seat: int, grandstands: int = 1) -> None:
    fixture = t.next_fixture()
    stats = tuple(StatLine(0, 0, grandstands if s == winner_seat else 0, 1 if s == winner_seat
                           else 0) for s in range(len(fixture.fighters)))
    result = MeatbotResult(winner_seat, "last bot standing", 6, stats)
    kept = [t.fighters[f].devourables for f in fixture.fighters]
    fallen = [s for s in range(len(fixture.fighters)) if s != winner_seat]
    t.record(outcome_from_result(result, fallen, kept))


def resumed(t: Tournament) -> Tournament:
    return tournament_from_json(json.loads(json.dumps(tournament_to_json(t))))


@pytest.mark.parametrize("style", ["grudge", "royale"])
def test_save_and_resume_mid_tournament_at_every_step(style):
    # given a tournament one match in, waiting for the winner's bite
    t = new_tournament("Cup", style, TwinMeasure(3, 3), four_fighters(), "maps/x.tmx", 9)
    record_win(t, 0)
    while t.phase != "over":
        # when it is saved and loaded at this step
        copy = resumed(t)
        # then it is the same tournament, at the same step, with the same next match
        assert tournament_to_json(copy) == tournament_to_json(t)
        assert copy.phase == t.phase and copy.next_fixture() == t.next_fixture()
        assert copy.bracket() == t.bracket()
        # and both carry on identically
        for either in (t, copy):
            if either.phase == "gnaw":
                either.gnaw(either.gnaw_options()[0] if either.gnaw_options() else None)
            elif either.phase == "shop":
                either.shop(either.shop_queue[0], ShopOrder(massacre=1))
            else:
                record_win(either, 1)
        assert tournament_to_json(copy) == tournament_to_json(t)
    assert resumed(t).champion() == t.champion() is not None


@pytest.mark.parametrize("change", [
    {"version": 99}, {"format": "something-else"}, {"phase": "lunch"},
    {"fighters": [{"name": "A", "massacre": 12}]}, {"seeding": [0, 0, 1, 2]},
])
def test_broken_saves_are_refused_with_a_reason(change):
    t = new_tournament("Cup", "royale", TwinMeasure(3, 3), four_fighters(), "maps/x.tmx", 9)
    data = {**tournament_to_json(t), **change}
    with pytest.raises(ValueError):
        tournament_from_json(data)


def play_random_match(builds, seed: int) -> MeatbotState:
    arena = open_arena(3, spawns=[Hex(-2, 0), Hex(2, 0)])
    state, _ = new_state(MeatbotSetup(arena, builds, round_limit=40), SeededDice(seed))
    rng = random.Random(seed)
    while not state.is_over:
        request = state.pending()[0]
        choices = request.legal_choices()
        attacks = [c for c in choices if getattr(c, "d10", 0) or hasattr(c, "target")]
        choice = rng.choice(attacks) if attacks and rng.random() < 0.8 else rng.choice(choices)
        state.apply(request.player, choice)
    return state


def test_a_real_match_feeds_the_tournament():
    # given a duel fought out by the rules core
    t = new_tournament("Duel", "grudge", TwinMeasure(3, 3), four_fighters()[:2], "x.tmx", 4,
                       shuffle=False)
    fixture = t.next_fixture()
    state = play_random_match(tuple(t.fighters[i].build() for i in fixture.fighters), 5)
    outcome = outcome_from_state(state)
    # when it is recorded
    record = t.record(outcome)
    # then fans follow the core's statistics and collapses
    for seat, bot in enumerate(state.bots):
        stats = state.result.stats[seat]
        expected = stats.grandstands + stats.kills + (state.result.winner == seat)
        expected = max(0, expected - (not bot.standing))
        assert t.fighters[fixture.fighters[seat]].fan_points == expected
    assert record.rounds == state.result.rounds
