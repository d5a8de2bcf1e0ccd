"""Sound effects: play a named effect, with master volume and mute; silent without a device.

The effects are WAV files made by tools/make_sounds.py and kept in assets/sounds. They load on
first use. If the mixer cannot start (no audio device, a broken driver) Audio goes quiet and says
so once in the log; a missing or unreadable file is logged once and skipped. Nothing here ever
raises into the game loop.

Which effect a rules event plays is each game's own business (its UI package's ``sound_for``);
this module only plays named effects.
"""

from __future__ import annotations

import logging
import math
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
    "grandstand_fanfare", "victory", "match_start", "grab_click", "countdown_beep", "grab_go",
    "card_swish",
)

# Every file peaks at the same level; these balance how loud they feel next to each other.
SOUND_GAIN: dict[str, float] = {
    "ui_hover": 0.3, "ui_click": 0.55, "ui_confirm": 0.6, "ui_error": 0.55,
    "footstep_heavy": 0.55, "dice_roll": 0.8, "ray_beam": 0.7, "acid_spray": 0.8,
    "crowd_cheer": 0.85, "crowd_gasp": 0.85, "heal": 0.8, "card_swish": 0.5,
}

log = logging.getLogger(__name__)


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
