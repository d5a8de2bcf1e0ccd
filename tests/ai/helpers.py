"""Random arenas and builds for the AI tests."""

from __future__ import annotations

import random

from game.core.arena import Arena, open_arena
from game.core.hexes import Hex, spiral
from game.games.meatbot.ai.builds import random_build
from game.games.meatbot.rules import BotBuild
from game.games.meatbot.rules.devourables import DEVOURABLES


def random_arena(rng: random.Random, bots: int) -> Arena:
    """A hexagonal arena of radius 4-5 with a few walls and ``bots`` spawns."""
    radius = rng.randint(4, 5)
    hexes = spiral(Hex(0, 0), radius)
    walls = set(rng.sample(hexes, rng.randint(0, len(hexes) // 8)))
    spawns = rng.sample([h for h in hexes if h not in walls], bots)
    return open_arena(radius, walls=walls, spawns=spawns)


def random_builds(rng: random.Random, bots: int) -> tuple[BotBuild, ...]:
    """Random bots: Massacre 2-8 and random devourables within 0-10 Stomachs."""
    return tuple(BotBuild(f"Bot{i}", rng.randint(2, 8),
                          tuple(random_build(rng, rng.randint(0, 10), DEVOURABLES)))
                 for i in range(bots))
