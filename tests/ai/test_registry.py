"""The agent registry: every ruleset's levels by name, factories imported on first use."""

from __future__ import annotations

import pytest

from game.ai.generic import GenericAgent, UniformAgent
from game.ai.registry import factory, levels, make_agent
from game.core.ruleset import ruleset_names


def test_meatbot_offers_its_own_levels_first_then_the_shared_ones():
    assert levels("meatbot") == ["easy", "normal", "hard", "random", "generic", "generic-quick"]


@pytest.mark.parametrize("name", ruleset_names())
def test_every_ruleset_gets_the_generic_agent_and_the_random_baseline(name):
    assert isinstance(make_agent(name, "generic", 1), GenericAgent)
    assert isinstance(make_agent(name, "random", 1), UniformAgent)


def test_meatbot_levels_are_its_own_agents():
    assert {level: type(make_agent("meatbot", level, 2)).__name__
            for level in ("easy", "normal", "hard")} == \
        {"easy": "RandomAgent", "normal": "HeuristicAgent", "hard": "SearchAgent"}


def test_generic_at_n_is_the_generic_agent_with_n_playouts():
    agent = make_agent("meatbot", "generic@40", 3)
    assert isinstance(agent, GenericAgent)
    assert agent.budget.playouts == 40 and agent.level == "generic@40"
    assert agent.budget.width == 8                   # at most the default's width
    assert make_agent("meatbot", "generic@12", 3).budget.width == 4   # three a candidate
    assert make_agent("meatbot", "generic@3", 3).budget.width == 2


@pytest.mark.parametrize("level", ["expert", "generic@", "generic@0", "generic@x"])
def test_an_unknown_level_is_refused_with_the_levels_there_are(level):
    with pytest.raises(ValueError, match="generic"):
        factory("meatbot", level)


def test_an_unknown_ruleset_is_refused_by_name():
    with pytest.raises(ValueError, match="unknown ruleset 'chess'"):
        levels("chess")


def test_mechaton_levels_are_its_own_agents():
    # given the registry, when Mechaton's own levels are made, then they are its agents
    from game.games.mechaton.ai.hard import HardAgent
    from game.games.mechaton.ai.normal import NormalAgent

    assert levels("mechaton")[:3] == ["easy", "normal", "hard"]
    assert isinstance(make_agent("mechaton", "normal", 3), NormalAgent)
    assert isinstance(make_agent("mechaton", "hard", 3), HardAgent)


def test_dicebot_levels_are_its_own_agents():
    # given the registry, when Dice Bot's own levels are made, then they are its agents
    from game.games.dicebot.ai.agents import EasyAgent, NormalAgent
    from game.games.dicebot.ai.search import HardAgent

    assert levels("dicebot")[:3] == ["easy", "normal", "hard"]
    assert isinstance(make_agent("dicebot", "easy", 3), EasyAgent)
    assert isinstance(make_agent("dicebot", "normal", 3), NormalAgent)
    assert isinstance(make_agent("dicebot", "hard", 3), HardAgent)


def test_metalkrushers_levels_are_its_own_agents():
    # given the registry, when MetalKrushers' own levels are made, then they are its agents
    from game.games.metalkrushers.ai.hard import HardAgent
    from game.games.metalkrushers.ai.normal import NormalAgent

    assert levels("metalkrushers")[:3] == ["easy", "normal", "hard"]
    assert isinstance(make_agent("metalkrushers", "normal", 3), NormalAgent)
    assert isinstance(make_agent("metalkrushers", "hard", 3), HardAgent)
