"""Each game's last New match set-up, kept in the settings so the next match starts from it.

Stored as plain JSON under the game's name in ``Settings.last_setups``:
``{"arena": path or null, "seats": [{"name", "kind", "level", "colour"}...], "options": {...}}``.
Read back forgivingly: a part that no longer fits (a seat list out of range, an option value
the game no longer offers) falls back to the form's default for that part.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.ui.match_setup import (
    KINDS,
    LEVELS,
    NAME_LENGTH,
    GameSetup,
    MatchSetup,
    SeatChoice,
    option_value,
)
from game.ui.palette import TEAM_COUNT


def setup_json(setup: MatchSetup) -> dict[str, Any]:
    """The set-up as JSON-ready data."""
    return {"arena": setup.arena,
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level, "colour": s.colour}
                      for s in setup.seats],
            "options": dict(setup.options)}


def remember(app: Any, game: str, setup: MatchSetup) -> None:
    """Store ``setup`` as ``game``'s last one (written to disk like any setting)."""
    settings = getattr(app, "settings", None)
    if settings is None or not hasattr(app, "apply_settings"):
        return
    setups = {**settings.last_setups, game: setup_json(setup)}
    app.apply_settings(replace(settings, last_setups=setups))


def recall(app: Any, hook: GameSetup, setup: MatchSetup) -> None:
    """Fill ``setup`` from the game's stored set-up, part by part as far as it still fits."""
    settings = getattr(app, "settings", None)
    data = settings.last_setups.get(hook.game) if settings is not None else None
    if not isinstance(data, Mapping):
        return
    seats = stored_seats(data.get("seats"), hook.seat_bounds)
    if seats is not None:
        setup.seats = seats
    stored = data.get("options")
    if isinstance(stored, Mapping):
        setup.options = {spec.key: option_value(spec, stored) for spec in hook.options}
    if isinstance(data.get("arena"), str):
        setup.arena = data["arena"]


def stored_seats(raw: object, bounds: tuple[int, int]) -> list[SeatChoice] | None:
    """The stored seats, or None when any of them (or their number) does not fit."""
    if not isinstance(raw, list) or not bounds[0] <= len(raw) <= bounds[1]:
        return None
    seats = [_seat(item) for item in raw]
    if any(seat is None for seat in seats):
        return None
    fine = [seat for seat in seats if seat is not None]
    return fine if len({s.colour for s in fine}) == len(fine) else None


def _seat(item: object) -> SeatChoice | None:
    if not isinstance(item, Mapping):
        return None
    name, kind, level, colour = (item.get(k) for k in ("name", "kind", "level", "colour"))
    if not (isinstance(name, str) and name.strip() and kind in KINDS and level in LEVELS
            and isinstance(colour, int) and not isinstance(colour, bool)
            and 0 <= colour < TEAM_COUNT):
        return None
    return SeatChoice(name[:NAME_LENGTH], str(kind), str(level), colour)
