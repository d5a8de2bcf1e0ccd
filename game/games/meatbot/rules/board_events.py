"""Meatbot Massacre events about bodies and the board: knock-backs, bonds, devourables on the
floor, movement, collapse and the end of the match. ``events`` re-exports them all."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from game.core.events import Event
from game.core.hexes import Hex

MEATBOT_SEAT_FIELDS = ("player", "target", "owner", "biter", "bitten", "partner", "dragged",
                       "by", "source", "winner")
"""Every field of a Meatbot event that may hold a seat: the shared ones and the Lock's and
the drag's own words, in the order ``Event.players`` lists them."""


@dataclass(frozen=True, slots=True)
class BotKnockedBack(Event):
    """A bot was pushed along ``path`` (first hex = where it stood); ``blocked`` says why it
    stopped early, if it did."""

    player: int
    path: tuple[Hex, ...]
    blocked: str = ""

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        moved = len(self.path) - 1
        text = f"{names[self.player]} is knocked back {moved} hex{'es' if moved != 1 else ''}"
        return text + (f", stopped by {self.blocked}." if self.blocked else ".")


@dataclass(frozen=True, slots=True)
class LockFormed(Event):
    """``biter`` locked its jaws on ``bitten``."""

    seat_fields: ClassVar[tuple[str, ...]] = MEATBOT_SEAT_FIELDS

    biter: int
    bitten: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.biter]} locks its jaws on {names[self.bitten]}!"


@dataclass(frozen=True, slots=True)
class BondBroken(Event):
    """A Lock or a pin ended (``partner`` None: a wall pin)."""

    seat_fields: ClassVar[tuple[str, ...]] = MEATBOT_SEAT_FIELDS

    player: int
    partner: int | None
    kind: str
    reason: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        other = names[self.partner] if self.partner is not None else "the wall"
        return f"The {self.kind} between {names[self.player]} and {other} ends: {self.reason}."


@dataclass(frozen=True, slots=True)
class BotPinned(Event):
    """Shotgun Wedding nailed ``player`` to bot ``partner`` or to the wall at ``wall``."""

    seat_fields: ClassVar[tuple[str, ...]] = MEATBOT_SEAT_FIELDS

    player: int
    partner: int | None
    wall: Hex | None

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        other = names[self.partner] if self.partner is not None else "the wall"
        return f"{names[self.player]} is pinned to {other}!"


@dataclass(frozen=True, slots=True)
class DevourableDropped(Event):
    """A devourable left ``player`` (``how``: "torn off", "puked", "rejected", "munched")
    and now lies on ``at`` (None: it went straight to ``by``)."""

    player: int
    item: int
    kind: str
    at: Hex | None
    how: str
    by: int | None = None

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        where = f" onto {self.at}" if self.at is not None else ""
        return f"{names[self.player]}'s {self.kind} is {self.how}{where}."


@dataclass(frozen=True, slots=True)
class DevourableEaten(Event):
    """``player`` swallowed item ``item``; ``ready`` says when it works ("next round",
    "next match")."""

    player: int
    item: int
    kind: str
    ready: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} swallows the {self.kind} (works {self.ready})."


@dataclass(frozen=True, slots=True)
class EatingFailed(Event):
    """A bot spent the round eating but did not get the item (``reason`` says why)."""

    player: int
    item: int
    reason: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} chews on nothing: {self.reason}."


@dataclass(frozen=True, slots=True)
class DevourableArrived(Event):
    """A swallowed or munched devourable came online."""

    player: int
    item: int
    kind: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]}'s new {self.kind} is online."


@dataclass(frozen=True, slots=True)
class MoveOrderSet(Event):
    """The Movement phase order: groups of seats with equal Move (``moves``), slowest first;
    inside a group the listed order is who starts (a coin flip)."""

    groups: tuple[tuple[int, ...], ...]
    moves: tuple[int, ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        parts = [" / ".join(names[s] for s in g) + f" (Move {m})"
                 for g, m in zip(self.groups, self.moves, strict=True)]
        return "Movement order: " + ", then ".join(parts) + "." if parts else "Nobody moves."


@dataclass(frozen=True, slots=True)
class MoveRegained(Event):
    """A bond ended in the Movement phase, so ``player``'s Move went back up to ``move``;
    ``left`` of it remain after the steps already taken this phase."""

    player: int
    move: int
    left: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return (f"{names[self.player]} is free to move again: Move {self.move}, "
                f"{self.left} hex{'es' if self.left != 1 else ''} left this round.")


@dataclass(frozen=True, slots=True)
class BotMoved(Event):
    """A bot stepped from ``path[0]`` to ``path[1]``; ``dragged`` is a locked partner pulled
    along (seat and its own path) if any."""

    seat_fields: ClassVar[tuple[str, ...]] = MEATBOT_SEAT_FIELDS

    player: int
    path: tuple[Hex, ...]
    dragged: int | None = None
    dragged_path: tuple[Hex, ...] = ()

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        text = f"{names[self.player]} moves {self.path[0]} -> {self.path[-1]}"
        if self.dragged is not None:
            text += f", dragging {names[self.dragged]}"
        return text + "."


@dataclass(frozen=True, slots=True)
class BotCollapsed(Event):
    """A bot ran out of Meat (``by``: who dealt the last damage)."""

    player: int
    by: int | None

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} COLLAPSES!"


@dataclass(frozen=True, slots=True)
class PilotEjected(Event):
    """A BiRP on a bot with no devourables ejected its pilot."""

    player: int
    by: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]}'s pilot is ejected by {names[self.by]}'s BiRP!"


@dataclass(frozen=True, slots=True)
class MatchRestarted(Event):
    """After an ejection the remaining bots went back to their starting hexes."""

    positions: tuple[tuple[int, Hex], ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return "The match restarts with every bot back at its starting hex."


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """The round is over."""

    round: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"End of round {self.round}."


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    """The match is over: a winner, or a draw (``winner`` None)."""

    winner: int | None
    reason: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        if self.winner is None:
            return f"The match ends in a draw ({self.reason})."
        return f"{names[self.winner]} wins ({self.reason})!"
