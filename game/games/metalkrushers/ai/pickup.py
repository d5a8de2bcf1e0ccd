"""Pick-Up: when a Krusher re-rolls the item in a hand on the Random Armament Chart, and what
a weapon's blow is worth.

A Krusher that has just armed a hand may, still on that pick-up hex the next turn, spend the
turn arming that hand again, the new result replacing the old ("nothing", or a second shield,
leaves the old one in hand). Where the other hand can never be armed (an arena with one
pick-up hex, the Duel Pit), every level that judges re-rolls a shield held with no weapon (a
Krusher holding only a shield cannot strike: two of them stood off to the turn limit) and a
small weapon (``REROLL_BELOW``) while no armed enemy can strike it this turn (an arming
Krusher only evades). Hard re-rolls a small weapon on any arena, since the chart's weapons
deal about twice as much on average; normal keeps what it rolled there.
"""

from __future__ import annotations

from functools import cache

from game.core.hexes import distance
from game.core.match import Choice, Request
from game.games.metalkrushers.ai.positions import reach_of
from game.games.metalkrushers.rules.choices import Arm
from game.games.metalkrushers.rules.data import Item, Shield, Weapon, critical_points
from game.games.metalkrushers.rules.facing import attack_item
from game.games.metalkrushers.rules.krusher import Krusher
from game.games.metalkrushers.rules.odds import crit_chance, hit_chance
from game.games.metalkrushers.rules.state import KrusherState

REROLL_BELOW = 1.6
"""The expected points a blow of the weapon in hand must reach (against a front of Evade -2,
struck at +2) for it to be kept rather than re-rolled: every small weapon but the improved
and the weighted small impact falls below (the chart's weapons average 2.7)."""


@cache
def blow_worth(weapon: Weapon) -> float:
    """Expected points one attack of ``weapon`` deals through a front with no shield (the
    to-hit and critical odds the rules use, damage and critical dice averaged)."""
    modifier = weapon.to_hit_bonus
    normal = sum(max(0, d + weapon.damage_bonus) for d in range(1, 7)) / 6
    crit = sum(critical_points(weapon.size, d)[0] for d in range(1, 7)) / 6
    return hit_chance(modifier) * normal + crit_chance(modifier, weapon.critical_from) * crit


def reroll(state: KrusherState, request: Request, weapons: bool = True) -> Choice | None:
    """A re-roll (see the module docstring), or None: of a shield that no weapon can ever
    join, of a poor weapon on an arena where it is the only item the Krusher will ever hold,
    and, if ``weapons`` (hard), of a poor weapon anywhere."""
    k = state.krusher(request.krusher)  # type: ignore[attr-defined]
    for choice in request.legal_choices():
        if not isinstance(choice, Arm):
            continue
        item = k.hands[choice.hand]
        if isinstance(item, Shield) and lone(state, k) and not any(
                isinstance(i, Weapon) for i in k.hands):
            return choice
        if (weapons or lone(state, k)) and poor_weapon(state, k, item):
            return choice
    return None


def lone(state: KrusherState, k: Krusher) -> bool:
    """Whether ``k``'s other hand can never be armed: no other pick-up hex on the arena."""
    return not [h for h in state.arena.hexes_with("pickup") if h != k.hex]


def poor_weapon(state: KrusherState, k: Krusher, item: Item | None) -> bool:
    """Whether ``item`` is a weapon dealing too little to keep, with nobody near enough to
    strike ``k`` while it re-rolls."""
    return isinstance(item, Weapon) and blow_worth(item) < REROLL_BELOW \
        and not in_danger(state, k)


def in_danger(state: KrusherState, k: Krusher) -> bool:
    """Whether an enemy could strike ``k`` this turn if it stayed where it stands: one
    still to move within its movement and reach, one that has moved within its reach (its
    items' and its program's: a polearm strikes two hexes away, ``positions.reach_of``)."""
    moved = set(state.move_order[:state.move_index])
    for e in state.krushers:
        if not e.active or e.team == k.team or all(attack_item(e, h) is None for h in (0, 1)):
            continue
        walk = 0 if e.uid in moved else e.mp
        if distance(e.hex, k.hex) <= walk + reach_of(e):
            return True
    return False
