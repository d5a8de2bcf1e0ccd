"""Every choice a Dice Bot player can make, as small frozen dataclasses (JSON via
game.core.match)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Ready:
    """I have looked at my hand: roll my dice into the junkyard."""


@dataclass(frozen=True, slots=True)
class Grab:
    """Take junkyard die ``die`` (its id) onto my sheet's next free space."""

    die: int


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Secretly choose the weapon card named ``card`` from my hand for this round."""

    card: str


@dataclass(frozen=True, slots=True)
class Pass:
    """Keep my head part (decline its ability now)."""


@dataclass(frozen=True, slots=True)
class UseHead:
    """Discard my head part to use its ``ability`` (the part's type)."""

    ability: str


@dataclass(frozen=True, slots=True)
class Discard:
    """After a chip: discard these cards (names, sorted) from my hand."""

    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Pay:
    """How to pay for my weapon: ``head`` spends the head part as its own type; ``wild`` is
    the cost part a declared spring stands in for (None without one)."""

    head: bool = False
    wild: str | None = None


@dataclass(frozen=True, slots=True)
class Target:
    """Aim my choice-target weapon at seat ``target``."""

    target: int


CHOICE_TYPES: dict[str, type] = {cls.__name__: cls for cls in (
    Ready, Grab, PlayCard, Pass, UseHead, Discard, Pay, Target)}
"""Every choice class by name (for JSON round trips)."""
