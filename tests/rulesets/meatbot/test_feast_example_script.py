"""The tutorial's second lesson (game.rulesets.meatbot.feast_example): both sides answering
with the script's choices play the shop, an Organ Peel, the eating of the torn-off Chitin
and Nina's collapse, round by round, with every scripted die used."""

from __future__ import annotations

import pytest

from game.core.dice import DiceError
from game.core.match import IllegalChoice
from game.rulesets.meatbot import board_events as bev
from game.rulesets.meatbot import devourables as dv
from game.rulesets.meatbot import events as ev
from game.rulesets.meatbot import feast_example as script
from game.rulesets.meatbot.choices import Build, Eat, Pick


def answer_until(match, done) -> list:
    """Answer every request with the script's first choice until ``done(match)``."""
    start = len(match.events)
    while not done(match):
        request = match.pending()[0]
        choices = script.script_choices(match.state, request)
        assert choices, f"no scripted answer for {request.kind} in round {match.state.round}"
        match.submit(request.player, choices[0])
    return match.events[start:]


def round_over(round_no: int):
    return lambda match: match.is_over or match.state.round > round_no


def test_the_shop_builds_red_and_nina_comes_with_chitin():
    # given the lesson's match
    match = script.new_match()
    # when the shop before round 1 is answered
    events = answer_until(match, lambda m: m.state.round == 1 and m.state.phase != "shop")
    # then Red carries Gougers and an Extra Meat (22 Meat), Nina her Chitin, side by side
    red, nina = match.state.bots
    assert sorted(i.kind for i in red.items) == sorted(script.RED_BUILD)
    assert [i.kind for i in nina.items] == [dv.CHITIN]
    assert (red.meat, nina.meat) == (22, 20)
    assert any(isinstance(e, ev.BotBuilt) for e in events)


def test_round_1_peels_the_chitin_and_red_steps_onto_it():
    # given the built bots
    match = script.new_match()
    answer_until(match, lambda m: m.state.phase != "shop")
    # when round 1 is played
    events = answer_until(match, round_over(1))
    # then Red's 12 is a grandstand that drops Nina's Chitin on the drop hex, his three
    # Gougers hits take 9, Nina's two claws take 2, and Red ends the round on the Chitin
    assert any(isinstance(e, ev.GrandstandRolled) and e.player == script.RED and e.success
               for e in events)
    dropped = [e for e in events if isinstance(e, bev.DevourableDropped)]
    assert len(dropped) == 1
    assert [item.kind for item, _ in match.state.floor.values()] == [dv.CHITIN]
    assert [h for _, h in match.state.floor.values()] == [script.DROP]
    red, nina = match.state.bots
    assert (red.meat, nina.meat) == (20, 11)
    assert nina.items == [] and red.hex == script.DROP


def test_round_2_red_eats_the_chitin_which_works_next_match():
    # given round 1 played
    match = script.new_match()
    answer_until(match, round_over(1))
    # when Red spends round 2 eating
    assert script.script_choices(match.state, match.request_for(script.RED))[0] == \
        Eat(next(iter(match.state.floor)))
    events = answer_until(match, round_over(2))
    # then he swallows it at the round's end (ready next match) and took Nina's two claws
    eaten = [e for e in events if isinstance(e, bev.DevourableEaten)]
    assert [(e.player, e.kind, e.ready) for e in eaten] == \
        [(script.RED, dv.CHITIN, "next match")]
    assert match.state.floor == {}
    assert [b.meat for b in match.state.bots] == [18, 11]


def test_round_3_ends_the_match_with_red_the_winner_and_every_die_used():
    # given rounds 1 and 2 played
    match = script.new_match()
    answer_until(match, round_over(2))
    # when round 3 is played
    events = answer_until(match, lambda m: m.is_over)
    # then Nina collapses under four Gougers hits and the match ends, Red the winner
    assert any(isinstance(e, bev.BotCollapsed) and e.player == script.NINA for e in events)
    ended = [e for e in events if isinstance(e, bev.MatchEnded)]
    assert [e.winner for e in ended] == [script.RED]
    assert match.state.round == 3
    assert match.state.dice.remaining == 0


def test_the_build_counts_in_any_order_and_nothing_is_scripted_past_round_3():
    # given the lesson's match at the shop
    match = script.new_match()
    request = match.request_for(script.RED)
    # then the build matches in either order, and a different one does not
    wanted = script.script_choices(match.state, request)[0]
    assert script.same_build(Build(tuple(reversed(script.RED_BUILD))), wanted)
    assert not script.same_build(Build((dv.GOUGERS,)), wanted)
    # and a pick in a round past the script has no answer
    answer_until(match, lambda m: m.state.phase != "shop")
    pick = match.request_for(script.RED)
    later = match.state.clone()
    later.round = script.ROUNDS + 1
    assert pick.kind == "pick" and script.script_choices(later, pick) == ()


def test_other_dice_than_the_scripts_run_out_or_refuse():
    # given the lesson's match played with a different round 1 pick for Red
    match = script.new_match()
    answer_until(match, lambda m: m.state.phase != "shop")
    # when Red asks for more dice than Massacre allows, the rules refuse it
    with pytest.raises(IllegalChoice):
        match.submit(script.RED, Pick(d10=4, d12=1))
    # and a pick the script did not foresee rolls dice the script does not hold
    match.submit(script.RED, Pick(d4=2, d6=2))
    with pytest.raises(DiceError):
        match.submit(script.NINA, Pick(d6=1, d10=2))
