"""Mechaton: its rules (rules/), agents (ai/) and screens (ui/), registered by ``SPEC``.

Nothing is imported here but the spec: each part loads when it is first asked for.
"""

from __future__ import annotations

from game.games.spec import GameSpec

SPEC = GameSpec(
    name="mechaton",
    title="Mechaton",
    players=(2, 5),
    rules="game.games.mechaton.rules",
    ui="game.games.mechaton.ui",
    agents={
        "easy": "game.games.mechaton.ai.randomplay:RandomAgent",
        "normal": "game.games.mechaton.ai.normal:NormalAgent",
        "hard": "game.games.mechaton.ai.hard:HardAgent",
    },
    tuning={
        # at a dice assignment, judge each choice after the mech's next two decisions (the
        # order of its actions and its walk): a die set aside for moving is worth the walk
        # it pays for (game/ai/generic/follow.py; docs/ai.md, "Seventh pass")
        "GENERIC_OWN_FOLLOW": {"assign": 2},
    },
)
"""The game as the shared code sees it (game/games/spec.py)."""
