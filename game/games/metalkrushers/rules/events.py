"""MetalKrushers events: what happened, with what an animation or a log line needs.

``player`` (and ``target``) are seats; Krushers are named by ``uid`` and carry their
``name`` so a log line reads without the state. Every roll carries its die or dice and its
modifiers as (label, value) pairs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.events import Event
from game.core.hexes import DIRECTION_NAMES, Hex

Terms = tuple[tuple[str, int], ...]


def _sum_text(dice: str, terms: Terms, total: int) -> str:
    parts = "".join(f", {v:+d} ({label})" for label, v in terms)
    return f"{dice}{parts} = {total}" if terms else f"{dice} = {total}"


@dataclass(frozen=True, slots=True)
class KrusherBuilt(Event):
    """A Krusher's design was locked in (``summary`` is empty while builds are secret)."""

    player: int
    krusher: int
    name: str
    summary: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name} is built: {self.summary}." if self.summary else \
            f"{names[self.player]} has built {self.name}."


@dataclass(frozen=True, slots=True)
class KrusherRevealed(Event):
    """A Krusher entered the arena: its design, where it stands and where it faces."""

    player: int
    krusher: int
    name: str
    summary: str
    hex: Hex
    facing: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name} ({names[self.player]}) enters at {self.hex} facing " \
               f"{DIRECTION_NAMES[self.facing]}: {self.summary}."


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """A new turn began."""

    turn: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"-- Turn {self.turn} --"


@dataclass(frozen=True, slots=True)
class InitiativeRolled(Event):
    """A Krusher (or a team's leader, ``team`` >= 0) rolled initiative: 1d6 + modifiers."""

    player: int
    name: str
    die: int
    terms: Terms
    total: int
    team: int = -1

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        who = f"Team {self.team + 1} ({self.name})" if self.team >= 0 else self.name
        return f"{who} rolls initiative: {_sum_text(f'1d6 {self.die}', self.terms, self.total)}."


@dataclass(frozen=True, slots=True)
class InitiativeTied(Event):
    """Tied initiative: those named rolled 1d6 again (``rolls``, in the same order) to
    settle the order among themselves; higher goes later in movement. ``modifiers`` (when
    given) is what each roll took from a null field."""

    names_tied: tuple[str, ...]
    rolls: tuple[int, ...]
    modifiers: tuple[int, ...] = ()

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        shifts = self.modifiers or (0,) * len(self.rolls)
        rolled = ", ".join(f"{n} {r}" + (f" {m:+d} (null field) = {r + m}" if m else "")
                           for n, r, m in zip(self.names_tied, self.rolls, shifts, strict=True))
        return f"{' and '.join(self.names_tied)} tie and roll again: {rolled}."


@dataclass(frozen=True, slots=True)
class OrderSet(Event):
    """This turn's movement order (first to last) and combat order (first to last)."""

    moves: tuple[int, ...]
    combat: tuple[int, ...]
    move_names: tuple[str, ...]
    combat_names: tuple[str, ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"Movement order: {', '.join(self.move_names)}. " \
               f"Combat order: {', '.join(self.combat_names)}."


@dataclass(frozen=True, slots=True)
class TieOrdered(Event):
    """Team Play: a team leader (seat ``player``) named the movement order of its tied
    Krushers (``krushers``, first to last)."""

    player: int
    krushers: tuple[int, ...]
    krusher_names: tuple[str, ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} sends the tied Krushers in this order: " \
               f"{', '.join(self.krusher_names)}."


@dataclass(frozen=True, slots=True)
class KrusherSaved(Event):
    """Team Play: the initiative winners held a Krusher back to move last."""

    player: int
    krusher: int
    name: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name} is held back to move last."


@dataclass(frozen=True, slots=True)
class KrusherMoved(Event):
    """A Krusher stepped forward or back (``cost`` MP), keeping its facing."""

    player: int
    krusher: int
    name: str
    origin: Hex
    to: Hex
    facing: int
    cost: int
    mp_left: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        way = "forward" if self.cost == 1 else "back"
        return f"{self.name} moves {way} to {self.to} ({self.mp_left} MP left)."


@dataclass(frozen=True, slots=True)
class KrusherTurned(Event):
    """A Krusher turned one hexside (``free``: its free turn after moving)."""

    player: int
    krusher: int
    name: str
    facing_from: int
    facing: int
    free: bool
    mp_left: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        how = "free turn" if self.free else f"{self.mp_left} MP left"
        return f"{self.name} turns to face {DIRECTION_NAMES[self.facing]} ({how})."


@dataclass(frozen=True, slots=True)
class MovementEnded(Event):
    """A Krusher finished its movement for the turn."""

    player: int
    krusher: int
    name: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{self.name} ends its movement."


@dataclass(frozen=True, slots=True)
class OustRolled(Event):
    """An oust: 1d6 + modifiers, 4 or more succeeds; ``pushed_to`` is where the target went
    (None if it stayed) and ``moved_to`` where the ouster stands now."""

    player: int
    target: int
    krusher: int
    name: str
    victim: int
    victim_name: str
    die: int
    terms: Terms
    total: int
    success: bool
    pushed_to: Hex | None
    moved_to: Hex

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        roll = _sum_text(f"1d6 {self.die}", self.terms, self.total)
        if not self.success:
            return f"{self.name} tries to oust {self.victim_name}: {roll}, it fails."
        where = f"pushed to {self.pushed_to}" if self.pushed_to else "braced, it stays put"
        return f"{self.name} ousts {self.victim_name}: {roll}, {where}."


@dataclass(frozen=True, slots=True)
class ArmamentRolled(Event):
    """Pick-Up: a Krusher spent the turn arming ``hand`` and rolled the Random Armament
    Chart (``row``, ``column``, each die plus ``modifier``: -1 in a null field, a result
    below 1 reading as 1); ``entry`` is what the chart says ("" nothing)."""

    player: int
    krusher: int
    name: str
    hand: int
    row: int
    column: int
    entry: str
    modifier: int = 0

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        got = self.entry or "nothing this turn"
        shift = f" ({self.modifier:+d} each, null field)" if self.modifier else ""
        return f"{self.name} arms its {('left', 'right')[self.hand]} hand: the chart " \
               f"rolls {self.row}, {self.column}{shift}: {got}."


@dataclass(frozen=True, slots=True)
class ItemTaken(Event):
    """Pick-Up: a Krusher mounted an item in a hand (replacing ``replaced`` if re-rolled)."""

    player: int
    krusher: int
    name: str
    hand: int
    item: str
    replaced: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        swap = f" in place of its {self.replaced}" if self.replaced else ""
        return f"{self.name} mounts a {self.item} in its " \
               f"{('left', 'right')[self.hand]} hand{swap}."
