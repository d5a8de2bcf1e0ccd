"""Puking: only a spent weapon, only to make room for something worth eating nearby."""

from __future__ import annotations

from game.core.arena import open_arena
from game.core.dice import SeededDice
from game.core.hexes import Hex
from game.games.meatbot.ai.scoring import puke_worth
from game.games.meatbot.rules import BotBuild, MeatbotSetup, new_state
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import Item
from game.games.meatbot.rules.choices import Puke


def state_with(spear_ammo: int, floor_at: Hex):
    arena = open_arena(5, spawns=[Hex(0, 0), Hex(4, -2)])
    build = (dv.BONESPEAR, dv.CHITIN, dv.EXTRA_MEAT, dv.EXTRA_MEAT)  # 5 + 3 + 1 + 1 = 10
    setup = MeatbotSetup(arena, (BotBuild("Me", 5, build), BotBuild("Foe", 5, ())))
    state = new_state(setup, SeededDice(1))[0]
    me = state.bots[0]
    spear = next(i for i in me.items if i.kind == dv.BONESPEAR)
    me.items[me.items.index(spear)] = Item(spear.uid, spear.kind, spear_ammo)
    me.items_changed()
    state.floor[999] = (Item(999, dv.BOOM, 10), floor_at)
    return state, me, spear.uid


def test_given_a_spent_spear_and_a_boom_launcher_in_reach_when_puking_then_it_pays():
    state, me, spear = state_with(0, Hex(1, 0))
    assert me.stomachs_free == 0
    assert puke_worth(state, me, Puke(spear)) > 0


def test_given_a_loaded_spear_when_puking_then_it_is_refused():
    state, me, spear = state_with(2, Hex(1, 0))
    assert puke_worth(state, me, Puke(spear)) < 0


def test_given_nothing_to_eat_within_two_hexes_when_puking_then_it_is_refused():
    state, me, spear = state_with(0, Hex(4, 0))
    assert puke_worth(state, me, Puke(spear)) < 0
