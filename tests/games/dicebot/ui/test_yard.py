"""The shown scavenge rebuilt from events, and the cursor's moves between scattered dice."""

from __future__ import annotations

from game.games.dicebot.rules.events import DieGrabbed, JunkyardRolled, MeleeBegan, ScavengeEnded
from game.games.dicebot.ui.scavenge.yard import die_spots, nearest, shown_yard, step_from

ROLL = JunkyardRolled(((0, "claw", 0), (1, "chip", 0), (2, "armor", 1)), False)


def test_nothing_to_show_before_the_junkyard_is_rolled():
    assert shown_yard([MeleeBegan(1, (0, 1), 6)]) is None
    # a new melee hides the last one's junkyard
    assert shown_yard([ROLL, MeleeBegan(2, (0, 1), 6)]) is None


def test_grabs_empty_the_junkyard_and_fill_the_sheets_in_order():
    events = [MeleeBegan(1, (0, 1), 6), ROLL, DieGrabbed(1, 2, "armor", "body", 1),
              DieGrabbed(0, 0, "claw", "body", 2)]
    yard = shown_yard(events)
    assert yard is not None and yard.total == 3 and not yard.ended
    assert yard.dice == {1: ("chip", 0)}
    assert yard.body == {1: ["armor"], 0: ["claw"]} and not yard.full(0)
    yard = shown_yard([*events, DieGrabbed(0, 1, "chip", "head", 3), ScavengeEnded()])
    assert yard.full(0) and yard.parts(0) == ["claw", "chip"] and yard.ended


def test_every_die_has_its_own_spot_on_the_table():
    for total in (14, 28, 42):
        spots = die_spots(total)
        assert len(spots) == total == len(set(spots))
        assert all(0 < x < 1 and 0 < y < 1 for x, y in spots)
        assert die_spots(total) == spots  # the same every frame


def test_the_cursor_moves_to_the_nearest_die_that_way():
    spots = {1: (0.5, 0.5), 2: (0.8, 0.52), 3: (0.6, 0.9), 4: (0.2, 0.5)}
    assert step_from((0.5, 0.5), (1, 0), {k: v for k, v in spots.items() if k != 1}) == 2
    assert step_from((0.5, 0.5), (-1, 0), spots) == 4
    assert step_from((0.5, 0.5), (0, 1), spots) == 3
    assert step_from((0.5, 0.5), (0, -1), spots) is None
    assert nearest((0.75, 0.5), spots) == 2
