"""How fast the AI seats grab in the real-time scavenge: the match option "grab_pace".

The pace scales every AI's reaction time (``GRAB_DELAY``) between grabs. It is kept in the
set-up as ``"grab_pace"`` so a resumed match and a rematch keep it; the rules core does not
read it (who grabbed first is recorded with the choices, so a replay never needs the clock).
A set-up without the key (older saves) plays at the normal pace. The snake draft is never
slowed down (``setup_grab_delay``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

RELAXED, NORMAL, FRANTIC = "relaxed", "normal", "frantic"
GRAB_PACES: tuple[tuple[str, str, str], ...] = (
    (RELAXED, "Relaxed", "the computer grabs slowly; time to read your cards"),
    (NORMAL, "Normal", "the computer grabs about a part a second"),
    (FRANTIC, "Frantic", "the computer grabs fast; a scramble"),
)
"""Every grab pace: (the set-up's value, its name on screen, what it means)."""
PACE_SCALE: dict[str, float] = {RELAXED: 2.5, NORMAL: 1.0, FRANTIC: 0.6}
"""How much longer (or shorter) than their level's usual delay the AIs wait per grab."""
SETUP_KEY = "grab_pace"
FIRST_GAME_PACE = RELAXED
"""The pace a new player's New match starts on (after that, the last one chosen)."""
STANDARD_PACE = NORMAL
"""The pace of a set-up that does not say."""


def pace_of(setup: Mapping[str, Any]) -> str:
    """The grab pace a set-up asks for (the standard pace if it names none we know)."""
    pace = setup.get(SETUP_KEY, STANDARD_PACE)
    return pace if pace in PACE_SCALE else STANDARD_PACE


def setup_grab_delay(level: str, setup: Mapping[str, Any]) -> float:
    """Seconds an AI of ``level`` waits before each grab in a match of ``setup``. The snake
    draft is no race (nobody can take a die out of turn), so there a relaxed pace would
    only keep the player waiting: it is played at the normal pace."""
    pace = pace_of(setup)
    if pace == RELAXED and setup.get("draft") == "snake":
        pace = NORMAL
    return grab_delay(level, pace)


def grab_delay(level: str, pace: str = STANDARD_PACE) -> float:
    """Seconds an AI of ``level`` waits before each grab at ``pace``."""
    from game.games.dicebot.ai import GRAB_DELAY

    base = GRAB_DELAY.get(level, GRAB_DELAY["normal"])
    return base * PACE_SCALE.get(pace, 1.0)
