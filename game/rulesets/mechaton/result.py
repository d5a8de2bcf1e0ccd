"""How a Mechaton match ended."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class MechatonResult:
    """The winner's seat (None: a tie at the top), why, after how many turns, the final
    scores and each player's points per asset."""

    winner: int | None
    reason: str
    rounds: int
    scores: tuple[int, ...]
    points_per: tuple[int, ...]

    @property
    def draw(self) -> bool:
        """True if nobody won outright."""
        return self.winner is None
