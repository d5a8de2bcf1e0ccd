"""The match as a seat at this screen knows it: what Meatbot's prompts and previews compute on.

The battle screens read a session (game/core/session.py). A local session holds the match
itself, and its prompts keep computing on it exactly as they always have (the hints a player
sees offline do not change). A session without one (online: the server holds the match)
gives each seat a ``SeenMatch``: a rules state rebuilt from that seat's view, the public view,
its open requests and the arena (``game.games.meatbot.rules.from_view``), so the same rules
maths run on exactly what the seat may know, and nothing else. How the match numbers
devourables comes from the set-up's public part the server sent (``public_setup``): a room
stored before secret builds numbered them apart keeps the old numbering.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from game.core.events import Event
from game.core.match import Match, Request
from game.core.session import Session
from game.games.meatbot.rules.from_view import state_from_view
from game.games.meatbot.rules.setup import numbered_in_order
from game.games.meatbot.rules.state import MeatbotState

KEEP = 16
"""Rebuilt states kept (one per seat and moment; a frame asks for the same few again)."""


class KnownMatch(Protocol):
    """What the prompts and previews read of a match: a ``Match`` here, or a ``SeenMatch``."""

    @property
    def state(self) -> Any:
        """The rules state (the whole match's, or one rebuilt from a seat's view)."""
        ...

    @property
    def events(self) -> Sequence[Event]:
        """Every event so far."""
        ...

    def view_for(self, seat: int | None) -> Any:
        """What ``seat`` may see."""
        ...

    def pending(self) -> list[Request]:
        """The open requests known here."""
        ...


class SeenMatch:
    """A match as one seat knows it: a rebuilt rules state, and the session's own views,
    requests and log."""

    ruleset = "meatbot"

    def __init__(self, session: Session, seat: int | None) -> None:
        self.session, self.seat = session, seat
        requests = [r for r in session.pending() if r.player == seat]
        self.state: MeatbotState = state_from_view(
            session.view_for(seat), session.view_for(None), session.arena, requests,
            numbered_in_order(session.public_setup))

    @property
    def events(self) -> Sequence[Event]:
        """Every event of the match so far."""
        return self.session.log

    def view_for(self, seat: int | None) -> Any:
        """What ``seat`` may see, as the session gives it."""
        return self.session.view_for(seat)

    def pending(self) -> list[Request]:
        """The requests the session knows of."""
        return self.session.pending()

    def clone(self) -> Match:
        """A throw-away match on a copy of the rebuilt state (a preview plays on it)."""
        return Match(self.state.clone(), self.ruleset)


_SEEN: dict[tuple[int, int | None], tuple[tuple[Any, ...], SeenMatch]] = {}


def seen_match(session: Session, seat: int | None) -> Any:
    """The match ``seat`` (None: everyone) knows: the session's own where it holds one,
    else a ``SeenMatch`` rebuilt from what it shows (kept until it shows something new)."""
    held = getattr(session, "match", None)
    if held is not None:
        return held
    view = session.view_for(seat)
    moment = (view, session.view_for(None), tuple(r.id for r in session.pending()))
    kept = _SEEN.get((id(session), seat))
    if kept is not None and kept[1].session is session and _same(kept[0], moment):
        return kept[1]
    if len(_SEEN) >= KEEP:
        _SEEN.clear()
    seen = SeenMatch(session, seat)
    _SEEN[(id(session), seat)] = (moment, seen)
    return seen


def _same(kept: tuple[Any, ...], moment: tuple[Any, ...]) -> bool:
    """True if nothing changed: the very same views (they are replaced, never changed)
    and the same requests."""
    return kept[0] is moment[0] and kept[1] is moment[1] and kept[2] == moment[2]
