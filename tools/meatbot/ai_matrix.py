"""Measure every AI pairing on every shipped arena, 2 and 4 seats, and print the Markdown table.

    python tools/meatbot/ai_matrix.py --matches 100 --seed 1 --workers 2 > matrix.md

One row per (arena, seats): wins, draws, matches the round limit ended, the rounds spread and
the p95 decision times (every decision, and Pick decisions alone), then a verdict against the
targets of docs/ai.md (round-limit endings under 1%; normal beats easy in 90% of the matches, hard
beats normal in 65%, and 60% with identical builds). In a 4-seat row the levels are two and two,
and "beats" means one of that level's bots is the last standing. Arenas with fewer spawns than
seats are left out. Runs the same matches as ``tools/simulate.py`` would with those arguments.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools import simulate as shared  # noqa: E402
from tools.meatbot import simulate  # noqa: E402

PAIRINGS: tuple[tuple[str, bool, str | None, float | None], ...] = (
    # (seats of a duel, mirror builds, the level that should win, its target share)
    ("normal,easy", False, "normal", 0.90),
    ("hard,normal", False, "hard", 0.65),
    ("hard,normal", True, "hard", 0.60),
    ("normal,hard", True, "hard", 0.60),
)
SAME_LEVEL: tuple[tuple[str, bool, str | None, float | None], ...] = (
    ("normal,normal", False, None, None),
    ("hard,hard", False, None, None),
    ("easy,easy", False, None, None),
)
LIMIT_TARGET = 0.01
HEAD = ("| arena | seats | matches | wins | draws | round limit | rounds mean / p90 / max "
        "| pick ms p95 | every decision p95, ms wall / cpu | winner's share (95% interval) "
        "| verdict |\n"
        + "| --- " * 11 + "|")


def cells(four: bool, same_level: bool) -> list[tuple[str, bool, str | None, float | None]]:
    """The pairings with a target (or the same-level ones), as duels or doubled to four."""
    chosen = SAME_LEVEL if same_level else PAIRINGS
    if not four:
        return list(chosen)
    return [(f"{seats},{seats}", mirror, level, target)
            for seats, mirror, level, target in chosen]


def verdict(summary: dict[str, Any], level: str | None, target: float | None) -> str:
    """'ok' or what missed its target."""
    misses = []
    if summary["round_limit_share"] >= LIMIT_TARGET:
        misses.append(f"round limit {100 * summary['round_limit_share']:.1f}%")
    if level is not None and target is not None:
        share = summary["wins"][level] / max(1, summary["matches"])
        if share < target:
            misses.append(f"{level} {100 * share:.0f}% < {100 * target:.0f}%")
    return "ok" if not misses else "MISS: " + "; ".join(misses)


def row(summary: dict[str, Any], level: str | None, target: float | None) -> str:
    """A table row: simulate's row plus the every-decision p95 and the verdict."""
    base = simulate.table_row(summary)
    every = ", ".join(f"{k} {v['p95']:.0f} / {summary['decision_cpu_ms'][k]['p95']:.0f}"
                      for k, v in summary["decision_ms"].items())
    share = ""
    if level is not None:
        low, high = wilson(summary["wins"][level], summary["matches"])
        share = (f"{100 * summary['wins'][level] / max(1, summary['matches']):.0f}% "
                 f"({100 * low:.0f}-{100 * high:.0f})")
    return f"{base} {every} | {share} | {verdict(summary, level, target)} |"


def wilson(wins: int, matches: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a win share (wins out of matches)."""
    if matches <= 0:
        return 0.0, 1.0
    share = wins / matches
    middle = (share + z * z / (2 * matches)) / (1 + z * z / matches)
    half = (z / (1 + z * z / matches)) * (share * (1 - share) / matches
                                          + z * z / (4 * matches * matches)) ** 0.5
    return max(0.0, middle - half), min(1.0, middle + half)


def main(argv: list[str] | None = None) -> int:
    """Every row of the matrix, printed as it is measured."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--maps", default="all")
    parser.add_argument("--massacre", type=int, default=5)
    parser.add_argument("--stomachs", type=int, default=4)
    parser.add_argument("--seat-counts", default="2,4",
                        help="which rows: duels (2), four seats (4) or both")
    parser.add_argument("--same-level", action="store_true",
                        help="run normal-normal, hard-hard and easy-easy instead (their only "
                        "target: the round limit)")
    parser.add_argument("--with", dest="level", default="",
                        help="only the rows where this level plays (e.g. hard: the rows a "
                        "change to the hard agent can affect)")
    args = parser.parse_args(argv)
    print(HEAD)
    for path in shared.map_paths(args.maps, "meatbot"):
        for four in [n.strip() == "4" for n in args.seat_counts.split(",")]:
            for seats, mirror, level, target in cells(four, args.same_level):
                if args.level and args.level not in seats.split(","):
                    continue
                sim = shared.parse_args(
                    ["--ruleset", "meatbot", "--seats", seats, "--matches", str(args.matches),
                     "--seed", str(args.seed),
                     "--workers", str(args.workers), "--massacre", str(args.massacre),
                     "--stomachs", str(args.stomachs), "--maps", path]
                    + (["--mirror-builds"] if mirror else []))
                summary = simulate.simulate(sim, path)
                if "skipped" in summary:
                    continue
                print(row(summary, level, target), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
