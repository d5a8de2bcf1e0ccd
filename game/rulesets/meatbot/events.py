"""Meatbot Massacre events: what happened, with the data an animation or a log needs."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.events import Event
from game.core.hexes import Hex

Hits = tuple[tuple[int, int], ...]
"""(seat, damage) pairs."""


def _dice(label: str, values: tuple[int, ...]) -> str:
    return f"{len(values)}{label} [{', '.join(map(str, values))}]" if values else ""


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """A new round began."""

    round: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"-- Round {self.round} --"


@dataclass(frozen=True, slots=True)
class OncoTriggered(Event):
    """An onco-round in ``target`` did its work for ``owner`` ("damage", "move", "defend",
    or "birp" when held back for a BiRP attempt)."""

    owner: int
    target: int
    effect: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        what = {"damage": "eats 1 Meat", "move": "cuts base Move by 1",
                "defend": "cuts base Defend by 1",
                "birp": "is primed for a Bio-Rejection Protocol"}.get(self.effect, self.effect)
        return f"{names[self.owner]}'s onco-round in {names[self.target]} {what}."


@dataclass(frozen=True, slots=True)
class PickMade(Event):
    """A player locked in a secret pick (its content stays hidden until the reveal)."""

    player: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} has picked."


@dataclass(frozen=True, slots=True)
class DiceRevealed(Event):
    """A bot's picked dice were revealed and rolled (or it sat down to eat ``eating``)."""

    player: int
    d4: tuple[int, ...]
    d6: tuple[int, ...]
    d10: tuple[int, ...]
    d12: tuple[int, ...]
    eating: int | None = None

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        if self.eating is not None:
            return f"{names[self.player]} sits down to eat."
        parts = [p for p in (_dice("d4", self.d4), _dice("d6", self.d6),
                             _dice("d10", self.d10), _dice("d12", self.d12)) if p]
        return f"{names[self.player]} rolls {'; '.join(parts) if parts else 'nothing'}."


@dataclass(frozen=True, slots=True)
class DefenseRaised(Event):
    """A bot's Defend for the round was set (base plus its best d6)."""

    player: int
    defend: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} stands at Defend {self.defend}."


@dataclass(frozen=True, slots=True)
class Healed(Event):
    """Hyperheal gave back Meat."""

    player: int
    amount: int
    meat: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} heals {self.amount} ({self.meat} Meat)."


@dataclass(frozen=True, slots=True)
class OncoExpelled(Event):
    """Hyperheal pushed out an onco-round fired by ``owner``."""

    player: int
    owner: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} expels {names[self.owner]}'s onco-round."


@dataclass(frozen=True, slots=True)
class ShellPlaced(Event):
    """An Up Down shell went up; it lands on ``at`` next round."""

    player: int
    die: int
    at: Hex

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} lobs an Up Down shell toward {self.at} (die {self.die})."


@dataclass(frozen=True, slots=True)
class ShellLanded(Event):
    """An Up Down shell went off on ``at``; ``hexes`` is the blast, ``hits`` the damage."""

    player: int
    at: Hex
    hexes: frozenset[Hex]
    hits: Hits

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]}'s Up Down shell lands on {self.at}{_hits(names, self.hits)}."


@dataclass(frozen=True, slots=True)
class GrandstandRolled(Event):
    """A grandstand d12 was looked at: a 12 succeeds."""

    player: int
    value: int

    @property
    def success(self) -> bool:
        """True on a natural 12."""
        return self.value == 12

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        verdict = "GRANDSTAND!" if self.success else "the grandstand fails"
        return f"{names[self.player]} rolls {self.value} on the d12: {verdict}"


@dataclass(frozen=True, slots=True)
class AttackResolved(Event):
    """One die's action resolved. ``action`` names it (a weapon, a grandstand move, "puke"...);
    ``hexes`` is the area touched, ``hits`` the damage per bot, ``missed`` bots it failed on."""

    player: int
    die: int
    action: str
    target: int | None = None
    at: Hex | None = None
    direction: int | None = None
    hexes: tuple[Hex, ...] = ()
    hits: Hits = ()
    missed: tuple[int, ...] = ()
    note: str = ""

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        aim = f" at {names[self.target]}" if self.target is not None else ""
        if self.at is not None and self.target is None:
            aim = f" at {self.at}"
        text = f"{names[self.player]} ({self.die}) uses {self.action}{aim}"
        if self.hits or (self.hexes and not self.missed):
            text += _hits(names, self.hits)
        if self.missed:
            text += "; misses " + ", ".join(names[s] for s in self.missed)
        if self.note:
            text += f" ({self.note})"
        return text + "."

    def players(self) -> tuple[int, ...]:
        """Seats concerned: the attacker, its target and every bot hit or missed."""
        seats = [self.player, *(s for s, _ in self.hits), *self.missed]
        if self.target is not None:
            seats.append(self.target)
        return tuple(dict.fromkeys(seats))


def _hits(names: Sequence[str], hits: Hits) -> str:
    if not hits:
        return ", hitting nobody"
    return ", hitting " + ", ".join(f"{names[s]} for {d}" for s, d in hits)


@dataclass(frozen=True, slots=True)
class DieLost(Event):
    """A die went unused (passed, out of range or out of ammo)."""

    player: int
    die: int
    reason: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]}'s {self.die} is lost: {self.reason}."


@dataclass(frozen=True, slots=True)
class BotDamaged(Event):
    """A bot lost Meat (``source`` is the seat that caused it, or None)."""

    player: int
    amount: int
    meat: int
    source: int | None

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} takes {self.amount} ({self.meat} Meat left)."


@dataclass(frozen=True, slots=True)
class StatLowered(Event):
    """A bot's Defend (this round) or Move (``when``: "this round"/"next round") dropped."""

    player: int
    stat: str
    amount: int
    when: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]}'s {self.stat} drops by {self.amount} {self.when}."


@dataclass(frozen=True, slots=True)
class BotKnockedBack(Event):
    """A bot was pushed along ``path`` (first hex = where it stood); ``blocked`` says why it
    stopped early, if it did."""

    player: int
    path: tuple[Hex, ...]
    blocked: str = ""

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        moved = len(self.path) - 1
        text = f"{names[self.player]} is knocked back {moved} hex{'es' if moved != 1 else ''}"
        return text + (f", stopped by {self.blocked}." if self.blocked else ".")


@dataclass(frozen=True, slots=True)
class LockFormed(Event):
    """``biter`` locked its jaws on ``bitten``."""

    biter: int
    bitten: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.biter]} locks its jaws on {names[self.bitten]}!"


@dataclass(frozen=True, slots=True)
class BondBroken(Event):
    """A Lock or a pin ended (``partner`` None: a wall pin)."""

    player: int
    partner: int | None
    kind: str
    reason: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        other = names[self.partner] if self.partner is not None else "the wall"
        return f"The {self.kind} between {names[self.player]} and {other} ends: {self.reason}."


@dataclass(frozen=True, slots=True)
class BotPinned(Event):
    """Shotgun Wedding nailed ``player`` to bot ``partner`` or to the wall at ``wall``."""

    player: int
    partner: int | None
    wall: Hex | None

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        other = names[self.partner] if self.partner is not None else "the wall"
        return f"{names[self.player]} is pinned to {other}!"


@dataclass(frozen=True, slots=True)
class DevourableDropped(Event):
    """A devourable left ``player`` (``how``: "torn off", "puked", "rejected", "munched")
    and now lies on ``at`` (None: it went straight to ``by``)."""

    player: int
    item: int
    kind: str
    at: Hex | None
    how: str
    by: int | None = None

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        where = f" onto {self.at}" if self.at is not None else ""
        return f"{names[self.player]}'s {self.kind} is {self.how}{where}."


@dataclass(frozen=True, slots=True)
class DevourableEaten(Event):
    """``player`` swallowed item ``item``; ``ready`` says when it works ("next round",
    "next match")."""

    player: int
    item: int
    kind: str
    ready: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} swallows the {self.kind} (works {self.ready})."


@dataclass(frozen=True, slots=True)
class EatingFailed(Event):
    """A bot spent the round eating but did not get the item (``reason`` says why)."""

    player: int
    item: int
    reason: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} chews on nothing: {self.reason}."


@dataclass(frozen=True, slots=True)
class DevourableArrived(Event):
    """A swallowed or munched devourable came online."""

    player: int
    item: int
    kind: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]}'s new {self.kind} is online."


@dataclass(frozen=True, slots=True)
class MoveOrderSet(Event):
    """The Movement phase order: groups of seats with equal Move (``moves``), slowest first;
    inside a group the listed order is who starts (a coin flip)."""

    groups: tuple[tuple[int, ...], ...]
    moves: tuple[int, ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        parts = [" / ".join(names[s] for s in g) + f" (Move {m})"
                 for g, m in zip(self.groups, self.moves, strict=True)]
        return "Movement order: " + ", then ".join(parts) + "." if parts else "Nobody moves."


@dataclass(frozen=True, slots=True)
class BotMoved(Event):
    """A bot stepped from ``path[0]`` to ``path[1]``; ``dragged`` is a locked partner pulled
    along (seat and its own path) if any."""

    player: int
    path: tuple[Hex, ...]
    dragged: int | None = None
    dragged_path: tuple[Hex, ...] = ()

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        text = f"{names[self.player]} moves {self.path[0]} -> {self.path[-1]}"
        if self.dragged is not None:
            text += f", dragging {names[self.dragged]}"
        return text + "."


@dataclass(frozen=True, slots=True)
class BotCollapsed(Event):
    """A bot ran out of Meat (``by``: who dealt the last damage)."""

    player: int
    by: int | None

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} COLLAPSES!"


@dataclass(frozen=True, slots=True)
class PilotEjected(Event):
    """A BiRP on a bot with no devourables ejected its pilot."""

    player: int
    by: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]}'s pilot is ejected by {names[self.by]}'s BiRP!"


@dataclass(frozen=True, slots=True)
class MatchRestarted(Event):
    """After an ejection the remaining bots went back to their starting hexes."""

    positions: tuple[tuple[int, Hex], ...]

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return "The match restarts with every bot back at its starting hex."


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """The round is over."""

    round: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"End of round {self.round}."


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    """The match is over: a winner, or a draw (``winner`` None)."""

    winner: int | None
    reason: str

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        if self.winner is None:
            return f"The match ends in a draw ({self.reason})."
        return f"{names[self.winner]} wins ({self.reason})!"
