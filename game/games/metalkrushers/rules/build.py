"""Krusher construction: the Build choice, its limits and the Arena Rules balance check.

A Build is both a choice (answering a construction request) and data (named templates for
a quick start). Its armour is kept by side index (``SIDES`` order: front, left-front,
left-rear, rear, right-rear, right-front); players see it listed in ``ARMOUR_ORDER``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.games.metalkrushers.rules.data import (
    CHASSIS,
    OPTIONAL_SHIELDS,
    PROJECTOR,
    WEAPON_TYPES,
    Item,
    Shield,
    armour_by_side,
    parse_item,
    shield_codes,
    weapon_codes,
)
from game.games.metalkrushers.rules.programs import FLEXIBLE, PROGRAMS, fits


@dataclass(frozen=True, slots=True)
class Rules:
    """The optional rules and scenario limits construction is checked against.

    ``balance`` is the Arena Rules' Armament Balance (total IM 0); ``pick_up`` demands the
    Flexible program with empty hands (arms come from the pick-up hexes).
    """

    new_chassis: bool = False
    new_programs: bool = False
    new_shields: bool = False
    balance: bool = True
    pick_up: bool = False


@dataclass(frozen=True, slots=True)
class Build:
    """A Krusher design: chassis, program, what each hand holds and armour per side."""

    chassis: str
    program: str
    left: str
    right: str
    armour: tuple[int, ...]

    def items(self) -> tuple[Item | None, Item | None]:
        """The parsed (left, right) items; ValueError for a bad code."""
        return parse_item(self.left), parse_item(self.right)

    @property
    def im(self) -> int:
        """The Krusher's initiative modifier: its items' and its program's."""
        total = PROGRAMS[self.program].im if self.program in PROGRAMS else 0
        for item in self.items():
            total += item.im if item is not None else 0
        return total


def problems(build: Build, rules: Rules) -> list[str]:
    """Why ``build`` is not allowed under ``rules`` (empty when it is)."""
    if not isinstance(build, Build):
        return [f"a build is needed, not {type(build).__name__}"]
    if not all(isinstance(v, str) for v in (build.chassis, build.program, build.left,
                                             build.right)):
        return ["chassis, program and both hands must be written as text"]
    chassis = CHASSIS.get(build.chassis)
    program = PROGRAMS.get(build.program)
    found: list[str] = []
    if chassis is None:
        found.append(f"unknown chassis {build.chassis!r} (known: {', '.join(CHASSIS)})")
    elif chassis.optional and not rules.new_chassis:
        found.append(f"the {chassis.name} chassis is an optional rule not in play")
    if program is None:
        found.append(f"unknown program {build.program!r} (known: {', '.join(PROGRAMS)})")
    elif (program.name == FLEXIBLE) != rules.pick_up:
        found.append("Pick-Up Krushers use the flexible program, and only they do")
    elif program.optional and not rules.new_programs:
        found.append(f"the {program.name} program is an optional rule not in play")
    found += _item_problems(build, rules, program)
    if chassis is not None:
        found += _armour_problems(build.armour, chassis.max_side, chassis.total)
    if rules.balance and not found and build.im != 0:
        found.append(f"Armament Balance: the total IM must be 0, not {build.im:+d}")
    return found


def _item_problems(build: Build, rules: Rules, program: object) -> list[str]:
    try:
        left, right = build.items()
    except (ValueError, AttributeError) as error:
        return [str(error)]
    found = []
    for item in (left, right):
        if isinstance(item, Shield) and not rules.new_shields and (
                item.spiked or item.size in OPTIONAL_SHIELDS):
            found.append(f"the {item.code} is an optional rule not in play")
    if program is not None:
        why = fits(program, left, right)  # type: ignore[arg-type]
        if why:
            found.append(why)
    return found


def _armour_problems(armour: object, max_side: int, total: int) -> list[str]:
    if not isinstance(armour, tuple) or len(armour) != 6 or not all(
            isinstance(a, int) and not isinstance(a, bool) for a in armour):
        return ["armour must be six whole numbers, one for each side"]
    found = [f"{side} armour {points} is outside 0-{max_side}"
             for side, points in armour_by_side(armour) if not 0 <= points <= max_side]
    if sum(armour) != total:
        found.append(f"the armour must add up to the chassis total {total}, not {sum(armour)}")
    return found


def even_armour(chassis: str) -> tuple[int, ...]:
    """The chassis total spread as evenly as possible, the front sides getting any extra."""
    total = CHASSIS[chassis].total
    base, extra = divmod(total, 6)
    bonus = {0: extra >= 1, 1: extra >= 2, 5: extra >= 3, 2: extra >= 4, 4: extra >= 5}
    return tuple(base + int(bonus.get(i, False)) for i in range(6))


@lru_cache(maxsize=64)
def legal_builds(rules: Rules) -> tuple[Build, ...]:
    """Every legal loadout under ``rules`` (each chassis, program and pair of hands) with
    its even armour spread, templates first. Other armour spreads are legal too."""
    found = [t for t in TEMPLATES.values() if not problems(t, rules)]
    seen = set(found)
    chassis = [c.name for c in CHASSIS.values() if rules.new_chassis or not c.optional]
    for name, program in PROGRAMS.items():
        if program.optional and not rules.new_programs:
            continue
        for left, right in _hands(rules, program.roles, program.both_hands):
            for c in chassis:
                build = Build(c, name, left, right, even_armour(c))
                if build not in seen and not problems(build, rules):
                    seen.add(build)
                    found.append(build)
    return tuple(found)


def _hands(rules: Rules, roles: tuple[str, str], both_hands: bool) -> list[tuple[str, str]]:
    """Every (left, right) pair of item codes that fills the two roles, either way round."""
    codes = {"": ("",), "weapon": weapon_codes(WEAPON_TYPES),
             "projector": weapon_codes((PROJECTOR,)),
             "shield": shield_codes(rules.new_shields, False),
             "spiked": shield_codes(True, True) if rules.new_shields else ()}
    first, second = (codes[r] for r in roles)
    pairs = [(a, b) for a in first for b in second]
    if both_hands:
        return pairs
    return list(dict.fromkeys(pairs + [(b, a) for a, b in pairs]))


TEMPLATES: dict[str, Build] = {
    "Duelist": Build("Standard", "weapon-and-weapon", "medium slice", "medium slice",
                     (25, 15, 8, 4, 8, 15)),
    "Bulwark": Build("Heavy", "weapon-and-shield", "medium shield", "medium impact",
                     (35, 25, 10, 5, 10, 20)),
    "Skirmisher": Build("Light", "weapon-and-weapon", "small thrust", "large slice",
                        (15, 8, 5, 4, 5, 8)),
    "Striker": Build("Standard", "weapon-and-shield", "small shield", "large thrust",
                     (25, 15, 8, 4, 8, 15)),
    "Pit Boss": Build("Heavy", "weapon-and-weapon", "wt. small impact", "medium impact",
                      (35, 20, 10, 5, 10, 25)),
    "Scavenger": Build("Light", FLEXIBLE, "", "", (15, 8, 5, 4, 5, 8)),
    "Hauler": Build("Heavy", FLEXIBLE, "", "", (35, 20, 10, 5, 10, 25)),
}
"""Named designs for a quick start (the last two are for the Pick-Up scenario)."""
