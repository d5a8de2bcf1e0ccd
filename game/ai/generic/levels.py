"""The generic agent's levels: budgets in playouts and decisions (see game/ai/registry.py)."""

from __future__ import annotations

from game.ai.generic.search import Budget, GenericAgent

GENERIC = Budget(playouts=64, steps=1500, depth=24, width=12)
"""The default: measured in docs/ai.md ("The generic agent")."""
QUICK = Budget(playouts=16, steps=400, depth=16, width=8)
"""A cheap opponent for tests and slow machines."""


def generic(seed: int) -> GenericAgent:
    """The generic agent at its default budget."""
    return GenericAgent(seed, GENERIC, "generic")


def quick(seed: int) -> GenericAgent:
    """The generic agent at a small budget."""
    return GenericAgent(seed, QUICK, "generic-quick")


def with_playouts(seed: int, playouts: int) -> GenericAgent:
    """The generic agent with ``playouts`` playouts of up to ``GENERIC.depth`` decisions,
    searching at most one candidate per four playouts (at least 2, at most
    ``GENERIC.width``): fewer playouts than candidates would choose at random."""
    width = min(GENERIC.width, max(2, playouts // 4))
    budget = Budget(playouts, playouts * GENERIC.depth, GENERIC.depth, width)
    return GenericAgent(seed, budget, f"generic@{playouts}")
