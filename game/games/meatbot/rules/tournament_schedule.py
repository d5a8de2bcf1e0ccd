"""Who fights whom: the Grudge Match bracket and the Battle Royale series.

Grudge Match: a single-elimination bracket of one-on-one heats. The field is padded to the next
power of two with byes, placed against the top seeds, so nobody gets more than one bye and every
bye falls in the first round (3 fighters: one bye; 5: three; 6: two; 7: one). Seeds meet in the
usual order (1 v 8, 4 v 5, 2 v 7, 3 v 6), so the top two can only meet in the final. A drawn heat
is fought again.

Battle Royale: every fighter in every match, as many matches as fighters; if the last one is a
draw, another decides it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

BYE = -1
"""Stands for an empty place in the bracket (the other fighter goes through)."""


@dataclass(frozen=True, slots=True)
class Heat:
    """One place in the bracket. ``a``/``b`` are fighter indices, ``BYE``, or None while the
    heat that feeds them is undecided; ``winner`` is None until decided."""

    round: int
    index: int
    a: int | None
    b: int | None
    winner: int | None

    @property
    def is_bye(self) -> bool:
        """True if one side is a bye (no match is fought)."""
        return BYE in (self.a, self.b)

    @property
    def ready(self) -> bool:
        """True if this heat is a match waiting to be fought."""
        return (self.winner is None and not self.is_bye
                and self.a is not None and self.b is not None)


def seed_positions(size: int) -> list[int]:
    """Seed numbers (1-based) in bracket order for a power-of-two ``size``."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [seed for first in order for seed in (first, total - first)]
    return order


def bracket_size(count: int) -> int:
    """The smallest power of two that holds ``count`` fighters."""
    size = 1
    while size < count:
        size *= 2
    return size


def round_count(count: int) -> int:
    """How many rounds a bracket of ``count`` fighters has."""
    return max(0, bracket_size(count).bit_length() - 1)


def round_name(round_index: int, rounds: int) -> str:
    """'Final', 'Semi-final', 'Quarter-final', else 'Round N'."""
    left = rounds - round_index
    return {1: "Final", 2: "Semi-final", 3: "Quarter-final"}.get(left, f"Round {round_index + 1}")


def grudge_bracket(seeding: Sequence[int], results: Mapping[tuple[int, int], int]) -> \
        list[list[Heat]]:
    """Every round of the bracket for fighters in ``seeding`` order (best seed first), with the
    winners known from ``results`` ((round, heat index) -> winning fighter)."""
    if len(seeding) < 2:
        raise ValueError("a bracket needs at least two fighters")
    size = bracket_size(len(seeding))
    places = [seeding[s - 1] if s <= len(seeding) else BYE for s in seed_positions(size)]
    rounds: list[list[Heat]] = []
    entrants: list[int | None] = list(places)
    for round_index in range(round_count(len(seeding))):
        heats = [_heat(round_index, i, entrants[2 * i], entrants[2 * i + 1], results)
                 for i in range(len(entrants) // 2)]
        rounds.append(heats)
        entrants = [heat.winner for heat in heats]
    return rounds


def _heat(round_index: int, index: int, a: int | None, b: int | None,
          results: Mapping[tuple[int, int], int]) -> Heat:
    if a == BYE:
        winner = b
    elif b == BYE:
        winner = a
    else:
        winner = results.get((round_index, index))
        if winner is not None and winner not in (a, b):
            raise ValueError(f"heat {round_index}/{index}: winner {winner} did not fight in it")
    return Heat(round_index, index, a, b, winner)


def next_heat(bracket: Sequence[Sequence[Heat]]) -> Heat | None:
    """The first heat waiting to be fought, round by round (None when the bracket is done)."""
    for heats in bracket:
        for heat in heats:
            if heat.ready:
                return heat
    return None


def bracket_champion(bracket: Sequence[Sequence[Heat]]) -> int | None:
    """The winner of the final, once decided."""
    return bracket[-1][0].winner if bracket else None


def byes(bracket: Sequence[Sequence[Heat]]) -> list[int]:
    """Fighters who go through a heat without fighting."""
    through: list[int] = [heat.a if heat.b == BYE else heat.b  # type: ignore[misc]
                          for heats in bracket for heat in heats
                          if heat.is_bye and heat.winner is not None]
    return through


def royale_next(count: int, winners: Sequence[int | None]) -> int | None:
    """The number (0-based) of the next Battle Royale match given the winners so far (None in
    ``winners`` is a draw), or None when the series is over."""
    played = len(winners)
    if played < count or (played and winners[-1] is None):
        return played
    return None


def royale_champion(count: int, winners: Sequence[int | None]) -> int | None:
    """The winner of the last Battle Royale match, once the series is over."""
    if royale_next(count, winners) is None and winners:
        return winners[-1]
    return None
