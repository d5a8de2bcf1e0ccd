"""The generic agent's levels: budgets in playouts and decisions (see game/ai/registry.py)."""

from __future__ import annotations

from dataclasses import replace

from game.ai.generic.budget import Budget
from game.ai.generic.search import GenericAgent

GENERIC = Budget(playouts=24, steps=2400, depth=10, width=8, halving=True, probes=3,
                 probe_share=0.5, prerank=24, forced_free=True, pairs=True)
"""The default: 24 greedy playouts of 10 decisions (forced answers free, half the decisions
probed) over at most 8 candidates, a long list pre-ranked from 24 one-step tries, by
sequential halving (measured in docs/ai.md, "The generic agent"; valuing against the best
rival, ``rivals``, did worse at the four-seat Dice Bot table and is off; with more than two
seats a standing is the mean of the seat's duels with each other seat, ``pairs``, issue 12)."""
QUICK = Budget(playouts=8, steps=500, depth=6, width=4, halving=True, probes=3, pairs=True)
"""A cheap opponent for tests and slow machines."""


def generic(seed: int) -> GenericAgent:
    """The generic agent at its default budget (scaled by a game's optional
    ``GENERIC_BUDGET_SCALE``, with chain search where it declares ``GENERIC_CHAINS``)."""
    return GenericAgent(seed, GENERIC, "generic", scalable=True)


def quick(seed: int) -> GenericAgent:
    """The generic agent at a small budget."""
    return GenericAgent(seed, QUICK, "generic-quick")


def with_playouts(seed: int, playouts: int) -> GenericAgent:
    """The generic agent with ``playouts`` playouts (otherwise as ``GENERIC``), searching
    at most one candidate per three playouts (at least 2, at most ``GENERIC.width``): fewer
    playouts than candidates would choose at random."""
    width = min(GENERIC.width, max(2, playouts // 3))
    steps = playouts * (GENERIC.depth * GENERIC.probes + 2) + GENERIC.prerank
    budget = replace(GENERIC, playouts=playouts, steps=steps, width=width)
    return GenericAgent(seed, budget, f"generic@{playouts}")
