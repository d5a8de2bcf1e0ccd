"""The Initiative Phase and the turn's end: movement and combat order, defeat, victory.

Every Krusher rolls 1d6 + IM (-1 in a null field, ``initiative``); the lowest moves first and
combat goes highest first; ties roll again among themselves. Team Play rolls by team and
its leaders decide ties and a hold-back (``team``). When the turn ends, its damage takes
effect: Krushers out of Internal Linkage are defeated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.metalkrushers.rules import combat_events as ce
from game.games.metalkrushers.rules import events as ev
from game.games.metalkrushers.rules import team
from game.games.metalkrushers.rules.data import CHASSIS
from game.games.metalkrushers.rules.initiative import roll_each

if TYPE_CHECKING:
    from game.games.metalkrushers.rules.state import KrusherState


def start_turn(state: KrusherState) -> None:
    """Begin a new turn: roll initiative, set the orders, then any team decisions."""
    state.turn += 1
    state.out.append(ev.TurnStarted(state.turn))
    active = [k for k in state.krushers if k.active]
    for k in active:
        k.new_turn()
        k.mp = CHASSIS[k.chassis].movement
    if state.setup.scenario == "team":
        moves, combat = team.team_orders(state, active)
    else:
        keys = roll_each(state, active)
        moves = sorted(active, key=lambda k: keys[k.uid])
        combat = moves[::-1]
    state.move_order = [k.uid for k in moves]
    state.combat_order = [k.uid for k in combat]
    state.move_index = state.combat_index = 0
    state.out.append(ev.OrderSet(tuple(state.move_order), tuple(state.combat_order),
                                 tuple(k.name for k in moves), tuple(k.name for k in combat)))
    state.phase = team.next_phase(state)


def end_turn(state: KrusherState) -> None:
    """The turn's damage takes effect: Krushers out of Internal Linkage fall; decide the
    match."""
    for k in state.krushers:
        if k.active and k.il <= 0:
            k.defeated = True
            state.out.append(ce.KrusherDefeated(k.seat, k.uid, k.name))
    standing = sorted({k.team for k in state.krushers if k.active})
    if not standing:
        finish(state, -1, "the last Krushers defeated each other")
    elif len(standing) == 1:
        finish(state, standing[0], "every other side was defeated")
    elif state.turn >= state.setup.turn_limit:
        finish(state, -1, f"turn limit {state.setup.turn_limit} reached")
    else:
        start_turn(state)


def finish(state: KrusherState, team: int, reason: str) -> None:
    """End the match with team ``team`` winning (-1: a draw)."""
    seats = tuple(sorted({k.seat for k in state.krushers if k.team == team}))
    state.over = True
    state.phase = "over"
    state.record_result(team if team >= 0 else None, seats, reason)
    state.out.append(ce.MatchEnded(team, seats, reason))
