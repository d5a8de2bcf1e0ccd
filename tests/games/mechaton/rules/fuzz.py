"""Random Mechaton set-ups and random legal play, for the property tests."""

from __future__ import annotations

import random
from typing import Any

from game.core.match import Match, Request, start_match
from game.games.mechaton.rules import sample_setup_json
from game.games.mechaton.rules.choices import FinishArmy

MAX_CHOICES = 6000


def random_setup_json(seed: int) -> dict[str, Any]:
    """A sample set-up with seeded variations: player count, secret builds, deployment,
    the optional weapon rules and rockets."""
    rng = random.Random(seed)
    players = rng.randint(2, 5)
    data = sample_setup_json(players, seed)
    options = data["options"]
    options["deployment"] = rng.choice(["map", "rulebook"])
    options["split_weapons"] = rng.random() < 0.3
    options["double_weapons"] = rng.random() < 0.3
    options["clock"] = rng.randint(2, 6)
    if rng.random() < 0.5:
        data["armies"] = [None] * players
        options["rockets"] = rng.randint(0, 2)
    return data


def random_choice(rng: random.Random, request: Request) -> Any:
    """A legal choice; builders finish half the time they may (shorter armies)."""
    choices = request.legal_choices()
    if request.kind == "build" and FinishArmy() in choices and rng.random() < 0.5:
        return FinishArmy()
    return rng.choice(choices)


def play(seed: int, steps: int = MAX_CHOICES, setup: dict[str, Any] | None = None) -> Match:
    """A random match after up to ``steps`` random legal choices (or to its end)."""
    rng = random.Random(seed)
    match = start_match("mechaton", setup or random_setup_json(seed), seed)
    for _ in range(steps):
        if match.is_over:
            break
        player = rng.choice(sorted({r.player for r in match.pending()}))
        request = match.request_for(player)
        match.submit(request.player, random_choice(rng, request))
    return match
