"""How well a seat stands (the ruleset's optional ``evaluate``, game/core/ruleset.py): half its
share of the score (assets times points per asset, what the clock decides on), half its share
of the attachments still on live mechs, for search that stops before the end."""

from __future__ import annotations

from game.rulesets.mechaton.state import MechatonState


def _share(values: list[float], player: int) -> float:
    total = sum(values)
    return values[player] / total if total > 0 else 1.0 / len(values)


def evaluate(state: MechatonState, player: int) -> float:
    """``player``'s standing in [0, 1]."""
    seats = len(state.names)
    parts = [0.0] * seats
    for mech in state.mechs:
        if mech.alive:
            parts[mech.owner] += len(mech.parts)
    scores = [float(s) for s in state.scores()]
    if not any(scores):      # before points per asset are known: assets alone
        scores = [float(state.assets(s)) for s in range(seats)]
    return 0.5 * _share(scores, player) + 0.5 * _share(parts, player)
