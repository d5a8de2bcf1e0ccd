"""The deck report: how often each weapon card was picked and how its pickers fared, from the
events of finished games alone (pure, stdlib). tools/simulate.py can feed it the event lists
of AI-only games to balance the deck.

For every card: ``picks`` (chosen from a hand and revealed), ``paid`` (of those, paid for),
``survived`` (picks whose robot lived through that melee), ``wins`` (picks made by a player
who went on to win the game), ``damage`` (dealt by the card, claw draws included). A card's
``lift`` is its pickers' win rate minus the win rate of all picks: how many points picking it
moves a seat's chance to win (ruling 2 wants every card within a few points).

For tools/simulate.py: each worker returns ``game_tally(match.events)`` with its match's
summary, and the parent prints ``combine(tallies).to_json()`` (or ``.lines()``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.events import Event
from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules.cards import DESIGNS


@dataclass(frozen=True, slots=True)
class CardFigures:
    """One card's totals over the games reported (see the module docstring)."""

    card: str
    picks: int = 0
    paid: int = 0
    survived: int = 0
    wins: int = 0
    damage: int = 0

    @property
    def win_rate(self) -> float:
        """Share of this card's picks made by the game's eventual winners."""
        return self.wins / self.picks if self.picks else 0.0

    @property
    def paid_rate(self) -> float:
        """Share of this card's picks that were paid for."""
        return self.paid / self.picks if self.picks else 0.0


@dataclass(frozen=True, slots=True)
class DeckReport:
    """Every card's figures, the number of games and the win rate of all picks."""

    games: int
    cards: tuple[CardFigures, ...]

    @property
    def picks(self) -> int:
        """All picks reported."""
        return sum(c.picks for c in self.cards)

    @property
    def baseline(self) -> float:
        """Share of all picks made by eventual winners."""
        return sum(c.wins for c in self.cards) / self.picks if self.picks else 0.0

    def lift(self, card: str) -> float:
        """``card``'s win rate minus the baseline, in points (0-100 scale)."""
        figures = next(c for c in self.cards if c.card == card)
        return 100 * (figures.win_rate - self.baseline) if figures.picks else 0.0

    def to_json(self) -> dict[str, Any]:
        """The report as a JSON-able dict (for tools/simulate.py)."""
        return {"games": self.games, "picks": self.picks, "baseline": self.baseline,
                "cards": [{"card": c.card, "picks": c.picks, "paid": c.paid,
                           "survived": c.survived, "wins": c.wins, "damage": c.damage,
                           "win_rate": c.win_rate, "lift": self.lift(c.card)}
                          for c in self.cards]}

    def lines(self) -> list[str]:
        """One line per card, most picked first."""
        out = [f"deck report: {self.games} games, {self.picks} picks, pickers won "
               f"{100 * self.baseline:.1f}%"]
        for c in sorted(self.cards, key=lambda c: (-c.picks, c.card)):
            out.append(f"  {c.card:<17} picks {c.picks:>5}  paid {100 * c.paid_rate:5.1f}%  "
                       f"won {100 * c.win_rate:5.1f}%  lift {self.lift(c.card):+5.1f}  "
                       f"damage {c.damage}")
        return out


Tally = dict[str, list[int]]
"""Card name -> [picks, paid, survived, wins, damage] for one or more games (JSON-able)."""


def game_tally(events: Sequence[Event]) -> Tally:
    """One finished game's figures per card: small and JSON-able, so a worker process can
    send it back and the parent can ``combine`` many."""
    totals: Tally = {card.name: [0, 0, 0, 0, 0] for card in DESIGNS}
    _add_game(events, totals)
    return totals


def combine(tallies: Iterable[Tally]) -> DeckReport:
    """The report over several games' tallies (from ``game_tally``)."""
    totals: Tally = {card.name: [0, 0, 0, 0, 0] for card in DESIGNS}
    count = 0
    for tally in tallies:
        count += 1
        for card, figures in tally.items():
            row = totals.setdefault(card, [0, 0, 0, 0, 0])
            for index, value in enumerate(figures):
                row[index] += value
    return DeckReport(count, tuple(CardFigures(name, *figures)
                                   for name, figures in totals.items()))


def deck_report(games: Iterable[Sequence[Event]]) -> DeckReport:
    """The report over the event lists of finished games (one list per game)."""
    return combine(game_tally(events) for events in games)


def _add_game(events: Sequence[Event], totals: Tally) -> None:
    """Add one game's picks, payments, damage, survivals and wins to ``totals``."""
    game_picks: list[tuple[int, str]] = []
    melee_picks: list[tuple[int, str]] = []
    for event in events:
        if isinstance(event, ev.CardsRevealed):
            melee_picks += event.cards
            for _, card in event.cards:
                totals.setdefault(card, [0, 0, 0, 0, 0])[0] += 1
        elif isinstance(event, ev.PaymentMade):
            totals.setdefault(event.card, [0, 0, 0, 0, 0])[1] += 1
        elif isinstance(event, ev.AttackResolved):
            totals.setdefault(event.card, [0, 0, 0, 0, 0])[4] += event.damage
        elif isinstance(event, ev.MeleeEnded):
            for seat, card in melee_picks:
                totals[card][2] += seat in event.survivors
            game_picks += melee_picks
            melee_picks = []
        elif isinstance(event, ev.GameEnded):
            for seat, card in game_picks:
                totals[card][3] += seat in event.winners
