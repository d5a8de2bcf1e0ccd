"""Starting Hexbrawl: command-line flags, headless runs, autoplay and crash rescue."""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
import traceback
from collections.abc import Sequence
from pathlib import Path

import pygame

from game import paths
from game.ui.app import IDLE_FPS_CAP, App, init_pygame, open_window
from game.ui.games import game_ui, game_ui_names
from game.ui.saves import load_arena_file
from game.ui.scene import Scene
from game.ui.scenes.title import TitleScene
from game.ui.settings_stored import load_settings
from game.ui.storage import HOME_VARIABLE, atomic_write_text, clear_leftovers, user_data_dir

UNTIL_VIEWS = ("pick", "aim", "move")
UNTIL_FRAME_CAP = 20_000
AUTOPLAY_BOTS = 4
AUTOPLAY_MAP = paths.maps_dir() / "standard_arena.tmx"

def parse_size(value: str) -> tuple[int, int]:
    """Parse 'WxH' (e.g. 1280x720) for argparse."""
    try:
        width, height = (int(part) for part in value.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {value!r}") from None
    if width < 320 or height < 240:
        raise argparse.ArgumentTypeError("the window must be at least 320x240")
    return width, height


def parse_point(value: str) -> tuple[int, int]:
    """Parse 'X,Y' (window pixels) for argparse."""
    try:
        x, y = (int(part) for part in value.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"point must look like 640,360, not {value!r}") from None
    return x, y


ENVIRONMENT_HELP = (
    f"environment: {HOME_VARIABLE}=FOLDER keeps the settings, saves, tournaments, your maps "
    "and crash.log in FOLDER instead of the usual user data folder (on Linux "
    "~/.local/share/Hexbrawl/Hexbrawl, on Windows %APPDATA%\\Hexbrawl\\Hexbrawl, on macOS "
    "~/Library/Application Support/Hexbrawl/Hexbrawl); the folder is made if it is missing.")
"""The ``--help`` text's last paragraph: the user-folder override."""


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command-line flags (all optional; none are needed to play)."""
    parser = argparse.ArgumentParser(prog="hexbrawl", description="Giant robots, hex arena.",
                                     epilog=ENVIRONMENT_HELP)
    parser.add_argument("--map", type=Path,
                        help="open the arena viewer on this map, .tmx, .tmj or .json (with "
                             "--autoplay: the arena to fight in)")
    parser.add_argument("--autoplay", action="store_true",
                        help="watch up to four normal AIs (one per spawn) fight, straight "
                             "into the battle")
    parser.add_argument("--seed", type=int, help="the match's random seed (repeatable runs)")
    parser.add_argument("--frames", type=int, help="run this many updates, then exit")
    parser.add_argument("--until", choices=UNTIL_VIEWS,
                        help="with --autoplay: stop at the first frame showing this view "
                             "(pick: the pick phase from round 2 on; aim: an AI's aim; move: an "
                             "AI's walk), save --screenshot and exit 0; exit 1 if --frames "
                             f"(default {UNTIL_FRAME_CAP}) run out first. The clock steps one "
                             "update per frame, so runs are fast and repeatable")
    parser.add_argument("--screenshot", type=Path, help="save the last frame as a PNG")
    parser.add_argument("--size", type=parse_size, default=(1280, 720), help="window WxH")
    parser.add_argument("--fullscreen", action="store_true", help="fill the screen")
    parser.add_argument("--mouse", type=parse_point,
                        help="start with the mouse at window pixel X,Y (for screenshots)")
    args = parser.parse_args(argv)
    if args.frames is not None and args.frames < 1:
        parser.error("--frames must be at least 1")
    if args.until is not None and not args.autoplay:
        parser.error("--until needs --autoplay")
    return args


def build_app(args: argparse.Namespace) -> App:
    """A window with the stored settings and the title screen; then --map or --autoplay
    (what killed writes of earlier runs left in the data folder is cleared first)."""
    clear_leftovers()
    settings, message = load_settings()
    screen = open_window(args.size, args.fullscreen or settings.fullscreen)
    clock = SteppingClock() if getattr(args, "until", None) else time.perf_counter_ns
    headless = args.frames or getattr(args, "until", None)
    app = App(screen, clock=clock, fps_cap=None if headless else IDLE_FPS_CAP,
              settings=settings, settings_message=message, persist_settings=True)
    app.push(TitleScene())
    if args.autoplay:
        app.push(autoplay_scene(args.map or AUTOPLAY_MAP, args.seed))
    elif args.map is not None:
        # lazy: the map viewer loads only for --map (start-up)
        from game.ui.scenes.arena_view import scene_for_map

        app.push(scene_for_map(args.map, app.tiles))
    if args.mouse is not None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=args.mouse, rel=(0, 0),
                                             buttons=(0, 0, 0)))
    return app


def autoplay_scene(map_path: Path, seed: int | None) -> Scene:
    """Up to four normal AIs of the first registered game on ``map_path`` (one per spawn),
    ready to fight (the map error screen if it is broken)."""
    return game_ui(game_ui_names()[0]).autoplay_scene(map_path, autoplay_count(map_path), seed)


def autoplay_count(map_path: Path) -> int:
    """How many bots an autoplay on ``map_path`` seats: four, or fewer if it has fewer spawns
    (never under two; a map that cannot be read keeps four and shows its error later)."""
    try:
        spawns = len(load_arena_file(str(map_path)).spawns)
    except (OSError, ValueError):
        return AUTOPLAY_BOTS
    return max(2, min(AUTOPLAY_BOTS, spawns))


class SteppingClock:
    """A clock that moves on one fixed update each time it is read (for --until runs)."""

    def __init__(self) -> None:
        self.now = 0

    def __call__(self) -> int:
        """The next reading."""
        self.now += 16_666_667
        return self.now


def on_screen(app: App) -> str | None:
    """The README view ("pick", "aim", "move") the top scene shows now, if any."""
    shows = getattr(app.top, "shown_view", None)
    return shows() if callable(shows) else None


def run_until(app: App, view: str, cap: int) -> bool:
    """Run frames until ``view`` is on screen (True) or ``cap`` updates have run (False)."""
    app.step.reset()
    while app.running and app.stack and app.updates < cap:
        app.frame(cap)
        if on_screen(app) == view:
            return True
    return False


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the process exit code."""
    args = parse_args(argv)
    init_pygame()
    code = 0
    try:
        app = build_app(args)
        if args.until is not None:
            cap = args.frames or UNTIL_FRAME_CAP
            if not run_until(app, args.until, cap):
                print(f"hexbrawl: no {args.until} view within {cap} frames; try another "
                      "--seed or a larger --frames", file=sys.stderr)
                code = 1
        else:
            try:
                app.run(max_updates=args.frames)
            except Exception as error:  # the last line of defence: save the match, report
                rescue(app, error)
                return 1
        if args.screenshot is not None and code == 0:
            args.screenshot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.window, str(args.screenshot))
    finally:
        pygame.quit()
    return code


def rescue(app: App, error: BaseException) -> Path | None:
    """After a crash: save any match in progress and write the traceback to crash.log.

    Returns the log's path (None if even that could not be written). The match is saved as
    its replay, so Continue resumes it exactly where the crash happened.
    """
    saved = []
    for scene in app.stack:
        session = getattr(scene, "session", None)
        if session is not None and hasattr(session, "save"):
            with contextlib.suppress(Exception):
                where = session.save()
                if where is not None:
                    saved.append(str(where))
    report = "".join(traceback.format_exception(error))
    try:
        log = user_data_dir() / "crash.log"
        atomic_write_text(log, report)
    except OSError:
        log = None
    where = f" Details: {log}." if log else ""
    kept = f" Your match was saved ({saved[0]}); Continue resumes it." if saved else ""
    print(f"hexbrawl: sorry, the game stopped on an error: {error!r}.{kept}{where}",
          file=sys.stderr)
    return log


if __name__ == "__main__":
    raise SystemExit(main())
