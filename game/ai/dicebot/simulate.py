"""Play seeded AI-only Dice Bot games and print medals, wins and decision times per level.

    python -m game.ai.dicebot.simulate --players 4 --levels hard,normal,normal,normal \\
        --games 40 --seed 1 --deck-report

The levels rotate around the table from game to game (game ``i`` seats them shifted by
``i``), so no level keeps the same place in the ring. ``--deck-report`` adds each weapon
card's pick and win figures (game.rulesets.dicebot.report). ``--json`` prints the summary as
JSON instead of lines.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Sequence
from typing import Any

from game.ai.dicebot import AGENTS
from game.ai.dicebot.play import GameRecord, play_game
from game.rulesets.dicebot.report import combine, game_tally


def seating(levels: Sequence[str], game: int) -> tuple[str, ...]:
    """The levels in seat order for game number ``game`` (rotated by the game number)."""
    shift = game % len(levels)
    return tuple(levels[shift:]) + tuple(levels[:shift])


def run(levels: Sequence[str], games: int, seed: int) -> list[GameRecord]:
    """Play ``games`` games, game ``i`` from seed ``seed + i``."""
    return [play_game(seating(levels, i), seed + i) for i in range(games)]


def p95(values: list[float]) -> float:
    """The 95th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0


def summary(records: Sequence[GameRecord]) -> dict[str, Any]:
    """Per level: seats played, medals (total and per seat-game), wins (a shared sudden
    death counts for each winner), the win rate per seat-game and decision times."""
    per: dict[str, dict[str, Any]] = {}
    seconds: dict[str, list[float]] = {}
    unfinished = 0
    for record in records:
        result = record.match.result
        unfinished += not result.winners
        for seat, level in enumerate(record.levels):
            row = per.setdefault(level, {"seats": 0, "medals": 0, "wins": 0})
            row["seats"] += 1
            row["medals"] += result.medals[seat]
            row["wins"] += seat in result.winners
        for level, times in record.seconds.items():
            seconds.setdefault(level, []).extend(times)
    for level, row in per.items():
        row["medals_per_seat"] = row["medals"] / row["seats"]
        row["win_rate"] = row["wins"] / row["seats"]
        times = seconds.get(level, [])
        row["decision_ms_mean"] = 1000 * statistics.fmean(times) if times else 0.0
        row["decision_ms_p95"] = 1000 * p95(times)
    return {"games": len(records), "unfinished": unfinished, "levels": per}


def lines(report: dict[str, Any]) -> list[str]:
    """The summary as readable lines."""
    out = [f"{report['games']} games ({report['unfinished']} without a winner)"]
    for level, row in sorted(report["levels"].items()):
        out.append(f"  {level:<7} seats {row['seats']:>4}  medals {row['medals']:>4} "
                   f"({row['medals_per_seat']:.2f}/seat)  wins {row['wins']:>4} "
                   f"({100 * row['win_rate']:.1f}%/seat)  decision ms mean "
                   f"{row['decision_ms_mean']:.2f} p95 {row['decision_ms_p95']:.2f}")
    return out


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--levels", default="hard,normal,normal,normal",
                        help=f"comma-separated levels, one per seat ({', '.join(AGENTS)})")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deck-report", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    args.seats = [s.strip() for s in args.levels.split(",") if s.strip()]
    if len(args.seats) == 1:
        args.seats *= args.players
    if len(args.seats) != args.players or not 2 <= args.players <= 6:
        parser.error(f"--levels needs one level per player (2-6); got {args.levels!r}")
    unknown = [s for s in args.seats if s not in AGENTS]
    if unknown:
        parser.error(f"unknown levels {unknown}; choose from {sorted(AGENTS)}")
    return args


def main(argv: list[str] | None = None) -> int:
    """Run the games and print the summary (and the deck report)."""
    args = parse_args(argv)
    records = run(args.seats, args.games, args.seed)
    report = summary(records)
    deck = combine(game_tally(r.match.events) for r in records) if args.deck_report else None
    if args.json:
        if deck is not None:
            report["deck"] = deck.to_json()
        print(json.dumps(report, indent=1))
        return 0
    print("\n".join(lines(report)))
    if deck is not None:
        print("\n".join(deck.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
