"""Random legal play for property tests: random arenas, builds and choices from a seed."""

from __future__ import annotations

import random

from game.core.arena import open_arena
from game.core.hexes import Hex, spiral
from game.core.match import Match, start_match
from game.games.meatbot.rules import setup_to_json
from game.games.meatbot.rules.setup import MeatbotSetup

# One random build and choice rule for fuzzing and the golden digest.
from tools.meatbot.golden import pick_choice, random_build


def random_setup_json(seed: int, round_limit: int = 30) -> dict:
    """One of ten random arenas (radius 4-6 with a few walls) and 2-8 random bots."""
    shape = random.Random(seed % 10)
    radius = shape.randint(4, 6)
    hexes = spiral(Hex(0, 0), radius)
    walls = set(shape.sample(hexes, shape.randint(0, len(hexes) // 8)))
    rng = random.Random(seed)
    count = rng.randint(2, 8)
    spawns = rng.sample([h for h in hexes if h not in walls], count)
    arena = open_arena(radius, walls=walls)
    bots = tuple(random_build(rng, f"Bot{i}") for i in range(count))
    return setup_to_json(MeatbotSetup(arena, bots, tuple(spawns), round_limit=round_limit))


def random_choice(rng: random.Random, request) -> object:
    """A uniformly random legal choice, nudged toward useful ones so matches end."""
    return pick_choice(rng, request, request.legal_choices())


def play_random(seed: int, check=None, round_limit: int = 30) -> Match:
    """Play one random match to the end, calling ``check(match)`` after every submit."""
    rng = random.Random(seed * 7919 + 1)
    match = start_match("meatbot", random_setup_json(seed, round_limit), seed)
    while not match.is_over:
        request = match.pending()[0]
        match.submit(request.player, random_choice(rng, request))
        if check is not None:
            check(match)
    return match
