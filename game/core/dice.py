"""Dice: the only source of chance in a match.

A ruleset never calls ``random`` itself; it asks the injected ``Dice``.
``SeededDice`` gives a reproducible stream, ``ScriptedDice`` replays a fixed
list of results for tests and tutorials.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable
from typing import Protocol


class DiceError(RuntimeError):
    """A scripted die ran out or did not fit the die asked for."""


class Dice(Protocol):
    """Anything that can roll an n-sided die."""

    def roll(self, sides: int) -> int:
        """Return a result from 1 to ``sides``."""
        ...


class SeededDice:
    """Pseudo-random dice from a seed: same seed, same rolls."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def clone(self) -> SeededDice:
        """An independent copy that will roll the same results from here on."""
        twin = SeededDice.__new__(SeededDice)
        twin.seed = self.seed
        twin._rng = random.Random.__new__(random.Random)  # no OS seeding: the state is copied
        twin._rng.setstate(self._rng.getstate())
        return twin

    def roll(self, sides: int) -> int:
        """Return a result from 1 to ``sides``."""
        if sides < 1:
            raise ValueError(f"a die needs at least one side, not {sides}")
        # randint(1, sides) is randrange(sides) + 1: the same stream (a test checks), drawn
        # without randint's layers of calls (dice are rolled thousands of times a match).
        return draw_below(self._rng, sides) + 1


def draw_below(rng: random.Random, count: int) -> int:
    """A whole number from 0 to ``count - 1``, drawn from ``rng`` exactly as its
    ``randrange(count)`` and ``choice`` of a ``count``-long sequence draw it (getrandbits of
    ``count``'s bit length until one is below it), so the stream is the same, without their
    layers of calls. IndexError for a count below 1, as ``choice`` of an empty sequence."""
    if count < 1:
        raise IndexError("Cannot choose from an empty sequence")
    draw = rng.getrandbits
    bits = count.bit_length()
    value = draw(bits)
    while value >= count:
        value = draw(bits)
    return value


class ScriptedDice:
    """Dice that return a given list of results in order.

    Each entry is either a bare result or ``(sides, result)`` to also check
    which die the rules asked for.
    """

    def __init__(self, results: Iterable[int | tuple[int, int]]) -> None:
        self._results = list(results)
        self.used = 0

    @property
    def remaining(self) -> int:
        """How many scripted results have not been used."""
        return len(self._results) - self.used

    def roll(self, sides: int) -> int:
        """Return the next scripted result, checking it fits a d``sides``."""
        if self.used >= len(self._results):
            raise DiceError(f"scripted dice ran out after {self.used} rolls (asked for a d{sides})")
        entry = self._results[self.used]
        if isinstance(entry, tuple):
            want, value = entry
            if want != sides:
                raise DiceError(f"roll {self.used + 1}: script expected a d{want}, "
                                f"the rules rolled a d{sides}")
        else:
            value = entry
        if not 1 <= value <= sides:
            raise DiceError(f"roll {self.used + 1}: {value} cannot come up on a d{sides}")
        self.used += 1
        return value


class StreamDice:
    """Seeded dice with one stream per die size, so two sampled worlds from one seed roll
    alike even when their choices ask for different dice (common random numbers, for AI
    searches). Stream ``sides`` is seeded with ``seed * stride + sides``."""

    def __init__(self, seed: int, stride: int = 64) -> None:
        self.seed, self.stride = seed, stride
        self.streams: dict[int, random.Random] = {}

    def roll(self, sides: int) -> int:
        """A result from 1 to ``sides``."""
        stream = self.streams.get(sides)
        if stream is None:
            stream = self.streams[sides] = random.Random(self.seed * self.stride + sides)
        return stream.randint(1, sides)

    def clone(self) -> StreamDice:
        """An independent copy that rolls the same from here on."""
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.streams = {sides: _copied(stream) for sides, stream in self.streams.items()}
        return other

    def __deepcopy__(self, memo: dict[int, object]) -> StreamDice:
        return self.clone()


def _copied(stream: random.Random) -> random.Random:
    other = random.Random()
    other.setstate(stream.getstate())
    return other


def copy_dice(dice: Dice) -> Dice:
    """An independent copy of some dice: their own ``clone()`` when they have one (much
    faster than a deep copy of a random generator), else a deep copy."""
    clone = getattr(dice, "clone", None)
    return clone() if callable(clone) else copy.deepcopy(dice)
