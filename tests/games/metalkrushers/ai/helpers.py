"""Playing seeded MetalKrushers matches between agents for the AI tests."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.match import Match, start_match
from game.games.metalkrushers.ai import AGENTS, observe
from game.games.metalkrushers.rules import sample_setup_json
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.movement import mover

ALL_OPTIONS = {"new_chassis": True, "new_programs": True, "new_shields": True, "ousting": True}


def setup(scenario: str, players: int, seed: int, turn_limit: int,
          all_options: bool = False) -> dict:
    """A sample-arena set-up with every Krusher built in the match by its agent."""
    data = sample_setup_json(players, seed, scenario)
    for krusher in data["krushers"]:
        krusher["build"] = None
    if all_options:
        data["options"] = dict(ALL_OPTIONS)
    data["turn_limit"] = turn_limit
    return data


def play(data: dict, levels: Sequence[str], seed: int,
         seen: dict[str, int] | None = None) -> Match:
    """Play ``data`` to its end with ``levels[seat]`` in each seat; each choice is checked
    against its request first and the request kinds met are counted into ``seen``."""
    match = start_match("metalkrushers", data, seed)
    agents = [AGENTS[level](seed * 7 + seat) for seat, level in enumerate(levels)]
    while not match.is_over:
        for request in sorted(match.pending(), key=lambda r: r.player):
            choice = agents[request.player].choose(observe(match, request.player), request)
            request.validate(choice)
            if seen is not None:
                seen[request.kind] = seen.get(request.kind, 0) + 1
            match.submit(request.player, choice)
    return match


def bulwarks(players: int) -> tuple[Any, Krusher]:
    """A sample match of ``players`` Bulwarks (a weapon and a shield each) waiting for its
    first movement, and the Krusher moving first."""
    data = sample_setup_json(players, 0)
    data["krushers"] = [dict(k, build="Bulwark") for k in data["krushers"]]
    state = start_match("metalkrushers", data, 0).state
    state.pending()
    me = mover(state)
    assert me is not None
    return state, me
