"""What a MetalKrushers agent may see: the seat's public view and its information state."""

from __future__ import annotations

from typing import Any

from game.core.match import Match
from game.rulesets.metalkrushers import information_state
from game.rulesets.metalkrushers.state import KrusherState
from game.rulesets.metalkrushers.view import MatchView


class KrusherSeatView:
    """``public``: the seat's ``MatchView``; ``info``: the rules state with the other seats'
    secret designs taken out and the dice hidden. Both are copied at once, so the view no
    longer depends on the live match."""

    __slots__ = ("seat", "public", "info")

    def __init__(self, seat: int, public: MatchView, info: KrusherState) -> None:
        self.seat = seat
        self.public = public
        self.info = info

    def ready(self) -> KrusherSeatView:
        """Already independent of the live match (kept for the shared worker's protocol)."""
        return self


def observe_state(state: KrusherState, seat: int) -> KrusherSeatView:
    """The view an agent in ``seat`` gets of a rules state."""
    return KrusherSeatView(seat, state.view_for(seat), information_state(state, seat))


def observe(match: Match | Any, seat: int) -> KrusherSeatView:
    """The view an agent in ``seat`` gets of a running MetalKrushers match."""
    return observe_state(match.state, seat)
