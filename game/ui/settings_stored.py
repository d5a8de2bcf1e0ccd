"""The settings file: where it lives, reading it back and writing it.

Settings live in ``settings.json`` in the user data folder as versioned JSON. Loading never
fails: a missing file gives the defaults, a broken one gives the defaults plus a message
naming the file and the reason, and the broken file stays on disk untouched.

What the player chose is kept wherever it can be: a value of the wrong kind falls back to its
default alone, a key on two actions costs only the later binding, an unknown action or key
only itself, a damaged remembered set-up only that set-up. Each thing left out is named in
one message for the player (``settings_and_note``); the file is copied aside before settings
are next saved, so nothing the player chose is lost.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.ui import storage
from game.ui.settings import (
    FLAGS,
    LATER_ACTIONS,
    RENAMED_ACTIONS,
    SPARE_KEYS,
    KeyBindingError,
    Settings,
    action_label,
    all_actions,
    canonical_key_name,
    default_key_bindings,
    first_clash,
    key_label,
)

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"
SETTINGS_VERSION = 1

SETTING_LABELS = {"master_volume": "Volume", "animation_speed": "Animation speed",
                  "ui_scale": "UI scale", "muted": "Mute", "colour_blind_palette":
                  "Colour-blind palette", "fullscreen": "Fullscreen",
                  "show_frame_times": "Frame times"}


def settings_and_note(data: Mapping[str, Any]) -> tuple[Settings, str | None]:
    """Like ``settings_from_dict``, plus a message for the player when parts of what they
    chose could not be used and were left out (the rest is kept: a key clash costs only the
    clashing key, an unknown action only itself)."""
    problems: list[str] = []
    values: dict[str, Any] = {}
    for name, label in SETTING_LABELS.items():
        raw = data.get(name)
        kind_ok = (isinstance(raw, bool) if name in FLAGS
                   else isinstance(raw, int | float) and not isinstance(raw, bool))
        if kind_ok:
            values[name] = raw
        elif name in data:
            problems.append(f"the stored {label} is not a setting this game knows")
    values["key_bindings"] = _stored_bindings(data.get("key_bindings"), problems)
    values["last_setups"] = _stored_setups(data.get("last_setups"), problems)
    try:
        settings = replace(Settings(), **values)
    except KeyBindingError:  # a case the checks above missed: the keys alone go
        problems.append("the stored keys could not be used, so every key is on its default")
        settings = replace(Settings(), **{**values, "key_bindings": {}})
    if not problems:
        return settings, None
    message = (f"Some of your settings could not be used, so they were left out: "
               f"{'; '.join(problems[:4])}{'; and more' if len(problems) > 4 else ''}. "
               "The rest are in use; change them in Settings.")
    log.warning(message)
    return settings, message


def _stored_setups(raw: object, problems: list[str]) -> dict[str, Mapping[str, Any]]:
    """The remembered New match set-ups that are objects (each game checks its own)."""
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        problems.append("the remembered match set-ups are damaged")
        return {}
    kept = {str(game): setup for game, setup in raw.items() if isinstance(setup, Mapping)}
    if len(kept) != len(raw):
        problems.append("a remembered match set-up is damaged")
    return kept


def _stored_bindings(raw: object, problems: list[str] | None = None) -> dict[str, str]:
    """The usable stored key bindings; what is left out is described in ``problems``."""
    problems = [] if problems is None else problems
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        problems.append("the stored keys are damaged, so every key is on its default")
        return {}
    kept = {}
    known = all_actions()
    for action, key in raw.items():
        action = RENAMED_ACTIONS.get(action, action)
        if action not in known:
            problems.append(f"a key for an action this game does not have ({str(action)[:30]})")
        elif not (isinstance(key, str) and _is_key_name(key)):
            problems.append(f"{action_label(action)} was on a key this game does not know, "
                            "so it is on its default key")
        else:
            kept[action] = canonical_key_name(key)
    return _without_clashes(_make_room(kept), problems)


def _without_clashes(stored: dict[str, str], problems: list[str]) -> dict[str, str]:
    """``stored`` less each binding that would share a key with another action (the later
    one, or the one clashing with a default key, goes back to its own default)."""
    kept = dict(stored)
    while (clash := first_clash({**default_key_bindings(), **kept})) is not None:
        owner, action = clash
        dropped = action if action in kept else owner
        if dropped not in kept:
            return {}  # the defaults themselves clash: nothing stored can help
        key = key_label(kept.pop(dropped))
        other = owner if dropped == action else action
        problems.append(f"{key} was on both {action_label(other)} and "
                        f"{action_label(dropped)}, so {action_label(dropped)} is back on "
                        "its default key")
    return kept


def _make_room(stored: dict[str, str]) -> dict[str, str]:
    """``stored`` plus a spare key for each later action it leaves out whose default key it
    has given to another action (a file saved before that action existed)."""
    used = set(stored.values())
    out = dict(stored)
    defaults = default_key_bindings()
    for action in LATER_ACTIONS:
        if action in stored or action not in defaults or defaults[action] not in used:
            continue
        spare = next((key for key in SPARE_KEYS
                      if key not in used and key not in defaults.values()), None)
        if spare is None:
            continue  # nothing free: the clash check falls back to the default keys
        out[action] = spare
        used.add(spare)
    return out


def _is_key_name(name: str) -> bool:
    """True if ``name`` is a key pygame knows, whose own name for it is known too."""
    try:
        canonical_key_name(canonical_key_name(name))
    except KeyBindingError:
        return False
    return True


def settings_from_dict(data: Mapping[str, Any]) -> Settings:
    """Settings from stored data, forgiving: bad values fall back, unknown keys are ignored."""
    return settings_and_note(data)[0]


def settings_path() -> Path:
    """Where the settings file lives."""
    return storage.user_data_dir() / SETTINGS_FILE


def load_settings(path: Path | str | None = None) -> tuple[Settings, str | None]:
    """The stored settings and None; or the defaults and a message if the file is broken;
    or the usable parts and a message saying what was left out (the file is then copied
    aside before it is next written over)."""
    target = Path(path) if path is not None else settings_path()
    try:
        settings, message = storage.load(target, SETTINGS_VERSION, settings_and_note)
    except storage.StoredFileMissing:
        return Settings(), None
    except storage.StoredFileError as error:
        message = (f"{error.path.name} could not be read ({error.reason}). Default settings "
                   "are in use: choose yours again in Settings (the old file is left as it is, "
                   f"and kept as a copy when they are saved). File: {error.path}")
        log.warning(message)
        return Settings(), message
    if message is not None:  # written over only after a copy, like a file that failed
        storage.unusable(target, "some of it could not be used")
    return settings, message


def save_settings(settings: Settings, path: Path | str | None = None) -> None:
    """Write the settings atomically (an unreadable old file is first copied aside)."""
    target = Path(path) if path is not None else settings_path()
    storage.write_json(target, settings.to_dict(), SETTINGS_VERSION)
