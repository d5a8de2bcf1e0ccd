"""The exact race table: the chance to win a slugging match from the Meats and damage spreads."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.games.meatbot.ai.race import DRAW, STALEMATE, after_round, race_table

EVEN = (0.5, 0.0, 0.0, 0.5)  # half the rounds nothing, half the rounds 3 damage


def test_given_a_foe_already_down_when_the_table_is_read_then_the_win_is_certain():
    table = race_table(EVEN, EVEN, 5, 5)
    assert table[3, 0] == 1.0
    assert table[0, 3] == 0.0
    assert table[0, 0] == DRAW


def test_given_equal_bots_and_equal_meat_when_racing_then_the_chance_is_below_a_half():
    # Mutual knock-outs count as a draw, and a draw is worth less than a coin flip's win.
    table = race_table(EVEN, EVEN, 9, 9)
    assert 0.3 < table[9, 9] < 0.5


def test_given_nobody_can_hurt_anybody_when_racing_then_the_position_is_worth_a_stalemate():
    table = race_table((1.0,), (1.0,), 4, 4)
    assert table[4, 4] == STALEMATE


def test_given_a_sure_kill_each_round_and_no_damage_taken_when_racing_then_it_is_won():
    table = race_table((0.0, 0.0, 0.0, 1.0), (1.0,), 4, 3)
    assert table[4, 3] == 1.0


@given(st.integers(1, 12), st.integers(1, 12))
def test_given_more_meat_when_racing_then_the_chance_never_drops(mine, theirs):
    table = race_table(EVEN, (0.3, 0.4, 0.3), 13, 13)
    assert table[mine + 1, theirs] >= table[mine, theirs] - 1e-12
    assert table[mine, theirs + 1] <= table[mine, theirs] + 1e-12


def test_given_a_quiet_round_when_looking_one_round_ahead_then_the_table_is_unchanged():
    table = race_table(EVEN, EVEN, 6, 6)
    assert abs(after_round(table, (1.0,), (1.0,), 6, 6) - table[6, 6]) < 1e-12


def test_given_a_round_that_surely_kills_the_foe_when_looking_ahead_then_it_is_won():
    table = race_table(EVEN, EVEN, 6, 6)
    assert after_round(table, (0.0,) * 6 + (1.0,), (1.0,), 6, 6) == 1.0
