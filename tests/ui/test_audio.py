"""Procedural sounds (tools/make_sounds.py) and the Audio player."""

from __future__ import annotations

import logging
import math
import wave
from dataclasses import dataclass
from enum import Enum, auto
from pathlib import Path

import numpy as np
import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.meatbot.rules import board_events as be
from game.games.meatbot.rules import events as ev
from game.games.meatbot.ui.sounds import (
    EVENT_SOUNDS,
    OUTCOME_SOUNDS,
    WEAPON_SOUNDS,
    sound_for_event,
    sound_for_name,
)
from game.ui import audio
from game.ui.audio import SOUND_GAIN, SOUND_NAMES, Audio
from tools import make_sounds

COMMITTED = Path(audio.SOUND_DIR)


def read_wav(path: Path) -> tuple[wave._wave_params, np.ndarray]:
    with wave.open(str(path), "rb") as source:
        params = source.getparams()
        samples = np.frombuffer(source.readframes(params.nframes), dtype="<i2")
    return params, samples


@pytest.fixture
def fresh_mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


# --- make_sounds ----------------------------------------------------------------------------

def test_the_tool_makes_exactly_the_sounds_the_game_plays():
    assert tuple(make_sounds.SOUNDS) == SOUND_NAMES


def test_regenerating_gives_byte_identical_files(tmp_path):
    # given two separate runs of the tool
    first = make_sounds.main(tmp_path / "a", ["dice_land", "plib_shot"])
    second = make_sounds.main(tmp_path / "b", ["dice_land", "plib_shot"])
    # then they write the same bytes
    assert [p.name for p in first] == ["dice_land.wav", "plib_shot.wav"]
    assert [p.read_bytes() for p in first] == [p.read_bytes() for p in second]


def test_committed_files_match_what_the_tool_makes_now(tmp_path):
    # a small tolerance absorbs last-bit float differences between numpy builds
    for fresh in make_sounds.main(tmp_path, ["ui_confirm", "dice_land"]):
        _, new = read_wav(fresh)
        _, old = read_wav(COMMITTED / fresh.name)
        assert len(new) == len(old)
        assert np.max(np.abs(new.astype(int) - old.astype(int))) <= 2


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_every_committed_sound_is_a_sane_wav(name):
    params, samples = read_wav(COMMITTED / f"{name}.wav")
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 44_100)
    seconds = params.nframes / params.framerate
    assert 0.05 <= seconds <= 2.5
    peak_db = 20 * math.log10(np.max(np.abs(samples)) / 32767)
    assert -3.5 < peak_db < -2.5
    assert abs(int(samples[0])) < 300 and abs(int(samples[-1])) < 300  # faded: no clicks


def test_all_sounds_together_stay_small():
    total = sum((COMMITTED / f"{name}.wav").stat().st_size for name in SOUND_NAMES)
    assert total < 3_000_000


# --- sound_for_event ------------------------------------------------------------------------

# The rules events the lookup goes by, built with only the fields the sounds read; the
# lookup goes by the event's class and attribute names.
def AttackResolved(action: object) -> ev.AttackResolved:
    return ev.AttackResolved(0, 6, action)  # type: ignore[arg-type]


@dataclass(frozen=True)
class WeaponFired:
    weapon: object


def BotCollapsed(player: int) -> be.BotCollapsed:
    return be.BotCollapsed(player, None)


def DevourableDropped(kind: str, how: str) -> be.DevourableDropped:
    return be.DevourableDropped(0, 0, kind, None, how)


def DevourableEaten(kind: str) -> be.DevourableEaten:
    return be.DevourableEaten(0, 0, kind, "")


def GrandstandRolled(value: int) -> ev.GrandstandRolled:
    return ev.GrandstandRolled(0, value)


def MatchEnded(winner: int | None) -> be.MatchEnded:
    return be.MatchEnded(winner, "")


@dataclass(frozen=True)
class AreaHit:
    kind: str


@dataclass(frozen=True)
class SomethingNew:
    value: int


class Weapon(Enum):
    ACID_SPRAY = auto()
    RAY = auto()
    BONESPEAR_FLINGER = auto()


@dataclass(frozen=True)
class WeaponCard:
    key: str


@pytest.mark.parametrize(("action", "sound"), [
    ("plib", "plib_shot"),
    ("claws", "claw_hit"),
    ("bite", "lock_bite"),
    ("Acid Spray", "acid_spray"),  # "spray" holds "ray" yet must not sound like one
    ("Acid Stream", "acid_spray"),
    (Weapon.ACID_SPRAY, "acid_spray"),
    (Weapon.RAY, "ray_beam"),
    (Weapon.BONESPEAR_FLINGER, "bonespear"),
    ("Boom Launcher", "boom_launch"),
    ("Hurl", "boom_launch"),
    ("Up Down", "shell_whistle"),
    ("Onco-Cannon", "onco_shot"),
    ("Gougers", "gouge"),
    ("Organ Peel", "gouge"),
    ("a flung bot", "knockback_thud"),
    (WeaponCard("shotgun-wedding"), "bonespear"),
])
def test_an_attack_sounds_like_its_weapon_or_move(action, sound):
    assert sound_for_event(AttackResolved(action)) == sound


def test_a_weapon_attribute_counts_too():
    assert sound_for_event(WeaponFired("Lockjaw")) == "lock_bite"


def test_without_a_known_weapon_the_event_class_decides():
    assert sound_for_event(AttackResolved("mystery device")) == EVENT_SOUNDS[ev.AttackResolved]
    assert sound_for_event(BotCollapsed(1)) == "collapse"


@pytest.mark.parametrize(("how", "sound"), [("puked", "puke"), ("torn off", "gouge"),
                                            ("munched", "devour_chomp"),
                                            ("rejected", "onco_shot")])
def test_a_dropped_devourable_sounds_like_how_it_came_off(how, sound):
    assert sound_for_event(DevourableDropped("Boom Launcher", how)) == sound


def test_the_item_a_bot_eats_does_not_change_the_chomp():
    assert sound_for_event(DevourableEaten("Boom Launcher")) == "devour_chomp"


def test_only_a_successful_grandstand_gets_the_fanfare():
    assert sound_for_event(GrandstandRolled(12)) == "grandstand_fanfare"
    assert sound_for_event(GrandstandRolled(11)) is None


def test_a_win_plays_victory_and_a_draw_a_gasp():
    assert sound_for_event(MatchEnded(winner=0)) == "victory"
    assert sound_for_event(MatchEnded(winner=None)) == "crowd_gasp"


def test_kind_names_an_effect_directly_for_unmapped_events():
    assert sound_for_event(AreaHit("explosion")) == "explosion"
    assert sound_for_event(AreaHit("picnic")) is None


def test_unknown_events_are_silent():
    assert sound_for_event(SomethingNew(3)) is None


def test_every_mapping_points_at_a_real_sound():
    outcomes = {sound for _, _, sound in OUTCOME_SOUNDS.values()} - {None}
    targets = {*EVENT_SOUNDS.values(), *(sound for _, sound in WEAPON_SOUNDS), *SOUND_GAIN}
    assert targets | outcomes <= set(SOUND_NAMES)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=30))
def test_any_weapon_name_gives_a_known_sound_or_none(name):
    assert sound_for_name(name) in {*SOUND_NAMES, None}


# --- Audio ----------------------------------------------------------------------------------

def break_the_mixer(monkeypatch):
    def refuse(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)


def test_without_a_device_play_is_silent_and_logs_once(monkeypatch, caplog, fresh_mixer):
    # given a mixer that cannot start
    break_the_mixer(monkeypatch)
    player = Audio()
    # when the game plays several sounds
    with caplog.at_level(logging.WARNING, logger="game.ui.audio"):
        results = [player.play(name) for name in ("ui_click", "explosion", "ui_click")]
        player.preload()
        player.set_muted(True)
    # then nothing plays, nothing raises, and the problem is logged once
    assert results == [False, False, False]
    assert player.silent
    assert len([r for r in caplog.records if "mixer" in r.getMessage()]) == 1


def test_with_the_dummy_driver_sounds_play(fresh_mixer):
    player = Audio()
    assert player.play("ui_click")
    assert not player.silent


def test_a_missing_or_broken_file_is_skipped_and_logged_once(tmp_path, caplog, fresh_mixer):
    (tmp_path / "gouge.wav").write_bytes(b"RIFF this is not a wave file")
    player = Audio(sound_dir=tmp_path)
    with caplog.at_level(logging.WARNING, logger="game.ui.audio"):
        outcomes = [player.play(name) for name in ("ui_click", "ui_click", "gouge", "gouge")]
    assert outcomes == [False, False, False, False]
    assert len(caplog.records) == 2


class FakeChannel:
    def __init__(self) -> None:
        self.volume: float | None = None

    def set_volume(self, volume: float) -> None:
        self.volume = volume


class FakeSound:
    played: list[FakeChannel] = []

    def __init__(self, path: str) -> None:
        self.path = path

    def play(self) -> FakeChannel:
        channel = FakeChannel()
        FakeSound.played.append(channel)
        return channel


@pytest.fixture
def fake_sounds(monkeypatch):
    FakeSound.played = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (44_100, -16, 2))
    monkeypatch.setattr(pygame.mixer, "set_num_channels", lambda count: None)
    monkeypatch.setattr(pygame.mixer, "stop", lambda: None)
    monkeypatch.setattr(pygame.mixer, "Sound", FakeSound)
    return FakeSound.played


def test_loudness_is_play_volume_times_master_times_balance(fake_sounds):
    player = Audio(volume=0.5)
    assert player.play("ui_hover", volume=0.5)
    assert player.play("explosion")
    assert fake_sounds[0].volume == pytest.approx(0.5 * 0.5 * SOUND_GAIN["ui_hover"])
    assert fake_sounds[1].volume == pytest.approx(0.5)


def test_muted_plays_nothing_and_keeps_the_volume(fake_sounds):
    player = Audio(volume=0.6)
    player.set_muted(True)
    assert not player.play("explosion")
    assert player.muted and player.volume == 0.6
    player.set_muted(False)
    assert player.play("explosion")
    assert len(fake_sounds) == 1


def test_zero_volume_plays_nothing(fake_sounds):
    player = Audio()
    player.set_volume(0.0)
    assert not player.play("explosion")
    assert fake_sounds == []


@pytest.mark.parametrize(("asked", "kept"), [(1.5, 1.0), (-0.2, 0.0), (0.25, 0.25),
                                             (float("nan"), 0.0)])
def test_volume_is_clamped(asked, kept):
    player = Audio()
    player.set_volume(asked)
    assert player.volume == kept


def test_settings_apply_volume_and_mute(fake_sounds):
    @dataclass
    class Prefs:
        master_volume: float
        muted: bool

    player = Audio()
    player.apply_settings(Prefs(0.3, True))
    assert (player.volume, player.muted) == (0.3, True)


def test_sounds_load_once_and_lazily(fake_sounds, monkeypatch):
    loads: list[str] = []

    class CountingSound(FakeSound):
        def __init__(self, path: str) -> None:
            super().__init__(path)
            loads.append(Path(path).name)

    monkeypatch.setattr(pygame.mixer, "Sound", CountingSound)
    player = Audio()
    assert loads == []
    player.play("heal")
    player.play("heal")
    assert loads == ["heal.wav"]
