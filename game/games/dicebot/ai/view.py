"""What a Dice Bot agent sees: the shared ``game.ai.base.SeatView`` (``seat``, ``public``,
``info``, ``ready()``), whose information state comes from the Dice Bot ruleset."""

from __future__ import annotations

from game.ai.base import SeatView, observe
from game.games.dicebot.rules import information_state
from game.games.dicebot.rules.state import DicebotState

DicebotSeatView = SeatView
"""The shared seat view; the name is kept for the Dice Bot agents' type hints."""


def observe_state(state: DicebotState, seat: int) -> SeatView:
    """The view of a bare rules state (for playouts and tests)."""
    return SeatView(seat, lambda: state, information_state)


__all__ = ["DicebotSeatView", "observe", "observe_state"]
