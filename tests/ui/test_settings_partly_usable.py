"""Settings with parts that cannot be used keep every usable part, are copied aside before they
are next saved, and the player is told once what was left out (issue 30 item 6)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from game.ui import storage
from game.ui.settings_stored import SETTINGS_VERSION, load_settings, save_settings, settings_path

MEATBOT_SETUP = {"arena": "maps/duel_pit.tmx", "massacre": 4, "stomachs": 6}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    storage.notices.clear()
    return tmp_path


def write_settings(**content: object) -> bytes:
    raw = json.dumps({"version": SETTINGS_VERSION, **content}).encode()
    settings_path().write_bytes(raw)
    return raw


def test_a_clash_an_unknown_action_and_a_bad_key_cost_only_themselves(home):
    # given custom keys, one pair on the same key, an action this game lacks, a bad key name
    write_settings(master_volume=0.3, key_bindings={
        "pan_up": "up", "undo": "u", "end_turn": "u", "fly": "x", "help": "no such key"})
    # when the settings load
    settings, message = load_settings()
    # then every usable choice stays, each unusable one is back on its default key
    keys = settings.key_bindings
    assert (keys["pan_up"], keys["undo"], keys["end_turn"], keys["help"]) == (
        "up", "u", "space", "f1")
    assert settings.master_volume == 0.3
    # and one message says what was left out, in the player's words
    assert message is not None and message.count("could not be used") == 1
    assert "U was on both Undo and End turn" in message and "fly" in message
    assert "Rules help was on a key this game does not know" in message


def test_damaged_remembered_set_ups_are_left_out_and_good_ones_kept(home):
    write_settings(last_setups={"meatbot": MEATBOT_SETUP, "mechaton": 7})
    settings, message = load_settings()
    assert dict(settings.last_setups) == {"meatbot": MEATBOT_SETUP}
    assert message is not None and "remembered match set-up" in message


def test_values_of_the_wrong_kind_are_named(home):
    write_settings(master_volume="loud", muted=True)
    settings, message = load_settings()
    assert settings.muted and message is not None and "Volume" in message


def test_the_file_as_it_was_is_kept_when_settings_are_next_saved_and_told_once(home):
    # given settings with a clash, loaded
    before = write_settings(key_bindings={"undo": "u", "end_turn": "u", "pan_left": "left"})
    settings, message = load_settings()
    assert message
    # when the player changes a setting (the file is written)
    save_settings(dataclasses.replace(settings, muted=True))
    # then the old file is kept beside it and the player is told where
    assert (home / "settings.json.corrupt-1").read_bytes() == before
    assert any("settings.json.corrupt-1" in m for m in storage.notices.take())
    # and the next start finds nothing to say, with the custom keys still there
    again, note = load_settings()
    assert note is None and again.muted and again.key_bindings["pan_left"] == "left"
