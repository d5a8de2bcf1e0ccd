"""How well a seat stands in an unfinished state of any game: what a cut-short playout scores.

A ruleset may offer ``evaluate(state, player) -> float`` (game/core/ruleset.py, optional): the
player's standing in [0, 1], higher is better, from the rules alone (score share, medals,
health) — the game says *who is ahead*, never *what to play*. Without one, the standing is the
seat's share of all health on the board (``view.units()``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any

from game.core.hexes import distance
from game.core.ruleset import RULESETS, units_of

Evaluate = Callable[[Any, int], float]
"""``evaluate(state, player)``: the player's standing in [0, 1]."""
EvaluateSeats = Callable[[Any], Sequence[float]]
"""``evaluate_seats(state)``: every seat's ``evaluate`` at once (optional, for speed)."""

_BY_CLASS: dict[type, Standing] = {}


def health_share(state: Any, seat: int) -> float:
    """The seat's share of all health still standing (one half when nothing is listed)."""
    units = [u for u in units_of(state.view_for(seat)) if u.alive]
    total = sum(max(u.health, 0) for u in units)
    if total <= 0:
        return 0.5
    return sum(max(u.health, 0) for u in units if u.owner == seat) / total


CLOSING_WEIGHT = 0.1
"""How much of a standing is closeness to the enemy: enough to break ties (out of reach,
every position scores alike, so nobody would walk in and long games end at the limit),
too little to outweigh a point of health or score."""
CLOSING_SCALE = 24
"""Distances are read on this scale: a step nearer is worth 1/24 of the closing weight."""


def closeness(state: Any, seat: int) -> float:
    """In [0, 1]: how near the seat's units on the board stand to their nearest enemy units
    (1 at contact, falling linearly to 0 at ``CLOSING_SCALE`` hexes, averaged over its
    units); 0 when there is no board or nobody to approach."""
    units = [u for u in units_of(state.view_for(seat)) if u.alive and u.hex is not None]
    foes = [u.hex for u in units if u.owner != seat and u.hex is not None]
    near = [max(0.0, 1 - (min(distance(u.hex, f) for f in foes) - 1) / CLOSING_SCALE)
            for u in units if u.owner == seat and u.hex is not None and foes]
    return sum(near) / len(near) if near else 0.0


def _pair(mine: float, theirs: float) -> float:
    """``mine``'s part of a pair of standings (one half when both are 0)."""
    return mine / (mine + theirs) if mine + theirs > 0 else 0.5


class Standing:
    """A seat's standing: ``(1 - CLOSING_WEIGHT) * base + CLOSING_WEIGHT * closeness``, where
    ``base`` is the game's ``evaluate`` (or ``health_share``). Callable like an ``Evaluate``;
    search compares by ``base`` first and reads ``closeness`` (which builds a view, the
    costly part) only to break ties between states ``base`` cannot tell apart."""

    def __init__(self, base: Evaluate, rivals: bool = False, pairs: bool = False,
                 seats: EvaluateSeats | None = None) -> None:
        self.base, self.rivals, self.pairs, self.seats = base, rivals, pairs, seats

    def against(self, state: Any, seat: int, players: int) -> float:
        """``base`` for the seat; with more than two seats, and ``pairs``, the mean over the
        other seats of ``mine / (mine + theirs)`` (a seat out of the game is a pair won),
        or with ``rivals``, measured against the best-placed other seat alone. With two
        seats and a ``base`` that shares out to 1, all three are the same.

        ``pairs`` is there because a seat's share punishes every fight: blows taken lower
        it against every bystander, blows dealt help one foe's share only, so an even or
        better trade lowers the share and the seat stays out of reach until the limit; in
        each pair a trade counts as in a duel, and a foe put out wins that pair outright."""
        if players <= 2 or not (self.rivals or self.pairs):
            return self.base(state, seat)
        if self.seats is not None:
            every = list(self.seats(state))
        else:
            every = [self.base(state, other) for other in range(players)]
        mine = every[seat]
        others = [every[other] for other in range(players) if other != seat]
        if self.pairs:
            return sum(_pair(mine, theirs) for theirs in others) / len(others)
        return _pair(mine, max(others))

    def __call__(self, state: Any, seat: int) -> float:
        """The full standing in [0, 1]."""
        return ((1 - CLOSING_WEIGHT) * self.base(state, seat)
                + CLOSING_WEIGHT * closeness(state, seat))

    def closeness(self, state: Any, seat: int) -> float:
        """The pull toward the enemy alone (``closeness``)."""
        return closeness(state, seat)


def with_closing(evaluate: Evaluate, seats: EvaluateSeats | None = None) -> Standing:
    """``evaluate`` with a small pull toward the enemy (``CLOSING_WEIGHT``); ``seats``, if
    given, is every seat's ``evaluate`` at once."""
    return Standing(evaluate, seats=seats)


def evaluator_for(state: Any) -> Standing:
    """The ``evaluate`` of the ruleset whose package defines ``state``'s class (the nearest
    package offering one, so unregistered test games work too), else ``health_share``; either
with the small pull toward the enemy (``with_closing``)."""
    kind = type(state)
    found = _BY_CLASS.get(kind)
    if found is None:
        base = _lookup(kind.__module__)
        seats = declared(state, SEATS, None) if base is not health_share else None
        found = _BY_CLASS[kind] = with_closing(base, seats)
    return found


SEATS = "evaluate_seats"
"""The optional ruleset function (game/core/ruleset.py) giving every seat's ``evaluate`` of
a state at once: the same numbers, for a game whose ``evaluate`` works them all out anyway."""


def declared(state: Any, name: str, default: Any) -> Any:
    """The ruleset attribute ``name`` of the game ``state`` belongs to (found as
    ``evaluator_for`` finds ``evaluate``), else ``default``."""
    where = type(state).__module__
    for path in RULESETS.values():
        if where == path or where.startswith(path + "."):
            return getattr(importlib.import_module(path), name, default)
    return default


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
