"""How well a seat stands (the ruleset's optional ``evaluate``, game/core/ruleset.py): its
team's share of the material still fighting, for search that stops before the end."""

from __future__ import annotations

from game.rulesets.metalkrushers.state import KrusherState

LINKAGE_WEIGHT = 2.0
"""Internal Linkage counts double: armour only delays the blow that defeats a Krusher."""


def material(state: KrusherState, team: int) -> float:
    """Linkage (doubled), armour and shield points of ``team``'s Krushers still fighting."""
    return sum(LINKAGE_WEIGHT * max(k.il, 0) + sum(k.armour) + k.shield_ap
               for k in state.krushers if k.active and k.team == team)


def evaluate(state: KrusherState, player: int) -> float:
    """``player``'s team's share of the material still fighting (0.5 when none is)."""
    team = next((k.team for k in state.krushers if k.seat == player), player)
    teams = {k.team for k in state.krushers}
    total = sum(material(state, t) for t in teams)
    return material(state, team) / total if total > 0 else 0.5
