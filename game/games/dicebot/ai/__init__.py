"""Dice Bot Mega Fun agents: random, easy, normal and hard.

Every agent answers ``choose(view, request)`` with one of ``request.legal_choices()``; the
view is a ``DicebotSeatView`` (``observe(match, seat)``). Choices never depend on time:
``GRAB_DELAY`` is the reaction time the UI waits before an AI's next grab in the real-time
scavenge (and the simulator uses it to decide who grabs first).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.games.dicebot.ai.agents import EasyAgent, NormalAgent, RandomAgent
from game.games.dicebot.ai.search import HardAgent
from game.games.dicebot.ai.view import DicebotSeatView, observe

Agent = Any
"""An object with ``level`` and ``choose(view, request) -> Choice``."""

AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "easy": EasyAgent,
    "normal": NormalAgent,
    "hard": HardAgent,
}
"""Level -> factory taking a seed."""

GRAB_DELAY: dict[str, float] = {level: made.real_time_pace  # type: ignore[attr-defined]
                                 for level, made in AGENTS.items()}
"""Seconds an AI of each level waits before each grab in the real-time scavenge, at the
normal grab pace (each agent's ``real_time_pace``, which the shared simulator reads too;
``pace.grab_delay`` scales it by the match's pace)."""

__all__ = ["AGENTS", "GRAB_DELAY", "DicebotSeatView", "EasyAgent", "HardAgent",
           "NormalAgent", "RandomAgent", "observe"]
