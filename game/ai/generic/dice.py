"""Dice for the generic agent's sampled worlds: one stream per die size (``StreamDice``), so
playouts of one world roll alike whatever they ask for, and a counting variant
(``CountingDice``) that tells a chain search whether a step rolled a die."""

from __future__ import annotations

import random


class StreamDice:
    """Seeded dice with one stream per die size, so two playouts from the same world roll
    alike even when their choices ask for different dice (common random numbers)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.streams: dict[int, random.Random] = {}

    def roll(self, sides: int) -> int:
        """A result from 1 to ``sides``."""
        stream = self.streams.get(sides)
        if stream is None:
            stream = self.streams[sides] = random.Random(self.seed * 64 + sides)
        return stream.randint(1, sides)

    def clone(self) -> StreamDice:
        """An independent copy that rolls the same from here on."""
        other = StreamDice(self.seed)
        for sides, stream in self.streams.items():
            other.streams[sides] = random.Random()
            other.streams[sides].setstate(stream.getstate())
        return other


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

    def clone(self) -> CountingDice:
        """An independent copy that rolls the same from here on, with the same count."""
        other = CountingDice(self.seed)
        other.streams = StreamDice.clone(self).streams
        other.rolls = self.rolls
        return other
