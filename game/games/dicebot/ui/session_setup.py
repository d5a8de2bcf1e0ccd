"""Starting a Dice Bot Mega Fun match in the window: the New match plan, its set-up JSON and
the session (AI seats get the registry's Dice Bot agents by their level)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.match import start_match
from game.games.dicebot.ai.pace import SETUP_KEY, STANDARD_PACE
from game.games.dicebot.rules.setup import DEFAULT_MELEE_LIMIT, REAL_TIME, SNAKE
from game.ui.battle.seats import SeatConfig
from game.ui.session import MatchSession

DRAFTS = ((REAL_TIME, "Real-time grab"), (SNAKE, "Snake draft"))
"""The scavenge styles: the set-up's key and its name on screen."""
MELEE_LIMITS = (10, 20, DEFAULT_MELEE_LIMIT, 50)
"""Melee limits the form offers (a game nobody wins in that many melees ends drawn)."""
SEAT_NAMES = ("Nina", "Red", "Gold", "Jade", "Grey", "Vex")


def default_seats() -> list[SeatConfig]:
    """A human against one normal AI."""
    return [SeatConfig("Nina", "human", "normal", 0), SeatConfig("Red", "ai", "normal", 1)]


@dataclass
class MatchPlan:
    """What the New match form has chosen so far."""

    seats: list[SeatConfig] = field(default_factory=default_seats)
    draft: str = REAL_TIME
    melee_limit: int = DEFAULT_MELEE_LIMIT
    deck: tuple[str, ...] = ()
    """A stacked deck, top first (tests and screenshots; empty: shuffled)."""
    grab_pace: str = STANDARD_PACE
    """How fast the AI seats grab (``game.games.dicebot.ai.pace``)."""

    def setup_json(self) -> dict[str, Any]:
        """The rules core's set-up for this plan."""
        return {"players": [{"name": seat.name} for seat in self.seats],
                "draft": self.draft, "melee_limit": self.melee_limit,
                "deck": list(self.deck), SETUP_KEY: self.grab_pace}

    def options(self) -> dict[str, Any]:
        """The match options kept in the save."""
        return {"draft": self.draft, "melee_limit": self.melee_limit}


def new_session(plan: MatchPlan, seed: int) -> MatchSession:
    """A started match of the plan (ValueError naming what is wrong with it); the opening
    events (dealing) are queued to be shown."""
    match = start_match("dicebot", plan.setup_json(), seed)
    session = MatchSession(match, list(plan.seats), "", plan.options())
    session.events.extend(match.events)
    return session


def demo_seats(humans: int, players: int = 2) -> list[SeatConfig]:
    """``players`` seats: ``humans`` local humans first, then normal AIs."""
    return [SeatConfig(SEAT_NAMES[i], "human" if i < humans else "ai", "normal", i)
            for i in range(players)]


def demo_session(seed: int, humans: int = 0, players: int = 2,
                 draft: str = REAL_TIME) -> MatchSession:
    """A small match for tests and screenshots."""
    return new_session(MatchPlan(demo_seats(humans, players), draft), seed)
