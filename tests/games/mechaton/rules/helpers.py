"""Shared set-up for the Mechaton rules tests: fixed deployments on an open field."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from game.core.arena import Arena, Cell
from game.core.dice import ScriptedDice
from game.core.events import Event
from game.core.hexes import Hex, spiral
from game.core.match import Match
from game.games.mechaton.rules import new_state, setup_from_json
from game.games.mechaton.rules.setup import arena_to_json
from game.games.mechaton.rules.state import MechatonState

FULL = ["defence", "move", "direct", "artillery"]
"""A fully loaded mech that can name targets at direct fire and artillery range."""


def field(radius: int = 14, cover: Iterable[Hex] = (), walls: Iterable[Hex] = (),
          spawns: Sequence[Hex] = (Hex(-9, 0), Hex(9, 0), Hex(0, 9))) -> Arena:
    """An open round field with the given cover and wall hexes."""
    cells = {h: Cell("floor") for h in spiral(Hex(0, 0), radius)}
    cells.update({h: Cell("cover") for h in cover})
    cells.update({h: Cell("wall") for h in walls})
    return Arena("Test field", 2 * radius + 1, 2 * radius + 1, cells, tuple(spawns))


def fixed_json(armies: Sequence[Sequence[tuple[str, Sequence[str], Hex]]],
               stations: Sequence[Sequence[Hex]], arena: Arena | None = None,
               names: Sequence[str] = ("Me", "You", "Mitch", "Dee", "Eve"),
               **options: Any) -> dict[str, Any]:
    """A set-up JSON with fixed deployment: per player, (name, parts, hex) per mech and the
    station hexes. A part may be written "code=name" ("defence=ECM pod")."""
    def mech(name: str, parts: Sequence[str], first: bool) -> dict[str, Any]:
        split = [p.split("=", 1) for p in parts]
        data = {"name": name, "parts": [s[0] for s in split],
                "rockets": options.get("rockets", 0) if first else 0}
        if any(len(s) == 2 for s in split):
            data["labels"] = [s[-1] for s in split]
        return data

    return {
        "arena": arena_to_json(arena or field()),
        "players": list(names[:len(armies)]),
        "armies": [[mech(n, p, i == 0) for i, (n, p, _) in enumerate(army)]
                   for army in armies],
        "options": {"deployment": "fixed", **options},
        "starts": [[[h.q, h.r] for _, _, h in army] for army in armies],
        "station_hexes": [[[h.q, h.r] for h in group] for group in stations],
    }


def start(setup_json: dict[str, Any], dice: Iterable[int | tuple[int, int]]) -> Match:
    """A recorded match from a set-up JSON with scripted dice."""
    setup = setup_from_json(setup_json)
    state, opening = new_state(setup, ScriptedDice(list(dice)))
    return Match(state, "mechaton", setup_json, None, opening)


def state_of(match: Match) -> MechatonState:
    """The match's Mechaton state."""
    assert isinstance(match.state, MechatonState)
    return match.state


def uid(match: Match, name: str) -> int:
    """A mech's uid by name."""
    return next(m.uid for m in state_of(match).mechs if m.name == name)


def take_off_field(match: Match, names: Iterable[str]) -> None:
    """Given: these mechs are out of the fight (rubble carried off the field)."""
    for name in names:
        mech = state_of(match).mechs[uid(match, name)]
        mech.white, mech.hex = 0, None
    match.state._pending = None  # type: ignore[attr-defined]


def of_type(events: Iterable[Event], kind: type) -> list[Any]:
    """The events of one type."""
    return [e for e in events if isinstance(e, kind)]


def request(match: Match) -> Any:
    """The single request pending now."""
    pending = match.pending()
    assert len(pending) == 1, pending
    return pending[0]


def bare_state(arena: Arena | None = None, dice: Iterable[int] = (),
               bricks: Iterable[tuple[Hex, int]] = ()) -> MechatonState:
    """A two-player state still in its secret build (nobody on the field yet), for testing
    the field's rules with mechs put down by hand."""
    data = {"arena": arena_to_json(arena or field()), "players": ["Me", "You"],
            "armies": [None, None], "bricks": [[h.q, h.r, n] for h, n in bricks]}
    state, _ = new_state(setup_from_json(data), ScriptedDice(list(dice)))
    return state


def put(state: MechatonState, owner: int, name: str, parts: Sequence[str], at: Hex) -> Any:
    """Given: a mech of ``owner`` standing at ``at``."""
    from game.games.mechaton.rules.mechs import Mech
    from game.games.mechaton.rules.parts import MechBuild

    mech = Mech(len(state.mechs), owner, MechBuild(name, tuple(parts)))
    mech.hex = at
    state.mechs.append(mech)
    return mech
