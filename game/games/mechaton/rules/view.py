"""What one player may see: the field and every public number, their own secrets only."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.hexes import Hex
from game.core.ruleset import UnitView
from game.games.mechaton.rules.frames import Attack
from game.games.mechaton.rules.mechs import Die

if TYPE_CHECKING:
    from game.games.mechaton.rules.state import MechatonState


@dataclass(frozen=True, slots=True)
class MechView:
    """One mech. ``parts`` are the attachment codes still on it, ``labels`` their names;
    ``initiative`` is the rolled d10s; ``chosen`` the die it goes on (None:
    not chosen, or another player's choice before the reveal); ``defence`` its defence
    number this turn; ``spots`` the spot numbers lying next to it."""

    uid: int
    owner: int
    name: str
    hex: Hex | None
    parts: tuple[str, ...]
    labels: tuple[str, ...]
    built: int
    white: int
    rockets: int
    alive: bool
    green_d8: bool
    initiative: tuple[int, ...]
    chosen: int | None
    started: bool
    done: bool
    defence: int | None
    spots: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StationView:
    """A station (or the satellite) and its holder (None: nobody)."""

    index: int
    hex: Hex | None
    owner: int | None
    satellite: bool


@dataclass(frozen=True, slots=True)
class GoView:
    """The go running now: whose, at which step, its target, spot target, dice and numbers.
    ``stack`` lists the gos in progress, the running one last (an attacker below the mech
    its attack brought forward); ``waiting`` the interrupted mechs that finish later."""

    mech: int
    step: str
    aim: int | None
    band: str
    rocket: bool
    spotted: int | None
    dice: tuple[Die, ...]
    defence: int
    attack: int | None
    move: int | None
    spot: int | None
    waiting: tuple[int, ...]
    stack: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchView:
    """The match from one seat (None: a spectator who sees no secrets).

    ``order`` is who is still to go this turn, ``turn_order`` the whole revealed order;
    ``attack`` the attack being resolved (attack and defence numbers, damage dice, covers);
    ``hits_pending`` (mech uid, hits, by player) still to be taken; ``deploy_step`` the kind
    of piece being placed ("def_station", "def_perimeter", "primary", "attacker", "att_station",
    "def_rest"); ``perimeter`` the defender's perimeter radius (-1 before it is set);
    ``ticks_left`` the players still to be asked about an extra tick, in order.
    """

    seat: int | None
    phase: str
    turn: int
    clock: int
    players: tuple[str, ...]
    points_per: tuple[int, ...]
    scores: tuple[int, ...]
    defender: int
    primary: int
    mechs: tuple[MechView, ...]
    stations: tuple[StationView, ...]
    bricks: tuple[tuple[Hex, int], ...]
    order: tuple[int, ...]
    turn_order: tuple[int, ...]
    go: GoView | None
    attack: Attack | None
    hits_pending: tuple[tuple[int, int, int], ...]
    deploy_step: str
    perimeter: int
    ticks_left: tuple[int, ...]
    armies_built: tuple[int, ...]
    armies_finished: tuple[bool, ...]
    own_builds: tuple[tuple[str, tuple[str, ...], int, tuple[str, ...]], ...]
    over: bool

    def units(self) -> tuple[UnitView, ...]:
        """One unit per mech: uid per mech, owner = player, no facing, health =
        attachments left (of those built)."""
        return tuple(UnitView(m.uid, m.owner, m.hex, None, len(m.parts), m.built, m.name,
                              m.alive) for m in self.mechs)


def _mech_view(state: MechatonState, uid: int, seat: int | None) -> MechView:
    m = state.mechs[uid]
    hide = state.phase == "initiative" and m.owner != seat and len(m.initiative) > 1
    return MechView(m.uid, m.owner, m.name, m.hex, tuple(m.parts), tuple(m.labels), m.built,
                    m.white, m.rockets, m.alive, m.green_d8, m.initiative,
                    None if hide else m.chosen, m.started, m.done, m.defence,
                    tuple(v for _, v in m.spots))


def _go_view(state: MechatonState) -> GoView | None:
    if not state.frames:
        return None
    f = state.frames[-1]
    waiting = []
    for frame in state.frames:
        follower = frame.follower
        while follower is not None:
            waiting.append(follower.uid)
            follower = follower.follower
    return GoView(f.uid, f.step, f.aim, f.band, f.rocket, f.spotted, f.dice, f.defence,
                  f.attack, f.move, f.spot, tuple(waiting), tuple(x.uid for x in state.frames))


def view_for(state: MechatonState, seat: int | None) -> MatchView:
    """Build the view of ``state`` for ``seat``."""
    own = tuple((b.name, b.parts, b.rockets, b.labels) for b in state.builds[seat]) \
        if seat is not None and state.phase == "build" else ()
    return MatchView(
        seat, state.phase, state.turn, state.clock, tuple(state.names), state.points_per,
        state.scores(), state.defender, state.primary,
        tuple(_mech_view(state, m.uid, seat) for m in state.mechs),
        tuple(StationView(s.index, s.hex, s.owner, s.satellite) for s in state.stations),
        tuple(sorted(state.bricks.items())), tuple(state.order), state.turn_order,
        _go_view(state), state.attack, tuple(state.losses),
        state.deploy_steps[0][0] if state.deploy_steps else "", state.perimeter,
        tuple(state.ticks),
        tuple(len(b) for b in state.builds),
        tuple(s in state.finished for s in range(len(state.names))), own, state.over)
