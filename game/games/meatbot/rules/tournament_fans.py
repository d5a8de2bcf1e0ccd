"""What a finished match means for a tournament: each seat's outcome and its Fan Points.

Fans reward a successful grandstand (+1 each), a bot you bring to zero Meat (+1 each) and the
win (+1); they punish being brought to zero Meat yourself (-1). The balance never drops below
zero. Gains are counted before the loss, so a loser who grandstanded twice keeps one point (the
rulebook's tournament example).

A bot leaves a match with the devourables still in it plus any it swallowed during the fight
(swallowed ones are digested by the next match); what was torn off and left uneaten is gone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.games.meatbot.rules.stats import MeatbotResult

if TYPE_CHECKING:
    from game.games.meatbot.rules.state import MeatbotState


@dataclass(frozen=True, slots=True)
class SeatOutcome:
    """One seat's part in a finished match, as a tournament needs it."""

    grandstands: int
    kills: int
    collapsed: bool
    devourables: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MatchOutcome:
    """A finished match: the winning seat (None: a draw) and every seat's outcome."""

    winner: int | None
    seats: tuple[SeatOutcome, ...]
    reason: str = ""
    rounds: int = 0


@dataclass(frozen=True, slots=True)
class FanAward:
    """The Fan Points one seat earned and lost in one match."""

    grandstands: int
    kills: int
    won: bool
    collapsed: bool

    @property
    def gain(self) -> int:
        """Points earned: grandstands, kills and the win."""
        return self.grandstands + self.kills + int(self.won)

    @property
    def loss(self) -> int:
        """Points lost: one for being brought to zero Meat."""
        return int(self.collapsed)

    def settle(self, balance: int) -> int:
        """The Fan Point balance after this match, starting from ``balance`` (never below 0)."""
        return max(0, balance + self.gain - self.loss)


def outcome_from_result(result: MeatbotResult, collapsed: Iterable[int],
                        devourables: Sequence[Sequence[str]]) -> MatchOutcome:
    """A match outcome from the core's result, the seats that collapsed and each seat's
    devourables at the end (including those swallowed in the fight)."""
    fallen = set(collapsed)
    if len(devourables) != len(result.stats):
        raise ValueError(f"{len(result.stats)} seats in the result but devourables for "
                         f"{len(devourables)}")
    seats = tuple(SeatOutcome(line.grandstands, line.kills, seat in fallen, tuple(kinds))
                  for seat, (line, kinds) in enumerate(zip(result.stats, devourables,
                                                           strict=True)))
    return MatchOutcome(result.winner, seats, result.reason, result.rounds)


def outcome_from_state(state: MeatbotState) -> MatchOutcome:
    """The outcome of a finished match state (ValueError while it is still going)."""
    result = state.result
    if result is None:
        raise ValueError("the match is not over yet")
    collapsed = [bot.seat for bot in state.bots if not bot.standing]
    kept = [tuple(item.kind for item in (*bot.items, *bot.digesting, *bot.arriving))
            for bot in state.bots]
    return outcome_from_result(result, collapsed, kept)


def fan_awards(outcome: MatchOutcome) -> tuple[FanAward, ...]:
    """Each seat's fan award, in seat order."""
    return tuple(FanAward(seat.grandstands, seat.kills, index == outcome.winner, seat.collapsed)
                 for index, seat in enumerate(outcome.seats))
