"""The four advanced maneuvers: Clusterbang, Master Munch, Lawyer Noise, Fat City Sumo Ride."""

from game.core.hexes import Hex
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import (
    Clusterbang,
    LawyerNoise,
    MasterMunch,
    Pick,
    SumoRide,
)
from tests.games.meatbot.rules.helpers import build, duel, meat, of_type, stop_all_moves, uid_of

A, B = Hex(0, 0), Hex(1, 0)


def test_clusterbang_fuses_two_standard_attacks_on_one_bot():
    builds = [build("Red", dv.GOUGERS, dv.BOOM), build("Nina"), build("Jet")]
    match = duel([A, B, Hex(2, 0)], [(12, 12)], {0: Pick(d12=1), 1: Pick(), 2: Pick()}, builds)
    gougers, boom = uid_of(match, 0, dv.GOUGERS), uid_of(match, 0, dv.BOOM)
    match.submit(0, Clusterbang(gougers, boom, 1))
    # Nina: 3 + 2. The blast also catches Jet (1) and Red himself (1) next to ground zero.
    assert meat(match) == [19, 15, 19]
    assert match.state.bots[0].loaded(dv.BOOM).ammo == 9


def test_clusterbang_range_is_the_shorter_weapon_and_excludes_up_down():
    builds = [build("Red", dv.GOUGERS, dv.BOOM, dv.UP_DOWN), build("Nina")]
    match = duel([A, Hex(3, 0)], [(12, 12)], {0: Pick(d12=1), 1: Pick()}, builds)
    assert not any(isinstance(c, Clusterbang) for c in match.pending()[0].legal_choices())


def test_clusterbang_with_a_bonespear_knocks_back():
    builds = [build("Red", dv.GOUGERS, dv.BONESPEAR), build("Nina")]
    match = duel([A, B], [(12, 12)], {0: Pick(d12=1), 1: Pick()}, builds)
    match.submit(0, Clusterbang(uid_of(match, 0, dv.GOUGERS), uid_of(match, 0, dv.BONESPEAR), 1))
    assert meat(match) == [20, 11] and match.state.bots[1].hex == Hex(2, 0)


def test_master_munch_takes_a_devourable_for_yourself_next_round():
    builds = [build("Red", dv.HYPERSNACK, dv.LOCKJAW), build("Nina", dv.CHITIN)]
    match = duel([A, B], [(12, 12)], {0: Pick(d12=1), 1: Pick()}, builds)
    chitin = uid_of(match, 1, dv.CHITIN)
    match.submit(0, MasterMunch(1, chitin))
    assert match.state.bots[1].items == [] and not match.state.bots[0].has(dv.CHITIN)
    stop_all_moves(match)
    assert match.state.bots[0].has(dv.CHITIN) and match.state.bots[0].base_defend == 3


def test_lawyer_noise_flings_into_another_bot():
    builds = [build("Red", dv.GOUGERS, dv.BONESPEAR), build("Nina", dv.EXTRA_MEAT),
              build("Jet")]
    match = duel([A, B, Hex(4, 0)], [(12, 12)], {0: Pick(d12=1), 1: Pick(), 2: Pick()}, builds)
    match.submit(0, LawyerNoise(1, 0, 6))
    assert match.state.bots[1].hex == Hex(3, 0)      # stops in front of Jet
    assert match.state.bots[2].hex == Hex(5, 0)      # Jet knocked back one hex
    assert meat(match) == [20, 22 - 8, 20 - (2 + 1)]


def test_lawyer_noise_stops_at_a_wall_and_may_fly_short():
    builds = [build("Red", dv.GOUGERS, dv.BONESPEAR), build("Nina")]
    match = duel([A, B], [(12, 12)], {0: Pick(d12=1), 1: Pick()}, builds, walls=[Hex(4, 0)])
    match.submit(0, LawyerNoise(1, 0, 6))
    assert match.state.bots[1].hex == Hex(3, 0) and meat(match) == [20, 12]
    knock = of_type(match.events, ev.BotKnockedBack)[0]
    assert knock.blocked == "a wall" and len(knock.path) == 3


def test_fat_city_sumo_ride_shoves_both_bots_and_slows_them():
    builds = [build("Red", dv.ELME, dv.EXTRA_MEAT, dv.EXTRA_MEAT), build("Nina")]
    match = duel([A, B], [(12, 12)], {0: Pick(d12=1), 1: Pick()}, builds)
    match.submit(0, SumoRide(1, 5))                   # direction 5: south-east
    assert match.state.bots[0].hex == Hex(0, 2) and match.state.bots[1].hex == Hex(1, 2)
    assert meat(match) == [24, 18]
    assert match.state.move_left == {0: 3 - 2, 1: 2 - 2}


def test_maneuvers_need_their_devourables():
    match = duel([A, B], [(12, 12)], {0: Pick(d12=1), 1: Pick()},
                 [build("Red", dv.GOUGERS), build("Nina")])
    kinds = {type(c) for c in match.pending()[0].legal_choices()}
    assert not kinds & {Clusterbang, MasterMunch, LawyerNoise, SumoRide}
