"""The MetalKrushers match state: construction, then turns of Initiative, Movement and Combat.

The state runs on by itself until somebody must decide: ``pending()`` lists the request(s)
due, ``apply`` takes a validated choice and returns the events up to the next decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.dice import Dice, copy_dice
from game.core.events import Event
from game.core.match import Choice, Request
from game.games.metalkrushers.rules import combat, movement, team
from game.games.metalkrushers.rules import events as ev
from game.games.metalkrushers.rules.build import Build
from game.games.metalkrushers.rules.choices import MoveNext, SaveLast
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.requests import BuildRequest, KrusherRequest
from game.games.metalkrushers.rules.setup import KrusherSetup
from game.games.metalkrushers.rules.summary import summary
from game.games.metalkrushers.rules.turns import start_turn
from game.games.metalkrushers.rules.view import view_for


@dataclass(frozen=True, slots=True)
class KrusherResult:
    """How a match ended: the winning team (None: a draw), its seats, why, after how many
    turns, and the seats with a Krusher still standing (at a turn limit, the seats that
    share the draw)."""

    team: int | None
    winners: tuple[int, ...]
    reason: str
    turns: int
    standing: tuple[int, ...] = ()

    @property
    def draw(self) -> bool:
        """True for a draw."""
        return self.team is None


class KrusherState:
    """A mutable match state with a cheap ``clone``; see the module docstring for the flow."""

    __slots__ = ("setup", "arena", "dice", "names", "krushers", "turn", "phase", "move_order",
                 "move_index", "combat_order", "combat_index", "plan", "pairs", "pair_index",
                 "step", "declined", "ties", "tie_settled", "save_team", "any_pick", "rid",
                 "over", "result_", "out", "_pending")

    def __init__(self, setup: KrusherSetup, dice: Dice) -> None:
        found = setup.problems()
        if found:
            raise ValueError("; ".join(found))
        self.setup, self.arena, self.dice = setup, setup.arena, dice
        self.names = setup.seats
        self.krushers = [Krusher(uid, e.seat, e.team, e.name, h, f) for uid, (e, h, f) in
                         enumerate(zip(setup.krushers, setup.start_hexes(),
                                       setup.start_facings(), strict=True), start=1)]
        self.turn = 0
        self.phase = "build"
        self.move_order: list[int] = []
        self.combat_order: list[int] = []
        self.move_index = self.combat_index = self.pair_index = 0
        self.plan: dict[int, int] = {}
        self.pairs: list[int] = []
        self.step = "plan"
        self.declined = False
        self.ties: list[list[int]] = []
        self.tie_settled = 0
        self.save_team: int | None = None
        self.any_pick: tuple[int, int, str] | None = None
        self.rid = 0
        self.over = False
        self.result_: KrusherResult | None = None
        self.out: list[Event] = []
        self._pending: list[Request] | None = None
        for k, entry in zip(self.krushers, setup.krushers, strict=True):
            if entry.build is not None:
                k.equip(entry.build)
        self.advance()

    # -- lookups the rules use --------------------------------------------------------------
    def krusher(self, uid: int) -> Krusher:
        """The Krusher with this uid."""
        return self.krushers[uid - 1]

    def next_id(self) -> int:
        """A fresh request id."""
        self.rid += 1
        return self.rid

    # -- the driver protocol ----------------------------------------------------------------
    def pending(self) -> list[Request]:
        """Requests waiting for a choice (several at once during secret construction)."""
        if self._pending is None:
            self._pending = [] if self.over else self._requests()
        return list(self._pending)

    def _requests(self) -> list[Request]:
        if self.phase == "build":
            return self._build_requests()
        if self.phase == "tie":
            return [team.tie_request(self)]
        if self.phase == "save":
            return [team.save_request(self)]
        if self.phase == "move":
            if self.any_pick is not None:
                picker = self.krusher(self.any_pick[0])
                return [KrusherRequest(self.next_id(), picker.seat, "take",
                                       f"{picker.name}: the chart says {self.any_pick[2]}; "
                                       "choose the size.",
                                       tuple(movement.any_pick_choices(self)),
                                       krusher=picker.uid)]
            k = movement.mover(self)
            if k is None:
                return []
            what = "your free turn" if k.free_turn else f"{k.mp} MP left"
            return [KrusherRequest(self.next_id(), k.seat, "move", f"{k.name}: move ({what}).",
                                   tuple(movement.move_choices(self, k)), krusher=k.uid,
                                   mp_left=k.mp, free=k.free_turn)]
        if self.phase == "combat":
            return combat.requests(self)
        return []

    def _build_requests(self) -> list[Request]:
        due: dict[int, Krusher] = {}
        for k in self.krushers:
            if k.build is None and k.seat not in due:
                due[k.seat] = k
        # Designs stay hidden until every Krusher is built, so the last design to be made is
        # as blind as the first: every build is secret whenever several seats build.
        secret = len({k.seat for k in self.krushers}) > 1
        return [BuildRequest(self.next_id(), seat, "build", f"{k.name}: design your Krusher.",
                             krusher=k.uid, rules=self.setup.rules, secret=secret)
                for seat, k in sorted(due.items())]

    def apply(self, player: int, choice: Choice) -> list[Event]:
        """Apply a validated choice for ``player`` and run on to the next decision."""
        request = next(r for r in self.pending() if r.player == player)
        self._pending = None
        if isinstance(choice, Build):
            k = self.krusher(request.krusher)  # type: ignore[attr-defined]
            k.equip(choice)
            self.out.append(ev.KrusherBuilt(k.seat, k.uid, k.name, ""))
        elif isinstance(choice, MoveNext):
            team.move_next(self, choice.krusher)
        elif isinstance(choice, SaveLast):
            team.hold_back(self, choice.krusher)
        elif self.phase == "move":
            movement.take(self, self.krusher(request.krusher), choice)  # type: ignore
        else:
            combat.take(self, choice)
        self.advance()
        out, self.out = self.out, []
        return out

    def advance(self) -> None:
        """Resolve everything that needs no decision."""
        while not self.over:
            self._pending = None
            if self.pending():
                return
            if self.phase == "build":
                self._reveal()
                start_turn(self)
            elif self.phase == "move":
                combat.start_combat(self)
            else:
                combat.progress(self)
        self._pending = None

    def _reveal(self) -> None:
        for k in self.krushers:
            self.out.append(ev.KrusherRevealed(k.seat, k.uid, k.name, summary(k.build),
                                               k.hex, k.facing))

    @property
    def is_over(self) -> bool:
        """True once the match has ended."""
        return self.over

    @property
    def result(self) -> KrusherResult | None:
        """Winner or draw and why, once over."""
        return self.result_

    def record_result(self, team: int | None, seats: tuple[int, ...], reason: str) -> None:
        """Keep how the match ended (after this turn): ``team`` won (None: a draw)."""
        standing = tuple(sorted({k.seat for k in self.krushers if k.active}))
        self.result_ = KrusherResult(team, seats, reason, self.turn, standing)

    def view_for(self, player: int | None) -> Any:
        """What ``player`` may see (None: a spectator, no secrets)."""
        return view_for(self, player)

    def clone(self, dice: Dice | None = None) -> KrusherState:
        """An independent copy (``dice`` replaces the dice; by default they are copied)."""
        other = KrusherState.__new__(KrusherState)
        for name in KrusherState.__slots__:
            setattr(other, name, getattr(self, name))
        other.dice = dice if dice is not None else copy_dice(self.dice)
        other.krushers = [k.clone() for k in self.krushers]
        other.move_order, other.combat_order = list(self.move_order), list(self.combat_order)
        other.plan, other.pairs, other.out = dict(self.plan), list(self.pairs), []
        other.ties = [list(group) for group in self.ties]
        return other


def new_state(setup: KrusherSetup, dice: Dice) -> tuple[KrusherState, list[Event]]:
    """A fresh match state and the events of its opening (up to the first decision)."""
    state = KrusherState(setup, dice)
    opening, state.out = state.out, []
    return state, opening
