"""Play AI-only matches headless and print a JSON summary (one line per arena).

    python tools/simulate.py --ruleset meatbot --map maps/duel_pit.tmx --seats hard,normal \\
        --matches 200 --seed 1 --massacre 5 --stomachs 4 --json --workers 2
    python tools/simulate.py --maps all --seats normal,easy --matches 100 --table

Seats are rotated from match to match so no label keeps the same spawn; every agent picks its
own build within the Stomachs budget. A progress bar goes to stderr. The JSON holds matches,
wins per seat label, draws, the matches the round limit ended (``round_limit`` and
``round_limit_share``), the rounds distribution (``rounds``: mean, median, p90, max and a
histogram), decision_ms per label (median and p95 over every decision, and over Pick
decisions alone), decision_cpu_ms (processor time per decision, steadier than the wall clock
on a busy machine), the load average when the run ended, matches_per_s and the settings.
``--maps all`` (or a comma-separated list of names or paths) runs every shipped arena
(``maps/*.tmx``) one after the other and prints one row each; an arena with fewer spawns
than seats prints a row saying it was skipped.
``--table`` prints Markdown table rows instead of JSON.

Any other game, or a level Meatbot's own simulator lacks (``generic``, ``generic@N``,
``random``: game/ai/registry.py), goes through game.ai.play_any instead, one JSON line per
arena (``--map``/``--maps``; without them the ruleset's sample set-ups) with wins, draws and
wall-clock and processor time per decision for each level:

    python tools/simulate.py --ruleset meatbot --maps duel_pit,standard_arena \\
        --seats generic,random --matches 4
    python tools/simulate.py --ruleset mechaton --map mechaton_killing_ground \\
        --seats generic,normal --matches 4
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Iterator
from multiprocessing import get_context
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.meatbot import LEVELS, make_agent  # noqa: E402
from game.ai.meatbot.play import play_match  # noqa: E402
from game.ai.registry import levels as registry_levels  # noqa: E402
from game.core.arena import Arena  # noqa: E402
from game.core.ruleset import ruleset_names  # noqa: E402

_ARENA: dict[str, Arena] = {}


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ruleset", default="meatbot", choices=ruleset_names(),
                        help="the game; other than meatbot (or with a level Meatbot's own "
                        "simulator lacks, e.g. generic or random), matches go through "
                        "game.ai.play_any (levels from game.ai.registry, e.g. "
                        "normal,hard,generic,random,generic@N) on --map/--maps when given, "
                        "else on the ruleset's sample set-ups")
    parser.add_argument("--map", default=None,
                        help="a Tiled .tmx arena (Meatbot's default: maps/duel_pit.tmx)")
    parser.add_argument("--maps", default=None,
                        help="'all' (every maps/*.tmx) or a comma-separated list of arena "
                        "names or paths; one summary row each (overrides --map)")
    parser.add_argument("--table", action="store_true",
                        help="print Markdown table rows instead of JSON")
    parser.add_argument("--seats", default="normal,easy",
                        help="comma-separated AI levels, one per seat (Meatbot's own: "
                        f"{', '.join(LEVELS)}; any game's: game.ai.registry)")
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--massacre", type=int, default=5)
    parser.add_argument("--stomachs", type=int, default=4)
    parser.add_argument("--round-limit", type=int, default=100)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--mirror-builds", action="store_true",
                        help="every seat plays the build of the first seat's level (to "
                        "measure play alone)")
    parser.add_argument("--deck-report", action="store_true",
                        help="with --ruleset dicebot: also print each weapon card's pick and "
                        "win figures (game.rulesets.dicebot.report), to balance the deck")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON (the "
                        "default and only format; kept for the documented command line)")
    args = parser.parse_args(argv)
    args.labels = [s.strip() for s in args.seats.split(",") if s.strip()]
    known = registry_levels(args.ruleset)
    unknown = [s for s in args.labels if s not in known and not s.startswith("generic@")]
    if unknown or len(args.labels) < 2:
        parser.error(f"--seats needs 2+ levels from {sorted(known)}; got {args.seats!r}")
    args.any_game = args.ruleset != "meatbot" or any(s not in LEVELS for s in args.labels)
    spec = args.maps or args.map
    chosen = map_paths(spec, args.ruleset) if spec else []
    if chosen and not plays_on_arenas(args.ruleset):
        parser.error(f"{args.ruleset} has no hex arena; leave out --map/--maps")
    args.map_list = chosen or ([None] if args.any_game else ["maps/duel_pit.tmx"])
    unused = flags_unused(args, argv if argv is not None else sys.argv[1:])
    if unused:
        parser.error(f"{', '.join(unused)}: for Meatbot's own simulator only (--ruleset "
                     "meatbot with its own levels); these matches go through "
                     "game.ai.play_any, which has no such setting")
    return args


MEATBOT_ONLY = ("--table", "--mirror-builds", "--stomachs")
"""Flags of Meatbot's own simulator that play_any has no use for."""
MEATBOT_ARENA = ("--massacre", "--round-limit")
"""Flags play_any uses for Meatbot on an arena (its basic bots), and nowhere else."""


def flags_unused(args: argparse.Namespace, argv: list[str]) -> list[str]:
    """The flags given that this run would ignore (so they are refused, not dropped)."""
    if not args.any_game:
        return []
    given = {word.split("=")[0] for word in argv if word.startswith("--")}
    unused = [flag for flag in MEATBOT_ONLY if flag in given]
    if args.workers > 1:
        unused.append("--workers above 1")
    if args.ruleset != "meatbot" or args.map_list == [None]:
        unused += [flag for flag in MEATBOT_ARENA if flag in given]
    return unused


def plays_on_arenas(ruleset: str) -> bool:
    """Whether ``ruleset``'s set-up names an arena (Dice Bot's does not: it plays at a table)."""
    from game.core.ruleset import ruleset_module

    return "arena" in ruleset_module(ruleset).sample_setup_json(2, 0)


def map_paths(spec: str, ruleset: str = "meatbot") -> list[str]:
    """The arena files named by ``--maps``: 'all' (every shipped arena whose ``rulesets``
    property lists ``ruleset``) or a list of names (``duel_pit``) or paths."""
    if spec.strip() == "all":
        return [str(p.relative_to(ROOT)) for p in sorted((ROOT / "maps").glob("*.tmx"))
                if ruleset in load(str(p)).rulesets]
    found = []
    for name in (n.strip() for n in spec.split(",") if n.strip()):
        path = name if name.endswith(".tmx") else f"maps/{name}.tmx"
        found.append(path)
    return found


def load(path: str) -> Arena:
    """The arena at ``path`` (loaded once per process)."""
    if path not in _ARENA:
        from game.tiled import load_arena

        _ARENA[path] = load_arena(path)
    return _ARENA[path]


def one_match(job: tuple[int, dict[str, Any]]) -> dict[str, Any]:
    """Play match number ``index``; seats rotate so each label visits every spawn."""
    index, cfg = job
    labels: list[str] = cfg["labels"]
    shift = index % len(labels)
    order = labels[shift:] + labels[:shift]
    seed = cfg["seed"] * 1_000_003 + index
    agents = [make_agent(level, seed * 16 + seat) for seat, level in enumerate(order)]
    if cfg.get("mirror"):
        agents = [MirrorBuild(agent, make_agent(labels[0], 0)) for agent in agents]
    record = play_match(load(cfg["map"]), agents, seed, cfg["massacre"], cfg["stomachs"],
                        cfg["round_limit"])
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


def run(cfg: dict[str, Any], matches: int, workers: int) -> Iterator[dict[str, Any]]:
    """Results as matches finish (in any order)."""
    jobs = [(i, cfg) for i in range(matches)]
    if workers <= 1:
        yield from map(one_match, jobs)
        return
    with get_context("spawn").Pool(workers) as pool:
        yield from pool.imap_unordered(one_match, jobs,
                                       chunksize=max(1, matches // (workers * 8)))


def progress(done: int, total: int, started: float) -> None:
    if done != total and done % max(1, total // 50):
        return
    width = 30
    filled = width * done // max(1, total)
    rate = done / max(1e-9, time.perf_counter() - started)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} "
                     f"{rate:.1f} matches/s")
    sys.stderr.flush()


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else 0.0


def timing(samples: list[float]) -> dict[str, float]:
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
        "mirror_builds": args.mirror_builds,
    }


def simulate(args: argparse.Namespace, path: str) -> dict[str, Any]:
    """Run ``args.matches`` matches on the arena at ``path`` and summarise them."""
    args.map = path
    spawns = len(load(path).spawns)
    if spawns < len(args.labels):
        return {"map": path, "seats": args.labels,
                "skipped": f"{len(args.labels)} seats need {len(args.labels)} spawns; "
                f"the arena has {spawns}"}
    cfg = {"labels": args.labels, "seed": args.seed, "map": path,
           "massacre": args.massacre, "stomachs": args.stomachs,
           "round_limit": args.round_limit, "mirror": args.mirror_builds}
    started = time.perf_counter()
    results = []
    for result in run(cfg, args.matches, args.workers):
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


def arena_setups(args: argparse.Namespace, path: str | None) -> Any:
    """``rotation -> set-up`` for play_any (every match of a seat rotation plays the same
    one, game.ai.play_any.strength): the ruleset's sample set-ups, on the arena at
    ``path`` when one is given (MetalKrushers then keeps its default turn limit; Meatbot plays
    basic bots with --massacre and --round-limit, as its own simulator does)."""
    if path is None:
        return None
    from game.core.ruleset import ruleset_module

    players = len(args.labels)
    if args.ruleset == "meatbot":
        return lambda rotation: {
            "arena": {"path": path}, "round_limit": args.round_limit, "starts": [],
            "bots": [{"name": f"Bot {i + 1}", "massacre": args.massacre, "devourables": []}
                     for i in range(players)]}
    sample = ruleset_module(args.ruleset).sample_setup_json

    def setup(rotation: int) -> dict[str, Any]:
        data = dict(sample(players, args.seed + rotation), arena={"path": path})
        data.pop("turn_limit", None)
        return data

    return setup


def simulate_other(args: argparse.Namespace) -> int:
    """Levels of any game through game.ai.play_any, one JSON line per arena (or one for the
    sample set-ups), plus Dice Bot's deck report as a last line with --deck-report."""
    from game.ai.play_any import strength
    from game.tiled import load_arena

    events: list[Any] = []
    keep = (lambda run: events.append(run.match.events)) if args.deck_report else None
    for path in args.map_list:
        started = time.perf_counter()
        report = strength(args.ruleset, args.labels, args.matches, args.seed,
                          setup_for=arena_setups(args, path), arena_loader=load_arena,
                          on_match=keep)
        print(json.dumps({**report.to_json(), "map": path or "sample set-ups",
                          "load_average": [round(x, 2) for x in os.getloadavg()],
                          "seconds": round(time.perf_counter() - started, 1)}), flush=True)
    if args.deck_report:
        if args.ruleset != "dicebot":
            print(json.dumps({"deck_report": f"{args.ruleset} has no weapon deck"}))
            return 2
        from game.rulesets.dicebot.report import deck_report

        print(json.dumps({"deck_report": deck_report(events).to_json()}), flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.any_game:
        return simulate_other(args)
    if args.table:
        print(TABLE_HEAD)
    for path in args.map_list:
        summary = simulate(args, path)
        print(table_row(summary) if args.table else json.dumps(summary), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
