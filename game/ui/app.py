"""The window: command-line flags, the fixed-timestep loop and the scene stack."""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import pygame

from game.ui import storage
from game.ui.audio import Audio
from game.ui.loop import Clock, FixedStep
from game.ui.render.notice import NoticeBanner
from game.ui.render.tiles import TileImages
from game.ui.scene import Scene
from game.ui.settings import (
    Settings,
    action_for_event,
    load_settings,
    save_settings,
    settings_path,
)

TITLE = "Hexbrawl"
IDLE_FPS_CAP = 144
UNTIL_VIEWS = ("pick", "aim", "move")
UNTIL_FRAME_CAP = 20_000
AUTOPLAY_BOTS = 4
AUTOPLAY_MAP = Path(__file__).resolve().parents[2] / "maps" / "standard_arena.tmx"


MIN_CANVAS = (1280, 720)
"""The smallest logical screen every layout is designed for."""


class App:
    """Owns the window, the scene stack, the settings and the sound, and runs the loop.

    Scenes draw on ``screen``, the logical canvas. At UI scale 1 that is the window itself;
    at other scales it is a canvas of the window's size divided by the scale, stretched onto
    the window each frame, and mouse positions are divided to match.
    """

    def __init__(self, screen: pygame.Surface, clock: Clock = time.perf_counter_ns,
                 fps_cap: int | None = None, settings: Settings | None = None,
                 settings_message: str | None = None, persist_settings: bool = False) -> None:
        self.window = screen
        self.screen = screen
        self.stack: list[Scene] = []
        self.step = FixedStep(clock)
        self.tiles = TileImages()
        self.running = True
        self.updates = 0
        self.frames = 0
        self._limiter = pygame.time.Clock() if fps_cap else None
        self._fps_cap = fps_cap or 0
        self.settings = settings or Settings()
        self.settings_message = settings_message
        self.persist_settings = persist_settings
        self.audio = Audio(volume=self.settings.master_volume, muted=self.settings.muted)
        self.notice = NoticeBanner()
        """Failed saves, shown over whatever scene is on top."""
        self._fit_screen()

    # -- settings ---------------------------------------------------------
    @property
    def scale(self) -> float:
        """The UI scale in use (1.0 draws straight onto the window).

        The player's setting, lowered when the window is smaller than the layouts are made for
        (MIN_CANVAS), so a small window shows every screen whole, only smaller.
        """
        width, height = self.window.get_size()
        fit = min(width / MIN_CANVAS[0], height / MIN_CANVAS[1])
        return min(self.settings.ui_scale, fit)

    def apply_settings(self, settings: Settings) -> None:
        """Use ``settings`` from now on (sound, window, scale) and store them if persistent."""
        old = self.settings
        self.settings = settings
        self.audio.apply_settings(settings)
        before = self.screen.get_size()
        if settings.fullscreen != old.fullscreen:
            self._set_window_mode(settings.fullscreen)
        self._fit_screen()
        if self.screen.get_size() != before:
            width, height = self.window.get_size()
            self._tell_resized(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=width, y=height))
        if self.persist_settings:
            self._store_settings(settings)

    def _store_settings(self, settings: Settings) -> None:
        """Write the settings; if the folder refuses, they still apply until the game ends."""
        try:
            save_settings(settings)
        except OSError as error:
            storage.notices.report(settings_path(), error,
                                   "the change applies until you quit.")

    def action(self, event: pygame.event.Event) -> str | None:
        """The action (e.g. "confirm", "cancel", "undo") a key event asks for, if any."""
        return action_for_event(self.settings, event)

    def play(self, sound: str) -> None:
        """Play a UI sound by name (quietly nothing without an audio device)."""
        self.audio.play(sound)

    def _set_window_mode(self, fullscreen: bool) -> None:
        if fullscreen:
            self._windowed_size = self.window.get_size()
        self.window = open_window(self._windowed_size, fullscreen)

    def _fit_screen(self) -> None:
        """Make the logical canvas match the window and the UI scale."""
        if not hasattr(self, "_windowed_size"):
            self._windowed_size = self.window.get_size()
        scale = self.scale
        if abs(scale - 1.0) < 1e-6:
            self.screen = self.window
            return
        width, height = self.window.get_size()
        size = (max(320, round(width / scale)), max(240, round(height / scale)))
        if self.screen is self.window or self.screen.get_size() != size:
            self.screen = pygame.Surface(size).convert() if pygame.display.get_surface() \
                else pygame.Surface(size)

    def _tell_resized(self, event: pygame.event.Event) -> None:
        """Every scene on the stack re-lays itself out, not just the top one."""
        for scene in list(self.stack):
            scene.handle_event(event)

    def to_screen(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A window pixel as a position on the logical canvas."""
        if self.screen is self.window:
            return pos
        sx = self.screen.get_width() / max(1, self.window.get_width())
        sy = self.screen.get_height() / max(1, self.window.get_height())
        return round(pos[0] * sx), round(pos[1] * sy)

    # -- scene stack ------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        """The scene receiving input, or None when the stack is empty."""
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top; it gets the input from now on."""
        scene.attach(self)
        self.stack.append(scene)

    def pop(self) -> Scene | None:
        """Remove the top scene; the app ends when none is left."""
        scene = self.stack.pop() if self.stack else None
        if not self.stack:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.stack:
            self.stack.pop()
        self.push(scene)

    def pop_to(self, kind: type[Scene]) -> Scene | None:
        """Pop scenes until one of ``kind`` is on top (it stays); None if there is none."""
        if not any(isinstance(scene, kind) for scene in self.stack):
            return None
        while not isinstance(self.top, kind):
            self.stack.pop()
        return self.top

    def quit(self) -> None:
        """Stop the loop after this frame."""
        self.running = False

    # -- the loop ---------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: window events and F1 here, everything to the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.window = pygame.display.get_surface() or self.window
            self._fit_screen()
            self._tell_resized(event)
            return
        if hasattr(event, "pos") and self.screen is not self.window:
            event = pygame.event.Event(event.type, {**event.dict,
                                                    "pos": self.to_screen(event.pos)})
        if self._wants_help(event):
            from game.ui.scenes.rules_help import RulesHelpScene

            self.play("ui_confirm")
            self.push(RulesHelpScene())
            return
        if self.top is not None:
            self.top.handle_event(event)

    def _wants_help(self, event: pygame.event.Event) -> bool:
        """F1 (or whatever key "help" is bound to), unless a scene is reading raw keys."""
        top = self.top
        if top is None or getattr(top, "captures_keys", False) or getattr(top, "is_help", False):
            return False
        return self.action(event) == "help"

    def frame(self, max_updates: int | None = None) -> None:
        """One pass of the loop: events, the due fixed updates, one draw."""
        for event in pygame.event.get():
            self.dispatch(event)
        for _ in range(self.step.advance()):
            if self.top is None or (max_updates is not None and self.updates >= max_updates):
                break
            self.top.update(self.step.dt)
            self.notice.update(self.step.dt)
            self.updates += 1
        self.notice.add(storage.notices.take())
        if self.top is not None:
            self.top.draw(self.screen, self.step.alpha)
            self.notice.draw(self.screen)
            if self.screen is not self.window:
                pygame.transform.smoothscale(self.screen, self.window.get_size(), self.window)
            pygame.display.flip()
        self.frames += 1
        if self._limiter is not None:
            self._limiter.tick(self._fps_cap)

    def run(self, max_updates: int | None = None) -> None:
        """Loop until quit, the stack empties, or ``max_updates`` updates have run."""
        self.step.reset()
        while self.running and self.stack:
            self.frame(max_updates)
            if max_updates is not None and self.updates >= max_updates:
                break


# -- start-up -----------------------------------------------------------------
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


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command-line flags (all optional; none are needed to play)."""
    parser = argparse.ArgumentParser(prog="hexbrawl", description="Giant robots, hex arena.")
    parser.add_argument("--map", type=Path,
                        help="open the arena viewer on this .tmx map (with --autoplay: "
                             "the arena to fight in)")
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


def init_pygame() -> None:
    """Start the parts of pygame we use; carry on silently without an audio device."""
    pygame.display.init()
    pygame.font.init()
    with contextlib.suppress(pygame.error):
        pygame.mixer.init()


def window_icon() -> pygame.Surface:
    """A 32x32 icon: an amber hexagon with a dark core."""
    from game.ui import theme
    from game.ui.render.markers import hex_points

    icon = pygame.Surface((32, 32), pygame.SRCALPHA)
    pygame.draw.polygon(icon, theme.ACCENT, hex_points((16, 16), 15))
    pygame.draw.polygon(icon, theme.BACKGROUND, hex_points((16, 16), 8))
    return icon


def open_window(size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
    """Create the resizable game window."""
    flags = pygame.RESIZABLE | (pygame.FULLSCREEN if fullscreen else 0)
    pygame.display.set_caption(TITLE)
    pygame.display.set_icon(window_icon())
    return pygame.display.set_mode((0, 0) if fullscreen else size, flags)


def build_app(args: argparse.Namespace) -> App:
    """A window with the stored settings and the title screen; then --map or --autoplay."""
    from game.ui.scenes.title import TitleScene

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
        from game.ui.scenes.arena_view import scene_for_map

        app.push(scene_for_map(args.map, app.tiles))
    if args.mouse is not None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=args.mouse, rel=(0, 0),
                                             buttons=(0, 0, 0)))
    return app


def autoplay_scene(map_path: Path, seed: int | None) -> Scene:
    """Up to four normal AIs on ``map_path`` (one per spawn), ready to fight (the map error
    screen if it is broken)."""
    from game.ui.scenes.setup_flow import autoplay_seats, start_battle_scene

    return start_battle_scene(str(map_path), autoplay_seats(autoplay_count(map_path)),
                              seed=seed)


def autoplay_count(map_path: Path) -> int:
    """How many bots an autoplay on ``map_path`` seats: four, or fewer if it has fewer spawns
    (never under two; a map that cannot be read keeps four and shows its error later)."""
    from game.ui.session import load_arena_file

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
    import traceback

    from game.ui.storage import atomic_write_text, user_data_dir

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
