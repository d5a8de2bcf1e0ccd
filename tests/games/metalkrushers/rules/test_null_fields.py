"""Null fields take 1 off every die roll of a Krusher standing in one: initiative and its
re-rolls, Reflex Facing, ousts, to hit, damage, the critical hit chart and the Random
Armament Chart (a roll below a chart's first row reads as that row)."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.metalkrushers.rules.choices import Strike
from game.games.metalkrushers.rules.combat_events import DamageDealt
from game.games.metalkrushers.rules.data import ARMAMENT_CHART, armament_entry, critical_points
from game.games.metalkrushers.rules.events import InitiativeTied
from tests.games.metalkrushers.rules.helpers import (
    DUELIST,
    answer,
    arena,
    make_match,
    passive,
    stop_all,
)

NULL_AT_A = arena(terrain={Hex(0, 0): "null"})


def declare_nothing(match) -> list:
    """Answer every Reflex Facing, shield and parry question passively."""
    events: list = []
    while match.pending() and match.pending()[0].kind in ("reflex", "shield", "parry"):
        events += answer(match, passive(match.pending()[0]))
    return events


def critical_from_a_null_field(chart_roll: int) -> DamageDealt:
    """A, in a null field, lands a natural 12 on B with its slice (a critical hit)."""
    # initiative: A 6 - 1 = 5, B 1; A's attack 6, 6; damage 3 - 1; the chart roll
    match = make_match([DUELIST, DUELIST], [Hex(0, 0), Hex(1, 0)], [0, 3],
                       [6, 1, 6, 6, 3, chart_roll], where=NULL_AT_A)
    stop_all(match)
    events = answer(match, Strike((2, 0))) + declare_nothing(match)
    return next(e for e in events if isinstance(e, DamageDealt) and e.critical)


def test_a_null_field_takes_one_off_the_critical_chart_roll():
    # when A rolls a 6 on the chart from a null field
    critical = critical_from_a_null_field(6)
    # then it reads as a 5: 3 points on B's front armour, not 4 straight to Linkage
    assert (critical.die, critical.terms, critical.total) == (6, (("null field", -1),), 3)
    assert (critical.to_armour, critical.to_linkage) == (3, 0)
    assert "chart 1d6 6, -1 (null field) = 5 gives 3" in critical.log_line(["Seat 1", "Seat 2"])


def test_a_chart_roll_below_the_first_row_reads_as_the_first_row():
    # when A rolls a 1 on the chart from a null field (0 after the field)
    critical = critical_from_a_null_field(1)
    # then it reads as the 1-2 row: 1 point for a medium weapon
    assert critical.total == 1 == critical_points("medium", 0)[0]
    assert critical_points("large", 0) == critical_points("large", 1) == (2, False)


def test_the_random_armament_chart_reads_rolls_below_one_as_the_first_row_and_column():
    assert armament_entry(0, 0) == armament_entry(1, 1) == ARMAMENT_CHART[0][0]
    assert armament_entry(0, 4) == ARMAMENT_CHART[0][3] == "wt. medium slice"
    assert armament_entry(3, 0) == ARMAMENT_CHART[2][0] == "imp. small slice"
    assert armament_entry(5, 5) == ARMAMENT_CHART[4][4] == "any shield"


def test_initiative_re_rolls_in_a_null_field_take_one_off_too():
    # given A in a null field rolls 4 (3 after the field) and B rolls 3: a tie
    # when they roll again, A 5 (4 after the field) and B 4: still tied; then A 6 and B 2
    match = make_match([DUELIST, DUELIST], [Hex(0, 0), Hex(3, 0)], [0, 3],
                       [4, 3, 5, 4, 6, 2], where=NULL_AT_A)
    tied = [e for e in match.events if isinstance(e, InitiativeTied)]
    # then it takes two re-rolls, and A (higher) moves after B
    assert [(e.rolls, e.modifiers) for e in tied] == [((5, 4), (-1, 0)), ((6, 2), (-1, 0))]
    assert match.state.move_order == [2, 1]
    assert "A 5 -1 (null field) = 4, B 4" in tied[0].log_line(["Seat 1", "Seat 2"])
