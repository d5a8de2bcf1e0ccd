"""Time the arena view's and the battle screen's frames against a floor (one blit + flip).

Runs headless on the largest shipped map (by cell count) at 1280x720 and prints one JSON
line. The arena view (top-level keys, as before) has the cursor sweeping over the map so
the hover outline and info panel keep changing. The battle ("battle" key) has eight bots,
a human aiming a Boom Launcher with the cursor sweeping over the map (so the exact
explosion preview keeps changing) and an attack animation always playing. Each gives
frame_ms_median, frame_ms_p95, floor_ms_median and ratio (frame median over floor median;
the target is ratio <= 3).

The "limits" key (also alone with ``--limits``) gives time and memory for the worst inputs a
player can hand the game: oversized and bomb maps, deeply nested or endless-digit saves, and
the largest legal map drawn (tools/bench_limits.py).
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
from game.core.hexes import Hex  # noqa: E402
from game.rulesets.meatbot import events as ev  # noqa: E402
from game.rulesets.meatbot.devourables import BOOM  # noqa: E402
from game.tiled import list_arenas  # noqa: E402
from game.ui.anim import Animation  # noqa: E402
from game.ui.app import App, init_pygame  # noqa: E402
from game.ui.games.meatbot.battle.prompts import AimPrompt  # noqa: E402
from game.ui.games.meatbot.battle.staging import stage  # noqa: E402
from game.ui.scenes.arena_view import ArenaView  # noqa: E402
from game.ui.scenes.battle import BattleScene  # noqa: E402

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


class SteppingClock:
    """A clock that moves one update per reading pair, so staging is machine-independent."""

    def __init__(self) -> None:
        self.now = 0

    def __call__(self) -> int:
        """The next reading, one update later."""
        self.now += 16_666_667
        return self.now


def looping_blast(scene: BattleScene) -> ev.AttackResolved:
    """A Boom Launcher shot from bot 1 at bot 0 (with its real explosion hexes)."""
    from game.core import areas

    bots = scene.session.match.state.bots
    at: Hex = bots[0].hex
    hexes = tuple(sorted(areas.explosion(scene.arena, at)))
    return ev.AttackResolved(1, 7, BOOM, at=at, hexes=hexes, hits=((0, 2),))


def aim_cursor(scene: BattleScene, targets: list[Hex], frame: int) -> tuple[int, int]:
    """The cursor resting a few frames on each hex the Boom Launcher can hit, in turn, with a
    little hand jitter: the explosion preview is always showing and keeps changing."""
    x, y = scene.screen_of(targets[(frame // 4) % len(targets)])
    return round(x + 3 * math.sin(frame)), round(y + 3 * math.cos(frame))


def battle_frame(app: App, scene: BattleScene, blast: ev.AttackResolved, targets: list[Hex],
                 frame: int) -> float:
    """Milliseconds for one battle frame: a mouse move (a new aim preview), an update with
    the blast animation kept playing, the draw and the flip."""
    start = time.perf_counter_ns()
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=aim_cursor(scene, targets,
                                                                             frame),
                                          rel=(0, 0), buttons=(0, 0, 0)))
    animator = scene.flow.animator
    if animator.current is None:
        animator.current = Animation(blast, 0.7)
    scene.update(app.step.dt)
    scene.draw(app.screen, 0.5)
    pygame.display.flip()
    return (time.perf_counter_ns() - start) / 1e6


def battle_figures(arena: Arena) -> dict[str, object]:
    """Stage eight bots with the human aiming a Boom Launcher and time the battle frame."""
    app = App(pygame.display.get_surface(), clock=SteppingClock())
    scene = stage(app, arena.source, min(8, len(arena.spawns)), "attack")
    prompt = scene.flow.prompt
    assert isinstance(prompt, AimPrompt)
    prompt.choose_action(next(a for a in prompt.actions if a.key == f"Blast:{BOOM}"))
    deadline = time.monotonic() + 5
    while scene.session.thinking() and time.monotonic() < deadline:
        scene.session.poll()  # let AI seats with tied dice answer before timing
        time.sleep(0.01)
    blast = looping_blast(scene)
    viewport = scene.viewport()
    targets = [h for h in prompt.targets() if viewport.collidepoint(scene.screen_of(h))]
    full = pygame.Surface(SIZE).convert()
    full.fill((40, 44, 52))
    frames: list[float] = []
    floors: list[float] = []
    previews = 0
    for i in range(WARM_UP + FRAMES):
        frame_ms = battle_frame(app, scene, blast, targets, i)
        floor_ms = floor_frame(app.screen, full)
        previews += prompt.current_preview is not None
        if i >= WARM_UP:
            frames.append(frame_ms)
            floors.append(floor_ms)
    frame_median, floor_median = statistics.median(frames), statistics.median(floors)
    scene.session.close()
    return {"frame_ms_median": round(frame_median, 4), "frame_ms_p95": round(p95(frames), 4),
            "floor_ms_median": round(floor_median, 4),
            "ratio": round(frame_median / floor_median, 3),
            "bots": len(scene.session.seats), "frames_with_area_overlay": previews,
            "animation": "Boom Launcher blast, looping"}


def main() -> int:
    from tools.bench_limits import limits_figures

    init_pygame()
    screen = pygame.display.set_mode(SIZE)
    if sys.argv[1:] == ["--limits"]:
        print(json.dumps({"limits": limits_figures()}, indent=1))
        pygame.quit()
        return 0
    app = App(screen)
    arena = largest_map()
    view = ArenaView(arena, app.tiles)
    app.push(view)
    frame, floor = measure(app, view)
    frame_median, floor_median = statistics.median(frame), statistics.median(floor)
    battle = battle_figures(arena)
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
        "battle": battle,
        "limits": limits_figures(),
    }))
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
