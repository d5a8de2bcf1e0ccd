"""Settings: changed through the real scene, applied at once, kept across a restart."""

from __future__ import annotations

import pygame
import pytest

from game.ui.app import App
from game.ui.scenes import title as title_module
from game.ui.scenes.settings_menu import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.settings_stored import load_settings
from tests.ui.conftest import PacedApp, StepClock, post, press


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    return tmp_path


def stored_app() -> App:
    """An App the way main.py makes one: settings read from (and saved to) the user folder."""
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    settings, message = load_settings()
    return PacedApp(screen, clock=StepClock(), settings=settings, settings_message=message,
               persist_settings=True)


def open_settings(app: App) -> SettingsScene:
    app.push(TitleScene())
    scene = SettingsScene()
    app.push(scene)
    app.frame()
    return scene


def test_settings_persist_across_an_app_restart(home):
    # given a fresh app with default settings
    app = stored_app()
    scene = open_settings(app)
    # when volume goes down two steps, mute is clicked, speed set to 4x and the palette switched
    scene.form.focus_on(scene.volume)
    press(pygame.K_LEFT)
    press(pygame.K_LEFT)
    post(pygame.MOUSEBUTTONDOWN, pos=scene.mute.rect.center, button=1)
    app.frame()
    scene.form.focus_on(scene.speed)
    press(pygame.K_RIGHT)
    press(pygame.K_RIGHT)
    post(pygame.MOUSEBUTTONDOWN, pos=scene.palette.rect.center, button=1)
    app.frame()
    # then they apply at once (the sound player already follows)
    assert app.audio.muted and app.audio.volume == pytest.approx(0.7)
    expected = app.settings
    assert expected.animation_speed == 4 and expected.colour_blind_palette
    pygame.quit()
    # when the game starts again, then the same settings come back
    again = stored_app()
    assert again.settings == expected and again.settings_message is None
    assert again.audio.muted
    pygame.quit()


def test_rebinding_a_key_and_a_conflict(home, app):
    app.persist_settings = True
    scene = open_settings(app)
    # when Undo is rebound to U
    scene.form.focus_on(scene.key_buttons["undo"])
    press(pygame.K_RETURN)
    app.frame()
    assert scene.captures_keys
    press(pygame.K_u)
    app.frame()
    assert app.settings.key_bindings["undo"] == "u" and not scene.captures_keys
    # when Confirm is then asked to take U as well, then it is refused, naming the owner
    scene.start_rebind("confirm")
    press(pygame.K_u)
    app.frame()
    assert app.settings.key_bindings["confirm"] == "return"
    assert scene.message_bad and "already used for Undo" in scene.message
    # when F1 is pressed while waiting, then it becomes the key (no help pops up)
    scene.start_rebind("toggle_log")
    press(pygame.K_F1)
    app.frame()
    assert app.top is scene and "already used for Rules help" in scene.message
    # and the binding was stored
    assert load_settings()[0].key_bindings["undo"] == "u"


def test_ui_scale_applies_at_once_and_clicks_still_land(app, home):
    scene = open_settings(app)
    # when the UI scale is lowered to 75%
    scene.form.focus_on(scene.scale)
    press(pygame.K_LEFT)
    app.frame()
    assert app.settings.ui_scale == 0.75
    assert app.screen.get_size() == (round(1280 / 0.75), round(720 / 0.75))
    assert app.window.get_size() == (1280, 720)
    # when the window pixel over the (scaled) Mute switch is clicked, then Mute flips
    centre = scene.mute.rect.center
    post(pygame.MOUSEBUTTONDOWN, pos=(round(centre[0] * 0.75), round(centre[1] * 0.75)), button=1)
    app.frame()
    assert app.settings.muted
    # when Esc goes back, then the title under it was laid out for the new size as well
    press(pygame.K_ESCAPE)
    app.frame()
    assert isinstance(app.top, TitleScene)
    assert app.top.menu.rect(0).centerx == app.screen.get_width() // 2


def test_a_broken_settings_file_is_shown_on_the_title_and_kept(home):
    broken = home / "settings.json"
    broken.write_text("{ not json")
    app = stored_app()
    title = TitleScene()
    app.push(title)
    app.frame()
    assert app.settings_message and "settings.json" in app.settings_message
    assert broken.read_text() == "{ not json"
    pygame.quit()


def test_fullscreen_switches_the_window_and_back(app, home):
    scene = open_settings(app)
    post(pygame.MOUSEBUTTONDOWN, pos=scene.fullscreen.rect.center, button=1)
    app.frame()
    assert app.settings.fullscreen
    assert pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    # when switched off again (clicking where the switch shows in the full-screen window,
    # which may scale the screens down), then the window returns to its old size
    sx = app.window.get_width() / app.screen.get_width()
    sy = app.window.get_height() / app.screen.get_height()
    x, y = scene.fullscreen.rect.center
    post(pygame.MOUSEBUTTONDOWN, pos=(round(x * sx), round(y * sy)), button=1)
    app.frame()
    assert not app.settings.fullscreen
    assert app.window.get_size() == (1280, 720)
    assert not pygame.display.get_surface().get_flags() & pygame.FULLSCREEN


def write_old_settings(home, bindings: dict[str, str]) -> None:
    """A settings file as a build without the Stop moving and Eat actions wrote it."""
    import json

    from game.ui.settings import LATER_ACTIONS
    from game.ui.settings_stored import SETTINGS_FILE, SETTINGS_VERSION

    assert not set(bindings) & set(LATER_ACTIONS)
    (home / SETTINGS_FILE).write_text(json.dumps(
        {"version": SETTINGS_VERSION, "muted": True, "key_bindings": bindings}))


def test_the_new_actions_have_their_own_default_keys():
    from game.ui.settings import action_label, default_key_bindings

    # given the defaults, then Meatbot's Stop moving is X and Eat is E, labelled, no key shared
    defaults = default_key_bindings()
    assert (defaults["meatbot.stop_moving"], defaults["meatbot.eat"]) == ("x", "e")
    assert action_label("meatbot.stop_moving") == "Stop moving"
    assert action_label("meatbot.eat") == "Eat"
    keys = list(defaults.values())
    assert len(set(keys)) == len(keys)


def test_an_older_settings_file_gets_the_default_keys_for_the_new_actions(home):
    # given a file from before the new actions, with one key of the player's own
    write_old_settings(home, {"undo": "u"})
    # when it is loaded
    settings, message = load_settings()
    # then the player's key and setting stay, and the new actions have their defaults
    assert message is None and settings.muted
    assert settings.key_bindings["undo"] == "u"
    assert (settings.key_bindings["meatbot.stop_moving"],
            settings.key_bindings["meatbot.eat"]) == ("x", "e")


def test_an_older_file_that_already_uses_a_new_default_key_keeps_its_bindings(home):
    # given an old file where the player put Pan right on X and Pan left on E
    write_old_settings(home, {"pan_right": "x", "pan_left": "e", "undo": "u"})
    # when it is loaded
    settings, _ = load_settings()
    bindings = settings.key_bindings
    # then the player's keys are kept and the new actions get free keys of their own
    assert (bindings["pan_right"], bindings["pan_left"], bindings["undo"]) == ("x", "e", "u")
    assert bindings["meatbot.stop_moving"] not in ("x", "e")
    assert bindings["meatbot.eat"] not in ("x", "e")
    assert len(set(bindings.values())) == len(bindings)
    assert settings.action_for_key(bindings["meatbot.eat"], "meatbot") == "meatbot.eat"


def test_a_larger_ui_scale_never_shrinks_the_canvas_below_the_design_size(app, home):
    # given a 1280x720 window, when the player asks for 150%
    scene = open_settings(app)
    scene.form.focus_on(scene.scale)
    press(pygame.K_RIGHT)
    press(pygame.K_RIGHT)
    app.frame()
    # then the setting is kept, but the screens still get the 1280x720 they are laid out for
    assert app.settings.ui_scale == 1.5
    assert app.screen.get_size() == (1280, 720)


def test_a_larger_ui_scale_grows_the_window_when_the_display_has_room(app, home, monkeypatch):
    from game.ui import app as app_module

    # given a display with room for a 1920x1080 window
    monkeypatch.setattr(app_module, "display_room", lambda: (1920, 1080))
    scene = open_settings(app)
    scene.form.focus_on(scene.scale)
    # when the player asks for 125%, then the window grows and the scale is real
    while app.settings.ui_scale < 1.25:
        press(pygame.K_RIGHT)
        app.frame()
    assert app.settings.ui_scale == 1.25 and app.window.get_size() == (1600, 900)
    assert app.scale == 1.25 and app.screen.get_size() == (1280, 720)
    assert app.scale_note() == ""


def test_without_room_for_the_scale_settings_says_so(app, home, monkeypatch):
    from game.ui import app as app_module
    from game.ui.scenes import settings_menu

    drawn_text: list[str] = []
    real_text = settings_menu.text
    monkeypatch.setattr(settings_menu, "text",
                        lambda content, *rest, **named: (drawn_text.append(content),
                                                         real_text(content, *rest, **named))[1])

    # given a display no bigger than the window
    monkeypatch.setattr(app_module, "display_room", lambda: (1280, 720))
    scene = open_settings(app)
    scene.form.focus_on(scene.scale)
    while app.settings.ui_scale < 1.5:
        press(pygame.K_RIGHT)
        app.frame()
    app.frame()
    # then the window stays and Settings says the scale shown is smaller, and why
    assert app.window.get_size() == (1280, 720) and app.scale == 1.0
    assert "room for 100% only" in app.scale_note()
    assert any("room for 100% only" in line for line in drawn_text)


def test_clashing_stored_keys_are_reset_and_the_title_says_so(home, monkeypatch):
    # given a settings file where Confirm was moved onto W, the key Pan up still has
    write_old_settings(home, {"confirm": "w"})
    notes: list[str] = []
    original = title_module.text_block

    def spy(lines, *args, **kwargs):
        notes.extend(line[0] for line in lines)
        return original(lines, *args, **kwargs)

    monkeypatch.setattr(title_module, "text_block", spy)
    # when the game starts the way main.py starts it, at the title
    app = stored_app()
    try:
        app.push(TitleScene())
        app.frame()
        # then the keys are the defaults, the other settings stay, and the title explains why
        assert app.settings.key_bindings["confirm"] == "return" and app.settings.muted
        message = app.settings_message
        assert message and "W was on both Pan up and Confirm" in message
        assert "default" in message and "Settings" in message
        assert any(message in note for note in notes)
    finally:
        pygame.quit()
