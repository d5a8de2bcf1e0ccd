"""The New match form's last set-up, kept in the settings so the next match starts from it.

Stored as plain JSON under the game's name in ``Settings.last_setups``; read back forgivingly:
anything that no longer fits (a bad value, a seat list out of range) falls back to the
form's default for that part.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.ui.games.meatbot.scenes import measure_flow as measures
from game.ui.games.meatbot.scenes import setup_flow as flow
from game.ui.games.meatbot.scenes.setup_flow import SeatDraft

GAME = "meatbot"


def setup_json(form: Any) -> dict[str, Any]:
    """The form's set-up as JSON-ready data."""
    return {"arena": str(form.arena_path) if form.arena_path is not None else None,
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level, "colour": s.colour}
                      for s in form.seats],
            "massacre": form.massacre, "stomachs": form.stomachs,
            "measure": form.measure_kind, "points": form.points}


def remember(app: Any, form: Any) -> None:
    """Store the form's set-up in the settings (written to disk like any setting)."""
    settings = getattr(app, "settings", None)
    if settings is None or not hasattr(app, "apply_settings"):
        return
    setups = {**settings.last_setups, GAME: setup_json(form)}
    app.apply_settings(replace(settings, last_setups=setups))


def recall(app: Any, form: Any) -> None:
    """Fill the form from the last stored set-up, part by part as far as it still fits."""
    settings = getattr(app, "settings", None)
    data = settings.last_setups.get(GAME) if settings is not None else None
    if not isinstance(data, Mapping):
        return
    seats = _seats(data.get("seats"))
    if seats is not None:
        form.seats = seats
    form.massacre = _whole(data.get("massacre"), flow.MASSACRE_RANGE, form.massacre)
    form.stomachs = _whole(data.get("stomachs"), flow.STOMACHS_RANGE, form.stomachs)
    form.points = _whole(data.get("points"), measures.POINTS_RANGE, form.points)
    if data.get("measure") in measures.MEASURE_KINDS:
        form.measure_kind = data["measure"]
    if isinstance(data.get("arena"), str):
        from pathlib import Path

        form.arena_path = Path(data["arena"])


def _whole(value: object, bounds: tuple[int, int], default: int) -> int:
    ok = isinstance(value, int) and not isinstance(value, bool)
    return value if ok and bounds[0] <= value <= bounds[1] else default  # type: ignore


def _seats(raw: object) -> list[SeatDraft] | None:
    """The stored seats, or None when any of them does not fit."""
    if not isinstance(raw, list) or not flow.MIN_SEATS <= len(raw) <= flow.MAX_SEATS:
        return None
    seats = []
    for item in raw:
        if not isinstance(item, Mapping):
            return None
        name, kind, level, colour = (item.get(k) for k in ("name", "kind", "level", "colour"))
        if not (isinstance(name, str) and name.strip() and kind in flow.KINDS
                and level in flow.LEVELS and isinstance(colour, int)
                and not isinstance(colour, bool) and 0 <= colour < flow.MAX_SEATS):
            return None
        seats.append(SeatDraft(name[:flow.NAME_LENGTH], kind, level, colour))
    if len({s.colour for s in seats}) != len(seats):
        return None
    return seats
