"""AI opponents for Meatbot Massacre: easy (random), normal (heuristic), hard (search).

Use ``make_agent(level, seed)``; wrap it in ``SafeSeat`` so a failing agent never stops a
match, and run it through ``AIWorker`` in the UI so thinking never blocks a frame.
"""

from __future__ import annotations

from game.ai.base import Agent
from game.games.meatbot.ai.agents import HeuristicAgent, RandomAgent
from game.games.meatbot.ai.search import SearchAgent

LEVELS: dict[str, type] = {"easy": RandomAgent, "random": RandomAgent,
                           "normal": HeuristicAgent, "hard": SearchAgent}


def make_agent(level: str, seed: int) -> Agent:
    """An agent of ``level`` ("easy"/"random", "normal" or "hard"), deterministic for ``seed``."""
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}; choose from "
                         f"{', '.join(sorted(LEVELS))}") from None
    agent: Agent = cls(seed)
    return agent


__all__ = ["make_agent", "LEVELS", "RandomAgent", "HeuristicAgent", "SearchAgent"]
