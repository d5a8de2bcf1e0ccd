"""Seeded AI-only MetalKrushers matches, summed up per level.

    python -m game.ai.metalkrushers.simulate --scenario duel --levels hard,normal --matches 40
    python -m game.ai.metalkrushers.simulate --all --levels hard,normal --matches 10

Each Krusher is built in the match by its agent (construction is a request like any other).
Levels are rotated over the seats from match to match, so no level keeps one spawn. The JSON
summary holds wins per level, draws, the share of matches that hit the turn limit, turns,
decision time per level (mean, p95 and max in ms: ``decision_ms`` is CPU time from
``time.process_time``, ``decision_wall_ms`` wall time; the machine's load average is
printed with them, since a shared machine stretches wall time) and the settings. ``--all``
runs every shipped arena with each scenario and player count it offers (``CONFIGS``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.ai.metalkrushers import AGENTS
from game.ai.metalkrushers.seat import observe
from game.core.match import Match, start_match

STANDARD = "maps/krusher_arena.tmx"
TEAM_HALL = "maps/krusher_team_arena.tmx"
CONFIGS: tuple[tuple[str, str, int, int], ...] = (
    (STANDARD, "duel", 2, 1), (STANDARD, "open", 3, 1), (STANDARD, "open", 6, 1),
    (STANDARD, "pickup", 2, 1), (STANDARD, "pickup", 4, 1),
    (TEAM_HALL, "team", 2, 2), (TEAM_HALL, "team", 2, 5), (TEAM_HALL, "open", 4, 1),
)
"""(arena, scenario, seats, Krushers per seat) for every configuration we measure."""


@dataclass
class Record:
    """How one match went: the winning seats' levels, turns and decision times."""

    winners: tuple[str, ...]
    draw: bool
    turn_limit: bool
    turns: int
    ms: dict[str, list[float]] = field(default_factory=dict)
    """CPU milliseconds per decision, by level."""
    wall: dict[str, list[float]] = field(default_factory=dict)
    """Wall-clock milliseconds per decision, by level."""


def _load(path: str) -> Any:
    from game.tiled import load_arena

    return load_arena(path)


def setup_json(arena: str, scenario: str, seats: int, per_seat: int,
               turn_limit: int | None = None) -> dict[str, Any]:
    """A set-up with every Krusher to be built in the match (ousting in play; the turn limit
    the rules give that many Krushers unless ``turn_limit`` is set)."""
    krushers = [{"name": f"Krusher {chr(65 + s * per_seat + i)}", "seat": s, "team": s,
                 "build": None} for s in range(seats) for i in range(per_seat)]
    return {"scenario": scenario, "arena": {"path": arena},
            "seats": [f"Seat {s + 1}" for s in range(seats)], "krushers": krushers,
            "options": {"ousting": True}, "turn_limit": turn_limit}


def play(data: dict[str, Any], levels: Sequence[str], seed: int,
         loader: Callable[[str], Any] = _load) -> Record:
    """Play one match with ``levels[seat]`` in each seat; agents seeded from ``seed``."""
    match = start_match("metalkrushers", data, seed, arena_loader=loader)
    agents = [AGENTS[level](seed * 31 + seat) for seat, level in enumerate(levels)]
    ms: dict[str, list[float]] = {level: [] for level in levels}
    wall: dict[str, list[float]] = {level: [] for level in levels}
    while not match.is_over:
        for request in sorted(match.pending(), key=lambda r: r.player):
            began, cpu = time.perf_counter(), time.process_time()
            choice = agents[request.player].choose(observe(match, request.player), request)
            ms[levels[request.player]].append((time.process_time() - cpu) * 1000)
            wall[levels[request.player]].append((time.perf_counter() - began) * 1000)
            match.submit(request.player, choice)
    return _record(match, levels, ms, wall)


def _record(match: Match, levels: Sequence[str], ms: dict[str, list[float]],
            wall: dict[str, list[float]]) -> Record:
    result = match.result
    winners = tuple(levels[s] for s in result.winners)
    return Record(winners, result.draw, result.draw and "turn limit" in result.reason,
                  result.turns, ms, wall)


def run(arena: str, scenario: str, seats: int, per_seat: int, levels: Sequence[str],
        matches: int, seed: int) -> dict[str, Any]:
    """``matches`` seeded matches of one configuration, summed up."""
    data = setup_json(arena, scenario, seats, per_seat)
    records = []
    for index in range(matches):
        order = [levels[(s + index) % len(levels)] for s in range(seats)]
        records.append(play(data, order, seed * 1_000_003 + index))
    return summarise(records, levels) | {"arena": arena, "scenario": scenario,
                                         "seats": seats, "krushers_per_seat": per_seat}


def percentile(samples: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``samples``."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else 0.0


def summarise(records: list[Record], levels: Sequence[str]) -> dict[str, Any]:
    """Wins per level (a team win counts once per level on it), draws, turn-limit share,
    turns and decision times."""
    names = list(dict.fromkeys(levels))
    wins = dict.fromkeys(names, 0)
    times: dict[str, list[float]] = {n: [] for n in names}
    walls: dict[str, list[float]] = {n: [] for n in names}
    for r in records:
        for level in set(r.winners):
            wins[level] += 1
        for level, samples in r.ms.items():
            times[level] += samples
        for level, samples in r.wall.items():
            walls[level] += samples
    n = max(len(records), 1)
    return {"matches": len(records), "levels": names, "wins": wins,
            "win_share": {k: round(v / n, 3) for k, v in wins.items()},
            "draws": sum(r.draw for r in records),
            "turn_limit_share": round(sum(r.turn_limit for r in records) / n, 3),
            "turns_mean": round(statistics.mean(r.turns for r in records), 2) if records else 0,
            "decision_ms": {k: _timing(v) for k, v in times.items()},
            "decision_wall_ms": {k: _timing(v) for k, v in walls.items()}}


def _timing(samples: list[float]) -> dict[str, float]:
    """Mean, p95, max and count of decision times."""
    return {"mean": round(statistics.mean(samples), 2) if samples else 0.0,
            "p95": round(percentile(samples, 0.95), 2),
            "max": round(max(samples, default=0.0), 2), "count": len(samples)}


def main(argv: list[str] | None = None) -> int:
    """Run the command line (see the module docstring); prints one JSON document."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenario", default="duel", choices=["duel", "open", "team", "pickup"])
    parser.add_argument("--arena", default="", help="a .tmx arena (default: the standard "
                        "arena, the team hall for Team Play)")
    parser.add_argument("--players", type=int, default=0, help="seats (default: 2)")
    parser.add_argument("--per-seat", type=int, default=0, help="Krushers per seat (team)")
    parser.add_argument("--levels", default="normal,random")
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--all", action="store_true", help="every configuration in CONFIGS")
    args = parser.parse_args(argv)
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    unknown = [x for x in levels if x not in AGENTS]
    if unknown:
        parser.error(f"unknown levels {unknown}; choose from {sorted(AGENTS)}")
    if args.all:
        configs = list(CONFIGS)
    else:
        arena = args.arena or (TEAM_HALL if args.scenario == "team" else STANDARD)
        per_seat = args.per_seat or (2 if args.scenario == "team" else 1)
        configs = [(arena, args.scenario, args.players or 2, per_seat)]
    began = time.perf_counter()
    results = [run(*c, levels, args.matches, args.seed) for c in configs]
    print(json.dumps({"results": results, "seconds": round(time.perf_counter() - began, 1),
                      "load_average": [round(x, 2) for x in os.getloadavg()],
                      "seed": args.seed}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
