"""Meatbot Massacre's sounds for its rules events (the shared game/ui/audio.py plays them).

sound_for_event() picks the effect for an event: a failed outcome first, then the weapon or
move it names (so each weapon sounds like itself), then the event's class in EVENT_SOUNDS.
"""

from __future__ import annotations

import re
from enum import Enum
from typing import Any

from game.core.events import Event
from game.games.meatbot.rules.board_events import (
    BondBroken,
    BotCollapsed,
    BotKnockedBack,
    BotMoved,
    BotPinned,
    DevourableArrived,
    DevourableDropped,
    DevourableEaten,
    LockFormed,
    MatchEnded,
    MatchRestarted,
    PilotEjected,
)
from game.games.meatbot.rules.events import (
    AttackResolved,
    DiceRevealed,
    GrandstandRolled,
    Healed,
    OncoExpelled,
    OncoTriggered,
    PickMade,
    ShellLanded,
    ShellPlaced,
)
from game.ui.audio import SOUND_NAMES

# Rules event class -> effect (the rules' events modules). Classes with no entry are silent.
EVENT_SOUNDS: dict[type[Event], str] = {
    MatchRestarted: "match_start",
    PickMade: "ui_confirm",
    DiceRevealed: "dice_roll",
    GrandstandRolled: "grandstand_fanfare",
    OncoTriggered: "onco_shot",
    Healed: "heal",
    OncoExpelled: "heal",
    ShellPlaced: "boom_launch",
    ShellLanded: "explosion",
    AttackResolved: "claw_hit",
    BotKnockedBack: "knockback_thud",
    BotPinned: "knockback_thud",
    LockFormed: "lock_bite",
    BondBroken: "claw_hit",
    DevourableDropped: "gouge",
    DevourableEaten: "devour_chomp",
    DevourableArrived: "heal",
    BotMoved: "footstep_heavy",
    BotCollapsed: "collapse",
    PilotEjected: "crowd_gasp",
    MatchEnded: "victory",
}

# Events whose sound depends on how they came out: class -> (attribute, value, sound instead).
OUTCOME_SOUNDS: dict[type[Event], tuple[str, object, str | None]] = {
    GrandstandRolled: ("success", False, None),  # only a natural 12 gets the fanfare
    MatchEnded: ("winner", None, "crowd_gasp"),  # a draw
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
    DETAIL_ATTRIBUTES; then the event's class; last, a ``kind`` that names an effect outright.
    """
    kind_of = type(event)
    if kind_of in OUTCOME_SOUNDS:
        attribute, value, instead = OUTCOME_SOUNDS[kind_of]
        if getattr(event, attribute, _ABSENT) is value:
            return instead
    for attribute in DETAIL_ATTRIBUTES:
        detail = getattr(event, attribute, None)
        if detail is not None and (sound := sound_for_name(detail)) is not None:
            return sound
    if kind_of in EVENT_SOUNDS:
        return EVENT_SOUNDS[kind_of]
    kind = getattr(event, "kind", None)
    return _name_of(kind) if kind is not None and _name_of(kind) in SOUND_NAMES else None
