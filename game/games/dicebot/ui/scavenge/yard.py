"""The scavenge as the screen shows it, and where things lie on the junkyard table.

``shown_yard(events)`` rebuilds the junkyard, every sheet and the grabs so far from the
events shown up to now (the last roll of the junkyard onwards), so the picture never runs
ahead of the animations. ``die_spots`` scatters the dice over the table the same way for the
painter, the mouse and the cursors: a jittered grid, shuffled by a seed so one player's dice
do not lie together.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.core.events import Event
from game.games.dicebot.rules.battle_events import SuddenDeathBegan
from game.games.dicebot.rules.events import DieGrabbed, JunkyardRolled, MeleeBegan, ScavengeEnded

Point = tuple[float, float]


@dataclass
class Yard:
    """The junkyard and sheets of the scavenge shown: ``dice`` still lying there (id ->
    (face, roller)), ``total`` dice rolled, every seat's ``body`` and ``head``, the grabs in
    order, the draft style, and whether the scavenge has ended."""

    total: int
    dice: dict[int, tuple[str, int]]
    body: dict[int, list[str]] = field(default_factory=dict)
    head: dict[int, str] = field(default_factory=dict)
    grabs: list[Event] = field(default_factory=list)
    snake: bool = False
    ended: bool = False

    def full(self, seat: int) -> bool:
        """True once ``seat``'s sheet holds a head."""
        return seat in self.head

    def parts(self, seat: int) -> list[str]:
        """``seat``'s parts so far: the body in order, then the head."""
        return [*self.body.get(seat, []), *([self.head[seat]] if seat in self.head else [])]


def shown_yard(events: Sequence[Event]) -> Yard | None:
    """The scavenge of the latest melee among ``events`` (None if its junkyard has not been
    rolled yet, or the melee has no scavenge)."""
    start = None
    for index in range(len(events) - 1, -1, -1):
        if isinstance(events[index], JunkyardRolled):
            start = index
            break
        if isinstance(events[index], (MeleeBegan, SuddenDeathBegan)):
            return None
    if start is None:
        return None
    rolled = events[start]
    yard = Yard(len(rolled.dice), {die: (face, who) for die, face, who in rolled.dice},
                snake=rolled.snake)
    for event in events[start + 1:]:
        if isinstance(event, DieGrabbed):
            yard.dice.pop(event.die, None)
            if event.space == "head":
                yard.head[event.player] = event.face
            else:
                yard.body.setdefault(event.player, []).append(event.face)
            yard.grabs.append(event)
        elif isinstance(event, ScavengeEnded):
            yard.ended = True
            break
    return yard


def die_spots(total: int) -> list[Point]:
    """Where each die id lies, as shares (0..1) of the table's width and height."""
    if total <= 0:
        return []
    cols = max(1, math.ceil(math.sqrt(total * 1.7)))
    rows = math.ceil(total / cols)
    rng = random.Random(total * 7919 + 13)
    cells = [(c, r) for r in range(rows) for c in range(cols)]
    rng.shuffle(cells)
    spots = []
    for c, r in cells[:total]:
        jitter_x, jitter_y = rng.uniform(-0.22, 0.22), rng.uniform(-0.22, 0.22)
        spots.append(((c + 0.5 + jitter_x) / cols, (r + 0.5 + jitter_y) / rows))
    return spots


def die_tilt(die: int) -> int:
    """How far die ``die`` is turned on the table (degrees; the same every frame)."""
    return random.Random(die * 104729 + 7).randint(-14, 14)


def cell_share(total: int) -> tuple[float, float]:
    """One grid cell's size as shares of the table (the dice are drawn a bit smaller)."""
    cols = max(1, math.ceil(math.sqrt(max(1, total) * 1.7)))
    rows = math.ceil(max(1, total) / cols)
    return 1 / cols, 1 / rows


def step_from(at: Point, way: tuple[int, int], spots: dict[int, Point]) -> int | None:
    """The die a cursor at ``at`` moves to when pushed ``way``: the nearest one lying that
    way (within 60 degrees either side), preferring ones straight ahead."""
    best, best_score = None, math.inf
    for die, (x, y) in spots.items():
        dx, dy = x - at[0], y - at[1]
        along = dx * way[0] + dy * way[1]
        across = abs(dx * way[1] - dy * way[0])
        if along <= 1e-6 or across > along * 1.75:
            continue
        score = along + 2.0 * across
        if score < best_score:
            best, best_score = die, score
    return best


def nearest(at: Point, spots: dict[int, Point]) -> int | None:
    """The die lying nearest ``at``."""
    if not spots:
        return None
    return min(spots, key=lambda die: (spots[die][0] - at[0]) ** 2 + (spots[die][1] - at[1]) ** 2)
