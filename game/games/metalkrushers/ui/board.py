"""The shown MetalKrushers board: the shared ``UnitsBoard`` plus the seat's whole view, so
the painter and prompts read arcs, armour and declarations from the same rules view."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.events import Event
from game.games.metalkrushers.rules.events import KrusherMoved, KrusherTurned
from game.ui.battle.units_board import UnitsBoard


@dataclass
class KrusherBoard(UnitsBoard):
    """Units by uid (``UnitsBoard``) and the ``MatchView`` they came from."""

    view: Any = None

    @classmethod
    def of(cls, session: Any, viewer: int | None) -> KrusherBoard:
        """The board ``viewer`` sees now (the turn number is the round)."""
        view = session.view_for(viewer)
        board = cls.from_view(view)
        board.view = view
        board.round = view.turn
        board.phase = view.phase
        return board

    def apply(self, event: Event) -> None:
        """Steps and turns move the unit at once (the view catches up when settled)."""
        super().apply(event)
        uid = getattr(event, "krusher", 0)
        unit = self.units.get(uid)
        if unit is None:
            return
        if isinstance(event, KrusherMoved) and getattr(event, "to", None) is not None:
            self.units[uid] = _moved(unit, hex=event.to)
        elif isinstance(event, KrusherTurned) and getattr(event, "facing", None) is not None:
            self.units[uid] = _moved(unit, facing=event.facing)


def _moved(unit: Any, **changes: Any) -> Any:
    from dataclasses import replace

    return replace(unit, **changes)
