"""Torn-off devourables on the floor: eating them, Crane reach, puking, Hypersnack."""

from game.core.hexes import Hex
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.bots import Item
from game.games.meatbot.rules.choices import Eat, Pick, Puke, Swallow
from tests.games.meatbot.rules.helpers import (
    build,
    duel,
    make_match,
    of_type,
    pass_until,
    pick_all,
    stop_all_moves,
)

A, B = Hex(0, 0), Hex(3, 0)
GOUGERS = Item(99, dv.GOUGERS, None)


def _with_item_at(where, builds=None, dice=()):
    match = make_match([A, B], dice, builds)
    match.state.floor[GOUGERS.uid] = (GOUGERS, where)
    match.state.advance()        # refresh the pending requests for the given
    return match


def test_a_bot_on_the_item_may_eat_instead_of_picking():
    match = _with_item_at(A)
    assert Eat(99) in match.pending()[0].legal_choices()
    assert Eat(99) not in match.pending()[1].legal_choices()
    pick_all(match, {0: Eat(99), 1: Pick(d4=1)})
    revealed = of_type(match.events, ev.DiceRevealed)[0]
    assert revealed.eating == 99 and revealed.d10 == ()
    stop_all_moves(match)
    red = match.state.bots[0]
    assert red.hex == A and 99 not in match.state.floor
    assert [i.uid for i in red.digesting] == [99] and not red.has(dv.GOUGERS)  # next match


def test_eating_fails_when_the_stomachs_are_full():
    builds = [build("Red", dv.ONCO, dv.BOOM, dv.NERVE_LACE), build("Nina")]   # 10 full
    match = _with_item_at(A, builds)
    pick_all(match, {0: Eat(99), 1: Pick()})
    stop_all_moves(match)
    assert 99 in match.state.floor and match.state.bots[0].digesting == []


def test_crane_whip_arms_eat_from_two_hexes_away():
    match = _with_item_at(Hex(2, -1), [build("Red", dv.CRANE), build("Nina")])
    assert Eat(99) in match.pending()[0].legal_choices()
    match = _with_item_at(Hex(2, -1))
    assert Eat(99) not in match.pending()[0].legal_choices()


def test_any_attack_die_can_puke_a_devourable_onto_your_hex():
    builds = [build("Red", dv.CHITIN), build("Nina")]
    match = duel([A, B], [(10, 1)], {0: Pick(d10=1), 1: Pick()}, builds)
    uid = match.state.bots[0].items[0].uid
    match.submit(0, Puke(uid))
    assert match.state.bots[0].items == [] and match.state.floor[uid][1] == A


def test_hypersnack_swallows_with_any_attack_die_and_uses_it_next_round():
    builds = [build("Red", dv.HYPERSNACK), build("Nina")]
    match = _with_item_at(A, builds, dice=[(10, 1)])
    pick_all(match, {0: Pick(d10=1), 1: Pick()})
    match.submit(0, Swallow(99))
    assert not match.state.bots[0].has(dv.GOUGERS)
    stop_all_moves(match)
    assert match.state.bots[0].has(dv.GOUGERS)
    assert of_type(match.events, ev.DevourableArrived)


def test_failed_grandstand_dice_cannot_puke():
    builds = [build("Red", dv.CHITIN), build("Nina")]
    match = duel([A, B], [(12, 5)], {0: Pick(d12=1), 1: Pick()}, builds)
    assert match.pending()[0].kind == "move"
    pass_until(match, "move")


def test_two_bots_eating_one_item_let_the_dice_decide():
    builds = [build("Red"), build("Nina", dv.CRANE)]
    match = make_match([A, Hex(2, 0)], [(2, 2)], builds)
    match.state.floor[GOUGERS.uid] = (GOUGERS, A)
    match.state.advance()
    pick_all(match, {0: Eat(99), 1: Eat(99)})
    failed = of_type(match.events, ev.EatingFailed)
    assert [(e.player, e.reason) for e in failed] == [(0, "Nina got it")]
    assert [i.uid for i in match.state.bots[1].digesting] == [99]


def test_eating_fails_when_the_item_is_gone_by_round_end():
    builds = [build("Red"), build("Nina", dv.HYPERSNACK, dv.CRANE)]
    match = make_match([A, Hex(2, 0)], [(10, 3)], builds)
    match.state.floor[GOUGERS.uid] = (GOUGERS, A)
    match.state.advance()
    pick_all(match, {0: Eat(99), 1: Pick(d10=1)})
    match.submit(1, Swallow(99))                     # Nina's Hypersnack gets there first
    stop_all_moves(match)
    assert of_type(match.events, ev.EatingFailed)[0].reason == "the item is gone"
