"""Dice Bot Mega Fun events of the set-up and the scavenge; the battle's are in
``battle_events`` and re-exported here, so ``events`` names them all."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.events import Event


@dataclass(frozen=True, slots=True)
class MeleeBegan(Event):
    """Melee ``melee`` began for ``seats``; every robot's hit points were reset to
    ``hit_points``."""

    melee: int
    seats: tuple[int, ...]
    hit_points: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"-- Melee {self.melee}: every robot back to {self.hit_points} hit points --"


@dataclass(frozen=True, slots=True)
class DeckShuffled(Event):
    """The weapon deck was shuffled (``reshuffle``: the discard pile became the deck)."""

    cards: int
    reshuffle: bool

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        if self.reshuffle:
            return f"The deck ran out: {self.cards} discarded cards are shuffled into a new deck."
        return f"The {self.cards} weapon cards are shuffled."


@dataclass(frozen=True, slots=True)
class CardsDealt(Event):
    """``player`` was dealt ``count`` weapon cards (which ones only they see)."""

    player: int
    count: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} is dealt {self.count} weapon cards."


@dataclass(frozen=True, slots=True)
class PlayerReady(Event):
    """``player`` has studied the hand and picked up the dice."""

    player: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return f"{names[self.player]} is ready to roll."


@dataclass(frozen=True, slots=True)
class JunkyardRolled(Event):
    """Everyone's parts dice were rolled into the junkyard: (die id, face, roller) each."""

    dice: tuple[tuple[int, str, int], ...]
    snake: bool

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        how = "take turns in a snake draft" if self.snake else "grab!"
        return f"{len(self.dice)} parts dice tumble into the junkyard: {how}"


@dataclass(frozen=True, slots=True)
class DieGrabbed(Event):
    """``player`` grabbed junkyard die ``die`` (a ``face``) onto the ``space`` ("body" or
    "head"); ``order`` counts grabs this scavenge from 1."""

    player: int
    die: int
    face: str
    space: str
    order: int

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        article = "an" if self.face[:1].lower() in "aeiou" else "a"
        return f"{names[self.player]} grabs {article} {self.face} for the {self.space}."


@dataclass(frozen=True, slots=True)
class ScavengeEnded(Event):
    """Every sheet is full: the battle begins."""

    def log_line(self, names: Sequence[str]) -> str:
        """Plain-English line."""
        return "Every robot is built. Battle!"


from game.games.dicebot.rules.battle_events import *  # noqa: E402,F403
from game.games.dicebot.rules.battle_events import __all__ as _battle  # noqa: E402

__all__ = ["MeleeBegan", "DeckShuffled", "CardsDealt", "PlayerReady", "JunkyardRolled",
           "DieGrabbed", "ScavengeEnded", *_battle]
