"""With ``HEAL_IN_MOVE`` (off as shipped, measured no better) the duel movement judges hexes by
the same healed race as the pick."""

from __future__ import annotations

import pytest

from game.core.hexes import Hex
from game.games.meatbot.ai import duelmove, stands
from tests.games.meatbot.ai.test_heal_in_race import HARD_KIT, duel


@pytest.mark.parametrize(("my_damage", "foe_damage"), [(0, 0), (6, 12), (6, 0)])
def test_given_two_healers_when_a_hex_is_judged_then_the_race_is_the_picks_healed_race(
        my_damage, foe_damage, monkeypatch):
    # given two bots with Hyperheal four hexes apart (plib range), the heal counted
    monkeypatch.setattr(duelmove, "HEAL_IN_MOVE", True)
    state = duel(gap=4)
    me, foe = state.bots
    me.damage, foe.damage = my_damage, foe_damage
    # when the movement judges the hexes they stand on
    judged = duelmove.RaceJudge(state, me, foe).value(me.hex, foe.hex)
    # then it is the race the pick game reads there (each heal mends a point a round)
    assert judged == pytest.approx(stands.race_value(state, me, foe))


def test_given_healers_when_the_heal_is_ignored_then_the_hex_is_judged_differently(
        monkeypatch):
    # given a bot 6 Meat behind, at plib range of a healing foe, the heal counted
    monkeypatch.setattr(duelmove, "HEAL_IN_MOVE", True)
    state = duel(gap=4)
    me, foe = state.bots
    me.damage = 6
    counted = duelmove.RaceJudge(state, me, foe).value(me.hex, foe.hex)
    # when the movement ignores the heals
    monkeypatch.setattr(duelmove, "HEAL_IN_MOVE", False)
    ignored = duelmove.RaceJudge(state, me, foe).value(me.hex, foe.hex)
    # then its race differs by more than rounding (here the heals stretch the plib race,
    # which gives the bot behind more rounds to catch up)
    assert abs(counted - ignored) > 0.02


def test_given_no_healer_when_judged_then_the_heal_setting_changes_nothing(monkeypatch):
    # given two bots without Hyperheal, next to each other, the heal counted
    monkeypatch.setattr(duelmove, "HEAL_IN_MOVE", True)
    state = duel(kits=(HARD_KIT[1:], HARD_KIT[1:]), gap=1)
    me, foe = state.bots
    counted = duelmove.RaceJudge(state, me, foe).value(me.hex, Hex(1, 0))
    # when the heal setting is off
    monkeypatch.setattr(duelmove, "HEAL_IN_MOVE", False)
    # then the race is the same
    assert duelmove.RaceJudge(state, me, foe).value(me.hex, Hex(1, 0)) == counted
