"""The games Hexbrawl plays: one package per game, found by name.

``GAMES`` lists the games in the title's order; ``spec(name)`` imports the package
``game.games.<name>`` by string and returns its ``SPEC`` (``game.games.spec.GameSpec``). The
other registries (``RULESETS``, ``GAME_UIS``, ``BY_RULESET``) are derived from these, so
adding a game is its package plus one name here. No shared module imports a game package
(tests/test_import_boundaries.py checks it), and reading a spec loads none of the game's code.
"""

from __future__ import annotations

import importlib

from game.games.spec import GameSpec

GAMES: tuple[str, ...] = ("meatbot", "mechaton", "metalkrushers", "dicebot")
"""Every game's name, in the title's order."""


def spec(name: str) -> GameSpec:
    """The ``GameSpec`` of game ``name``; ValueError naming the known games if unknown."""
    if name not in GAMES:
        raise ValueError(f"unknown game {name!r}; known: {', '.join(sorted(GAMES))}")
    found = importlib.import_module(f"{__name__}.{name}").SPEC
    if not isinstance(found, GameSpec) or found.name != name:
        raise TypeError(f"game.games.{name}.SPEC must be the GameSpec named {name!r}")
    return found
