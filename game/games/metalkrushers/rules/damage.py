"""Steps F, G and H: the attack roll, the damage roll and the critical hit.

Combat is simultaneous: each hit is marked on the defender's record as it is dealt (so the log
says where every point went), but it takes effect when the turn ends. Until then a shield
knocked to 0 still guards (game.games.metalkrushers.rules.facing.shield_guards), and a Krusher
at 0 Internal Linkage still fights; the turn's end defeats it (turns.end_turn). Points go
where the rules send them in the order they were dealt, so the totals do not depend on the
order of the attacks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.metalkrushers.rules.combat_events import AttackRolled, DamageDealt
from game.games.metalkrushers.rules.data import critical_points
from game.games.metalkrushers.rules.facing import (
    attack_item,
    shield_blocks,
    side_name,
    side_towards,
)
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.odds import (
    HIT_TARGET,
    attack_terms,
    critical_terms,
    damage_terms,
)

if TYPE_CHECKING:
    from game.games.metalkrushers.rules.state import KrusherState


def resolve_attacks(state: KrusherState, a: Krusher, hands: list[int], d: Krusher) -> None:
    """Steps F, G and H for ``a``'s hands ``hands`` on ``d``: every attack roll first, then
    the damage of each hit, then each critical hit."""
    rolled = [(hand, *_attack_roll(state, a, hand, d)) for hand in hands]
    side = side_towards(d, a.hex)
    for hand, hit, _ in rolled:
        if hit:
            _normal_damage(state, a, hand, d, side)
    for hand, _, critical in rolled:
        if critical:
            _critical(state, a, d, side, attack_item(a, hand).size)  # type: ignore[union-attr]


def _attack_roll(state: KrusherState, a: Krusher, hand: int, d: Krusher) -> tuple[bool, bool]:
    """Step F for one hand: 2d6 + modifiers; (hit, critical hit)."""
    item = attack_item(a, hand)
    assert item is not None
    terms = attack_terms(state, a, hand, d)
    dice = (state.dice.roll(6), state.dice.roll(6))
    total = sum(dice) + sum(t.value for t in terms)
    hit = total >= HIT_TARGET
    critical = hit and sum(dice) >= item.critical_from
    a.used.add(hand)
    state.out.append(AttackRolled(
        a.seat, d.seat, a.uid, a.name, d.uid, d.name, hand, a.hands[hand].code,  # type: ignore
        dice, tuple((t.label, t.value) for t in terms), total, hit, critical))
    return hit, critical


def _normal_damage(state: KrusherState, a: Krusher, hand: int, d: Krusher, side: int) -> None:
    terms = damage_terms(state, a, hand, d)
    die = state.dice.roll(6)
    points = max(0, die + sum(t.value for t in terms))
    blocked = shield_blocks(d, a.uid, side)
    to_shield = min(points, d.shield_ap) if blocked else 0
    d.shield_ap -= to_shield
    to_armour, to_linkage = _into_armour(d, side, points - to_shield)
    state.out.append(_dealt(a, d, die, tuple((t.label, t.value) for t in terms), points, side,
                            (to_shield, to_armour, to_linkage), False))


def _critical(state: KrusherState, a: Krusher, d: Krusher, side: int, size: str) -> None:
    """The critical hit chart (1d6, -1 in a null field): points to the armour behind any
    shield, or (on a 6) straight to Internal Linkage."""
    die = state.dice.roll(6)
    terms = critical_terms(state, a)
    points, straight = critical_points(size, die + sum(t.value for t in terms))
    if straight:
        to_armour, to_linkage = 0, _into_linkage(d, points)
    else:
        to_armour, to_linkage = _into_armour(d, side, points)
    state.out.append(_dealt(a, d, die, tuple((t.label, t.value) for t in terms), points, side,
                            (0, to_armour, to_linkage), True))


def _into_armour(d: Krusher, side: int, points: int) -> tuple[int, int]:
    to_armour = min(points, d.armour[side])
    d.armour[side] -= to_armour
    return to_armour, _into_linkage(d, points - to_armour)


def _into_linkage(d: Krusher, points: int) -> int:
    taken = min(points, d.il)
    d.il -= taken
    return taken


def _dealt(a: Krusher, d: Krusher, die: int, terms: tuple[tuple[str, int], ...], total: int,
           side: int, split: tuple[int, int, int], critical: bool) -> DamageDealt:
    return DamageDealt(a.seat, d.seat, a.uid, a.name, d.uid, d.name, die, terms, total,
                       side_name(side), *split, d.shield_ap, d.armour[side], d.il, critical)
