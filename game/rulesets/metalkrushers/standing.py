"""How well a seat stands (the ruleset's optional ``evaluate``, game/core/ruleset.py): its
team's share of the toughness its Krushers still have, *measured against their own builds*,
for search that stops before the end.

A Krusher falls when its Internal Linkage is gone, and blows reach the Linkage through the
armour of the side they land on, so a Krusher is about as tough as its Linkage plus its
weakest side. Measured in points, a Heavy chassis is far "ahead" of a Light one before a blow
is struck, yet in 40 measured duels between the normal agents the side with more points at
the start won only about 3 in 10: the builds are balanced by their other numbers (movement,
initiative, weapons), so what predicts the winner is how much of its *own* starting toughness
each side has lost. The share is sharpened a little (``SHARPNESS``).
"""

from __future__ import annotations

from game.rulesets.metalkrushers.data import INTERNAL_LINKAGE
from game.rulesets.metalkrushers.krusher import Krusher
from game.rulesets.metalkrushers.state import KrusherState

WEAKEST_SIDE_WEIGHT = 0.75
"""Armour counts as mostly the weakest side (where a clever enemy strikes) and a little the
average side (so that any armour lost lowers the standing)."""
SHARPNESS = 1.5
"""Teams' toughness left is raised to this power before sharing (fitted with
tools/eval_quality.py: the weakest-side share predicted the winner best)."""


def _armour(sides: list[int] | tuple[int, ...]) -> float:
    return WEAKEST_SIDE_WEIGHT * min(sides) + (1 - WEAKEST_SIDE_WEIGHT) * sum(sides) / 6


def toughness_left(krusher: Krusher) -> float:
    """The share (0 to 1) of its starting Linkage-plus-armour a Krusher still has (0 once
    defeated)."""
    if not krusher.active or krusher.build is None:
        return 0.0
    start = INTERNAL_LINKAGE + _armour(krusher.build.armour)
    now = max(krusher.il, 0) + _armour(krusher.armour)
    return max(0.0, now / start) if start > 0 else 0.0


def evaluate(state: KrusherState, player: int) -> float:
    """``player``'s team's share of the sharpened toughness left (an even share when no team
    has any)."""
    team = next((k.team for k in state.krushers if k.seat == player), player)
    totals: dict[int, float] = {}
    for krusher in state.krushers:
        totals[krusher.team] = totals.get(krusher.team, 0.0) + toughness_left(krusher)
    powered = {t: v ** SHARPNESS for t, v in totals.items()}
    total = sum(powered.values())
    return powered.get(team, 0.0) / total if total > 0 else 1.0 / max(len(powered), 1)
