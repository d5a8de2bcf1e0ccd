"""Dice for the generic agent's sampled worlds: the core's ``StreamDice`` (one stream per die
size, so playouts of one world roll alike whatever they ask for) and a counting variant
(``CountingDice``) that tells a chain search whether a step rolled a die."""

from __future__ import annotations

from game.core.dice import StreamDice

__all__ = ["CountingDice", "StreamDice"]


class CountingDice(StreamDice):
    """``StreamDice`` that count their rolls (a clone keeps the count), so a chain search
    can tell whether a step rolled a die (game/ai/generic/chains.py)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.rolls = 0

    def roll(self, sides: int) -> int:
        """A result from 1 to ``sides``, counted."""
        self.rolls += 1
        return super().roll(sides)
