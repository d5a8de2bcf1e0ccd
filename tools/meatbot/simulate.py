"""Meatbot Massacre's own simulator: its own levels (easy, random, normal, hard) on arenas.

Run through the shared tool, which hands Meatbot's levels to this module and every other
level (generic, random, generic@N) to game.ai.play_any:

    python tools/simulate.py --ruleset meatbot --map maps/duel_pit.tmx --seats hard,normal \\
        --matches 200 --seed 1 --massacre 5 --stomachs 4 --json --workers 2
    python tools/simulate.py --maps all --seats normal,easy --matches 100 --table

Seats are rotated from match to match so no label keeps the same spawn; every bot is bought
by its own agent in the match's shop within the Stomachs budget (``--mirror-builds``: every
seat buys what the first seat's level would; ``--secret-builds``: builds are hidden from the
other seats). A progress bar goes to stderr. The JSON holds
matches, wins per seat label, draws, the matches the round limit ended (``round_limit`` and
``round_limit_share``), the rounds distribution (``rounds``: mean, median, p90, max and a
histogram), decision_ms per label (median and p95 over every decision, and over Pick
decisions alone), decision_cpu_ms (processor time per decision, steadier than the wall clock
on a busy machine), the load average when the run ended, matches_per_s and the settings. An
arena with fewer spawns than seats prints a row saying it was skipped. ``--table`` prints
Markdown table rows instead of JSON.

Through game.ai.play_any on an arena (a level this module lacks), the bots are basic ones
with ``--massacre`` and ``--round-limit`` (``arena_setup``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Iterator
from functools import cache
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from game.core.arena import Arena
from game.games.meatbot.ai import LEVELS, make_agent
from game.games.meatbot.ai.play import play_match

DEFAULT_MAP = "maps/duel_pit.tmx"
OWN_FLAGS = ("--mirror-builds", "--secret-builds")
"""Flags only this simulator uses (play_any refuses them)."""
ARENA_FLAGS = ("--massacre", "--round-limit", "--stomachs")
"""Flags play_any uses too, for Meatbot on an arena (``arena_setup``), and nowhere else."""
HAS_BUILDS = True
"""Bots are built before the match (the shared tool's ``--builds``: "same" is
``--mirror-builds``)."""
DEFAULT_STOMACHS = 4
"""This simulator's Stomachs budget when ``--stomachs`` is not given."""

__all__ = ["HAS_BUILDS", "LEVELS", "DEFAULT_MAP", "OWN_FLAGS", "ARENA_FLAGS", "add_arguments",
           "arena_setup", "main", "simulate", "table_row", "TABLE_HEAD", "MirrorBuild"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Meatbot's flags on the shared simulator's command line."""
    parser.add_argument("--massacre", type=int, default=5)
    parser.add_argument("--stomachs", type=int, default=None,
                        help=f"each bot's Stomachs budget, bought in the match's shop "
                        f"(default {DEFAULT_STOMACHS}; through play_any, basic bots unless "
                        "given)")
    parser.add_argument("--round-limit", type=int, default=100)
    parser.add_argument("--mirror-builds", action="store_true",
                        help="every seat buys the build of the first seat's level (to "
                        "measure play alone)")
    parser.add_argument("--secret-builds", action="store_true",
                        help="each bot's build is hidden from the others until its "
                        "devourables show")


def arena_setup(args: argparse.Namespace, path: str, players: int, rotation: int = 0,
                builds: str | None = None) -> dict[str, Any]:
    """The set-up play_any plays on the arena at ``path``: bots with ``--massacre``, basic
    ones (as the generic agent's figures in docs/ai.md were measured) or, with
    ``--stomachs`` or ``builds`` "own", bots every agent buys in the match's shop within
    that budget; ``builds`` "same": every bot the same devourables, drawn for ``rotation``
    within the budget."""
    bots = [{"name": f"Bot {i + 1}", "massacre": args.massacre, "devourables": []}
            for i in range(players)]
    stomachs = getattr(args, "stomachs", None)  # other tools' own command lines may lack it
    if builds is not None:
        stomachs = stomachs or DEFAULT_STOMACHS
    if builds == "same":
        shared = same_build(stomachs, args.seed + rotation)
        bots = [dict(bot, devourables=list(shared)) for bot in bots]
    elif stomachs is not None:
        bots = [dict(bot, devourables=None, stomachs=stomachs) for bot in bots]
    return {"arena": {"path": path}, "round_limit": args.round_limit, "starts": [],
            "bots": bots}


def same_build(stomachs: int, seed: int) -> list[str]:
    """Devourables drawn from ``seed`` within ``stomachs``: one build for every seat."""
    import random

    from game.games.meatbot.rules import devourables as dv

    return dv.random_fill(random.Random(seed), stomachs, sorted(dv.DEVOURABLES), draws=6)


def main(args: argparse.Namespace) -> int:
    """Every arena of ``args.map_list`` in turn: a JSON line (or a table row) each. The
    shared tool's ``--builds`` comes as ``args.builds_mode`` ("same": mirror builds) and
    ``args.table_head`` says whether to print the table's head (its first row)."""
    if args.stomachs is None:
        args.stomachs = DEFAULT_STOMACHS
    mode = getattr(args, "builds_mode", None)
    if mode is not None:
        args.mirror_builds = mode == "same"
    if args.table and getattr(args, "table_head", True):
        print(TABLE_HEAD)
    for path in args.map_list:
        summary = simulate(args, path)
        print(table_row(summary) if args.table else json.dumps(summary), flush=True)
    return 0


@cache
def load(path: str) -> Arena:
    """The arena at ``path`` (loaded once per process)."""
    from game.maps.tiled import load_arena

    return load_arena(path)


def one_match(job: tuple[int, dict[str, Any]]) -> dict[str, Any]:
    """Play one match, ``job`` being (its number, the settings); seats rotate so each label
    visits every spawn."""
    index, cfg = job
    labels: list[str] = cfg["labels"]
    base: list[str] = cfg.get("base") or labels
    shift = index % len(base)
    order = [base[(seat + shift) % len(base)] for seat in range(len(labels))]
    seed = cfg["seed"] * 1_000_003 + index
    agents = [make_agent(level, seed * 16 + seat) for seat, level in enumerate(order)]
    if cfg.get("mirror"):
        agents = [MirrorBuild(agent, make_agent(labels[0], 0)) for agent in agents]
    record = play_match(load(cfg["map"]), agents, seed, cfg["massacre"], cfg["stomachs"],
                        cfg["round_limit"], secret_builds=cfg.get("secret", False))
    return {"winner": None if record.winner is None else order[record.winner],
            "rounds": record.rounds, "limit": record.limit_reached, "order": order,
            "ms": record.decision_ms, "cpu_ms": record.cpu_ms,
            "pick_ms": record.pick_ms, "failures": sum(record.failures)}


class MirrorBuild:
    """Plays like ``agent`` but builds like ``builder``."""

    def __init__(self, agent: Any, builder: Any) -> None:
        self.agent, self.builder, self.level = agent, builder, agent.level

    def choose(self, view: Any, request: Any) -> Any:
        """The building agent's answer to the "build" request, else the playing agent's."""
        chooser = self.builder if request.kind == "build" else self.agent
        return chooser.choose(view, request)


def run_matches(cfg: dict[str, Any], matches: int,
                workers: int) -> Iterator[dict[str, Any]]:
    """Results as matches finish (in any order)."""
    jobs = [(i, cfg) for i in range(matches)]
    if workers <= 1:
        yield from map(one_match, jobs)
        return
    with get_context("spawn").Pool(workers) as pool:
        yield from pool.imap_unordered(one_match, jobs,
                                       chunksize=max(1, matches // (workers * 8)))


def progress(done: int, total: int, started: float) -> None:
    """A progress bar on stderr (redrawn every 2% of the matches)."""
    if done != total and done % max(1, total // 50):
        return
    width = 30
    filled = width * done // max(1, total)
    rate = done / max(1e-9, time.perf_counter() - started)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} "
                     f"{rate:.1f} matches/s")
    sys.stderr.flush()


def percentile(samples: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank; 0 for no samples)."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else 0.0


def timing(samples: list[float]) -> dict[str, float]:
    """Median, p95, max and count of some decision times."""
    return {"median": round(statistics.median(samples), 3) if samples else 0.0,
            "p95": round(percentile(samples, 0.95), 3), "max": round(max(samples, default=0), 3),
            "count": len(samples)}


HISTOGRAM = ((1, 5), (6, 10), (11, 20), (21, 50), (51, 10**9))


def rounds_spread(rounds: list[int]) -> dict[str, Any]:
    """Mean, median, p90, max and a histogram of the match lengths."""
    buckets = {(f"{lo}+" if hi >= 10**9 else f"{lo}-{hi}"): sum(lo <= r <= hi for r in rounds)
               for lo, hi in HISTOGRAM}
    return {"mean": round(statistics.mean(rounds), 3) if rounds else 0.0,
            "median": statistics.median(rounds) if rounds else 0,
            "p90": percentile([float(r) for r in rounds], 0.9), "max": max(rounds, default=0),
            "histogram": buckets}


def summarise(results: list[dict[str, Any]], args: argparse.Namespace,
              seconds: float) -> dict[str, Any]:
    """The JSON summary of one arena's matches (the fields the module docstring lists)."""
    labels = list(dict.fromkeys(args.labels))
    limit = sum(1 for r in results if r.get("limit"))
    wins = dict.fromkeys(labels, 0)
    times: dict[str, list[float]] = {label: [] for label in labels}
    picks: dict[str, list[float]] = {label: [] for label in labels}
    cpu: dict[str, list[float]] = {label: [] for label in labels}
    for result in results:
        if result["winner"] is not None:
            wins[result["winner"]] += 1
        for seat, label in enumerate(result["order"]):
            times[label] += result["ms"][seat]
            picks[label] += result["pick_ms"][seat]
            cpu[label] += result["cpu_ms"][seat]
    return {
        "matches": len(results), "seats": args.labels, "wins": wins,
        "draws": sum(1 for r in results if r["winner"] is None),
        "rounds_mean": round(statistics.mean(r["rounds"] for r in results), 3),
        "round_limit": limit, "round_limit_share": round(limit / max(1, len(results)), 4),
        "rounds": rounds_spread([r["rounds"] for r in results]),
        "decision_ms": {label: timing(times[label]) for label in labels},
        "pick_decision_ms": {label: timing(picks[label]) for label in labels},
        "decision_cpu_ms": {label: timing(cpu[label]) for label in labels},
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "matches_per_s": round(len(results) / seconds, 3),
        "failures": sum(r["failures"] for r in results),
        "ruleset": args.ruleset, "map": args.map, "massacre": args.massacre,
        "stomachs": args.stomachs, "seed": args.seed, "workers": args.workers,
        "mirror_builds": args.mirror_builds, "secret_builds": args.secret_builds,
    }


def simulate(args: argparse.Namespace, path: str) -> dict[str, Any]:
    """Run ``args.matches`` matches on the arena at ``path`` and summarise them."""
    args.map = path
    spawns = len(load(path).spawns)
    if spawns < len(args.labels):
        return {"map": path, "seats": args.labels,
                "skipped": f"{len(args.labels)} seats need {len(args.labels)} spawns; "
                f"the arena has {spawns}"}
    cfg = {"labels": args.labels, "base": getattr(args, "base_labels", None),
           "seed": args.seed, "map": path,
           "massacre": args.massacre, "stomachs": args.stomachs,
           "round_limit": args.round_limit, "mirror": args.mirror_builds,
           "secret": args.secret_builds}
    started = time.perf_counter()
    results = []
    for result in run_matches(cfg, args.matches, args.workers):
        results.append(result)
        progress(len(results), args.matches, started)
    sys.stderr.write("\n")
    return summarise(results, args, time.perf_counter() - started)


TABLE_HEAD = ("| arena | seats | matches | wins | draws | round limit | rounds mean / p90 / max "
              "| pick ms p95 |\n| --- | --- | --- | --- | --- | --- | --- | --- |")


def table_row(summary: dict[str, Any]) -> str:
    """One Markdown row for a summary."""
    name = Path(summary["map"]).stem
    seats = ",".join(summary["seats"]) + (" (mirror builds)" if summary.get("mirror_builds")
                                          else "")
    if "skipped" in summary:
        return f"| {name} | {seats} | skipped: {summary['skipped']} | | | | | |"
    wins = ", ".join(f"{k} {v}" for k, v in summary["wins"].items())
    rounds = summary["rounds"]
    picks = ", ".join(f"{k} {v['p95']:.0f}" for k, v in summary["pick_decision_ms"].items())
    return (f"| {name} | {seats} | {summary['matches']} | {wins} | {summary['draws']} | "
            f"{summary['round_limit']} ({100 * summary['round_limit_share']:.1f}%) | "
            f"{rounds['mean']:.1f} / {rounds['p90']:.0f} / {rounds['max']} | {picks} |")


if __name__ == "__main__":
    raise SystemExit("This is the shared simulator's meatbot part; run "
                     "tools/simulate.py --ruleset meatbot --seats hard,normal "
                     "--map duel_pit (or --help).")
