"""MetalKrushers' part of the shared simulator: its set-ups on an arena, by build mode.

    python tools/simulate.py --ruleset metalkrushers --maps all --players all \\
        --seats hard,normal --builds both --matches 12 --seed 11 --table

Two seats fight the Arena Rules duel, more an Open Combat (the sample set-up's scenarios),
with ousting. ``--builds own``: every Krusher is designed in the match by its own agent;
``same``: every Krusher gets the one named design drawn for the rotation; without
``--builds``: the sample set-up's designs, drawn per seat.
"""

from __future__ import annotations

import argparse
from typing import Any

HAS_BUILDS = True
"""Krushers are designed before the match (``--builds`` means something here)."""

__all__ = ["HAS_BUILDS", "arena_setup"]


def arena_setup(args: argparse.Namespace, path: str, players: int, rotation: int = 0,
                builds: str | None = None) -> dict[str, Any]:
    """The set-up for ``rotation`` on the arena at ``path`` (the game's default turn limit)."""
    from game.rulesets.metalkrushers.arenas import sample_setup_json

    data = dict(sample_setup_json(players, args.seed + rotation), arena={"path": path})
    data.pop("turn_limit", None)
    if builds is not None:
        shared = data["krushers"][0]["build"] if builds == "same" else None
        data["krushers"] = [dict(k, build=shared) for k in data["krushers"]]
    return data
