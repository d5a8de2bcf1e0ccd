"""Seat safety: whatever an agent does, the seat answers with a legal choice (any game)."""

from __future__ import annotations

import logging
import random

from game.ai.base import Agent, SeatView
from game.core.match import Choice, IllegalChoice, Match, Request

log = logging.getLogger("hexbrawl.ai")


class SafeSeat:
    """Wraps an agent: an exception or an illegal answer is logged and replaced by a seeded
    random legal choice, so the match always goes on."""

    def __init__(self, agent: Agent, seed: int) -> None:
        self.agent = agent
        self.seed = seed
        self._rng: random.Random | None = None
        self.failures = 0

    @property
    def rng(self) -> random.Random:
        """The fallbacks' random stream, seeded on first use (most seats never fail, and a
        headless series starts thousands of seats: seeding one costs microseconds)."""
        if self._rng is None:
            self._rng = random.Random(self.seed)
        return self._rng

    @property
    def level(self) -> str:
        """The wrapped agent's level."""
        return getattr(self.agent, "level", "?")

    def choose(self, view: SeatView, request: Request) -> Choice:
        """The agent's choice if it is legal, else a logged fallback."""
        try:
            choice = self.agent.choose(view, request)
            request.validate(choice)
            return choice
        except Exception as error:  # noqa: BLE001 - any agent failure must not stop the match
            return self._failed(request, error)

    def play(self, match: Match, view: SeatView, request: Request) -> None:
        """Answer ``request`` (pending in ``match``) with the agent's choice, or a logged
        fallback: as ``choose`` and submitting it, with the choice checked once, by the
        match (which refuses an illegal one before anything changes)."""
        try:
            choice = self.agent.choose(view, request)
        except Exception as error:  # noqa: BLE001 - any agent failure must not stop the match
            choice = self._failed(request, error)
        try:
            match.submit(request.player, choice)
        except IllegalChoice as error:
            match.submit(request.player, self._failed(request, error))

    def _failed(self, request: Request, error: Exception) -> Choice:
        """Count and log a failure; the fallback choice."""
        self.failures += 1
        log.error("AI seat %s (%s) failed on request %s (%s): %r; playing a legal "
                  "fallback", request.player, self.level, request.id, request.kind, error)
        return self.fallback(request)

    def fallback(self, request: Request) -> Choice:
        """A seeded random legal choice."""
        return self.rng.choice(request.legal_choices())
