"""Arenas written inline in a set-up, and a sample arena and set-up for tests and tools.

The sample arena is a small copy of the standard MetalKrushers arena (maps/ holds the
Tiled ones): walls round the edge, null fields along them, six pick-up hexes halfway
between the entry hexes and the middle.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from typing import Any

from game.core.arena import Arena, Cell
from game.core.hexes import DIRECTIONS, Hex, ring, spiral
from game.games.metalkrushers.rules.build import TEMPLATES
from game.games.metalkrushers.rules.programs import FLEXIBLE

_RECENT: dict[str, Arena] = {}
_RECENT_LIMIT = 16


def arena_to_json(arena: Arena) -> dict[str, Any]:
    """An arena written inline: name, size, cells [q, r, terrain], spawns [q, r] and, when
    the map gives them, the spawns' properties (facing, team)."""
    data: dict[str, Any] = {
        "name": arena.name, "cols": arena.cols, "rows": arena.rows,
        "cells": [[h.q, h.r, c.terrain] for h, c in sorted(arena.cells.items())],
        "spawns": [[h.q, h.r] for h in arena.spawns]}
    if arena.spawn_properties:
        data["spawn_properties"] = [{str(k): v if isinstance(v, int | float | str) else str(v)
                                     for k, v in props.items()}
                                    for props in arena.spawn_properties]
    return data


def arena_from_json(data: Mapping[str, Any], loader: Callable[[str], Arena] | None) -> Arena:
    """The arena a set-up names: {"path": ...} through ``loader``, or inline cells (matches
    on the same inline arena share one Arena object)."""
    if "path" in data:
        if loader is None:
            raise ValueError(f"arena {data['path']!r} is a file and no map loader was given")
        return loader(str(data["path"]))
    key = json.dumps(data, sort_keys=True)
    arena = _RECENT.get(key)
    if arena is None:
        cells = {Hex(int(q), int(r)): Cell(str(t)) for q, r, t in data["cells"]}
        arena = Arena(name=str(data.get("name", "Arena")), cols=int(data.get("cols", 0)),
                      rows=int(data.get("rows", 0)), cells=cells,
                      spawns=tuple(Hex(int(q), int(r)) for q, r in data.get("spawns", [])),
                      rulesets=("metalkrushers",),
                      spawn_properties=tuple(dict(p) for p in data.get("spawn_properties", [])))
        if len(_RECENT) >= _RECENT_LIMIT:
            _RECENT.pop(next(iter(_RECENT)))
        _RECENT[key] = arena
    return arena


def sample_arena(radius: int = 7) -> Arena:
    """A round arena: wall rim, a null-field ring inside it, six pick-up hexes at half the
    way in, and twelve entry hexes (opposite pairs first)."""
    cells = {h: Cell("floor") for h in spiral(Hex(0, 0), radius)}
    for h in ring(Hex(0, 0), radius):
        cells[h] = Cell("wall")
    for h in ring(Hex(0, 0), radius - 1):
        cells[h] = Cell("null")
    entry = radius - 2
    corners = [d * entry for d in DIRECTIONS]
    edges = [corners[i] + (DIRECTIONS[(i + 2) % 6] * (entry // 2)) for i in range(6)]
    for d in DIRECTIONS:
        cells[d * (entry // 2 + 1)] = Cell("pickup")
    order = [corners[i] for i in (0, 3, 1, 4, 2, 5)] + [edges[i] for i in (0, 3, 1, 4, 2, 5)]
    return Arena(name="Sample Krusher Arena", cols=2 * radius + 1, rows=2 * radius + 1,
                 cells=cells, spawns=tuple(order), rulesets=("metalkrushers",))


def sample_setup_json(players: int, seed: int, scenario: str | None = None) -> dict[str, Any]:
    """A ready set-up on the sample arena: a duel for two, Open Combat for more (or the
    named scenario; "team" puts two Krushers on each of ``players`` teams), with template
    builds drawn from ``seed`` (Pick-Up Krushers get Flexible templates)."""
    rng = random.Random(seed)
    scenario = scenario or ("duel" if players == 2 else "open")
    flexible = scenario == "pickup"
    names = [n for n, b in TEMPLATES.items() if (b.program == FLEXIBLE) == flexible]
    per_team = 2 if scenario == "team" else 1
    krushers = [{"name": f"Krusher {chr(65 + seat * per_team + k)}",
                 "seat": seat, "team": seat, "build": rng.choice(names)}
                for seat in range(players) for k in range(per_team)]
    return {"scenario": scenario, "arena": arena_to_json(sample_arena()),
            "seats": [f"Player {seat + 1}" for seat in range(players)], "krushers": krushers,
            "options": {"ousting": True}, "turn_limit": 30}
