"""Placeholder replaced below."""

from __future__ import annotations

from game.ai.metalkrushers.normal import NormalAgent


class HardAgent(NormalAgent):
    """Hard (being written)."""

    level = "hard"
