"""The window: the fixed-timestep loop, the scene stack, settings, sound and UI scale.

Starting the game from the command line lives in ``game.ui.launch``.
"""

from __future__ import annotations

import contextlib
import math
import time
from dataclasses import replace

import pygame

from game import paths
from game.ui import storage, theme
from game.ui.audio import Audio
from game.ui.frame_times import FrameTimes
from game.ui.loop import Clock, FixedStep
from game.ui.navigator import open_rules
from game.ui.palette import use_colour_blind
from game.ui.present import Presenter, Slide, draw_areas, forces_redraw, stretch_area
from game.ui.render.markers import hex_points
from game.ui.render.notice import NoticeBanner
from game.ui.render.tiles import TileImages
from game.ui.scene import Scene
from game.ui.scenes.settings_menu import SettingsScene
from game.ui.settings import Settings, action_for_event
from game.ui.settings_stored import save_settings, settings_path
from game.ui.text import SMALLEST_PX, set_min_size

TITLE = "Hexbrawl"
IDLE_FPS_CAP = 144


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
                 settings_message: str | None = None, persist_settings: bool = False,
                 frame_clock: Clock = time.perf_counter_ns) -> None:
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
        use_colour_blind(self.settings.colour_blind_palette)
        self.settings_message = settings_message
        self.persist_settings = persist_settings
        self.audio = Audio(volume=self.settings.master_volume, muted=self.settings.muted)
        self.notice = NoticeBanner()
        """Failed saves, shown over whatever scene is on top."""
        self.frame_times = FrameTimes(frame_clock)
        """Each frame's work, shown in a corner when the player turns it on."""
        self.presenter = Presenter()
        """What is on the window, so a frame draws only what changed (``Scene.look``)."""
        self._grow_for_scale()
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
        use_colour_blind(settings.colour_blind_palette)
        self.audio.apply_settings(settings)
        before = self.screen.get_size()
        if settings.fullscreen != old.fullscreen:
            self._set_window_mode(settings.fullscreen)
        if settings.ui_scale != old.ui_scale:
            self._grow_for_scale()
        self._fit_screen()
        if self.screen.get_size() != before:
            width, height = self.window.get_size()
            self._tell_resized(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=width, y=height))
        self.presenter.invalidate()
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

    def wants_back(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` asks to leave the screen: Esc always, or the player's Cancel key
        (Esc stays a way out even after Cancel is rebound)."""
        return event.type == pygame.KEYDOWN and (event.key == pygame.K_ESCAPE
                                                 or self.action(event) == "cancel")

    def play(self, sound: str) -> None:
        """Play a UI sound by name (quietly nothing without an audio device)."""
        self.audio.play(sound)

    def _set_window_mode(self, fullscreen: bool) -> None:
        if fullscreen:
            self._windowed_size = self.window.get_size()
        self.window = open_window(self._windowed_size, fullscreen)

    def _grow_for_scale(self) -> None:
        """Grow the window (not a fullscreen one) so the UI scale fits the layouts, as far
        as the display has room; ``scale_note`` says when it had too little."""
        if self.settings.fullscreen or self.settings.ui_scale <= 1.0:
            return
        want = [math.ceil(side * self.settings.ui_scale) for side in MIN_CANVAS]
        now = self.window.get_size()
        room = display_room()
        size = tuple(max(n, min(w, r)) for n, w, r in zip(now, want, room, strict=True))
        if size != now and pygame.display.get_surface() is self.window:
            self.window = open_window(size, False)
            self._windowed_size = size

    def scale_note(self) -> str:
        """Why the UI scale shown is smaller than the one chosen (empty when it is not)."""
        if self.scale >= self.settings.ui_scale - 1e-6:
            return ""
        shown = round(self.scale * 100)
        return (f"The window has room for {shown}% only: make it larger (or use "
                f"fullscreen on a bigger screen) to see {round(self.settings.ui_scale * 100)}%.")

    def _fit_screen(self) -> None:
        """Make the logical canvas match the window and the UI scale."""
        if not hasattr(self, "_windowed_size"):
            self._windowed_size = self.window.get_size()
        scale = self.scale
        set_min_size(math.ceil(SMALLEST_PX / scale - 1e-9) if scale < 1 else 0)
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

    def mouse_pos(self) -> tuple[int, int]:
        """Where the mouse is on the logical canvas (``pygame.mouse.get_pos`` is in window
        pixels, which differ at a UI scale other than 1)."""
        return self.to_screen(pygame.mouse.get_pos())

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
        if forces_redraw(event):
            self.presenter.invalidate()
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.window = pygame.display.get_surface() or self.window
            self._fit_screen()
            self._tell_resized(event)
            return
        if event.type == pygame.DROPFILE:
            # lazy: the match history loads only when a file is dropped (start-up)
            from game.ui.scenes.replays import file_dropped

            file_dropped(self, event.file)
            return
        if hasattr(event, "pos") and self.screen is not self.window:
            event = pygame.event.Event(event.type, {**event.dict,
                                                    "pos": self.to_screen(event.pos)})
        if self._wants_help(event):
            self.play("ui_confirm")
            open_rules(self)
            return
        if self._wants("settings", event):
            self.play("ui_confirm")
            self.push(SettingsScene())
            return
        if self._wants("frame_times", event):
            self.apply_settings(replace(self.settings,
                                        show_frame_times=not self.settings.show_frame_times))
            return
        if self.top is not None:
            self.top.handle_event(event)

    def _wants_help(self, event: pygame.event.Event) -> bool:
        """F1 (or whatever key "help" is bound to), unless a scene is reading raw keys."""
        return not getattr(self.top, "is_help", False) and self._wants("help", event)

    def _wants(self, action: str, event: pygame.event.Event) -> bool:
        """True for an app-wide key (help, settings) that the top scene is not reading raw and
        whose screen is not already on top."""
        top = self.top
        if top is None or getattr(top, "captures_keys", False):
            return False
        if action == "settings" and isinstance(top, SettingsScene):
            return False
        return self.action(event) == action

    def frame(self, max_updates: int | None = None) -> None:
        """One pass of the loop: events, the due fixed updates, one draw."""
        self.frame_times.start()
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
            self.present(self.top)
        self.frame_times.finish()
        self.frames += 1
        if self._limiter is not None:
            self._limiter.tick(self._fps_cap)

    def present(self, top: Scene) -> None:
        """Put ``top``'s picture on the window, drawing and stretching only what changed
        since the last frame (all of it when its look is unknown or much changed)."""
        if self.settings.show_frame_times and self.frame_times.due():
            self.presenter.invalidate()
        frame_key = (len(self.stack), self.screen.get_size(), self.window.get_size(),
                     tuple(self.notice.messages))
        plan = self.presenter.plan(top, top.look(), frame_key, self.updates)
        if plan is None:
            self._draw_whole(top)
        elif isinstance(plan, Slide):
            self._slide(top, plan)
        elif plan:
            self._draw_areas(top, plan)

    def _slide(self, top: Scene, slide: Slide) -> None:
        """Show the scene's kept field shifted (``Scene.show_slide``): on the canvas at UI
        scale 1, else straight onto the window, leaving that canvas area to the next draw."""
        rect = pygame.Rect(slide.rect)
        if self.notice.messages:  # drawn over the canvas: the usual way keeps it on top
            self._draw_areas(top, [rect])
            return
        if self.screen is self.window:
            top.show_slide(self.screen, None, slide)
            changed = rect
        else:
            shown = top.show_slide(self.window, self.screen.get_size(), slide)
            if shown is None:
                self._draw_areas(top, [rect])
                return
            self.presenter.owed = rect
            changed = shown
        if self.settings.show_frame_times:
            changed = changed.union(self.frame_times.draw(self.window))
        pygame.display.update(changed)

    def _draw_whole(self, top: Scene) -> None:
        top.draw(self.screen, self.step.alpha)
        self.notice.draw(self.screen)
        if self.screen is not self.window:
            pygame.transform.smoothscale(self.screen, self.window.get_size(), self.window)
        if self.settings.show_frame_times:  # on the window: readable at any UI scale
            self.frame_times.draw(self.window)
        pygame.display.flip()

    def _draw_areas(self, top: Scene, areas: list[pygame.Rect]) -> None:
        alpha = self.step.alpha

        def draw(surface: pygame.Surface) -> None:
            top.draw(surface, alpha)
            self.notice.draw(surface)

        self.presenter.redrawing_parts = True
        try:
            area = draw_areas(draw, self.screen, areas)
        finally:
            self.presenter.redrawing_parts = False
        if area is None:
            return
        changed = area if self.screen is self.window \
            else stretch_area(self.screen, self.window, area)
        if changed is None:  # an odd window size: the whole canvas is stretched
            pygame.transform.smoothscale(self.screen, self.window.get_size(), self.window)
            changed = self.window.get_rect()
        if self.settings.show_frame_times:
            changed = changed.union(self.frame_times.draw(self.window))
        pygame.display.update(changed)

    def run(self, max_updates: int | None = None) -> None:
        """Loop until quit, the stack empties, or ``max_updates`` updates have run."""
        self.step.reset()
        while self.running and self.stack:
            self.frame(max_updates)
            if max_updates is not None and self.updates >= max_updates:
                break


# -- start-up -----------------------------------------------------------------


def init_pygame() -> None:
    """Start the parts of pygame we use; carry on silently without an audio device."""
    pygame.display.init()
    pygame.font.init()
    with contextlib.suppress(pygame.error):
        pygame.mixer.init()


def window_icon() -> pygame.Surface:
    """The application icon (assets/icon/hexbrawl.png, drawn by tools/art_icon.py); if it
    cannot be read, a 32x32 amber hexagon with a dark core."""
    with contextlib.suppress(pygame.error, OSError):
        return pygame.image.load(str(paths.icon_path()))
    icon = pygame.Surface((32, 32), pygame.SRCALPHA)
    pygame.draw.polygon(icon, theme.ACCENT, hex_points((16, 16), 15))
    pygame.draw.polygon(icon, theme.BACKGROUND, hex_points((16, 16), 8))
    return icon


def display_room() -> tuple[int, int]:
    """The largest window the display has room for (the desktop, less a margin for the
    window's title bar and a task bar)."""
    try:
        width, height = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return 0, 0
    return width - 40, height - 100


def open_window(size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
    """Create the resizable game window."""
    flags = pygame.RESIZABLE | (pygame.FULLSCREEN if fullscreen else 0)
    pygame.display.set_caption(TITLE)
    pygame.display.set_icon(window_icon())
    return pygame.display.set_mode((0, 0) if fullscreen else size, flags)
