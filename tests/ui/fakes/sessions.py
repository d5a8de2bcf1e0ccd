"""A bare ``Match`` seen through the session interface, for tests that build one by hand."""

from __future__ import annotations

from game.core.match import Match
from game.ui.session import MatchSession, SeatConfig


def as_session(match: Match) -> MatchSession:
    """``match`` in a local session whose seats are all humans at this screen (no AI
    threads), as the battle screens read it."""
    seats = [SeatConfig(name, colour=seat) for seat, name in enumerate(match.state.names)]
    return MatchSession(match, seats, "")
