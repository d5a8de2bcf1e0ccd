"""The agent interface shared by every AI level of every game, and what an agent may see.

An agent answers ``choose(view, request)`` with one of ``request.legal_choices()``; a game's
set-up decisions (builds, army lists) are requests like any other. The view it gets is a
``SeatView``: the seat's own view (``match.view_for(seat)``) plus an information state, a
copy of the rules state with every secret of the other seats taken out — made by the
ruleset's ``information_state`` (game/core/ruleset.py). Agents never touch the live match.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Protocol

from game.core.match import Choice, Match, Request
from game.core.ruleset import RULESETS, ruleset_module

InformationState = Callable[[Any, int], Any]
"""A ruleset's ``information_state(state, player)``."""


class SeatView:
    """What one seat may know: ``public`` (its view) and ``info`` (a secret-free copy of the
    rules state). Both are made on first use, so agents that only look at the request (the
    random ones) cost nothing; ``ready()`` makes them now (before handing to a thread)."""

    __slots__ = ("seat", "untouched", "_source", "_hide", "_public", "_info")

    def __init__(self, seat: int, source: Callable[[], Any],
                 information_state: InformationState | None = None) -> None:
        self.seat = seat
        self._source: Callable[[], Any] | None = source
        self._hide = information_state
        self._public: Any = None
        self._info: Any = None
        self.untouched = True
        """True until ``ready`` takes the copies: nobody has looked into the view, which
        still reads the live state on first use, so it is as good as a fresh one."""

    def ready(self) -> SeatView:
        """Take the copies now, so the view no longer depends on the live match."""
        if self._source is not None:
            state = self._source()
            hide = self._hide or information_state_of(state)
            self._public = state.view_for(self.seat)
            self._info = hide(state, self.seat)
            self._source = None
            self.untouched = False
        return self

    @property
    def public(self) -> Any:
        """The seat's own view (``match.view_for(seat)``)."""
        self.ready()
        return self._public

    @property
    def info(self) -> Any:
        """The information state: the rules state with other seats' secrets removed."""
        self.ready()
        return self._info


def information_state_of(state: Any, ruleset: str = "") -> InformationState:
    """The ``information_state`` of ``ruleset``, or (no name given) of the registered ruleset
    whose package defines ``state``'s class."""
    found: InformationState
    if ruleset:
        found = ruleset_module(ruleset).information_state
        return found
    where = type(state).__module__
    for name, path in RULESETS.items():
        if where == path or where.startswith(path + "."):
            found = ruleset_module(name).information_state
            return found
    parts = where.split(".")
    for end in range(len(parts), 0, -1):       # an unregistered game: its nearest package
        module = importlib.import_module(".".join(parts[:end]))
        if hasattr(module, "information_state"):
            found = module.information_state
            return found
    raise ValueError(f"no ruleset defines information_state for {type(state).__name__}")


def observe(match: Match, seat: int) -> SeatView:
    """The view an agent in ``seat`` gets (private copies, taken on first use)."""
    state = match.state
    hide = information_state_of(state, match.ruleset)
    return SeatView(seat, lambda: state, hide)


class Agent(Protocol):
    """An AI player for one seat of any game."""

    level: str

    def choose(self, view: SeatView, request: Request) -> Choice:
        """One of ``request.legal_choices()``."""
        ...
