"""Building mechs and armies: the rulebook's four example mechs, its points-per example,
army sizes by player count, and the weapon options."""

from __future__ import annotations

import pytest

from game.games.mechaton.rules.dicepool import dice_to_roll
from game.games.mechaton.rules.mechs import Mech
from game.games.mechaton.rules.parts import (
    SIZES,
    ArmyBuild,
    MechBuild,
    initiative_dice,
    part_problems,
    points_per,
)


def _pool(parts: list[str], band: str | None, double: bool = False) -> dict[str, int]:
    """How many dice of each colour (d8s counted as "<colour> d8") a mech rolls."""
    mech = Mech(0, 0, MechBuild("Test", tuple(parts)))
    counts: dict[str, int] = {}
    for colour, sides in dice_to_roll(mech, band, spotting=True, rocket=False, double=double):
        key = colour if sides == 6 else f"{colour} d8"
        counts[key] = counts.get(key, 0) + 1
    return counts


def test_crane_arm_spotlights_shell_and_rifle() -> None:
    # given spotlights (yellow), a battered shell (blue), a crane arm (hand to hand) and an
    # assault rifle (direct fire)
    parts = ["spot", "defence", "hth", "direct"]
    assert part_problems(parts, split=False, double=False) == []
    # then it rolls 2 white, 1 yellow, 1 blue, and 2 red at hand to hand or at direct fire
    assert _pool(parts, "hth") == {"white": 2, "yellow": 1, "blue": 1, "red": 2}
    assert _pool(parts, "direct") == {"white": 2, "yellow": 1, "blue": 1, "red": 2}
    assert "red" not in _pool(parts, "artillery")
    # and 1 initiative die
    assert initiative_dice(len(parts)) == 1


def test_wings_rocketpack_and_walkie_talkie() -> None:
    parts = ["move", "move", "spot"]
    # then 2 white, 2 green, 1 yellow, and the green d8 for having no long-range weapon
    assert _pool(parts, None) == {"white": 2, "green": 2, "green d8": 1, "yellow": 1}
    assert initiative_dice(len(parts)) == 2


def test_armour_cannon_and_shoulder_rockets() -> None:
    parts = ["defence", "artillery", "direct"]
    assert _pool(parts, "artillery") == {"white": 2, "blue": 1, "red": 2}
    assert _pool(parts, "direct") == {"white": 2, "blue": 1, "red": 2}
    assert initiative_dice(len(parts)) == 2


def test_ecm_rocket_pod_and_two_ripsaws_with_the_second_weapon_option() -> None:
    parts = ["defence", "direct", "hth", "hth"]
    # given the second optional rule, then two ripsaws roll 2 red plus a red d8 up close
    assert part_problems(parts, split=False, double=True) == []
    assert _pool(parts, "hth", double=True) == {"white": 2, "blue": 1, "red": 2, "red d8": 1}
    assert _pool(parts, "direct", double=True) == {"white": 2, "blue": 1, "red": 2}
    assert initiative_dice(len(parts)) == 1
    # and without it the second ripsaw is not allowed
    assert part_problems(parts, split=False, double=False)


def test_split_weapons_never_give_more_than_two_red_dice_at_a_range() -> None:
    # given a submachinegun (hand to hand / direct) and a sniper rifle (direct / artillery)
    parts = ["hth/direct", "direct/artillery"]
    assert part_problems(parts, split=True, double=False) == []
    # then 1 red up close, 2 at direct fire, 1 at artillery range
    assert _pool(parts, "hth")["red"] == 1
    assert _pool(parts, "direct")["red"] == 2
    assert _pool(parts, "artillery")["red"] == 1
    # and a third direct weapon would break the two-dice limit; split codes need the option
    assert part_problems([*parts, "direct"], split=True, double=False)
    assert part_problems(parts, split=False, double=False)


@pytest.mark.parametrize("parts", [
    ["move", "move", "move"], ["spot"] * 3, ["defence"] * 3, ["direct", "direct"],
    ["move", "spot", "defence", "hth", "direct"], ["laser"],
])
def test_illegal_mechs_are_refused(parts: list[str]) -> None:
    assert part_problems(parts, split=False, double=False)


def test_the_green_d8_arrives_when_the_last_long_weapon_is_lost() -> None:
    # given a mech with a chainsaw and a rifle
    mech = Mech(0, 0, MechBuild("Saw", ("hth", "direct", "defence")))
    assert not mech.green_d8
    # when the rifle is shot off, then it rolls the green d8 from now on
    mech.lose("direct", "")
    assert mech.green_d8


def test_army_sizes_by_player_count() -> None:
    assert SIZES[2] == (3, 4, 8)
    assert SIZES[3] == (2, 3, 6)
    assert SIZES[4] == SIZES[5] == (1, 2, 4)


def _army(mechs: int, attachments: int) -> ArmyBuild:
    parts = [["defence", "move", "spot", "direct"][:4] for _ in range(mechs)]
    spare = 4 * mechs - attachments
    for index in range(spare):
        parts[index % mechs].pop()
    return ArmyBuild(tuple(MechBuild(f"M{i}", tuple(p)) for i, p in enumerate(parts)))


def test_points_per_and_starting_scores_of_the_example() -> None:
    # given my 3 mechs with 10 attachments, your 4 fully loaded, Mitch's 3 fully loaded
    armies = [_army(3, 10), _army(4, 16), _army(3, 12)]
    assert [a.attachments for a in armies] == [10, 16, 12]
    # then points per are 7, 3 and 6
    assert points_per(armies) == (7, 3, 6)
    # and with 2 stations each the starting scores are 35, 18 and 30
    stations = SIZES[3][0]
    assert [(len(a.mechs) + stations) * p for a, p in zip(armies, (7, 3, 6), strict=True)] \
        == [35, 18, 30]


def test_everybody_tied_stays_at_five() -> None:
    assert points_per([_army(2, 8)] * 3) == (5, 5, 5)


def test_with_both_options_the_order_of_parts_never_matters() -> None:
    # given two split guns and a rifle, all reaching direct fire range
    parts = ["hth/direct", "hth/direct", "direct"]
    for order in (parts, list(reversed(parts))):
        # then either way: 2 red d6 at direct fire plus the rifle as a red d8
        assert part_problems(order, split=True, double=True) == []
        assert _pool(order, "direct", double=True)["red"] == 2
        assert _pool(order, "direct", double=True)["red d8"] == 1
        assert _pool(order, "hth", double=True)["red"] == 2


def test_losing_one_of_two_ripsaws_loses_the_d8() -> None:
    mech = Mech(0, 0, MechBuild("Saws", ("hth", "hth", "defence")))
    mech.lose("hth", "")
    assert _pool(list(mech.parts), "hth", double=True)["red"] == 2
    assert "red d8" not in _pool(list(mech.parts), "hth", double=True)
