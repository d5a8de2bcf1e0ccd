"""How a Mechaton match ended."""

from __future__ import annotations

from dataclasses import dataclass


class PlayerStats:
    """Running totals for one player's army."""

    __slots__ = ("hits_dealt", "hits_taken", "mechs_destroyed", "mechs_lost", "seized")

    def __init__(self) -> None:
        self.hits_dealt = self.hits_taken = 0
        self.mechs_destroyed = self.mechs_lost = self.seized = 0

    def clone(self) -> PlayerStats:
        """An independent copy."""
        other = PlayerStats()
        for name in PlayerStats.__slots__:
            setattr(other, name, getattr(self, name))
        return other

    def frozen(self) -> StatLine:
        """An immutable snapshot."""
        return StatLine(self.hits_dealt, self.hits_taken, self.mechs_destroyed,
                        self.mechs_lost, self.seized)


@dataclass(frozen=True, slots=True)
class StatLine:
    """One player's match: hits dealt to enemy mechs and taken, enemy mechs destroyed, own
    mechs lost, stations seized."""

    hits_dealt: int
    hits_taken: int
    mechs_destroyed: int
    mechs_lost: int
    seized: int


@dataclass(frozen=True, slots=True)
class MechatonResult:
    """The winner's seat (None: a tie at the top), why, after how many turns (``rounds``),
    the final scores, each player's points per asset and statistics."""

    winner: int | None
    reason: str
    rounds: int
    scores: tuple[int, ...]
    points_per: tuple[int, ...]
    stats: tuple[StatLine, ...] = ()

    @property
    def draw(self) -> bool:
        """True if nobody won outright."""
        return self.winner is None
