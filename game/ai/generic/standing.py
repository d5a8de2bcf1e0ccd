"""How well a seat stands in an unfinished state of any game: what a cut-short playout scores.

A ruleset may offer ``evaluate(state, player) -> float`` (game/core/ruleset.py, optional): the
player's standing in [0, 1], higher is better, from the rules alone (score share, medals,
health) — the game says *who is ahead*, never *what to play*. Without one, the standing is the
seat's share of all health on the board (``view.units()``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from game.core.hexes import distance
from game.core.ruleset import RULESETS, units_of

Evaluate = Callable[[Any, int], float]
"""``evaluate(state, player)``: the player's standing in [0, 1]."""

_BY_CLASS: dict[type, Evaluate] = {}


def health_share(state: Any, seat: int) -> float:
    """The seat's share of all health still standing (one half when nothing is listed)."""
    units = [u for u in units_of(state.view_for(seat)) if u.alive]
    total = sum(max(u.health, 0) for u in units)
    if total <= 0:
        return 0.5
    return sum(max(u.health, 0) for u in units if u.owner == seat) / total


CLOSING_WEIGHT = 0.1
CLOSING_SCALE = 24
"""Distances are read on this scale: a step nearer is worth 1/24 of the closing weight."""
"""How much of a standing is closeness to the enemy: enough to break ties (out of reach,
every position scores alike, so nobody would walk in and long games end at the limit),
too little to outweigh a point of health or score."""


def closeness(state: Any, seat: int) -> float:
    """In [0, 1]: how near the seat's units on the board stand to their nearest enemy units
    (1 at contact, falling linearly to 0 at ``CLOSING_SCALE`` hexes, averaged over its
    units); 0 when there is no board or nobody to approach."""
    units = [u for u in units_of(state.view_for(seat)) if u.alive and u.hex is not None]
    foes = [u.hex for u in units if u.owner != seat]
    near = [max(0.0, 1 - (min(distance(u.hex, f) for f in foes) - 1) / CLOSING_SCALE)
            for u in units if u.owner == seat and u.hex is not None and foes]
    return sum(near) / len(near) if near else 0.0


def with_closing(evaluate: Evaluate) -> Evaluate:
    """``evaluate`` with a small pull toward the enemy (``CLOSING_WEIGHT``)."""
    def standing(state: Any, seat: int) -> float:
        return ((1 - CLOSING_WEIGHT) * evaluate(state, seat)
                + CLOSING_WEIGHT * closeness(state, seat))
    return standing


def evaluator_for(state: Any) -> Evaluate:
    """The ``evaluate`` of the ruleset whose package defines ``state``'s class (the nearest
    package offering one, so unregistered test games work too), else ``health_share``; either
with the small pull toward the enemy (``with_closing``)."""
    kind = type(state)
    found = _BY_CLASS.get(kind)
    if found is None:
        found = _BY_CLASS[kind] = with_closing(_lookup(kind.__module__))
    return found


def _lookup(where: str) -> Evaluate:
    for path in RULESETS.values():
        if where == path or where.startswith(path + "."):
            return getattr(importlib.import_module(path), "evaluate", health_share)
    parts = where.split(".")
    for end in range(len(parts), 0, -1):
        module = importlib.import_module(".".join(parts[:end]))
        if hasattr(module, "evaluate"):
            evaluate: Evaluate = module.evaluate
            return evaluate
    return health_share
