"""Pacing for a game that shows no AI answer before it happens: every answer just happens.

A game UI's ``pacing()`` returns a module with these names; Meatbot's own
(``games/meatbot/battle/watch.py``) holds AI aims and walks back to show them first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.match import Choice, Request

MovePlanner = None
"""No walk is planned ahead (the session asks for moves like any other request)."""


def plans_walk(request: Request) -> bool:
    """Never: no request is a walk to plan ahead (with ``MovePlanner``)."""
    return False


@dataclass
class Showing:
    """An AI answer held back to be shown (never made by plain pacing)."""

    seat: int
    request: Request
    choices: list[Choice]
    path: list[Any] = field(default_factory=list)

    @property
    def kind(self) -> str:
        """The request kind shown."""
        return self.request.kind

    @property
    def is_walk(self) -> bool:
        """Never a walk (nothing is planned ahead)."""
        return False


def worth_showing(request: Request, choice: Choice) -> bool:
    """Nothing is held back."""
    return False


def may_show(pending: list[Request], humans: list[int], request: Request) -> bool:
    """Anything may be shown (nothing is held, so this is never asked in practice)."""
    return True
