"""What each Krusher's pose invites: the points of build it stands to lose to the blows the
enemies can land on it this turn, and it to them, read with the rules' own odds
(``odds.py``) on the side that would be struck.

A pair of enemies exchanges blows *as they stand* (arcs and reach as now) unless the one of
them that moves later still has movement left: then it is given its best *approach*, the free
hex next to the other that it can reach (its MP less one for the turn to face it) from
which its blows less ``COUNTER_SHARE`` of the counter-blows are worth most to it; if none
is worth anything it stays away and the pair exchanges nothing. So a pose that shows a weak
or rear side to an enemy still to move invites that enemy's blows there. At the start of a
Movement Phase, before anyone has stepped, each pair is read both ways, weighted by the
initiative odds (``later_odds``) rather than by the order just rolled. With ``approaches``
off (``standing.APPROACH_UNTIL``) an enemy still to move threatens nothing and only blows
as the Krushers stand count. An enemy that could strike several Krushers threatens each
with an even share of its blows. A point of Linkage
counts double and a blow that would defeat a Krusher costs its whole build (the units of
``standing.material``). Both readings are memoised: a search meets the same exchanges over
and over.
"""

from __future__ import annotations

from typing import Any

from game.core.hexes import distance, nearest_direction, neighbour
from game.games.metalkrushers.rules import odds as od
from game.games.metalkrushers.rules.data import CHASSIS
from game.games.metalkrushers.rules.facing import attack_item, shield_blocks, side_towards
from game.games.metalkrushers.rules.odds import null_field

LINKAGE_WEIGHT = 2.0
"""A point of Linkage counts double (as in ``standing``)."""
COUNTER_SHARE = 0.8
"""How much an approaching Krusher minds the counter-blows (as the normal agent's)."""

_MEMO: dict[tuple[Any, ...], float] = {}
_APPROACHES: dict[tuple[Any, ...], tuple[float, float]] = {}
_EXCHANGES: dict[tuple[Any, ...], tuple[float, float]] = {}
_MEMO_LIMIT = 200_000


def _stats(k: Any) -> tuple[Any, ...]:
    """Everything about a Krusher an exchange depends on, besides where it stands."""
    return (k.uid, tuple(k.hands), k.program.name, tuple(k.armour), k.il, k.shield_ap,
            k.turn_shield_ap, k.shield_use, tuple(sorted(k.parries.items())), k.oust,
            frozenset(k.used))


def _whole(k: Any) -> float:
    """What defeat costs ``k``: everything it has left."""
    whole: float = LINKAGE_WEIGHT * max(k.il, 0) + sum(k.armour) + k.shield_ap
    return whole


def _landed(points: int, armour: int, il: int, whole: float) -> float:
    to_armour = min(points, armour)
    to_il = points - to_armour
    if il > 0 and to_il >= il:
        return whole
    return to_armour + LINKAGE_WEIGHT * to_il


def hand_loss(board: Any, a: Any, hand: int, d: Any) -> float:
    """Points ``d`` expects to lose to ``a``'s hand ``hand`` attacking it as they stand (in
    reach or not: the caller checks)."""
    p_hit, p_crit = od.odds(board, a, hand, d)
    if p_hit <= 0:
        return 0.0
    bonus = sum(t.value for t in od.damage_terms(board, a, hand, d))
    side = side_towards(d, a.hex)
    armour, il, whole = d.armour[side], d.il, _whole(d)
    blocked = shield_blocks(d, a.uid, side)
    normal = 0.0
    for die in range(1, 7):
        points = max(0, die + bonus)
        to_shield = min(points, d.shield_ap) if blocked else 0
        normal += to_shield + _landed(points - to_shield, armour, il, whole)
    crit = 0.0
    for points, straight in od.critical_outcomes(board, a, hand):
        crit += _landed(points, 0 if straight else armour, il, whole)
    return p_hit * normal / 6 + p_crit * crit / 6


def blows(board: Any, a: Any, d: Any) -> float:
    """Points ``d`` expects to lose to every hand ``a`` may still strike it with now."""
    key = (id(board.arena), _stats(a), _stats(d), side_towards(a, d.hex),
           side_towards(d, a.hex), distance(a.hex, d.hex),
           board.arena.terrain(a.hex) == "null", d.hex if distance(a.hex, d.hex) > 1 else None,
           a.hex if distance(a.hex, d.hex) > 1 else None)
    found = _MEMO.get(key)
    if found is None:
        if len(_MEMO) >= _MEMO_LIMIT:
            _MEMO.clear()
        found = 0.0
        for hand in (0, 1):
            if hand not in a.used and attack_item(a, hand) is not None \
                    and od.in_reach(board, a, hand, d):
                found += hand_loss(board, a, hand, d)
        _MEMO[key] = found
    return found


def _approach(state: Any, mover: Any, other: Any) -> tuple[float, float]:
    """(what ``other`` loses, what ``mover`` loses) at the mover's best approach, or (0, 0)
    if no approach is worth anything to it (memoised)."""
    if distance(mover.hex, other.hex) > mover.mp + 1:
        return 0.0, 0.0
    taken = frozenset(k.hex for k in state.krushers if k.active and k.uid != mover.uid)
    key = (id(state.arena), _stats(mover), mover.hex, mover.mp, _stats(other), other.hex,
           other.facing, taken)
    found = _APPROACHES.get(key)
    if found is None:
        if len(_APPROACHES) >= _MEMO_LIMIT:
            _APPROACHES.clear()
        found = _APPROACHES[key] = _best_approach(state, mover, other, taken)
    return found


def _best_approach(state: Any, mover: Any, other: Any,
                   taken: frozenset[Any]) -> tuple[float, float]:
    best, found = 0.0, (0.0, 0.0)
    arena = state.arena
    pair = (id(arena), _stats(mover), _stats(other), arena.terrain(other.hex) == "null")
    for way in range(6):
        n = neighbour(other.hex, way)
        if n != mover.hex and (distance(mover.hex, n) > max(mover.mp - 1, 0) or n in taken
                               or not arena.is_open(n)):
            continue
        key = (*pair, (way - other.facing) % 6, arena.terrain(n) == "null")
        exchange = _EXCHANGES.get(key)
        if exchange is None:
            if len(_EXCHANGES) >= _MEMO_LIMIT:
                _EXCHANGES.clear()
            them = mover.clone()
            them.hex, them.facing = n, nearest_direction(n, other.hex)
            exchange = _EXCHANGES[key] = (blows(state, them, other), blows(state, other, them))
        theirs, ours = exchange
        if theirs - COUNTER_SHARE * ours > best:
            best, found = theirs - COUNTER_SHARE * ours, exchange
    return found


def _still_to_move(state: Any) -> dict[int, int]:
    """Krushers that may still walk this turn, by uid: their place in the movement order."""
    if state.phase != "move":
        return {}
    found = {}
    for place, uid in enumerate(state.move_order[state.move_index:], start=state.move_index):
        k = state.krusher(uid)
        if k.active and k.mp > 0 and not k.free_turn:
            found[uid] = place
    return found


def _fresh_turn(state: Any, active: list[Any]) -> bool:
    """True at the start of a Movement Phase, before anyone has spent a point."""
    return state.phase == "move" and state.move_index == 0 and all(
        not k.moved and not k.free_turn and k.mp == CHASSIS[k.chassis].movement
        for k in active)


def later_odds(state: Any, x: Any, y: Any) -> float:
    """The chance that ``x`` moves after ``y`` (wins initiative against it: 1d6 each plus
    IM, -1 in a null field, ties rolled again)."""
    edge = x.im + null_field(state, x) - y.im - null_field(state, y)
    wins = sum(a + edge > b for a in range(1, 7) for b in range(1, 7))
    ties = sum(a + edge == b for a in range(1, 7) for b in range(1, 7))
    return wins / (36 - ties) if ties < 36 else 0.5


def threats(state: Any, approaches: bool = True) -> dict[int, float]:
    """Points each Krusher (by uid) stands to lose to its enemies' blows this turn (see the
    module docstring); empty outside the Movement and Combat Phases. At the start of a
    Movement Phase each pair is read both ways, weighted by the initiative odds
    (``later_odds``) rather than by the order just rolled: a search that judges the end of
    a walk past the turn's end sees one sampled roll, and would stake the whole next turn
    on it. Without ``approaches`` a pair whose later Krusher may still walk exchanges
    nothing."""
    if state.phase not in ("move", "combat"):
        return {}
    active = [k for k in state.krushers if k.active]
    dealt: dict[tuple[int, int], float] = {}
    walking = _still_to_move(state)
    fresh = approaches and _fresh_turn(state, active)
    for i, x in enumerate(active):
        for y in active[i + 1:]:
            if x.team == y.team:
                continue
            if fresh:
                share = later_odds(state, x, y)
                lost_y, lost_x = _approach(state, x, y)
                lost_x2, lost_y2 = _approach(state, y, x)
                _deal(dealt, y.uid, x.uid, share * lost_x + (1 - share) * lost_x2)
                _deal(dealt, x.uid, y.uid, share * lost_y + (1 - share) * lost_y2)
                continue
            later, first = (y, x) if walking.get(y.uid, -1) > walking.get(x.uid, -1) else (x, y)
            if later.uid in walking:
                if not approaches:
                    continue
                lost_first, lost_later = _approach(state, later, first)
            else:
                lost_first, lost_later = blows(state, later, first), blows(state, first, later)
            _deal(dealt, later.uid, first.uid, lost_first)
            _deal(dealt, first.uid, later.uid, lost_later)
    return _shared(dealt, [k.uid for k in active])


def _deal(dealt: dict[tuple[int, int], float], by: int, to: int, points: float) -> None:
    """Note ``points`` that ``by``'s blows may cost ``to`` this turn."""
    if points > 0:
        dealt[by, to] = dealt.get((by, to), 0.0) + points


def _shared(dealt: dict[tuple[int, int], float], uids: list[int]) -> dict[int, float]:
    """Every Krusher's points to lose, each enemy's blows shared evenly over the Krushers it
    could strike: a Krusher fights one turn at a time, so among several enemies it threatens
    each only in part (summed whole, seven enemies' approaches kept an eight-seat Krusher out
    of everyone's reach for half the match)."""
    victims: dict[int, int] = {}
    for by, _ in dealt:
        victims[by] = victims.get(by, 0) + 1
    loss = dict.fromkeys(uids, 0.0)
    for (by, to), points in dealt.items():
        loss[to] += points / victims[by]
    return loss
