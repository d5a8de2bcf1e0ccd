"""What the battle screens read from a match being played, local or online.

The local session (game/ui/session.py, ``MatchSession``) drives a ``Match`` in this process;
the remote one (game/net/remote.py, ``RemoteSession``) shows a match a server holds. Both
offer this interface, so a screen written against it plays either: the battle screens of
every game read only this, never the rules state itself (which, online, only the server has).
"""

from __future__ import annotations

from collections.abc import Sequence, Sized
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
    def ruleset(self) -> str:
        """The game's ruleset name."""
        ...

    @property
    def seats(self) -> Sequence[Any]:
        """Every seat's settings (name, colour, human or AI), by seat."""
        ...

    @property
    def arena(self) -> Any:
        """The hex arena the match is played on (None for a game off the hex board)."""
        ...

    @property
    def log(self) -> Sequence[Event]:
        """Every event of the match so far, shown or not, in order (secret-free)."""
        ...

    @property
    def events(self) -> Sized:
        """The events not yet shown (``next_event`` takes them)."""
        ...

    @property
    def result(self) -> Any:
        """The outcome once the match is over, else None."""
        ...

    @property
    def setup(self) -> Any:
        """The set-up JSON, where this screen may know it (online: None, it may hold
        other players' secret builds)."""
        ...

    @property
    def public_setup(self) -> dict[str, Any]:
        """The parts of the set-up everyone may know (a game's open options; the ruleset's
        ``public_setup``), online too."""
        ...

    def pending(self) -> list[Request]:
        """Every request waiting now that this screen may know of (online: its own seats')."""
        ...

    def knowledge(self, seat: int) -> Any:
        """The rules state as ``seat`` may know it, for hints (the AI's information state);
        None where this screen holds no rules state (online)."""
        ...

    def waiting(self) -> list[tuple[int, str]]:
        """Every seat being waited for now, with the kind of its request (everyone's, not
        only this screen's)."""
        ...

    def thinking(self) -> list[int]:
        """Seats not played at this screen that are deciding now."""
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

    def view_for(self, seat: int | None) -> Any:
        """What ``seat`` may see now (None: what everyone sees)."""
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

    def tick(self, dt: float) -> None:
        """``dt`` seconds of play went by on screen with everything shown."""
        ...

    def close(self) -> None:
        """Leave the match."""
        ...
