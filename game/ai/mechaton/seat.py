"""What a Mechaton agent sees: the seat's public view and its information state.

Shaped like ``game.ai.base.SeatView`` (``seat``, ``public``, ``info``, ``ready()``), so the
agents here work with either; ``observe`` makes one for a Mechaton match.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from game.core.match import Match
from game.rulesets.mechaton.determinize import information_state
from game.rulesets.mechaton.state import MechatonState
from game.rulesets.mechaton.view import MatchView


class MechatonSeatView:
    """One seat's ``public`` view (``view_for(seat)``) and ``info`` (the rules state with
    other seats' secrets taken out), both copied on first use."""

    __slots__ = ("seat", "_source", "_public", "_info")

    def __init__(self, seat: int, source: Callable[[], MechatonState]) -> None:
        self.seat = seat
        self._source: Callable[[], MechatonState] | None = source
        self._public: MatchView | None = None
        self._info: MechatonState | None = None

    def ready(self) -> MechatonSeatView:
        """Take the copies now, so the view no longer depends on the live match."""
        if self._source is not None:
            state = self._source()
            self._public = state.view_for(self.seat)
            self._info = information_state(state, self.seat)
            self._source = None
        return self

    @property
    def public(self) -> MatchView:
        """The seat's ``MatchView``."""
        self.ready()
        assert self._public is not None
        return self._public

    @property
    def info(self) -> MechatonState:
        """The information state (no other seat's secrets, hidden dice)."""
        self.ready()
        assert self._info is not None
        return self._info


def observe(match: Match, seat: int) -> MechatonSeatView:
    """The view an agent in ``seat`` of a Mechaton match gets."""
    state = cast(MechatonState, match.state)
    return MechatonSeatView(seat, lambda: state)
