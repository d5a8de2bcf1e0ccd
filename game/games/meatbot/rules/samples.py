"""Small sample set-ups for tests and quick matches (the ``sample_setup_json`` of the seam)."""

from __future__ import annotations

import random
from typing import Any

from game.core.arena import open_arena
from game.core.hexes import Hex, spiral
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.setup import ITEM_IDS_APART, ITEM_IDS_KEY, arena_to_json

SAMPLE_RADIUS = 4
SAMPLE_ROUND_LIMIT = 30
SAMPLE_STOMACHS = 4


def sample_setup_json(players: int, seed: int) -> dict[str, Any]:
    """A small, quick match for ``players`` bots, varied by ``seed``: a radius-4 arena with a
    few walls, random Massacre 3-6 and random devourables within 4 Stomachs, 30 rounds."""
    rng = random.Random(seed)
    hexes = spiral(Hex(0, 0), SAMPLE_RADIUS)
    walls = set(rng.sample(hexes[1:], rng.randint(0, 5)))
    spawns = rng.sample([h for h in hexes if h not in walls], players)
    arena = open_arena(SAMPLE_RADIUS, walls=walls, spawns=spawns, name="Sample arena")
    bots = [{"name": f"Bot {i + 1}", "massacre": rng.randint(3, 6),
             "devourables": _random_build(rng)} for i in range(players)]
    return {"arena": arena_to_json(arena), "bots": bots, "starts": [],
            "round_limit": SAMPLE_ROUND_LIMIT, "secret_builds": rng.random() < 0.5,
            ITEM_IDS_KEY: ITEM_IDS_APART}


def _random_build(rng: random.Random) -> list[str]:
    return dv.random_fill(rng, SAMPLE_STOMACHS, sorted(dv.DEVOURABLES), draws=6)
