"""Match set-up: arena, players, armies and options, to and from JSON.

Armies may be given in the set-up (quick play, tests, AI builds) or left ``None`` to be built
secretly at the start of the match. Deployment is ``rulebook`` (placed piece by piece in the
book's order), ``map`` (the arena's spawns anchor each army, its stations are shared out) or
``fixed`` (every mech and station hex written in the set-up).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.arena import Arena, Cell
from game.core.hexes import Hex
from game.games.mechaton.rules.parts import (
    MAX_ATTACHMENTS,
    SIZES,
    ArmyBuild,
    MechBuild,
    label_problems,
    part_problems,
)
from game.games.mechaton.rules.terrain import MIN_COVER_BRICKS, starting_bricks

DEPLOYMENTS = ("rulebook", "map", "fixed")
DIRECT_RANGE = 10
CLOCK, SHORT_CLOCK = 11, 8
SHORT_PLAYERS, SHORT_MECHS = 3, 2


@dataclass(frozen=True, slots=True)
class Options:
    """House choices for one match (the optional rules are off unless set)."""

    direct_range: int = DIRECT_RANGE
    split_weapons: bool = False
    double_weapons: bool = False
    rockets: int = 0
    clock: int = CLOCK
    short_game: bool = False
    deployment: str = "rulebook"


@dataclass(frozen=True)
class MechatonSetup:
    """Everything a match starts from (with a seed, everything it will ever do).

    ``starts`` / ``station_hexes`` (per player) are used by ``fixed`` deployment;
    ``satellite`` places the short game's satellite (default: the arena's first station).
    ``bricks`` overrides the bricks of cover hexes (default 6 on every cover hex).
    """

    arena: Arena
    players: tuple[str, ...]
    armies: tuple[ArmyBuild | None, ...]
    options: Options = Options()
    starts: tuple[tuple[Hex, ...], ...] = ()
    station_hexes: tuple[tuple[Hex, ...], ...] = ()
    satellite: Hex | None = None
    bricks: tuple[tuple[Hex, int], ...] = ()
    arena_json: Mapping[str, Any] = field(default_factory=dict)

    @property
    def stations_each(self) -> int:
        """How many stations one army holds (none in the short game)."""
        return 0 if self.options.short_game else SIZES[len(self.players)][0]

    def mech_limits(self) -> tuple[int, int]:
        """Fewest and most mechs in one army."""
        if self.options.short_game:
            return SHORT_MECHS, SHORT_MECHS
        _, low, high = SIZES[len(self.players)]
        return low, high

    def army_problems(self, army: ArmyBuild) -> list[str]:
        """Why one army breaks the building rules (empty when it is fine)."""
        opts = self.options
        low, high = self.mech_limits()
        found = [] if low <= len(army.mechs) <= high else [
            f"an army here has {low}-{high} mechs, not {len(army.mechs)}"]
        for mech in army.mechs:
            found += [f"{mech.name}: {p}" for p in
                      part_problems(mech.parts, opts.split_weapons, opts.double_weapons)]
            found += [f"{mech.name}: {p}" for p in label_problems(mech.parts, mech.labels)]
            if mech.rockets < 0:
                found.append(f"{mech.name}: a negative number of rockets")
            if opts.short_game and len(mech.parts) != MAX_ATTACHMENTS:
                found.append(f"{mech.name}: the short game's mechs are fully loaded")
        if army.rockets != opts.rockets:
            found.append(f"every army carries {opts.rockets} 1-shot rockets, not {army.rockets}")
        return found

    def problems(self) -> list[str]:
        """Why this set-up cannot start a match (empty when it can)."""
        opts = self.options
        found: list[str] = []
        if not 2 <= len(self.players) <= 5:
            found.append(f"Mechaton takes 2-5 players, not {len(self.players)}")
            return found
        if opts.short_game and len(self.players) != SHORT_PLAYERS:
            found.append("the short game is for 3 players")
        if len(self.armies) != len(self.players):
            found.append("one army entry (or null) per player")
        for seat, army in enumerate(self.armies):
            if army is not None:
                found += [f"{self.players[seat]}: {p}" for p in self.army_problems(army)]
        if opts.deployment not in DEPLOYMENTS:
            found.append(f"deployment must be one of {', '.join(DEPLOYMENTS)}")
        if opts.direct_range < 2 or opts.clock < 1 or opts.rockets < 0:
            found.append("direct_range >= 2, clock >= 1 and rockets >= 0, please")
        if opts.deployment == "map" and len(self.arena.spawns) < len(self.players):
            found.append(f"the arena has {len(self.arena.spawns)} spawns for "
                         f"{len(self.players)} armies")
        if opts.deployment == "fixed":
            found += self._fixed_problems()
        else:
            found += self._room_problems()
        return found

    def _room_problems(self) -> list[str]:
        """Why the arena cannot hold every army at its largest (deployment places mechs and
        stations only on open floor that is not cover)."""
        bricks = starting_bricks(self.arena, self.bricks)
        floor = [h for h in self.arena.open_hexes() if bricks.get(h, 0) < MIN_COVER_BRICKS]
        _, most = self.mech_limits()
        needed = len(self.players) * (most + self.stations_each) + int(self.options.short_game)
        if len(floor) >= needed:
            return []
        return [f"the arena has {len(floor)} open floor hexes; {len(self.players)} armies of "
                f"up to {most} mechs and their stations need {needed}: choose a bigger arena"]

    def _fixed_problems(self) -> list[str]:
        if any(a is None for a in self.armies):
            return ["fixed deployment needs every army in the set-up"]
        found = []
        for seat, army in enumerate(self.armies):
            assert army is not None
            starts = self.starts[seat] if seat < len(self.starts) else ()
            stations = self.station_hexes[seat] if seat < len(self.station_hexes) else ()
            if len(starts) != len(army.mechs) or len(stations) != self.stations_each:
                found.append(f"{self.players[seat]}: fixed deployment needs "
                             f"{len(army.mechs)} starts and {self.stations_each} stations")
        placed = [h for group in (*self.starts, *self.station_hexes) for h in group]
        if len(set(placed)) != len(placed):
            found.append("two pieces share a hex")
        found += [f"{h} is not open" for h in placed if not self.arena.is_open(h)]
        return found


# -- JSON -----------------------------------------------------------------------------------

def _hex(value: Any) -> Hex:
    q, r = value
    return Hex(int(q), int(r))


def army_to_json(army: ArmyBuild | None) -> list[dict[str, Any]] | None:
    """An army as JSON (a list of mechs), or None for one built in the match."""
    if army is None:
        return None
    return [{"name": m.name, "parts": list(m.parts), "rockets": m.rockets,
             "labels": list(m.labels)} for m in army.mechs]


def army_from_json(data: Any) -> ArmyBuild | None:
    """The army a list from ``army_to_json`` describes."""
    if data is None:
        return None
    return ArmyBuild(tuple(MechBuild(str(m["name"]), tuple(str(p) for p in m.get("parts", ())),
                                     int(m.get("rockets", 0)),
                                     tuple(str(x) for x in m.get("labels", ())))
                           for m in data))


def arena_to_json(arena: Arena) -> dict[str, Any]:
    """An arena written inline: name, size, cells [q, r, terrain], spawns and stations."""
    return {"name": arena.name, "cols": arena.cols, "rows": arena.rows,
            "cells": [[h.q, h.r, c.terrain] for h, c in sorted(arena.cells.items())],
            "spawns": [[h.q, h.r] for h in arena.spawns],
            "stations": [[h.q, h.r] for h in arena.stations]}


_RECENT_ARENAS: dict[str, Arena] = {}


def arena_from_json(data: Mapping[str, Any], loader: Callable[[str], Arena] | None) -> Arena:
    """The arena a set-up names: {"path": ...} through ``loader``, or inline cells."""
    if "path" in data:
        if loader is None:
            raise ValueError(f"arena {data['path']!r} is a file and no map loader was given")
        return loader(str(data["path"]))
    key = json.dumps(data, sort_keys=True)
    if key not in _RECENT_ARENAS:
        if len(_RECENT_ARENAS) >= 16:
            _RECENT_ARENAS.pop(next(iter(_RECENT_ARENAS)))
        _RECENT_ARENAS[key] = Arena(
            name=str(data.get("name", "Arena")), cols=int(data.get("cols", 0)),
            rows=int(data.get("rows", 0)),
            cells={Hex(int(q), int(r)): Cell(str(t)) for q, r, t in data["cells"]},
            spawns=tuple(_hex(h) for h in data.get("spawns", [])),
            stations=tuple(_hex(h) for h in data.get("stations", [])))
    return _RECENT_ARENAS[key]


def public_setup(data: Mapping[str, Any]) -> dict[str, Any]:
    """The set-up's parts every player may know: its options (direct-fire range, rockets,
    clock...); never an army."""
    options = data.get("options", {})
    return {"options": dict(options) if isinstance(options, Mapping) else {}}


def setup_to_json(setup: MechatonSetup) -> dict[str, Any]:
    """A JSON-able dict that ``setup_from_json`` turns back into an equal set-up."""
    o = setup.options
    return {
        "arena": dict(setup.arena_json) or arena_to_json(setup.arena),
        "players": list(setup.players),
        "armies": [army_to_json(a) for a in setup.armies],
        "options": {"direct_range": o.direct_range, "split_weapons": o.split_weapons,
                    "double_weapons": o.double_weapons, "rockets": o.rockets,
                    "clock": o.clock, "short_game": o.short_game,
                    "deployment": o.deployment},
        "starts": [[[h.q, h.r] for h in group] for group in setup.starts],
        "station_hexes": [[[h.q, h.r] for h in group] for group in setup.station_hexes],
        "satellite": None if setup.satellite is None else [setup.satellite.q,
                                                           setup.satellite.r],
        "bricks": [[h.q, h.r, n] for h, n in setup.bricks],
    }


def options_from_json(data: Mapping[str, Any]) -> Options:
    """Options from JSON; the short game defaults its clock to 8 and map deployment."""
    short = bool(data.get("short_game", False))
    return Options(
        direct_range=int(data.get("direct_range", DIRECT_RANGE)),
        split_weapons=bool(data.get("split_weapons", False)),
        double_weapons=bool(data.get("double_weapons", False)),
        rockets=int(data.get("rockets", 0)),
        clock=int(data.get("clock", SHORT_CLOCK if short else CLOCK)),
        short_game=short,
        deployment=str(data.get("deployment", "map" if short else "rulebook")))


def setup_from_json(data: Mapping[str, Any],
                    arena_loader: Callable[[str], Arena] | None = None) -> MechatonSetup:
    """The set-up a JSON object describes; ValueError naming what is wrong."""
    try:
        arena = arena_from_json(data["arena"], arena_loader)
        players = tuple(str(p) for p in data["players"])
        armies = tuple(army_from_json(a) for a in data.get("armies", [None] * len(players)))
        options = options_from_json(data.get("options", {}))
        starts = tuple(tuple(_hex(h) for h in g) for g in data.get("starts", []))
        stations = tuple(tuple(_hex(h) for h in g) for g in data.get("station_hexes", []))
        satellite = None if data.get("satellite") is None else _hex(data["satellite"])
        bricks = tuple((Hex(int(q), int(r)), int(n)) for q, r, n in data.get("bricks", []))
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"malformed mechaton setup: {error!r}") from None
    setup = MechatonSetup(arena, players, armies, options, starts, stations, satellite, bricks,
                          dict(data["arena"]))
    problems = setup.problems()
    if problems:
        raise ValueError("; ".join(problems))
    return setup
