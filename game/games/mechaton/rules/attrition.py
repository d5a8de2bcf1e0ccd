"""How many of its mechs a seat may expect to still have at doomsday, given the guns pointed
at them and the turns left (for ``standing.evaluate``).

Every live mech's guns land, over a turn, the hits its best band's attack (its red dice
there and one white die, the best die taken) would land against a defence number, on damage
dice that hit on a 5 or 6 in the open and a 6 in cover (cover taken as even odds), weighed by
how often a band finds a target at all (``REACH``) and by ``AIM`` (a mech does not shoot
every turn, nor always at the best target). A seat's fire is spread evenly over the live
mechs of every other seat. A mech's hits until doomsday are then what the foes still to go
this turn aim at its defence number (if it has one; else at the defence its dice would
give), plus the turns left after this one at the defence its dice would give; the number of
hits is taken as Poisson, and the mech survives while they stay below what it can still lose
(attachments, then white dice). Standard library only; cheap enough for every playout's end.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from operator import add, mul

from game.games.mechaton.rules.mechs import Mech
from game.games.mechaton.rules.parts import BANDS, red_dice

AIM = 1.0
"""The share of its guns' worth a mech lands in an average turn (fitted with
tools/eval_quality.py)."""
REACH = {"hth": 0.5, "direct": 1.0, "artillery": 0.6}
"""How often a weapon at each band finds a target (hand to hand needs contact, artillery a
target beyond direct fire range)."""
DAMAGE_DIE = 0.25
"""A damage die's chance to hit: 2 in 6 in the open, 1 in 6 in cover, cover taken as even."""
TOP_DEFENCE = 8
"""Defence numbers 0..7 are tabled (the best die is a d8 at most, less one)."""


def _best_of(sides: Sequence[int]) -> list[float]:
    """The chance of each value 0..8 being the highest of dice with these sides."""
    found = [0.0] * (TOP_DEFENCE + 1)
    if not sides:
        found[0] = 1.0
        return found
    below = 0.0
    for value in range(1, max(sides) + 1):
        at_most = math.prod(min(value, s) / s for s in sides)
        found[value] = at_most - below
        below = at_most
    return found


@lru_cache(maxsize=512)
def gun_table(parts: tuple[str, ...], double: bool) -> tuple[float, ...]:
    """Expected hits a mech with these attachments lands in one attack against each defence
    number 0..7, at its best band (weighed by ``REACH``; with no weapon, a white die hand
    to hand)."""
    reds = red_dice(parts, double)[0]
    best = [0.0] * TOP_DEFENCE
    for band in BANDS:
        dice = reds[band]
        pool = [6] * dice.d6 + [8] * dice.d8 + [6]
        if band != "hth" and dice.d6 + dice.d8 == 0:
            continue
        attack = _best_of(pool)
        for defence in range(TOP_DEFENCE):
            hits = sum(p * (value - defence) for value, p in enumerate(attack) if value > defence)
            best[defence] = max(best[defence], REACH[band] * DAMAGE_DIE * hits)
    return tuple(best)


@lru_cache(maxsize=64)
def defence_odds(blue: int) -> tuple[float, ...]:
    """The chance of each defence number 0..7 a mech shows from the best of its blue dice
    and one white die, less one."""
    best = _best_of([6] * (blue + 1))
    found = [0.0] * TOP_DEFENCE
    for value, p in enumerate(best):
        found[max(0, value - 1)] += p
    return tuple(found)


def _aimed(guns: Sequence[float], odds: Sequence[float]) -> float:
    aimed: float = sum(map(mul, guns, odds))
    return aimed


def survival(hits: float, toughness: int) -> float:
    """The chance that fewer than ``toughness`` hits land when ``hits`` are expected."""
    if hits <= 0:
        return 1.0
    term = total = math.exp(-hits)
    for k in range(1, toughness):
        term *= hits / k
        total += term
    return min(1.0, total)


def expected_mechs(mechs: Sequence[Mech], seats: int, clock: int,
                   double: bool) -> list[float]:
    """Every seat's expected live mechs at doomsday (``mechs``: every mech of the match)."""
    live = [m for m in mechs if m.alive and m.hex is not None]
    owned = [0] * seats
    now = [[0.0] * TOP_DEFENCE for _ in range(seats)]
    later = [[0.0] * TOP_DEFENCE for _ in range(seats)]
    for mech in live:
        owned[mech.owner] += 1
        guns = gun_table(tuple(mech.parts), double)
        later[mech.owner] = list(map(add, later[mech.owner], guns))
        if not mech.started:
            now[mech.owner] = list(map(add, now[mech.owner], guns))
    spread = [AIM / max(1, len(live) - owned[s]) for s in range(seats)]
    turns_after = max(0, clock - 1)
    found = [float(sum(1 for m in mechs if m.alive and m.hex is None and m.owner == s))
             for s in range(seats)]
    incoming: dict[tuple[int, int, int | None], float] = {}
    for mech in live:
        blue = mech.count("defence")
        key = (mech.owner, blue, mech.defence)
        hits = incoming.get(key)
        if hits is None:
            odds = defence_odds(blue)
            held = odds if mech.defence is None else _fixed(mech.defence)
            hits = incoming[key] = sum(
                spread[s] * (_aimed(now[s], held) + turns_after * _aimed(later[s], odds))
                for s in range(seats) if s != mech.owner)
        found[mech.owner] += survival(hits, len(mech.parts) + mech.white)
    return found


@lru_cache(maxsize=16)
def _fixed(defence: int) -> tuple[float, ...]:
    found = [0.0] * TOP_DEFENCE
    found[min(max(defence, 0), TOP_DEFENCE - 1)] = 1.0
    return tuple(found)
