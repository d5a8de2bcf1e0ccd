"""Dice Bot Mega Fun: its rules (rules/), agents (ai/) and screens (ui/), registered by ``SPEC``.

Nothing is imported here but the spec: each part loads when it is first asked for.
"""

from __future__ import annotations

from game.games.spec import GameSpec

SPEC = GameSpec(
    name="dicebot",
    title="Dice Bot Mega Fun",
    players=(2, 6),
    rules="game.games.dicebot.rules",
    ui="game.games.dicebot.ui",
    agents={
        "easy": "game.games.dicebot.ai.agents:EasyAgent",
        "normal": "game.games.dicebot.ai.agents:NormalAgent",
        "hard": "game.games.dicebot.ai.search:HardAgent",
    },
    tuning={
        # the weapon choice gets eight times the playouts, at random (docs/ai.md, "Fifth
        # pass: the four-seat Dice Bot table")
        "GENERIC_REQUEST_SCALE": {"card": 8},
    },
)
"""The game as the shared code sees it (game/games/spec.py)."""
