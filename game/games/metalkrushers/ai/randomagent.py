"""The random MetalKrushers agent: any legal choice, with a seeded random armour spread."""

from __future__ import annotations

import random

from game.core.match import Choice, Request
from game.games.metalkrushers.ai.seat import KrusherSeatView
from game.games.metalkrushers.rules.build import Build
from game.games.metalkrushers.rules.data import CHASSIS
from game.games.metalkrushers.rules.requests import BuildRequest


def random_armour(rng: random.Random, chassis: str) -> tuple[int, ...]:
    """A random legal spread of the chassis' armour over the six sides."""
    c = CHASSIS[chassis]
    armour = [0] * 6
    for _ in range(c.total):
        side = rng.choice([s for s in range(6) if armour[s] < c.max_side])
        armour[side] += 1
    return tuple(armour)


class RandomAgent:
    """Random: a uniformly random legal choice (a random loadout and armour spread for
    construction)."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: KrusherSeatView, request: Request) -> Choice:
        """A random legal choice."""
        choice = self.rng.choice(request.legal_choices())
        if isinstance(request, BuildRequest) and isinstance(choice, Build):
            return Build(choice.chassis, choice.program, choice.left, choice.right,
                         random_armour(self.rng, choice.chassis))
        return choice
