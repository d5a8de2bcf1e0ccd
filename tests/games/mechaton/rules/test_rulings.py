"""Our smaller rulings on naming targets, spotting and assigning dice (docs/rules/mechaton.md)."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.mechaton.rules.choices import Assign
from game.games.mechaton.rules.combat import attack_problem
from game.games.mechaton.rules.dicepool import (
    assign_choices,
    assign_problem,
    spot_choices,
    target_choices,
)
from game.games.mechaton.rules.mechs import Die

from .helpers import bare_state, field, put

HERE = Hex(0, 0)


def test_targets_need_sight_and_a_weapon_for_the_range_but_hand_to_hand_is_free() -> None:
    state = bare_state(field(walls=[Hex(2, 0)]))
    gunner = put(state, 0, "Gunner", ["direct"], HERE)
    put(state, 0, "Friend", [], Hex(0, 1))                   # friends are never targets
    behind_wall = put(state, 1, "Hidden", [], Hex(4, 0))
    close = put(state, 1, "Close", [], Hex(-1, 0))
    far = put(state, 1, "Far", [], Hex(-12, 0))
    open_shot = put(state, 1, "Open", [], Hex(0, -5))
    named = {c.mech for c in target_choices(state, gunner)}
    assert named == {None, close.uid, open_shot.uid}
    assert behind_wall.uid not in named and far.uid not in named
    # an artillery piece reaches the far one, and a bare mech still has hand to hand
    gunner.parts = ["artillery"]
    gunner.labels = ["cannon"]
    assert {c.mech for c in target_choices(state, gunner)} == {None, close.uid, far.uid}


def test_spotting_reaches_any_other_mech_within_direct_fire_range_in_sight() -> None:
    state = bare_state(field(walls=[Hex(2, 0)]))
    spotter = put(state, 0, "Eye", ["spot"], HERE)
    friend = put(state, 0, "Friend", [], Hex(0, 3))
    foe = put(state, 1, "Foe", [], Hex(-10, 0))
    put(state, 1, "Too far", [], Hex(-11, 0))
    put(state, 1, "Hidden", [], Hex(4, 0))
    assert {c.mech for c in spot_choices(state, spotter)} == {None, friend.uid, foe.uid}


DICE = (Die("white", 6, 4), Die("white", 6, 4), Die("green", 8, 7), Die("blue", 6, 5),
        Die("red", 6, 6))


def test_each_use_takes_its_own_colour_or_white_and_no_die_twice() -> None:
    assert assign_problem(DICE, Assign(defence=3, attack=4, move=2, spot=0), True, True) == ""
    assert assign_problem(DICE, Assign(attack=0), True, False) == ""        # white attacks
    assert "red or white" in assign_problem(DICE, Assign(attack=3), True, False)
    assert "two uses" in assign_problem(DICE, Assign(defence=0, move=0), True, False)
    assert "no target" in assign_problem(DICE, Assign(attack=4), False, False)
    assert "spotting" in assign_problem(DICE, Assign(spot=0), True, False)
    assert "no die number" in assign_problem(DICE, Assign(move=9), True, False)


def test_twin_dice_are_offered_once_per_outcome() -> None:
    choices = assign_choices(DICE, attacking=True, spotting=False)
    assert len(choices) == len(set(choices))
    # the two white 4s: "a white 4 on defence" appears once, and both whites can be used
    assert Assign(defence=0) in choices and Assign(defence=1) not in choices
    assert Assign(defence=0, attack=1) in choices
    assert all(assign_problem(DICE, c, True, False) == "" for c in choices)


def test_an_attack_is_lost_if_the_target_left_its_range_band() -> None:
    state = bare_state()
    attacker = put(state, 0, "Runner", ["direct"], HERE)
    victim = put(state, 1, "Target", [], Hex(5, 0))
    assert attack_problem(state, attacker, victim, "direct") == ""
    attacker.hex = Hex(4, 0)                                    # moved first, now adjacent
    assert "no longer at the range" in attack_problem(state, attacker, victim, "direct")
    victim.white = 0
    assert "rubble" in attack_problem(state, attacker, victim, "hth")
