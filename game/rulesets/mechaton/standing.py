"""How well a seat stands (the ruleset's optional ``evaluate``, game/core/ruleset.py), for
search that stops before the end.

Mechaton is decided at doomsday by the score (assets held times points per asset), so most of
a standing is the seat's share of the scores now, sharpened more the less time is left on the
clock: with eleven ticks to go a lead of 49 to 30 is far from safe, with one tick it nearly
always holds. A quarter is the share of firepower still fighting (attachments on live mechs,
each worth its owner's points per asset): what will take assets next, and the only thing a
short playout's shooting changes before a mech falls. In the short game the satellite's holder
at doomsday wins, so holding it is half the standing there.
"""

from __future__ import annotations

from game.rulesets.mechaton.state import MechatonState

SCORE_POWER = 2.0
"""Scores are raised to this power before sharing, even with the whole clock to run..."""
CLOCK_SHARPENING = 10.0
"""... plus this much over the ticks left (12 at the last tick): a lead firms up as the clock
runs down (fitted with tools/eval_quality.py)."""
FIREPOWER_WEIGHT = 0.25
"""Share of the standing that is attachments on live mechs (valued at points per asset)."""
SATELLITE_WEIGHT = 0.5
"""Share of the standing that is holding the satellite, in the short game."""


def _share(values: list[float], player: int) -> float:
    total = sum(values)
    return values[player] / total if total > 0 else 1.0 / len(values)


def score_standing(state: MechatonState, player: int) -> float:
    """``player``'s share of the sharpened scores (assets alone before points per asset)."""
    seats = len(state.names)
    scores = [float(s) for s in state.scores()]
    if not any(scores):
        scores = [float(state.assets(s)) for s in range(seats)]
    power = SCORE_POWER + CLOCK_SHARPENING / max(state.clock, 1)
    top = max(scores)
    if top <= 0:
        return 1.0 / seats
    return _share([(s / top) ** power for s in scores], player)


def firepower_standing(state: MechatonState, player: int) -> float:
    """``player``'s share of the attachments on live mechs, each at its owner's points per
    asset (1 before those are known)."""
    seats = len(state.names)
    worth = [0.0] * seats
    for mech in state.mechs:
        if mech.alive:
            worth[mech.owner] += len(mech.parts)
    if state.points_per:
        worth = [w * p for w, p in zip(worth, state.points_per, strict=True)]
    return _share(worth, player)


def satellite_standing(state: MechatonState, player: int) -> float | None:
    """1 if ``player`` holds the short game's satellite, 0 if another does, an even share if
    nobody does; None outside the short game."""
    if not state.options.short_game:
        return None
    holder = next((s.owner for s in state.stations if s.satellite), None)
    if holder is None:
        return 1.0 / len(state.names)
    return 1.0 if holder == player else 0.0


def evaluate(state: MechatonState, player: int) -> float:
    """``player``'s standing in [0, 1] (the seats' standings add up to 1)."""
    standing = ((1 - FIREPOWER_WEIGHT) * score_standing(state, player)
                + FIREPOWER_WEIGHT * firepower_standing(state, player))
    satellite = satellite_standing(state, player)
    if satellite is None:
        return standing
    return (1 - SATELLITE_WEIGHT) * standing + SATELLITE_WEIGHT * satellite
