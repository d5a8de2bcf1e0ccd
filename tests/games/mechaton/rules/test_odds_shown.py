"""The odds shown before committing dice against a mech that has not gone yet: the defence
it is likely to show and the number of hits an attack lands."""

from __future__ import annotations

import itertools

import pytest

from game.games.mechaton.rules.combat import hit_odds
from game.games.mechaton.rules.odds import best_defence_odds, hits_against


def test_no_blue_or_white_dice_means_defence_zero() -> None:
    assert best_defence_odds(0, 0) == (1.0,)


@pytest.mark.parametrize(("blue", "white"), [(0, 1), (1, 2), (2, 2)])
def test_the_best_die_less_one_counted_over_every_roll(blue: int, white: int) -> None:
    # given every roll of the dice, counted by hand
    counts = [0] * 6
    rolls = list(itertools.product(range(1, 7), repeat=blue + white))
    for roll in rolls:
        counts[max(roll) - 1] += 1
    # then the odds are the counts over the number of rolls
    assert best_defence_odds(blue, white) == pytest.approx([c / len(rolls) for c in counts])


def test_a_known_defence_gives_the_plain_hit_odds() -> None:
    # given a defence of 2 for sure, an attack of 6 rolls four damage dice
    sure = (0.0, 0.0, 1.0)
    assert hits_against(6, sure, True) == pytest.approx(hit_odds(4, True))
    # and an attack no higher than the defence never hits
    assert hits_against(2, sure, False) == (1.0,)


def test_an_unknown_defence_mixes_the_odds_and_they_sum_to_one() -> None:
    defence = best_defence_odds(1, 2)
    odds = hits_against(5, defence, False)
    assert sum(odds) == pytest.approx(1.0)
    # a hit needs the defence below 5: the 0-hit chance is at least the chance it is 5
    assert odds[0] >= defence[5]
    expected = sum(p * sum(k * q for k, q in enumerate(hit_odds(5 - d, False)))
                   for d, p in enumerate(defence) if d < 5)
    assert sum(k * p for k, p in enumerate(odds)) == pytest.approx(expected)
