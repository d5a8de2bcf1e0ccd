"""Match statistics (for the results screen and tournaments) and the match result."""

from __future__ import annotations

from dataclasses import dataclass


class BotStats:
    """Running totals for one bot."""

    __slots__ = ("damage_dealt", "damage_taken", "grandstands", "kills")

    def __init__(self) -> None:
        self.damage_dealt = 0
        self.damage_taken = 0
        self.grandstands = 0
        self.kills = 0

    def clone(self) -> BotStats:
        """An independent copy."""
        other = BotStats()
        other.damage_dealt, other.damage_taken = self.damage_dealt, self.damage_taken
        other.grandstands, other.kills = self.grandstands, self.kills
        return other

    def frozen(self) -> StatLine:
        """An immutable snapshot."""
        return StatLine(self.damage_dealt, self.damage_taken, self.grandstands, self.kills)


@dataclass(frozen=True, slots=True)
class StatLine:
    """One bot's statistics: damage dealt to others and taken, grandstands made, kills."""

    damage_dealt: int
    damage_taken: int
    grandstands: int
    kills: int


@dataclass(frozen=True, slots=True)
class MeatbotResult:
    """How a match ended: the winner's seat (None: a draw), why, after how many rounds."""

    winner: int | None
    reason: str
    rounds: int
    stats: tuple[StatLine, ...]

    @property
    def draw(self) -> bool:
        """True if nobody won."""
        return self.winner is None
