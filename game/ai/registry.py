"""Which AI levels each ruleset offers, by name, without importing any game.

``make_agent(ruleset, level, seed)`` builds one. Every registered ruleset gets the levels in
``EVERY_RULESET`` (the generic search and a uniform random baseline, which need only the
seam); a game adds its own levels in its ``SPEC.agents`` (gathered in ``BY_RULESET``).
Factories are "module:attribute" strings, imported on first use, so shared code never loads
a game it is not playing.

``generic@N`` is the generic agent with a budget of N playouts (greedy, 10 decisions each).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ai.base import Agent
from game.core.ruleset import loaded_module, ruleset_names
from game.games import GAMES, spec

EVERY_RULESET: dict[str, str] = {
    "random": "game.ai.generic:UniformAgent",
    "generic": "game.ai.generic.levels:generic",
    "generic-quick": "game.ai.generic.levels:quick",
}
"""Levels every ruleset has: level -> "module:factory(seed)"."""

BY_RULESET: dict[str, dict[str, str]] = {name: dict(spec(name).agents) for name in GAMES}
"""A game's own levels: ruleset -> level -> "module:factory(seed)", from each game's
``SPEC.agents`` (game/games/<name>/__init__.py)."""

BUDGETED = "generic@"


def levels(ruleset: str) -> list[str]:
    """Every level ``ruleset`` offers: its own first, then the shared ones."""
    _known(ruleset)
    return list(dict.fromkeys([*BY_RULESET.get(ruleset, {}), *EVERY_RULESET]))


def factory(ruleset: str, level: str) -> Callable[[int], Any]:
    """The factory ``seed -> agent`` for ``level`` of ``ruleset``; ValueError naming the
    levels there are if there is no such level."""
    _known(ruleset)
    if level.startswith(BUDGETED):
        playouts = _playouts(level)
        from game.ai.generic.levels import with_playouts

        return lambda seed: with_playouts(seed, playouts)
    target = BY_RULESET.get(ruleset, {}).get(level) or EVERY_RULESET.get(level)
    if target is None:
        raise ValueError(f"{ruleset} has no AI level {level!r}; choose from "
                         f"{', '.join(levels(ruleset))} or generic@PLAYOUTS")
    module, _, name = target.partition(":")
    made: Callable[[int], Any] = getattr(loaded_module(module), name)
    return made


def make_agent(ruleset: str, level: str, seed: int) -> Agent:
    """An agent of ``level`` for ``ruleset``, deterministic for ``seed``."""
    agent: Agent = factory(ruleset, level)(seed)
    return agent


def _known(ruleset: str) -> None:
    if ruleset not in ruleset_names():
        raise ValueError(f"unknown ruleset {ruleset!r}; known: {', '.join(ruleset_names())}")


def _playouts(level: str) -> int:
    text = level[len(BUDGETED):]
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"{level!r}: write generic@N with N a whole number of playouts")
    return int(text)
