"""Choosing a bot's devourables within a Stomachs budget (the answer to a "build" request)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import nearest_massacre
from game.games.meatbot.rules.choices import Build
from game.games.meatbot.rules.requests import BuildRequest

# The order the heuristic fills Stomachs in (measured with tools/simulate.py; see docs/ai.md).
PREFERENCE: tuple[str, ...] = (dv.HYPERHEAL, dv.AGGRO_PUMP, dv.GOUGERS, dv.BOOM,
                               dv.ACID_SPRAY, dv.EXTRA_MEAT, dv.EXTRA_MEAT, dv.EXTRA_MEAT,
                               dv.EXTRA_MEAT, dv.EXTRA_MEAT, dv.EXTRA_MEAT)


# The hard AI's order: the strongest Stomachs-4 build in our round robin (Hyperheal, Gougers and
# Crane Whip Arms: Gougers that reach two hexes), then more of what helped.
HARD_PREFERENCE: tuple[str, ...] = (dv.HYPERHEAL, dv.GOUGERS, dv.CRANE, dv.NERVE_LACE,
                                    dv.AGGRO_PUMP, dv.EXTRA_MEAT, dv.EXTRA_MEAT, dv.TWITCHY,
                                    dv.EXTRA_MEAT, dv.EXTRA_MEAT, dv.EXTRA_MEAT)


NORMAL_ORDERS: tuple[tuple[str, ...], ...] = (
    PREFERENCE,
    HARD_PREFERENCE,
    (dv.BOOM, dv.GOUGERS, dv.AGGRO_PUMP, dv.EXTRA_MEAT, dv.EXTRA_MEAT, dv.EXTRA_MEAT,
     dv.EXTRA_MEAT, dv.EXTRA_MEAT, dv.EXTRA_MEAT),
    (dv.GOUGERS, dv.CRANE, dv.NERVE_LACE, dv.EXTRA_MEAT, dv.HYPERHEAL, dv.EXTRA_MEAT,
     dv.EXTRA_MEAT, dv.EXTRA_MEAT, dv.EXTRA_MEAT),
    (dv.HYPERHEAL, dv.ACID_SPRAY, dv.GOUGERS, dv.AGGRO_PUMP, dv.EXTRA_MEAT, dv.EXTRA_MEAT,
     dv.EXTRA_MEAT, dv.EXTRA_MEAT, dv.EXTRA_MEAT),
)
"""The normal AI's builds: each agent draws one of these orders from its own seed, so the
bots of one match differ. Each is led by what did well in our round robins (Hyperheal,
Gougers and a pump or reach; a Boom Launcher with claws; Acid Spray with claws)."""


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
    return dv.random_fill(rng, budget, sorted(catalogue))


def fits(build: Sequence[str], budget: int, catalogue: Mapping[str, Any]) -> bool:
    """True if every name is known and the Stomachs add up to at most ``budget``."""
    return all(k in catalogue for k in build) and \
        sum(stomachs(catalogue, k) for k in build) <= budget


AI_MASSACRE = 5
"""The Massacre an agent aims for under a Single Measure (the rest of the points buy
Stomachs): as near as the points allow."""


def measured_massacre(request: BuildRequest) -> int | None:
    """The Massacre to choose for a "build" request: ``AI_MASSACRE`` as near as a Single
    Measure's points allow, or None when the request has no points (Massacre is set)."""
    if request.points is None:
        return None
    return nearest_massacre(request.points, AI_MASSACRE)


def _massacre_and_room(request: BuildRequest) -> tuple[int | None, int]:
    """The Massacre an agent chooses (None: it is set) and the Stomachs that leaves."""
    massacre = measured_massacre(request)
    return massacre, request.room(request.massacre if massacre is None else massacre)


def preferred_answer(request: BuildRequest, order: Sequence[str] = PREFERENCE) -> Build:
    """The answer to a "build" request: the preference list within the room left (and the
    measured Massacre under a Single Measure)."""
    massacre, room = _massacre_and_room(request)
    return Build(tuple(preferred_build(room, dv.DEVOURABLES, order)), massacre)


def random_answer(rng: random.Random, request: BuildRequest) -> Build:
    """A random build that fits the request (the measured Massacre under a Single
    Measure)."""
    massacre, room = _massacre_and_room(request)
    return Build(tuple(random_build(rng, room, dv.DEVOURABLES)), massacre)
