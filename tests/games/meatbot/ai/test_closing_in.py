"""Agents close in and fight: no match on a shipped arena stalls until the round limit."""

from __future__ import annotations

import pytest

from game.ai.base import SeatView
from game.core import areas
from game.core.arena import open_arena
from game.core.dice import SeededDice
from game.core.hexes import Hex, distance
from game.games.meatbot.ai import make_agent
from game.games.meatbot.ai import tactics as tx
from game.games.meatbot.ai.agents import _closer
from game.games.meatbot.ai.duelmove import best_hex
from game.games.meatbot.ai.play import play_match
from game.games.meatbot.rules import BotBuild, MeatbotSetup, new_state
from game.games.meatbot.rules.choices import Step, Stop
from game.maps.tiled import load_arena


def state_on(arena, builds=((), ())):
    setup = MeatbotSetup(arena, tuple(BotBuild(f"B{i}", 5, tuple(b))
                                      for i, b in enumerate(builds)))
    return new_state(setup, SeededDice(1))[0]


@pytest.mark.parametrize("arena", ["standard_arena", "scrapyard", "royale", "duel_pit"])
@pytest.mark.parametrize("levels", [("normal", "normal"), ("hard", "normal"), ("easy", "easy")])
def test_given_a_shipped_arena_when_two_ais_duel_then_a_bot_falls_before_the_limit(arena, levels):
    record = play_match(load_arena(f"maps/{arena}.tmx"),
                        [make_agent(level, 3 + i) for i, level in enumerate(levels)], seed=5)
    assert not record.limit_reached
    assert record.rounds < 100


def test_given_a_foe_out_of_every_reach_when_judging_hexes_then_nearer_is_better():
    arena = open_arena(12, spawns=[Hex(-11, 0), Hex(11, 0)])
    state = state_on(arena)
    outlook = tx.Outlook(state, state.bots[0])
    assert distance(Hex(-11, 0), Hex(11, 0)) > 10  # beyond the plib's range
    assert outlook.worth(Hex(-9, 0)) > outlook.worth(Hex(-10, 0)) > outlook.worth(Hex(-11, 0))


def test_given_a_wall_to_hide_behind_when_the_hard_ai_is_losing_then_it_stays_in_the_fight():
    walls = [Hex(-1, r) for r in range(1, 5)]
    arena = open_arena(5, walls=walls, spawns=[Hex(-3, 0), Hex(2, 0)])
    state = state_on(arena)
    me, foe = state.bots
    me.damage = 15  # far behind: a draw-seeker would step out of sight
    blocked = {foe.hex}
    hides = [h for h in areas.reach(arena, me.hex, 3, blocked) if not tx.sees(state, h, foe.hex)]
    assert hides  # there is somewhere to hide
    goal = best_hex(state, me, foe, 3)
    assert tx.sees(state, goal, foe.hex)


def test_given_steps_toward_and_away_when_easy_prefers_then_only_nearer_steps_are_kept():
    arena = open_arena(6, spawns=[Hex(-3, 0), Hex(3, 0)])
    state = state_on(arena)
    view = SeatView(0, lambda: state)
    choices = [Step(Hex(-2, 0)), Step(Hex(-4, 0)), Step(Hex(-3, 1)), Stop()]
    kept = _closer(choices, view)
    assert Step(Hex(-2, 0)) in kept
    assert Step(Hex(-4, 0)) not in kept and Stop() not in kept


def test_given_two_foes_at_each_other_when_a_third_bot_looks_then_they_are_fighting():
    from game.games.meatbot.ai.duelmove import others_fighting

    arena = open_arena(12, spawns=[Hex(-11, 0), Hex(10, 0), Hex(11, 0)])
    state = state_on(arena, builds=((), (), ()))
    assert others_fighting(state, 0)
    assert not others_fighting(state, 1)  # bot 1's foes (0 and 2) are 22 hexes apart


def test_given_four_hard_bots_when_nobody_fights_yet_then_they_close_in_and_a_bot_falls():
    record = play_match(load_arena("maps/royale.tmx"),
                        [make_agent("hard", 3 + i) for i in range(4)], seed=5)
    assert not record.limit_reached
