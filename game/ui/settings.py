"""The player's settings: what they are and their limits (the file: ``settings_stored``).

Values out of range are clamped, values of the wrong type fall back to their default, and
unknown keys are ignored; how the settings file is read and written, keeping every part of
it that can be used, is ``game.ui.settings_stored``.

Key bindings cover the shared actions (below) and each game's own, declared by its UI package
as ``KEY_ACTIONS`` (game/ui/games/__init__.py) and stored as "game.action". A game's action
clashes with the shared ones and its own game's, never with another game's. Files written
before the games had their own actions still load (``RENAMED_ACTIONS``).
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

import pygame

from game.ui.games import available_game_uis

ANIMATION_SPEEDS = (1, 2, 4)
UI_SCALE_MIN, UI_SCALE_MAX = 0.75, 2.0
DEFAULT_VOLUME = 0.8
FLAGS = ("muted", "colour_blind_palette", "fullscreen", "show_frame_times")
"""The settings that are on or off."""

# Action -> (default key, as pygame names it; what a settings screen calls the action).
_ACTIONS: dict[str, tuple[str, str]] = {
    "confirm": ("return", "Confirm"),
    "cancel": ("escape", "Cancel / back"),
    "undo": ("backspace", "Undo"),
    "help": ("f1", "Rules help"),
    "quick_ref": ("f3", "Quick reference (in a match)"),
    "end_turn": ("space", "End turn"),
    "zoom_in": ("=", "Zoom in"),
    "zoom_out": ("-", "Zoom out"),
    "pan_up": ("w", "Pan up"),
    "pan_down": ("s", "Pan down"),
    "pan_left": ("a", "Pan left"),
    "pan_right": ("d", "Pan right"),
    "skip_animation": ("tab", "Skip animation"),
    "speed_cycle": ("f", "Animation speed"),
    "toggle_log": ("l", "Show / hide log"),
    "settings": ("f10", "Settings (from any screen)"),
    "frame_times": ("f9", "Show / hide frame times"),
}
SHARED_ACTIONS: tuple[str, ...] = tuple(_ACTIONS)
"""Actions every game has; a game's own come from its game UI (``KEY_ACTIONS``)."""

# Actions that were shared before each game declared its own: stored under the old name.
RENAMED_ACTIONS: Mapping[str, str] = MappingProxyType(
    {"stop_moving": "meatbot.stop_moving", "eat": "meatbot.eat"})


def _game_actions() -> dict[str, tuple[str, str]]:
    """Every game's own actions as "game.action" -> (default key, label), read once from
    the ``KEY_ACTIONS`` of each game UI (game/ui/game_ui.py)."""
    if _GAME_ACTIONS is None:
        found: dict[str, tuple[str, str]] = {}
        for module in available_game_uis():
            for action, label, key in module.KEY_ACTIONS:
                found[f"{module.NAME}.{action}"] = (key, label)
        globals()["_GAME_ACTIONS"] = found
    assert _GAME_ACTIONS is not None
    return _GAME_ACTIONS


_GAME_ACTIONS: dict[str, tuple[str, str]] | None = None


def all_actions() -> dict[str, tuple[str, str]]:
    """Every action (shared ones, then each game's as "game.action") -> (default key,
    label as the player sees it)."""
    return {**_ACTIONS, **_game_actions()}


def action_label(action: str) -> str:
    """What the player calls ``action`` ("Eat", "d4 die / weapon 1")."""
    return all_actions()[action][1]


def default_key_bindings() -> dict[str, str]:
    """Every action on its default key."""
    return {action: key for action, (key, _) in all_actions().items()}


def game_of(action: str) -> str | None:
    """The game a game's own action belongs to (None for a shared action)."""
    return action.split(".", 1)[0] if "." in action else None


ACTIONS: tuple[str, ...] = SHARED_ACTIONS
ACTION_LABELS: Mapping[str, str] = MappingProxyType({a: lbl for a, (_, lbl) in _ACTIONS.items()})
DEFAULT_KEY_BINDINGS: Mapping[str, str] = MappingProxyType(
    {action: key for action, (key, _) in _ACTIONS.items()})
"""The shared actions' defaults (``default_key_bindings()`` has every game's too)."""

# Actions added after settings files were first written: a file saved before one existed
# may already use its default key for another action; the new action then gets a spare key
# (so adding an action never throws away the player's own bindings).
LATER_ACTIONS = ("meatbot.stop_moving", "meatbot.eat", "settings", "quick_ref",
                 "frame_times")
SPARE_KEYS = ("f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12")

# Keys that act like another key unless they are bound themselves (keypad twins).
KEY_ALIASES: Mapping[str, str] = MappingProxyType(
    {"enter": "return", "keypad +": "=", "keypad -": "-", "+": "="})


class KeyBindingError(ValueError):
    """A key binding that cannot be made (unknown action or key, or a key already in use)."""


def canonical_key_name(name: str) -> str:
    """Pygame's own name for a key given by name (any case); KeyBindingError if unknown."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # key names need no display, only pygame's table
        try:
            return pygame.key.name(pygame.key.key_code(name))
        except (ValueError, TypeError):
            raise KeyBindingError(f"{name!r} is not a key name pygame knows") from None


def key_label(name: str) -> str:
    """A key name as shown on screen: "return" -> "Return", "f1" -> "F1", "=" stays "="."""
    return name.title() if len(name) > 1 else name.upper()


def _clamp(value: float, low: float, high: float, default: float) -> float:
    number = float(value)
    return default if math.isnan(number) else min(high, max(low, number))


def _nearest_speed(value: float) -> int:
    number = float(value)
    if math.isnan(number):
        return ANIMATION_SPEEDS[0]
    return min(ANIMATION_SPEEDS, key=lambda speed: abs(speed - number))


@dataclass(frozen=True)
class Settings:
    """Everything the player can set. Numbers are clamped into range on construction.

    ``key_bindings`` maps each action of ``all_actions()`` (shared, and each game's own as
    "game.action") to a pygame key name; actions left out get their default key. Two actions
    that can be pressed in the same game on one key, an unknown action or an unknown key name
    raise KeyBindingError (two games may use one key for their own actions).
    """

    master_volume: float = DEFAULT_VOLUME
    muted: bool = False
    animation_speed: int = 1
    ui_scale: float = 1.0
    colour_blind_palette: bool = False
    fullscreen: bool = False
    show_frame_times: bool = False
    """The frame-time overlay in a corner (the last frame's work and the slowest lately)."""
    key_bindings: Mapping[str, str] = field(default_factory=dict, hash=False)
    last_setups: Mapping[str, Mapping[str, Any]] = field(
        default_factory=lambda: MappingProxyType({}), hash=False)
    """Each game's last New match set-up, by ruleset name (the game's own JSON, checked by
    that game when read back)."""

    def __post_init__(self) -> None:
        fix = object.__setattr__  # the dataclass is frozen; normalising here is the exception
        fix(self, "master_volume", _clamp(self.master_volume, 0.0, 1.0, DEFAULT_VOLUME))
        fix(self, "ui_scale", _clamp(self.ui_scale, UI_SCALE_MIN, UI_SCALE_MAX, 1.0))
        fix(self, "animation_speed", _nearest_speed(self.animation_speed))
        for flag in FLAGS:
            fix(self, flag, bool(getattr(self, flag)))
        fix(self, "key_bindings", MappingProxyType(_complete_bindings(self.key_bindings)))
        fix(self, "last_setups", MappingProxyType(
            {str(k): dict(v) for k, v in dict(self.last_setups).items()
             if isinstance(v, Mapping)}))

    def action_for_key(self, key_name: str, game: str | None = None) -> str | None:
        """The action bound to the key with this pygame name (keypad twins count), if any:
        a shared one, or one of ``game``'s own (as "game.action")."""
        for name in (key_name, KEY_ALIASES.get(key_name)):
            for action, bound in self.key_bindings.items():
                if bound == name and game_of(action) in (None, game):
                    return action
        return None

    def to_dict(self) -> dict[str, Any]:
        """The settings as plain JSON-ready data (without the format version)."""
        return {
            "master_volume": self.master_volume,
            "muted": self.muted,
            "animation_speed": self.animation_speed,
            "ui_scale": self.ui_scale,
            "colour_blind_palette": self.colour_blind_palette,
            "fullscreen": self.fullscreen,
            "show_frame_times": self.show_frame_times,
            "key_bindings": dict(self.key_bindings),
            "last_setups": {game: dict(setup) for game, setup in self.last_setups.items()},
        }


def _complete_bindings(bindings: Mapping[str, str]) -> dict[str, str]:
    """Defaults overlaid with ``bindings`` in canonical names, checked for clashes."""
    unknown = sorted(set(bindings) - set(all_actions()))
    if unknown:
        raise KeyBindingError(f"unknown action(s) {', '.join(unknown)}")
    complete = default_key_bindings()
    complete.update({action: canonical_key_name(key) for action, key in bindings.items()})
    clash = first_clash(complete)
    if clash is not None:
        owner, action = clash
        raise KeyBindingError(f"{key_label(complete[action])} is bound to both "
                              f"{action_label(owner)} and {action_label(action)}")
    return complete


def first_clash(complete: Mapping[str, str]) -> tuple[str, str] | None:
    """The first two actions of ``complete`` on one key that can meet in a game, if any."""
    earlier: dict[str, str] = {}
    for action, key in complete.items():
        owner = clashing_action(earlier, action, key)
        if owner is not None:
            return owner, action
        earlier[action] = key
    return None


def clashing_action(bindings: Mapping[str, str], action: str, key: str) -> str | None:
    """Another action on ``key`` that can be pressed in the same game as ``action`` (a
    shared action meets every game's; two games' own actions never meet), if any."""
    game = game_of(action)
    for other, bound in bindings.items():
        if bound == key and other != action and (
                game is None or game_of(other) in (None, game)):
            return other
    return None


def rebind_key(settings: Settings, action: str, key_name: str) -> Settings:
    """A copy of ``settings`` with ``action`` on the named key.

    Raises KeyBindingError for an unknown action or key, or a key that another action uses.
    """
    if action not in all_actions():
        raise KeyBindingError(f"unknown action {action!r}; actions are "
                              f"{', '.join(label for _, label in all_actions().values())}")
    key = canonical_key_name(key_name)
    owner = clashing_action(settings.key_bindings, action, key)
    if owner is not None:
        raise KeyBindingError(
            f"{key_label(key)} is already used for {action_label(owner)}, so it cannot also "
            f"be {action_label(action)}; give {action_label(owner)} another key first")
    return replace(settings, key_bindings={**settings.key_bindings, action: key})


def reset_key_bindings(settings: Settings) -> Settings:
    """A copy of ``settings`` with every action back on its default key."""
    return replace(settings, key_bindings={})


def action_for_event(settings: Settings, event: pygame.event.Event,
                     game: str | None = None) -> str | None:
    """The action a pygame KEYDOWN event asks for, or None (other events, unbound keys): a
    shared one, or one of ``game``'s own (as "game.action")."""
    if event.type != pygame.KEYDOWN:
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        name = pygame.key.name(event.key)
    return settings.action_for_key(name, game) if name else None
