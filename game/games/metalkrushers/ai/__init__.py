"""AI players for MetalKrushers: random, normal (heuristic) and hard (search).

``AGENTS[level](seed)`` makes an agent; it answers ``choose(view, request)`` for every
request of the game, construction included, where ``view`` is a ``KrusherSeatView``
(``observe(match, seat)``: ``public`` is the seat's view, ``info`` its information state).
Same seed, same choices. ``simulate`` plays seeded matches between levels.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.core.match import Choice, Request
from game.games.metalkrushers.ai.hard import HardAgent
from game.games.metalkrushers.ai.normal import NormalAgent
from game.games.metalkrushers.ai.randomagent import RandomAgent
from game.games.metalkrushers.ai.seat import KrusherSeatView, observe, observe_state


class Agent(Protocol):
    """A MetalKrushers AI for one seat."""

    level: str

    def choose(self, view: Any, request: Request) -> Choice:
        """One legal choice for ``request``."""
        ...


AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent, "easy": RandomAgent, "normal": NormalAgent, "hard": HardAgent}
"""Every level by name: a factory taking a seed."""

__all__ = ["AGENTS", "Agent", "HardAgent", "KrusherSeatView", "NormalAgent", "RandomAgent",
           "observe", "observe_state"]
