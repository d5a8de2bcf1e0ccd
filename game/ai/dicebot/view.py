"""What a Dice Bot agent sees: its seat's public view and an information state.

``game.ai.base.SeatView`` is still Meatbot's; this is the same idea for Dice Bot, built on
``game.rulesets.dicebot.information_state`` (the rules state with every other seat's secrets
taken out). Both copies are made on first use, so the random agent costs nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from game.core.match import Match
from game.rulesets.dicebot import information_state
from game.rulesets.dicebot.state import DicebotState
from game.rulesets.dicebot.view import DicebotView


class DicebotSeatView:
    """One seat's knowledge: ``public`` (its ``DicebotView``) and ``info`` (a secret-free
    copy of the rules state)."""

    __slots__ = ("seat", "_source", "_public", "_info")

    def __init__(self, seat: int, source: Callable[[], DicebotState]) -> None:
        self.seat = seat
        self._source: Callable[[], DicebotState] | None = source
        self._public: DicebotView | None = None
        self._info: DicebotState | None = None

    def ready(self) -> DicebotSeatView:
        """Take the copies now, so the view no longer depends on the live match."""
        if self._source is not None:
            state = self._source()
            self._public = state.view_for(self.seat)
            self._info = information_state(state, self.seat)
            self._source = None
        return self

    @property
    def public(self) -> DicebotView:
        """The seat's ``DicebotView``."""
        self.ready()
        assert self._public is not None
        return self._public

    @property
    def info(self) -> DicebotState:
        """The information state (see ``game.rulesets.dicebot.determinize``)."""
        self.ready()
        assert self._info is not None
        return self._info


def observe(match: Match, seat: int) -> DicebotSeatView:
    """The view an agent in ``seat`` gets from a Dice Bot match."""
    state = cast(DicebotState, match.state)
    return DicebotSeatView(seat, lambda: state)


def observe_state(state: DicebotState, seat: int) -> DicebotSeatView:
    """The view of a bare rules state (for playouts and tests)."""
    return DicebotSeatView(seat, lambda: state)
