"""The random Mechaton agent: any legal choice (the baseline the others are measured on)."""

from __future__ import annotations

import random
from typing import Any

from game.core.match import Choice, Request
from game.games.mechaton.rules.choices import FinishArmy

FINISH_CHANCE = 0.5
"""How often the random builder stops as soon as its army may finish."""


class RandomAgent:
    """A seeded random legal choice for every request; builds stop at a random size."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any, request: Request) -> Choice:
        """A random one of ``request.legal_choices()``."""
        choices = request.legal_choices()
        if request.kind == "build" and FinishArmy() in choices \
                and self.rng.random() < FINISH_CHANCE:
            return FinishArmy()
        return self.rng.choice(choices)
