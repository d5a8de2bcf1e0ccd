"""Every choice a MetalKrushers player can make, as small frozen dataclasses.

Krushers are named by ``uid`` (1, 2, ...), hands by index (0 left, 1 right; a both-hands
weapon is the right hand), facings by hex direction (0-5, game.core.hexes.DIRECTIONS).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.metalkrushers.rules.build import Build


@dataclass(frozen=True, slots=True)
class SaveLast:
    """Team Play: the team that won initiative keeps Krusher ``krusher`` back to move after
    everyone else (0: keep none back)."""

    krusher: int


@dataclass(frozen=True, slots=True)
class MoveNext:
    """Team Play: of the team's Krushers tied in the movement order (one score, one chassis)
    and not yet ordered, the leader sends ``krusher`` first."""

    krusher: int


@dataclass(frozen=True, slots=True)
class Move:
    """One movement action: "forward" (1 MP), "back" (2 MP), "left" / "right" (turn one
    hexside, 1 MP; free once after moving) or "stop"."""

    action: str


@dataclass(frozen=True, slots=True)
class Oust:
    """Try to shove the Krusher ``target`` standing in front out of its hex (needs 2 MP)."""

    target: int


@dataclass(frozen=True, slots=True)
class Arm:
    """Pick-Up: spend this turn arming hand ``hand`` from the pick-up hex underfoot."""

    hand: int


@dataclass(frozen=True, slots=True)
class TakeItem:
    """Pick-Up: take this item (a code such as "large slice") for an "any" chart result."""

    item: str


@dataclass(frozen=True, slots=True)
class Reflex:
    """Step A: try Reflex Facing, turning to ``facing`` on a success (None: no attempt)."""

    facing: int | None


@dataclass(frozen=True, slots=True)
class Strike:
    """The attacks this combat slot: a target uid per hand (0: that hand does not attack)."""

    targets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class UseShield:
    """Steps B and C: "none" for now, "block" the Krusher ``enemy`` for the turn, or "parry"
    its hand ``enemy_hand`` for the turn."""

    use: str
    enemy: int = 0
    enemy_hand: int = -1


@dataclass(frozen=True, slots=True)
class Parry:
    """Steps D and E: hand ``hand`` parries the enemy ``enemy``'s hand ``enemy_hand`` for the
    rest of the turn (and does not attack)."""

    hand: int
    enemy: int
    enemy_hand: int


@dataclass(frozen=True, slots=True)
class NoParry:
    """Steps D and E: declare no (further) weapon parries now."""


CHOICE_TYPES: dict[str, type] = {cls.__name__: cls for cls in (
    Build, SaveLast, MoveNext, Move, Oust, Arm, TakeItem, Reflex, Strike, UseShield, Parry,
    NoParry)}
"""Every choice class by name (for JSON round trips)."""
