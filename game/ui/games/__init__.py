"""The game-UI registry: which games the window can play, and each game's own screens.

Everything in ``game/ui`` is the shared shell (window, scene stack, widgets, settings,
camera, hand-off, battle flow, pacing, saves). What belongs to one game — prompts for its
request kinds, set-up screens, board and animations, data sheet, result columns, rules page,
sounds — lives in its package ``game/games/<game>/ui/``, and the shell reaches it only
through ``game_ui(name)``: a name from ``GAME_UIS`` resolved by string to its package's ``UI``,
so no shared module imports a game (``tests/test_import_boundaries.py`` checks it).

A game UI is an object: the ``UI`` of its package, an instance of a ``GameUI`` subclass
(``game.ui.game_ui``: abstract methods every game must have, optional hooks with defaults).
Adding a game is its package plus its name in ``game.games.GAMES``; ``GAME_UIS`` follows
from the game's ``SPEC.ui``.
"""

from __future__ import annotations

import importlib

from game.games import GAMES, spec
from game.ui.game_ui import GameUI

__all__ = ["GAME_UIS", "GameUI", "available_game_uis", "game_ui", "game_ui_names"]

GAME_UIS: dict[str, str] = {name: spec(name).ui for name in GAMES}
"""Ruleset name -> module path of that game's UI package, in the title's order (from the
game registry, ``game.games``; tests may register a test game here)."""


def game_ui_names() -> list[str]:
    """Every registered game UI, in registry order."""
    return list(GAME_UIS)


def game_ui(name: str) -> GameUI:
    """The UI of game ``name`` (its package's ``UI``); ValueError naming the known ones if
    unknown."""
    if name not in GAME_UIS:
        raise ValueError(f"no UI for game {name!r}; known: {', '.join(sorted(GAME_UIS))}")
    found = importlib.import_module(GAME_UIS[name]).UI
    if not isinstance(found, GameUI):
        raise TypeError(f"{GAME_UIS[name]}.UI must be a GameUI")
    return found


def available_game_uis() -> list[GameUI]:
    """The game UIs that load, in registry order: a game whose package is missing (or
    broken) is simply not offered."""
    found = []
    for name in GAME_UIS:
        try:
            found.append(game_ui(name))
        except ImportError:
            continue
    return found
