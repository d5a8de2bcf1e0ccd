"""Time the arena view's frame and every game's battle frame against a floor (one blit + flip).

    python tools/bench.py               # one JSON line: the arena view, "battles", "limits"
    python tools/bench.py --frames 30   # fewer timed frames (a quick look, or the smoke test)
    python tools/bench.py --no-limits   # no limits section
    python tools/bench.py --no-play     # no start-up, random play or AI decision sections
    python tools/bench.py --limits      # the "limits" section alone, indented
    python tools/bench.py --screens     # the "screens" section alone (every screen, two sizes)
    python tools/bench.py --no-screens  # no screens section
    python tools/bench.py --zoom        # the "zoom" section alone (each zoom step, memory)
    python tools/bench.py --no-zoom     # no zoom section

Runs headless at 1280x720. The arena view (top-level keys) shows the largest shipped map (by
cell count) with the cursor sweeping over it, so the hover outline and info panel keep
changing. "battles" has one entry per registered game (``game.ui.games.GAME_UIS``), reached
through the game-UI seam alone: the game's ``demo_session`` with one human seat, on its
``battle_scene``, played on until the human is asked something; then the cursor sweeps over
the whole screen (board, panels and buttons) while that prompt stays open. Each gives
frame_ms_median, frame_ms_p95, floor_ms_median and ratio (frame median over floor median; the
target is ratio <= 3); a battle also names the request being answered, its arena and seats.
This tool knows no game: a game's own heavier scenes are timed by its own tools
(tools/<game>/bench_*.py).

The "decoration" key times the first game's battle frame, camera panning, with the arena's
terrain alone, with heavy decoration layers, and with a parallax layer too, and gives the ratios
of their medians (tools/bench_decor.py): baked layers should leave the frame as it was.

The "startup", "random_play", "ai_decisions" and "ai_matches" keys (tools/bench_play.py) give
start-up to the first title frame against a bare window, random legal play per game in matches
per CPU second, and AI decision CPU per game, level and table size, on sample set-ups and over
whole matches on every shipped arena (minutes); ``--no-play`` leaves them out.

The "screens" key (tools/bench_screens.py) times every screen a player sees -- the title, each
game's New match, battle, results and replay viewer, the arena viewer -- at 1280x720 and
800x600, each frame a whole pass of the app's loop (the canvas stretched onto a smaller window
included) in main-thread CPU, against a full-window blit and flip at the same size, first with
no input at all ("idle_*": a frame with nothing changed) and then with the cursor sweeping;
"worst" and "worst_idle" name the screens furthest above their floor.

The "zoom" key (tools/bench_zoom.py) wheels the arena viewer through every zoom level of the
battle screen, out, in and out again, on the largest legal map and every shipped arena: per
step the slowest frame's main-thread CPU and the frames until the level is complete, per map
the process's resident memory (the target: no frame over 16 ms; under 300 MB for the largest
legal map, which goes first).

The "limits" key gives time and memory for the worst inputs a player can hand the game:
oversized and bomb maps, deeply nested or endless-digit saves, and the largest legal map drawn
(tools/bench_limits.py).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.core.arena import Arena  # noqa: E402
from game.maps.tiled import list_arenas  # noqa: E402
from game.ui.app import App, init_pygame  # noqa: E402
from game.ui.games import game_ui, game_ui_names  # noqa: E402
from game.ui.scene import Scene  # noqa: E402
from game.ui.scenes.arena_view import ArenaView  # noqa: E402
from game.ui.scenes.battle import BattleScene  # noqa: E402

SIZE = (1280, 720)
FRAMES = 360
WARM_UP = 30
SCREEN_FRAMES = 90
"""At most this many timed frames per screen in the "screens" section (36 screens)."""
SEED = 4
"""The seed of every game's demo match (one the game-UI contract tests open a prompt in)."""
SETTLE_SECONDS = 30
"""How long a battle may take to reach its human's prompt with every AI seat done thinking."""
VIEW_SWEEP = pygame.Rect(80, 110, 800, 520)
"""Where the cursor sweeps in the arena view (the map's part of the window)."""
BACKDROP = (40, 44, 52)


def largest_map() -> Arena:
    """The shipped arena with the most cells."""
    arenas = [entry.arena for entry in list_arenas(ROOT / "maps") if entry.arena is not None]
    if not arenas:
        raise SystemExit("no loadable maps in maps/")
    return max(arenas, key=lambda arena: len(arena.cells))


def p95(samples: list[float]) -> float:
    """The 95th percentile (nearest rank)."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def cursor_at(frame: int, area: pygame.Rect = VIEW_SWEEP) -> tuple[int, int]:
    """A cursor sweeping ``area`` in a Lissajous loop, as a hand might move it.

    Over the arena view's area it moves at up to ~15 px a frame (900 px/s at 60 fps), so the
    hovered hex, its outline and the info panel change every few frames, as they do in play;
    over a whole 1280x720 screen at up to ~23 px a frame.
    """
    t = frame / 60
    return (round(area.centerx + area.width / 2 * math.sin(t * 2.2)),
            round(area.centery + area.height / 2 * math.sin(t * 3.1 + 0.5)))


class SteppingClock:
    """A clock that moves one update per reading, so what a scene shows is machine-independent."""

    def __init__(self) -> None:
        self.now = 0

    def __call__(self) -> int:
        """The next reading, one update later."""
        self.now += 16_666_667
        return self.now


def mouse_moved_to(pos: tuple[int, int]) -> pygame.event.Event:
    """A mouse move to ``pos`` with no button held."""
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def scene_frame(app: App, scene: Scene, pos: tuple[int, int]) -> float:
    """Milliseconds for one full frame of ``scene``: a mouse move to ``pos``, an update, the
    draw, the flip."""
    start = time.perf_counter_ns()
    scene.handle_event(mouse_moved_to(pos))
    scene.update(app.step.dt)
    scene.draw(app.screen, 0.5)
    pygame.display.flip()
    return (time.perf_counter_ns() - start) / 1e6


def floor_frame(screen: pygame.Surface, full: pygame.Surface) -> float:
    """Milliseconds for the least a frame can do: one full-screen blit and a flip."""
    start = time.perf_counter_ns()
    screen.blit(full, (0, 0))
    pygame.display.flip()
    return (time.perf_counter_ns() - start) / 1e6


def interleaved(screen: pygame.Surface, frame_at: Callable[[int], float],
                frames: int = FRAMES) -> tuple[list[float], list[float]]:
    """``frames`` timings of ``frame_at(i)`` (after WARM_UP untimed ones), each followed by a
    floor frame, so both see the same machine load: (frame times, floor times)."""
    full = pygame.Surface(screen.get_size()).convert()
    full.fill(BACKDROP)
    timed: list[float] = []
    floors: list[float] = []
    for i in range(WARM_UP + frames):
        frame_ms = frame_at(i)
        floor_ms = floor_frame(screen, full)
        if i >= WARM_UP:
            timed.append(frame_ms)
            floors.append(floor_ms)
    return timed, floors


def figures(frames: list[float], floors: list[float]) -> dict[str, float]:
    """frame_ms_median, frame_ms_p95, floor_ms_median and ratio (frame over floor median)."""
    frame_median, floor_median = statistics.median(frames), statistics.median(floors)
    return {"frame_ms_median": round(frame_median, 4), "frame_ms_p95": round(p95(frames), 4),
            "floor_ms_median": round(floor_median, 4),
            "ratio": round(frame_median / floor_median, 3)}


# -- the arena view ----------------------------------------------------------------------------
def view_figures(screen: pygame.Surface, arena: Arena, frames: int) -> dict[str, Any]:
    """The arena view of ``arena`` with the cursor sweeping over the map, timed."""
    app = App(screen)
    view = ArenaView(arena, app.tiles)
    app.push(view)
    timed, floors = interleaved(screen, lambda i: scene_frame(app, view, cursor_at(i)),
                                frames)
    return {**figures(timed, floors), "map": arena.name, "cells": len(arena.cells)}


# -- every game's battle -----------------------------------------------------------------------
def open_battle(app: App, name: str) -> BattleScene:
    """Game ``name``'s demo match with one human seat on its battle screen, played on until the
    human is asked something and no AI seat is thinking (RuntimeError if that never comes)."""
    ui = game_ui(name)
    session = ui.demo_session(SEED, humans=1)
    session.autosave_enabled = False
    scene = ui.battle_scene(session)
    app.push(scene)
    deadline = time.monotonic() + SETTLE_SECONDS
    while scene.flow.prompt is None or session.thinking():
        if time.monotonic() > deadline or session.is_over:
            session.close()
            raise RuntimeError(f"{name}: no prompt for the human within {SETTLE_SECONDS} s")
        app.frame()
        time.sleep(0.001)  # a stepping clock never waits; let the AI threads think
    if app.top is not scene:
        session.close()
        raise RuntimeError(f"{name}: {type(app.top).__name__} covers the battle")
    return scene


def battle_figures(screen: pygame.Surface, name: str, frames: int) -> dict[str, Any]:
    """Game ``name``'s battle screen timed with its human's prompt open and the cursor
    sweeping over the whole screen; also the request asked, the arena and the seats."""
    app = App(screen, clock=SteppingClock())
    scene = open_battle(app, name)
    assert scene.flow.prompt is not None
    request = scene.flow.prompt.request.kind
    sweep = screen.get_rect().inflate(-16, -16)
    open_frames = 0

    def frame_at(i: int) -> float:
        nonlocal open_frames
        frame_ms = scene_frame(app, scene, cursor_at(i, sweep))
        open_frames += scene.flow.prompt is not None
        return frame_ms

    try:
        timed, floors = interleaved(screen, frame_at, frames)
    finally:
        scene.session.close()
    return {**figures(timed, floors), "request": request,
            "arena": scene.arena.name if scene.arena is not None else None,
            "seats": len(scene.session.seats), "frames_with_prompt": open_frames}


def battles_figures(screen: pygame.Surface, frames: int) -> dict[str, dict[str, Any]]:
    """Every registered game's battle figures, by game name in registry order."""
    return {name: battle_figures(screen, name, frames) for name in game_ui_names()}


# -- the command line --------------------------------------------------------------------------
def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line: ``--frames N`` timed frames per scene, ``--no-limits`` (frame times
    only) or ``--limits`` (that section alone)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=FRAMES,
                        help=f"timed frames per scene (default {FRAMES})")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--limits", action="store_true",
                       help="print only the limits section (indented)")
    which.add_argument("--no-limits", action="store_true",
                       help="leave the limits section out (frame times only)")
    which.add_argument("--screens", action="store_true",
                       help="print only the screens section (indented)")
    parser.add_argument("--no-screens", action="store_true",
                        help="leave out every screen at 1280x720 and 800x600 "
                             "(tools/bench_screens.py)")
    which.add_argument("--zoom", action="store_true",
                       help="the zoom section alone: each zoom step on every map "
                            "(tools/bench_zoom.py)")
    parser.add_argument("--no-zoom", action="store_true",
                        help="leave out the zoom steps (tools/bench_zoom.py)")
    parser.add_argument("--no-play", action="store_true", help="leave out start-up, random "
                        "play and AI decision times (tools/bench_play.py)")
    args = parser.parse_args(argv)
    if args.frames < 1:
        parser.error("--frames must be at least 1")
    return args


def main(argv: list[str] | None = None) -> int:
    """Print the figures (one JSON line, or the limits alone); 0."""
    from tools.bench_decor import decoration_figures
    from tools.bench_limits import limits_figures

    args = parse_args(argv)
    init_pygame()
    screen = pygame.display.set_mode(SIZE)
    if args.limits:
        print(json.dumps({"limits": limits_figures()}, indent=1))
        pygame.quit()
        return 0
    if args.screens:
        from tools.bench_screens import screens_figures

        print(json.dumps({"screens": screens_figures(min(args.frames, SCREEN_FRAMES))}))
        pygame.quit()
        return 0
    if args.zoom:
        from tools.bench_zoom import zoom_figures

        print(json.dumps({"zoom": zoom_figures()}))
        pygame.quit()
        return 0
    out: dict[str, Any] = {
        **view_figures(screen, largest_map(), args.frames),
        "frames": args.frames,
        "size": f"{SIZE[0]}x{SIZE[1]}",
        "video_driver": pygame.display.get_driver(),
        "battles": battles_figures(screen, args.frames),
        "decoration": decoration_figures(screen, args.frames),
    }
    if not args.no_screens:
        from tools.bench_screens import screens_figures

        out["screens"] = screens_figures(min(args.frames, SCREEN_FRAMES))
        pygame.display.set_mode(SIZE)
    if not args.no_zoom:
        from tools.bench_zoom import zoom_figures

        out["zoom"] = zoom_figures()
        pygame.display.set_mode(SIZE)
    if not args.no_limits:
        out["limits"] = limits_figures()
    if not args.no_play:
        from tools.bench_play import parse_args as play_args
        from tools.bench_play import play_figures

        out.update(play_figures(play_args([])))
    print(json.dumps(out))
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
