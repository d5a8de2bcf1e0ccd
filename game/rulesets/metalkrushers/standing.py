"""How well a seat stands (the ruleset's optional ``evaluate``, game/core/ruleset.py): its
team's share of the toughness its Krushers still have, *measured against their own builds*,
for search that stops before the end.

A Krusher falls when its Internal Linkage is gone; blows reach the Linkage through the armour
of the side they land on and a blocking shield. Measured in points, a Heavy chassis is far
"ahead" of a Light one before a blow is struck, yet in 40 measured duels between the normal
agents the side with more points at the start won only about 3 in 10: the builds are balanced
by their other numbers (movement, initiative, weapons). So each Krusher counts the share of
its own starting toughness it has left, and the team's sum is sharpened (``SHARPNESS``).
Every point of armour and shield counts (a search must see wearing armour down as progress),
but a point of Linkage counts ``LINKAGE_WEIGHT`` times as much: armour on the far sides may
never be struck, Linkage always decides.
"""

from __future__ import annotations

from game.rulesets.metalkrushers.data import INTERNAL_LINKAGE, Shield
from game.rulesets.metalkrushers.krusher import Krusher
from game.rulesets.metalkrushers.state import KrusherState

LINKAGE_WEIGHT = 6.0
"""A point of Internal Linkage is worth this many points of armour or shield (fitted with
tools/eval_quality.py: about the armour of all six sides together)."""
SHARPNESS = 2.0
"""Teams' toughness left is raised to this power before sharing."""


def toughness(linkage: int, armour: list[int] | tuple[int, ...], shield: int) -> float:
    """Linkage (weighted), armour on every side and shield points."""
    return LINKAGE_WEIGHT * max(linkage, 0) + sum(armour) + shield


def toughness_left(krusher: Krusher) -> float:
    """The share (0 to 1) of its starting toughness a Krusher still has (0 once defeated)."""
    if not krusher.active or krusher.build is None:
        return 0.0
    shield = max((i.armour for i in krusher.build.items() if isinstance(i, Shield)),
                 default=0)
    start = toughness(INTERNAL_LINKAGE, krusher.build.armour, shield)
    now = toughness(krusher.il, krusher.armour, krusher.shield_ap)
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
