"""The shared base for events: immutable records of what happened, in past tense."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

SEAT_FIELDS = ("player", "target", "owner", "by", "source", "winner")
"""Field names that hold a seat number in events of every game (an event class with seats
under words of its own game lists them in its ``seat_fields``)."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened in a match; the state is already final when it is emitted.

    Subclasses are frozen dataclasses named in the past tense. They carry players as seat
    numbers, so ``log_line`` is given the seat names to write a plain-English line.
    """

    seat_fields: ClassVar[tuple[str, ...]] = SEAT_FIELDS
    """The fields that may hold a seat number, in the order ``players`` lists them."""

    def log_line(self, names: Sequence[str]) -> str:
        """One plain-English sentence describing the event, using the bots' names."""
        return type(self).__name__

    def players(self) -> tuple[int, ...]:
        """Seats this event concerns (used to filter a player's log): every seat field set."""
        found = []
        for name in self.seat_fields:
            value = getattr(self, name, None)
            if isinstance(value, int) and not isinstance(value, bool) and value not in found:
                found.append(value)
        return tuple(found)
