"""What an attack is worth: exact expectations over the attack, damage and critical dice.

Damage is valued by where it lands (``Weights``): Internal Linkage counts in full, armour and
shield points a fraction, and a blow that could finish a Krusher adds a bonus. The normal
agent's ``NORMAL`` weights count armour and shield points as small change (they only delay
the Linkage); the hard agent's ``ATTRITION`` weights count armour at half a Linkage point,
since a duel is a race to wear through one side. Every number comes from the rules' own odds
(``game.games.metalkrushers.rules.odds``), so the agents see exactly the chances the rules roll.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.games.metalkrushers.rules import odds as od
from game.games.metalkrushers.rules.data import INTERNAL_LINKAGE
from game.games.metalkrushers.rules.facing import attack_item, shield_blocks, side_towards


@dataclass(frozen=True, slots=True)
class Weights:
    """What a point of damage is worth by where it lands, and a finishing blow's bonus."""

    linkage: float = 1.0
    armour: float = 0.22
    shield: float = 0.12
    kill: float = 12.0
    focus: float = 0.0
    """How much more an armour point is worth on a side that is nearly worn through: the
    last ``FOCUS_SPAN`` points of a side climb toward a Linkage point, by this share (0:
    every armour point the same)."""
    guard: float = 1.0
    """How much the blows a Krusher takes count against the blows it deals, when it judges
    a pose or a declaration (1: as much; less is bolder)."""
    sees_arming: bool = False
    """Pick-Up: whether a pose counts no blows from an enemy that spends this turn arming
    (it only evades); the normal agent fears it as if it could strike."""
    reads_crowds: bool = False
    """Whether a pose counts an enemy's blow only when the Krusher scored is that hand's
    best target among the enemy's foes in reach (the normal agent fears every blow that can
    reach it, as if each foe struck nobody else)."""
    crowd_stay_from: float = 2.0
    """The share of the turn limit from which the blows a Krusher could deal a foe still to
    move count for its pose with several foes left too (``positions.STAY_BLOWS``; in a duel
    always). Over 1: never."""
    waits_out_fights: float = 0.0
    """The share of the turn limit until which a Krusher with no foe near keeps its distance
    while every enemy is locked in a fight with another enemy (``positions``'s
    ``_distance_cost``): let them wear each other down, then take on who is left. 0: never."""


NORMAL = Weights()
"""The normal agent's weights: armour and shield points are small change."""
ATTRITION = Weights(armour=0.5, shield=0.5, focus=1.0, sees_arming=True, reads_crowds=True,
                    crowd_stay_from=0.5, waits_out_fights=0.75)
"""The hard agent's weights: a point worn off armour or a shield counts half a point of
Linkage, and the last ``FOCUS_SPAN`` points of a side climb to a full Linkage point (so its
blows go on to a side already worn: without it, 64 / 13 / 43 hard / normal / drawn of 120
mirror duels on the five arenas, with it 66 / 14 / 40; at 2.0, 9 / 5 / 10 of 24 on the
Krusher Arena against 17 / 2 / 5 at 1.0). Armour in full (1.0 / 0.5, tuned on 40 duels of
the Light shield design both levels build) lost the mirror duels of two-weapon designs to
normal (Pit Boss 1-11, Duelist 4-8); at 0.5 those went 5-7 and 8-4 and the shield designs
kept their edge (docs/ai.md, "Levels that mean what they say")."""


PRESSED_SHIELD = 0.6
"""What a shield point is worth once the turn limit is reached (a shield guards two sides)."""


PRESS_FROM = 0.75
"""The share of the turn limit from which ``pressed`` raises the weights (the last quarter:
from half way, normal played its duels so much better late on that hard lost its edge)."""


def pressed(w: Weights, turn: int, limit: int) -> Weights:
    """``w`` in the last quarter of the match: armour and shield points count more and more
    (armour as much as Linkage at the turn limit), in steps of a tenth of the way. A match
    that reaches the limit is a draw, so late on only wearing through a side brings a
    result; with the normal weights alone the heuristic parried and blocked many-Krusher
    matches into draws."""
    late = (min(1.0, turn / max(limit, 1)) - PRESS_FROM) / (1 - PRESS_FROM)
    share = round(10 * late) / 10
    if share <= 0:
        return w
    return replace(w, armour=w.armour + (w.linkage - w.armour) * share,
                   shield=w.shield + max(0.0, PRESSED_SHIELD - w.shield) * share)


FOCUS_SPAN = 12
"""How many of a side's last armour points ``Weights.focus`` raises."""


def landed_value(points: int, armour: int, il: int, w: Weights = NORMAL) -> float:
    """Worth of ``points`` landing on a side with ``armour`` over ``il`` Linkage."""
    to_armour = min(points, armour)
    to_il = min(points - to_armour, max(il, 0))
    kill = w.kill if il > 0 and to_il >= il else 0.0
    return _armour_worth(to_armour, armour, w) + w.linkage * to_il + kill


def _armour_worth(worn: int, armour: int, w: Weights) -> float:
    """Worth of wearing ``worn`` points off a side with ``armour`` left: with ``focus`` the
    points nearest the Linkage count more, so blows go on to the side already worn (a duel
    between shielded designs is won by breaking one side, not by denting all four)."""
    if not w.focus or not worn:
        return w.armour * worn
    rise = (w.linkage - w.armour) * w.focus
    extra = sum(max(0, FOCUS_SPAN - left) for left in range(armour - worn, armour))
    return w.armour * worn + rise * extra / FOCUS_SPAN


def straight_value(points: int, il: int, w: Weights = NORMAL) -> float:
    """Worth of ``points`` going straight to Linkage."""
    return landed_value(points, 0, il, w)


_MEMO: dict[tuple[Any, ...], float] = {}
_MEMO_LIMIT = 200_000
_ITEMS: dict[Any, int] = {}
"""A small number for every distinct item in a hand, for ``_key``."""


def _key(board: Any, a: Any, hand: int, d: Any, w: Weights) -> tuple[Any, ...]:
    """Everything an attack's worth depends on (the worth is a pure function of it).

    Only numbers, strings and plain tuples of them, never a ``Hex`` or an item: the garbage
    collector stops watching such a tuple, and with up to ``_MEMO_LIMIT`` keys watched its
    full passes took up to 190 ms in a crowded match, much of the slowest AI decisions
    (docs/ai.md, "Decision time at eight seats")."""
    return (w.linkage, w.armour, w.shield, w.kill, w.focus, id(board.arena), hand, a.uid,
            *a.hex, a.facing, _item(a.hands[0]), _item(a.hands[1]), a.program.name,
            a.oust, d.uid, *d.hex, d.facing, _item(d.hands[0]), _item(d.hands[1]),
            d.program.name, d.shield_use, d.shield_ap, d.turn_shield_ap,
            tuple(sorted(d.parries.items())), tuple(d.armour), d.il)


def _item(item: Any) -> int:
    """An item's number in ``_ITEMS`` (-1: an empty hand)."""
    return -1 if item is None else _ITEMS.setdefault(item, len(_ITEMS))


def attack_value(board: Any, a: Any, hand: int, d: Any, w: Weights = NORMAL) -> float:
    """Expected worth of ``a``'s hand ``hand`` attacking ``d`` as things stand (memoised:
    searches meet the same exchanges over and over)."""
    key = _key(board, a, hand, d, w)
    found = _MEMO.get(key)
    if found is None:
        if len(_MEMO) >= _MEMO_LIMIT:
            _MEMO.clear()
        found = _MEMO[key] = _attack_value(board, a, hand, d, w)
    return found


def _attack_value(board: Any, a: Any, hand: int, d: Any, w: Weights) -> float:
    p_hit, p_crit = od.odds(board, a, hand, d)
    if p_hit <= 0:
        return 0.0
    bonus = sum(t.value for t in od.damage_terms(board, a, hand, d))
    side = side_towards(d, a.hex)
    armour, il = d.armour[side], d.il
    blocked = shield_blocks(d, a.uid, side)
    normal = 0.0
    for die in range(1, 7):
        points = max(0, die + bonus)
        to_shield = min(points, d.shield_ap) if blocked else 0
        normal += w.shield * to_shield + landed_value(points - to_shield, armour, il, w)
    crit = 0.0
    for points, straight in od.critical_outcomes(board, a, hand):
        crit += straight_value(points, il, w) if straight \
            else landed_value(points, armour, il, w)
    return p_hit * normal / 6 + p_crit * crit / 6


def best_attacks(board: Any, a: Any, enemies: list[Any], w: Weights = NORMAL) -> float:
    """Worth of ``a``'s best target for each hand among ``enemies`` (reach and arcs as they
    stand)."""
    total = 0.0
    for hand in (0, 1):
        if attack_item(a, hand) is None:
            continue
        total += max((attack_value(board, a, hand, e, w) for e in enemies
                      if od.in_reach(board, a, hand, e)), default=0.0)
    return total


def krusher_worth(k: Any, w: Weights = NORMAL) -> float:
    """How much a Krusher is worth to its side (Linkage most, then armour and shield)."""
    if k.defeated or k.il <= 0:
        return 0.0
    armour = sum(min(a, 20) for a in k.armour)
    return w.kill + w.linkage * k.il + w.armour * armour + w.shield * min(k.shield_ap, 25) \
        + 0.5 * INTERNAL_LINKAGE * (sum(h is not None for h in k.hands) / 2)


def material(state: Any, team: int, w: Weights = NORMAL) -> float:
    """Own side's worth minus the others' (each enemy side weighted equally)."""
    own = sum(krusher_worth(k, w) for k in state.krushers if k.team == team)
    others = [k for k in state.krushers if k.team != team]
    foes = len({k.team for k in others}) or 1
    return own - sum(krusher_worth(k, w) for k in others) / foes
