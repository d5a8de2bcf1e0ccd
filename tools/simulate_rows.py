"""The rows the shared simulator plays (arena x table size x build mode) and the Markdown
table it prints with ``--table``.

A row is one series of matches: an arena (or none, for a game played at a table), a table
size (``--players``: the ``--seats`` levels fill the seats in turn) and a build mode
(``--builds``): ``own`` (each level builds its own bots) or ``same`` (every seat fields the
same build, drawn afresh for each rotation of the seats). A game says which table sizes an
arena offers with ``table_sizes(path)`` in its tools/<game>/simulate.py (else two up to the
arena's player count) and whether it has builds at all with ``HAS_BUILDS``.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

BUILD_MODES = ("own", "same", "both")
"""What ``--builds`` takes ("both": a row for each of own and same)."""


@dataclass(frozen=True, slots=True)
class Row:
    """One series of matches: where, how many seats, which build mode (None: the game's
    sample builds; "none": the game has no builds)."""

    path: str | None
    players: int
    builds: str | None


def modes(args: argparse.Namespace, tool: ModuleType | None) -> list[str | None]:
    """The build modes ``--builds`` asks for: None (the game's sample builds) without it,
    "none" for a game without builds."""
    if not getattr(tool, "HAS_BUILDS", False):
        return ["none"]
    if args.builds is None:
        return [None]
    return ["own", "same"] if args.builds == "both" else [args.builds]


def sizes_of(args: argparse.Namespace, tool: ModuleType | None, path: str | None,
             arena: Any) -> list[int]:
    """The table sizes ``--players`` asks for on ``path`` (whose arena is ``arena``, None
    without one): one seat per level by default, 'all' for every size offered there."""
    spec = args.players
    if spec is None:
        return [len(args.labels)]
    if spec.strip() != "all":
        return [int(n) for n in spec.split(",") if n.strip()]
    if tool is not None and hasattr(tool, "table_sizes"):
        return list(tool.table_sizes(path))
    if arena is None:
        return [len(args.labels)]
    return list(range(2, (arena.max_players or len(arena.spawns)) + 1))


def rows_of(args: argparse.Namespace, tool: ModuleType | None,
            loader: Any) -> list[Row]:
    """Every row of the run, arena by arena, smallest table first, own builds first."""
    rows = []
    for path in args.map_list:
        arena = loader(path) if path is not None else None
        for players in sizes_of(args, tool, path, arena):
            rows.extend(Row(path, players, mode) for mode in modes(args, tool))
    return rows


def table_head(labels: list[str]) -> str:
    """The Markdown head of ``--table`` for these levels."""
    levels = list(dict.fromkeys(labels))
    cells = ["arena", "seats", "builds", "matches", *(f"{level} won" for level in levels),
             "drawn", "decision p95, ms CPU"]
    return "| " + " | ".join(cells) + " |\n|" + " --- |" * len(cells)


def table_row(row: Row, report: Any) -> str:
    """One Markdown row: each level's wins with share, 95% interval and even share."""
    levels = list(dict.fromkeys(report.levels))
    won = []
    for level in levels:
        low, high = report.interval(level)
        won.append(f"{report.wins.get(level, 0)} ({100 * report.win_rate(level):.0f}%; "
                   f"{100 * low:.0f}-{100 * high:.0f}%; even "
                   f"{100 * report.even_share(level):.0f}%)")
    p95 = ", ".join(f"{level} {report.to_json()['decision_cpu_ms'][level]['p95']:.0f}"
                    for level in levels)
    cells = [arena_name(row.path), str(row.players), build_words(row.builds),
             str(report.matches), *won, str(report.draws), p95]
    return "| " + " | ".join(cells) + " |"


def arena_name(path: str | None) -> str:
    """An arena's file name without folder and ending, or "sample set-ups"."""
    return Path(path).stem if path else "sample set-ups"


def build_words(mode: str | None) -> str:
    """A build mode in the table's words."""
    return {"own": "each its own", "same": "identical", "none": "no builds"}.get(mode or "",
                                                                                 "sample")
