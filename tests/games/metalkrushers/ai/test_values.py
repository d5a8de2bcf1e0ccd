"""How the agents value damage: the hard agent's attrition weights count armour worn off at
half a Linkage point, and every weight climbs toward Linkage's in the last quarter of a match."""

from __future__ import annotations

from game.games.metalkrushers.ai.values import (
    ATTRITION,
    NORMAL,
    PRESSED_SHIELD,
    landed_value,
    pressed,
)


def test_a_point_of_armour_is_worth_more_to_hard_than_to_normal():
    # given 5 points landing on 30 armour over full Linkage (far from worn through)
    normal, hard = landed_value(5, 30, 16, NORMAL), landed_value(5, 30, 16, ATTRITION)
    # then hard values them at half Linkage's worth, normal as small change
    assert normal < 0.3 * 5 < hard == 5 * ATTRITION.armour
    # and Linkage damage and the finishing blow are valued alike
    assert landed_value(4, 0, 4, NORMAL) == landed_value(4, 0, 4, ATTRITION) == 4 + NORMAL.kill


def test_weights_stay_put_for_three_quarters_of_the_limit_then_climb_to_linkage():
    assert pressed(NORMAL, 0, 60) == NORMAL
    assert pressed(NORMAL, 30, 60) == NORMAL
    assert pressed(NORMAL, 44, 60) == NORMAL
    later = [pressed(NORMAL, turn, 60) for turn in (48, 51, 54, 60, 80)]
    armour = [w.armour for w in later]
    assert armour == sorted(armour) and NORMAL.armour < armour[0]
    assert later[3].armour == NORMAL.linkage and later[3].shield == PRESSED_SHIELD
    assert later[4] == later[3]
    assert pressed(ATTRITION, 60, 60).armour == ATTRITION.linkage
