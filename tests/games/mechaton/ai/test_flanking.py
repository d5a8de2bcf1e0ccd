"""The hard agent flanks: with its target behind cover, it moves first to a hex where the
target is exposed (5s and 6s hit instead of 6s alone), then attacks."""

from __future__ import annotations

import pytest

from game.core.hexes import Hex
from game.games.mechaton.ai import HardAgent, NormalAgent
from game.games.mechaton.ai.flanking import shot_from
from game.games.mechaton.ai.seat import observe
from game.games.mechaton.rules.choices import Assign, MoveTo, Order, SpotTarget, Target
from game.games.mechaton.rules.terrain import covers
from tests.games.mechaton.rules.helpers import (
    FULL,
    field,
    fixed_json,
    start,
    state_of,
    take_off_field,
    uid,
)

WALL_OF_BRICKS = Hex(4, 0)   # right in front of the Target, on the line to Me


def _order_step():
    """Given: Me at (0,0) goes first and names the Target 5 hexes away, behind a wall of
    bricks; it rolls whites 1 1, green 5, blue 1, reds 6 6 and keeps attack 6 and move 5."""
    mine = [("Me", FULL, Hex(0, 0)), ("Gone 1", FULL, Hex(-12, 6)),
            ("Gone 2", FULL, Hex(-6, 12)), ("Gone 5", FULL, Hex(-12, 12))]
    theirs = [("Target", FULL, Hex(5, 0)), ("Gone 3", FULL, Hex(12, -6)),
              ("Gone 4", FULL, Hex(6, -12)), ("Gone 6", FULL, Hex(12, -12))]
    data = fixed_json([mine, theirs], [[Hex(-13, 1), Hex(-13, 2), Hex(-12, 2)],
                                       [Hex(13, -1), Hex(13, -2), Hex(12, -2)]],
                      arena=field(cover=[WALL_OF_BRICKS]))
    match = start(data, [3, 7, 1, 5, 6, 7, 4, 8, 9, 10, 1, 1, 5, 1, 6, 6])
    take_off_field(match, ["Gone 1", "Gone 2", "Gone 3", "Gone 4", "Gone 5", "Gone 6"])
    match.submit(0, Target(uid(match, "Target")))
    match.submit(0, SpotTarget(None))
    match.submit(0, Assign(attack=4, move=2))
    assert match.pending()[0].kind == "order"
    return match


def test_the_target_is_in_cover_from_here_but_not_from_everywhere_in_reach() -> None:
    match = _order_step()
    state = state_of(match)
    target = state.mechs[uid(match, "Target")]
    assert covers(state, target.hex, Hex(0, 0))
    # from (0,3), at the same direct fire range, 5s hit too: the shot is worth twice as much
    assert not covers(state, target.hex, Hex(0, 3))
    assert shot_from(state, Hex(0, 3)) == pytest.approx(2 * shot_from(state, Hex(0, 0)))


def test_hard_moves_first_to_an_exposed_angle_and_normal_attacks_first() -> None:
    match = _order_step()
    state = state_of(match)
    target = state.mechs[uid(match, "Target")]
    # when each agent answers the order question
    hard, normal = HardAgent(1), NormalAgent(1)
    request = match.pending()[0]
    assert normal.choose(observe(match, 0), request) == Order(True)
    choice = hard.choose(observe(match, 0), request)
    # then hard moves first, to a hex from which the Target stands in the open
    assert choice == Order(False)
    match.submit(0, choice)
    move = hard.choose(observe(match, 0), match.pending()[0])
    assert isinstance(move, MoveTo) and move.at != Hex(0, 0)
    assert not covers(state, target.hex, move.at)
