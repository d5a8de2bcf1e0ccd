"""Agents that play any registered ruleset from the seam alone: ``GenericAgent`` (search) and
``UniformAgent`` (a uniformly random legal choice, the baseline every game gets)."""

from __future__ import annotations

import random

from game.ai.base import SeatView
from game.ai.generic.budget import Budget
from game.ai.generic.search import GenericAgent
from game.core.match import Choice, Request


class UniformAgent:
    """A uniformly random legal choice, seeded (the yardstick for every game)."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, request: Request) -> Choice:
        """Any legal choice, all equally likely (drawn as ``rng.choice`` of the list would
        draw it, without the list where the request can)."""
        return request.random_choice(self.rng)


__all__ = ["Budget", "GenericAgent", "UniformAgent"]
