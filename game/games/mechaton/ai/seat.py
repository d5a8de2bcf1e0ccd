"""What a Mechaton agent sees: the shared ``game.ai.base.SeatView`` (``seat``, ``public``,
``info``, ``ready()``), whose information state comes from the Mechaton ruleset."""

from __future__ import annotations

from game.ai.base import SeatView, observe

MechatonSeatView = SeatView
"""The shared seat view; the name is kept for the Mechaton agents' type hints."""

__all__ = ["MechatonSeatView", "observe"]
