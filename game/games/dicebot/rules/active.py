"""A revealed weapon in play this round, and the game's result (shared by the flow modules)."""

from __future__ import annotations

from dataclasses import dataclass

UNPAID, PAID, DISCARDED = "unpaid", "paid", "discarded"


@dataclass(frozen=True, slots=True)
class Active:
    """A revealed weapon this round: its card, payment status ("unpaid", "paid" or
    "discarded") and speed and damage with head bonuses."""

    card: str
    status: str
    speed: int
    damage: int


@dataclass(frozen=True, slots=True)
class DicebotResult:
    """How the game ended: the ``winners`` (several after a shared sudden death; none when
    the melee limit ran out), why, the medals and how many melees were fought."""

    winners: tuple[int, ...]
    reason: str
    medals: tuple[int, ...]
    melees: int

    @property
    def winner(self) -> int | None:
        """The single winner's seat, or None when nobody or several won."""
        return self.winners[0] if len(self.winners) == 1 else None

    @property
    def draw(self) -> bool:
        """True if nobody won."""
        return not self.winners
