"""MetalKrushers: its rules (rules/), agents (ai/) and screens (ui/), registered by ``SPEC``.

Nothing is imported here but the spec: each part loads when it is first asked for.
"""

from __future__ import annotations

from game.games.spec import GameSpec

SPEC = GameSpec(
    name="metalkrushers",
    title="MetalKrushers",
    players=(2, 8),
    rules="game.games.metalkrushers.rules",
    ui="game.games.metalkrushers.ui",
    agents={
        "easy": "game.games.metalkrushers.ai.randomagent:RandomAgent",
        "normal": "game.games.metalkrushers.ai.normal:NormalAgent",
        "hard": "game.games.metalkrushers.ai.hard:HardAgent",
    },
)
"""The game as the shared code sees it (game/games/spec.py)."""
