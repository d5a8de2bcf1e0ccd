"""Devourable weapons: Gougers, Lockjaw, Bonespear Flinger, Boom Launcher."""

import pytest

from game.core.hexes import Hex
from game.core.match import IllegalChoice
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import (
    Attack,
    Blast,
    Hold,
    Hurl,
    OrganPeel,
    Pick,
    Release,
    RipFree,
    ShotgunWedding,
    Step,
    Stop,
    WrenchFree,
)
from tests.games.meatbot.rules.helpers import (
    build,
    duel,
    meat,
    of_type,
    pass_until,
    pick_all,
    stop_all_moves,
    uid_of,
)

A, B = Hex(0, 0), Hex(1, 0)


def test_gougers_do_three():
    match = duel([A, B], [(10, 2)], {0: Pick(d10=1), 1: Pick()}, [build("Red", dv.GOUGERS),
                                                                   build("Nina")])
    match.submit(0, Attack(dv.GOUGERS, 1))
    assert meat(match) == [20, 17]


def test_organ_peel_drops_the_chosen_devourable_next_to_the_victim():
    builds = [build("Red", dv.GOUGERS), build("Nina", dv.CHITIN)]
    match = duel([A, B], [(12, 12)], {0: Pick(d12=1), 1: Pick()}, builds)
    chitin = uid_of(match, 1, dv.CHITIN)
    assert OrganPeel(1, chitin, Hex(2, 0)) in match.pending()[0].legal_choices()
    match.submit(0, OrganPeel(1, chitin, Hex(2, 0)))
    nina = match.state.bots[1]
    assert nina.items == [] and nina.base_defend == 2 and nina.meat == 20
    assert match.state.floor[chitin][1] == Hex(2, 0)


def test_organ_peel_needs_something_to_peel():
    builds = [build("Red", dv.GOUGERS), build("Nina")]
    match = duel([A, B], [(12, 12)], {0: Pick(d12=1), 1: Pick()}, builds)
    assert not any(isinstance(c, OrganPeel) for c in match.pending()[0].legal_choices())


def _locked(dice=((10, 9),), nina_pick=None):
    """Red's Lock holds Nina, and Red keeps it on when asked to let go (Movement is next)."""
    nina_pick = nina_pick or Pick()
    builds = [build("Red", dv.LOCKJAW), build("Nina")]
    match = duel([A, B], list(dice), {0: Pick(d10=1), 1: nina_pick}, builds)
    match.submit(0, Attack("lock", 1))
    match.submit(0, Hold())
    return match


def test_lockjaw_bites_for_two_and_locks_for_one():
    builds = [build("Red", dv.LOCKJAW), build("Nina")]
    match = duel([A, B], [(10, 9)], {0: Pick(d10=1), 1: Pick()}, builds)
    match.submit(0, Attack("bite", 1))
    assert meat(match) == [20, 18]
    match = _locked()
    assert meat(match) == [20, 19] and of_type(match.events, ev.LockFormed)
    assert match.state.move_left == {0: 0, 1: 0}    # Move 2 - 2 for both


def test_a_locked_bot_can_wrench_free_for_six():
    match = _locked()
    stop_all_moves(match)
    pick_all(match, {0: Pick(), 1: Pick(d10=1)})
    match.submit(1, WrenchFree())
    assert meat(match) == [20, 13] and match.state.bonds == []


def test_the_biter_can_let_go_in_the_movement_phase():
    match = _locked(dice=[(10, 9), (4, 2)], nina_pick=Pick(d4=1))
    request = match.pending()[0]
    assert request.player == 0 and Release() in request.legal_choices()
    match.submit(0, Release())
    assert match.state.bonds == []


def test_lock_with_both_bots_moving_drags_the_partner():
    match = _locked(dice=[(10, 9), (4, 3), (2, 1)], nina_pick=Pick(d4=1))
    match.state.bots[0].d4 = (3,)          # given: Red also rolled a 3 for Move
    match.state.move_left[0] = 3
    assert match.pending()[0].player == 0  # (the plan was made before the given)
    match.submit(0, Step(Hex(-1, 0)))      # leaves Nina behind: she is dragged
    assert match.state.bots[1].hex == A
    match.submit(0, Stop())
    events = match.submit(1, Step(Hex(1, 0)))  # Nina steps back east: Red comes along
    moved = of_type(events, ev.BotMoved)[0]
    assert moved.dragged == 0 and match.state.bots[0].hex == A
    match.submit(1, Step(Hex(1, -1)))      # still next to Red: he stays
    assert match.state.bots[0].hex == A


def test_bonespear_does_six_and_knocks_back_one_hex():
    builds = [build("Red", dv.BONESPEAR), build("Nina")]
    match = duel([A, Hex(3, 0)], [(10, 9)], {0: Pick(d10=1), 1: Pick()}, builds)
    match.submit(0, Attack(dv.BONESPEAR, 1))
    assert meat(match) == [20, 14] and match.state.bots[1].hex == Hex(4, 0)
    assert match.state.bots[0].items[0].ammo == 2


def test_bonespear_knock_back_into_a_wall_does_not_move():
    builds = [build("Red", dv.BONESPEAR), build("Nina")]
    match = duel([A, Hex(3, 0)], [(10, 9)], {0: Pick(d10=1), 1: Pick()}, builds,
                 walls=[Hex(4, 0)])
    match.submit(0, Attack(dv.BONESPEAR, 1))
    assert match.state.bots[1].hex == Hex(3, 0)
    assert of_type(match.events, ev.BotKnockedBack)[0].blocked == "a wall"


def test_bonespear_runs_out_after_three_spears():
    builds = [build("Red", dv.BONESPEAR), build("Nina", dv.EXTRA_MEAT)]
    match = duel([A, Hex(5, 0)], [(10, 9), (10, 9), (10, 9), (10, 9)],
                 {0: Pick(d10=4), 1: Pick()}, builds)
    choices = match.pending()[0].legal_choices()
    assert Attack(dv.BONESPEAR, 1) in choices
    match.state.bots[0].items[0] = match.state.bots[0].items[0]._replace(ammo=1)
    match.submit(0, Attack(dv.BONESPEAR, 1))    # all four 9s are allocated together
    match.submit(0, Attack(dv.BONESPEAR, 1))
    match.submit(0, Attack("plib", 1))
    match.submit(0, Attack("plib", 1))
    assert [e.reason for e in of_type(match.events, ev.DieLost)] == [
        "the Bonespear Flinger is empty"]
    assert match.state.bots[1].meat == 22 - 6 - 1 - 1


def test_shotgun_wedding_pins_to_a_wall_until_ripped_free():
    builds = [build("Red", dv.BONESPEAR), build("Nina")]
    match = duel([A, Hex(3, 0)], [(12, 12), (4, 4)], {0: Pick(d12=1), 1: Pick(d4=1)},
                 builds, walls=[Hex(4, 0)])
    match.submit(0, ShotgunWedding(1))
    assert meat(match) == [20, 14] and of_type(match.events, ev.BotPinned)[0].wall == Hex(4, 0)
    match.submit(0, Stop())
    choices = match.pending()[0].legal_choices()
    assert not any(isinstance(c, Step) for c in choices) and RipFree() in choices
    match.submit(1, RipFree())
    assert meat(match) == [20, 11]
    assert any(isinstance(c, Step) for c in match.pending()[0].legal_choices())


def test_shotgun_wedding_to_another_bot_hurts_both_and_binds_them():
    builds = [build("Red", dv.BONESPEAR), build("Nina"), build("Jet")]
    match = duel([A, Hex(3, 0), Hex(4, 0)], [(12, 12)], {0: Pick(d12=1), 1: Pick(),
                                                         2: Pick()}, builds)
    match.submit(0, ShotgunWedding(1))
    assert meat(match) == [20, 14, 17]
    assert match.state.bonds[0].b == 2


def test_shotgun_wedding_needs_a_backstop():
    builds = [build("Red", dv.BONESPEAR), build("Nina")]
    match = duel([A, Hex(3, 0)], [(12, 12)], {0: Pick(d12=1), 1: Pick()}, builds)
    assert ShotgunWedding(1) not in match.pending()[0].legal_choices()


@pytest.mark.parametrize("ammo, offered", [(10, True), (1, True), (0, False)])
def test_boom_launcher_ammo(ammo, offered):
    builds = [build("Red", dv.BOOM), build("Nina")]
    match = duel([A, Hex(4, 0)], [(10, 9)], {0: Pick(d10=1), 1: Pick()}, builds)
    launcher = match.state.bots[0].items[0]
    assert launcher.ammo == 10
    match.state.bots[0].items[0] = launcher._replace(ammo=ammo)
    assert (Blast(dv.BOOM, Hex(4, 0)) in match.pending()[0].legal_choices()) is offered


def test_hurl_does_three_throws_two_hexes_and_slows():
    builds = [build("Red", dv.BOOM), build("Nina")]
    match = duel([A, Hex(2, 0)], [(12, 12), (4, 4)], {0: Pick(d12=1), 1: Pick(d4=1)}, builds)
    match.submit(0, Hurl(1))
    nina = match.state.bots[1]
    assert nina.meat == 17 and nina.hex == Hex(4, 0)
    assert match.state.move_left[1] == 2 + 4 - 2
    assert match.state.bots[0].items[0].ammo == 9


def test_no_weapon_no_attack_choice():
    match = duel([A, B], [(10, 9)], {0: Pick(d10=1), 1: Pick()})
    kinds = {getattr(c, "weapon", None) for c in match.pending()[0].legal_choices()}
    assert kinds == {None, "plib", "claws"}
    pass_until(match, "move")


def test_a_lock_takes_two_off_base_move_and_so_off_the_d4_limit():
    match = _locked()
    stop_all_moves(match)
    with pytest.raises(IllegalChoice, match="at most 0 d4"):
        match.submit(1, Pick(d4=1))
