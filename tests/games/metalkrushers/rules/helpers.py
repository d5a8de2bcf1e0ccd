"""Shared set-up for the MetalKrushers rules tests."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from game.core.arena import Arena, Cell, open_arena
from game.core.dice import ScriptedDice
from game.core.hexes import Hex, distance, nearest_direction
from game.core.match import Match, Request
from game.games.metalkrushers.rules import Build, new_state
from game.games.metalkrushers.rules.choices import Move, NoParry, Reflex, Strike, UseShield
from game.games.metalkrushers.rules.setup import Entry, KrusherSetup, Options

NO_OPTIONS = Options()
DUELIST = Build("Standard", "weapon-and-weapon", "medium slice", "medium slice",
                (25, 15, 8, 4, 8, 15))


def arena(radius: int = 6, terrain: dict[Hex, str] | None = None,
          walls: Iterable[Hex] = ()) -> Arena:
    """An open hexagonal arena with some hexes repainted (e.g. "null", "pickup")."""
    base = open_arena(radius, walls=walls)
    cells = dict(base.cells)
    for h, kind in (terrain or {}).items():
        cells[h] = Cell(kind)
    return Arena(name="Test", cols=base.cols, rows=base.rows, cells=cells, spawns=())


def make_match(builds: Sequence[Build | None], starts: Sequence[Hex], facings: Sequence[int],
               dice: Iterable[int | tuple[int, int]] = (), *, scenario: str = "open",
               teams: Sequence[int] | None = None, seats: Sequence[int] | None = None,
               options: Options = NO_OPTIONS, where: Arena | None = None,
               names: Sequence[str] = ("A", "B", "C", "D", "E", "F")) -> Match:
    """A match of Krushers A, B, C, ... (one seat each unless told) with scripted dice."""
    seats = list(seats if seats is not None else range(len(builds)))
    teams = list(teams if teams is not None else seats)
    entries = tuple(Entry(names[i], seats[i], teams[i], b) for i, b in enumerate(builds))
    setup = KrusherSetup(where or arena(), scenario,
                         tuple(f"Seat {s + 1}" for s in range(max(seats) + 1)), entries,
                         options, tuple(starts), tuple(facings))
    state, opening = new_state(setup, ScriptedDice(list(dice)))
    return Match(state, "metalkrushers", opening=opening)


def answer(match: Match, choice: object) -> list:
    """Submit ``choice`` for whoever is asked now."""
    return match.submit(match.pending()[0].player, choice)


def stop_all(match: Match) -> list:
    """End every Krusher's movement where it stands (stop, then skip the free turn)."""
    out: list = []
    while match.pending() and match.pending()[0].kind == "move":
        out += answer(match, Move("stop"))
    return out


def kinds(events: Sequence[object]) -> list[str]:
    """Event class names, in order."""
    return [type(e).__name__ for e in events]


def passive(request: Request) -> object:
    """The do-nothing answer to a combat request (no attack, no declaration)."""
    table = {"reflex": Reflex(None), "shield": UseShield("none"), "parry": NoParry()}
    if request.kind == "plan":
        return Strike((0, 0))
    return table[request.kind]


def eager(rng: random.Random, match: Match) -> object:
    """A random-ish legal choice for the pending request that seeks a fight: it arms when it
    can, walks and turns toward the nearest enemy, ousts and attacks when it can."""
    request = match.pending()[0]
    choices = request.legal_choices()
    if rng.random() < 0.15:
        return rng.choice(choices)
    if request.kind == "plan":
        return rng.choice([c for c in choices if any(c.targets)] or choices)
    if request.kind != "move":
        return rng.choice(choices)
    return _seek(rng, match.view_for(None), request, choices)


def _seek(rng: random.Random, view, request, choices: list) -> object:
    arming = [c for c in choices if type(c).__name__ in ("Arm", "Oust")]
    if arming:
        return rng.choice(arming)
    me = view.krusher(request.krusher)
    goals = [k.hex for k in view.krushers if k.team != me.team and k.active]
    near = 1
    if view.scenario == "pickup" and not any(me.hands):
        taken = {k.hex for k in view.krushers}
        pickups = [h for h in view.arena.hexes_with("pickup") if h not in taken]
        goals, near = (pickups, 0) if pickups else (goals, 1)
    goal = min(goals, key=lambda h: distance(me.hex, h))
    if goal == me.hex:
        return Move("stop")
    want = nearest_direction(me.hex, goal)
    if want != me.facing:
        way = "left" if (want - me.facing) % 6 <= 3 else "right"
        if Move(way) in choices:
            return Move(way)
    elif distance(me.hex, goal) > near and Move("forward") in choices:
        return Move("forward")
    return Move("stop")
