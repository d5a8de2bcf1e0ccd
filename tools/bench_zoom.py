"""Zooming, timed (tools/bench.py "zoom"): each zoom step's frames and the process's memory.

The arena viewer, in a 1280x720 window, shows each map with the battle screen's zoom levels
(the widest range the game uses): first the largest legal map (40x40 hexes, so the memory
figure is that map's and the app's alone), then every shipped arena. With the cursor in the
middle of the map it wheels out to the smallest level, in to the largest and back out to the
smallest; after each step it runs frames until the map is fully drawn at the new level (and
the next levels are prepared) or ``SETTLE_FRAMES`` pass. Per map: the slowest frame's main-
thread CPU, the frames a step took to settle, the resident memory after the last step and
at its highest. "battles" does the same on each hex-board game's demo battle screen (its
human's prompt open). The target: no frame over 16 ms; under 300 MB for the largest legal map.
"""

from __future__ import annotations

import gc
import resource
import tempfile
from pathlib import Path
from typing import Any

import pygame

from game.core.arena import Arena
from game.maps.map_limits import MAX_MAP_SIDE
from game.maps.tiled import list_arenas, load_arena
from game.ui.app import App
from game.ui.games import game_ui_names
from game.ui.scenes.arena_view import ArenaView
from game.ui.scenes.battle import BATTLE_ZOOMS
from tools.bench import SteppingClock, mouse_moved_to
from tools.bench_limits import _map_text
from tools.bench_screens import cpu_ms

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 720)
SETTLE_FRAMES = 60
"""At most this many frames after a zoom step (one second at 60 fps)."""


def rss_mb() -> float:
    """The process's resident memory now, in MB (Linux; the peak elsewhere)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return peak_rss_mb()


def peak_rss_mb() -> float:
    """The process's highest resident memory so far, in MB."""
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def _wheel(app: App, middle: tuple[int, int], steps: int) -> float:
    """One frame with the wheel turned ``steps`` notches at ``middle``: its CPU ms."""
    pygame.event.post(mouse_moved_to(middle))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=steps, flipped=False,
                                         precise_x=0.0, precise_y=float(steps)))
    return cpu_ms(app.frame)


def _settled(scene: Any) -> bool:
    return bool(getattr(scene.layer, "settled", True))


def _settle(app: App, scene: Any, frames: list[float]) -> list[float]:
    """Run frames until ``scene``'s map has no scaling left (or SETTLE_FRAMES); ``frames``
    with their CPU ms added."""
    while not _settled(scene) and len(frames) < SETTLE_FRAMES:
        frames.append(cpu_ms(app.frame))
    return frames


def _step(app: App, scene: Any, middle: tuple[int, int], steps: int) -> dict[str, Any]:
    """One zoom step and the frames after it until the map settles: their figures."""
    frames = _settle(app, scene, [_wheel(app, middle, steps)])
    return {"zoom": scene.camera.zoom, "frame_ms_max": round(max(frames), 2),
            "frames_to_settle": len(frames), "settled": _settled(scene)}


def _wheel_through(app: App, scene: Any, middle: tuple[int, int]) -> dict[str, Any]:
    """Wheel out to the smallest level, in to the largest, out again: the figures."""
    pygame.event.post(mouse_moved_to(middle))  # the pointer rests on the map a moment first
    _settle(app, scene, [cpu_ms(app.frame)])
    last = len(scene.camera.levels) - 1
    plan = [-1] * scene.camera.level + [1] * last + [-1] * last
    steps = [_step(app, scene, middle, s) for s in plan]
    rss = rss_mb()
    return {"frame_ms_max": max(s["frame_ms_max"] for s in steps),
            "frames_to_settle_max": max(s["frames_to_settle"] for s in steps),
            "steps": steps, "rss_mb": rss, "peak_rss_mb": max(rss, peak_rss_mb())}


def zoom_figures_for(arena: Arena) -> dict[str, Any]:
    """The arena viewer on ``arena`` with the battle screen's levels, wheeled through."""
    window = pygame.display.set_mode(SIZE)
    pygame.event.clear()
    app = App(window, clock=SteppingClock())
    view = ArenaView(arena, app.tiles)
    app.push(view)
    view.camera.levels = BATTLE_ZOOMS
    view.camera.fit()
    first = cpu_ms(app.frame)
    middle = view.viewport(app.screen.get_size()).center
    return {"cells": len(arena.cells), "first_frame_ms": round(first, 2),
            **_wheel_through(app, view, middle)}


def battle_zoom_figures(name: str) -> dict[str, Any] | None:
    """Game ``name``'s demo battle (its human's prompt open) wheeled through every level;
    None for a game played off the hex board."""
    from tools.bench import open_battle

    window = pygame.display.set_mode(SIZE)
    pygame.event.clear()
    app = App(window, clock=SteppingClock())
    scene = open_battle(app, name)
    try:
        if scene.camera is None or scene.arena is None:
            return None
        return {"arena": scene.arena.name, **_wheel_through(app, scene, scene.viewport().center)}
    finally:
        scene.session.close()


def zoom_figures() -> dict[str, Any]:
    """The largest legal map's figures, then every shipped arena's, by map name."""
    out: dict[str, Any] = {"size": f"{SIZE[0]}x{SIZE[1]}", "levels": list(BATTLE_ZOOMS)}
    with tempfile.TemporaryDirectory() as temp:
        path = Path(temp) / "largest.tmx"
        path.write_text(_map_text(MAX_MAP_SIDE, MAX_MAP_SIDE,
                                  ",".join(["1"] * MAX_MAP_SIDE ** 2), 'encoding="csv"'),
                        encoding="utf-8")
        out[f"largest legal ({MAX_MAP_SIDE}x{MAX_MAP_SIDE})"] = zoom_figures_for(load_arena(path))
    for entry in list_arenas(ROOT / "maps"):
        if entry.arena is not None:
            out[entry.arena.name] = zoom_figures_for(entry.arena)
            gc.collect()
    maps = [value for value in out.values() if isinstance(value, dict)]
    battles = {name: battle_zoom_figures(name) for name in game_ui_names()}
    out["battles"] = {name: figures for name, figures in battles.items() if figures}
    out["worst_frame_ms"] = max(m["frame_ms_max"] for m in [*maps, *out["battles"].values()])
    return out
