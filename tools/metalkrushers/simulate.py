"""MetalKrushers' part of the shared simulator: its set-ups on an arena, by build mode.

    python tools/simulate.py --ruleset metalkrushers --maps all --players all \\
        --seats hard,normal --builds both --matches 12 --seed 11 --table

Two seats fight the Arena Rules duel, more an Open Combat, with ousting; ``--scenario``
names another (``team``: two Krushers a seat, each seat a team; ``pickup``: Krushers that arm
on the arena's pick-up hexes). ``--builds own``: every Krusher is designed in the match by
its own agent; ``same``: every Krusher gets the one named design drawn for the rotation;
without ``--builds``: the sample set-up's designs, drawn per seat.
"""

from __future__ import annotations

import argparse
from typing import Any

HAS_BUILDS = True
"""Krushers are designed before the match (``--builds`` means something here)."""

ARENA_FLAGS = ("--scenario",)
"""Flags that set an arena's match (refused without an arena)."""

BENCH_VARIANTS = (("--scenario", "team"), ("--scenario", "pickup"))
"""The runs tools/bench_play.py times besides the default (the duel and Open Combat): Team
Play puts two Krushers in each seat, Pick-Up arms them on the arena."""

__all__ = ["ARENA_FLAGS", "BENCH_VARIANTS", "HAS_BUILDS", "add_arguments", "arena_setup"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """MetalKrushers' flag on the shared simulator's command line."""
    parser.add_argument("--scenario", default=None, choices=("duel", "open", "team", "pickup"),
                        help="the scenario (default: the duel for two seats, Open Combat "
                        "for more)")


def arena_setup(args: argparse.Namespace, path: str, players: int, rotation: int = 0,
                builds: str | None = None) -> dict[str, Any]:
    """The set-up for ``rotation`` on the arena at ``path`` (the game's default turn limit)."""
    from game.games.metalkrushers.rules.arenas import sample_setup_json

    scenario = getattr(args, "scenario", None)
    data = dict(sample_setup_json(players, args.seed + rotation, scenario), arena={"path": path})
    data.pop("turn_limit", None)
    if builds is not None:
        shared = data["krushers"][0]["build"] if builds == "same" else None
        data["krushers"] = [dict(k, build=shared) for k in data["krushers"]]
    return data
