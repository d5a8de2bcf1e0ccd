"""The normal and hard AI decide whether to let go of a Lock (game/games/meatbot/ai/letgo.py)."""

from __future__ import annotations

import pytest

from game.ai.base import observe
from game.core.hexes import Hex, distance
from game.games.meatbot.ai.agents import HeuristicAgent
from game.games.meatbot.ai.search import SearchAgent
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.choices import Attack, Blast, Hold, Pick, Release, Stop
from tests.games.meatbot.rules.helpers import build, duel

RED, NINA = Hex(0, 0), Hex(1, 0)
AGENTS = [HeuristicAgent, SearchAgent]


def _locked_red(shell_on_red: bool):
    """Red's 10 locks Nina; Nina's 5 either puts an Up Down shell on Red's hex (it lands
    next round, before anyone moves again) or is passed. Then Red is asked "let go?"."""
    builds = [build("Red", dv.LOCKJAW), build("Nina", dv.UP_DOWN)]
    match = duel([RED, NINA], [(10, 10), (10, 5)], {0: Pick(d10=1), 1: Pick(d10=1)}, builds)
    match.submit(0, Attack("lock", 1))
    nina_die = Blast(dv.UP_DOWN, RED) if shell_on_red else Attack("plib", 0)
    match.submit(1, nina_die)
    assert match.pending()[0].kind == "letgo"
    return match


@pytest.mark.parametrize("agent", AGENTS, ids=lambda a: a.level)
def test_a_biter_with_a_shell_coming_down_on_it_lets_go_to_run(agent):
    # given Red holds Nina and a shell will land on Red's hex before the next Movement phase
    match = _locked_red(shell_on_red=True)
    request = match.pending()[0]
    # when the AI answers "let go?"
    choice = agent(1).choose(observe(match, 0), request)
    # then it lets go: with Move 2 back it can leave the blast
    assert choice == Release()


@pytest.mark.parametrize("agent", AGENTS, ids=lambda a: a.level)
def test_a_biter_with_nothing_to_flee_keeps_its_lock(agent):
    # given Red holds Nina and no shell is coming
    match = _locked_red(shell_on_red=False)
    request = match.pending()[0]
    # when the AI answers "let go?"
    choice = agent(1).choose(observe(match, 0), request)
    # then it holds on: Nina stays slowed and next to Red's jaws
    assert choice == Hold()


@pytest.mark.parametrize("agent", AGENTS, ids=lambda a: a.level)
def test_a_biter_that_held_on_lets_go_on_its_movement_turn_to_flee(agent):
    # given Red kept the Lock before the order was set, with the shell on its hex
    match = _locked_red(shell_on_red=True)
    match.submit(0, Hold())
    request = match.pending()[0]
    assert request.kind == "move" and request.player == 0
    # when the AI takes its Movement turn
    choice = agent(1).choose(observe(match, 0), request)
    # then it lets go first, and afterwards it walks out of the blast
    assert choice == Release()
    match.submit(0, choice)
    while match.pending() and match.pending()[0].kind == "move":
        request = match.pending()[0]
        answer = agent(1).choose(observe(match, 0), request) if request.player == 0 else Stop()
        match.submit(request.player, answer)
    assert distance(match.state.bots[0].hex, RED) >= 2
