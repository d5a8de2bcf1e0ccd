"""Stat boosters: Chitin, ELME, Extra Meat (stacking), Nerve Lace in movement, Hyperheal."""

from game.core.hexes import Hex
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import (
    Attack,
    HyperhealOrder,
    MoveTiming,
    OncoOrder,
    Pick,
    Puke,
)
from tests.games.meatbot.rules.helpers import (
    build,
    duel,
    make_match,
    meat,
    of_type,
    pick_all,
    stop_all_moves,
)

A, B = Hex(0, 0), Hex(1, 0)


def test_chitin_and_elme_and_extra_meat_stack():
    bot = make_match([A, B], builds=[
        build("Red", dv.CHITIN, dv.CHITIN, dv.ELME, dv.ELME, dv.EXTRA_MEAT, dv.EXTRA_MEAT),
        build("Nina")]).state.bots[0]
    assert (bot.base_defend, bot.base_move, bot.meat) == (4, 4, 24)
    assert bot.limits() == (4, 4, 4, 4)


def test_extra_meat_lost_takes_its_meat_with_it():
    match = duel([A, B], [(10, 1)], {0: Pick(d10=1), 1: Pick()},
                 builds=[build("Red", dv.EXTRA_MEAT), build("Nina")])
    match.state.bots[0].damage = 21
    match.submit(0, Puke(match.state.bots[0].items[0].uid))
    assert match.is_over and match.result.winner == 1


def test_nerve_lace_may_move_after_a_tied_bot():
    match = duel([A, Hex(3, 0)], [(2, 1)], {0: Pick(), 1: Pick()},
                 builds=[build("Red", dv.NERVE_LACE), build("Nina")])
    request = match.pending()[0]
    assert request.kind == "timing" and request.player == 0
    match.submit(0, MoveTiming(after=True))
    movers = []
    while match.pending():
        request = match.pending()[0]
        if request.kind != "move":
            break
        movers.append(request.player)
        match.submit(request.player, request.legal_choices()[0])
    assert movers == [1, 1, 0, 0]


def test_equal_moves_alternate_hex_by_hex():
    match = duel([A, Hex(3, 0)], [(2, 2)], {0: Pick(), 1: Pick()})
    movers = []
    while match.pending()[0].kind == "move":
        request = match.pending()[0]
        movers.append(request.player)
        match.submit(request.player, request.legal_choices()[0])
    assert movers == [1, 0, 1, 0]


def test_hyperheal_regains_one_meat_in_the_defense_phase():
    match = make_match([A, B], builds=[build("Red", dv.HYPERHEAL), build("Nina")])
    match.state.bots[0].damage = 5
    pick_all(match, {0: Pick(), 1: Pick()})
    assert of_type(match.events, ev.Healed)[0].meat == 16


def test_hyperheal_can_expel_an_onco_round_before_it_acts():
    # Given an onco-round lodged in a Hyperheal bot last round
    builds = [build("Red", dv.HYPERHEAL), build("Nina", dv.ONCO)]
    match = duel([A, B], [(10, 9)], {0: Pick(), 1: Pick(d10=1)}, builds)
    match.submit(1, Attack(dv.ONCO, 0))
    stop_all_moves(match)
    assert match.state.bots[0].slugs == [1] and meat(match)[0] == 19
    # When the new round starts, the Hyperheal is asked first, and expels the round
    request = match.pending()[0]
    assert (request.kind, request.player) == ("hyperheal", 0)
    assert request.legal_choices() == [HyperhealOrder(None), HyperhealOrder(1)]
    match.submit(0, HyperhealOrder(1))
    # Then the round never acts (no order is asked) and there is no heal this round
    assert match.state.bots[0].slugs == [] and of_type(match.events, ev.OncoExpelled)
    assert [r.kind for r in match.pending()] == ["pick", "pick"]
    pick_all(match, {0: Pick(), 1: Pick()})
    assert meat(match)[0] == 19 and not of_type(match.events, ev.Healed)


def test_hyperheal_kept_for_healing_lets_the_onco_round_act_then_heals():
    builds = [build("Red", dv.HYPERHEAL), build("Nina", dv.ONCO)]
    match = duel([A, B], [(10, 9)], {0: Pick(), 1: Pick(d10=1)}, builds)
    match.submit(1, Attack(dv.ONCO, 0))
    stop_all_moves(match)
    match.submit(0, HyperhealOrder(None))
    match.submit(1, OncoOrder("damage"))
    assert meat(match)[0] == 18
    pick_all(match, {0: Pick(), 1: Pick()})
    assert meat(match)[0] == 19 and match.state.bots[0].slugs == [1]
