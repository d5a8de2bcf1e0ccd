"""Gold Walk: a test-only ruleset whose moves are chains of single steps, for the generic
agent's chain search (game/ai/generic/chains.py).

Two walkers on a row of hexes (q = 0 .. ``length`` - 1, r = 0). Each round the first walker,
then the second, walks: one step left or right per request (1 movement point each, up to
``mp``), or stops; the walk also ends when the points run out. Then a die is rolled and every
walker standing on the gold hex (q = 0) gains that many points. After ``rounds`` rounds the
most points wins (equal: a draw). A walker's unit shows its points as health, so the standing
right after a walk sees nothing of the gold; only playing on to the roll does.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.dice import Dice
from game.core.hexes import Hex
from game.core.match import ListRequest, Request
from game.core.ruleset import UnitView

NAME = "chain_toy"
TITLE = "Gold Walk"
RULES_VERSION = 1
PLAYERS = (2, 2)
GOLD = 0
GENERIC_CHAINS = True


@dataclass(frozen=True)
class Step:
    """Walk one hex (``way`` -1 left, +1 right) or stop (``way`` 0)."""

    way: int


CHOICE_TYPES = {"Step": Step}


@dataclass(frozen=True)
class Setup:
    """Where the walkers start, how far they walk a round, the row's length, the rounds."""

    starts: tuple[int, int] = (4, 7)
    mp: int = 4
    length: int = 8
    rounds: int = 2


@dataclass(frozen=True)
class Result:
    """The winner (None: a draw)."""

    winner: int | None


@dataclass(frozen=True)
class View:
    """Everything (the game has no secrets)."""

    places: tuple[int, ...]
    points: tuple[int, ...]

    def units(self) -> tuple[UnitView, ...]:
        """One walker per seat, its points as health."""
        return tuple(UnitView(p, p, Hex(q, 0), None, self.points[p], 99, f"W{p}")
                     for p, q in enumerate(self.places))


class WalkState:
    """A match of Gold Walk."""

    def __init__(self, setup: Setup, dice: Any) -> None:
        self.setup, self.dice = setup, dice
        self.names = ["W0", "W1"]
        self.places = list(setup.starts)
        self.points = [0, 0]
        self.round, self.walker, self.mp = 1, 0, setup.mp
        self.rid = 0
        self.result_: Result | None = None

    def pending(self) -> list[Request]:
        """The walker's next step."""
        if self.result_ is not None:
            return []
        q = self.places[self.walker]
        taken = set(self.places)
        ways = [w for w in (-1, 1) if 0 <= q + w < self.setup.length and q + w not in taken]
        return [ListRequest(self.round * 100 + self.walker * 20 + self.mp, self.walker, "walk",
                            f"{self.mp} steps left", (*(Step(w) for w in ways), Step(0)))]

    def apply(self, player: int, choice: Step) -> list[Any]:
        """Take a step (or stop); at the end of the second walk, roll for the gold."""
        self.places[player] += choice.way
        self.mp -= 1
        if choice.way != 0 and self.mp > 0:
            return []
        self.walker, self.mp = 1 - self.walker, self.setup.mp
        if self.walker == 1:
            return []
        roll = self.dice.roll(6)
        for seat, q in enumerate(self.places):
            if q == GOLD:
                self.points[seat] += roll
        self.round += 1
        if self.round > self.setup.rounds:
            best = max(self.points)
            self.result_ = Result(self.points.index(best) if self.points.count(best) == 1
                                  else None)
        return []

    def view_for(self, player: int | None) -> View:
        """The whole row."""
        return View(tuple(self.places), tuple(self.points))

    @property
    def is_over(self) -> bool:
        """True after the last round's roll."""
        return self.result_ is not None

    @property
    def result(self) -> Result | None:
        """The outcome once over."""
        return self.result_

    def clone(self, dice: Any = None) -> WalkState:
        """An independent copy (``dice`` replaces the dice)."""
        other = WalkState.__new__(WalkState)
        other.__dict__.update(self.__dict__)
        other.places, other.points = list(self.places), list(self.points)
        other.dice = dice if dice is not None else self.dice.clone()
        return other


def setup_from_json(data: Mapping[str, Any], arena_loader: Any = None) -> Setup:
    """The set-up in ``data`` (every field optional)."""
    return Setup(tuple(data.get("starts", (4, 7))), int(data.get("mp", 4)),  # type: ignore
                 int(data.get("length", 8)), int(data.get("rounds", 2)))


def setup_to_json(setup: Setup) -> dict[str, Any]:
    """The set-up as JSON."""
    return {"starts": list(setup.starts), "mp": setup.mp, "length": setup.length,
            "rounds": setup.rounds}


def new_state(setup: Setup, dice: Dice) -> tuple[WalkState, list[Any]]:
    """A fresh match."""
    return WalkState(setup, dice), []


def information_state(state: WalkState, player: int) -> WalkState:
    """The state with the dice hidden (nothing else is secret)."""
    return state.clone(dice=_HiddenDice())


def sample_setup_json(players: int, seed: int) -> dict[str, Any]:
    """The default set-up."""
    return setup_to_json(Setup())


class _HiddenDice:
    def roll(self, sides: int) -> int:
        raise RuntimeError("hidden dice")
