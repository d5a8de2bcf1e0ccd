import pytest

from game.core.dice import DiceError, ScriptedDice, SeededDice


def test_same_seed_same_rolls():
    a, b = SeededDice(7), SeededDice(7)
    assert [a.roll(10) for _ in range(50)] == [b.roll(10) for _ in range(50)]


def test_seeded_rolls_stay_on_the_die():
    d = SeededDice(1)
    assert {d.roll(4) for _ in range(400)} == {1, 2, 3, 4}


def test_scripted_dice_replay_in_order_and_check_sides():
    d = ScriptedDice([3, (10, 9)])
    assert d.roll(6) == 3
    assert d.roll(10) == 9
    with pytest.raises(DiceError, match="ran out"):
        d.roll(4)


def test_scripted_dice_reject_impossible_results():
    with pytest.raises(DiceError, match="cannot come up"):
        ScriptedDice([7]).roll(6)
    with pytest.raises(DiceError, match="expected a d12"):
        ScriptedDice([(12, 5)]).roll(10)


def test_a_cloned_seeded_dice_rolls_the_same_as_the_original_from_there_on():
    original = SeededDice(3)
    original.roll(6)
    twin = original.clone()
    assert [twin.roll(12) for _ in range(20)] == [original.roll(12) for _ in range(20)]
