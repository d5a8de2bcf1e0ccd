"""The agents' dice arithmetic against numbers worked out by hand."""

from __future__ import annotations

import pytest

from game.games.mechaton.ai.odds import best_of, expected_hits, fixed, pool


def test_the_best_of_two_d6_is_a_six_eleven_times_in_36() -> None:
    dist = dict(best_of((6, 6)))
    assert dist[6] == pytest.approx(11 / 36) and dist[1] == pytest.approx(1 / 36)
    assert sum(dist.values()) == pytest.approx(1.0)


def test_a_defence_die_counts_one_less_and_never_below_zero() -> None:
    assert dict(best_of((6,), 1)) == pytest.approx({v: 1 / 6 for v in range(6)})
    # two less: a 1 and a 2 both show 0
    assert dict(best_of((6,), 2))[0] == pytest.approx(2 / 6)
    assert best_of(()) == ((0, 1.0),)


def test_expected_hits_follow_the_difference_the_spot_die_and_cover() -> None:
    # 5 against 3: two damage dice hitting on 5-6 in the open, on a 6 in cover
    assert expected_hits(fixed(5), fixed(3), False) == pytest.approx(2 / 3)
    assert expected_hits(fixed(5), fixed(3), True) == pytest.approx(2 / 6)
    # a spot die of 4 by the target gives four dice instead
    assert expected_hits(fixed(5), fixed(3), False, spot=4) == pytest.approx(4 / 3)
    # a miss is a miss, spot die or not
    assert expected_hits(fixed(3), fixed(3), False, spot=6) == 0.0


def test_an_attack_pool_is_the_red_dice_and_the_whites() -> None:
    assert pool([8, 6], 2) == (6, 6, 6, 8)


@pytest.mark.parametrize("in_cover", [False, True])
def test_expected_hits_are_the_mean_of_the_rules_cores_hit_odds(in_cover) -> None:
    from game.games.mechaton.rules.combat import hit_odds

    for dice in range(7):
        mean = sum(k * p for k, p in enumerate(hit_odds(dice, in_cover)))
        assert expected_hits(fixed(3 + dice), fixed(3), in_cover) == pytest.approx(mean)
