"""Every choice a Mechaton player can make, as small frozen dataclasses (JSON via the core).

Mechs are named by uid (``mech``), never by a field the core reads as a seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.hexes import Hex


@dataclass(frozen=True, slots=True)
class BuildMech:
    """Add a mech to your secret army: its name, attachment codes, 1-shot rockets and
    (optionally) a name for each attachment, in the order of ``parts``."""

    name: str
    parts: tuple[str, ...]
    rockets: int = 0
    labels: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class FinishArmy:
    """Declare your army complete."""

    done: bool = True


@dataclass(frozen=True, slots=True)
class PickInitiative:
    """Go on this one of your mech's rolled initiative dice (its value)."""

    value: int


@dataclass(frozen=True, slots=True)
class PlaceStation:
    """Put one of your stations on a hex."""

    at: Hex


@dataclass(frozen=True, slots=True)
class PlaceMech:
    """Put one of your mechs (by uid) on a hex."""

    mech: int
    at: Hex


@dataclass(frozen=True, slots=True)
class Target:
    """Step b: name a target mech (None: no target); ``rocket`` fires a 1-shot rocket."""

    mech: int | None
    rocket: bool = False


@dataclass(frozen=True, slots=True)
class SpotTarget:
    """Step c: name a mech to spot (None: not spotting)."""

    mech: int | None


@dataclass(frozen=True, slots=True)
class Assign:
    """Step d: which rolled die (index in the roll) goes to each use; None leaves it empty."""

    defence: int | None = None
    attack: int | None = None
    move: int | None = None
    spot: int | None = None


@dataclass(frozen=True, slots=True)
class Order:
    """Step g: attack first, then move (True), or move first, then attack (False)."""

    attack_first: bool


@dataclass(frozen=True, slots=True)
class MoveTo:
    """Move to a reachable hex (your own hex: stay)."""

    at: Hex


@dataclass(frozen=True, slots=True)
class UseSpot:
    """After a hit: roll the spot die with this index's number of damage dice (None: roll
    the difference between attack and defence)."""

    spot: int | None


@dataclass(frozen=True, slots=True)
class ChooseCover:
    """The target names which of two covers in front of it takes the 5s."""

    at: Hex


@dataclass(frozen=True, slots=True)
class LosePart:
    """Lose one attachment of this kind (code, and its name) to a hit."""

    part: str
    label: str = ""


@dataclass(frozen=True, slots=True)
class TickClock:
    """At the end of a turn, tick the doomsday clock down once more (True) or not."""

    tick: bool


CHOICE_TYPES: dict[str, type] = {cls.__name__: cls for cls in (
    BuildMech, FinishArmy, PickInitiative, PlaceStation, PlaceMech, Target, SpotTarget, Assign,
    Order, MoveTo, UseSpot, ChooseCover, LosePart, TickClock)}
