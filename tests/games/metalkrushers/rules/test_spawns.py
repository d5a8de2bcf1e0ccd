"""Spawn points carry a facing and a team (properties of the Tiled spawn objects): the set-up
starts each Krusher on its team's spawns facing where the map says, and tools/check_map.py
explains a bad property."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game.core.arena import Arena
from game.core.hexes import DIRECTION_NAMES, Hex, nearest_direction
from game.games.metalkrushers.rules.arenas import arena_from_json, arena_to_json, sample_arena
from game.games.metalkrushers.rules.setup import Entry, KrusherSetup
from game.games.metalkrushers.rules.spawns import parse_facing, spawn_problems
from game.maps.tiled import MAPS_DIR, load_arena

ROOT = Path(__file__).resolve().parents[4]


def tagged(props: list[dict], rest: dict | None = None) -> Arena:
    """The sample arena (twelve spawns) with these spawn properties, ``rest`` for the
    others."""
    base = sample_arena()
    full = props + [rest or {}] * (len(base.spawns) - len(props))
    return Arena(base.name, base.cols, base.rows, base.cells, base.spawns,
                 rulesets=base.rulesets, spawn_properties=tuple(full))


def setup_on(arena: Arena, teams: list[int], scenario: str = "team") -> KrusherSetup:
    krushers = tuple(Entry(f"K{i}", t, t) for i, t in enumerate(teams))
    return KrusherSetup(arena, scenario, tuple(f"S{t}" for t in sorted(set(teams))), krushers)


def test_facing_is_a_direction_name_or_number():
    assert [parse_facing(v) for v in ("E", "sw", " NW ", 3, "5")] == [0, 4, 2, 3, 5]
    assert [parse_facing(v) for v in ("north", 6, -1, True, "")] == [None] * 5


def test_krushers_take_their_teams_spawns_and_face_as_the_map_says():
    # given spawns: the first three team 2 facing W, the others team 1 facing E
    arena = tagged([{"team": 2, "facing": "W"}] * 3, {"team": 1, "facing": "E"})
    # when two teams of two start (the set-up's first team is the map's lowest, team 1)
    setup = setup_on(arena, [0, 0, 1, 1])
    # then team 0 stands on spawns 4 and 5 facing E, team 1 on spawns 1 and 2 facing W
    assert setup.start_hexes() == (arena.spawns[3], arena.spawns[4], arena.spawns[0],
                                   arena.spawns[1])
    assert setup.start_facings() == (0, 0, 3, 3)
    assert setup.problems() == []


def test_a_team_larger_than_its_spawns_takes_the_spare_ones_in_order():
    arena = tagged([{"team": 1}], {"team": 2})
    setup = setup_on(arena, [0, 0, 0, 1])
    assert setup.start_hexes()[:3] == (arena.spawns[0], arena.spawns[1], arena.spawns[2])


def test_without_map_facing_a_krusher_faces_the_middle():
    setup = setup_on(sample_arena(), [0, 1], "duel")
    middle = Hex(0, 0)
    assert setup.start_facings() == tuple(nearest_direction(h, middle)
                                          for h in setup.start_hexes())


def test_bad_properties_are_named_with_the_fix():
    arena = tagged([{"facing": "north", "team": 1}, {"team": "red"}])
    found = spawn_problems(arena)
    assert any("spawn 1: facing 'north'" in p and "E, NE, NW, W, SW, SE" in p for p in found)
    assert any("spawn 2: team 'red'" in p and "whole number" in p for p in found)
    assert any("2 of 12 spawns have a team" in p for p in found)
    assert setup_on(arena, [0, 1]).problems()


def test_inline_arenas_keep_the_spawn_properties():
    arena = tagged([{"facing": "SE", "team": 1}])
    again = arena_from_json(arena_to_json(arena), None)
    assert again.spawn_properties[0] == {"facing": "SE", "team": 1}


def test_the_shipped_arenas_give_every_spawn_a_facing_and_a_team():
    for name in ("krusher_arena.tmx", "krusher_team_arena.tmx"):
        arena = load_arena(MAPS_DIR / name)
        assert spawn_problems(arena) == []
        assert len(arena.spawn_properties) == len(arena.spawns)
        assert all(p["facing"] in DIRECTION_NAMES and p["team"] in (1, 2)
                   for p in arena.spawn_properties)
    hall = load_arena(MAPS_DIR / "krusher_team_arena.tmx")
    x = [h.q + h.r / 2 for h in hall.spawns]
    middle = sum(x) / len(x)
    for across, props in zip(x, hall.spawn_properties, strict=True):
        assert props == ({"facing": "E", "team": 1} if across < middle
                         else {"facing": "W", "team": 2})


def test_check_map_refuses_a_bad_facing(tmp_path):
    text = (MAPS_DIR / "krusher_arena.tmx").read_text(encoding="utf-8")
    broken = tmp_path / "bad_facing.tmx"
    broken.write_text(text.replace('name="facing" value="W"', 'name="facing" value="WNW"', 1)
                      .replace("../assets/", str(ROOT / "assets") + "/"), encoding="utf-8")
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "check_map.py"), str(broken)],
                            capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 1, result.stdout
    assert "facing 'WNW' is not a direction" in result.stdout
