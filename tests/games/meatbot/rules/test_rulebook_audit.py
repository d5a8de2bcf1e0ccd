"""Rules found wrong or unproven in the audit against the rulebook, each pinned by a test.

Every test reads as given / when / then and names the rule it holds to.
"""

import pytest

from game.core.hexes import Hex
from game.core.match import IllegalChoice
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import (
    AcidStream,
    Attack,
    Blast,
    HyperhealOrder,
    OrganPeel,
    Pick,
    RipFree,
    ShotgunWedding,
    Stop,
    WrenchFree,
)
from game.games.meatbot.rules.movement import current_move
from tests.games.meatbot.rules.helpers import (
    build,
    duel,
    meat,
    of_type,
    pick_all,
    stop_all_moves,
    uid_of,
)

A = Hex(0, 0)
LOW, HIGH = Hex(4, 0), Hex(5, 0)     # two rival bots side by side


# -- the explosion example (Jet's boom launcher) -----------------------------------------------

def _jet_fires_an_eight_at(ground_zero: Hex):
    """Jet (Boom Launcher) rolls 8; one rival has Defend 6, the other Chitin and Defend 9."""
    builds = [build("Jet", dv.BOOM), build("Six", dv.TWITCHY), build("Nine", dv.CHITIN)]
    dice = [(10, 8), (6, 4), (6, 6)]                   # Defend 2+4 = 6 and 3+6 = 9
    picks = {0: Pick(d10=1), 1: Pick(d6=1), 2: Pick(d6=1)}
    match = duel([A, LOW, HIGH], dice, picks, builds)
    assert [b.defend for b in match.state.bots[1:]] == [6, 9]
    match.submit(0, Blast(dv.BOOM, ground_zero))
    return match


def test_jet_example_aimed_at_the_high_defend_bot_does_one_to_each():
    # Given the rulebook's example, when Jet puts ground zero on the Defend 9 bot
    match = _jet_fires_an_eight_at(HIGH)
    # Then it still takes one less (1), and the Defend 6 bot in the ring takes the ring's 1
    assert meat(match) == [20, 19, 19]


def test_jet_example_aimed_at_the_low_defend_bot_spares_the_high_one():
    # When Jet aims at the Defend 6 bot instead
    match = _jet_fires_an_eight_at(LOW)
    # Then it takes the full 2 and the Defend 9 bot in the ring takes nothing
    assert meat(match)[1:] == [18, 20]


# -- kills go to whoever took the bot to zero --------------------------------------------------

def test_a_kill_goes_to_the_bot_whose_hit_took_meat_to_zero_not_the_last_in_the_step():
    # Given Jet on 1 Meat and Red and Nina both rolling 10 at him (one simultaneous step)
    match = duel([A, Hex(2, 0), Hex(1, 0)], [(10, 10), (10, 10)],
                 {0: Pick(d10=1), 1: Pick(d10=1), 2: Pick()})
    match.state.bots[2].damage = 19
    # When Red's plib (resolved first) takes him to 0 and Nina's lands on the wreck
    match.submit(0, Attack("plib", 2))
    match.submit(1, Attack("plib", 2))
    # Then the kill is Red's
    assert [s.kills for s in match.state.stats[:2]] == [1, 0]
    assert of_type(match.events, ev.BotCollapsed)[0].by == 0


def test_self_inflicted_damage_leaves_the_kill_with_the_last_bot_that_hurt_it():
    # Given Nina locked by Red's Lockjaw and worn down to 6 Meat by Red
    builds = [build("Red", dv.LOCKJAW), build("Nina")]
    match = duel([A, Hex(1, 0)], [(10, 9), (10, 8)], {0: Pick(d10=1), 1: Pick(d10=1)},
                 builds)
    match.state.bots[1].damage = 14
    match.submit(0, Attack("lock", 1))               # 1 damage: Nina on 5
    # When Nina wrenches free for 6 and so drops to 0 herself
    match.submit(1, WrenchFree())
    # Then Red gets the kill (the tear is her own doing, but Red's bite caused it)
    assert match.result.winner == 0 and match.result.stats[0].kills == 1


def test_tearing_off_extra_meat_that_finishes_a_bot_is_a_kill():
    # Given Nina with one Extra Meat and 1 Meat left, and Red rolling a 12 next to her
    builds = [build("Red", dv.GOUGERS), build("Nina", dv.EXTRA_MEAT)]
    match = duel([A, Hex(1, 0)], [(12, 12)], {0: Pick(d12=1), 1: Pick()}, builds)
    match.state.bots[1].damage = 21
    # When an Organ Peel tears the Extra Meat off
    match.submit(0, OrganPeel(1, uid_of(match, 1, dv.EXTRA_MEAT), Hex(2, 0)))
    # Then she collapses, and the kill and the grandstand are both Red's
    stats = match.result.stats[0]
    assert match.result.winner == 0 and (stats.kills, stats.grandstands) == (1, 1)


def test_a_grandstand_that_does_no_damage_still_counts():
    # Given Red (Gougers) rolling a 12 beside Nina, who has a Chitin
    builds = [build("Red", dv.GOUGERS), build("Nina", dv.CHITIN)]
    match = duel([A, Hex(1, 0)], [(12, 12)], {0: Pick(d12=1), 1: Pick()}, builds)
    # When he peels the Chitin off (an Organ Peel does no damage)
    match.submit(0, OrganPeel(1, uid_of(match, 1, dv.CHITIN), Hex(2, 0)))
    # Then the grandstand is counted all the same
    assert meat(match) == [20, 20] and match.state.stats[0].grandstands == 1


# -- Shotgun Wedding pins ----------------------------------------------------------------------

def test_either_bot_nailed_together_may_pay_to_rip_free():
    # Given Red's Shotgun Wedding nailing Nina to Jet (Damage 6 and 3)
    builds = [build("Red", dv.BONESPEAR), build("Nina"), build("Jet")]
    match = duel([A, Hex(3, 0), Hex(4, 0)], [(12, 12)], {0: Pick(d12=1), 1: Pick(), 2: Pick()},
                 builds)
    match.submit(0, ShotgunWedding(1))
    assert meat(match) == [20, 14, 17]
    # When Nina stands still and Jet (the bot behind her) chooses to separate
    assert match.pending()[0].player == 1
    match.submit(1, Stop())
    request = match.pending()[0]
    assert request.player == 2 and RipFree() in request.legal_choices()
    match.submit(2, RipFree())
    # Then all bots involved take 3 and the pin is gone
    assert meat(match) == [20, 11, 14] and match.state.bonds == []


def test_a_bot_nailed_to_a_wall_has_no_destinations():
    # Given Nina nailed to a wall by a Shotgun Wedding, with a d4 rolled for Move
    builds = [build("Red", dv.BONESPEAR), build("Nina")]
    match = duel([A, Hex(3, 0)], [(12, 12), (4, 4)], {0: Pick(d12=1), 1: Pick(d4=1)},
                 builds, walls=[Hex(4, 0)])
    match.submit(0, ShotgunWedding(1))
    # Then the Movement phase offers her no hex but her own
    assert set(match.state.destinations(1)) == {Hex(3, 0)}


# -- shapes and order ------------------------------------------------------------------------

def test_acid_stream_ray_is_five_hexes_long_and_hits_friend_or_foe():
    # Given bots 1, 5 and 6 hexes east of Red, who rolls a 12 with an Acid Spray
    builds = [build("Red", dv.ACID_SPRAY), build("Nina"), build("Jet"), build("Oz")]
    match = duel([A, Hex(1, 0), Hex(5, 0), Hex(6, 0)], [(12, 12)],
                 {0: Pick(d12=1), 1: Pick(), 2: Pick(), 3: Pick()}, builds)
    # When he sprays the stream east
    match.submit(0, AcidStream(0))
    # Then the ray holds exactly five hexes: the bots 1 and 5 away take 2, the one 6 away none
    resolved = of_type(match.events, ev.AttackResolved)[0]
    assert resolved.hexes == tuple(Hex(i, 0) for i in range(1, 6))
    assert meat(match) == [20, 18, 18, 20]


def test_a_coin_flip_decides_who_starts_when_moves_are_tied():
    # Given two bots on Move 2; the d2 for the tie comes up 2 (the second bot in seat order)
    match = duel([A, Hex(3, 0)], [(2, 2)], {0: Pick(), 1: Pick()})
    # Then Nina starts, and they alternate
    assert match.pending()[0].player == 1
    match.submit(1, Stop())
    assert match.pending()[0].player == 0
    match = duel([A, Hex(3, 0)], [(2, 1)], {0: Pick(), 1: Pick()})
    assert match.pending()[0].player == 0


def test_two_hyperheals_one_expels_and_the_other_still_heals():
    # Given Red with two Hyperheals, 5 damage and one onco-round in him
    builds = [build("Red", dv.HYPERHEAL, dv.HYPERHEAL), build("Nina", dv.ONCO)]
    match = duel([A, Hex(1, 0)], [(10, 9)], {0: Pick(), 1: Pick(d10=1)}, builds)
    match.submit(1, Attack(dv.ONCO, 0))
    stop_all_moves(match)
    match.state.bots[0].damage = 5
    # When the first Hyperheal expels the round at the start of the round
    match.submit(0, HyperhealOrder(1))
    # Then the second is not asked (nothing left to expel) and heals 1 in the Defense phase
    assert [r.kind for r in match.pending()] == ["pick", "pick"]
    pick_all(match, {0: Pick(), 1: Pick()})
    assert meat(match)[0] == 16


# -- the Move and Defend examples of the core rules -------------------------------------------

def test_move_example_base_two_plus_the_sum_of_the_d4s_and_never_more_than_2d4():
    # Given Red's basic bot (Move 2)
    one = duel([A, Hex(6, 0)], [(4, 3)], {0: Pick(d4=1), 1: Pick()})
    two = duel([A, Hex(6, 0)], [(4, 4), (4, 1)], {0: Pick(d4=2), 1: Pick()})
    # Then one d4 of 3 gives Move 5, and 2d4 of 4 and 1 give Move 7
    assert current_move(one.state, one.state.bots[0]) == 5
    assert current_move(two.state, two.state.bots[0]) == 7
    # And with Massacre to spare he still may not pick a third d4
    big = duel([A, Hex(6, 0)], [], {}, builds=[build("Red", massacre=5), build("Nina")])
    with pytest.raises(IllegalChoice, match="at most 2 d4"):
        big.submit(0, Pick(d4=3))


def test_defend_example_base_four_plus_the_best_of_three_d6_and_never_more_than_4d6():
    # Given Red's bot with Defend 4 (two Chitin layers) rolling three d6: 1, 3 and 5
    builds = [build("Red", dv.CHITIN, dv.CHITIN, massacre=5), build("Nina")]
    match = duel([A, Hex(6, 0)], [(6, 1), (6, 3), (6, 5)], {0: Pick(d6=3), 1: Pick()}, builds)
    # Then his Defend this round is 9
    assert match.state.bots[0].base_defend == 4 and match.state.bots[0].defend == 9
    # And he may never pick five d6
    fresh = duel([A, Hex(6, 0)], [], {}, builds)
    with pytest.raises(IllegalChoice, match="at most 4 d6"):
        fresh.submit(0, Pick(d6=5))
