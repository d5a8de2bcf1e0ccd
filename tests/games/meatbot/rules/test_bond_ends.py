"""Move comes back the moment a Lock or a pin ends (issue 9): each way a bond can end, with
scripted dice, checking Move, the movement order, the coin flip and the steps offered."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import (
    Attack,
    Hold,
    Pass,
    Pick,
    Release,
    RipFree,
    ShotgunWedding,
    Step,
    Stop,
    WrenchFree,
)
from tests.games.meatbot.rules.helpers import build, duel, meat, of_type

RED, NINA, JET = 0, 1, 2
A, B = Hex(0, 0), Hex(1, 0)


def steps_offered(request) -> set[Hex]:
    """The hexes a movement request lets the bot step onto."""
    return {c.to for c in request.legal_choices() if isinstance(c, Step)}


def free_around(match, h: Hex) -> set[Hex]:
    """The open hexes next to ``h`` that no bot stands on."""
    taken = {b.hex for b in match.state.bots if b.active}
    return set(match.state.open_around(h)) - taken


def locked(dice, picks=None, builds=None):
    """Red (Lockjaw) at A locks Nina at B with his 10; the "let go?" request is next."""
    builds = builds or [build("Red", dv.LOCKJAW), build("Nina")]
    match = duel([A, B], dice, picks or {RED: Pick(d10=1), NINA: Pick()}, builds)
    match.submit(RED, Attack("lock", NINA))
    return match


def test_the_issue_repro_letting_go_before_the_order_gives_both_move_two_and_a_coin_flip():
    # given Red's Lock holds Nina (both at Move 0)
    match = locked([(10, 9), (2, 2)])
    request = match.pending()[0]
    assert (request.kind, request.player) == ("letgo", RED)
    assert request.legal_choices() == [Hold(), Release()]
    # when Red lets go before the movement order is set
    events = match.submit(RED, Release())
    # then the Lock is gone, both have Move 2, and a d2 (a 2: Nina) decides who starts
    assert of_type(events, ev.BondBroken)[0].reason == "let go"
    assert of_type(events, ev.MoveOrderSet) == [ev.MoveOrderSet(((NINA, RED),), (2,))]
    assert match.state.move_left == {RED: 2, NINA: 2}
    first = match.pending()[0]
    assert (first.player, first.moves_left) == (NINA, 2)
    assert steps_offered(first) == free_around(match, B)
    # and the two alternate, hex by hex
    match.submit(NINA, Step(Hex(2, 0)))
    assert match.pending()[0].player == RED and match.pending()[0].moves_left == 2


def test_holding_on_is_a_skip_and_keeps_both_at_move_zero():
    # given the Lock holds
    match = locked([(10, 9)])
    # when Red keeps it on
    events = match.submit(RED, Hold())
    # then only Red (who may still let go) is in the order, at Move 0, and Nina is slowed
    assert of_type(events, ev.MoveOrderSet) == [ev.MoveOrderSet(((RED,),), (0,))]
    request = match.pending()[0]
    assert request.player == RED and steps_offered(request) == set()
    assert Release() in request.legal_choices()


def test_letting_go_on_the_movement_turn_brings_move_back_and_replans_with_a_coin_flip():
    # given Red held on, so the order is Red alone at Move 0 and Nina is not in it
    match = locked([(10, 9), (2, 1)])
    match.submit(RED, Hold())
    # when Red lets go on his Movement turn
    events = match.submit(RED, Release())
    # then both have Move 2 again, Nina joins the order and a d2 (a 1: Red) starts the tie
    assert of_type(events, ev.MoveRegained) == [ev.MoveRegained(RED, 2, 2),
                                               ev.MoveRegained(NINA, 2, 2)]
    assert of_type(events, ev.MoveOrderSet) == [ev.MoveOrderSet(((RED, NINA),), (2,))]
    request = match.pending()[0]
    assert (request.player, request.moves_left) == (RED, 2)
    assert steps_offered(request) == free_around(match, A)
    match.submit(RED, Step(Hex(-1, 0)))
    request = match.pending()[0]
    assert (request.player, request.moves_left) == (NINA, 2)
    assert steps_offered(request) == free_around(match, B)


def test_steps_already_taken_count_and_the_slower_bot_now_goes_first():
    # given Red has an ELME (base Move 3, 1 while locking) and Nina is held (Move 0)
    builds = [build("Red", dv.LOCKJAW, dv.ELME), build("Nina")]
    match = locked([(10, 9)], builds=builds)
    match.submit(RED, Hold())
    assert match.state.move_groups == [[RED]] and match.state.move_left[RED] == 1
    # when Red takes his one step (dragging Nina) and then lets go
    match.submit(RED, Step(Hex(-1, 0)))
    events = match.submit(RED, Release())
    # then Red has Move 3 less the step taken, Nina Move 2; slowest first: Nina, then Red
    assert of_type(events, ev.MoveRegained) == [ev.MoveRegained(RED, 3, 2),
                                               ev.MoveRegained(NINA, 2, 2)]
    assert of_type(events, ev.MoveOrderSet) == [ev.MoveOrderSet(((NINA,), (RED,)), (2, 3))]
    assert (match.pending()[0].player, match.pending()[0].moves_left) == (NINA, 2)


def test_a_bot_unaffected_by_the_bond_keeps_its_place_in_the_new_order():
    # given Jet (an ELME: Move 3) moves after Red's Move 0
    builds = [build("Red", dv.LOCKJAW), build("Nina"), build("Jet", dv.ELME)]
    match = duel([A, B, Hex(-4, 0)], [(10, 9), (2, 2)], {RED: Pick(d10=1), NINA: Pick(),
                                                         JET: Pick()}, builds)
    match.submit(RED, Attack("lock", NINA))
    match.submit(RED, Hold())
    assert match.state.move_groups == [[RED], [JET]]       # Red 0, Jet 3
    # when Red lets go
    events = match.submit(RED, Release())
    # then Red and Nina (Move 2, a new tie: the d2 says Nina) now go before Jet (Move 3)
    assert of_type(events, ev.MoveOrderSet) == [
        ev.MoveOrderSet(((NINA, RED), (JET,)), (2, 3))]
    assert match.pending()[0].player == NINA


def test_letting_go_before_an_attack_die_of_its_own_then_spending_it():
    # given Red rolled a 10 and a 7; the 10 locked Nina
    match = locked([(10, 10), (10, 7), (2, 1)], picks={RED: Pick(d10=2), NINA: Pick()})
    request = match.pending()[0]
    assert (request.kind, request.die) == ("attack", 7) and Release() in request.legal_choices()
    # when Red lets go as his 7 comes up
    match.submit(RED, Release())
    # then the Lock ends at once and the same die is still his to spend
    assert match.state.bonds == []
    request = match.pending()[0]
    assert (request.kind, request.player, request.die) == ("attack", RED, 7)
    assert Release() not in request.legal_choices()
    # and after spending it there is no "let go?"; both move at 2 after a coin flip
    events = match.submit(RED, Pass())
    assert of_type(events, ev.MoveOrderSet) == [ev.MoveOrderSet(((RED, NINA),), (2,))]
    assert match.pending()[0].moves_left == 2


def test_wrenching_free_gives_both_bots_their_move_back():
    # given Red's 10 locks Nina and Nina rolled a 5
    match = locked([(10, 10), (10, 5), (2, 2)], picks={RED: Pick(d10=1), NINA: Pick(d10=1)})
    # when Nina wrenches free (6 damage to herself)
    events = match.submit(NINA, WrenchFree())
    # then no "let go?" is asked, and both move at Move 2 after a coin flip (2: Nina first)
    assert meat(match) == [20, 13]
    assert of_type(events, ev.BondBroken)[0].reason == "wrenched free"
    assert of_type(events, ev.MoveOrderSet) == [ev.MoveOrderSet(((NINA, RED),), (2,))]
    assert steps_offered(match.pending()[0]) == free_around(match, B)


def test_wrenching_against_a_lock_let_go_in_the_same_step_costs_nothing():
    # given Red (a 10 that locked, and a 5) and Nina (a 5) share the step of 5s
    match = locked([(10, 10), (10, 5), (10, 5)], picks={RED: Pick(d10=2), NINA: Pick(d10=1)})
    assert meat(match) == [20, 19]
    # when Nina chooses to wrench free, then Red lets go and passes his own 5
    match.submit(NINA, WrenchFree())
    match.submit(RED, Release())
    events = match.submit(RED, Pass())
    # then Nina's wrench finds no Lock: her die is lost and she takes no damage
    assert ev.DieLost(NINA, 5, "no Lock holds it any more") in events
    assert meat(match) == [20, 19]


def test_ripping_free_of_a_pin_to_another_bot_replans_all_three_with_dice():
    # given Red's Shotgun Wedding nails Nina to Jet (both Move 0; Red Move 2)
    builds = [build("Red", dv.BONESPEAR), build("Nina"), build("Jet")]
    match = duel([A, Hex(3, 0), Hex(4, 0)], [(12, 12), (2, 1), (3, 3), (2, 1)],
                 {RED: Pick(d12=1), NINA: Pick(), JET: Pick()}, builds)
    events = match.submit(RED, ShotgunWedding(NINA))
    assert of_type(events, ev.MoveOrderSet) == [
        ev.MoveOrderSet(((NINA, JET), (RED,)), (0, 2))]
    # when Nina, first of the pinned pair (the d2 said 1), rips free (3 damage each)
    events = match.submit(NINA, RipFree())
    # then Nina and Jet have Move 2 like Red: a new three-way tie, drawn with a d3 then a d2
    assert meat(match) == [20, 11, 14]
    assert of_type(events, ev.MoveRegained) == [ev.MoveRegained(NINA, 2, 2),
                                               ev.MoveRegained(JET, 2, 2)]
    assert of_type(events, ev.MoveOrderSet) == [ev.MoveOrderSet(((JET, RED, NINA),), (2,))]
    request = match.pending()[0]
    assert (request.player, request.moves_left) == (JET, 2)
    assert steps_offered(request) == free_around(match, Hex(4, 0))


def test_a_biter_collapsing_in_the_attack_phase_frees_its_victim():
    # given Red (1 Meat left) locks Nina with his 10, and Nina's 5 finishes him
    builds = [build("Red", dv.LOCKJAW), build("Nina"), build("Jet")]
    match = duel([A, B, Hex(-4, 0)], [(10, 10), (10, 5), (2, 1)],
                 {RED: Pick(d10=1), NINA: Pick(d10=1), JET: Pick()}, builds)
    match.state.bots[RED].damage = 19
    match.submit(RED, Attack("lock", NINA))
    # when Red collapses
    events = match.submit(NINA, Attack("plib", RED))
    # then the Lock is gone and Nina moves at 2, tied with Jet (the d2 says Nina first)
    assert of_type(events, ev.BondBroken)[0].reason == "a bot collapsed"
    assert of_type(events, ev.MoveOrderSet) == [ev.MoveOrderSet(((NINA, JET),), (2,))]
    assert (match.pending()[0].player, match.pending()[0].moves_left) == (NINA, 2)


def test_a_biter_collapsing_as_it_rips_free_mid_movement_frees_its_victim():
    # given Jet nails Red to the wall east of him, Red (2 Meat left after the spear) has
    # locked Nina, and keeps his Lock on
    builds = [build("Red", dv.LOCKJAW), build("Nina"), build("Jet", dv.BONESPEAR)]
    nina_at = Hex(0, 1)
    match = duel([A, nina_at, Hex(-3, 0)], [(10, 10), (12, 12), (2, 1)],
                 {RED: Pick(d10=1), NINA: Pick(), JET: Pick(d12=1)}, builds, walls=[B])
    match.state.bots[RED].damage = 12
    match.submit(JET, ShotgunWedding(RED))
    match.submit(RED, Attack("lock", NINA))
    events = match.submit(RED, Hold())
    assert of_type(events, ev.MoveOrderSet) == [ev.MoveOrderSet(((RED,), (JET,)), (0, 2))]
    # when Red rips free of the wall and the 3 damage fells him
    events = match.submit(RED, RipFree())
    # then his Lock ends with him, and Nina joins Jet at Move 2 (the d2 says Nina first)
    assert [e.reason for e in of_type(events, ev.BondBroken)] == ["ripped free",
                                                                  "a bot collapsed"]
    assert of_type(events, ev.MoveRegained) == [ev.MoveRegained(NINA, 2, 2)]
    assert of_type(events, ev.MoveOrderSet) == [ev.MoveOrderSet(((NINA, JET),), (2,))]
    request = match.pending()[0]
    assert (request.player, request.moves_left) == (NINA, 2)
    assert steps_offered(request) == free_around(match, nina_at)
    match.submit(NINA, Stop())
    assert match.pending()[0].player == JET
