"""The Meatbot Massacre match state and its round flow.

A round: Hyperheal expel choices, then onco-round orders -> secret picks (or eating) ->
reveal and roll -> Defense (Defend up, Hyperheal healing, last round's Up Down shells) ->
grandstands, then attack dice from 10 down to 1 (equal values allocated blind and resolved
together, Nerve Lace first) -> "let go?" for each biter -> Movement -> end of round. The
state runs on by itself until somebody must decide.
"""

from __future__ import annotations

from typing import Any

from game.core import areas
from game.core.dice import Dice, copy_dice
from game.core.events import Event
from game.core.hexes import Hex
from game.core.match import Choice, Request
from game.games.meatbot.rules import effects as fx
from game.games.meatbot.rules import movement as mo
from game.games.meatbot.rules import rounds, shop
from game.games.meatbot.rules.bots import Bot, Item
from game.games.meatbot.rules.item_ids import publish
from game.games.meatbot.rules.pending import requests as pending_requests
from game.games.meatbot.rules.setup import MeatbotSetup
from game.games.meatbot.rules.stats import BotStats, MeatbotResult
from game.games.meatbot.rules.view import view_for


class MeatbotState:
    """A mutable match state with a cheap ``clone``; see the module docstring for the flow."""

    __slots__ = ("setup", "arena", "dice", "bots", "names", "round", "phase", "floor",
                 "shells_due", "shells_next", "bonds", "birp", "onco_queue", "heal_queue",
                 "picks", "steps", "step", "step_kind", "step_choices", "step_releases",
                 "move_groups",
                 "move_left", "move_turn", "move_done", "move_taken", "timing_queue", "lace_after",
                 "letgo_queue", "rid",
                 "over", "result_", "out", "quiet", "stats", "restart", "cache", "_pending",
                 "request_memo", "mover_memo")

    def __init__(self, setup: MeatbotSetup, dice: Dice) -> None:
        problems = setup.problems()
        if problems:
            raise ValueError("; ".join(problems))
        self.setup = setup
        self.arena = setup.arena
        self.dice = dice
        self.bots = [Bot(seat, build, start, [])
                     for seat, (build, start) in enumerate(zip(setup.bots, setup.start_hexes(),
                                                               strict=False))]
        shop.equip(self)
        self.names = tuple(b.name for b in self.bots)
        self.round = 0
        self.floor: dict[int, tuple[Item, Hex]] = {}
        self.shells_due: list[tuple[int, Hex]] = []
        self.shells_next: list[tuple[int, Hex]] = []
        self.bonds: list[fx.Bond] = []
        self.birp: dict[tuple[int, int], int] = {}
        self.stats = [BotStats() for _ in self.bots]
        self.rid = 0
        self.over = False
        self.result_: MeatbotResult | None = None
        self.out: list[Event] = []
        self.quiet = False              # True: no events are kept (``mute_events``)
        # Facts about the arena that never change, shared by every match on it.
        self.cache: dict[Any, Any] = areas.memo(self.arena)
        self.restart = False
        self._reset_phase_data()
        if all(build.built for build in setup.bots):
            rounds.start_round(self)
        else:
            self.phase = "shop"     # the bots still to be bought come first (shop.py)
        self.advance()

    def _reset_phase_data(self) -> None:
        self.phase = "onco"
        self.onco_queue: list[tuple[int, int]] = []
        self.heal_queue: list[int] = []
        self.picks: dict[int, Choice] = {}
        self.steps: list[tuple[str, list[tuple[int, int]]]] = []
        self.step: list[tuple[int, int]] | None = None
        self.step_kind = ""
        self.step_choices: dict[int, Choice] = {}
        # seats that let go in secret during a blind step: their Locks end at its reveal
        self.step_releases: set[int] = set()
        self.move_groups: list[list[int]] = []
        self.move_left: dict[int, int] = {}
        self.move_turn = 0
        self.move_done: set[int] = set()
        self.move_taken: dict[int, int] = {}
        self.letgo_queue: list[int] = []
        self.timing_queue: list[int] = []
        self.lace_after: set[int] = set()
        self._pending: list[Request] | None = None
        # What the open step or pick phase asks each bot, kept for its next request: the
        # phase's own step list or picks dict, and by key the die choices or pick requests
        # (see pending.die_choices and pending.pick_request).
        self.request_memo: tuple[Any, dict[Any, Any]] | None = None
        # The mover ``advance`` found, with the request counter then: the requests built
        # next (the counter unchanged) take it (see pending._move_requests).
        self.mover_memo: tuple[int, int] | None = None

    # -- queries used by the rules ----------------------------------------------------------
    def sees(self, a: Hex, b: Hex) -> bool:
        """Line of sight between two hexes (walls block, bots do not)."""
        return areas.visible(self.arena, a, b)

    def in_range(self, origin: Hex, reach: int) -> tuple[Hex, ...]:
        """Open hexes within ``reach`` of ``origin`` that it can see, in a stable order."""
        key = ("range", origin, reach)
        found = self.cache.get(key)
        if found is None:
            found = tuple(sorted(areas.hexes_in_range(self.arena, origin, reach)))
            self.cache[key] = found
        return found

    def open_around(self, h: Hex) -> tuple[Hex, ...]:
        """The open hexes next to ``h`` (walls and the map's edge left out)."""
        return areas.open_neighbours(self.arena, h)

    @property
    def open_hexes(self) -> tuple[Hex, ...]:
        """Every hex a bot could stand on."""
        found = self.cache.get("open")
        if found is None:
            found = tuple(self.arena.open_hexes())
            self.cache["open"] = found
        return found

    def next_id(self) -> int:
        """A fresh request id."""
        self.rid += 1
        return self.rid

    # -- the driver protocol ----------------------------------------------------------------
    def pending(self) -> list[Request]:
        """Requests waiting for a choice (several at once are simultaneous and secret)."""
        if self._pending is None:
            self._pending = [] if self.over else pending_requests(self)
        return list(self._pending)

    def apply(self, player: int, choice: Choice) -> list[Event]:
        """Apply a validated choice for ``player`` and run on to the next decision."""
        self._pending = None
        if self.phase == "shop":
            shop.take(self, player, choice)
        else:
            rounds.take(self, player, choice)
        self.advance()
        out, self.out = self.out, []
        return [] if self.quiet else out

    def mute_events(self) -> None:
        """Keep no events from now on: ``apply`` returns none, and the events made on every
        decision are not even built (a headless run that reads only the result)."""
        self.quiet = True

    def advance(self) -> None:
        """Resolve everything that needs no decision."""
        self._pending = None
        if self.phase == "shop" and not shop.close(self):
            return
        rounds.advance(self)
        publish(self)

    @property
    def is_over(self) -> bool:
        """True once the match has ended."""
        return self.over

    @property
    def result(self) -> MeatbotResult | None:
        """Winner or draw, reason and statistics, once over."""
        return self.result_

    def view_for(self, player: int | None) -> Any:
        """What ``player`` may see (None: a spectator, no secrets)."""
        return view_for(self, player)

    def destinations(self, seat: int) -> dict[Hex, list[Hex]]:
        """Hexes the bot can still reach this Movement phase, with a shortest path to each."""
        return mo.destinations(self, seat)

    def clone(self, dice: Dice | None = None) -> MeatbotState:
        """An independent copy (``dice`` replaces the dice; by default they are copied).

        Every slot is written out (this runs thousands of times per AI decision; a test
        checks that no slot is forgotten). Immutable values and lists that are only ever
        replaced, never changed in place (``step``, ``_pending``), are shared.
        """
        other = MeatbotState.__new__(MeatbotState)
        other.setup, other.arena, other.names = self.setup, self.arena, self.names
        other.dice = dice if dice is not None else copy_dice(self.dice)
        other.bots = [b.clone() for b in self.bots]
        other.round, other.phase, other.floor = self.round, self.phase, dict(self.floor)
        other.shells_due, other.shells_next = list(self.shells_due), list(self.shells_next)
        other.bonds, other.birp = list(self.bonds), dict(self.birp)
        other.onco_queue, other.heal_queue = list(self.onco_queue), list(self.heal_queue)
        other.picks, other.steps, other.step = dict(self.picks), list(self.steps), self.step
        other.step_kind, other.step_choices = self.step_kind, dict(self.step_choices)
        other.step_releases = set(self.step_releases)
        other.move_groups = [list(g) for g in self.move_groups]
        other.move_left, other.move_turn = dict(self.move_left), self.move_turn
        other.move_done, other.timing_queue = set(self.move_done), list(self.timing_queue)
        other.move_taken, other.letgo_queue = dict(self.move_taken), list(self.letgo_queue)
        other.lace_after, other.rid, other.over = set(self.lace_after), self.rid, self.over
        other.result_, other.out, other.quiet = self.result_, [], self.quiet
        other.stats = [s.clone() for s in self.stats]
        other.restart, other.cache, other._pending = self.restart, self.cache, self._pending
        other.request_memo = None      # a clone may be changed (determinized): work out afresh
        other.mover_memo = None
        return other


def new_state(setup: MeatbotSetup, dice: Dice) -> tuple[MeatbotState, list[Event]]:
    """A fresh match state and the events of its opening (up to the first decision)."""
    state = MeatbotState(setup, dice)
    opening, state.out = state.out, []
    return state, opening

