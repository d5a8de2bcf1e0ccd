"""Dice Bot behind the ruleset seam: the module's names, units off the board, the registry."""

from __future__ import annotations

from game.core.match import start_match
from game.core.ruleset import RULESETS, ruleset_module, units_of
from game.games.dicebot import rules as dicebot
from tests.games.dicebot.rules.helpers import BODY_ALL, battle, choose, hand, resolve


def test_the_module_offers_the_protocol_and_is_registered():
    assert RULESETS["dicebot"] == "game.games.dicebot.rules"
    module = ruleset_module("dicebot")
    assert (module.NAME, module.TITLE, module.PLAYERS) == ("dicebot", "Dice Bot Mega Fun", (2, 6))
    assert isinstance(module.RULES_VERSION, int)
    for players in range(2, 7):
        data = module.sample_setup_json(players, 4)
        assert module.setup_to_json(module.setup_from_json(data)) == data
        assert start_match("dicebot", data, 4).pending()


def test_units_are_one_robot_per_seat_off_the_board_with_hit_points():
    # given a duel after one exchange of hooks
    match = battle([BODY_ALL + ("camera",)] * 2, [hand(), hand()])
    choose(match, {0: "Left Hook", 1: "Left Hook"})
    resolve(match)
    units = units_of(match.view_for(1))
    assert [(u.uid, u.owner, u.hex, u.facing, u.health, u.health_max, u.label, u.alive)
            for u in units] == [(0, 0, None, None, 4, 6, "Ada", True),
                                (1, 1, None, None, 4, 6, "Bo", True)]
    assert dicebot.DicebotState is type(match.state)
