"""How well a seat stands (the ruleset's optional ``evaluate``, game/core/ruleset.py): its
share of the medals won and the hit points left in the melee, for search that stops before
the end."""

from __future__ import annotations

from game.rulesets.dicebot.parts import HIT_POINTS
from game.rulesets.dicebot.state import DicebotState

HIT_POINTS_WORTH = 0.8
"""A full robot in the melee is worth a little less than a medal already won."""


def worth(state: DicebotState, seat: int) -> float:
    """Medals plus the share of hit points left (while still fighting this melee)."""
    left = max(state.hp[seat], 0) / HIT_POINTS if state.alive[seat] else 0.0
    return state.medals[seat] + HIT_POINTS_WORTH * left


def evaluate(state: DicebotState, player: int) -> float:
    """``player``'s share of every seat's worth (an even share when nobody has any)."""
    total = sum(worth(state, s) for s in range(state.n))
    return worth(state, player) / total if total > 0 else 1.0 / state.n
