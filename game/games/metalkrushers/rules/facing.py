"""Facing and arcs: which side of a Krusher looks at a hex, Attack Bonus and Evade per side.

Side ``i`` of a Krusher facing ``f`` looks along hex direction ``f + i`` (``SIDES``: F, LF,
LR, B, RR, RF). Everything here takes any object with ``hex``, ``facing``, ``hands``,
``program``, ``shield_use`` and ``turn_shield_ap`` (a state Krusher or a view's KrusherView
alike).
"""

from __future__ import annotations

from typing import Any

from game.core.hexes import Hex, direction_between, nearest_direction
from game.games.metalkrushers.rules.data import SIDE_NAMES, SIDES, Item, Shield, Weapon

FRONT, LEFT_FRONT, LEFT_REAR, REAR, RIGHT_REAR, RIGHT_FRONT = range(6)
FRONT_SIDE = (LEFT_FRONT, RIGHT_FRONT)
"""The front side on each hand's side (left hand: left-front)."""
REAR_SIDE = (LEFT_REAR, RIGHT_REAR)
BASE_EV = (-2, -1, 0, 0, 0, -1)
"""Evade by side: -2 to the front, -1 to either front side, 0 elsewhere."""


def side_name(side: int) -> str:
    """"front", "left-front", ... for a side index."""
    return SIDE_NAMES[SIDES[side]]


def side_towards(k: Any, target: Hex) -> int:
    """The side of ``k`` that looks at ``target`` (nearest direction if not on an axis)."""
    way = direction_between(k.hex, target)
    if way is None:
        way = nearest_direction(k.hex, target)
    side: int = (way - k.facing) % 6
    return side


def attack_item(k: Any, hand: int) -> Weapon | None:
    """What hand ``hand`` attacks with: its weapon, a spiked shield's bash, or nothing."""
    item = k.hands[hand]
    if isinstance(item, Weapon):
        return item
    if isinstance(item, Shield) and item.spiked:
        return item.bash
    return None


def attack_bonus(k: Any, hand: int) -> dict[int, int]:
    """Attack Bonus by side for hand ``hand`` (sides missing cannot be attacked through)."""
    item: Item | None = k.hands[hand]
    if k.program.both_hands:
        return {FRONT: 2, LEFT_FRONT: 1, RIGHT_FRONT: 1}
    arcs = {FRONT: 2, FRONT_SIDE[hand]: 1}
    if not (isinstance(item, Weapon) and item.kind == "projector"):
        arcs[REAR_SIDE[hand]] = 0
    return arcs


def shield_covers(k: Any) -> tuple[int, ...]:
    """The sides a Krusher's shield guards (front and its own front side)."""
    hand = shield_hand(k)
    return () if hand is None else (FRONT, FRONT_SIDE[hand])


def shield_blocks(d: Any, attacker_uid: int, side: int) -> bool:
    """True if ``d``'s shield takes a blow from ``attacker_uid`` landing on ``side``: it was
    raised to block that attacker, guards that side and still guards this turn
    (``shield_guards``); the points it cannot take go on to the side's armour."""
    return (d.shield_use is not None and tuple(d.shield_use[:2]) == ("block", attacker_uid)
            and side in shield_covers(d) and shield_guards(d))


def shield_hand(k: Any) -> int | None:
    """The hand holding a shield, if any."""
    for hand, item in enumerate(k.hands):
        if isinstance(item, Shield):
            return hand
    return None


def shield_guards(k: Any) -> bool:
    """True if the shield gives its Evade and can block this turn: it had armour points
    when the turn began (damage lands at the turn's end) and it is not bashing."""
    hand = shield_hand(k)
    if hand is None:
        return False
    bashing = k.shield_use is not None and k.shield_use[0] == "bash"
    return k.turn_shield_ap > 0 and not bashing


def shield_parries(k: Any) -> bool:
    """True if the shield can parry this turn: while it guards, and a spiked shield always
    (at 0 armour points it keeps only its parry and its bash)."""
    hand = shield_hand(k)
    if hand is None:
        return False
    return shield_guards(k) or k.hands[hand].spiked


def evade(k: Any, side: int) -> tuple[int, int]:
    """(base EV, shield EV) of ``k`` on ``side``."""
    shield = -1 if side in shield_covers(k) and shield_guards(k) else 0
    return BASE_EV[side], shield


def parry_covers(k: Any, hand: int) -> tuple[int, ...]:
    """The sides through which hand ``hand`` can parry (a shield: the sides it guards)."""
    if isinstance(k.hands[hand], Shield):
        return shield_covers(k)
    return tuple(attack_bonus(k, hand))
