"""Dice Bot requests: the decisions a player is asked for, each listing its legal choices.

Kinds: "ready", "grab" (real time, or one at a time in a snake draft), "chip" (use a chip
head before choosing), "card" (secret), "ability" (the answer window), "discard" (after a
chip), "pay", "target" (secret while several aim at once) and "brace" (armor as a hit comes).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.match import ListRequest


@dataclass(frozen=True, slots=True)
class GrabRequest(ListRequest):
    """Grab one junkyard die; it goes on the ``space`` ("body" or "head") filled next."""

    space: str = "body"


@dataclass(frozen=True, slots=True)
class CardRequest(ListRequest):
    """Choose this round's weapon card in secret (hidden from everyone until all have)."""


@dataclass(frozen=True, slots=True)
class AbilityRequest(ListRequest):
    """Use the head part's ability now, or pass; ``answering`` is True once somebody has
    used an ability in this window (everyone else may answer, even after passing)."""

    answering: bool = False


@dataclass(frozen=True, slots=True)
class DiscardRequest(ListRequest):
    """Discard ``count`` cards after a chip."""

    count: int = 0


@dataclass(frozen=True, slots=True)
class PayRequest(ListRequest):
    """Pay for ``card``: the player chooses which of several ways (paying is forced)."""

    card: str = ""


@dataclass(frozen=True, slots=True)
class TargetRequest(ListRequest):
    """Choose whom ``card`` attacks (a choice-target weapon, at the moment it resolves)."""

    card: str = ""


@dataclass(frozen=True, slots=True)
class BraceRequest(ListRequest):
    """``incoming`` damage is about to land: discard an armor head to prevent 2 of it?"""

    incoming: int = 0
