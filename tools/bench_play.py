"""Time what is not a frame: start-up, random legal play and AI decisions (issue 36).

    python tools/bench_play.py                      # one JSON line, every section
    python tools/bench_play.py --seconds 0.2 --decisions 3 --sizes 2 --startup-runs 1

"startup": seconds from launch to the first title frame (``main.py --frames 1``) against a
bare pygame window opened and flipped once, both as fresh processes, run in turns so both
see the same machine load, after one untimed launch that leaves the bytecode cached as an
installed game has it; ratio is title over bare (target <= 2).

"random_play": per registered game, two random seats (the game's ``random_play`` level: the
uniform ``random``, or the game's own random agent where uniform play never ends a match,
as MetalKrushers' ``easy``) playing the game's sample set-ups through game.ai.play_any with
no clocks read per decision and no event log kept, for about ``--seconds`` of processor
time: matches per CPU second (target for Meatbot >= 300), the share that ended in a draw (a
draw at the turn limit means random play does not finish a match) and the share decided.

"ai_decisions": per game, level (the game's own) and table size, processor milliseconds
per decision (max, p95, median, count) of that level in seat 0 while the other seats play
random, up to ``--decisions`` decisions of the measured seat per match (target: max <= 250).

"ai_matches": the same target where the slow decisions are, deep in whole matches against a
real opponent: per game and level, every decision of that level over ``--whole-matches``
whole matches (default 1) on every shipped arena and every table size it seats (a card game:
every table size), with each level's own builds, in each of the game's bench variants
(``BENCH_VARIANTS`` in tools/<game>/simulate.py: MetalKrushers' Team Play and Pick-Up; a row
the game would not start, such as Team Play with fewer spawns than Krushers, is left out), the
level alternating seats with the one below it (the lowest with the one above): processor ms
max, p95, median and count over them all, and the row of the slowest. Slow: MetalKrushers'
hard alone plays some eighty matches, up to eight seats (``--no-whole-matches`` leaves it
out).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.base import observe  # noqa: E402
from game.ai.play_any import strength  # noqa: E402
from game.ai.registry import BY_RULESET, make_agent  # noqa: E402
from game.core.match import start_match  # noqa: E402
from game.core.ruleset import ruleset_module, ruleset_names  # noqa: E402
from game.games import spec  # noqa: E402
from tools import simulate  # noqa: E402
from tools.simulate import load  # noqa: E402

BARE_WINDOW = ("import os; os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'; import pygame; "
               "pygame.init(); pygame.display.set_mode((1280, 720)); pygame.display.flip(); "
               "pygame.quit()")
"""The floor of start-up: a fresh process that opens a window and shows one frame."""
SEED = 3


def launch_seconds(command: list[str], home: str) -> float:
    """Wall-clock seconds for ``command`` (a fresh Python process) to run to its end."""
    env = {**os.environ, "SDL_VIDEODRIVER": os.environ.get("SDL_VIDEODRIVER", "dummy"),
           "SDL_AUDIODRIVER": "dummy", "HEXBRAWL_HOME": home}
    # An installed game starts from cached bytecode; compiling every module afresh on each
    # launch (as PYTHONDONTWRITEBYTECODE makes it) would time the compiler, not the game.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    subprocess.run([sys.executable, *command], cwd=ROOT, env=env, check=True,
                   capture_output=True, timeout=120)
    return time.perf_counter() - start


def startup_figures(runs: int) -> dict[str, Any]:
    """The title's start-up against a bare window, ``runs`` of each in turns (medians)."""
    title, bare = [], []
    with tempfile.TemporaryDirectory() as home:
        launch_seconds(["main.py", "--frames", "1"], home)  # untimed: bytecode cached
        for _ in range(runs):
            title.append(launch_seconds(["main.py", "--frames", "1"], home))
            bare.append(launch_seconds(["-c", BARE_WINDOW], home))
    title_s, bare_s = statistics.median(title), statistics.median(bare)
    return {"title_s_median": round(title_s, 3), "bare_window_s_median": round(bare_s, 3),
            "ratio": round(title_s / bare_s, 3), "runs": runs}


def random_play_figures(seconds: float) -> dict[str, dict[str, Any]]:
    """Every game's random duels for about ``seconds`` of processor time each."""
    out = {}
    for name in ruleset_names():
        level = spec(name).random_play
        played = draws = 0
        start = time.process_time()
        while played == 0 or time.process_time() - start < seconds:
            batch = max(1, played)  # double up: few clock reads, whole rotations
            report = strength(name, [level, level], batch, SEED + played,
                              arena_loader=load, timed=False)
            played += report.matches
            draws += report.draws
        cpu = time.process_time() - start
        out[name] = {"level": level, "matches": played,
                     "matches_per_cpu_second": round(played / cpu, 1),
                     "draw_share": round(draws / played, 3),
                     "decided_share": round(1 - draws / played, 3)}
    return out


def decision_times(ruleset: str, level: str, players: int, decisions: int) -> list[float]:
    """Processor ms of up to ``decisions`` decisions of ``level`` in seat 0 of a sample
    set-up with ``players`` seats, the others random."""
    setup = ruleset_module(ruleset).sample_setup_json(players, SEED)
    match = start_match(ruleset, setup, SEED, arena_loader=load)
    agents = [make_agent(ruleset, level if seat == 0 else "random", SEED * 16 + seat)
              for seat in range(players)]
    times: list[float] = []
    while not match.is_over and len(times) < decisions:
        request = match.pending()[0]
        started = time.process_time()
        choice = agents[request.player].choose(observe(match, request.player), request)
        if request.player == 0:
            times.append((time.process_time() - started) * 1000)
        match.submit(request.player, choice)
    return times


def ai_decision_figures(decisions: int, sizes: list[int] | None) -> dict[str, Any]:
    """game -> level -> table size -> max, p95, median and count of decision CPU ms."""
    out: dict[str, Any] = {}
    for name in ruleset_names():
        low, high = ruleset_module(name).PLAYERS
        chosen = [n for n in (sizes or range(low, high + 1)) if low <= n <= high]
        out[name] = {level: {str(n): spread(decision_times(name, level, n, decisions))
                             for n in chosen}
                     for level in BY_RULESET.get(name, {})}
    return out


def ai_match_figures(matches: int, games: list[str] | None = None) -> dict[str, Any]:
    """game -> level -> spread of its decision CPU ms over whole matches on every row (see
    the module docstring), with "slowest": the row of its slowest decision; every game, or
    those in ``games``."""
    out: dict[str, Any] = {}
    for name in games or ruleset_names():
        levels = list(BY_RULESET.get(name, {}))
        out[name] = {level: level_in_matches(name, level, _opponent(levels, level), matches)
                     for level in levels}
    return out


def _opponent(levels: list[str], level: str) -> str:
    """The level below ``level`` among ``levels`` (weakest first), or above the weakest."""
    index = levels.index(level)
    return levels[index - 1] if index > 0 else levels[min(1, len(levels) - 1)]


def level_in_matches(ruleset: str, level: str, opponent: str, matches: int) -> dict[str, Any]:
    """Every decision of ``level`` against ``opponent`` over ``matches`` whole matches per
    row: its spread and the row of the slowest."""
    times: list[float] = []
    slowest = (0.0, "")
    tool = simulate.game_tool(ruleset)
    for variant in variants(ruleset):
        argv = ["--ruleset", ruleset, "--seats", f"{level},{opponent}", "--players", "all",
                "--seed", str(SEED), "--matches", str(matches), *variant]
        if simulate.plays_on_arenas(ruleset):
            argv += ["--maps", "all"]
        if getattr(tool, "HAS_BUILDS", False):
            argv += ["--builds", "own"]
        args = simulate.parse_args(argv)
        for row in simulate.playable_rows(args, tool):
            setup_for = simulate.arena_setups(args, row.path, row.players, row.builds)
            report = strength(ruleset, args.labels, matches, SEED, players=row.players,
                              setup_for=setup_for, arena_loader=load)
            row_times = report.decision_cpu_ms.get(level, [])
            times.extend(row_times)
            if row_times and max(row_times) > slowest[0]:
                where = Path(row.path).stem if row.path else "sample table"
                slowest = (max(row_times), " ".join([where, f"{row.players} seats",
                                                     *variant[1:]]))
    return {**spread(times), "slowest": slowest[1]}


def variants(ruleset: str) -> list[tuple[str, ...]]:
    """The extra simulator flags of each whole-match run of ``ruleset``: none, then its
    game tool's ``BENCH_VARIANTS``."""
    return [(), *getattr(simulate.game_tool(ruleset), "BENCH_VARIANTS", ())]


def spread(times: list[float]) -> dict[str, float]:
    """max, p95 (nearest rank), median and count of ``times``."""
    ordered = sorted(times) or [0.0]
    return {"max": round(ordered[-1], 2),
            "p95": round(ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))], 2),
            "median": round(statistics.median(ordered), 2), "count": len(times)}


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0,
                        help="processor seconds of random play per game (default 2)")
    parser.add_argument("--decisions", type=int, default=40,
                        help="decisions timed per game, level and table size (default 40)")
    parser.add_argument("--sizes", default=None,
                        help="table sizes for the AI section, e.g. 2,8 (default: every size "
                        "each game offers)")
    parser.add_argument("--whole-matches", type=int, default=1,
                        help="whole matches per row for \"ai_matches\" (default 1)")
    parser.add_argument("--no-whole-matches", action="store_true",
                        help="leave \"ai_matches\" out (it takes minutes)")
    parser.add_argument("--match-games", default=None,
                        help="the games \"ai_matches\" plays, e.g. dicebot (default: all)")
    parser.add_argument("--startup-runs", type=int, default=5,
                        help="launches of each of the title and a bare window (default 5)")
    args = parser.parse_args(argv)
    args.size_list = [int(n) for n in args.sizes.split(",")] if args.sizes else None
    args.game_list = args.match_games.split(",") if args.match_games else None
    return args


def play_figures(args: argparse.Namespace) -> dict[str, Any]:
    """The sections, as bench.py's JSON carries them."""
    return {"startup": startup_figures(args.startup_runs),
            "random_play": random_play_figures(args.seconds),
            "ai_decisions": ai_decision_figures(args.decisions, args.size_list),
            **({} if args.no_whole_matches
               else {"ai_matches": ai_match_figures(args.whole_matches, args.game_list)}),
            "load_average": [round(x, 2) for x in os.getloadavg()]}


def main(argv: list[str] | None = None) -> int:
    """Print the figures as one JSON line; 0."""
    print(json.dumps(play_figures(parse_args(argv))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
