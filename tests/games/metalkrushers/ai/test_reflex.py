"""The agents weigh a Reflex Facing by the chance its roll turns the Krusher."""

from __future__ import annotations

from dataclasses import replace

from game.core.match import start_match
from game.games.metalkrushers.ai.tactics import reflex_chance
from game.games.metalkrushers.rules import sample_setup_json


def _on(k, chassis: str) -> None:
    k.build = replace(k.build, chassis=chassis)


def _state():
    match = start_match("metalkrushers", sample_setup_json(2, 3), 3)
    return match.state


def test_given_a_light_krusher_on_the_floor_then_its_reflex_works_one_time_in_two():
    state = _state()
    k = state.krushers[0]
    _on(k, "Light")
    assert state.arena.terrain(k.hex) != "null"
    assert reflex_chance(state, k) == 0.5


def test_given_the_optional_chassis_then_the_roll_modifiers_change_the_chance():
    state = _state()
    k = state.krushers[0]
    _on(k, "Bantam")
    assert reflex_chance(state, k) == 4 / 6
    _on(k, "Monster")
    k.oust_failed_on = True
    assert reflex_chance(state, k) == 1 / 6


def test_given_a_krusher_in_a_null_field_then_its_reflex_works_one_time_in_three():
    state = _state()
    k = state.krushers[0]
    _on(k, "Standard")
    null = next(h for h in state.arena.cells if state.arena.terrain(h) == "null")
    k.hex = null
    assert reflex_chance(state, k) == 2 / 6
