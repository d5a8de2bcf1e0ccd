"""MetalKrushers combat events: declarations, attack rolls, damage, criticals, the end.

``player`` / ``target`` are the attacker's and defender's seats; ``krusher`` / ``victim``
their uids. Rolls carry their dice and every modifier as (label, value) pairs, so a log line
(or an animation) can show the sum term by term.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.events import Event
from game.core.hexes import DIRECTION_NAMES
from game.games.metalkrushers.rules.events import Terms, _sum_text


@dataclass(frozen=True, slots=True)
class ReflexRolled(Event):
    """Step A: a Krusher tried Reflex Facing toward ``wanted`` (1d6 + modifiers, 4 or more
    turns it); ``facing`` is where it faces now."""

    player: int
    krusher: int
    name: str
    die: int
    terms: Terms
    total: int
    success: bool
    facing_from: int
    facing: int
    wanted: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        roll = _sum_text(f"1d6 {self.die}", self.terms, self.total)
        way = DIRECTION_NAMES[self.wanted]
        verdict = "it turns in time" if self.success else "too slow"
        return f"{self.name} tries Reflex Facing toward {way}: {roll}, {verdict}."


@dataclass(frozen=True, slots=True)
class ShieldDeclared(Event):
    """Step B or C: a Krusher's shield will "block" ``victim`` (the enemy named), "parry" its
    hand ``enemy_hand``, or "bash" it, for the rest of the turn."""

    player: int
    krusher: int
    name: str
    use: str
    victim: int
    victim_name: str
    enemy_hand: int
    enemy_item: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        if self.use == "parry":
            return f"{self.name} will parry {self.victim_name}'s {self.enemy_item} with " \
                   "its shield."
        return f"{self.name} will {self.use} {self.victim_name} with its shield."


@dataclass(frozen=True, slots=True)
class ParryDeclared(Event):
    """Step D or E: a weapon will parry one enemy weapon for the rest of the turn."""

    player: int
    krusher: int
    name: str
    hand: int
    item: str
    victim: int
    victim_name: str
    enemy_hand: int
    enemy_item: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name} will parry {self.victim_name}'s {self.enemy_item} with its " \
               f"{('left', 'right')[self.hand]} {self.item}."


@dataclass(frozen=True, slots=True)
class AttackRolled(Event):
    """Step F: an attack roll, 2d6 + modifiers; 7 or more hits, a natural roll in the
    weapon's critical range that hits is a critical hit."""

    player: int
    target: int
    krusher: int
    name: str
    victim: int
    victim_name: str
    hand: int
    item: str
    dice: tuple[int, int]
    terms: Terms
    total: int
    hit: bool
    critical: bool

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        natural = sum(self.dice)
        roll = _sum_text(f"2d6 {natural} [{self.dice[0]}, {self.dice[1]}]", self.terms,
                         self.total)
        verdict = "a critical hit!" if self.critical else "a hit." if self.hit else "a miss."
        return f"{self.name} attacks {self.victim_name} with its {self.item}: {roll}, {verdict}"


@dataclass(frozen=True, slots=True)
class DamageDealt(Event):
    """Step G (or H, ``critical``): damage marked on the defender; how much goes to the shield,
    to the side's armour and to Internal Linkage, and what will be left of each when the turn
    ends and the damage takes effect. ``terms`` are the roll's modifiers (for a critical, those
    of the chart roll)."""

    player: int
    target: int
    krusher: int
    name: str
    victim: int
    victim_name: str
    die: int
    terms: Terms
    total: int
    side: str
    to_shield: int
    to_armour: int
    to_linkage: int
    shield_left: int
    armour_left: int
    linkage_left: int
    critical: bool = False

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        label = "critical" if self.critical else "damage"
        if self.critical:
            read = self.die + sum(v for _, v in self.terms)
            roll = f"chart {_sum_text(f'1d6 {self.die}', self.terms, read)} gives {self.total}" \
                if self.terms else f"chart 1d6 {self.die} gives {self.total}"
        else:
            roll = _sum_text(f"1d6 {self.die}", self.terms, self.total)
        parts = [f"{n} to {where}" for n, where in (
            (self.to_shield, "the shield"), (self.to_armour, f"{self.side} armour"),
            (self.to_linkage, "Internal Linkage")) if n]
        landed = ", ".join(parts) if parts else "no damage"
        return f"{self.name}'s {label} roll on {self.victim_name}: {roll}: {landed} " \
               f"(Internal Linkage {self.linkage_left})."


@dataclass(frozen=True, slots=True)
class KrusherDefeated(Event):
    """A Krusher's Internal Linkage was gone at the end of the turn."""

    player: int
    krusher: int
    name: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name} is defeated!"


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    """The match is over: the winning team (-1: a draw), its seats, and why."""

    team: int
    winners: tuple[int, ...]
    reason: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        if self.team < 0:
            return f"The match is a draw ({self.reason})."
        verb = "wins" if len(self.winners) == 1 else "win"
        return f"{' and '.join(names[s] for s in self.winners)} {verb} ({self.reason})."
