"""A ready-made set-up for tools and tests: a round field and random legal armies."""

from __future__ import annotations

import random
from typing import Any

from game.core.arena import Arena, Cell
from game.core.hexes import Hex, ring, spiral
from game.games.mechaton.rules.parts import SIZES, all_parts, part_problems
from game.games.mechaton.rules.setup import arena_to_json

FIELD_RADIUS = 11
NAMES = ("Red", "Blue", "Gold", "Jade", "Grey")


def sample_field() -> Arena:
    """A round walled field: cover clusters in six-fold symmetry, open avenues between."""
    cells = {h: Cell("floor") for h in spiral(Hex(0, 0), FIELD_RADIUS)}
    for h in ring(Hex(0, 0), FIELD_RADIUS):
        cells[h] = Cell("wall")
    seeds = [Hex(3, 0), Hex(4, 0), Hex(3, 1), Hex(6, -2), Hex(7, -3), Hex(7, -2), Hex(2, 4)]
    for base in seeds:
        for turn in range(6):
            cells[_rotate(base, turn)] = Cell("cover")
    spawns = tuple(_rotate(Hex(9, -4), turn) for turn in (0, 3, 1, 4, 2, 5))
    for h in spawns:
        cells[h] = Cell("floor")
    return Arena(name="Sample Field", cols=2 * FIELD_RADIUS + 1, rows=2 * FIELD_RADIUS + 1,
                 cells=cells, spawns=spawns, rulesets=("mechaton",), max_players=5)


def _rotate(h: Hex, turns: int) -> Hex:
    for _ in range(turns % 6):
        h = Hex(-h.r, h.q + h.r)
    return h


def random_army(rng: random.Random, players: int, rockets: int = 0,
                prefix: str = "Mech") -> list[dict[str, Any]]:
    """A legal army (no optional rules) with a seeded random number of mechs and parts,
    named ``<prefix> 1``, ``<prefix> 2``..."""
    _, low, high = SIZES[players]
    mechs = []
    for index in range(rng.randint(low, high)):
        parts: list[str] = []
        for _ in range(rng.randint(2, 4)):
            options = [p for p in all_parts(False) if not part_problems([*parts, p], False,
                                                                        False)]
            parts.append(rng.choice(options))
        mechs.append({"name": f"{prefix} {index + 1}", "parts": parts, "rockets": 0})
    mechs[0]["rockets"] = rockets
    return mechs


def sample_setup_json(players: int, seed: int) -> dict[str, Any]:
    """A set-up JSON for ``players`` (2-5) on the sample field, armies drawn from ``seed``,
    quick deployment from the map."""
    if not 2 <= players <= 5:
        raise ValueError(f"Mechaton takes 2-5 players, not {players}")
    rng = random.Random(seed)
    return {"arena": arena_to_json(sample_field()),
            "players": [f"Player {s + 1}" for s in range(players)],
            "armies": [random_army(rng, players, prefix=NAMES[s]) for s in range(players)],
            "options": {"deployment": "map"}}
