"""A shown board any hex game can start with: its view's units, keyed by unit uid.

A seat may own many units (Mechaton armies, MetalKrusher teams), so everything here is by
``uid``; ``seat_at`` answers for the scene's selection. The board is rebuilt from the view
whenever the flow settles, so a game without event-by-event board updates is always right
once its events have played; a game that animates moves subclasses it and handles events in
``apply``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.events import Event
from game.core.hexes import Hex
from game.core.ruleset import UnitView, units_of


@dataclass
class UnitsBoard:
    """Every unit in play as the viewer sees it, by uid, plus the round."""

    units: dict[int, UnitView] = field(default_factory=dict)
    round: int = 0
    phase: str = ""
    version: int = 0

    @classmethod
    def from_view(cls, view: Any) -> UnitsBoard:
        """The board a view describes (``round`` and ``phase`` when the view has them)."""
        return cls({unit.uid: unit for unit in units_of(view)},
                   int(getattr(view, "round", 0) or 0), str(getattr(view, "phase", "") or ""))

    def apply(self, event: Event) -> None:
        """Note that something happened (a game's subclass moves its units here)."""
        self.version += 1

    def carry_over(self, old: UnitsBoard, events: Sequence[Event]) -> None:
        """Nothing is known only from events on this board."""

    def recall_round(self, events: Sequence[Event]) -> None:
        """Nothing is known only from events on this board."""

    def units_at(self, h: Hex) -> list[UnitView]:
        """The units on ``h`` (standing ones first)."""
        return sorted((u for u in self.units.values() if u.hex == h), key=lambda u: not u.alive)

    def seat_at(self, h: Hex) -> int | None:
        """The owner of the first unit on ``h`` (None: nobody there)."""
        found = self.units_at(h)
        return found[0].owner if found else None

    def units_of(self, owner: int) -> list[UnitView]:
        """Every unit ``owner`` has, in uid order."""
        return [u for uid, u in sorted(self.units.items()) if u.owner == owner]
