"""When a bond ends: letting go of a Lock, and Move coming back in the middle of a round.

A Lock or a bot-to-bot pin takes 2 off base Move only while it lasts. When one ends during the
Movement phase (let go, ripped free, a partner collapsing), ``replan`` gives every bot still to
move the Move it would have with the bonds that remain, less the steps it has already taken,
and sorts those bots into a fresh order: unchanged groups keep their order and turn, new ties
are settled with dice, a bot that has Move again joins in.

The biter may let go wherever it already holds a decision once its Lock has taken hold (an
attack or grandstand die of its own, its Movement turn) and, once, at the end of the Attack
phase before the movement order is set (``letgo_request``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.match import ListRequest, Request
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import effects as fx
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules import movement as mo
from game.games.meatbot.rules.choices import Hold, Release

if TYPE_CHECKING:
    from game.games.meatbot.rules.state import MeatbotState

LET_GO, HOLD = Release(), Hold()


def holds_lock(state: MeatbotState, seat: int) -> bool:
    """True if ``seat`` is the biter of a Lock."""
    return bool(state.bonds) and any(b.kind == "lock" and b.a == seat for b in state.bonds)


def holders(state: MeatbotState) -> list[int]:
    """Bots in the fight holding a Lock, in seat order."""
    return [b.seat for b in state.bots if b.active and holds_lock(state, b.seat)]


def let_go(state: MeatbotState, seat: int) -> None:
    """``seat`` opens its jaws: every Lock it holds ends."""
    fx.drop_bonds(state, seat, "let go", kind="lock", only_as_biter=True)


def others_allocating(state: MeatbotState, seat: int) -> bool:
    """True if a bot other than ``seat`` still has a die to allocate in the open step."""
    step = state.step or ()
    return any(who != seat and index not in state.step_choices
               for index, (who, _) in enumerate(step))


def held_after_step_releases(state: MeatbotState, seat: int) -> list[fx.Bond]:
    """The bonds as ``seat`` knows them in the open step: without the Locks it has let go of
    in secret (they end at the step's reveal)."""
    if seat not in state.step_releases:
        return state.bonds
    return [b for b in state.bonds if not (b.kind == "lock" and b.a == seat)]


def letgo_request(state: MeatbotState, seat: int) -> Request:
    """The short "let go?" asked of a biter at the end of the Attack phase (Hold skips it)."""
    held = [state.names[b.b] for b in state.bonds
            if b.kind == "lock" and b.a == seat and b.b is not None]
    return ListRequest(state.next_id(), seat, "letgo",
                       f"{state.names[seat]}: keep your Lock on {' and '.join(held)}, or let go "
                       "before the movement order is set?", (HOLD, LET_GO))


def next_letgo(state: MeatbotState) -> int | None:
    """The biter still to answer "let go?" (dropping those whose Lock has already ended)."""
    queue = state.letgo_queue
    while queue and not (state.bots[queue[0]].active and holds_lock(state, queue[0])):
        queue.pop(0)
    return queue[0] if queue else None


# -- Move comes back ------------------------------------------------------------------------

def replan(state: MeatbotState) -> None:
    """Bonds ended mid-Movement: recompute Move and re-plan the order of those still to move."""
    if state.over:
        return
    ratings = _refresh_moves(state)
    keys = sorted({(rating, seat in state.lace_after) for seat, rating in ratings.items()})
    old = state.move_groups
    groups: list[list[int]] = []
    fresh: list[list[int]] = []
    for key in keys:
        seats = [s for s in sorted(ratings) if (ratings[s], s in state.lace_after) == key]
        home = next((g for g in old if set(seats) <= set(g)), None)
        if home is not None:
            groups.append([s for s in home if s in seats])
        else:
            groups.append(mo.coin_order(state, seats))
            fresh.append(groups[-1])
    state.move_turn = _turn_after(groups[0], old[0], state.move_turn) \
        if groups and old else 0
    state.move_groups = groups
    state.out.append(ev.MoveOrderSet(tuple(tuple(g) for g in groups),
                                     tuple(k[0] for k in keys)))
    state.timing_queue = [s for g in fresh if mo.mixed(state, g) for s in g
                          if state.bots[s].has(dv.NERVE_LACE)]
    if state.timing_queue:
        state.phase = "timing"


def _refresh_moves(state: MeatbotState) -> dict[int, int]:
    """Set every unfinished bot's Move left from its bonds now; returns the full Move of
    those that can still do something this phase."""
    ratings: dict[int, int] = {}
    for bot in state.bots:
        seat = bot.seat
        if not bot.active or bot.eating is not None or seat in state.move_done:
            continue
        full = mo.current_move(state, bot)
        left = max(0, full - state.move_taken.get(seat, 0))
        if left > state.move_left.get(seat, 0):
            state.out.append(ev.MoveRegained(seat, full, left))
        state.move_left[seat] = left
        if left > 0 or mo.has_options(state, bot):
            ratings[seat] = full
    return ratings


def _turn_after(group: list[int], old_group: list[int], old_turn: int) -> int:
    """Where the turn stands in ``group``: if it is (part of) the group that was moving, the
    first of its bots whose turn was next there; otherwise its start."""
    if not old_group or not set(group) <= set(old_group):
        return 0
    size = len(old_group)
    for offset in range(size):
        seat = old_group[(old_turn + offset) % size]
        if seat in group:
            return group.index(seat)
    return 0
