"""The window: command-line flags, the fixed-timestep loop and the scene stack."""

from __future__ import annotations

import argparse
import contextlib
import time
from collections.abc import Sequence
from pathlib import Path

import pygame

from game.ui.loop import Clock, FixedStep
from game.ui.render.tiles import TileImages
from game.ui.scene import Scene

TITLE = "Hexbrawl"
IDLE_FPS_CAP = 144


class App:
    """Owns the window surface and the scene stack and runs the loop."""

    def __init__(self, screen: pygame.Surface, clock: Clock = time.perf_counter_ns,
                 fps_cap: int | None = None) -> None:
        self.screen = screen
        self.stack: list[Scene] = []
        self.step = FixedStep(clock)
        self.tiles = TileImages()
        self.running = True
        self.updates = 0
        self.frames = 0
        self._limiter = pygame.time.Clock() if fps_cap else None
        self._fps_cap = fps_cap or 0

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

    def quit(self) -> None:
        """Stop the loop after this frame."""
        self.running = False

    # -- the loop ---------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: window events here, everything to the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.screen = pygame.display.get_surface() or self.screen
        if self.top is not None:
            self.top.handle_event(event)

    def frame(self, max_updates: int | None = None) -> None:
        """One pass of the loop: events, the due fixed updates, one draw."""
        for event in pygame.event.get():
            self.dispatch(event)
        for _ in range(self.step.advance()):
            if self.top is None or (max_updates is not None and self.updates >= max_updates):
                break
            self.top.update(self.step.dt)
            self.updates += 1
        if self.top is not None:
            self.top.draw(self.screen, self.step.alpha)
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
    parser.add_argument("--map", type=Path, help="open the arena viewer on this .tmx map")
    parser.add_argument("--frames", type=int, help="run this many updates, then exit")
    parser.add_argument("--screenshot", type=Path, help="save the last frame as a PNG")
    parser.add_argument("--size", type=parse_size, default=(1280, 720), help="window WxH")
    parser.add_argument("--fullscreen", action="store_true", help="fill the screen")
    parser.add_argument("--mouse", type=parse_point,
                        help="start with the mouse at window pixel X,Y (for screenshots)")
    args = parser.parse_args(argv)
    if args.frames is not None and args.frames < 1:
        parser.error("--frames must be at least 1")
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
    """A window with the title screen, plus the arena viewer when --map is given."""
    from game.ui.scenes.arena_view import scene_for_map
    from game.ui.scenes.title import TitleScene

    screen = open_window(args.size, args.fullscreen)
    app = App(screen, fps_cap=None if args.frames else IDLE_FPS_CAP)
    app.push(TitleScene())
    if args.map is not None:
        app.push(scene_for_map(args.map, app.tiles))
    if args.mouse is not None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=args.mouse, rel=(0, 0),
                                             buttons=(0, 0, 0)))
    return app


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the process exit code."""
    args = parse_args(argv)
    init_pygame()
    try:
        app = build_app(args)
        app.run(max_updates=args.frames)
        if args.screenshot is not None:
            args.screenshot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.screen, str(args.screenshot))
    finally:
        pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
