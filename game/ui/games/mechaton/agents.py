"""AI seats for Mechaton: the easy level is a seeded random legal choice for every request;
normal and hard come from game/ai/mechaton through the AI registry.

Building leans toward full armies (a mech is added more often than the army is finished
early) so a random army is not always the smallest one.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.core.match import Choice, Request
from game.rulesets.mechaton.choices import FinishArmy

FINISH_CHANCE = 0.35
"""How often a random builder stops as soon as its army may be finished."""


class RandomMechatonAgent:
    """Any legal choice, uniformly at random (seeded)."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any, request: Request) -> Choice:
        """A random legal choice (building: finish now and then, else a random mech)."""
        choices = request.legal_choices()
        finish = [c for c in choices if isinstance(c, FinishArmy)]
        if finish and (len(finish) == len(choices) or self.rng.random() < FINISH_CHANCE):
            return finish[0]
        others = [c for c in choices if not isinstance(c, FinishArmy)] or choices
        return self.rng.choice(others)

    def build(self, budget_stomachs: int, massacre: int,
              catalogue: Mapping[str, Any]) -> list[str]:
        """Mechaton builds through its ``build`` requests, not this Meatbot hook."""
        return []


def make_mechaton_agent(level: str, seed: int) -> Any:
    """The agent for a Mechaton AI seat: easy plays at random (leaning to full armies),
    normal and hard are game/ai/mechaton's agents (through the AI registry)."""
    if level in ("easy", "random"):
        return RandomMechatonAgent(seed)
    from game.ai.registry import make_agent

    return make_agent("mechaton", level, seed)
