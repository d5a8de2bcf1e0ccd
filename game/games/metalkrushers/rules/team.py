"""Team Play's initiative and the team leaders' decisions before movement.

Each team's leader (its first seat) rolls one die for the team and adds the IM of every
Krusher on it: the team's initiative (tied teams roll again). Each Krusher's own score is
the team's unmodified die + its own IM (-1 in a null field). Movement goes from the lowest
score; on a tie the team that won initiative moves later, within a team the heavier chassis
first, and Krushers of one team with the same chassis go in the order their team leader
names (``tie`` requests, one "who moves next?" at a time). Then the team that won
initiative may hold any one of its Krushers back to move after everyone else (``save``).
Combat goes from the highest score, the initiative team first on ties, heavier chassis
first within a team, then the roster order.
"""

from __future__ import annotations

from itertools import groupby
from typing import TYPE_CHECKING

from game.core.match import Request
from game.games.metalkrushers.rules import events as ev
from game.games.metalkrushers.rules.choices import MoveNext, SaveLast
from game.games.metalkrushers.rules.initiative import break_ties
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.odds import null_field
from game.games.metalkrushers.rules.requests import KrusherRequest

if TYPE_CHECKING:
    from game.games.metalkrushers.rules.state import KrusherState


def team_orders(state: KrusherState,
                active: list[Krusher]) -> tuple[list[Krusher], list[Krusher]]:
    """Roll team initiative and return the movement and combat orders; note the tied
    Krushers their leaders must order and the team that may hold one back."""
    teams = sorted({k.team for k in active})
    die: dict[int, int] = {}
    keys: dict[int, list[int]] = {}
    for team in teams:
        members = [k for k in active if k.team == team]
        leader = team_leader(members)
        die[team] = state.dice.roll(6)
        im = sum(k.im for k in members)
        keys[team] = [die[team] + im]
        state.out.append(ev.InitiativeRolled(leader.seat, state.names[leader.seat], die[team],
                                             (("team IM", im),) if im else (), keys[team][0],
                                             team))
    break_ties(state, {t: f"Team {t + 1}" for t in teams}, keys)
    rank = {team: i for i, team in enumerate(sorted(teams, key=lambda t: keys[t]))}
    for k in active:
        k.init_die, k.score = die[k.team], die[k.team] + k.im + null_field(state, k)
    moves = sorted(active, key=lambda k: (k.score, rank[k.team], -k.step, k.uid))
    combat = sorted(active, key=lambda k: (-k.score, -rank[k.team], -k.step, k.uid))
    state.ties = [[k.uid for k in group] for group in _tied(moves) if len(group) > 1]
    state.save_team = max(teams, key=lambda t: rank[t])
    return moves, combat


def _tied(moves: list[Krusher]) -> list[list[Krusher]]:
    """Runs of the movement order with one score, one team and one chassis."""
    return [list(run) for _, run in groupby(moves, key=lambda k: (k.score, k.team, k.step))]


def team_leader(members: list[Krusher]) -> Krusher:
    """The team's leader: its Krusher of the lowest seat (then the first on the roster)."""
    return min(members, key=lambda k: (k.seat, k.uid))


def next_phase(state: KrusherState) -> str:
    """The phase after the initiative rolls: ties to order, a hold-back, or movement."""
    if state.ties:
        return "tie"
    return "save" if state.save_team is not None else "move"


def tie_request(state: KrusherState) -> Request:
    """Ask the team leader which of the first tie's Krushers not yet ordered moves next."""
    group = [state.krusher(uid) for uid in state.ties[0][state.tie_settled:]]
    leader = team_leader([k for k in state.krushers if k.active and k.team == group[0].team])
    names = ", ".join(k.name for k in group)
    return KrusherRequest(state.next_id(), leader.seat, "tie",
                          f"{state.names[leader.seat]}: {names} tie for the movement order. "
                          "Which of them moves first?",
                          tuple(MoveNext(k.uid) for k in group))


def move_next(state: KrusherState, uid: int) -> None:
    """The leader sends ``uid`` next among the tied Krushers not yet ordered."""
    group = state.ties[0]
    slots = sorted(state.move_order.index(u) for u in group)
    rest = group[state.tie_settled:]
    rest.remove(uid)
    group[state.tie_settled:] = [uid, *rest]
    for slot, member in zip(slots, group, strict=True):
        state.move_order[slot] = member
    state.tie_settled += 1
    if state.tie_settled < len(group) - 1:
        return
    state.ties.pop(0)
    state.tie_settled = 0
    state.out.append(ev.TieOrdered(state.krusher(uid).seat, tuple(group),
                                   tuple(state.krusher(u).name for u in group)))
    state.phase = next_phase(state)
    if not state.ties:
        _order_set(state)


def save_request(state: KrusherState) -> Request:
    """Ask the initiative team's leader whether to hold one Krusher back."""
    team = [k for k in state.krushers if k.active and k.team == state.save_team]
    leader = team_leader(team)
    return KrusherRequest(state.next_id(), leader.seat, "save",
                          f"{state.names[leader.seat]}: your team has initiative. Hold one "
                          "Krusher back to move after everyone else?",
                          (SaveLast(0), *(SaveLast(k.uid) for k in team)))


def hold_back(state: KrusherState, uid: int) -> None:
    """The initiative side keeps Krusher ``uid`` back to move last (0: none)."""
    state.save_team = None
    state.phase = "move"
    if uid:
        k = state.krusher(uid)
        k.saved = True
        state.move_order.remove(uid)
        state.move_order.append(uid)
        state.out.append(ev.KrusherSaved(k.seat, uid, k.name))
        _order_set(state)


def _order_set(state: KrusherState) -> None:
    state.out.append(ev.OrderSet(tuple(state.move_order), tuple(state.combat_order),
                                 tuple(state.krusher(u).name for u in state.move_order),
                                 tuple(state.krusher(u).name for u in state.combat_order)))
