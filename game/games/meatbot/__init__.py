"""Meatbot Massacre: its rules (rules/), agents (ai/) and screens (ui/), registered by ``SPEC``.

Nothing is imported here but the spec: each part loads when it is first asked for.
"""

from __future__ import annotations

from game.games.spec import GameSpec

SPEC = GameSpec(
    name="meatbot",
    title="Meatbot Massacre",
    players=(2, 8),
    rules="game.games.meatbot.rules",
    ui="game.games.meatbot.ui",
    agents={
        "easy": "game.games.meatbot.ai.agents:RandomAgent",
        "normal": "game.games.meatbot.ai.agents:HeuristicAgent",
        "hard": "game.games.meatbot.ai.search:SearchAgent",
    },
    tuning={
        # a Meatbot decision is cheap to search: four times the default count budget
        # (docs/ai.md, "Third pass")
        "GENERIC_BUDGET_SCALE": 4,
    },
)
"""The game as the shared code sees it (game/games/spec.py)."""
