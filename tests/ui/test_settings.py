"""Settings: defaults, clamping, persistence, key bindings; team palettes."""

from __future__ import annotations

import dataclasses
import json

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui import palette
from game.ui.settings import (
    ACTION_LABELS,
    ACTIONS,
    DEFAULT_KEY_BINDINGS,
    KeyBindingError,
    Settings,
    action_for_event,
    all_actions,
    default_key_bindings,
    rebind_key,
    reset_key_bindings,
)
from game.ui.settings_stored import load_settings, save_settings, settings_from_dict, settings_path


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    return tmp_path


def key_down(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


# --- defaults and clamping ------------------------------------------------------------------

def test_defaults():
    s = Settings()
    assert (s.master_volume, s.muted, s.animation_speed, s.ui_scale) == (0.8, False, 1, 1.0)
    assert (s.colour_blind_palette, s.fullscreen) == (False, False)
    assert dict(s.key_bindings) == {
        "confirm": "return", "cancel": "escape", "undo": "backspace", "help": "f1",
        "end_turn": "space", "zoom_in": "=", "zoom_out": "-", "pan_up": "w", "pan_down": "s",
        "pan_left": "a", "pan_right": "d", "skip_animation": "tab", "speed_cycle": "f",
        "toggle_log": "l", "settings": "f10", "quick_ref": "f3", "frame_times": "f9",
            "meatbot.stop_moving": "x", "meatbot.eat": "e",
        "meatbot.massacre_down": "[", "meatbot.massacre_up": "]",
        **{f"meatbot.number_{n}": str(n) for n in range(1, 10)},
    }
    assert set(ACTION_LABELS) == set(ACTIONS)


@pytest.mark.parametrize(("field", "given_value", "kept"), [
    ("master_volume", 3.0, 1.0), ("master_volume", -1, 0.0), ("master_volume", 0.35, 0.35),
    ("ui_scale", 10, 2.0), ("ui_scale", 0.1, 0.75), ("ui_scale", 1.5, 1.5),
    ("animation_speed", 3, 2), ("animation_speed", 9, 4), ("animation_speed", 0, 1),
    ("animation_speed", 4.0, 4),
])
def test_numbers_are_clamped_into_range(field, given_value, kept):
    assert getattr(Settings(**{field: given_value}), field) == kept
    assert getattr(settings_from_dict({field: given_value}), field) == kept


def test_stored_values_of_the_wrong_type_fall_back_and_unknown_keys_are_ignored():
    stored = {"master_volume": "loud", "muted": "yes", "ui_scale": None, "fullscreen": 1,
              "animation_speed": True, "colour_blind_palette": True, "favourite_bot": "Red"}
    assert settings_from_dict(stored) == Settings(colour_blind_palette=True)


json_values = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6)


@settings(max_examples=80, deadline=None)
@given(st.dictionaries(st.sampled_from(["master_volume", "muted", "animation_speed", "ui_scale",
                                        "fullscreen", "key_bindings", "other"]),
                       json_values | st.dictionaries(st.sampled_from(sorted(all_actions())),
                                                     json_values)))
def test_any_stored_data_gives_valid_settings(data):
    s = settings_from_dict(data)
    assert 0.0 <= s.master_volume <= 1.0 and 0.75 <= s.ui_scale <= 2.0
    assert s.animation_speed in (1, 2, 4)
    assert set(s.key_bindings) == set(all_actions())
    assert set(ACTIONS) <= set(s.key_bindings) and set(s.key_bindings) - set(ACTIONS)
    assert len(set(s.key_bindings.values())) == len(all_actions())   # no clash among defaults


def test_settings_are_immutable():
    s = Settings()
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.muted = True  # type: ignore[misc]
    with pytest.raises(TypeError):
        s.key_bindings["confirm"] = "x"  # type: ignore[index]


# --- persistence ----------------------------------------------------------------------------

def test_save_and_load_round_trip(home):
    chosen = rebind_key(Settings(master_volume=0.3, muted=True, animation_speed=4, ui_scale=1.25,
                                 colour_blind_palette=True, fullscreen=True), "pan_up", "up")
    save_settings(chosen)
    assert load_settings() == (chosen, None)
    stored = json.loads(settings_path().read_text(encoding="utf-8"))
    assert stored["version"] == 1 and stored["key_bindings"]["pan_up"] == "up"


def test_no_file_means_defaults_and_no_message(home):
    assert load_settings() == (Settings(), None)


@pytest.mark.parametrize(("content", "reason"), [
    (b"{not json", "broken JSON"),
    (b'{"version": 2, "muted": true}', "newer Hexbrawl"),
    (b'"just a string"', "expected a JSON object"),
])
def test_a_corrupt_file_gives_defaults_a_message_and_stays_untouched(home, content, reason):
    # given a broken settings file
    settings_path().write_bytes(content)
    # when the settings load
    loaded, message = load_settings()
    # then the defaults are used, the message names the file and reason, the file is unchanged
    assert loaded == Settings()
    assert message is not None and "settings.json" in message and reason in message
    assert settings_path().read_bytes() == content


def test_saving_after_a_corrupt_load_keeps_the_broken_file_aside(home):
    settings_path().write_bytes(b"{not json")
    loaded, _ = load_settings()
    save_settings(dataclasses.replace(loaded, muted=True))
    assert (home / "settings.json.corrupt-1").read_bytes() == b"{not json"
    assert load_settings() == (Settings(muted=True), None)


def test_clashing_stored_bindings_fall_back_to_default_keys():
    stored = {"key_bindings": {"confirm": "w", "muted": "x"}}
    assert settings_from_dict(stored).key_bindings == default_key_bindings()


def test_a_stored_binding_with_an_unknown_key_name_keeps_that_default():
    stored = {"key_bindings": {"confirm": "no such key", "help": "F2"}}
    bindings = settings_from_dict(stored).key_bindings
    assert bindings["confirm"] == "return" and bindings["help"] == "f2"


# --- key bindings ---------------------------------------------------------------------------

def test_rebinding_to_a_free_key():
    s = rebind_key(Settings(), "toggle_log", "L")  # its own key again: fine
    s = rebind_key(s, "end_turn", "R")
    assert s.key_bindings["end_turn"] == "r"
    assert s.action_for_key("r") == "end_turn" and s.action_for_key("space") is None


def test_rebinding_to_a_key_in_use_is_refused_with_a_clear_message():
    clash = (r"W is already used for Pan up, so it cannot also be End turn; give Pan up "
             r"another key first$")
    with pytest.raises(KeyBindingError, match=clash):
        rebind_key(Settings(), "end_turn", "w")


@pytest.mark.parametrize(("action", "key"), [("fly", "x"), ("confirm", "no such key")])
def test_unknown_actions_and_keys_are_refused(action, key):
    with pytest.raises(KeyBindingError):
        rebind_key(Settings(), action, key)


def test_constructing_clashing_bindings_is_refused():
    with pytest.raises(KeyBindingError, match="bound to both"):
        Settings(key_bindings={"confirm": "escape"})


def test_reset_restores_default_keys():
    s = rebind_key(Settings(), "pan_up", "up")
    assert reset_key_bindings(s).key_bindings == default_key_bindings()
    assert set(DEFAULT_KEY_BINDINGS.items()) <= set(default_key_bindings().items())


def test_key_events_map_to_actions():
    s = Settings()
    assert action_for_event(s, key_down(pygame.K_RETURN)) == "confirm"
    assert action_for_event(s, key_down(pygame.K_KP_ENTER)) == "confirm"  # keypad twin
    assert action_for_event(s, key_down(pygame.K_EQUALS)) == "zoom_in"
    assert action_for_event(s, key_down(pygame.K_q)) is None
    assert action_for_event(s, pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN)) is None


def test_key_events_follow_rebinding():
    s = rebind_key(Settings(), "pan_up", "up")
    assert action_for_event(s, key_down(pygame.K_UP)) == "pan_up"
    assert action_for_event(s, key_down(pygame.K_w)) is None


# --- palettes -------------------------------------------------------------------------------

@pytest.mark.parametrize("colour_blind", [False, True])
def test_each_palette_has_eight_distinct_colours_shapes_and_letters(colour_blind):
    styles = [palette.team_style(i, colour_blind) for i in range(8)]
    for part in ("colour", "colour_name", "shape", "label"):
        assert len({getattr(style, part) for style in styles}) == 8


def test_shape_and_letter_do_not_depend_on_the_palette():
    for i in range(8):
        normal, safe = palette.team_style(i), palette.team_style(i, colour_blind=True)
        assert (normal.shape, normal.label) == (safe.shape, safe.label)
        assert normal.colour != safe.colour or i == 7


def test_teams_wrap_after_eight():
    assert palette.team_style(9) == palette.team_style(1)


def test_a_file_from_before_the_quick_reference_keeps_its_own_use_of_f3():
    # given settings saved before the quick reference existed, with Rules help moved to F3
    stored = {"key_bindings": {"help": "f3"}}
    # when they load
    bindings = settings_from_dict(stored).key_bindings
    # then help stays on F3 and the quick reference gets a free key of its own
    assert bindings["help"] == "f3"
    assert bindings["quick_ref"] not in ("f3", "f1") and bindings["quick_ref"].startswith("f")
