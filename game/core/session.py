"""What the battle screens read from a match being played, local or online.

The local session (game/ui/session.py, ``MatchSession``) drives a ``Match`` in this process;
the remote one (game/net/client.py, ``RemoteSession``) shows a match a server holds. Both
offer this interface, so a screen written against it plays either.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from game.core.events import Event
from game.core.match import Choice, Request


@runtime_checkable
class Session(Protocol):
    """Views, requests, events and submit: a match as the screens see it."""

    @property
    def names(self) -> Sequence[str]:
        """Every seat's name, by seat."""
        ...

    @property
    def is_over(self) -> bool:
        """True once the match has ended."""
        ...

    @property
    def generation(self) -> int:
        """How many choices have been made (changes whenever the match moves on)."""
        ...

    @property
    def human_seats(self) -> list[int]:
        """Seats whose players sit at this screen."""
        ...

    def is_human(self, seat: int) -> bool:
        """True if a player at this screen answers for ``seat``."""
        ...

    def human_requests(self) -> list[Request]:
        """Requests a player at this screen must answer now (in seat order)."""
        ...

    def view_for(self, seat: int) -> Any:
        """What ``seat`` may see now."""
        ...

    def submit(self, player: int, choice: Choice) -> list[Event]:
        """Answer ``player``'s request (events may come at once, or later)."""
        ...

    def next_event(self) -> Event | None:
        """The oldest event not yet shown, taken off the queue."""
        ...

    def poll(self) -> list[Event]:
        """Let AI seats move on; never blocks."""
        ...

    def close(self) -> None:
        """Leave the match."""
        ...
