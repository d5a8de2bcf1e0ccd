"""Meatbot Massacre events: what happened, with the data an animation or a log needs."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.events import Event
from game.core.hexes import Hex
from game.core.records import quick_init

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
class BuildChosen(Event):
    """A player chose their bot's devourables before the first round (hidden until every
    bot is built)."""

    player: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} has filled their Stomachs."


@dataclass(frozen=True, slots=True)
class BotBuilt(Event):
    """When the shop before round 1 closes, each bot is ready: its devourables when builds
    are open, None when they stay secret until used."""

    player: int
    devourables: tuple[str, ...] | None
    massacre: int | None = None
    """The Massacre the jock chose in the shop (a Single Measure), else None."""

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        who = f"{names[self.player]}'s bot" + (
            "" if self.massacre is None else f" (Massacre {self.massacre})")
        if self.devourables is None:
            return f"{who} is built (its devourables show when used)."
        return f"{who} is built: {', '.join(self.devourables) or 'no devourables'}."


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

# Events about the board live in board_events.py; importing them here keeps ``events as ev``
# the one place to find every event.
from game.games.meatbot.rules.board_events import (  # noqa: E402
    BondBroken,
    BotCollapsed,
    BotKnockedBack,
    BotMoved,
    BotPinned,
    DevourableArrived,
    DevourableDropped,
    DevourableEaten,
    EatingFailed,
    LockFormed,
    MatchEnded,
    MatchRestarted,
    MoveOrderSet,
    MoveRegained,
    PilotEjected,
    RoundEnded,
)

__all__ = [
    "RoundStarted",
    "OncoTriggered",
    "PickMade",
    "BuildChosen",
    "BotBuilt",
    "DiceRevealed",
    "DefenseRaised",
    "Healed",
    "OncoExpelled",
    "ShellPlaced",
    "ShellLanded",
    "GrandstandRolled",
    "AttackResolved",
    "DieLost",
    "BotDamaged",
    "StatLowered",
    "BotKnockedBack",
    "LockFormed",
    "BondBroken",
    "BotPinned",
    "DevourableDropped",
    "DevourableEaten",
    "EatingFailed",
    "DevourableArrived",
    "MoveOrderSet",
    "MoveRegained",
    "BotMoved",
    "BotCollapsed",
    "PilotEjected",
    "MatchRestarted",
    "RoundEnded",
    "MatchEnded",
]

# Made on every decision of a headless match: each event class gets the faster init.
for _name in __all__:
    quick_init(globals()[_name])
