"""Mechaton's part of the shared simulator: table sizes and set-ups on an arena.

    python tools/simulate.py --ruleset mechaton --maps all --players all \\
        --seats hard,normal --builds both --matches 12 --seed 11 --table

An arena offers the player counts whose stations it holds (a single-station arena: the
three-player short game around its satellite). ``--builds own``: every army is built in the
match by its own agent; ``same``: every seat fields one random army drawn for the rotation
(in the short game every agent builds the same fully loaded mechs anyway); without
``--builds``: the sample set-up's armies, drawn per seat. Mechs deploy from the map.
"""

from __future__ import annotations

import argparse
import random
from typing import Any

HAS_BUILDS = True
"""Armies are built before the match (``--builds`` means something here)."""

__all__ = ["HAS_BUILDS", "arena_setup", "table_sizes"]


def table_sizes(path: str | None) -> list[int]:
    """The player counts the arena at ``path`` offers (the sample field: two to five)."""
    if path is None:
        return [2, 3, 4, 5]
    return [players for players, _short in _offered(path)]


def arena_setup(args: argparse.Namespace, path: str, players: int, rotation: int = 0,
                builds: str | None = None) -> dict[str, Any]:
    """The set-up for ``rotation`` on the arena at ``path`` with ``players`` seats."""
    from game.games.mechaton.ai.simulate import setup_json
    from game.games.mechaton.rules.sample import NAMES, random_army

    short = (players, True) in _offered(path)
    data = setup_json(path, players, short_game=short)
    if short or builds == "own":
        return data
    rng = random.Random(args.seed + rotation)
    if builds == "same":
        army = random_army(rng, players)
        data["armies"] = [[dict(m, name=f"{NAMES[s]} {i + 1}") for i, m in enumerate(army)]
                          for s in range(players)]
    else:
        data["armies"] = [random_army(rng, players, prefix=NAMES[s]) for s in range(players)]
    return data


def _offered(path: str) -> list[tuple[int, bool]]:
    from game.games.mechaton.ai.simulate import offered
    from game.maps.tiled import load_arena

    return offered(load_arena(path))
