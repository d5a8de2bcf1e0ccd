"""Making AI turns watchable: an AI's aim or walk is shown for a beat before it happens.

The session holds a finished AI answer back (``Showing``) instead of submitting it when the
screen wants to show it first; the battle flow draws it and then lets it go. For movement the
agent is asked step after step on a throw-away copy of the match (``MovePlanner``) so its
whole walk is known, and shown, before the bot takes the first step; the real steps then
follow that plan.

Nothing secret is ever shown: picks are never held, and an attack die tied with a human's
die is held only until every human in that step has answered (``may_show``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.hexes import Hex
from game.core.match import Choice, Match, Request
from game.games.meatbot.rules.choices import Step

SHOWN_KINDS = ("attack", "grandstand")
AIMED_FIELDS = ("target", "at", "direction")
MAX_PLANNED_STEPS = 24


@dataclass
class Showing:
    """An AI answer held back so the screen can show it: ``choices`` are submitted in order
    (one for an aim; every step of a walk for a move); ``path`` is the walk, start first."""

    seat: int
    request: Request
    choices: list[Choice]
    path: list[Hex] = field(default_factory=list)

    @property
    def kind(self) -> str:
        """"aim" or "move"."""
        return "move" if self.is_walk else "aim"

    @property
    def is_walk(self) -> bool:
        """True for a walk (submitted step by step as the seat is asked again)."""
        return plans_walk(self.request)


def plans_walk(request: Request) -> bool:
    """True for a move: the AI's whole walk is planned ahead (``MovePlanner``) and shown
    before its first step is submitted."""
    return request.kind == "move"


def is_aimed(choice: Choice) -> bool:
    """True for a choice that points somewhere on the map (a target, a hex, a direction)."""
    return any(getattr(choice, name, None) is not None for name in AIMED_FIELDS)


def worth_showing(request: Request, choice: Choice) -> bool:
    """True for an aimed attack or grandstand answer (passing and the like just happen)."""
    return request.kind in SHOWN_KINDS and is_aimed(choice)


def may_show(pending: list[Request], humans: list[int], request: Request) -> bool:
    """True unless a human still owes a decision in the same step as ``request`` (the AI's
    tied aim must not be seen before that human has chosen blind)."""
    return not any(r.player in humans and r.kind == request.kind for r in pending)


class MovePlanner:
    """Asks an AI seat for step after step of its walk on a copy of the match."""

    def __init__(self, match: Match, request: Request) -> None:
        self.match = match.clone()
        self.seat = request.player
        self.first = request
        self.request: Request | None = request
        self.start = match.state.bots[self.seat].hex
        self.choices: list[Choice] = []

    def take(self, choice: Choice) -> bool:
        """Record the answer to ``request`` and play it on the copy; True when the plan is
        complete (the seat stopped, did something else, or must wait for another bot)."""
        self.choices.append(choice)
        if not isinstance(choice, Step) or len(self.choices) >= MAX_PLANNED_STEPS:
            return self._done()
        self.match.submit(self.seat, choice)
        pending = self.match.pending()
        mine = [r for r in pending if r.player == self.seat and plans_walk(r)]
        if len(pending) != 1 or not mine:
            return self._done()
        self.request = mine[0]
        return False

    def _done(self) -> bool:
        self.request = None
        return True

    @property
    def path(self) -> list[Hex]:
        """The hexes walked through, starting where the bot stands."""
        return [self.start, *(c.to for c in self.choices if isinstance(c, Step))]

    def showing(self) -> Showing:
        """The finished plan as something to show."""
        return Showing(self.seat, self.first, list(self.choices), self.path)
