"""The Mechaton match state: armies, field, turn and clock, and the driver protocol.

Flow: secret army builds (unless the set-up gives them) -> points per, defender and primary
attacker -> deployment -> turns (initiative, then each mech's go in initiative order with
combat-order interrupts) -> end of turn (tidy, clock, extra ticks) -> doomsday.
The state runs on by itself until somebody must decide (``ask`` / simultaneous phases).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.core import areas
from game.core.dice import Dice, copy_dice
from game.core.events import Event
from game.core.hexes import Hex
from game.core.match import Choice, Request
from game.games.mechaton.rules.flow import advance, take
from game.games.mechaton.rules.frames import Attack, Frame
from game.games.mechaton.rules.mechs import Mech
from game.games.mechaton.rules.parts import ArmyBuild, MechBuild
from game.games.mechaton.rules.pending import requests
from game.games.mechaton.rules.result import PlayerStats
from game.games.mechaton.rules.setup import MechatonSetup
from game.games.mechaton.rules.stations import Station
from game.games.mechaton.rules.terrain import starting_bricks
from game.games.mechaton.rules.view import view_for


class MechatonState:
    """A mutable match state with a cheap ``clone``; see the module docstring."""

    __slots__ = ("setup", "arena", "options", "dice", "names", "builds", "finished", "mechs",
                 "stations", "bricks", "points_per", "defender", "primary", "phase",
                 "deploy_steps", "perimeter", "closest", "turn", "clock", "order", "turn_order",
                 "frames",
                 "attack", "losses", "ticks", "ask", "rid", "over", "result_", "out", "stats",
                 "cache", "_pending")

    def __init__(self, setup: MechatonSetup, dice: Dice) -> None:
        problems = setup.problems()
        if problems:
            raise ValueError("; ".join(problems))
        self.setup = setup
        self.arena = setup.arena
        self.options = setup.options
        self.dice = dice
        self.names = setup.players
        self.builds: list[list[MechBuild]] = [list(a.mechs) if a else [] for a in setup.armies]
        self.finished = {s for s, a in enumerate(setup.armies) if a is not None}
        self.mechs: list[Mech] = []
        self.stations: list[Station] = []
        self.bricks: dict[Hex, int] = starting_bricks(self.arena, setup.bricks)
        self.points_per: tuple[int, ...] = ()
        self.defender = self.primary = -1
        self.phase = "build"
        self.deploy_steps: list[tuple[str, int]] = []
        self.perimeter = -1
        self.closest = -1
        self.turn = 0
        self.clock = self.options.clock
        self.order: list[int] = []
        self.turn_order: tuple[int, ...] = ()
        self.frames: list[Frame] = []
        self.attack: Attack | None = None
        self.losses: list[tuple[int, int, int]] = []
        self.stats = [PlayerStats() for _ in setup.players]
        self.ticks: list[int] = []
        self.ask: tuple[str, int, int] | None = None
        self.rid = 0
        self.over = False
        self.result_: Any = None
        self.out: list[Event] = []
        self.cache: dict[Any, Any] = areas.memo(self.arena)
        self._pending: list[Request] | None = None

    # -- queries ----------------------------------------------------------------------------
    def emit(self, event: Event) -> None:
        """Record an event of the current step."""
        self.out.append(event)

    def next_id(self) -> int:
        """A fresh request id."""
        self.rid += 1
        return self.rid

    def live(self) -> Iterator[Mech]:
        """Mechs on the field that are not rubble."""
        return (m for m in self.mechs if m.alive and m.hex is not None)

    def mech_at(self, h: Hex) -> Mech | None:
        """The mech (live or rubble) standing on ``h``."""
        for mech in self.mechs:
            if mech.hex == h:
                return mech
        return None

    def station_hexes(self) -> set[Hex]:
        """Hexes holding a station."""
        return {s.hex for s in self.stations if s.hex is not None}

    def assets(self, seat: int) -> int:
        """Live mechs plus stations held."""
        return (sum(1 for m in self.mechs if m.owner == seat and m.alive)
                + sum(1 for s in self.stations if s.owner == seat))

    def scores(self) -> tuple[int, ...]:
        """Every player's score now: assets held times points per (0 before points per)."""
        if not self.points_per:
            return tuple(0 for _ in self.names)
        return tuple(self.assets(s) * p for s, p in enumerate(self.points_per))

    def sees(self, a: Hex, b: Hex) -> bool:
        """Line of sight (walls block; mechs, rubble and cover do not)."""
        return areas.visible(self.arena, a, b)

    # -- the driver protocol ----------------------------------------------------------------
    def pending(self) -> list[Request]:
        """Requests waiting for a choice (several at once are simultaneous and secret)."""
        if self._pending is None:
            self._pending = [] if self.over else requests(self)
        return list(self._pending)

    def apply(self, player: int, choice: Choice) -> list[Event]:
        """Apply a validated choice for ``player`` and run on to the next decision."""
        self._pending = None
        take(self, player, choice)
        self._pending = None
        advance(self)
        out, self.out = self.out, []
        return out

    @property
    def is_over(self) -> bool:
        """True once doomsday has come."""
        return self.over

    @property
    def result(self) -> Any:
        """The ``MechatonResult`` once over, else None."""
        return self.result_

    def view_for(self, player: int | None) -> Any:
        """What ``player`` may see (None: a spectator, no secrets)."""
        return view_for(self, player)

    def army(self, seat: int) -> ArmyBuild:
        """A player's army as built so far."""
        return ArmyBuild(tuple(self.builds[seat]))

    def clone(self, dice: Dice | None = None) -> MechatonState:
        """An independent copy (``dice`` replaces the dice; by default they are copied)."""
        other = MechatonState.__new__(MechatonState)
        for name in MechatonState.__slots__:
            setattr(other, name, getattr(self, name))
        other.dice = dice if dice is not None else copy_dice(self.dice)
        other.builds = [list(b) for b in self.builds]
        other.finished = set(self.finished)
        other.mechs = [m.clone() for m in self.mechs]
        other.stations = [s.clone() for s in self.stations]
        other.bricks = dict(self.bricks)
        other.deploy_steps = list(self.deploy_steps)
        other.order = list(self.order)
        other.frames = [f.clone() for f in self.frames]
        other.losses = list(self.losses)
        other.stats = [s.clone() for s in self.stats]
        other.ticks = list(self.ticks)
        other.out = []
        return other


def new_state(setup: MechatonSetup, dice: Dice) -> tuple[MechatonState, list[Event]]:
    """A fresh match state and the events of its opening (up to the first decision)."""
    state = MechatonState(setup, dice)
    advance(state)
    opening, state.out = state.out, []
    return state, opening
