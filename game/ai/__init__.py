"""AI opponents for every game: the shared agent interface (``base``), the safe seat and the
worker thread, the generic search agent (``generic``), the registry of each game's levels
(``registry``); each game's own agents live under ``game/games/<game>/ai/``.

Use ``game.ai.registry.make_agent(ruleset, level, seed)``; wrap it in ``SafeSeat`` so a failing
agent never stops a match, and run it through ``AIWorker`` in the UI so thinking never blocks a
frame.
"""

from __future__ import annotations

from game.ai.base import Agent, SeatView, observe

__all__ = ["Agent", "SeatView", "observe"]
