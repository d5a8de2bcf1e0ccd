"""Choosing a Krusher design: every legal loadout scored by a face-to-face duel race.

``race(mine, theirs)`` works out, in closed form over the dice, how much each design deals per
turn to the other's front (both hands strike through the front, AB +2 against EV -2 and any
shield) and how many turns each lasts; a design is good when it outlasts the other.
Armour goes mostly to the front and the front sides (``front_heavy``).
"""

from __future__ import annotations

from functools import lru_cache

from game.games.metalkrushers.rules.build import TEMPLATES, Build, Rules, legal_builds, problems
from game.games.metalkrushers.rules.data import (
    CHASSIS,
    INTERNAL_LINKAGE,
    Shield,
    Weapon,
    critical_points,
)
from game.games.metalkrushers.rules.odds import crit_chance, hit_chance
from game.games.metalkrushers.rules.programs import FLEXIBLE, PROGRAMS

ARMOUR_WEIGHTS = (1.0, 0.6, 0.22, 0.1, 0.22, 0.6)
"""How armour is shared out by side (F, LF, LR, B, RR, RF) before the chassis cap."""
FILL_ORDER = (0, 5, 1, 4, 2, 3)
MOBILITY = 5.0
"""Turns of the race one movement point is worth: measured, agile Krushers reach weak sides
(a Light Krusher with two improved weapons beat the heavy shield design 6-0 in a duel)."""


def front_heavy(chassis: str) -> tuple[int, ...]:
    """The chassis total spread by ``ARMOUR_WEIGHTS``, no side over the chassis maximum."""
    c = CHASSIS[chassis]
    whole = sum(ARMOUR_WEIGHTS)
    armour = [min(c.max_side, int(c.total * w / whole)) for w in ARMOUR_WEIGHTS]
    while sum(armour) < c.total:
        for side in FILL_ORDER:
            if armour[side] < c.max_side and sum(armour) < c.total:
                armour[side] += 1
    return tuple(armour)


def with_armour(build: Build) -> Build:
    """``build`` with the front-heavy spread (kept as it is if that would not be legal)."""
    return Build(build.chassis, build.program, build.left, build.right,
                 front_heavy(build.chassis))


def damage_per_turn(mine: Build, theirs: Build) -> float:
    """Expected points ``mine`` deals to ``theirs``' front in one turn of trading blows."""
    guard = -1 if any(isinstance(i, Shield) for i in theirs.items()) else 0
    return _damage(mine.program, mine.left, mine.right, guard)


@lru_cache(maxsize=4096)
def _damage(program_name: str, left: str, right: str, guard: int) -> float:
    program = PROGRAMS[program_name]
    total = 0.0
    for item in Build("", program_name, left, right, ()).items():
        weapon = item if isinstance(item, Weapon) else (
            item.bash if isinstance(item, Shield) and item.spiked else None)
        if weapon is None:
            continue
        modifier = 2 - 2 + guard + weapon.to_hit_bonus
        bonus = weapon.damage_bonus + (program.damage if isinstance(item, Weapon) else 0)
        normal = sum(max(0, d + bonus) for d in range(1, 7)) / 6
        crit = sum(critical_points(weapon.size, d)[0] for d in range(1, 7)) / 6
        total += hit_chance(modifier) * normal + crit_chance(modifier, weapon.critical_from) * \
            crit
    return total


def staying_power(build: Build) -> float:
    """Points it takes through the front before it falls (front armour, a blocking
    shield's armour, Linkage) plus a little of the front sides."""
    shield = max((i.armour for i in build.items() if isinstance(i, Shield)), default=0)
    return build.armour[0] + 0.5 * shield + INTERNAL_LINKAGE + 0.25 * (build.armour[1]
                                                                       + build.armour[5])


def race(mine: Build, theirs: Build) -> float:
    """How many turns ``mine`` outlasts ``theirs`` by (positive: ``mine`` wins the race)."""
    dealt = max(damage_per_turn(mine, theirs), 0.05)
    taken = max(damage_per_turn(theirs, mine), 0.05)
    mobility = MOBILITY * (_agility(mine) - _agility(theirs))
    return staying_power(mine) / taken - staying_power(theirs) / dealt + mobility


def _agility(build: Build) -> float:
    """Movement points and Reflex Facing hexsides: what lets a Krusher reach a weak side
    and turn its own front to a blow."""
    chassis = CHASSIS[build.chassis]
    return chassis.movement + 0.5 * chassis.reflex


@lru_cache(maxsize=16)
def ranked_builds(rules: Rules) -> tuple[Build, ...]:
    """Every legal loadout (front-heavy armour), best first against the named templates
    and the even-armour field."""
    candidates = [with_armour(b) for b in legal_builds(rules)]
    candidates = [b for b in candidates if not problems(b, rules)]
    if rules.pick_up:
        return tuple(sorted(candidates, key=lambda b: -_pickup_worth(b)))
    field = [b for b in TEMPLATES.values() if b.program != FLEXIBLE] or candidates[:5]
    scored = [(sum(race(b, f) for f in field), i, b) for i, b in enumerate(candidates)]
    scored.sort(key=lambda t: (-t[0], t[1]))
    return tuple(b for _, _, b in scored)


def _pickup_worth(build: Build) -> float:
    chassis = CHASSIS[build.chassis]
    return chassis.total + 8 * chassis.movement


def best_build(rules: Rules) -> Build:
    """The normal agent's design: the top of ``ranked_builds``."""
    return ranked_builds(rules)[0]


def counter_build(rules: Rules, candidates: int, field: int) -> Build:
    """The hard agent's design: of the ``candidates`` best loadouts, the one that does best
    against the ``field`` best (what a sound opponent builds), worst case weighted in."""
    ranked = ranked_builds(rules)
    if rules.pick_up:
        return ranked[0]
    mine, theirs = ranked[:candidates], ranked[:field]

    def worth(b: Build) -> float:
        results = [race(b, t) for t in theirs]
        return sum(results) / len(results) + min(results)
    return max(mine, key=lambda b: (worth(b), -mine.index(b)))
