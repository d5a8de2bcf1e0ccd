"""The frame-time overlay: its setting persists, its key toggles it, and its figures are the
app's real frame timings (read from an injected clock)."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.ui.app import App
from game.ui.frame_times import FrameTimes
from game.ui.scene import Scene
from game.ui.settings import Settings
from game.ui.settings_stored import load_settings, save_settings, settings_from_dict

MS = 1_000_000


class ScriptedClock:
    """A nanosecond clock that moves only when told to."""

    def __init__(self) -> None:
        self.now = 0

    def __call__(self) -> int:
        """The current reading."""
        return self.now


class SlowScene(Scene):
    """A scene whose drawing takes ``draw_ns`` on the scripted clock."""

    def __init__(self, clock: ScriptedClock) -> None:
        super().__init__()
        self.clock = clock
        self.draw_ns = 0

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Fill, and let the scripted time pass."""
        surface.fill((0, 0, 0))
        self.clock.now += self.draw_ns


def key_down(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    return tmp_path


def test_the_overlay_setting_is_off_by_default_and_survives_a_save(home):
    # given the overlay turned on
    assert Settings().show_frame_times is False
    save_settings(dataclasses.replace(Settings(), show_frame_times=True))
    # when the settings are read back
    settings, message = load_settings()
    # then it is still on
    assert settings.show_frame_times is True and message is None


def test_a_stored_overlay_setting_of_the_wrong_kind_falls_back_to_off():
    # given a stored value that is not on/off, when read
    settings = settings_from_dict({"show_frame_times": "yes"})
    # then the overlay is off
    assert settings.show_frame_times is False


def test_f9_toggles_the_overlay_and_the_choice_is_stored(home):
    # given a persistent app with a scene on top
    app = App(pygame.display.set_mode((640, 480)), persist_settings=True)
    app.push(SlowScene(ScriptedClock()))
    # when F9 is pressed
    app.dispatch(key_down(pygame.K_F9))
    # then the overlay is on and remembered
    assert app.settings.show_frame_times is True
    assert load_settings()[0].show_frame_times is True
    # and pressing it again turns it off
    app.dispatch(key_down(pygame.K_F9))
    assert app.settings.show_frame_times is False


def test_the_frame_time_key_is_remappable():
    # given the overlay's key moved to F8
    settings = Settings(key_bindings={"frame_times": "f8"})
    app = App(pygame.display.set_mode((640, 480)), settings=settings)
    app.push(SlowScene(ScriptedClock()))
    # when F9 then F8 are pressed
    app.dispatch(key_down(pygame.K_F9))
    assert app.settings.show_frame_times is False
    app.dispatch(key_down(pygame.K_F8))
    # then only F8 turned it on
    assert app.settings.show_frame_times is True


def test_the_figures_are_the_apps_own_frame_timings():
    # given an app whose frame timer reads a scripted clock, and a scene that takes 7 ms,
    # then 30 ms, then 4 ms to draw
    clock = ScriptedClock()
    app = App(pygame.display.set_mode((640, 480)), frame_clock=clock,
              settings=Settings(show_frame_times=True))
    scene = SlowScene(clock)
    app.push(scene)
    for draw_ms in (7, 30, 4):
        scene.draw_ns = draw_ms * MS
        app.frame()
        clock.now += 10 * MS  # idle time between frames is not work
    # then the last frame's work is 4 ms and the slowest is 30 ms
    assert app.frame_times.last_ms == pytest.approx(4)
    assert app.frame_times.slowest_ms == pytest.approx(30)


def test_the_slowest_frame_is_forgotten_after_five_seconds():
    # given a 40 ms frame followed by quick ones for more than five seconds
    clock = ScriptedClock()
    times = FrameTimes(clock)
    for work_ms in (40, *([2] * 60)):
        times.start()
        clock.now += work_ms * MS
        times.finish()
        clock.now += 100 * MS
    # then the slowest of the last five seconds is a quick one
    assert times.slowest_ms == pytest.approx(2)
    assert times.last_ms == pytest.approx(2)


def test_the_overlay_is_drawn_in_the_corner_and_its_text_rebuilt_four_times_a_second():
    # given the overlay after one 12 ms frame
    clock = ScriptedClock()
    times = FrameTimes(clock)
    times.start()
    clock.now += 12 * MS
    times.finish()
    surface = pygame.Surface((400, 300))
    surface.fill((255, 0, 255))
    times.draw(surface)
    # then something is drawn in the top-right corner, nothing in the top-left
    assert surface.get_at((390, 10))[:3] != (255, 0, 255)
    assert surface.get_at((5, 5))[:3] == (255, 0, 255)
    first = times._shown
    # and a later frame within a quarter second keeps the same text surface
    times.start()
    clock.now += 50 * MS
    times.finish()
    times.draw(surface)
    assert times._shown is first
    # and after a quarter second it is rebuilt
    clock.now += 250 * MS
    times.draw(surface)
    assert times._shown is not first and "50.0 ms" in times.label()


def test_the_overlay_is_not_drawn_when_off():
    # given the overlay off, when a frame is drawn
    clock = ScriptedClock()
    app = App(pygame.display.set_mode((640, 480)), frame_clock=clock)
    app.push(SlowScene(clock))
    app.frame()
    # then the corner shows the scene alone
    assert app.window.get_at((630, 10))[:3] == (0, 0, 0)


def test_the_overlay_goes_on_the_window_so_a_scaled_canvas_does_not_shrink_it():
    # given a window smaller than the layouts, so the canvas is scaled down onto it
    clock = ScriptedClock()
    app = App(pygame.display.set_mode((800, 600)), frame_clock=clock,
              settings=Settings(show_frame_times=True))
    app.push(SlowScene(clock))
    assert app.screen is not app.window
    # when a frame is drawn
    app.frame()
    # then the overlay sits at full size in the window's top-right corner
    shown = app.frame_times._shown
    assert shown is not None
    corner = (800 - 8, 8)
    assert app.window.get_at(corner)[:3] != (0, 0, 0)
    assert app.screen.get_at((app.screen.get_width() - 8, 8))[:3] == (0, 0, 0)


def test_f9_while_settings_are_open_flips_the_switch_shown_there(home):
    # given the settings screen open, the frame times off, and the app's clock moving one
    # update per reading
    from game.ui.scenes.settings_menu import SettingsScene
    from tools.bench import SteppingClock

    app = App(pygame.display.set_mode((1280, 720)), clock=SteppingClock())
    app.push(SlowScene(ScriptedClock()))
    settings = SettingsScene()
    app.push(settings)
    app.frame()
    assert settings.frame_overlay.value is False
    # when F9 is pressed and a frame passes
    pygame.event.post(key_down(pygame.K_F9))
    app.frame()
    # then the switch on the settings screen shows the overlay on, as the app has it
    assert app.settings.show_frame_times is True
    assert settings.frame_overlay.value is True
