"""Who can strike whom, the to-hit and damage sums term by term, and the odds.

The rules core resolves attacks with these functions and the UI and AI call the same ones
on a view: a *board* is anything with ``arena`` and ``krusher(uid)`` (the match state or a
``MatchView``), so the chances shown are exactly the rules'.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.hexes import direction_between, distance
from game.games.metalkrushers.rules.data import PROJECTOR, Shield, Weapon, critical_points
from game.games.metalkrushers.rules.facing import (
    attack_bonus,
    attack_item,
    evade,
    parry_covers,
    shield_parries,
    side_name,
    side_towards,
)

HIT_TARGET = 7
"""A to-hit total of 7 or more hits."""
NULL_FIELD = -1
"""A null field takes 1 off every die roll of a Krusher standing in it."""


@dataclass(frozen=True, slots=True)
class Term:
    """One modifier of a roll: what it is and how much it adds."""

    label: str
    value: int

    def text(self) -> str:
        """"+2 (C's front AB)"."""
        return f"{self.value:+d} ({self.label})"


def in_reach(board: Any, a: Any, hand: int, d: Any) -> bool:
    """True if ``a`` can attack ``d`` with hand ``hand`` now (arc, reach, sight)."""
    item = attack_item(a, hand)
    if item is None or d is a or d.team == a.team or d.defeated:
        return False
    gap = distance(a.hex, d.hex)
    if gap > (item.reach if item.kind == PROJECTOR else 2):
        return False  # out of reach whatever the arc: skip working the side out (AI hot path)
    side = side_towards(a, d.hex)
    if side not in attack_bonus(a, hand):
        return False
    if item.kind == PROJECTOR:
        return gap <= item.reach and board.arena.has_line_of_sight(a.hex, d.hex)
    if gap == 2 and a.program.reach >= 2 and isinstance(a.hands[hand], Weapon):
        ahead: bool = direction_between(a.hex, d.hex) == a.facing \
            and board.arena.has_line_of_sight(a.hex, d.hex)
        return ahead
    return gap == 1


def attack_terms(board: Any, a: Any, hand: int, d: Any) -> tuple[Term, ...]:
    """Every modifier added to the 2d6 when ``a`` attacks ``d`` with hand ``hand``."""
    item = attack_item(a, hand)
    assert item is not None
    a_side = side_towards(a, d.hex)
    d_side = side_towards(d, a.hex)
    terms = [Term(f"{a.name}'s {side_name(a_side)} AB", attack_bonus(a, hand)[a_side])]
    base, shield = evade(d, d_side)
    terms.append(Term(f"{d.name}'s {side_name(d_side)} EV", base))
    if shield:
        terms.append(Term(f"{d.name}'s shield EV", shield))
    terms += _parry_terms(d, d_side, a.uid, hand, item)
    if item.to_hit_bonus:
        terms.append(Term("improved", item.to_hit_bonus))
    if item.kind == PROJECTOR and distance(a.hex, d.hex) > 1:
        terms.append(Term("range", 1 - distance(a.hex, d.hex)))
    terms += _situation_terms(board, a, d)
    return tuple(t for t in terms if t.value or "AB" in t.label or "EV" in t.label)


def _parry_terms(d: Any, side: int, attacker: int, hand: int, item: Weapon) -> list[Term]:
    found = []
    for own, (uid, enemy_hand) in sorted(d.parries.items()):
        if (uid, enemy_hand) == (attacker, hand) and side in parry_covers(d, own) \
                and item.kind != PROJECTOR:
            parrier = d.hands[own]
            value = parrier.parry - d.program.parry_step
            found.append(Term(f"{d.name}'s {parrier.code} parry", value))
    use = d.shield_use
    if use is not None and use[0] == "parry" and (use[1], use[2]) == (attacker, hand) \
            and shield_parries(d):
        shield_hand = next(h for h, i in enumerate(d.hands) if isinstance(i, Shield))
        if side in parry_covers(d, shield_hand):
            shield = d.hands[shield_hand]
            found.append(Term(f"{d.name}'s {shield.code} parry", shield.parry))
    return found


def null_field(board: Any, k: Any) -> int:
    """What the ground ``k`` stands on adds to each of its die rolls: -1 in a null field."""
    return NULL_FIELD if board.arena.terrain(k.hex) == "null" else 0


def _situation_terms(board: Any, a: Any, d: Any) -> list[Term]:
    found = []
    if null_field(board, a):
        found.append(Term("null field", null_field(board, a)))
    if a.oust is not None and a.oust[0] == d.uid:
        found.append(Term("oust", a.oust[1]))
    return found


def damage_terms(board: Any, a: Any, hand: int, d: Any) -> tuple[Term, ...]:
    """Every modifier added to the 1d6 damage roll (the total never goes below 0)."""
    item = attack_item(a, hand)
    assert item is not None
    terms = [Term(f"{item.size} {item.kind}", item.damage_bonus - (item.variant == "wt."))]
    if item.variant == "wt.":
        terms.append(Term("weighted", 1))
    if a.program.damage and isinstance(a.hands[hand], Weapon):
        terms.append(Term(a.program.name, a.program.damage))
    terms += _situation_terms(board, a, d)
    return tuple(t for t in terms if t.value or t is terms[0])


def critical_from(a: Any, hand: int) -> int:
    """The lowest natural roll that is a critical hit with this hand's attack."""
    item = attack_item(a, hand)
    assert item is not None
    return item.critical_from


def critical_terms(board: Any, a: Any) -> tuple[Term, ...]:
    """The modifiers of ``a``'s roll on the critical hit chart (only a null field)."""
    return (Term("null field", null_field(board, a)),) if null_field(board, a) else ()


def critical_outcomes(board: Any, a: Any, hand: int) -> tuple[tuple[int, bool], ...]:
    """The six equally likely results of a critical hit by this hand: (points, straight to
    Internal Linkage), the chart read after the roll's modifiers."""
    item = attack_item(a, hand)
    assert item is not None
    shift = sum(t.value for t in critical_terms(board, a))
    return tuple(critical_points(item.size, die + shift) for die in range(1, 7))


TWO_DICE = tuple(x + y for x in range(1, 7) for y in range(1, 7))
"""The 36 equally likely natural 2d6 rolls."""


def hit_chance(modifier: int) -> float:
    """The chance that 2d6 + ``modifier`` reaches 7."""
    return sum(1 for n in TWO_DICE if n + modifier >= HIT_TARGET) / 36


def crit_chance(modifier: int, crit_from: int) -> float:
    """The chance of a critical hit: a natural roll from ``crit_from`` up that also hits."""
    return sum(1 for n in TWO_DICE
               if n >= crit_from and n + modifier >= HIT_TARGET) / 36


def odds(board: Any, a: Any, hand: int, d: Any) -> tuple[float, float]:
    """(chance to hit, chance of a critical) for this attack as things stand: none when no
    arc of that hand looks at ``d`` (a parry is offered against every enemy next door, even
    one turned away, whose blow cannot land unless it turns)."""
    if side_towards(a, d.hex) not in attack_bonus(a, hand):
        return 0.0, 0.0
    total = sum(t.value for t in attack_terms(board, a, hand, d))
    return hit_chance(total), crit_chance(total, critical_from(a, hand))
