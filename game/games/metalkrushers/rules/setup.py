"""Match set-up: scenario, arena, seats, Krushers (built or to build) and optional rules.

Scenarios: "duel" (the basic game's Arena Rules: two or more Krushers, each for itself,
Armament Balance), "open" (Open Combat: any number, no balance check), "team" (Team Play:
teams with team initiative, Armament Balance) and "pickup" (Pick-Up: Flexible Krushers arm
themselves on the pick-up hexes).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.arena import Arena
from game.core.hexes import Hex, nearest_direction
from game.games.metalkrushers.rules.arenas import arena_from_json, arena_to_json
from game.games.metalkrushers.rules.build import TEMPLATES, Build, Rules, problems
from game.games.metalkrushers.rules.spawns import spawn_facing, spawn_indices, spawn_problems

SCENARIOS = ("duel", "open", "team", "pickup")
MAX_KRUSHERS = 12
DEFAULT_TEAM_SIZE = 5
DEFAULT_TURN_LIMIT = 60
TURNS_PER_EXTRA_KRUSHER = 20


def default_turn_limit(krushers: int) -> int:
    """The turn limit of a set-up that names none: 60 for two Krushers and 20 more for every
    Krusher beyond two (measured: a duel between the agents lasts about 34 turns, and a
    free-for-all or team fight is several such fights, so one limit for every size cut most
    six-Krusher matches short as draws)."""
    return DEFAULT_TURN_LIMIT + TURNS_PER_EXTRA_KRUSHER * max(0, krushers - 2)


@dataclass(frozen=True, slots=True)
class Options:
    """The optional rules in play (agreed before construction)."""

    new_chassis: bool = False
    new_programs: bool = False
    new_shields: bool = False
    ousting: bool = False


@dataclass(frozen=True, slots=True)
class Entry:
    """One Krusher of the match: its name, seat, team and build (None: built in the match)."""

    name: str
    seat: int
    team: int
    build: Build | None = None


@dataclass(frozen=True)
class KrusherSetup:
    """Everything a match starts from (with a seed, everything it will ever do).

    ``starts`` / ``facings`` override the arena's spawns and the default facing (toward the
    arena's middle). ``turn_limit`` ends a match that drags on as a draw.
    """

    arena: Arena
    scenario: str
    seats: tuple[str, ...]
    krushers: tuple[Entry, ...]
    options: Options = Options()
    starts: tuple[Hex, ...] = ()
    facings: tuple[int, ...] = ()
    turn_limit: int = DEFAULT_TURN_LIMIT
    team_size: int = DEFAULT_TEAM_SIZE
    arena_json: Mapping[str, Any] = field(default_factory=dict)

    @property
    def rules(self) -> Rules:
        """What construction is checked against in this scenario."""
        o = self.options
        return Rules(o.new_chassis, o.new_programs, o.new_shields,
                     balance=self.scenario in ("duel", "team"),
                     pick_up=self.scenario == "pickup")

    @property
    def teams(self) -> tuple[int, ...]:
        """The team numbers in play, in order."""
        return tuple(sorted({e.team for e in self.krushers}))

    def spawn_indices(self) -> list[int | None]:
        """The arena spawn each Krusher takes (``spawns.spawn_indices``: by the spawns'
        ``team`` properties when the map gives them, else the teams in turn)."""
        teams = self.teams
        return spawn_indices(self.arena, [teams.index(e.team) for e in self.krushers])

    def start_hexes(self) -> tuple[Hex, ...]:
        """Where each Krusher begins (the set-up's ``starts``, else its spawn)."""
        if self.starts:
            return self.starts
        return tuple(self.arena.spawns[i] if i is not None else None  # type: ignore[misc]
                     for i in self.spawn_indices())

    def start_facings(self) -> tuple[int, ...]:
        """Where each Krusher faces at the start: the set-up's ``facings``, else its spawn's
        ``facing`` property, else toward the middle."""
        if self.facings:
            return self.facings
        middle = _middle(self.arena)
        from_map = [spawn_facing(self.arena, i) if i is not None and not self.starts else None
                    for i in self.spawn_indices()]
        return tuple(f if f is not None else nearest_direction(h, middle) if h != middle else 0
                     for h, f in zip(self.start_hexes(), from_map, strict=True))

    def problems(self) -> list[str]:
        """Why this set-up cannot start a match (empty when it can)."""
        found = _shape_problems(self) + spawn_problems(self.arena)
        starts = self.start_hexes()
        if None in starts or len(starts) < len(self.krushers):
            found.append(f"the arena has {len(self.arena.spawns)} spawns for "
                         f"{len(self.krushers)} Krushers")
            return found
        if len(set(starts)) != len(starts):
            found.append("two Krushers share a starting hex")
        found += [f"start {h} is not open floor" for h in starts if not self.arena.is_open(h)]
        if self.facings and (len(self.facings) != len(self.krushers)
                             or any(f not in range(6) for f in self.facings)):
            found.append("facings must give one direction 0-5 per Krusher")
        for entry in self.krushers:
            if entry.build is not None:
                found += [f"{entry.name}: {p}" for p in problems(entry.build, self.rules)]
        return found


def _shape_problems(setup: KrusherSetup) -> list[str]:
    found = []
    if setup.scenario not in SCENARIOS:
        found.append(f"unknown scenario {setup.scenario!r} (known: {', '.join(SCENARIOS)})")
    if not 2 <= len(setup.krushers) <= MAX_KRUSHERS:
        found.append(f"a match needs 2-{MAX_KRUSHERS} Krushers, not {len(setup.krushers)}")
    if any(not 0 <= e.seat < len(setup.seats) for e in setup.krushers):
        found.append("every Krusher needs a seat that exists")
    if len(setup.teams) < 2:
        found.append("a match needs at least two sides")
    if setup.scenario != "team" and len(setup.teams) != len(setup.krushers):
        found.append("only Team Play puts several Krushers on one side")
    sizes = [sum(e.team == t for e in setup.krushers) for t in setup.teams]
    if sizes and max(sizes) > setup.team_size:
        found.append(f"a team may have at most {setup.team_size} Krushers")
    if setup.turn_limit < 1:
        found.append("turn_limit must be at least 1")
    return found


def _middle(arena: Arena) -> Hex:
    open_hexes = arena.open_hexes() or list(arena.cells)
    q = round(sum(h.q for h in open_hexes) / len(open_hexes))
    r = round(sum(h.r for h in open_hexes) / len(open_hexes))
    return Hex(q, r)


def build_to_json(build: Build) -> dict[str, Any]:
    """A JSON-able dict for a build."""
    return {"chassis": build.chassis, "program": build.program, "left": build.left,
            "right": build.right, "armour": list(build.armour)}


def build_from_json(data: Any) -> Build | None:
    """A build from a dict, a template name, or None (built in the match)."""
    if data is None:
        return None
    if isinstance(data, str):
        if data not in TEMPLATES:
            raise ValueError(f"unknown template {data!r} (known: {', '.join(TEMPLATES)})")
        return TEMPLATES[data]
    return Build(str(data["chassis"]), str(data["program"]), str(data.get("left", "")),
                 str(data.get("right", "")), tuple(int(a) for a in data["armour"]))


def setup_to_json(setup: KrusherSetup) -> dict[str, Any]:
    """A JSON-able dict for a set-up."""
    return {"scenario": setup.scenario,
            "arena": dict(setup.arena_json) or arena_to_json(setup.arena),
            "seats": list(setup.seats),
            "krushers": [{"name": e.name, "seat": e.seat, "team": e.team,
                          "build": build_to_json(e.build) if e.build else None}
                         for e in setup.krushers],
            "options": {name: getattr(setup.options, name) for name in Options.__slots__},
            "starts": [[h.q, h.r] for h in setup.starts], "facings": list(setup.facings),
            "turn_limit": setup.turn_limit, "team_size": setup.team_size}


def setup_from_json(data: Mapping[str, Any],
                    loader: Callable[[str], Arena] | None = None) -> KrusherSetup:
    """The set-up a dict from ``setup_to_json`` describes; ValueError if it is not valid."""
    try:
        arena = arena_from_json(data["arena"], loader)
        seats = tuple(str(s) for s in data["seats"])
        krushers = tuple(Entry(str(k["name"]), int(k["seat"]), int(k.get("team", k["seat"])),
                               build_from_json(k.get("build"))) for k in data["krushers"])
        options = Options(**{k: bool(v) for k, v in dict(data.get("options", {})).items()})
        setup = KrusherSetup(
            arena, str(data.get("scenario", "duel")), seats, krushers, options,
            tuple(Hex(int(q), int(r)) for q, r in data.get("starts", [])),
            tuple(int(f) for f in data.get("facings", [])),
            default_turn_limit(len(krushers)) if data.get("turn_limit") is None
            else int(data["turn_limit"]),
            int(data.get("team_size", DEFAULT_TEAM_SIZE)), dict(data["arena"]))
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ValueError(f"malformed metalkrushers setup: {error!r}") from None
    found = setup.problems()
    if found:
        raise ValueError("; ".join(found))
    return setup
