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
    tuning={
        # a Krusher walks by single steps, each a request: judge where a walk ends rather
        # than each step (game/ai/generic/chains.py) ...
        "GENERIC_CHAINS": True,
        # ... by the standing right at the end, which reads what a pose invites (rules/
        # standing.py, threat.py), with no playouts (docs/ai.md, "Fifth pass")
        "GENERIC_CHAIN_STANDING": True,
    },
    # its easy agent is random play that closes in and fights: drawn uniformly, nearly
    # every duel runs out of turns
    random_play="easy",
)
"""The game as the shared code sees it (game/games/spec.py)."""
