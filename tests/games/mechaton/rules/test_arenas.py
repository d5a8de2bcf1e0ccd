"""The Mechaton arenas in maps/: each loads, holds what its game needs, and a match runs
on it from start to doomsday."""

from __future__ import annotations

import random

import pytest

from game.core.hexes import distance
from game.core.match import start_match
from game.games.mechaton.rules.sample import random_army
from game.games.mechaton.rules.terrain import starting_bricks
from game.maps.tiled import MAPS_DIR, load_arena

from .fuzz import random_choice

LOADED = ["defence", "move", "spot", "direct"]
ARENAS = {"mechaton_killing_ground": (2, 2), "mechaton_crossroads": (4, 5),
          "mechaton_satellite_crash": (3, 3)}
STATIONS = {"mechaton_killing_ground": 6, "mechaton_crossroads": 5,
            "mechaton_satellite_crash": 1}
"""Station hexes each map offers: 3 per army for 2 players, 1 per army for 4-5, the
short game's satellite."""


def _setup(name: str, players: int, seed: int, **options: object) -> dict:
    rng = random.Random(seed)
    short = bool(options.get("short_game"))
    armies = [[{"name": f"{s}{k}", "parts": LOADED} for k in range(2)] if short
              else random_army(rng, players) for s in range(players)]
    return {"arena": {"path": str(MAPS_DIR / f"{name}.tmx")},
            "players": [f"P{s + 1}" for s in range(players)], "armies": armies,
            "options": {"deployment": "map", **options}}


@pytest.mark.parametrize("name", sorted(ARENAS))
def test_the_arena_is_a_mechaton_battlefield(name: str) -> None:
    arena = load_arena(MAPS_DIR / f"{name}.tmx")
    _, high = ARENAS[name]
    assert "mechaton" in arena.rulesets and arena.max_players == high
    bricks = starting_bricks(arena)
    # cover holding bricks, some of it rubble (a single brick: no cover)
    assert sum(1 for n in bricks.values() if n >= 2) >= 20
    assert any(n < 2 for n in bricks.values())
    assert arena.hexes_with("wall")
    # room for every army's stations near its spawn (the short game: one satellite)
    assert len(arena.stations) == STATIONS[name]


@pytest.mark.parametrize(("name", "players"), [(n, p) for n, (low, high) in ARENAS.items()
                                               for p in sorted({low, high})])
def test_a_match_runs_on_the_arena_to_doomsday(name: str, players: int) -> None:
    short = name == "mechaton_satellite_crash"
    options = {"short_game": True} if short else {"clock": 3}
    match = start_match("mechaton", _setup(name, players, 7, **options), 7,
                        arena_loader=load_arena)
    state = match.state
    # then every army stands near its own spawn, its stations beside it
    for seat in range(players):
        anchor = state.arena.spawns[seat]
        assert all(distance(m.hex, anchor) <= 4 for m in state.mechs if m.owner == seat)
    if short:
        satellite = next(s for s in state.stations if s.satellite)
        assert satellite.hex == state.arena.stations[0] and satellite.owner is None
    rng = random.Random(7)
    for _ in range(5000):
        if match.is_over:
            break
        request = match.pending()[0]
        match.submit(request.player, random_choice(rng, request))
    assert match.is_over
