"""Frame figures for every screen a player sees, at the window sizes we design for.

Used by tools/bench.py (its "screens" key): the title, each game's New match set-up, battle
(its human's prompt open) and results screens, the arena viewer and each game's replay viewer,
at 1280x720 and 800x600. Each frame is a whole pass of the app's loop (``App.frame``: the
events with a mouse move, one update, the draw, the stretch of the canvas onto a window smaller
than the layouts, the flip), timed in main-thread CPU, and followed by a floor frame (one
full-window blit and a flip at the same size) so both see the same machine load. Each screen is
timed twice: still (no input at all: "idle_*" figures; a frame with nothing changed should cost
next to nothing) and then with the mouse sweeping over it (the main figures).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

import pygame

from game.ui.app import App
from game.ui.games import game_ui, game_ui_names
from game.ui.scene import Scene
from tools.bench import (
    BACKDROP,
    SEED,
    WARM_UP,
    SteppingClock,
    cursor_at,
    largest_map,
    mouse_moved_to,
    open_battle,
)

SIZES = ((1280, 720), (800, 600))
REPLAY_DECISIONS = 120
"""How far into a random match the replay viewer's match is played."""


def cpu_ms(action: Callable[[], object]) -> float:
    """The main thread's CPU milliseconds spent in ``action()``."""
    start = time.thread_time_ns()
    action()
    return (time.thread_time_ns() - start) / 1e6


def app_frame(app: App, pos: tuple[int, int]) -> float:
    """One whole loop pass of ``app`` with the mouse moved to ``pos`` (window pixels)."""
    pygame.event.post(mouse_moved_to(pos))
    return cpu_ms(app.frame)


def timed_frames(app: App, frames: int, moving: bool) -> tuple[list[float], list[float]]:
    """``frames`` loop passes of the app (after WARM_UP untimed ones), the mouse sweeping the
    window each frame when ``moving`` (else no input at all), each followed by a floor frame:
    the frame and floor times."""
    window = app.window
    full = pygame.Surface(window.get_size()).convert()
    full.fill(BACKDROP)
    sweep = window.get_rect().inflate(-16, -16)
    timed: list[float] = []
    floors: list[float] = []
    for i in range(WARM_UP + frames):
        frame_ms = app_frame(app, cursor_at(i, sweep)) if moving else cpu_ms(app.frame)
        floor_ms = cpu_ms(lambda: (window.blit(full, (0, 0)), pygame.display.flip()))
        if i >= WARM_UP:
            timed.append(frame_ms)
            floors.append(floor_ms)
    return timed, floors


def timed_screen(app: App, frames: int) -> dict[str, Any]:
    """The app's top scene still (no input: "idle_*") and with the mouse sweeping over it
    (the main figures): median and max of the frames and of the floor frames, and the ratio
    of the medians."""
    shown = app.top
    still, still_floors = timed_frames(app, frames, moving=False)
    timed, floors = timed_frames(app, frames, moving=True)
    if app.top is not shown:
        raise RuntimeError(f"{type(shown).__name__} was left while it was timed")
    median, floor = statistics.median(timed), statistics.median(floors)
    idle, idle_floor = statistics.median(still), statistics.median(still_floors)
    return {"frame_ms_median": round(median, 3), "frame_ms_max": round(max(timed), 3),
            "floor_ms_median": round(floor, 4), "floor_ms_max": round(max(floors), 4),
            "ratio": round(median / max(floor, 1e-3), 2),
            "idle_ms_median": round(idle, 3), "idle_ms_max": round(max(still), 3),
            "idle_floor_ms_median": round(idle_floor, 4),
            "idle_ratio": round(idle / max(idle_floor, 1e-3), 2)}


def fresh_app(size: tuple[int, int]) -> App:
    """An app in a new window of ``size`` whose clock moves one update a frame."""
    window = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.clear()
    return App(window, clock=SteppingClock())


def on_screen(size: tuple[int, int], frames: int, make: Callable[[App], Scene | None],
              ) -> dict[str, Any]:
    """The figures of the scene ``make(app)`` pushes (or returns to be pushed) over a title."""
    from game.ui.scenes.title import TitleScene

    app = fresh_app(size)
    app.push(TitleScene())
    scene = make(app)
    if scene is not None:
        app.push(scene)
    try:
        return timed_screen(app, frames)
    finally:
        session = getattr(app.top, "session", None)
        if session is not None and hasattr(session, "close"):
            session.close()


def finished_session(name: str) -> Any:
    """Game ``name``'s demo match played to its end by random legal choices."""
    session = game_ui(name).demo_session(SEED, humans=0)
    session.autosave_enabled = False
    session.close()
    rng = random.Random(SEED)
    while not session.match.is_over:
        request = session.match.pending()[0]
        session.match.submit(request.player, rng.choice(request.legal_choices()))
    return session


def replay_viewer(app: App, name: str) -> None:
    """Open the replay viewer on a random match of game ``name`` (nothing written to disk)."""
    from game.ui.battle.seats import seat_to_json
    from game.ui.history import entry_json
    from game.ui.scenes.replay_viewer import open_viewer
    from game.ui.session import progress_of

    session = game_ui(name).demo_session(SEED, humans=0)
    session.autosave_enabled = False
    session.close()
    rng = random.Random(SEED)
    for _ in range(REPLAY_DECISIONS):
        if session.is_over:
            break
        request = session.pending()[0]
        session.submit(request.player, rng.choice(request.legal_choices()))
    data = entry_json(session.match, [seat_to_json(seat) for seat in session.seats],
                      session.arena_path, session.options, progress_of(session.match))
    open_viewer(app, data)


def game_screens(size: tuple[int, int], frames: int, name: str) -> dict[str, Any]:
    """Game ``name``'s New match, battle, results and replay viewer figures at ``size``."""
    ui = game_ui(name)
    return {
        "new_match": on_screen(size, frames, lambda app: ui.new_match_scene()),
        "battle": on_screen(size, frames, lambda app: (open_battle(app, name), None)[1]),
        "results": on_screen(size, frames,
                             lambda app: ui.results_scene(finished_session(name))),
        "replay": on_screen(size, frames, lambda app: replay_viewer(app, name)),
    }


def stretch_ms(size: tuple[int, int], frames: int) -> dict[str, Any]:
    """What the app's stretch of its canvas onto a window of ``size`` costs alone (median
    main-thread ms), and the canvas size; 0 when the canvas is the window."""
    app = fresh_app(size)
    canvas = f"{app.screen.get_width()}x{app.screen.get_height()}"
    if app.screen is app.window:
        return {"canvas": canvas, "stretch_ms_median": 0.0}
    window_size = app.window.get_size()
    timed = [cpu_ms(lambda: pygame.transform.smoothscale(app.screen, window_size, app.window))
             for _ in range(frames)]
    return {"canvas": canvas, "stretch_ms_median": round(statistics.median(timed), 3)}


def size_screens(size: tuple[int, int], frames: int) -> dict[str, Any]:
    """Every screen's figures at ``size``, and the cost of stretching the canvas there."""
    from game.ui.scenes.arena_view import ArenaView

    arena = largest_map()
    return {
        **stretch_ms(size, frames),
        "title": on_screen(size, frames, lambda app: None),
        "arena_view": on_screen(size, frames, lambda app: ArenaView(arena, app.tiles)),
        "games": {name: game_screens(size, frames, name) for name in game_ui_names()},
    }


def worst(screens: dict[str, Any], count: int = 5, key: str = "ratio") -> list[dict[str, Any]]:
    """The ``count`` screens furthest above their floor (by ``key``: "ratio" with the mouse
    moving, "idle_ratio" still), over every size."""
    rows = []
    for size, by_screen in screens.items():
        for screen in ("title", "arena_view"):
            rows.append((by_screen[screen][key], size, screen))
        for game, figures in by_screen["games"].items():
            rows += [(f[key], size, f"{game} {screen}") for screen, f in figures.items()]
    rows.sort(reverse=True)
    return [{"size": size, "screen": screen, key: ratio} for ratio, size, screen in rows[:count]]


def screens_figures(frames: int) -> dict[str, Any]:
    """Every screen at every size, by "WxH", plus the worst ratios."""
    screens = {f"{w}x{h}": size_screens((w, h), frames) for w, h in SIZES}
    return {**screens, "worst": worst(screens), "worst_idle": worst(screens, key="idle_ratio"),
            "timed_in": "main-thread CPU ms", "frames": frames}
