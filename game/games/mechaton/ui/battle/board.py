"""Mechaton's shown board: the shared units board plus the seat's whole ``MatchView``.

The view is rebuilt from the core whenever the flow settles; while events play, ``apply``
moves the pieces the events name (a mech's path, a lost attachment, rubble, bricks, a
station's flag, scores and the clock), so the board changes in step with the animations.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.core.events import Event
from game.core.hexes import Hex
from game.core.ruleset import units_of
from game.games.mechaton.rules.events import (
    ArmiesRevealed,
    ClockTicked,
    GameEnded,
    InitiativeRolled,
    MechPlaced,
    ScoresChanged,
    StationPlaced,
    TurnStarted,
)
from game.games.mechaton.rules.go_events import (
    BricksBroken,
    MechMoved,
    MechWrecked,
    PartLost,
    StationSeized,
)
from game.games.mechaton.rules.parts import WHITE_DICE, has_long_weapon
from game.games.mechaton.rules.view import MatchView, MechView
from game.games.mechaton.ui.battle.go_track import GoTrack
from game.ui.battle.units_board import UnitsBoard


@dataclass
class MechatonBoard(UnitsBoard):
    """Units by uid (for the shell) and the view they come from (for the painter)."""

    view: Any = None
    moving: dict[int, tuple[Hex, ...]] = field(default_factory=dict)
    """Paths of mechs sliding now (drawn along the path by the painter)."""
    gos: GoTrack = field(default_factory=GoTrack)
    """The gos set aside while events play (the shown go follows the events)."""

    @classmethod
    def of(cls, view: MatchView) -> MechatonBoard:
        """The board a seat's view describes."""
        return cls({unit.uid: unit for unit in units_of(view)}, view.turn, view.phase,
                   view=view)

    def mech(self, uid: int) -> MechView:
        """One mech as shown."""
        return self.view.mechs[uid]

    def apply(self, event: Event) -> None:
        """Move the pieces ``event`` names on the shown view."""
        self.version += 1
        if self.view is None:
            return
        self.view = self.gos.apply(self.view, event)
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            self.view = handler(self.view, event)
            self.units = {unit.uid: unit for unit in units_of(self.view)}

    def carry_over(self, old: UnitsBoard, events: Any) -> None:
        """Nothing is known only from events."""


def _mech(view: MatchView, uid: int, **changes: Any) -> MatchView:
    if not 0 <= uid < len(view.mechs):
        return view  # not on this (older) view yet: the next sync shows it
    mechs = list(view.mechs)
    mechs[uid] = replace(mechs[uid], **changes)
    return replace(view, mechs=tuple(mechs))


def _moved(view: MatchView, event: Any) -> MatchView:
    return _mech(view, event.mech, hex=event.path[-1])


def _placed(view: MatchView, event: Any) -> MatchView:
    return _mech(view, event.mech, hex=event.at)


def _part_lost(view: MatchView, event: Any) -> MatchView:
    if not 0 <= event.mech < len(view.mechs):
        return view
    mech = view.mechs[event.mech]
    if event.part == "white" or event.part not in mech.parts:
        return _mech(view, event.mech, white=event.white_left)
    index = mech.parts.index(event.part)
    if event.label in mech.labels:
        index = mech.labels.index(event.label)
    return _mech(view, event.mech, parts=mech.parts[:index] + mech.parts[index + 1:],
                 labels=mech.labels[:index] + mech.labels[index + 1:])


def _wrecked(view: MatchView, event: Any) -> MatchView:
    return _mech(view, event.mech, alive=False)


def _bricks(view: MatchView, event: Any) -> MatchView:
    bricks = dict(view.bricks)
    bricks[event.at] = event.after
    return replace(view, bricks=tuple(sorted(bricks.items())))


def _seized(view: MatchView, event: Any) -> MatchView:
    stations = tuple(replace(s, owner=event.player) if s.index == event.station else s
                     for s in view.stations)
    return replace(view, stations=stations)


def _station_placed(view: MatchView, event: Any) -> MatchView:
    stations = tuple(replace(s, hex=event.at, owner=event.player)
                     if s.index == event.station else s for s in view.stations)
    return replace(view, stations=stations)


def _scores(view: MatchView, event: Any) -> MatchView:
    return replace(view, scores=tuple(event.scores))


def _clock(view: MatchView, event: Any) -> MatchView:
    return replace(view, clock=event.clock)


def fresh_mech(uid: int, owner: int, name: str, parts: Any, rockets: int) -> MechView:
    """A mech as the reveal shows it: off the field, whole, before its first initiative
    (``parts``: its (code, name) pairs, as ``ArmiesRevealed`` lists them)."""
    codes = tuple(code for code, _ in parts)
    return MechView(uid=uid, owner=owner, name=name, hex=None, parts=codes,
                    labels=tuple(label for _, label in parts), built=len(codes),
                    white=WHITE_DICE, rockets=rockets, alive=True,
                    green_d8=not has_long_weapon(codes), initiative=(), chosen=None,
                    started=False, done=False, defence=None, spots=())


def _revealed(view: MatchView, event: Any) -> MatchView:
    """The armies shown: every mech joins the shown view off the field (a view from the
    secret build has none yet), so the placements that follow show each one arriving."""
    if view.mechs:
        return view
    mechs = [fresh_mech(uid, owner, name, parts, rockets)
             for owner, army in enumerate(event.armies)
             for uid, name, parts, rockets in army]
    return replace(view, mechs=tuple(sorted(mechs, key=lambda m: m.uid)))


def _turn(view: MatchView, event: Any) -> MatchView:
    """A new turn: the header's turn and clock move on with the banner, and last turn's go,
    order and initiative dice are cleared (the new ones show as they are rolled)."""
    mechs = tuple(replace(m, initiative=(), chosen=None, started=False, done=False)
                  for m in view.mechs)
    return replace(view, turn=event.turn, clock=event.clock, go=None, attack=None, order=(),
                   turn_order=(), mechs=mechs)


def _initiative(view: MatchView, event: Any) -> MatchView:
    return _mech(view, event.mech, initiative=tuple(event.dice))


def _ended(view: MatchView, event: Any) -> MatchView:
    """Doomsday: nobody's go is on any more."""
    return replace(view, go=None, attack=None, over=True)


_HANDLERS = {MechMoved: _moved, MechPlaced: _placed, PartLost: _part_lost,
             MechWrecked: _wrecked, BricksBroken: _bricks, StationSeized: _seized,
             StationPlaced: _station_placed,
             ScoresChanged: _scores, ClockTicked: _clock, ArmiesRevealed: _revealed,
             TurnStarted: _turn, InitiativeRolled: _initiative, GameEnded: _ended}
