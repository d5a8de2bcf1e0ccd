"""Mechaton's expected mechs at doomsday: the guns pointed at each mech and the turns left."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from game.core.hexes import Hex
from game.games.mechaton.rules.attrition import (
    defence_odds,
    expected_mechs,
    gun_table,
    survival,
)
from game.games.mechaton.rules.standing import evaluate
from game.games.mechaton.rules.state import MechatonState

from .helpers import fixed_json, start, state_of

GUN = ["defence", "move", "direct"]
INITIATIVE = [5, 6, 7, 8] * 8


def _duel() -> MechatonState:
    """Two equal armies of four mechs and three stations each, far apart (even scores)."""
    me = [(f"Me {k}", GUN, Hex(-6, 2 * k - 4)) for k in range(4)]
    you = [(f"You {k}", GUN, Hex(6, 4 - 2 * k)) for k in range(4)]
    stations = [[Hex(-12, 0), Hex(-8, -5), Hex(-4, 12)], [Hex(12, 0), Hex(8, 5), Hex(4, -12)]]
    return state_of(start(fixed_json([me, you], stations), INITIATIVE))


def _mech(state: MechatonState, name: str):  # noqa: ANN202 - a Mech
    return next(m for m in state.mechs if m.name == name)


def _expected(state: MechatonState) -> list[float]:
    return expected_mechs(state.mechs, 2, state.clock, False)


def test_given_no_hits_expected_then_a_mech_surely_survives() -> None:
    assert survival(0.0, 1) == 1.0


def test_given_three_hits_expected_then_a_mech_that_takes_one_more_survives_by_poisson() -> None:
    # three hits expected; it is rubble on the third: survives with 0, 1 or 2 hits
    assert math.isclose(survival(3.0, 3), math.exp(-3) * (1 + 3 + 4.5))


@given(st.floats(0.01, 20), st.integers(1, 5))
def test_survival_falls_with_the_hits_and_rises_with_toughness(hits: float, tough: int) -> None:
    assert 0 <= survival(hits + 0.5, tough) < survival(hits, tough) <= 1
    assert survival(hits, tough) < survival(hits, tough + 1)


def test_given_a_weapon_then_a_mech_lands_more_than_with_bare_hands() -> None:
    armed, bare = gun_table(("direct",), False), gun_table(("move",), False)
    assert all(a > b for a, b in zip(armed[:6], bare[:6], strict=True))
    # and less the higher the defence number it meets
    assert list(armed[:7]) == sorted(armed[:7], reverse=True)


def test_given_blue_dice_then_the_defence_runs_higher() -> None:
    plain, armoured = defence_odds(0), defence_odds(2)
    assert math.isclose(sum(plain), 1) and math.isclose(sum(armoured), 1)
    assert sum(n * p for n, p in enumerate(armoured)) > sum(n * p for n, p in enumerate(plain))


def test_given_even_armies_then_each_side_expects_the_same_losses() -> None:
    state = _duel()
    mine, yours = _expected(state)
    assert math.isclose(mine, yours) and 0 < mine < 4


def test_given_fewer_hits_left_then_a_mech_is_less_likely_to_see_doomsday() -> None:
    state = _duel()
    before = _expected(state)
    # when my mech has lost its attachments
    _mech(state, "Me 1").parts = []
    after = _expected(state)
    # then I expect fewer of my mechs at doomsday, and you a little more of yours
    assert after[0] < before[0] and after[1] > before[1]


def test_given_fewer_turns_left_then_more_mechs_see_doomsday() -> None:
    state = _duel()
    early = _expected(state)
    state.clock = 1
    assert all(late > e for late, e in zip(_expected(state), early, strict=True))


def test_given_foes_still_to_go_then_a_high_defence_number_keeps_more_mechs() -> None:
    state = _duel()
    me = _mech(state, "Me 1")
    me.started = True
    me.defence = 0
    bare = evaluate(state, 0)
    # when my mech's defence number this turn is 5 instead of 0
    me.defence = 5
    # then the foes still to go land less on it, and I stand better
    assert evaluate(state, 0) > bare


def test_given_all_foes_have_gone_then_this_turns_defence_number_no_longer_matters() -> None:
    state = _duel()
    for mech in state.mechs:
        mech.started = True
    me = _mech(state, "Me 1")
    me.defence = 0
    bare = evaluate(state, 0)
    me.defence = 5
    assert math.isclose(evaluate(state, 0), bare)


def test_given_three_seats_when_read_in_a_row_then_the_kept_reading_follows_every_change() -> None:
    me = [(f"Me {k}", GUN, Hex(-6, k)) for k in range(3)]
    you = [(f"You {k}", GUN, Hex(6, -k)) for k in range(3)]
    dee = [(f"Dee {k}", GUN, Hex(-k, 6)) for k in range(3)]
    stations = [[Hex(-12, 0), Hex(-10, 2)], [Hex(12, 0), Hex(10, -2)], [Hex(0, 12), Hex(2, 10)]]
    state = state_of(start(fixed_json([me, you, dee], stations), INITIATIVE))
    even = [evaluate(state, seat) for seat in range(3)]
    assert math.isclose(sum(even), 1)
    # when your mech loses a white die between two readings of the same state
    _mech(state, "You 0").white = 1
    after = [evaluate(state, seat) for seat in range(3)]
    # then the standings move (the kept reading is not reused), and still share out to 1
    assert after[1] < even[1] and after[0] > even[0]
    assert math.isclose(sum(after), 1)
