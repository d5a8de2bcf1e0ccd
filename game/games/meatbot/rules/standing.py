"""How well a seat stands (the ruleset's optional ``evaluate``, game/core/ruleset.py): a
Meat race, for search that stops before the end.

A Meatbot match is won by the last bot standing, so what counts is how long each bot lasts
against how fast it fells the others. A bot's *staying power* combines its Meat left and the
damage it can deal in a round (attack dice it may roll, the chance a d10 beats a typical
Defend, the heaviest loaded weapon it carries); a seat's standing is its share of everyone's
staying power. Meat weighs far more than damage (``MEAT_POWER``, ``FIREPOWER_POWER``).
"""

from __future__ import annotations

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.attacks import SINGLE_TARGET
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.state import MeatbotState

MEAT_POWER = 4.0
"""Meat left is raised to this power: a race is not shared out evenly, the bot that lasts
longer usually wins outright (fitted with tools/eval_quality.py)."""
FIREPOWER_POWER = 0.25
"""Damage a round counts far less than Meat (the agents pick targets and builds around it;
a stronger weight predicted worse)."""
TYPICAL_DEFEND_DICE = 3
"""What a defender's best d6 usually adds to its base Defend."""
WEAPONS = (dv.BONESPEAR, dv.GOUGERS, dv.LOCKJAW, dv.ACID_SPRAY, dv.BOOM, dv.UP_DOWN)
"""Weapons heavier than the claws and PLIB every bot has, with their damage."""
_DAMAGE = {dv.BONESPEAR: SINGLE_TARGET[dv.BONESPEAR][0],
           dv.GOUGERS: SINGLE_TARGET[dv.GOUGERS][0],
           dv.LOCKJAW: SINGLE_TARGET["bite"][0],
           dv.ACID_SPRAY: dv.DEVOURABLES[dv.ACID_SPRAY].damage,
           dv.BOOM: dv.DEVOURABLES[dv.BOOM].damage,
           dv.UP_DOWN: dv.DEVOURABLES[dv.UP_DOWN].damage}


def heaviest_blow(bot: Bot) -> int:
    """The damage of the heaviest weapon ``bot`` can fire now (1: claws and PLIB)."""
    return max((_DAMAGE[w] for w in WEAPONS if bot.loaded(w) is not None), default=1)


def firepower(bot: Bot, foe_defend: float) -> float:
    """Damage a round ``bot`` may expect against a bot of Defend ``foe_defend`` (a d10 hits
    from the Defend up), plus the Meat its Hyperheals win back: the race gained a round."""
    attack_dice = max(1, bot.limits()[2])
    hit = min(1.0, max(0.1, (11 - foe_defend) / 10))
    return attack_dice * hit * heaviest_blow(bot) + bot.count(dv.HYPERHEAL)


def staying_power(bot: Bot, foes_defend: float) -> float:
    """Meat left and damage a round against Defend ``foes_defend``, each raised to its
    power (0 once out)."""
    if not bot.active or bot.meat <= 0:
        return 0.0
    power: float = bot.meat ** MEAT_POWER * firepower(bot, foes_defend) ** FIREPOWER_POWER
    return power


def evaluate_seats(state: MeatbotState) -> list[float]:
    """Every seat's share of every bot's staying power at once, each bot's against the
    average base Defend of the other bots still fighting, plus a typical d6 (even when
    nobody has any): what ``evaluate`` gives each seat, worked out once for the search
    that reads every seat of a state (game/core/ruleset.py)."""
    fighting = [bot for bot in state.bots if bot.active]
    defend_sum = sum(bot.base_defend for bot in fighting)
    powers = {}
    for bot in state.bots:
        others = len(fighting) - bot.active
        defend = (defend_sum - bot.base_defend * bot.active) / others if others else 0.0
        powers[bot.seat] = staying_power(bot, defend + TYPICAL_DEFEND_DICE)
    total = sum(powers.values())
    seats = range(len(state.names))
    if total <= 0:
        return [1.0 / len(powers) for _ in seats]
    return [powers.get(seat, 0.0) / total for seat in seats]


def evaluate(state: MeatbotState, player: int) -> float:
    """``player``'s part of ``evaluate_seats``."""
    return evaluate_seats(state)[player]
