"""Time the arena view's frame against a floor (one full-screen blit + flip).

Runs headless on the largest shipped map (by cell count) at 1280x720, with the
cursor sweeping over the map (so hover outline and info panel keep changing), and prints
one JSON line: frame_ms_median, frame_ms_p95, floor_ms_median, ratio (frame
median over floor median; the target is ratio <= 3), plus what was measured.
"""

from __future__ import annotations

import json
import math
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.core.arena import Arena  # noqa: E402
from game.tiled import list_arenas  # noqa: E402
from game.ui.app import App, init_pygame  # noqa: E402
from game.ui.scenes.arena_view import ArenaView  # noqa: E402

SIZE = (1280, 720)
FRAMES = 360
WARM_UP = 30


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


def cursor_at(frame: int) -> tuple[int, int]:
    """A cursor sweeping the map in a Lissajous loop, as a hand might move it.

    It moves at up to ~15 px a frame (900 px/s at 60 fps), so the hovered hex,
    its outline and the info panel change every few frames, as they do in play.
    """
    t = frame / 60
    return (round(480 + 400 * math.sin(t * 2.2)), round(370 + 260 * math.sin(t * 3.1 + 0.5)))


def view_frame(app: App, view: ArenaView, frame: int) -> float:
    """Milliseconds for one full viewer frame: a mouse move, an update, the draw, the flip."""
    start = time.perf_counter_ns()
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=cursor_at(frame), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    view.update(app.step.dt)
    view.draw(app.screen, 0.5)
    pygame.display.flip()
    return (time.perf_counter_ns() - start) / 1e6


def floor_frame(screen: pygame.Surface, full: pygame.Surface) -> float:
    """Milliseconds for the least a frame can do: one full-screen blit and a flip."""
    start = time.perf_counter_ns()
    screen.blit(full, (0, 0))
    pygame.display.flip()
    return (time.perf_counter_ns() - start) / 1e6


def measure(app: App, view: ArenaView) -> tuple[list[float], list[float]]:
    """Viewer and floor frames, interleaved so both see the same machine load."""
    full = pygame.Surface(SIZE).convert()
    full.fill((40, 44, 52))
    frames: list[float] = []
    floors: list[float] = []
    for i in range(WARM_UP + FRAMES):
        frame_ms = view_frame(app, view, i)
        floor_ms = floor_frame(app.screen, full)
        if i >= WARM_UP:
            frames.append(frame_ms)
            floors.append(floor_ms)
    return frames, floors


def main() -> int:
    init_pygame()
    screen = pygame.display.set_mode(SIZE)
    app = App(screen)
    arena = largest_map()
    view = ArenaView(arena, app.tiles)
    app.push(view)
    frame, floor = measure(app, view)
    frame_median, floor_median = statistics.median(frame), statistics.median(floor)
    print(json.dumps({
        "frame_ms_median": round(frame_median, 4),
        "frame_ms_p95": round(p95(frame), 4),
        "floor_ms_median": round(floor_median, 4),
        "ratio": round(frame_median / floor_median, 3),
        "map": arena.name,
        "cells": len(arena.cells),
        "frames": FRAMES,
        "size": f"{SIZE[0]}x{SIZE[1]}",
        "video_driver": pygame.display.get_driver(),
    }))
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
