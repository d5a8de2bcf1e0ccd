"""The hard agent's duel movement reads the foe's likely reply (the normal agent's own hex
search from the foe's seat) instead of assuming the worst."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.base import SeatView
from game.core import areas
from game.core.arena import open_arena
from game.core.dice import SeededDice
from game.core.hexes import Hex, distance
from game.games.meatbot.ai import heuristic, make_agent
from game.games.meatbot.ai import tactics as tx
from game.games.meatbot.ai.duelmove import _candidates, best_hex
from game.games.meatbot.ai.reply import ReplyModel, foe_turns
from game.games.meatbot.rules import BotBuild, MeatbotSetup, new_state
from game.games.meatbot.rules.choices import Step, Stop
from tests.ai.helpers import random_arena

NORMAL_BUILD = ("Hyperheal", "Aggro Pump", "Gougers")  # claws reach 1, the plib 10


def duel(arena, me_at, foe_at, build=NORMAL_BUILD):
    setup = MeatbotSetup(open_arena(*arena[:1], walls=arena[1], spawns=[me_at, foe_at]),
                         (BotBuild("Me", 5, build), BotBuild("Foe", 5, build)))
    return new_state(setup, SeededDice(1))[0]


def movement(state, me_left, foe_left, groups):
    """Put the state in the Movement phase with these Moves and groups (me = seat 0)."""
    state.phase = "move"
    state.move_turn = 0
    state._pending = None
    state.move_left = {0: me_left, 1: foe_left}
    state.move_groups = [list(g) for g in groups]
    state.move_done = set()
    state.move_taken = {}


WALLED = (3, [Hex(0, -1), Hex(0, -3), Hex(3, -1)])


def test_given_a_bot_behind_moving_first_when_picking_its_hex_then_it_goes_where_the_foe_walks_in():
    # Given: I am 8 Meat behind (so I want the big claw blows) and move first with 1 step;
    # the foe moves after me with 1 step. Assuming the worst, every hex looks the same (the
    # foe could always keep at plib range), but the normal foe walks into claw reach when
    # it can, and from (-2, 0) it can.
    state = duel(WALLED, Hex(-3, 0), Hex(0, 0))
    me, foe = state.bots
    me.damage = 8
    movement(state, 1, 1, [[0], [1]])
    # When
    goal = best_hex(state, me, foe, 1)
    # Then: the chosen hex is the one the foe answers by coming adjacent ...
    assert goal == Hex(-2, 0)
    assert distance(goal, ReplyModel(state, me, foe).reply(goal)) == 1
    # ... and the normal agent itself, with me standing there, does step next to me.
    me.hex = goal
    state.move_done = {0}
    state._pending = None
    request = next(r for r in state.pending() if r.player == 1)
    step = heuristic.choose(state, 1, request)
    assert isinstance(step, Step) and distance(step.to, goal) == 1


def test_given_the_foe_moves_after_me_when_modelling_then_its_goal_is_the_heuristic_one():
    state = duel((5, []), Hex(-3, 0), Hex(2, 0))
    me, foe = state.bots
    movement(state, 2, 3, [[0], [1]])
    model = ReplyModel(state, me, foe)
    for at in (Hex(-3, 0), Hex(-2, 0), Hex(-1, 0)):
        me.hex = at  # where the normal agent would see me
        expected = tx.Outlook(state, foe).best_spot(3)[0]
        me.hex = Hex(-3, 0)
        assert model.reply(at) == expected


def test_given_who_moves_when_classifying_then_done_after_and_alternate_are_told_apart():
    state = duel((5, []), Hex(-3, 0), Hex(2, 0))
    me, foe = state.bots
    movement(state, 2, 3, [[0], [1]])
    assert foe_turns(state, me, foe) == "after"
    movement(state, 2, 2, [[0, 1]])
    assert foe_turns(state, me, foe) == "alternate"
    movement(state, 3, 2, [[0]])
    assert foe_turns(state, me, foe) == "done"
    movement(state, 2, 2, [[0, 1]])
    state.move_done = {1}
    assert foe_turns(state, me, foe) == "done"


def test_given_equal_moves_when_playing_out_then_the_steps_alternate_and_the_foe_ends_last():
    # Given: two steps each, me first; I head away from the foe to (-5, 0).
    state = duel((6, []), Hex(-2, 0), Hex(1, 0))
    me, foe = state.bots
    movement(state, 2, 2, [[0, 1]])
    # When
    mine, theirs = ReplyModel(state, me, foe).play_out(Hex(-4, 0), 2)
    # Then: I get there, and the foe (moving second, last) has followed me two hexes.
    assert mine == Hex(-4, 0)
    assert distance(theirs, foe.hex) == 2
    assert distance(mine, theirs) == 3


def test_given_the_same_position_when_asked_twice_then_the_same_hex_comes_back():
    state = duel(WALLED, Hex(-3, 0), Hex(0, 0))
    me, foe = state.bots
    me.damage = 8
    movement(state, 2, 2, [[0, 1]])
    first = best_hex(state, me, foe, 2)
    assert all(best_hex(state, me, foe, 2) == first for _ in range(3))


def test_given_a_movement_search_when_counting_the_work_then_it_is_bounded_by_candidates():
    # The budget is a count: one play-out per candidate hex, each at most one of the
    # heuristic's hex searches per step I have left (plus the last one).
    state = duel((6, []), Hex(-4, 0), Hex(3, 0))
    me, foe = state.bots
    movement(state, 3, 3, [[0, 1]])
    model = ReplyModel(state, me, foe)
    candidates = _candidates(state, me, foe, 3)
    for at, _, _ in candidates:
        model.play_out(at, 3)
    assert 0 < model.searches <= len(candidates) * (3 + 1)


def test_given_the_hard_agent_in_a_duel_when_it_moves_then_it_steps_toward_the_modelled_best():
    state = duel(WALLED, Hex(-3, 0), Hex(0, 0))
    me, foe = state.bots
    me.damage = 8
    movement(state, 1, 1, [[0], [1]])
    request = next(r for r in state.pending() if r.player == 0)
    choice = make_agent("hard", 1).choose(SeatView(0, lambda: state), request)
    assert choice == Step(Hex(-2, 0))


def test_given_a_lead_at_claw_reach_and_tied_moves_when_stepping_in_turn_then_it_slips_away():
    # Given: I lead by 6 Meat next to the foe (claws do 3, the plib 1: a leader wants the
    # small blows), we both have Move 2 and I step first. Stepping straight away fails (the
    # foe follows, and steps last); sidestepping keeps the normal foe content next to me, so
    # it stops, and my second step takes me out of claw reach.
    state = duel((5, []), Hex(0, 0), Hex(1, 0))
    me, foe = state.bots
    foe.damage = 6
    movement(state, 2, 2, [[0, 1]])
    hard = make_agent("hard", 1)
    # When: the Movement phase is played through the rules, the foe as the normal agent
    moves = []
    while state.pending() and state.pending()[0].kind == "move":
        request = state.pending()[0]
        seat = request.player
        choice = (hard.choose(SeatView(0, lambda: state), request) if seat == 0
                  else heuristic.choose(state, 1, request))
        moves.append((seat, choice))
        state.apply(seat, choice)
    # Then: a sidestep (still next to the foe), the foe's stop, a step out to plib range.
    assert moves[0][0] == 0 and distance(moves[0][1].to, foe.hex) == 1
    assert moves[1] == (1, Stop())
    assert distance(state.bots[0].hex, state.bots[1].hex) == 2


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 3), st.integers(1, 3), st.booleans())
def test_given_any_small_duel_when_playing_out_then_the_bots_end_apart_and_in_reach(
        seed, my_left, foe_left, tied):
    rng = random.Random(seed)
    arena = random_arena(rng, 2)
    state = new_state(MeatbotSetup(arena, (BotBuild("Me", 5, NORMAL_BUILD),
                                           BotBuild("Foe", 5, NORMAL_BUILD))),
                      SeededDice(seed))[0]
    me, foe = state.bots
    movement(state, my_left, foe_left, [[0, 1]] if tied else [[0], [1]])
    model = ReplyModel(state, me, foe)
    mine_reach = areas.reach(arena, me.hex, my_left, {foe.hex})
    for at in mine_reach:
        mine, theirs = model.play_out(at, my_left)
        assert mine != theirs
        assert distance(mine, me.hex) <= my_left and distance(theirs, foe.hex) <= foe_left
