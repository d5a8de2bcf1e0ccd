"""The MetalKrushers arenas in maps/: loaded by game.maps.tiled, shaped as the book describes,
and a match starts and plays to its end on each."""

from __future__ import annotations

import random

import pytest

from game.core.hexes import Hex, distance, neighbours
from game.core.match import start_match
from game.maps.tiled import MAPS_DIR, load_arena
from tests.games.metalkrushers.rules.helpers import eager

STANDARD = MAPS_DIR / "krusher_arena.tmx"
TEAM_HALL = MAPS_DIR / "krusher_team_arena.tmx"


def loader(path: str):
    return load_arena(path)


@pytest.mark.parametrize("path", [STANDARD, TEAM_HALL])
def test_null_fields_run_along_every_wall_of_the_rim(path):
    arena = load_arena(path)
    rim = {h for h in arena.cells if any(n not in arena.cells for n in neighbours(h))}
    beside_rim = {n for h in rim for n in neighbours(h) if n in arena.cells and n not in rim}
    assert beside_rim and all(arena.terrain(h) == "null" for h in beside_rim)
    assert "metalkrushers" in arena.rulesets


def test_the_standard_arena_has_six_pick_ups_halfway_from_the_entries_to_the_middle():
    arena = load_arena(STANDARD)
    pickups = arena.hexes_with("pickup")
    middle = Hex(round(sum(h.q for h in arena.spawns) / 6), round(sum(h.r for h in arena.spawns)
                                                                   / 6))
    assert len(pickups) == 6 and len(arena.spawns) == 6
    for entry in arena.spawns:
        nearest = min(pickups, key=lambda p: distance(entry, p))
        assert distance(entry, nearest) == distance(nearest, middle) == \
            distance(entry, middle) // 2


def test_the_team_hall_gives_each_team_one_end():
    arena = load_arena(TEAM_HALL)
    assert len(arena.spawns) == 10 and len(arena.hexes_with("pickup")) == 6
    west, east = arena.spawns[0::2], arena.spawns[1::2]
    x = [h.q + h.r / 2 for h in arena.spawns]
    middle = sum(x) / len(x)
    assert max(x[0::2]) < middle < min(x[1::2]) and len(west) == len(east) == 5


def krushers(teams: int, per_team: int, template: str) -> list[dict]:
    return [{"name": f"K{t}{i}", "seat": t, "team": t, "build": template}
            for t in range(teams) for i in range(per_team)]


@pytest.mark.parametrize("path, scenario, per_team, template", [
    (STANDARD, "duel", 1, "Duelist"), (STANDARD, "pickup", 1, "Scavenger"),
    (TEAM_HALL, "team", 5, "Striker")])
def test_a_match_starts_and_plays_to_its_end_on_each_arena(path, scenario, per_team, template):
    data = {"scenario": scenario, "arena": {"path": str(path)}, "seats": ["West", "East"],
            "krushers": krushers(2, per_team, template), "options": {"ousting": True},
            "turn_limit": 150}
    match = start_match("metalkrushers", data, 3, arena_loader=loader)
    rng = random.Random(3)
    state = match.state
    if scenario == "team":
        assert {k.hex for k in state.krushers if k.team == 0} == set(state.arena.spawns[0::2])
    while not match.is_over:
        match.submit(match.pending()[0].player, eager(rng, match))
    assert match.result.reason
