"""Each game's own keys in Settings: listed per game, rebindable, clashes named in the
player's words, old files still load, and the screen fits at 1280x720 and 800x600."""

from __future__ import annotations

import json

import pygame
import pytest

from game.ui import settings as settings_module
from game.ui.app import App
from game.ui.scenes.settings_menu import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import KeyBindingError, Settings, rebind_key
from game.ui.settings_stored import SETTINGS_FILE, SETTINGS_VERSION, load_settings
from tests.ui.conftest import PacedApp, StepClock, init_pygame


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    return tmp_path


def test_a_clash_names_both_actions_as_the_player_sees_them():
    with pytest.raises(KeyBindingError) as raised:
        rebind_key(Settings(), "meatbot.eat", "1")
    assert str(raised.value).startswith(
        "1 is already used for d4 die / weapon 1, so it cannot also be Eat")


def test_a_games_key_clashes_with_a_shared_key_but_not_with_another_games(monkeypatch):
    table = {**settings_module._game_actions(), "other.fire": ("1", "Fire")}
    monkeypatch.setattr(settings_module, "_GAME_ACTIONS", table)
    # given another game's Fire on 1 too: both games keep their 1
    both = Settings()
    assert both.key_bindings["other.fire"] == both.key_bindings["meatbot.number_1"] == "1"
    assert both.action_for_key("1", "other") == "other.fire"
    assert both.action_for_key("1", "meatbot") == "meatbot.number_1"
    # when a shared action asks for 1, then it is refused, naming one game's action
    with pytest.raises(KeyBindingError, match="1 is already used for"):
        rebind_key(both, "undo", "1")


def test_a_file_from_before_the_games_had_their_own_keys_still_loads(home):
    # given a file where Eat (then a shared action) was on Q and the number keys unknown
    (home / SETTINGS_FILE).write_text(json.dumps(
        {"version": SETTINGS_VERSION, "key_bindings": {"eat": "q", "stop_moving": "z"}}))
    settings, message = load_settings()
    # then Meatbot's Eat and Stop moving keep the player's keys, and 1-9 are the numbers
    assert message is None
    assert (settings.key_bindings["meatbot.eat"],
            settings.key_bindings["meatbot.stop_moving"]) == ("q", "z")
    assert settings.key_bindings["meatbot.number_3"] == "3"


def settings_scene(size: tuple[int, int]) -> tuple[App, SettingsScene]:
    init_pygame()
    app = PacedApp(pygame.display.set_mode(size, pygame.RESIZABLE), clock=StepClock())
    app.push(TitleScene())
    scene = SettingsScene()
    app.push(scene)
    app.frame()
    return app, scene


def overlaps(rects: list[pygame.Rect]) -> list[tuple[pygame.Rect, pygame.Rect]]:
    return [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_every_key_group_fits_the_window_without_overlap(home, size):
    app, scene = settings_scene(size)
    try:
        titles = [title for _, title, _ in scene.groups]
        assert titles[0] == "Every game" and "Meatbot Massacre" in titles
        for index in range(len(scene.groups)):
            scene.show_group(index)
            scene.start_rebind(scene.groups[index][2][0])
            scene.bind("escape" if index else "1")      # a refusal: the longest messages
            app.frame()
            screen = app.screen.get_rect()
            widgets = [w.rect for w in scene.form.widgets]
            labels = [pygame.Rect(scene.keys_x, b.rect.y, b.rect.x - scene.keys_x - 8,
                                  b.rect.height) for b in scene.key_buttons.values()]
            assert not overlaps(widgets + labels)
            assert all(screen.contains(r) for r in widgets)
            assert scene.message and screen.contains(scene.message_rect())
            assert not scene.message_rect().colliderect(scene.reset_keys.rect)
            bar_top = screen.height - 44
            assert all(r.bottom <= bar_top for r in widgets)
    finally:
        pygame.quit()


def test_choosing_a_games_keys_lists_them_and_rebinds_them(home):
    app, scene = settings_scene((1280, 720))
    try:
        # when the group is stepped to Meatbot Massacre, then its keys are listed by name
        scene.form.focus_on(scene.group_choice)
        scene.group_choice.nudge(1)
        assert "meatbot.number_1" in scene.key_buttons and "confirm" not in scene.key_buttons
        # and rebinding its weapon 5 key to P works and is shown
        scene.start_rebind("meatbot.number_5")
        assert scene.bind("p")
        assert app.settings.key_bindings["meatbot.number_5"] == "p"
        assert scene.key_buttons["meatbot.number_5"].label == "P"
    finally:
        pygame.quit()
