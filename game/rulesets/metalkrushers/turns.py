"""The Initiative Phase and the turn's end: rolls, movement and combat order, defeat, victory.

Every Krusher rolls 1d6 + IM (-1 in a null field); the lowest moves first and combat goes
highest first; ties roll again among themselves. In Team Play each team's leader rolls one
die for the team (+ the IM of every Krusher on it); each Krusher's score is that die + its
own IM, and ties in the order go as the rulebook says (see ``_team_orders``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rulesets.metalkrushers import combat_events as ce
from game.rulesets.metalkrushers import events as ev
from game.rulesets.metalkrushers.data import CHASSIS
from game.rulesets.metalkrushers.krusher import Krusher

if TYPE_CHECKING:
    from game.rulesets.metalkrushers.state import KrusherState


def start_turn(state: KrusherState) -> None:
    """Begin a new turn: roll initiative, set the orders, ask for a hold-back if due."""
    state.turn += 1
    state.out.append(ev.TurnStarted(state.turn))
    active = [k for k in state.krushers if k.active]
    for k in active:
        k.new_turn()
        k.mp = CHASSIS[k.chassis].movement
    if state.setup.scenario == "team":
        moves, combat = _team_orders(state, active)
    else:
        keys = _roll_each(state, active)
        moves = sorted(active, key=lambda k: keys[k.uid])
        combat = moves[::-1]
    state.move_order = [k.uid for k in moves]
    state.combat_order = [k.uid for k in combat]
    state.move_index = state.combat_index = 0
    state.out.append(ev.OrderSet(tuple(state.move_order), tuple(state.combat_order),
                                 tuple(k.name for k in moves), tuple(k.name for k in combat)))
    state.phase = "save" if state.save_team is not None else "move"


def null_field(state: KrusherState, k: Krusher) -> int:
    """The initiative modifier of the ground ``k`` stands on: -1 in a null field, else 0."""
    return -1 if state.arena.terrain(k.hex) == "null" else 0


def _roll_each(state: KrusherState, krushers: list[Krusher]) -> dict[int, list[int]]:
    """1d6 + IM for each; sort keys that break ties by rolling again among the tied."""
    keys: dict[int, list[int]] = {}
    for k in krushers:
        die = state.dice.roll(6)
        terms = tuple(t for t in (("IM", k.im), ("null field", null_field(state, k))) if t[1])
        k.init_die, k.score = die, die + sum(v for _, v in terms)
        keys[k.uid] = [k.score]
        state.out.append(ev.InitiativeRolled(k.seat, k.name, die, terms, k.score))
    _break_ties(state, {k.uid: k.name for k in krushers}, keys)
    return keys


def _break_ties(state: KrusherState, names: dict[int, str], keys: dict[int, list[int]]) -> None:
    while True:
        groups: dict[tuple[int, ...], list[int]] = {}
        for uid, key in keys.items():
            groups.setdefault(tuple(key), []).append(uid)
        tied = [g for g in groups.values() if len(g) > 1]
        if not tied:
            return
        for group in tied:
            rolls = tuple(state.dice.roll(6) for _ in group)
            for uid, roll in zip(group, rolls, strict=True):
                keys[uid].append(roll)
            state.out.append(ev.InitiativeTied(tuple(names[u] for u in group), rolls))


def _team_orders(state: KrusherState,
                 active: list[Krusher]) -> tuple[list[Krusher], list[Krusher]]:
    """Team initiative, then movement (lowest score first; on ties the initiative side
    last, heavier chassis first, then roster order) and combat (the reverse)."""
    teams = sorted({k.team for k in active})
    die: dict[int, int] = {}
    keys: dict[int, list[int]] = {}
    for team in teams:
        members = [k for k in active if k.team == team]
        leader = min(members, key=lambda k: (k.seat, k.uid))
        die[team] = state.dice.roll(6)
        im = sum(k.im for k in members)
        keys[team] = [die[team] + im]
        state.out.append(ev.InitiativeRolled(leader.seat, state.names[leader.seat], die[team],
                                             (("team IM", im),) if im else (), keys[team][0],
                                             team))
    _break_ties(state, {t: f"Team {t + 1}" for t in teams}, keys)
    rank = {team: i for i, team in enumerate(sorted(teams, key=lambda t: keys[t]))}
    for k in active:
        k.init_die, k.score = die[k.team], die[k.team] + k.im + null_field(state, k)
    moves = sorted(active, key=lambda k: (k.score, rank[k.team], -k.step, k.uid))
    combat = sorted(active, key=lambda k: (-k.score, -rank[k.team], -k.step, k.uid))
    winner = max(teams, key=lambda t: rank[t])
    if sum(k.team == winner for k in active) >= 2:
        state.save_team = winner
    return moves, combat


def hold_back(state: KrusherState, uid: int) -> None:
    """Team Play: the initiative side keeps Krusher ``uid`` back to move last (0: none)."""
    state.save_team = None
    state.phase = "move"
    if uid:
        k = state.krusher(uid)
        k.saved = True
        state.move_order.remove(uid)
        state.move_order.append(uid)
        state.out.append(ev.KrusherSaved(k.seat, uid, k.name))
        state.out.append(ev.OrderSet(tuple(state.move_order), tuple(state.combat_order),
                                     tuple(state.krusher(u).name for u in state.move_order),
                                     tuple(state.krusher(u).name for u in state.combat_order)))


def end_turn(state: KrusherState) -> None:
    """Damage has all landed: Krushers out of Internal Linkage fall; decide the match."""
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
    from game.rulesets.metalkrushers.state import KrusherResult

    seats = tuple(sorted({k.seat for k in state.krushers if k.team == team}))
    state.over = True
    state.phase = "over"
    state.result_ = KrusherResult(team if team >= 0 else None, seats, reason, state.turn)
    state.out.append(ce.MatchEnded(team, seats, reason))
