"""Measure an AI level of any ruleset against another, in pairs of matches with the seats
swapped on the same set-up and seed, and print one JSON line (wins, losses, draws and the
processor time per decision of the first level: median, p95, max).

    python tools/generic_strength.py --ruleset mechaton --levels generic,random --matches 8
    python tools/generic_strength.py --ruleset meatbot --levels generic,normal --matches 8 \\
        --arena maps/duel_pit.tmx

Set-ups come from the ruleset's ``sample_setup_json(2, pair + 1)``; for Meatbot ``--arena``
plays basic bots (Massacre 5, no devourables, 100 rounds) on a shipped arena instead.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.base import SeatView  # noqa: E402
from game.ai.play_any import run_match  # noqa: E402
from game.ai.registry import make_agent  # noqa: E402
from game.core.match import Choice, Request  # noqa: E402
from game.core.ruleset import ruleset_module  # noqa: E402
from game.maps.tiled import load_arena  # noqa: E402


class Timed:
    """An agent whose decisions are timed in processor milliseconds."""

    def __init__(self, agent: Any) -> None:
        self.agent, self.level, self.cpu_ms = agent, agent.level, []

    def choose(self, view: SeatView, request: Request) -> Choice:
        """The agent's choice, timed."""
        start = time.process_time()
        choice = self.agent.choose(view, request)
        self.cpu_ms.append((time.process_time() - start) * 1000)
        return choice


def setup_for(ruleset: str, pair: int, arena: str | None) -> dict[str, Any]:
    """The set-up of one pair of matches."""
    if arena is not None:
        return {"arena": {"path": arena}, "round_limit": 100,
                "bots": [{"name": n, "massacre": 5, "devourables": []} for n in "AB"]}
    return ruleset_module(ruleset).sample_setup_json(2, pair + 1)


def measure(ruleset: str, levels: list[str], matches: int, arena: str | None) -> dict[str, Any]:
    """Play the matches and tally them from the first level's side."""
    tally = {"won": 0, "lost": 0, "draws": 0}
    cpu: list[float] = []
    for index in range(matches):
        me = Timed(make_agent(ruleset, levels[0], 1000 + index))
        seats: list[Any] = [me, levels[1]] if index % 2 == 0 else [levels[1], me]
        run = run_match(ruleset, setup_for(ruleset, index // 2, arena), seats,
                        7919 * (index // 2) + 1, arena_loader=load_arena)
        mine = seats.index(me)
        outcome = "won" if mine in run.winners else "draws" if not run.winners else "lost"
        tally[outcome] += 1
        cpu += me.cpu_ms
        print(index, outcome, run.decisions, file=sys.stderr, flush=True)
    cpu.sort()
    return {"ruleset": ruleset, "arena": arena or "sample", "levels": levels,
            "matches": matches, **tally,
            "cpu_ms": {"median": round(cpu[len(cpu) // 2]) if cpu else 0,
                       "p95": round(cpu[int(0.95 * (len(cpu) - 1))]) if cpu else 0,
                       "max": round(cpu[-1]) if cpu else 0}}


def main(argv: list[str] | None = None) -> None:
    """Parse the command line and print the JSON line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ruleset", required=True)
    parser.add_argument("--levels", default="generic,random")
    parser.add_argument("--matches", type=int, default=8)
    parser.add_argument("--arena", default=None)
    args = parser.parse_args(argv)
    levels = [s.strip() for s in args.levels.split(",")]
    print(json.dumps(measure(args.ruleset, levels, args.matches, args.arena)))


if __name__ == "__main__":
    main()
