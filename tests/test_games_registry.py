"""One registry of games (game.games): each game's SPEC agrees with its rules, reading it
loads none of the game's code, and the other registries follow from it."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai.registry import BY_RULESET
from game.core.ruleset import RULESETS, ruleset_module
from game.games import GAMES, spec
from game.games.spec import GameSpec
from game.ui.games import GAME_UIS

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("name", GAMES)
def test_a_games_spec_agrees_with_its_rules(name):
    found = spec(name)
    rules = ruleset_module(name)
    assert (found.name, found.title, found.players) == (rules.NAME, rules.TITLE, rules.PLAYERS)
    assert found.rules_module() is rules


@pytest.mark.parametrize("name", GAMES)
def test_the_shared_registries_follow_the_spec(name):
    found = spec(name)
    assert RULESETS[name] == found.rules and GAME_UIS[name] == found.ui
    assert BY_RULESET[name] == dict(found.agents)
    assert all(callable(found.agent_factory(level)) for level in found.agents)


@pytest.mark.parametrize("name", GAMES)
def test_a_games_spec_gives_its_screens_as_a_game_ui_object(name):
    from game.ui.game_ui import GameUI
    from game.ui.games import game_ui

    # when the spec's screens are asked for
    screens = spec(name).game_ui()
    # then they are the game's GameUI, the same one the shell finds, playing this game
    assert isinstance(screens, GameUI) and screens is game_ui(name)
    assert (name, spec(name).title) == (screens.NAME, screens.TITLE)


def test_a_ui_package_without_a_game_ui_object_is_refused(tmp_path, monkeypatch):
    # given a game whose ui package's UI is a plain module-like object, not a GameUI
    (tmp_path / "plainui.py").write_text("UI = object()\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    broken = dataclasses.replace(spec("meatbot"), ui="plainui")
    # then asking for its screens says what is wrong
    with pytest.raises(TypeError, match="GameUI"):
        broken.game_ui()


def test_the_registries_list_the_games_in_the_titles_order():
    assert list(RULESETS)[:len(GAMES)] == list(GAMES) == list(GAME_UIS)[:len(GAMES)]


def test_an_unknown_game_is_refused_by_name():
    with pytest.raises(ValueError, match="unknown game 'chess'; known: dicebot"):
        spec("chess")


def test_a_spec_is_frozen():
    found = spec("meatbot")
    with pytest.raises(dataclasses.FrozenInstanceError):
        found.title = "Other"  # type: ignore[misc]
    with pytest.raises(TypeError):
        found.agents["easy"] = "x:y"  # type: ignore[index]
    with pytest.raises(ValueError, match="players"):
        GameSpec("x", "X", (3, 2), "a", "b")


def test_reading_every_spec_loads_no_game_code():
    code = ("import sys, game.games as g\n"
            "[g.spec(n) for n in g.GAMES]\n"
            "print(','.join(m for m in sys.modules if m.count('.') > 2"
            " and m.startswith('game.games.')))\n"
            "print('pygame' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.split("\n")[:2] == ["", "False"]


@pytest.mark.parametrize("name", GAMES)
def test_the_generic_ais_knobs_live_in_the_spec_not_in_the_rules(name):
    from game.ai.generic import budget
    from tests.contract.helpers import sample_match

    assert [n for n in dir(ruleset_module(name)) if n.startswith("GENERIC_")] == []
    state = sample_match(name, 1).state
    assert spec(name).tuning, "every game tunes the generic search today"
    for knob, value in spec(name).tuning.items():
        assert knob.startswith("GENERIC_")
        assert budget.tuning(state, knob, None) == value


@pytest.mark.parametrize("name", GAMES)
def test_a_games_random_play_level_is_one_it_has(name):
    from game.ai.registry import levels

    assert spec(name).random_play in levels(name)


def test_metalkrushers_random_play_decides_the_matches_uniform_play_draws():
    # given MetalKrushers' level for random play, and the uniform random level
    from game.ai.play_any import strength

    level = spec("metalkrushers").random_play
    # when each plays a few sample duels against itself
    closing = strength("metalkrushers", [level, level], 4, 5, timed=False)
    uniform = strength("metalkrushers", ["random", "random"], 4, 5, timed=False)
    # then its own decides them, where uniform walks never meet and run out of turns
    assert closing.draws == 0 and uniform.draws == 4
