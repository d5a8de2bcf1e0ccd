"""The Dice Bot Mega Fun game state: medals across melees, the robots of the melee in play,
the deck, the junkyard and where the current round stands.

A game is a series of melees (the rulebook's "matches"): deal and get ready, scavenge, then up
to six battle rounds; survivors earn medals; first to three wins, ties fight a sudden death
match. The state runs on by itself until somebody must decide (``pending``).
"""

from __future__ import annotations

import copy
from typing import Any

from game.core.dice import Dice, copy_dice
from game.core.events import Event
from game.core.match import Choice, Request
from game.games.dicebot.rules import flow
from game.games.dicebot.rules.active import Active, DicebotResult
from game.games.dicebot.rules.cards import standard_deck
from game.games.dicebot.rules.deck import shuffle
from game.games.dicebot.rules.events import DeckShuffled
from game.games.dicebot.rules.parts import HIT_POINTS
from game.games.dicebot.rules.pending import requests
from game.games.dicebot.rules.setup import DicebotSetup
from game.games.dicebot.rules.view import view_for


class DicebotState:
    """A mutable game state with a cheap ``clone``; see the module docstring for the flow."""

    __slots__ = ("setup", "dice", "names", "medals", "hp", "melee", "sudden", "alive",
                 "players", "body", "head", "hands", "deck", "discard", "deck_unknown",
                 "junkyard", "grabs", "ready", "snake", "phase", "round", "chosen", "active",
                 "springs", "shields", "queue", "discarding", "window_at", "declined",
                 "window_uses", "steps", "step", "targets", "jammed", "fallen_last",
                 "rid", "out", "over", "result_", "_pending")

    def __init__(self, setup: DicebotSetup, dice: Dice) -> None:
        problems = setup.problems()
        if problems:
            raise ValueError("; ".join(problems))
        n = setup.players
        self.setup, self.dice, self.names = setup, dice, setup.names
        self.medals, self.hp = [0] * n, [HIT_POINTS] * n
        self.melee, self.sudden, self.alive = 0, False, [False] * n
        self.players: tuple[int, ...] = ()
        self.body: list[list[str]] = [[] for _ in range(n)]
        self.head: list[str | None] = [None] * n
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.deck, self.deck_unknown = list(setup.deck), False
        self.discard: list[str] = []
        self.junkyard: dict[int, tuple[str, int]] = {}
        self.grabs = 0
        self.ready: set[int] = set()
        self.snake: list[int] = []
        self.phase, self.round = "ready", 0
        self.rid, self.over = 0, False
        self.out: list[Event] = []
        self.result_: DicebotResult | None = None
        self.fallen_last: tuple[int, ...] = ()
        self._reset_round()
        if not setup.deck:
            self.deck = list(standard_deck())
            shuffle(self.deck, dice)
            self.out.append(DeckShuffled(len(self.deck), False))
        flow.start_melee(self)
        self.advance()

    def _reset_round(self) -> None:
        self.chosen: dict[int, str] = {}
        self.active: dict[int, Active] = {}
        self.springs: set[int] = set()
        self.shields: dict[int, int] = {}
        self.queue: list[int] = []
        self.discarding: tuple[int, int] | None = None
        self.window_at: int | None = None
        self.declined: set[int] = set()
        self.window_uses = 0
        self.steps: list[list[int]] = []
        self.step: list[int] = []
        self.targets: dict[int, int] = {}
        self.jammed: set[int] = set()
        self._pending: list[Request] | None = None

    # -- small queries used by the rules ----------------------------------------------------
    @property
    def n(self) -> int:
        """How many seats."""
        return len(self.names)

    def fighting(self) -> list[int]:
        """Seats whose robot still functions in this melee, in player order."""
        return [s for s in range(self.n) if self.alive[s]]

    def full(self, seat: int) -> bool:
        """True once every space on ``seat``'s sheet holds a part."""
        return self.head[seat] is not None

    def next_id(self) -> int:
        """A fresh request id."""
        self.rid += 1
        return self.rid

    # -- the driver protocol ----------------------------------------------------------------
    def pending(self) -> list[Request]:
        """Requests waiting for a choice (see game/games/dicebot/rules/pending.py)."""
        if self._pending is None:
            self._pending = [] if self.over else requests(self)
        return list(self._pending)

    def apply(self, player: int, choice: Choice) -> list[Event]:
        """Apply a validated choice for ``player`` and run on to the next decision."""
        self._pending = None
        flow.take(self, player, choice)
        self.advance()
        out, self.out = self.out, []
        return out

    def advance(self) -> None:
        """Resolve everything that needs no decision."""
        self._pending = None
        flow.advance(self)

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.over

    @property
    def result(self) -> DicebotResult | None:
        """Winners, reason and medals, once over."""
        return self.result_

    def view_for(self, player: int | None) -> Any:
        """What ``player`` may see (None: a spectator, no secrets)."""
        return view_for(self, player)

    def clone(self, dice: Dice | None = None) -> DicebotState:
        """An independent copy (``dice`` replaces the dice; by default they are copied).
        Immutable values are shared; every list, set and dict is copied."""
        other = DicebotState.__new__(DicebotState)
        for name in self.__slots__:
            value = getattr(self, name)
            if isinstance(value, (list, set, dict)):
                value = copy.copy(value)
            setattr(other, name, value)
        other.body = [list(b) for b in self.body]
        other.hands = [list(h) for h in self.hands]
        other.steps = [list(s) for s in self.steps]
        other.dice = dice if dice is not None else copy_dice(self.dice)
        other.out = []
        return other


def new_state(setup: DicebotSetup, dice: Dice) -> tuple[DicebotState, list[Event]]:
    """A fresh game state and the events of its opening (up to the first decision)."""
    state = DicebotState(setup, dice)
    opening, state.out = state.out, []
    return state, opening
