"""Dice arithmetic for the Mechaton agents: distributions of the best die, attack against
defence, and the expected hits an attack lands (the mean of the rules core's ``hit_odds``,
as a test checks)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

Dist = tuple[tuple[int, float], ...]
"""A distribution: (value, probability) pairs."""

WHITE_SIDES = 6


@lru_cache(maxsize=256)
def best_of(sides: tuple[int, ...], less: int = 0) -> Dist:
    """The highest of dice with these sides, minus ``less`` (never below 0); no dice: 0."""
    if not sides:
        return ((0, 1.0),)
    top = max(sides)
    found = []
    below = 0.0
    for value in range(1, top + 1):
        at_most = 1.0
        for s in sides:
            at_most *= min(value, s) / s
        found.append((max(0, value - less), at_most - below))
        below = at_most
    merged: dict[int, float] = {}
    for v, p in found:
        merged[v] = merged.get(v, 0.0) + p
    return tuple(sorted(merged.items()))


def fixed(value: int) -> Dist:
    """A number known for sure."""
    return ((value, 1.0),)


@lru_cache(maxsize=4096)
def expected_hits(attack: Dist, defence: Dist, in_cover: bool, spot: int = 0) -> float:
    """Expected hits on the target: a hit needs attack > defence; the damage dice are the
    difference, or the best spot die lying by the target when that is more."""
    per_die = 1 / 6 if in_cover else 2 / 6
    total = 0.0
    for a, pa in attack:
        for d, pd in defence:
            if a > d:
                total += pa * pd * max(a - d, spot) * per_die
    return total


def pool(reds: Sequence[int], whites: int) -> tuple[int, ...]:
    """Sides of the dice an attack may pick from: the red dice and the white ones."""
    return tuple(sorted([*reds, *([WHITE_SIDES] * whites)]))

