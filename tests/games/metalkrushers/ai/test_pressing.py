"""Hard breaks mirror stalemates: a side nearly worn through is worth more to hit (``focus``)
and the further ahead hard is, the less the blows it takes count (``guard``)."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.metalkrushers.ai.hard import BOLDEST, GUARD_FROM, guard
from game.games.metalkrushers.ai.values import ATTRITION, FOCUS_SPAN, NORMAL, landed_value
from tests.games.metalkrushers.rules.helpers import DUELIST, make_match


def test_hard_values_a_point_on_a_worn_side_above_one_on_a_fresh_side():
    # given 4 points landing on a side with 30 armour left and on one with 6 left
    fresh, worn = landed_value(4, 30, 16, ATTRITION), landed_value(4, 6, 16, ATTRITION)
    # then hard counts the worn side's points for more, up to a Linkage point each
    assert fresh == 4 * ATTRITION.armour
    assert fresh < worn < 4 * ATTRITION.linkage
    # and the last point of a side counts as much as a point of Linkage
    assert landed_value(1, 1, 16, ATTRITION) == ATTRITION.linkage


def test_normal_values_every_armour_point_alike():
    assert landed_value(4, 30, 16, NORMAL) == landed_value(4, 6, 16, NORMAL) \
        == 4 * NORMAL.armour
    assert FOCUS_SPAN > 6


def test_guard_is_full_while_even_or_early_and_eases_as_hard_pulls_ahead_late():
    # given two fresh Duelists past the point of the turn limit where the guard may ease
    match = make_match([DUELIST, DUELIST], [Hex(0, 0), Hex(1, -1)], [0, 3], dice=[6, 1])
    state = match.state
    state.turn = round(GUARD_FROM * state.setup.turn_limit)
    mine, theirs = state.krusher(1), state.krusher(2)
    # then the blows taken count in full for both
    assert guard(state, mine.team) == guard(state, theirs.team) == 1.0
    # when the enemy is worn down on every side and half its Linkage
    theirs.armour = [0] * len(theirs.armour)
    theirs.il //= 2
    # then the side ahead weighs the blows it takes less, the side behind in full
    assert BOLDEST <= guard(state, mine.team) < 1.0
    assert guard(state, theirs.team) == 1.0
    # and never less than BOLDEST however far ahead
    theirs.il = 1
    assert guard(state, mine.team) == BOLDEST
    # and in full, however far ahead, while the turn limit is far
    state.turn = round(GUARD_FROM * state.setup.turn_limit) - 1
    assert guard(state, mine.team) == 1.0
