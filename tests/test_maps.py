"""The shipped arenas: they load, keep their promises, and play fair; plus tools/check_map.py."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import deque
from pathlib import Path
from xml.etree import ElementTree

import pytest

from game.core.arena import TERRAIN_KINDS, Arena
from game.core.hexes import Hex, HexLayout, neighbours
from game.maps.tiled import MAPS_DIR, load_arena

ROOT = Path(__file__).resolve().parent.parent
MAP_FILES = sorted(MAPS_DIR.glob("*.tmx"))
PROMISED = {"duel_pit": (2, 2), "standard_arena": (4, 6), "scrapyard": (4, 4), "royale": (8, 8)}


@pytest.fixture(scope="module", params=MAP_FILES, ids=[p.stem for p in MAP_FILES])
def shipped(request) -> tuple[Path, Arena]:
    return request.param, load_arena(request.param)


def test_the_four_promised_arenas_are_shipped():
    assert {p.stem for p in MAP_FILES} >= set(PROMISED)


def test_each_arena_holds_the_players_it_promises(shipped):
    path, arena = shipped
    low, high = PROMISED.get(path.stem, (2, 8))
    assert low <= arena.max_players <= high
    assert len(arena.spawns) >= arena.max_players >= 2
    assert arena.name and arena.rulesets
    assert arena.layout == HexLayout()


def test_spawns_are_distinct_open_hexes_inside_the_arena(shipped):
    _, arena = shipped
    assert len(set(arena.spawns)) == len(arena.spawns)
    assert all(h in arena.cells and arena.is_open(h) for h in arena.spawns)


def test_every_open_hex_can_be_reached_from_every_spawn(shipped):
    _, arena = shipped
    seen = {arena.spawns[0]}
    queue = deque(seen)
    while queue:
        for n in arena.open_neighbours(queue.popleft()):
            if n not in seen:
                seen.add(n)
                queue.append(n)
    assert seen == set(arena.open_hexes())


def test_spawn_objects_sit_inside_the_hex_they_load_as(shipped):
    # given the raw pixel positions of the spawn objects in the file
    path, arena = shipped
    root = ElementTree.parse(path).getroot()
    group = next(g for g in root.iter("objectgroup") if g.get("name") == "spawns")
    points = [(int(o.find("properties/property[@name='order']").get("value")),  # type: ignore
               float(o.get("x", 0)), float(o.get("y", 0))) for o in group.iter("object")]
    # then, in spawn order, each lies inside the corners of the hex the loader chose
    for (_, x, y), h in zip(sorted(points), arena.spawns, strict=True):
        assert inside(arena.layout.corners(h), x, y)


def inside(corners: list[tuple[float, float]], x: float, y: float) -> bool:
    signs = []
    for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1], strict=True):
        signs.append((bx - ax) * (y - ay) - (by - ay) * (x - ax) > 0)
    return all(signs) or not any(signs)


def test_every_arena_is_closed_in_by_walls(shipped):
    _, arena = shipped
    rim = [h for h in arena.cells if any(n not in arena.cells for n in neighbours(h))]
    assert rim and all(arena.terrain(h) == "wall" for h in rim)


def test_maps_are_plain_tiled_files_using_our_tileset(shipped):
    path, arena = shipped
    root = ElementTree.parse(path).getroot()
    assert [t.get("source") for t in root.iter("tileset")] == ["../assets/tiles/hexbrawl.tsx"]
    assert {d.get("encoding") for d in root.iter("data")} == {"csv"}  # terrain (and decor)
    tiles = (ROOT / "assets" / "tiles").resolve()
    assert all(Path(c.image).parent == tiles for c in arena.cells.values())  # type: ignore


def test_the_standard_arena_has_a_null_ring_inside_its_walls_and_six_pickups():
    arena = load_arena(MAPS_DIR / "standard_arena.tmx")
    rim = {h for h in arena.cells if any(n not in arena.cells for n in neighbours(h))}
    beside_rim = {n for h in rim for n in neighbours(h) if n in arena.cells and n not in rim}
    assert beside_rim and all(arena.terrain(h) == "null" for h in beside_rim)
    assert len(arena.hexes_with("pickup")) == 6
    assert 4 <= arena.max_players <= 6


def test_the_scrapyard_is_cover_rich_with_stations():
    arena = load_arena(MAPS_DIR / "scrapyard.tmx")
    assert len(arena.stations) >= 4
    assert all(arena.terrain(h) == "station" for h in arena.stations)
    assert len(arena.hexes_with("cover")) >= 0.15 * len(arena.open_hexes())


def test_the_royale_is_the_largest_arena_with_eight_spaced_spawns():
    arenas = {p.stem: load_arena(p) for p in MAP_FILES}
    royale = arenas["royale"]
    assert len(royale.open_hexes()) == max(len(a.open_hexes()) for a in arenas.values())
    assert len(royale.spawns) == 8
    gaps = [distance(a, b) for i, a in enumerate(royale.spawns) for b in royale.spawns[i + 1:]]
    assert min(gaps) >= 4


def distance(a: Hex, b: Hex) -> int:
    return (abs(a.q - b.q) + abs(a.r - b.r) + abs(a.q + a.r - b.q - b.r)) // 2


def test_the_duel_pit_is_small_and_fair():
    arena = load_arena(MAPS_DIR / "duel_pit.tmx")
    a, b = arena.spawns
    centre = Hex((a.q + b.q) // 2, (a.r + b.r) // 2)
    mirrored = {Hex(2 * centre.q - h.q, 2 * centre.r - h.r): c.terrain
                for h, c in arena.cells.items()}
    assert mirrored == {h: c.terrain for h, c in arena.cells.items()}
    assert len(arena.open_hexes()) < 80


def test_the_tiled_project_offers_terrain_as_an_enum():
    project = json.loads((MAPS_DIR / "hexbrawl.tiled-project").read_text(encoding="utf-8"))
    enum = next(t for t in project["propertyTypes"] if t["name"] == "Terrain")
    assert enum["type"] == "enum" and enum["storageType"] == "string"
    assert set(enum["values"]) == {"floor", "wall", "cover", "null", "pickup", "station"}
    assert set(enum["values"]) <= set(TERRAIN_KINDS)


# -- tools/check_map.py ----------------------------------------------------------------

def run_check(*paths: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "check_map.py"),
                           *map(str, paths)], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)


def test_check_map_passes_the_shipped_maps():
    result = run_check(*MAP_FILES)
    lines = result.stdout.strip().splitlines()
    assert result.returncode == 0
    assert len(lines) == len(MAP_FILES) and all(line.startswith("OK ") for line in lines)
    assert "Royale, 23x23, 8 spawns" in result.stdout


def test_check_map_explains_a_broken_map_and_fails():
    broken = ROOT / "tests" / "data" / "broken_spawn_on_wall.tmx"
    result = run_check(MAP_FILES[0], broken)
    assert result.returncode == 1
    good, bad = result.stdout.strip().splitlines()
    assert good.startswith("OK ")
    assert str(broken) in bad and "Stuck" in bad and "Fix:" in bad
