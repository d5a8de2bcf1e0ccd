"""Mechaton AI agents: random, normal (heuristic) and hard (search), army building included.

Every agent answers ``choose(view, request)`` with one of ``request.legal_choices()``;
``view.public`` is the seat's ``MatchView`` and ``view.info`` its information state
(``game.rulesets.mechaton.information_state``), as ``seat.observe`` makes them. Builds are
requests like any other. ``AGENTS`` maps a level to a factory taking a seed;
``simulate`` plays AI-vs-AI matches.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ai.mechaton.hard import HardAgent
from game.ai.mechaton.normal import NormalAgent
from game.ai.mechaton.randomplay import RandomAgent

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
