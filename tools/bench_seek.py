"""Time a jump in the replay viewer's seeking: a long match, the worst and typical jump.

    python tools/bench_seek.py            # one JSON line
    python tools/bench_seek.py --rounds 60

Plays a Meatbot match and a MetalKrushers match by seeded random choices with the round (turn)
limit raised, until one lasts ``--rounds`` rounds (default 100), then builds the viewer's
``ReplayCursor`` over its replay and times a seek to the start of every round and to
``--jumps`` random points (the state a jump gives is rebuilt from the nearest snapshot, at
most one round back). Prints, per game: rounds, decisions, the cursor's build time, and the
jump times in ms (median, p95, max); "viewer_meatbot" times the same jumps on the viewer
screen (seek, fresh board and log, one frame drawn). The target is a jump under 200 ms.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core.match import Match, start_match  # noqa: E402
from game.core.replay import record  # noqa: E402
from game.core.replay_seek import ReplayCursor, counted_progress  # noqa: E402
from game.core.ruleset import ruleset_module  # noqa: E402

LIMITS = {"meatbot": "round_limit", "metalkrushers": "turn_limit"}
"""The set-up field of each timed game that caps its length."""
TRIES = 40


def long_match(game: str, rounds: int) -> Match:
    """A random match of ``game`` that lasted at least ``rounds`` rounds (the longest of
    ``TRIES`` seeds if none did)."""
    longest: tuple[int, Match] | None = None
    for seed in range(TRIES):
        setup = dict(ruleset_module(game).sample_setup_json(2, seed))
        setup[LIMITS[game]] = rounds
        match = start_match(game, setup, seed)
        rng = random.Random(seed)
        while not match.is_over:
            request = match.pending()[0]
            match.submit(request.player, rng.choice(request.legal_choices()))
        reached = number_of(match)
        if longest is None or reached > longest[0]:
            longest = (reached, match)
        if reached >= rounds:
            break
    assert longest is not None
    return longest[1]


def number_of(match: Match) -> int:
    """The round or turn the match ended in."""
    said = counted_progress(match.state) or "0 0"
    return int(said.split()[-1])


def figures(game: str, rounds: int, jumps: int) -> dict[str, Any]:
    """The timings for one game."""
    match = long_match(game, rounds)
    replay = record(match)
    began = time.perf_counter()
    cursor = ReplayCursor(replay)
    built = time.perf_counter() - began
    rng = random.Random(1)
    targets = [mark.index for mark in cursor.marks]
    targets += [rng.randrange(cursor.length + 1) for _ in range(jumps)]
    times = []
    for index in targets:
        began = time.perf_counter()
        cursor.seek(index)
        times.append((time.perf_counter() - began) * 1000)
    times.sort()
    return {"rounds": number_of(match), "decisions": cursor.length,
            "build_ms": round(built * 1000, 1), "jumps": len(times),
            "jump_ms_median": round(statistics.median(times), 2),
            "jump_ms_p95": round(times[int(len(times) * 0.95) - 1], 2),
            "jump_ms_max": round(times[-1], 2)}


def viewer_figures(game: str, rounds: int, jumps: int) -> dict[str, Any]:
    """A jump on the viewer screen itself (seek, new board and log, one drawn frame),
    headless at 1280x720: median and max in ms."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.ui.app import App, init_pygame
    from game.ui.battle.seats import SeatConfig
    from game.ui.replay_session import ReplaySession
    from game.ui.scenes.replay_viewer import ReplayViewerScene

    match = long_match(game, rounds)
    cursor = ReplayCursor(record(match))
    init_pygame()
    app = App(pygame.display.set_mode((1280, 720)))
    seats = [SeatConfig(str(name), colour=i) for i, name in enumerate(match.state.names)]
    viewer = ReplayViewerScene(ReplaySession(cursor, seats, ""))
    app.push(viewer)
    rng = random.Random(2)
    times = []
    for _ in range(jumps):
        began = time.perf_counter()
        viewer.seek(rng.randrange(cursor.length + 1))
        viewer.draw(app.screen, 0.0)
        times.append((time.perf_counter() - began) * 1000)
    pygame.quit()
    return {"jumps": jumps, "jump_ms_median": round(statistics.median(times), 1),
            "jump_ms_max": round(max(times), 1)}


def main(argv: list[str] | None = None) -> int:
    """Print the figures as one JSON line; 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--jumps", type=int, default=100)
    args = parser.parse_args(argv)
    out: dict[str, Any] = {game: figures(game, args.rounds, args.jumps) for game in LIMITS}
    out["viewer_meatbot"] = viewer_figures("meatbot", args.rounds, min(args.jumps, 30))
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
