"""The chance to win a slugging match, worked out exactly from the Meats and the damage spreads.

Two bots trade blows round after round; each round I deal damage drawn from ``dealt`` and take
damage drawn from ``taken`` (index = damage). ``race_table`` fills in, for every pair of Meats
left, the chance that the foe drops first, by dynamic programming from the smallest Meats up
(a round where nobody is hurt just repeats). Both dropping in the same round counts as
``DRAW`` (a draw is worth less than an even chance to win, so the agents play for the win).

This replaces a logistic guess at the race (``pickgame.win_chance``): it knows the exact kill
thresholds (a foe on 3 Meat against Gougers is nearly dead; one on 4 is not) and that a lead is
worth more when the blows are small.
"""

from __future__ import annotations

from collections import OrderedDict

import numpy as np

DRAW = 0.4
"""Worth of both bots dropping in the same round, on the 0 (loss) to 1 (win) scale."""
STALEMATE = 0.0
"""Worth of a position where neither bot can hurt the other: nothing (hiding never wins a
match, and the round limit's draw is what the agents must avoid)."""

Spread = tuple[float, ...]
_TABLES: OrderedDict[tuple[Spread, Spread, int, int], np.ndarray] = OrderedDict()
_KEEP = 64


def race_table(dealt: Spread, taken: Spread, my_meat: int, foe_meat: int) -> np.ndarray:
    """``table[m, f]``: the chance to win with ``m`` Meat left against a foe with ``f``, for
    every ``m <= my_meat`` and ``f <= foe_meat`` (remembered for repeat calls)."""
    key = (dealt, taken, my_meat, foe_meat)
    found = _TABLES.get(key)
    if found is not None:
        _TABLES.move_to_end(key)
        return found
    table = _solve(np.asarray(dealt, dtype=float), np.asarray(taken, dtype=float),
                   max(0, my_meat), max(0, foe_meat))
    _TABLES[key] = table
    if len(_TABLES) > _KEEP:
        _TABLES.popitem(last=False)
    return table


def forget_tables() -> None:
    """Drop every remembered table (after changing ``DRAW`` or ``STALEMATE``)."""
    _TABLES.clear()


def _solve(dealt: np.ndarray, taken: np.ndarray, my_meat: int, foe_meat: int) -> np.ndarray:
    table = np.zeros((my_meat + 1, foe_meat + 1))
    table[:, 0] = 1.0
    table[0, 0] = DRAW
    quiet = float(taken[0] * dealt[0])
    if quiet >= 1.0 - 1e-12:
        table[1:, 1:] = STALEMATE
        return table
    # cols[f, d]: the foe's Meat after taking d from f (never below 0)
    cols = np.maximum(0, np.arange(foe_meat + 1)[:, None] - np.arange(len(dealt))[None, :])
    t_steps = np.arange(1, len(taken))
    blows = [(d, float(p)) for d, p in enumerate(dealt) if d and p]
    for m in range(1, my_meat + 1):
        # rounds where I am hurt lead to rows already solved
        earlier = table[np.maximum(0, m - t_steps)][:, cols] @ dealt if len(t_steps) else 0.0
        hurt = (taken[1:] @ earlier).tolist() if len(t_steps) else [0.0] * (foe_meat + 1)
        row = [1.0] + [0.0] * foe_meat
        for f in range(1, foe_meat + 1):
            # rounds where I am not hurt stay on this row, at a smaller (or the same) foe Meat
            unhurt = sum(p * row[max(0, f - d)] for d, p in blows)
            row[f] = (hurt[f] + taken[0] * unhurt) / (1.0 - quiet)
        table[m, 1:] = row[1:]
    return table


def after_round(table: np.ndarray, dealt: Spread, taken: Spread, my_meat: int,
                foe_meat: int) -> float:
    """The chance to win after one round dealing ``dealt`` and taking ``taken`` from these
    Meats, then racing on as ``table`` says."""
    rows = np.maximum(0, my_meat - np.arange(len(taken)))
    cols = np.maximum(0, foe_meat - np.arange(len(dealt)))
    block = table[np.ix_(rows, cols)]
    return float(np.asarray(taken) @ block @ np.asarray(dealt))
