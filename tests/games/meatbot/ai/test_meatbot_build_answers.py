"""Meatbot's agents answer the "build" request of the shop before round 1: within the
budget, and under a Single Measure with Massacre 5 as near as the pool allows."""

from __future__ import annotations

import pytest

from game.games.meatbot.ai.agents import HeuristicAgent, RandomAgent
from game.games.meatbot.ai.search import SearchAgent
from game.games.meatbot.rules import devourables as dv
from tests.games.meatbot.rules.test_shop import match_of, measured, unbuilt


@pytest.mark.parametrize("points, massacre, room", [(7, 5, 2), (3, 3, 0), (2, 2, 0),
                                                    (20, 5, 10)])
def test_the_agents_aim_for_massacre_five_and_spend_the_rest(points, massacre, room):
    # given a normal agent asked to split a pool
    match = match_of(measured("Red", points), unbuilt("Nina"))
    request = match.pending()[0]
    # when it answers (a build needs no view)
    choice = HeuristicAgent(1).choose(None, request)
    # then it takes Massacre 5 (as near as the pool allows) and fills every Stomach left
    assert choice.massacre == massacre
    assert dv.stomachs_used(choice.devourables) == room
    request.validate(choice)


@pytest.mark.parametrize("agent", [RandomAgent(3), HeuristicAgent(3), SearchAgent(3)],
                         ids=["easy", "normal", "hard"])
@pytest.mark.parametrize("budget", [0, 1, 4, 10])
def test_every_level_answers_a_build_that_fits(agent, budget):
    match = match_of(unbuilt("Red", stomachs=budget), unbuilt("Nina"))
    request = match.pending()[0]
    for _ in range(5):
        request.validate(agent.choose(None, request))


def test_a_random_build_is_drawn_from_the_agents_seed():
    request = match_of(unbuilt("Red"), unbuilt("Nina")).pending()[0]
    assert RandomAgent(7).choose(None, request) == RandomAgent(7).choose(None, request)
    assert len({RandomAgent(s).choose(None, request) for s in range(8)}) > 1


def test_the_normal_seats_of_one_match_do_not_all_build_the_same_bot():
    from game.games.meatbot.ai import make_agent
    from game.ui.battle.seats import agent_seed

    # given three unbuilt bots and, for several match seeds, a normal agent in every seat
    match = match_of(*(unbuilt(name) for name in ("Red", "Nina", "Ada")))
    for seed in range(6):
        builds = []
        for request in match.pending():
            agent = make_agent("normal", agent_seed(seed, request.player))
            # when each answers its seat's build request
            builds.append(agent.choose(None, request))
            # then its build is its seed's, every time
            assert make_agent("normal", agent_seed(seed, request.player)).choose(
                None, request) == builds[-1]
        # and the three bots are not all the same
        assert len(set(builds)) > 1, f"match seed {seed}: every normal bot built {builds[0]}"
