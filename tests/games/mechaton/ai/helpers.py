"""Seeded Mechaton matches between agents, recording every request and answer."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.match import Choice, Match, Request, start_match
from game.games.mechaton.ai import make_agent
from game.games.mechaton.ai.seat import observe
from game.games.mechaton.ai.simulate import setup_json
from game.maps.tiled import MAPS_DIR, load_arena

KILLING_GROUND = MAPS_DIR / "mechaton_killing_ground.tmx"
SATELLITE = MAPS_DIR / "mechaton_satellite_crash.tmx"
CROSSROADS = MAPS_DIR / "mechaton_crossroads.tmx"


def play(levels: Sequence[str], seed: int, arena: Any = KILLING_GROUND, short: bool = False,
         deployment: str = "map", **options: Any) -> tuple[Match, list[tuple[Request, Choice]]]:
    """A whole match with an agent of ``levels[s]`` in seat ``s``; every (request, choice)."""
    data = setup_json(arena, len(levels), short, deployment, **options)
    match = start_match("mechaton", data, seed, arena_loader=load_arena)
    agents = [make_agent(level, seed * 7 + s) for s, level in enumerate(levels)]
    answered = []
    while not match.is_over:
        request = match.pending()[0]
        choice = agents[request.player].choose(observe(match, request.player), request)
        answered.append((request, choice))
        match.submit(request.player, choice)
    return match, answered
