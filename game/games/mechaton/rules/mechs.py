"""A mech in play: what it has left, where it stands and its dice for this turn."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.hexes import Hex
from game.games.mechaton.rules.parts import (
    WHITE_DICE,
    MechBuild,
    RedDice,
    has_long_weapon,
    initiative_dice,
    labelled,
    red_dice,
)


@dataclass(frozen=True, slots=True)
class Die:
    """One rolled die: its colour (white, green, blue, yellow, red), sides and value."""

    colour: str
    sides: int
    value: int

    def __str__(self) -> str:
        return f"{self.colour} {'d8 ' if self.sides == 8 else ''}{self.value}"


class Mech:
    """One mech's state. ``parts`` are the attachments still on it (codes) and ``labels``
    their names, index for index; ``defence`` is its
    defence number this turn (None before its step e); ``spots`` are the spot dice lying
    next to it as (spotter uid, number)."""

    __slots__ = ("uid", "owner", "name", "parts", "labels", "built", "rockets", "white", "hex",
                 "initiative", "chosen", "started", "done", "defence", "spots")

    def __init__(self, uid: int, owner: int, build: MechBuild) -> None:
        self.uid = uid
        self.owner = owner
        self.name = build.name
        self.parts: list[str] = list(build.parts)
        self.labels: list[str] = labelled(build.parts, build.labels)
        self.built = len(build.parts)
        self.rockets = build.rockets
        self.white = WHITE_DICE
        self.hex: Hex | None = None
        self.initiative: tuple[int, ...] = ()
        self.chosen: int | None = None
        self.started = False
        self.done = False
        self.defence: int | None = None
        self.spots: list[tuple[int, int]] = []

    @property
    def alive(self) -> bool:
        """False once the mech is rubble."""
        return self.white > 0

    @property
    def initiative_count(self) -> int:
        """How many d10s it rolls for initiative (never lost to damage)."""
        return initiative_dice(self.built)

    def attachments(self) -> list[tuple[str, str]]:
        """(code, name) of every attachment still on it."""
        return list(zip(self.parts, self.labels, strict=True))

    def lose(self, part: str, label: str) -> None:
        """Take off the first attachment with this code (and name, if one is given)."""
        for index, (code, name) in enumerate(self.attachments()):
            if code == part and (not label or name == label):
                del self.parts[index], self.labels[index]
                return
        raise ValueError(f"{self.name} has no {part} attachment {label!r}")

    def count(self, part: str) -> int:
        """How many attachments of this kind it still has."""
        return self.parts.count(part)

    @property
    def green_d8(self) -> bool:
        """True while it has no direct-fire or artillery weapon left."""
        return not has_long_weapon(self.parts)

    def red(self, band: str, double: bool) -> RedDice:
        """The red dice its remaining weapons roll at a band."""
        return red_dice(self.parts, double)[0][band]

    def clone(self) -> Mech:
        """An independent copy."""
        other = Mech.__new__(Mech)
        for name in Mech.__slots__:
            setattr(other, name, getattr(self, name))
        other.parts = list(self.parts)
        other.labels = list(self.labels)
        other.spots = list(self.spots)
        return other
