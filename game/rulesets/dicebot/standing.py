"""How well a seat stands (the ruleset's optional ``evaluate``, game/core/ruleset.py), for
search that stops before the end.

Dice Bot Mega Fun is won by the first to three medals, and a medal goes to every robot still
standing when a melee ends. So a seat's worth is its medals plus its chance to survive the
melee in play: its share of hit points left, counting for less the fewer rounds remain (on
the last round, merely standing is a medal), and a robot with empty body spaces is weaker.
Worths are raised to a power before sharing (``SHARPNESS``): two medals and a healthy robot
is much nearer the win than one medal. In a sudden death match only its fighters count, by
their chance to survive.
"""

from __future__ import annotations

from game.rulesets.dicebot.parts import BODY_SPACES, HAND_SIZE, HIT_POINTS
from game.rulesets.dicebot.state import DicebotState

SHARPNESS = 3.0
"""Worths are raised to this power before sharing (fitted with tools/eval_quality.py)."""
BODY_WEIGHT = 0.3
"""How much of the survival chance rests on the body spaces filled (parts are dice to roll)."""


def survival(state: DicebotState, seat: int) -> float:
    """The seat's chance, roughly, to be standing when this melee ends (0 once fallen)."""
    if not state.alive[seat]:
        return 0.0
    # a melee lasts a hand, a card a round; the round under way is still to be fought
    rounds_left = max(0, HAND_SIZE - max(state.round - 1, 0))
    health = max(state.hp[seat], 0) / HIT_POINTS
    chance = health ** (rounds_left / HAND_SIZE)
    built = min(len(state.body[seat]), BODY_SPACES) / BODY_SPACES
    return chance * ((1 - BODY_WEIGHT) + BODY_WEIGHT * built)


def worth(state: DicebotState, seat: int) -> float:
    """Medals plus the chance of one more (in sudden death: the chance to survive alone)."""
    if state.sudden:
        return survival(state, seat) if seat in state.players else 0.0
    return (state.medals[seat] + survival(state, seat)) ** SHARPNESS


def evaluate(state: DicebotState, player: int) -> float:
    """``player``'s share of every seat's worth (an even share when nobody has any)."""
    worths = [worth(state, s) for s in range(state.n)]
    total = sum(worths)
    return worths[player] / total if total > 0 else 1.0 / state.n
