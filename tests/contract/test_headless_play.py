"""Contract: the shortcuts of headless random play change nothing for any ruleset.

A request's own random choice (``random_choice``) is the one ``rng.choice`` of its
``legal_choices`` would draw; a match whose events are muted plays the very same choices to the very
same result; the series driver makes each rotation's set-up once."""

from __future__ import annotations

import random

import pytest

from game.ai.play_any import run_match, strength
from game.core.dice import SeededDice
from game.core.ruleset import ruleset_module, ruleset_names
from tests.contract.helpers import every_ruleset, sample_match


@every_ruleset
def test_a_requests_random_choice_is_the_one_choice_of_its_list_draws(name):
    # given a seeded random match of the ruleset
    ours, listed = random.Random(7), random.Random(7)
    match = sample_match(name, 7)
    for _ in range(300):
        if match.is_over:
            break
        request = match.pending()[0]
        # when the request draws its own random choice, and rng.choice draws from its list
        choice = request.random_choice(ours)
        # then both draw the same choice from the same stream
        assert choice == listed.choice(request.legal_choices()), request.kind
        match.submit(request.player, choice)


@pytest.mark.parametrize("name", ruleset_names())
def test_a_muted_match_plays_the_same_choices_to_the_same_result(name):
    # given a seeded random match played twice, once keeping its events and once muted
    module = ruleset_module(name)
    setup = module.sample_setup_json(module.PLAYERS[0], 4)
    seats = ["random"] * module.PLAYERS[0]
    kept = run_match(name, setup, seats, 4, timed=False)
    muted = run_match(name, setup, seats, 4, timed=False, keep_events=False)
    # then the choices and the result are the same
    assert muted.match.choices == kept.match.choices
    assert repr(muted.result) == repr(kept.result)
    # and the muted log did not grow past the opening where the rules can mute it
    if hasattr(muted.match.state, "mute_events"):
        opening = len(module.new_state(module.setup_from_json(setup), SeededDice(4))[1])
        assert len(muted.match.events) == opening < len(kept.match.events)


def test_a_series_makes_each_rotations_set_up_once():
    # given a set-up maker that counts its calls
    made: list[int] = []
    sample = ruleset_module("dicebot").sample_setup_json

    def setup_for(rotation: int):
        made.append(rotation)
        return sample(2, rotation)

    # when six matches of two levels are played (three rotations of two seatings)
    report = strength("dicebot", ["random", "easy"], 6, 1, setup_for=setup_for, timed=False)
    # then each rotation's set-up was made once, and every match was played
    assert made == [0, 1, 2] and report.matches == 6
