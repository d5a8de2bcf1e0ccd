"""The round: secret picks within every limit, Defense, ordered attacks, ties, the end."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.hexes import Hex
from game.core.match import IllegalChoice
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Attack, Pass, Pick
from game.games.meatbot.rules.requests import PickRequest
from tests.games.meatbot.rules.helpers import build, duel, make_match, meat, of_type, resolved

A, B = Hex(0, 0), Hex(1, 0)


@pytest.mark.parametrize("pick, problem", [
    (Pick(d4=3), "at most 2 d4"),
    (Pick(d6=3), "at most 2 d6"),
    (Pick(d10=5), "at most 4 d10"),
    (Pick(d4=2, d6=2, d10=1), "5 dice is more than Massacre 4"),
])
def test_given_a_basic_bot_when_picking_past_a_limit_then_refused(pick, problem):
    match = make_match([A, B], builds=[build("Red"), build("Nina")])
    with pytest.raises(IllegalChoice, match=problem):
        match.submit(0, pick)


@pytest.mark.parametrize("kind, pick", [
    (dv.ENDURANCE, Pick(d4=6)), (dv.TWITCHY, Pick(d6=6)), (dv.AGGRO_PUMP, Pick(d10=6))])
def test_given_a_pump_when_picking_many_of_its_dice_then_allowed_up_to_massacre(kind, pick):
    match = make_match([A, B], builds=[build("Red", kind, massacre=6), build("Nina")])
    request = match.pending()[0]
    request.validate(pick)
    assert pick in request.legal_choices()
    with pytest.raises(IllegalChoice, match="more than Massacre 6"):
        request.validate(Pick(d4=pick.d4, d6=pick.d6, d10=pick.d10, d12=1))


def test_given_two_elmes_when_picking_then_up_to_four_d4():
    match = make_match([A, B], builds=[build("Red", dv.ELME, dv.ELME, massacre=5), build("N")])
    match.pending()[0].validate(Pick(d4=4))
    with pytest.raises(IllegalChoice, match="at most 4 d4"):
        match.pending()[0].validate(Pick(d4=5))


def test_legal_picks_are_exactly_those_within_limits():
    match = make_match([A, B])
    picks = match.pending()[0].legal_choices()
    assert len(picks) == len(set(picks)) == 15   # counts with total <= 2, each <= its limit
    assert all(p.total <= 2 for p in picks)


def test_view_hides_other_picks_until_the_reveal():
    match = make_match([A, B], [(6, 4), (10, 3)])
    match.submit(0, Pick(d6=1))
    mine, theirs = match.view_for(0).bots[0], match.view_for(1).bots[0]
    assert mine.picked == (0, 1, 0, 0)
    assert theirs.picked is None and theirs.has_picked and theirs.dice is None
    match.submit(1, Pick(d10=1))
    assert match.view_for(1).bots[0].dice == ((), (4,), (), ())


def test_secret_builds_are_hidden_until_used():
    from game.core.arena import open_arena
    from game.games.meatbot.rules import MeatbotSetup, new_state
    from tests.games.meatbot.rules.helpers import ThenOnes

    setup = MeatbotSetup(open_arena(3, spawns=[A, B]),
                         (build("Red", dv.GOUGERS, dv.CHITIN), build("Nina")), (A, B),
                         secret_builds=True)
    state, _ = new_state(setup, ThenOnes([(10, 9)]))
    assert state.view_for(1).bots[0].devourables == ()
    assert len(state.view_for(0).bots[0].devourables) == 2
    state.apply(0, Pick(d10=1))
    state.apply(1, Pick())
    state.apply(0, Attack(dv.GOUGERS, 1))
    assert [d[1] for d in state.view_for(1).bots[0].devourables] == [dv.GOUGERS]


def test_defend_adds_only_the_highest_d6():
    match = duel([A, B], [(6, 2), (6, 5)], {0: Pick(d6=2), 1: Pick()})
    assert [e.defend for e in of_type(match.events, ev.DefenseRaised)] == [7, 2]


def test_attacks_resolve_from_ten_down_and_a_roll_equal_to_defend_hits():
    match = duel([A, B], [(10, 3), (10, 7), (6, 1), (10, 5)],
                 {0: Pick(d10=2), 1: Pick(d6=1, d10=1)}, builds=[build("Red"), build("Nina")])
    for seat in (0, 1, 0):
        match.submit(seat, Attack("plib", 1 - seat))
    assert resolved(match.events) == [(0, 7), (1, 5), (0, 3)]
    assert match.state.bots[1].defend == 3      # Red's last die (3) equals it: a hit
    assert [e.missed for e in of_type(match.events, ev.AttackResolved)] == [(), (), ()]
    assert meat(match) == [19, 18]


def test_equal_dice_resolve_together_so_both_can_collapse_in_a_draw():
    match = duel([A, B], [(10, 5), (10, 5)], {0: Pick(d10=1), 1: Pick(d10=1)})
    for bot in match.state.bots:
        bot.damage = 19
    requests = match.pending()
    assert sorted(r.player for r in requests) == [0, 1]   # allocated blind, together
    assert match.submit(0, Attack("plib", 1)) == []
    match.submit(1, Attack("plib", 0))
    assert match.is_over and match.result.draw
    assert len(of_type(match.events, ev.BotCollapsed)) == 2


def test_nerve_lace_wins_a_tie():
    match = duel([A, B], [(10, 5), (10, 5)], {0: Pick(d10=1), 1: Pick(d10=1)},
                 builds=[build("Red", dv.NERVE_LACE), build("Nina")])
    for bot in match.state.bots:
        bot.damage = 19
    assert [r.player for r in match.pending()] == [0]
    match.submit(0, Attack("plib", 1))
    assert match.is_over and match.result.winner == 0
    assert match.result.stats[0].kills == 1


def test_out_of_range_dice_are_lost():
    match = duel([Hex(-6, 0), Hex(6, 0)], [(10, 9)], {0: Pick(d10=1), 1: Pick()})
    choices = match.pending()[0].legal_choices()
    assert not any(isinstance(c, Attack) for c in choices)
    events = match.submit(0, Pass())
    assert of_type(events, ev.DieLost)[0].reason == "passed"


def test_walls_block_sight_for_attacks():
    match = duel([Hex(-2, 0), Hex(2, 0)], [(10, 9)], {0: Pick(d10=1), 1: Pick()},
                 walls=[Hex(0, 0), Hex(0, 1), Hex(1, -1), Hex(-1, 1), Hex(0, -1), Hex(1, 0),
                        Hex(-1, 0)])
    assert Attack("plib", 1) not in match.pending()[0].legal_choices()


def test_the_match_statistics_count_damage_and_kills():
    match = duel([A, B], [(10, 9)], {0: Pick(d10=1), 1: Pick()})
    match.state.bots[1].damage = 19
    match.submit(0, Attack("plib", 1))
    stats = match.result.stats
    assert (stats[0].damage_dealt, stats[0].kills, stats[1].damage_taken) == (1, 1, 1)
    assert match.result.winner == 0 and "Red wins" in match.log()[-1]


@settings(max_examples=150, deadline=None)
@given(massacre=st.integers(2, 10), limits=st.tuples(*[st.integers(0, 10)] * 4),
       pick=st.tuples(*[st.integers(0, 11)] * 4))
def test_a_pick_validates_exactly_when_it_is_listed(massacre, limits, pick):
    request = PickRequest(1, 0, "pick", "", massacre, limits)
    choice = Pick(*pick)
    listed = choice in request.legal_choices()
    try:
        request.validate(choice)
        valid = True
    except IllegalChoice:
        valid = False
    assert listed == valid
    assert listed == (all(n <= lim for n, lim in zip(pick, limits, strict=True))
                      and sum(pick) <= massacre)
