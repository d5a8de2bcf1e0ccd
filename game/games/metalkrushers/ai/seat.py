"""What a MetalKrushers agent may see: the shared ``game.ai.base.SeatView`` (``public``: the
seat's view; ``info``: the rules state with other seats' secret designs taken out and the dice
hidden), with the information state from the MetalKrushers ruleset."""

from __future__ import annotations

from game.ai.base import SeatView, observe
from game.games.metalkrushers.rules import information_state
from game.games.metalkrushers.rules.state import KrusherState

KrusherSeatView = SeatView
"""The shared seat view; the name is kept for the MetalKrushers agents' type hints."""


def observe_state(state: KrusherState, seat: int) -> SeatView:
    """The view an agent in ``seat`` gets of a bare rules state (playouts and tests)."""
    return SeatView(seat, lambda: state, information_state).ready()


__all__ = ["KrusherSeatView", "observe", "observe_state"]
