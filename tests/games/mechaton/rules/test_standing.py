"""Mechaton's evaluate: who is ahead by the rules, reading stations as expected at doomsday."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.mechaton.rules.standing import (
    evaluate,
    evaluate_seats,
    expected_assets,
    score_standing,
)
from game.games.mechaton.rules.state import MechatonState

from .helpers import fixed_json, start, state_of

GUN = ["defence", "move", "direct"]
MY_STATION = Hex(-12, 0)
MY_STATIONS = [MY_STATION, Hex(-8, -5), Hex(-4, 12)]
YOUR_STATIONS = [Hex(12, 0), Hex(8, 5), Hex(4, -12)]
INITIATIVE = [5, 6, 7, 8] * 8


def _duel() -> MechatonState:
    """Two equal armies of four mechs and three stations each, far apart (even scores)."""
    me = [(f"Me {k}", GUN, Hex(-6, 2 * k - 4)) for k in range(4)]
    you = [(f"You {k}", GUN, Hex(6, 4 - 2 * k)) for k in range(4)]
    return state_of(start(fixed_json([me, you], [MY_STATIONS, YOUR_STATIONS]), INITIATIVE))


def _put(state: MechatonState, name: str, at: Hex) -> None:
    next(m for m in state.mechs if m.name == name).hex = at


def test_given_even_armies_far_apart_then_the_standing_is_even() -> None:
    state = _duel()
    assert evaluate(state, 0) == evaluate(state, 1) == 0.5


def test_given_a_foe_beside_my_unguarded_station_then_i_stand_worse() -> None:
    state = _duel()
    far = evaluate(state, 0)
    # when your mech walks up beside my station, with no mech of mine near it
    _put(state, "You 1", Hex(-11, 0))
    # then my station counts partly as yours already, and I stand below even
    mine, yours = expected_assets(state)
    assert mine < yours
    assert evaluate(state, 0) < far
    assert abs(evaluate(state, 0) + evaluate(state, 1) - 1) < 1e-9


def test_given_a_foe_at_my_station_when_i_guard_it_then_i_stand_better() -> None:
    state = _duel()
    _put(state, "You 1", Hex(-11, 0))
    unguarded = evaluate(state, 0)
    # when my mech stands beside my station too
    _put(state, "Me 1", Hex(-12, 1))
    # then the seizure is mostly kept off
    assert evaluate(state, 0) > unguarded


def test_given_a_station_nearer_my_mech_then_i_stand_better() -> None:
    state = _duel()
    # a step toward your station is worth something long before I can seize it
    _put(state, "Me 1", Hex(0, 0))
    middle = evaluate(state, 0)
    _put(state, "Me 1", Hex(5, 0))
    assert evaluate(state, 0) > middle > 0.5


def test_given_one_tick_left_then_a_foe_out_of_reach_is_no_threat() -> None:
    state = _duel()
    _put(state, "You 1", Hex(0, 0))
    state.clock = 11
    threatened = evaluate(state, 0)
    # with one tick left the foe twelve hexes away cannot reach my station before doomsday
    state.clock = 1
    assert evaluate(state, 0) == 0.5 < threatened + 0.5
    assert threatened < 0.5


def test_given_a_wrecked_mech_then_its_owner_stands_worse() -> None:
    state = _duel()
    next(m for m in state.mechs if m.name == "You 2").white = 0
    assert evaluate(state, 0) > 0.5 > evaluate(state, 1)


def test_given_more_guns_and_even_scores_then_ticking_the_clock_lowers_my_standing() -> None:
    state = _duel()
    next(m for m in state.mechs if m.name == "You 2").parts = ["move"]
    early = evaluate(state, 0)
    # my guns only take assets while turns are left: the clock running down favours you
    state.clock = 2
    assert 0.5 < evaluate(state, 0) < early


def test_given_a_tie_held_and_a_seizure_in_prospect_then_ticking_gains_nothing() -> None:
    state = _duel()
    next(m for m in state.mechs if m.name == "You 1").hex = Hex(-4, 11)
    state.clock = 2
    before = score_standing(state, 1)
    assert before > 0.5
    # you merely stand by my station: only a lead held firms up as the clock runs down
    # (the turn fewer for both sides' guns changes next to nothing at equal armies)
    state.clock = 1
    assert score_standing(state, 1) <= before + 1e-9


def test_given_a_lead_held_and_even_guns_then_ticking_the_clock_raises_the_standing() -> None:
    state = _duel()
    # given I hold one of your stations (a mech more would also bring a gun more, and guns
    # take assets only while turns are left)
    state.stations[3].owner = 0
    state.clock = 6
    before = score_standing(state, 0)
    state.clock = 5
    assert score_standing(state, 0) > before


def _table() -> MechatonState:
    """Five armies of two mechs and one station each, round an open field."""
    corners = [Hex(-10, 0), Hex(0, -10), Hex(10, -10), Hex(10, 0), Hex(0, 10)]
    armies = [[(f"P{seat} {k}", GUN, Hex(at.q + k, at.r)) for k in range(2)]
              for seat, at in enumerate(corners)]
    stations = [[Hex(at.q, at.r + 2)] for at in corners]
    return state_of(start(fixed_json(armies, stations), list(range(1, 9)) * 20))


def test_given_five_seats_when_a_station_changes_hands_then_every_seat_reads_the_new_state(
) -> None:
    state = _table()
    # given the standings of one state read seat after seat (the search's way)
    before = [evaluate(state, seat) for seat in range(5)]
    assert abs(sum(before) - 1) < 1e-9
    # when seat 0 seizes seat 3's station in the same state object
    state.stations[3].owner = 0
    after = [evaluate(state, seat) for seat in range(5)]
    # then every seat reads the new state, and each reading is evaluate_seats' (one reading
    # of every seat at once, the search's way)
    assert after[0] > before[0]
    assert after[3] < before[3]
    assert after == evaluate_seats(state)
