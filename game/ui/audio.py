"""Sound effects: play a named effect, with master volume and mute; silent without a device.

The effects are WAV files made by tools/make_sounds.py and kept in assets/sounds. They load on
first use. If the mixer cannot start (no audio device, a broken driver) Audio goes quiet and says
so once in the log; a missing or unreadable file is logged once and skipped. Nothing here ever
raises into the game loop.

sound_for_event() picks the effect for a rules event: the weapon or move it names wins (so each
weapon sounds like itself), otherwise the event's class name is looked up in EVENT_SOUNDS.
"""

from __future__ import annotations

import logging
import math
import re
from enum import Enum
from pathlib import Path
from typing import Any

import pygame

from game import paths

SOUND_DIR = paths.assets_dir() / "sounds"
MIXER_FORMAT = {"frequency": 44_100, "size": -16, "channels": 2, "buffer": 512}
CHANNELS = 24

SOUND_NAMES: tuple[str, ...] = (
    "ui_click", "ui_hover", "ui_confirm", "ui_error", "dice_roll", "dice_land", "plib_shot",
    "claw_hit", "gouge", "lock_bite", "acid_spray", "boom_launch", "explosion", "bonespear",
    "ray_beam", "onco_shot", "shell_whistle", "knockback_thud", "footstep_heavy",
    "devour_chomp", "puke", "heal", "collapse", "crowd_cheer", "crowd_gasp",
    "grandstand_fanfare", "victory", "match_start",
)

# Every file peaks at the same level; these balance how loud they feel next to each other.
SOUND_GAIN: dict[str, float] = {
    "ui_hover": 0.3, "ui_click": 0.55, "ui_confirm": 0.6, "ui_error": 0.55,
    "footstep_heavy": 0.55, "dice_roll": 0.8, "ray_beam": 0.7, "acid_spray": 0.8,
    "crowd_cheer": 0.85, "crowd_gasp": 0.85, "heal": 0.8,
}

# Rules event class name -> effect (game/rulesets/*/events.py). Names with no entry are silent;
# entries for events a ruleset does not have cost nothing.
EVENT_SOUNDS: dict[str, str] = {
    "MatchStarted": "match_start",
    "MatchRestarted": "match_start",
    "PickMade": "ui_confirm",
    "DiceRolled": "dice_roll",
    "DiceRevealed": "dice_roll",
    "GrandstandRolled": "grandstand_fanfare",
    "OncoTriggered": "onco_shot",
    "Healed": "heal",
    "OncoExpelled": "heal",
    "ShellPlaced": "boom_launch",
    "ShellLanded": "explosion",
    "AttackResolved": "claw_hit",
    "BotKnockedBack": "knockback_thud",
    "BotPinned": "knockback_thud",
    "LockFormed": "lock_bite",
    "BondBroken": "claw_hit",
    "DevourableDropped": "gouge",
    "DevourableEaten": "devour_chomp",
    "DevourableArrived": "heal",
    "BotMoved": "footstep_heavy",
    "BotCollapsed": "collapse",
    "PilotEjected": "crowd_gasp",
    "MatchEnded": "victory",
    "ChoiceRejected": "ui_error",
}

# Events whose sound depends on how they came out: class -> (attribute, value, sound instead).
OUTCOME_SOUNDS: dict[str, tuple[str, object, str | None]] = {
    "GrandstandRolled": ("success", False, None),  # only a natural 12 gets the fanfare
    "MatchEnded": ("winner", None, "crowd_gasp"),  # a draw
}

# Attributes that name what happened more precisely than the class does, checked in order:
# a weapon or move ("Acid Spray", "Hurl"), or how a devourable came off ("puked").
DETAIL_ATTRIBUTES = ("weapon", "action", "how")

# Fragments of weapon / move names -> effect, checked in order ("acid spray" before "ray").
WEAPON_SOUNDS: tuple[tuple[str, str], ...] = (
    ("acid", "acid_spray"), ("plib", "plib_shot"), ("gouge", "gouge"), ("peel", "gouge"),
    ("torn", "gouge"), ("wrench", "gouge"), ("lock", "lock_bite"), ("bite", "lock_bite"),
    ("jaw", "lock_bite"), ("bonespear", "bonespear"), ("spear", "bonespear"),
    ("wedding", "bonespear"), ("lawyer", "bonespear"), ("flung", "knockback_thud"),
    ("onco", "onco_shot"), ("birp", "onco_shot"), ("reject", "onco_shot"),
    ("up_down", "shell_whistle"), ("updown", "shell_whistle"), ("shell", "shell_whistle"),
    ("artillery", "shell_whistle"), ("boom", "boom_launch"), ("hurl", "boom_launch"),
    ("rocket", "boom_launch"), ("missile", "boom_launch"), ("cluster", "explosion"),
    ("explo", "explosion"), ("ray", "ray_beam"), ("laser", "ray_beam"), ("beam", "ray_beam"),
    ("claw", "claw_hit"), ("teeth", "claw_hit"), ("punch", "claw_hit"), ("melee", "claw_hit"),
    ("tackle", "knockback_thud"), ("trip", "knockback_thud"), ("knock", "knockback_thud"),
    ("heal", "heal"), ("puke", "puke"), ("vomit", "puke"), ("munch", "devour_chomp"),
    ("devour", "devour_chomp"), ("gun", "plib_shot"), ("cannon", "plib_shot"),
)

_ABSENT = object()

log = logging.getLogger(__name__)


def _name_of(value: Any) -> str:
    """A searchable lower_snake name for a weapon/kind given as text, enum or object."""
    if isinstance(value, Enum):
        text = value.name
    elif isinstance(value, str):
        text = value
    else:
        text = next((attr for attr in (getattr(value, "key", None), getattr(value, "name", None))
                     if isinstance(attr, str)), str(value))
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def sound_for_name(value: Any) -> str | None:
    """The effect for a weapon or effect name (text, enum or object with key/name), if any."""
    name = _name_of(value)
    if name in SOUND_NAMES:
        return name
    return next((sound for fragment, sound in WEAPON_SOUNDS if fragment in name), None)


def sound_for_event(event: object) -> str | None:
    """The effect to play for a rules event, or None if it should pass in silence.

    A failed outcome (OUTCOME_SOUNDS) decides first; then a weapon, move or manner named by
    DETAIL_ATTRIBUTES; then the class name; last, a ``kind`` that names an effect outright.
    """
    class_name = type(event).__name__
    if class_name in OUTCOME_SOUNDS:
        attribute, value, instead = OUTCOME_SOUNDS[class_name]
        if getattr(event, attribute, _ABSENT) is value:
            return instead
    for attribute in DETAIL_ATTRIBUTES:
        detail = getattr(event, attribute, None)
        if detail is not None and (sound := sound_for_name(detail)) is not None:
            return sound
    if class_name in EVENT_SOUNDS:
        return EVENT_SOUNDS[class_name]
    kind = getattr(event, "kind", None)
    return _name_of(kind) if kind is not None and _name_of(kind) in SOUND_NAMES else None


def pre_init() -> None:
    """Ask for our mixer format; call before pygame.init() for the lowest latency."""
    try:
        pygame.mixer.pre_init(**MIXER_FORMAT)
    except Exception as error:  # a pygame built without the mixer: Audio will stay silent
        log.warning("Sound is off: no audio mixer (%s)", error)


class Audio:
    """Plays effects by name. Never raises; goes silent when sound is unavailable."""

    def __init__(self, sound_dir: Path | str | None = None, volume: float = 0.8,
                 muted: bool = False) -> None:
        self._dir = Path(sound_dir) if sound_dir is not None else SOUND_DIR
        self._volume = _unit(volume)
        self._muted = bool(muted)
        self._mixer_ok: bool | None = None  # None: not tried yet
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._logged: set[str] = set()

    @property
    def volume(self) -> float:
        """Master volume, 0..1 (kept while muted)."""
        return self._volume

    @property
    def muted(self) -> bool:
        """Whether all sound is off."""
        return self._muted

    @property
    def silent(self) -> bool:
        """True once the mixer has failed to start: nothing will ever be heard."""
        return self._mixer_ok is False

    def set_volume(self, volume: float) -> None:
        """Set the master volume (clamped to 0..1)."""
        self._volume = _unit(volume)

    def set_muted(self, muted: bool) -> None:
        """Mute (stopping what is playing) or unmute."""
        self._muted = bool(muted)
        if self._muted and self._mixer_ok:
            self._guard("stop", pygame.mixer.stop)

    def apply_settings(self, settings: Any) -> None:
        """Take master_volume and muted from a Settings (or anything with those fields)."""
        self.set_volume(settings.master_volume)
        self.set_muted(settings.muted)

    def play(self, name: str, volume: float = 1.0) -> bool:
        """Start the named effect at ``volume`` x master volume; True if it started."""
        loudness = _unit(volume) * self._volume * SOUND_GAIN.get(name, 1.0)
        if self._muted or loudness <= 0.0 or not self._mixer_ready():
            return False
        sound = self._sound(name)
        if sound is None:
            return False
        channel = self._guard(f"play {name}", sound.play)
        if channel is None:  # every channel busy, or playing failed (already logged)
            return False
        self._guard(f"volume {name}", channel.set_volume, min(1.0, loudness))
        return True

    def preload(self, names: tuple[str, ...] = SOUND_NAMES) -> None:
        """Load effects now rather than on first use (e.g. behind a title screen)."""
        if self._mixer_ready():
            for name in names:
                self._sound(name)

    def _mixer_ready(self) -> bool:
        if self._mixer_ok and not pygame.mixer.get_init():
            self._mixer_ok, self._sounds = None, {}  # someone closed the mixer: start again
        if self._mixer_ok is None:
            self._mixer_ok = self._start_mixer()
        return self._mixer_ok

    def _start_mixer(self) -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(**MIXER_FORMAT)
            pygame.mixer.set_num_channels(CHANNELS)
        except Exception as error:  # no device, bad driver, no SDL_mixer: play in silence
            self._log_once("mixer", "Sound is off: the audio mixer could not start (%s)", error)
            return False
        return True

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            path = self._dir / f"{name}.wav"
            if path.is_file():
                self._sounds[name] = self._guard(f"load {name}", pygame.mixer.Sound, str(path))
            else:
                self._log_once(f"load {name}", "Sound %r is missing (looked for %s)", name, path)
                self._sounds[name] = None
        return self._sounds[name]

    def _guard(self, what: str, action: Any, *args: Any) -> Any:
        """Run a mixer call; on failure log once for ``what`` and return None."""
        try:
            return action(*args)
        except Exception as error:  # sound must never break the game
            self._log_once(what, "Sound problem (%s): %s", what, error)
            return None

    def _log_once(self, key: str, message: str, *args: Any) -> None:
        if key not in self._logged:
            self._logged.add(key)
            log.warning(message, *args)


def _unit(value: float) -> float:
    """Clamp to 0..1; anything that is not a number counts as 0."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return 0.0
    return 0.0 if math.isnan(number) else min(1.0, max(0.0, number))
