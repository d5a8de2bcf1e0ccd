"""The foe's likely movement in a duel, modelled with the normal agent's own heuristic.

The bot with the lower Move goes first in the Movement phase and shows where it stands; the
faster one answers. When the hard agent moves while its foe still has Move left, it asks
where the foe would end up if it stood on a given hex: the normal agent's hex worth
(``tactics.Outlook``) worked out from the foe's seat, on the hard agent's information state
with its own bot moved to that hex. Everything it reads is public at that point (the dice are
out, so the foe's Move and Defend are known); the foe's secrets stay hidden.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from game.core import areas
from game.core.hexes import Hex
from game.games.meatbot.ai import tactics as tx
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.state import MeatbotState


def foe_move_left(state: MeatbotState, foe: Bot) -> int:
    """How many hexes the foe may still walk this Movement phase (0 once it has stopped)."""
    if foe.seat in state.move_done:
        return 0
    return state.move_left.get(foe.seat, 0)


def foe_turns(state: MeatbotState, me: Bot, foe: Bot) -> str:
    """When the foe still moves this phase: ``"done"`` (it has stopped, has no Move left or
    went in an earlier group), ``"after"`` (its group comes after mine: it answers my end
    hex) or ``"alternate"`` (we tied on Move: we step in turn, me now)."""
    if foe_move_left(state, foe) <= 0:
        return "done"
    mine = next((i for i, g in enumerate(state.move_groups) if me.seat in g), None)
    theirs = next((i for i, g in enumerate(state.move_groups) if foe.seat in g), None)
    if theirs is None or mine is None or theirs < mine:
        return "done"
    return "alternate" if theirs == mine else "after"


class ReplyModel:
    """The foe's modelled movement: its goal hex for each pair of positions (remembered, so
    the work is a count of the heuristic's hex searches, never a time)."""

    def __init__(self, state: MeatbotState, me: Bot, foe: Bot) -> None:
        self.state, self.me, self.foe = state, me, foe
        self.left = foe_move_left(state, foe)
        self.turns = foe_turns(state, me, foe)
        self._goals: dict[tuple[Hex, Hex, int], Hex] = {}
        self.searches = 0
        """How many hex searches were run."""

    def goal(self, me_at: Hex, foe_at: Hex, left: int) -> Hex:
        """The hex the foe's heuristic heads for from ``foe_at`` with ``left`` steps, me
        standing on ``me_at``."""
        if left <= 0:
            return foe_at
        key = (me_at, foe_at, left)
        found = self._goals.get(key)
        if found is None:
            self.searches += 1
            moved = _with_bots_on(self.state, {self.me.seat: me_at, self.foe.seat: foe_at})
            found = tx.Outlook(moved, moved.bots[self.foe.seat]).best_spot(left)[0]
            self._goals[key] = found
        return found

    def reply(self, at: Hex) -> Hex:
        """Where the foe ends if I walk to ``at`` and stop there before it moves."""
        return self.goal(at, self.foe.hex, self.left)

    def play_out(self, at: Hex, my_left: int) -> tuple[Hex, Hex]:
        """Both end hexes when I head for ``at`` with ``my_left`` steps and the foe moves as
        modelled, in the rules' order (after me, or a step each in turn when we tied)."""
        if self.turns == "done":
            return at, self.foe.hex
        if self.turns == "after":
            return at, self.reply(at)
        mine, theirs, foe_left, foe_on = self.me.hex, self.foe.hex, self.left, True
        while True:
            if mine == at or my_left <= 0:
                return mine, self.goal(mine, theirs, foe_left) if foe_on else theirs
            mine = self.walk(mine, at, my_left, theirs)
            my_left -= 1
            if foe_on and foe_left > 0:
                target = self.goal(mine, theirs, foe_left)
                if target == theirs:
                    foe_on = False  # the heuristic stops on its goal: its movement is over
                else:
                    theirs = self.walk(theirs, target, foe_left, mine)
                    foe_left -= 1

    def walk(self, start: Hex, goal: Hex, left: int, other: Hex) -> Hex:
        """One step from ``start`` toward ``goal`` around the other bot (staying put when
        no step brings it nearer)."""
        arena = self.state.arena
        to_goal = areas.reach(arena, goal, left + 1, {other})
        best, best_key = start, (to_goal.get(start, 99), 0)
        for h in self.state.open_around(start):
            if h != other and (to_goal.get(h, 99), 1) < best_key:
                best, best_key = h, (to_goal.get(h, 99), 1)
        return best


def _with_bots_on(state: MeatbotState, places: dict[int, Hex]) -> MeatbotState:
    """A shallow copy of ``state`` in which the bots of ``places`` (copies) stand there."""
    moved = copy.copy(state)
    bots = list(state.bots)
    for seat, at in places.items():
        placed = bots[seat].clone()
        placed.hex = at
        bots[seat] = placed
    moved.bots = bots
    return moved


class StepSearch:
    """My best line of steps when we tied on Move and step in turn (me now), against the
    modelled foe: every step or stop of mine, the foe's modelled answer after each, up to
    ``depth`` of my steps; each line ends with the foe walking the rest of its Move to its
    goal. ``value(mine, theirs)`` scores the two end hexes. The work is a count: at most
    7 ** depth lines, each goal search remembered."""

    def __init__(self, model: ReplyModel, value: Callable[[Hex, Hex], float]) -> None:
        self.model, self.value = model, value
        self.lines = 0

    def best_step(self, my_left: int) -> tuple[Hex | None, float]:
        """The first step of my best line (None: stop here) and that line's worth."""
        me, foe = self.model.me, self.model.foe
        return self._best(me.hex, foe.hex, my_left, self.model.left, True)

    def _best(self, mine: Hex, theirs: Hex, my_left: int, foe_left: int, foe_on: bool
              ) -> tuple[Hex | None, float]:
        best: Hex | None = None
        best_value = self._end(mine, theirs, foe_left, foe_on)
        if my_left <= 0:
            return None, best_value
        for step in self.model.state.open_around(mine):
            if step == theirs:
                continue
            after, left, on = self._foe_turn(step, theirs, foe_left, foe_on)
            if my_left > 1:
                value = self._best(step, after, my_left - 1, left, on)[1]
            else:
                value = self._end(step, after, left, on)
            if value > best_value + 1e-12:
                best, best_value = step, value
        return best, best_value

    def _foe_turn(self, mine: Hex, theirs: Hex, left: int, on: bool) -> tuple[Hex, int, bool]:
        """The foe's modelled turn after my step: a step toward its goal, or its stop."""
        if not on or left <= 0:
            return theirs, left, on
        target = self.model.goal(mine, theirs, left)
        if target == theirs:
            return theirs, left, False
        return self.model.walk(theirs, target, left, mine), left - 1, True

    def _end(self, mine: Hex, theirs: Hex, foe_left: int, foe_on: bool) -> float:
        """Worth of stopping on ``mine``: the foe walks the rest of its Move to its goal."""
        self.lines += 1
        final = self.model.goal(mine, theirs, foe_left) if foe_on else theirs
        return self.value(mine, final)
