"""Grab and Bid: a tiny ruleset that exercises what Meatbot does not — real-time requests —
so the contract suite and the generic agent are proven on both kinds of simultaneous play.

Each round the dice put ``players`` tokens (1-6 points) on the table. Everyone grabs one at
once, first come first served (real time), or passes. Then everyone bids 0-2 coins in secret;
the single highest bid earns 3 points (ties: nobody). After ``rounds`` rounds the most points
wins (a tie at the top is a draw). Each player is one unit whose health is their points.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.dice import Dice
from game.core.match import ListRequest, Request
from game.core.ruleset import UnitView

NAME = "toy"
TITLE = "Grab and Bid"
RULES_VERSION = 1
PLAYERS = (2, 4)
START_COINS = 4
PRIZE = 3


@dataclass(frozen=True)
class Grab:
    """Take the token at ``index`` (None: pass)."""

    index: int | None


@dataclass(frozen=True)
class Bid:
    """Spend ``coins`` on this round's prize."""

    coins: int


CHOICE_TYPES = {"Grab": Grab, "Bid": Bid}


@dataclass(frozen=True)
class Setup:
    """How many players and rounds."""

    players: int
    rounds: int


@dataclass(frozen=True)
class TokensRolled:
    """New tokens are on the table."""

    values: tuple[int, ...]

    def log_line(self, names: list[str]) -> str:
        """The log text."""
        return f"Tokens on the table: {', '.join(map(str, self.values))}."


@dataclass(frozen=True)
class Grabbed:
    """A player took a token (or passed: index None)."""

    player: int
    index: int | None
    points: int

    def log_line(self, names: list[str]) -> str:
        """The log text."""
        if self.index is None:
            return f"{names[self.player]} passes."
        return f"{names[self.player]} grabs token {self.index} ({self.points} points)."


@dataclass(frozen=True)
class BidsShown:
    """The bids are revealed; ``winner`` (or None) earns the prize."""

    bids: tuple[int, ...]
    winner: int | None

    def log_line(self, names: list[str]) -> str:
        """The log text."""
        who = "nobody" if self.winner is None else names[self.winner]
        return f"Bids {list(self.bids)}: {who} takes the prize."


@dataclass(frozen=True)
class Result:
    """The outcome: the winner's seat or None for a draw."""

    winner: int | None
    scores: tuple[int, ...]


@dataclass(frozen=True)
class View:
    """What one player sees: everything but other players' bids before the reveal."""

    round: int
    phase: str
    tokens: tuple[int | None, ...]
    scores: tuple[int, ...]
    coins: tuple[int, ...]
    has_bid: tuple[bool, ...]
    own_bid: int | None

    def units(self) -> tuple[UnitView, ...]:
        """One unit per player, its points as health."""
        return tuple(UnitView(p, p, None, None, s, 99, f"P{p}") for p, s in enumerate(self.scores))


class HiddenDice:
    """Dice an information state may not roll."""

    def roll(self, sides: int) -> int:
        """Always refuses."""
        raise RuntimeError("hidden dice")


class ToyState:
    """A match of Grab and Bid."""

    def __init__(self, setup: Setup, dice: Any) -> None:
        self.setup, self.dice = setup, dice
        self.names = [f"P{p}" for p in range(setup.players)]
        self.round, self.phase = 0, "grab"
        self.tokens: list[int | None] = []
        self.scores = [0] * setup.players
        self.coins = [START_COINS] * setup.players
        self.answered: dict[int, Any] = {}
        self.result_: Result | None = None

    def start_round(self) -> list[Any]:
        """Roll the round's tokens."""
        self.round += 1
        self.phase, self.answered = "grab", {}
        self.tokens = [self.dice.roll(6) for _ in self.names]
        return [TokensRolled(tuple(self.tokens))]

    def pending(self) -> list[Request]:
        """Everyone who has not answered this phase."""
        if self.result_ is not None:
            return []
        return [self._request(p) for p in range(len(self.names)) if p not in self.answered]

    def _request(self, player: int) -> Request:
        rid = self.round * 100 + (0 if self.phase == "grab" else 50) + player
        if self.phase == "grab":
            free = [Grab(i) for i, t in enumerate(self.tokens) if t is not None]
            return ListRequest(rid, player, "grab", "Grab a token", (Grab(None), *free),
                               real_time=True)
        bids = tuple(Bid(c) for c in range(min(2, self.coins[player]) + 1))
        return ListRequest(rid, player, "bid", "Bid in secret", bids, secret=True)

    def apply(self, player: int, choice: Any) -> list[Any]:
        """Apply a validated choice."""
        self.answered[player] = choice
        events: list[Any] = []
        if self.phase == "grab":
            points = 0 if choice.index is None else self.tokens[choice.index] or 0
            if choice.index is not None:
                self.tokens[choice.index] = None
            self.scores[player] += points
            events.append(Grabbed(player, choice.index, points))
            if len(self.answered) == len(self.names):
                self.phase, self.answered = "bid", {}
            return events
        if len(self.answered) < len(self.names):
            return events
        return self._reveal()

    def _reveal(self) -> list[Any]:
        bids = tuple(self.answered[p].coins for p in range(len(self.names)))
        top = max(bids)
        winner = bids.index(top) if bids.count(top) == 1 and top > 0 else None
        for p, coins in enumerate(bids):
            self.coins[p] -= coins
        if winner is not None:
            self.scores[winner] += PRIZE
        events: list[Any] = [BidsShown(bids, winner)]
        if self.round >= self.setup.rounds:
            best = max(self.scores)
            lead = self.scores.index(best) if self.scores.count(best) == 1 else None
            self.result_ = Result(lead, tuple(self.scores))
            return events
        return events + self.start_round()

    def view_for(self, player: int | None) -> View:
        """What ``player`` sees."""
        bid = self.answered.get(player) if self.phase == "bid" and player is not None else None
        return View(self.round, self.phase, tuple(self.tokens), tuple(self.scores),
                        tuple(self.coins), tuple(p in self.answered for p in range(len(
                            self.names))) if self.phase == "bid" else (), bid and bid.coins)

    @property
    def is_over(self) -> bool:
        """True once the last round is revealed."""
        return self.result_ is not None

    @property
    def result(self) -> Result | None:
        """The outcome once over."""
        return self.result_

    def clone(self, dice: Any = None) -> ToyState:
        """An independent copy (``dice`` replaces the dice)."""
        other = ToyState.__new__(ToyState)
        other.__dict__.update(self.__dict__)
        other.tokens, other.scores = list(self.tokens), list(self.scores)
        other.coins, other.answered = list(self.coins), dict(self.answered)
        other.dice = dice if dice is not None else self.dice.clone()
        return other


def setup_from_json(data: Mapping[str, Any], arena_loader: Any = None) -> Setup:
    """The set-up in ``data``; ValueError if malformed."""
    try:
        setup = Setup(int(data["players"]), int(data["rounds"]))
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"malformed toy setup: {error!r}") from None
    if not PLAYERS[0] <= setup.players <= PLAYERS[1]:
        raise ValueError("players must be 2-4")
    return setup


def setup_to_json(setup: Setup) -> dict[str, Any]:
    """The set-up as JSON."""
    return {"players": setup.players, "rounds": setup.rounds}


def new_state(setup: Setup, dice: Dice) -> tuple[ToyState, list[Any]]:
    """A fresh match and its opening events."""
    state = ToyState(setup, dice)
    return state, state.start_round()


def information_state(state: ToyState, player: int) -> ToyState:
    """The state without other players' secret bids and with hidden dice."""
    info = state.clone(dice=HiddenDice())
    if info.phase == "bid":
        info.answered = {p: c for p, c in info.answered.items() if p == player}
    return info


def sample_setup_json(players: int, seed: int) -> dict[str, Any]:
    """A match of 3-6 rounds."""
    return {"players": players, "rounds": random.Random(seed).randint(3, 6)}

