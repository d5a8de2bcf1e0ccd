"""The agent interface shared by every AI level, and what an agent is allowed to see.

An agent answers ``choose(view, request)`` with one of ``request.legal_choices()`` and
``build(budget_stomachs, massacre, catalogue)`` with a list of devourable names. The view it
gets is a ``SeatView``: the seat's ``MatchView`` (``match.view_for(seat)``) plus an
information state, a copy of the rules state with every secret of the other seats taken
out (``game.rulesets.meatbot.determinize.information_state``). Agents never touch the live
match.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol, cast

from game.core.match import Choice, Match, Request
from game.core.ruleset import ruleset_module
from game.rulesets.meatbot.determinize import information_state
from game.rulesets.meatbot.state import MeatbotState
from game.rulesets.meatbot.view import MatchView


class SeatView:
    """What one seat may know: ``public`` (its ``MatchView``) and ``info`` (a secret-free
    copy of the rules state). Both are made on first use, so agents that only look at the
    request (the easy one) cost nothing; ``ready()`` makes them now (before a thread)."""

    __slots__ = ("seat", "_source", "_public", "_info", "_informer")

    def __init__(self, seat: int, source: Callable[[], MeatbotState],
                 informer: Callable[[Any, int], Any] = information_state) -> None:
        self.seat = seat
        self._source: Callable[[], MeatbotState] | None = source
        self._informer = informer
        """The ruleset's ``information_state`` (Meatbot's unless told)."""
        self._public: MatchView | None = None
        self._info: MeatbotState | None = None

    def ready(self) -> SeatView:
        """Take the copies now, so the view no longer depends on the live match."""
        if self._source is not None:
            state = self._source()
            self._public = state.view_for(self.seat)
            self._info = self._informer(state, self.seat)
            self._source = None
        return self

    @property
    def public(self) -> MatchView:
        """The seat's ``MatchView`` (``match.view_for(seat)``)."""
        self.ready()
        assert self._public is not None
        return self._public

    @property
    def info(self) -> MeatbotState:
        """The information state: the rules state with other seats' secrets removed."""
        self.ready()
        assert self._info is not None
        return self._info


def observe(match: Match, seat: int) -> SeatView:
    """The view an agent in ``seat`` gets (private copies, taken on first use), the
    information state made by the match's own ruleset."""
    state = cast(MeatbotState, match.state)
    return SeatView(seat, lambda: state, ruleset_module(match.ruleset).information_state)


class Agent(Protocol):
    """An AI player for one seat."""

    level: str

    def choose(self, view: SeatView, request: Request) -> Choice:
        """One of ``request.legal_choices()``."""
        ...

    def build(self, budget_stomachs: int, massacre: int,
              catalogue: Mapping[str, Any]) -> list[str]:
        """Devourable names filling at most ``budget_stomachs`` Stomachs."""
        ...
