"""The basic bot's plib gun, claws and teeth, trip and tackle (and Crane Whip reach)."""

from game.core.hexes import Hex
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Attack, Pick, Tackle, Trip
from tests.games.meatbot.rules.helpers import (
    build,
    duel,
    meat,
    of_type,
    pass_until,
    pick_all,
    stop_all_moves,
)

A, B, FAR = Hex(0, 0), Hex(1, 0), Hex(2, 0)


def test_plib_reaches_ten_hexes_and_claws_one():
    match = duel([Hex(-5, 0), Hex(5, 0)], [(10, 9)], {0: Pick(d10=1), 1: Pick()})
    choices = match.pending()[0].legal_choices()
    assert Attack("plib", 1) in choices and Attack("claws", 1) not in choices
    match = duel([A, B], [(10, 9)], {0: Pick(d10=1), 1: Pick()})
    match.submit(0, Attack("claws", 1))
    assert meat(match) == [20, 19]


def test_a_failed_grandstand_does_nothing():
    match = duel([A, B], [(12, 11)], {0: Pick(d12=1), 1: Pick()})
    assert of_type(match.events, ev.GrandstandRolled)[0].success is False
    assert match.pending()[0].kind == "move" and meat(match) == [20, 20]


def test_trip_deals_two_and_cuts_move_by_two_this_round():
    match = duel([A, B], [(12, 12), (4, 3)], {0: Pick(d12=1), 1: Pick(d4=1)})
    assert match.pending()[0].kind == "grandstand"
    match.submit(0, Trip(1))
    assert meat(match) == [20, 18]
    order = of_type(match.events, ev.MoveOrderSet)[-1]
    assert dict(zip(order.groups, order.moves, strict=True))[(1,)] == 2 + 3 - 2


def test_trip_never_takes_move_below_zero():
    match = duel([A, B], [(12, 12)], {0: Pick(d12=1), 1: Pick()})
    match.submit(0, Trip(1))
    order = of_type(match.events, ev.MoveOrderSet)[-1]
    assert all(1 not in group for group in order.groups)   # Move 0: Nina does not move
    assert match.state.move_left[1] == 0


def test_tackle_deals_three_and_slows_both_bots_next_round():
    match = duel([A, B], [(12, 12)], {0: Pick(d12=1), 1: Pick()})
    match.submit(0, Tackle(1))
    assert meat(match) == [20, 17]
    order = of_type(match.events, ev.MoveOrderSet)[-1]
    assert order.moves == (2,)                            # this round: not yet
    stop_all_moves(match)
    pick_all(match, {0: Pick(), 1: Pick()})
    assert of_type(match.events, ev.MoveOrderSet)[-1].groups == ()   # 2 - 3 -> 0 for both


def test_crane_whip_arms_stretch_claws_and_trip_but_not_tackle():
    builds = [build("Red", dv.CRANE), build("Nina")]
    match = duel([A, FAR], [(10, 9), (12, 12)], {0: Pick(d10=1, d12=1), 1: Pick()}, builds)
    choices = match.pending()[0].legal_choices()
    assert Trip(1) in choices and Tackle(1) not in choices
    match.submit(0, Trip(1))
    match.submit(0, Attack("claws", 1))
    assert meat(match) == [20, 17]


def test_unused_dice_are_lost_at_round_end():
    match = duel([A, B], [(10, 9), (10, 8)], {0: Pick(d10=2), 1: Pick()})
    pass_until(match, "move")
    assert len(of_type(match.events, ev.DieLost)) == 2
