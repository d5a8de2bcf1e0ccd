"""An AI's Meatbot answer on screen before it happens: an aim's exact preview, a walk's path."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.hexes import Hex
from game.core.match import Match
from game.games.meatbot.ui.battle.preview import Preview, as_known, known_meat, preview
from game.games.meatbot.ui.battle.watch import Showing

AIM_BEAT, MOVE_BEAT = 1.1, 0.8
"""Seconds (at 1x) an AI's aim or walk stays on screen before it happens."""


@dataclass
class Watching:
    """An AI answer on screen before it is submitted: its exact preview (an aim) or its
    path and reachable hexes (a walk), shown for ``beat`` seconds at 1x."""

    showing: Showing
    preview: Preview | None = None
    reach: tuple[Hex, ...] = ()
    elapsed: float = 0.0

    @property
    def beat(self) -> float:
        """How long it stays up at 1x."""
        if self.showing.kind == "move":  # a one-step turn in a tie need not linger
            return min(MOVE_BEAT, 0.35 + 0.15 * len(self.showing.path))
        return AIM_BEAT

    @property
    def path(self) -> list[Hex]:
        """The walk (empty for an aim)."""
        return self.showing.path

    @classmethod
    def of(cls, showing: Showing, match: Match) -> Watching:
        """What to draw for ``showing``."""
        if showing.kind == "move":
            reach = match.state.destinations(showing.seat)
            return cls(showing, reach=tuple(h for h in reach if h != showing.path[0]))
        shot = preview(match, showing.seat, showing.choices[0])
        return cls(showing, as_known(shot, showing.seat, known_meat(match, None)))
