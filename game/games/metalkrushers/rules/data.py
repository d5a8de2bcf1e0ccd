"""MetalKrushers data tables: chassis, weapons, shields, programs and the chance charts.

The chassis chart and the shield chart are the rulebook's. The weapon table and the critical
hit chart are missing from the book; their numbers are the project's rulings (written up in
docs/rules/metalkrushers.md), chosen so the book's worked
combat example comes out exactly. Items are written as short codes such as
``"medium slice"``, ``"wt. large thrust"``, ``"imp. small projector"``, ``"small shield"``
or ``"spiked huge shield"``; ``""`` is an empty hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

SIDES: tuple[str, ...] = ("F", "LF", "LR", "B", "RR", "RF")
"""The six hexsides of a Krusher, counter-clockwise from its front: side ``i`` faces the hex
direction ``facing + i`` (game.core.hexes.DIRECTIONS)."""

SIDE_NAMES = {"F": "front", "LF": "left-front", "LR": "left-rear", "B": "rear",
              "RR": "right-rear", "RF": "right-front"}
ARMOUR_ORDER: tuple[str, ...] = ("F", "RF", "RR", "B", "LR", "LF")
"""The order armour is listed in for players: the ruling's, going round clockwise from the
front. A Build and a Krusher keep their armour by side index (``SIDES`` order); use
``armour_by_side`` to read it in this order."""


def armour_by_side(armour: tuple[int, ...] | list[int]) -> tuple[tuple[str, int], ...]:
    """(side, points) pairs of armour kept in ``SIDES`` order, listed in ``ARMOUR_ORDER``."""
    return tuple((side, armour[SIDES.index(side)]) for side in ARMOUR_ORDER)


@dataclass(frozen=True, slots=True)
class Chassis:
    """One row of the chassis chart; ``step`` orders chassis from lightest (0) to heaviest."""

    name: str
    max_side: int
    total: int
    reflex: int
    reflex_roll: int
    movement: int
    step: int
    optional: bool


CHASSIS: dict[str, Chassis] = {c.name: c for c in (
    Chassis("Bantam", 5, 15, 3, +1, 8, 0, True),
    Chassis("Light", 15, 45, 3, 0, 7, 1, False),
    Chassis("Standard", 25, 75, 2, 0, 6, 2, False),
    Chassis("Heavy", 35, 105, 1, 0, 5, 3, False),
    Chassis("Monster", 45, 135, 1, -1, 4, 4, True),
)}
INTERNAL_LINKAGE = 16

WEAPON_TYPES = ("thrust", "slice", "impact")
PROJECTOR = "projector"
SIZES = ("small", "medium", "large")
SIZE_DAMAGE = {"small": -2, "medium": 0, "large": +2}
TYPE_DAMAGE = {"thrust": -1, "slice": 0, "impact": +1, PROJECTOR: -1}
SIZE_PARRY = {"small": -1, "medium": -2, "large": -3}
SIZE_IM = {"small": +1, "medium": 0, "large": -1}
CRITICAL_FROM = {"thrust": 10, "slice": 11, "impact": 12, PROJECTOR: 12}
PROJECTOR_RANGE = {"small": 2, "medium": 3, "large": 4}
VARIANTS = ("", "wt.", "imp.")

SHIELD_SIZES = ("tiny", "small", "medium", "large", "huge")
SHIELD_IM = {"tiny": +2, "small": +1, "medium": 0, "large": -1, "huge": -2}
SHIELD_AP = {"tiny": 5, "small": 15, "medium": 25, "large": 35, "huge": 45}
SHIELD_PARRY = {"tiny": -1, "small": -1, "medium": -2, "large": -2, "huge": -3}
BASH_SIZE = {"tiny": "small", "small": "small", "medium": "medium", "large": "large",
             "huge": "large"}
OPTIONAL_SHIELDS = ("tiny", "huge")


@dataclass(frozen=True, slots=True)
class Weapon:
    """A weapon (or a projector): type, size and variant ("", "wt." or "imp.")."""

    kind: str
    size: str
    variant: str = ""

    @property
    def code(self) -> str:
        """The item code, e.g. "wt. large thrust"."""
        return f"{self.variant + ' ' if self.variant else ''}{self.size} {self.kind}"

    @property
    def damage_bonus(self) -> int:
        """What is added to the 1d6 damage roll (size, type and weighting)."""
        return SIZE_DAMAGE[self.size] + TYPE_DAMAGE[self.kind] + (self.variant == "wt.")

    @property
    def to_hit_bonus(self) -> int:
        """+1 to hit for an improved weapon."""
        return 1 if self.variant == "imp." else 0

    @property
    def im(self) -> int:
        """Initiative modifier (a weighted weapon is one lower)."""
        return SIZE_IM[self.size] - (self.variant == "wt.")

    @property
    def parry(self) -> int:
        """The parry modifier this weapon puts on a parried attacker's roll."""
        return SIZE_PARRY[self.size]

    @property
    def critical_from(self) -> int:
        """The lowest natural 2d6 roll that is a critical hit (if it hits)."""
        return CRITICAL_FROM[self.kind]

    @property
    def reach(self) -> int:
        """How far it strikes (projectors shoot; melee weapons reach the next hex)."""
        return PROJECTOR_RANGE[self.size] if self.kind == PROJECTOR else 1


@dataclass(frozen=True, slots=True)
class Shield:
    """A shield of a size; a spiked shield has half the armour points but can bash."""

    size: str
    spiked: bool = False

    @property
    def code(self) -> str:
        """The item code, e.g. "spiked small shield"."""
        return f"{'spiked ' if self.spiked else ''}{self.size} shield"

    @property
    def armour(self) -> int:
        """Armour points when new."""
        return SHIELD_AP[self.size] // 2 if self.spiked else SHIELD_AP[self.size]

    @property
    def im(self) -> int:
        """Initiative modifier."""
        return SHIELD_IM[self.size]

    @property
    def parry(self) -> int:
        """The parry modifier this shield puts on a parried attacker's roll."""
        return SHIELD_PARRY[self.size]

    @property
    def bash(self) -> Weapon:
        """The impact weapon a spiked shield strikes as."""
        return Weapon("impact", BASH_SIZE[self.size])


Item = Weapon | Shield


@lru_cache(maxsize=256)
def parse_item(code: str) -> Item | None:
    """The item an item code names (None for ""); ValueError naming the problem otherwise."""
    words = code.lower().split()
    if not words:
        return None
    if words[-1] == "shield":
        spiked = words[0] == "spiked"
        rest = words[1:-1] if spiked else words[:-1]
        if len(rest) != 1 or rest[0] not in SHIELD_SIZES:
            raise ValueError(f"{code!r}: a shield is [spiked] tiny/small/medium/large/huge")
        return Shield(rest[0], spiked)
    variant = words[0] if words[0] in ("wt.", "imp.") else ""
    rest = words[1:] if variant else words
    if len(rest) != 2 or rest[0] not in SIZES or rest[1] not in (*WEAPON_TYPES, PROJECTOR):
        raise ValueError(f"{code!r}: a weapon is [wt./imp.] small/medium/large "
                         "thrust/slice/impact/projector")
    return Weapon(rest[1], rest[0], variant)


def weapon_codes(kinds: tuple[str, ...] = WEAPON_TYPES) -> tuple[str, ...]:
    """Every weapon code of the given types, each size and variant."""
    return tuple(Weapon(k, s, v).code for k in kinds for s in SIZES for v in VARIANTS)


def shield_codes(optional: bool, spiked: bool) -> tuple[str, ...]:
    """Every shield code (tiny and huge only with the optional shields)."""
    sizes = [s for s in SHIELD_SIZES if optional or s not in OPTIONAL_SHIELDS]
    return tuple(Shield(s, spiked).code for s in sizes)


def critical_points(size: str, roll: int) -> tuple[int, bool]:
    """The critical hit chart: (points, straight to Internal Linkage) for a 1d6 roll after
    its modifiers (a roll below 1, from a null field, reads as the first row)."""
    column = SIZES.index(size)
    if roll <= 2:
        row = (1, 1, 2)
    elif roll <= 4:
        row = (1, 2, 3)
    else:
        row = (2, 3, 4)
    if roll == 6:
        return row[column] + 1, True
    return row[column], False


# The Random Armament Chart: rows are the first die, columns the second; "" is nothing,
# "any <type>" lets the player choose the size (plain weapons only).
ARMAMENT_CHART: tuple[tuple[str, ...], ...] = (
    ("", "medium slice", "wt. large thrust", "wt. medium slice", "large thrust",
     "imp. small thrust"),
    ("small thrust", "any impact", "small impact", "large shield", "wt. large impact",
     "medium thrust"),
    ("imp. small slice", "imp. medium impact", "any slice", "imp. medium slice",
     "wt. small slice", "imp. small impact"),
    ("medium shield", "wt. small thrust", "imp. medium thrust", "any thrust",
     "imp. large thrust", "imp. large slice"),
    ("medium impact", "imp. large impact", "wt. medium impact", "small slice", "any shield",
     "large slice"),
    ("wt. medium thrust", "large impact", "small shield", "wt. large slice",
     "wt. small impact", ""),
)


def armament_entry(row: int, column: int) -> str:
    """The Random Armament Chart's entry for two rolls after their modifiers (a roll below 1,
    from a null field, reads as the first row or column)."""
    return ARMAMENT_CHART[max(row, 1) - 1][max(column, 1) - 1]


def any_choices(entry: str, optional_shields: bool = False) -> tuple[str, ...]:
    """The items an "any <type>" chart entry lets the player choose from."""
    kind = entry.split()[1]
    if kind == "shield":
        return shield_codes(optional_shields, spiked=False)
    return tuple(Weapon(kind, s).code for s in SIZES)
