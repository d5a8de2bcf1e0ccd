"""A set-up's inline arena is read once and shared while it is the same (setup.py), and a
set-up's problems are the same on every asking."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.dice import ScriptedDice
from game.games.meatbot.rules import new_state
from game.games.meatbot.rules.samples import sample_setup_json
from game.games.meatbot.rules.setup import arena_from_json, setup_from_json


def _arena_json(name: object = "Pit", terrain: object = "floor") -> dict[str, object]:
    return {"name": name, "cols": 3, "rows": 3,
            "cells": [[0, 0, terrain], [1, 0, "floor"], [0, 1, "wall"]], "spawns": [[0, 0]]}


def test_the_same_inline_arena_is_one_arena_however_its_lists_are_written() -> None:
    # given an arena written with lists, and the same one with tuples and float numbers
    written = _arena_json()
    again = {**written, "cells": [(0.0, 0, "floor"), (1, 0, "floor"), (0, 1, "wall")],
             "spawns": [(0, 0)]}
    # then both read as one arena, the one the first made
    assert arena_from_json(again, None) is arena_from_json(written, None)


def test_texts_equal_to_numbers_as_tuple_items_still_make_different_arenas() -> None:
    # given arenas whose name, or a terrain, is 1 in one and True in the other
    by_one, by_true = arena_from_json(_arena_json(name=1), None), \
        arena_from_json(_arena_json(name=True), None)
    # then each reads its own text (1 == True, yet "1" != "True")
    assert (by_one.name, by_true.name) == ("1", "True")
    one_cell = arena_from_json(_arena_json(terrain=1), None).cells
    true_cell = arena_from_json(_arena_json(terrain=True), None).cells
    assert (one_cell[(0, 0)].terrain, true_cell[(0, 0)].terrain) == ("1", "True")


def test_a_set_ups_problems_are_the_same_on_every_asking_and_refuse_a_match() -> None:
    # given a set-up with a round limit below one
    setup = replace(setup_from_json(sample_setup_json(2, 3)), round_limit=0)
    # when its problems are asked and the list handed out is changed
    setup.problems().clear()
    # then the next asking still names the problem, and no match starts from it
    assert setup.problems() == ["round_limit must be at least 1"]
    with pytest.raises(ValueError, match="round_limit"):
        new_state(setup, ScriptedDice([]))
