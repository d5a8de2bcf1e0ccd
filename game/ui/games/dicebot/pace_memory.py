"""Which grab pace the New match form offers: the player's last choice, else relaxed for
someone who has never finished a Dice Bot match, else normal.

Kept in the settings under the game's name (``Settings.last_setups["dicebot"]``): the last
pace started with, and whether a match with a human in it was ever played to its end.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.ai.dicebot.pace import FIRST_GAME_PACE, PACE_SCALE, SETUP_KEY, STANDARD_PACE

GAME = "dicebot"
FINISHED = "finished_a_match"


def _stored(settings: Any) -> Mapping[str, Any]:
    stored = getattr(settings, "last_setups", {}).get(GAME) if settings is not None else None
    return stored if isinstance(stored, Mapping) else {}


def offered_pace(settings: Any) -> str:
    """The pace the form starts on for the player with ``settings``."""
    stored = _stored(settings)
    if stored.get(SETUP_KEY) in PACE_SCALE:
        return str(stored[SETUP_KEY])
    return STANDARD_PACE if stored.get(FINISHED) is True else FIRST_GAME_PACE


def _store(app: Any, **values: Any) -> None:
    settings = getattr(app, "settings", None)
    if settings is None or not hasattr(app, "apply_settings"):
        return
    mine = {**_stored(settings), **values}
    app.apply_settings(replace(settings, last_setups={**settings.last_setups, GAME: mine}))


def remember_pace(app: Any, pace: str) -> None:
    """Offer ``pace`` again next time (written to disk like any setting)."""
    _store(app, **{SETUP_KEY: pace})


def remember_finished(app: Any, session: Any) -> None:
    """Note that the player finished a match, if a human played in ``session``."""
    if any(not seat.is_ai for seat in session.seats) and not _stored(
            getattr(app, "settings", None)).get(FINISHED):
        _store(app, **{FINISHED: True})
