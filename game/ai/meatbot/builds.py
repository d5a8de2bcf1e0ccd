"""Choosing a bot's devourables within a Stomachs budget."""

from __future__ import annotations

import logging
import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.rulesets.meatbot import devourables as dv

# The order the heuristic fills Stomachs in (measured with tools/simulate.py; see docs/ai.md).
PREFERENCE: tuple[str, ...] = (dv.HYPERHEAL, dv.AGGRO_PUMP, dv.GOUGERS, dv.BOOM,
                               dv.ACID_SPRAY, dv.EXTRA_MEAT, dv.EXTRA_MEAT, dv.EXTRA_MEAT,
                               dv.EXTRA_MEAT, dv.EXTRA_MEAT, dv.EXTRA_MEAT)


# The hard AI's order: the strongest Stomachs-4 build in our round robin (Hyperheal, Gougers and
# Crane Whip Arms: Gougers that reach two hexes), then more of what helped.
HARD_PREFERENCE: tuple[str, ...] = (dv.HYPERHEAL, dv.GOUGERS, dv.CRANE, dv.NERVE_LACE,
                                    dv.AGGRO_PUMP, dv.EXTRA_MEAT, dv.EXTRA_MEAT, dv.TWITCHY,
                                    dv.EXTRA_MEAT, dv.EXTRA_MEAT, dv.EXTRA_MEAT)


def stomachs(catalogue: Mapping[str, Any], kind: str) -> int:
    """Stomachs one devourable fills."""
    return int(catalogue[kind].stomachs)


def preferred_build(budget: int, catalogue: Mapping[str, Any],
                    order: Sequence[str] = PREFERENCE) -> list[str]:
    """Walk a preference list, taking every devourable that still fits the budget."""
    chosen: list[str] = []
    room = budget
    for kind in order:
        if kind in catalogue and stomachs(catalogue, kind) <= room:
            chosen.append(kind)
            room -= stomachs(catalogue, kind)
    return chosen


def random_build(rng: random.Random, budget: int, catalogue: Mapping[str, Any]) -> list[str]:
    """Random devourables that fit the budget (a few tries, then stop)."""
    kinds = sorted(catalogue)
    chosen: list[str] = []
    room = budget
    for _ in range(8):
        kind = rng.choice(kinds)
        if stomachs(catalogue, kind) <= room:
            chosen.append(kind)
            room -= stomachs(catalogue, kind)
    return chosen


def fits(build: Sequence[str], budget: int, catalogue: Mapping[str, Any]) -> bool:
    """True if every name is known and the Stomachs add up to at most ``budget``."""
    return all(k in catalogue for k in build) and \
        sum(stomachs(catalogue, k) for k in build) <= budget


log = logging.getLogger(__name__)


def safe_build(seat: Any, budget_stomachs: int, massacre: int,
               catalogue: Mapping[str, Any]) -> list[str]:
    """A SafeSeat's pre-match build: its agent's if it fits the budget, else a logged random
    one (an agent without ``build`` gets the random one silently)."""
    if not hasattr(seat.agent, "build"):
        return random_build(seat.rng, budget_stomachs, catalogue)
    try:
        chosen = list(seat.agent.build(budget_stomachs, massacre, catalogue))
        if fits(chosen, budget_stomachs, catalogue):
            return chosen
        raise ValueError(f"build {chosen!r} does not fit {budget_stomachs} Stomachs")
    except Exception as error:  # noqa: BLE001
        seat.failures += 1
        log.error("AI (%s) build failed: %r; using a random build", seat.level, error)
        return random_build(seat.rng, budget_stomachs, catalogue)
