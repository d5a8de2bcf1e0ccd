"""Mechaton AI agents: random, normal (heuristic) and hard (search), army building included.

Every agent answers ``choose(view, request)`` with one of ``request.legal_choices()``;
``view.public`` is the seat's ``MatchView`` and ``view.info`` its information state
(``game.games.mechaton.rules.information_state``), as ``seat.observe`` makes them. Builds are
requests like any other. ``AGENTS`` maps a level to a factory taking a seed;
``simulate`` plays AI-vs-AI matches.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.games.mechaton.ai.hard import HardAgent
from game.games.mechaton.ai.normal import NormalAgent
from game.games.mechaton.ai.randomplay import RandomAgent

AGENTS: dict[str, Callable[[int], Any]] = {"random": RandomAgent, "normal": NormalAgent,
                                         "hard": HardAgent}


def make_agent(level: str, seed: int) -> Any:
    """An agent of ``level`` (a key of ``AGENTS``), deterministic for ``seed``."""
    try:
        factory = AGENTS[level]
    except KeyError:
        raise ValueError(f"unknown Mechaton AI level {level!r}; choose from "
                         f"{', '.join(sorted(AGENTS))}") from None
    return factory(seed)


__all__ = ["AGENTS", "HardAgent", "NormalAgent", "RandomAgent", "make_agent"]
