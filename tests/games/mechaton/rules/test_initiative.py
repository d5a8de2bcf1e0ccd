"""Initiative as the rulebook has it: every d10 rolled, one chosen (in secret), ascending
order, ties rolled off, and each player asked about one mech at a time."""

from __future__ import annotations

from game.core.hexes import Hex
from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.choices import PickInitiative

from .helpers import FULL, fixed_json, of_type, start, state_of, uid

LIGHT = ["direct"]                   # one attachment: four initiative d10s
PAIR = ["direct", "defence"]         # two attachments: three d10s


def _match(initiative: list[int], more: list[int] = ()) -> object:
    """Given: Me fields Light (4 d10s), Pair (3 d10s) and two fully loaded mechs (1 d10
    each); You fields four fully loaded mechs; the armies' sizes differ in attachments, so
    points per settle the roles without a roll-off."""
    mine = [("Light", LIGHT, Hex(-4, 0)), ("Pair", PAIR, Hex(-4, 2)),
            ("Me 3", FULL, Hex(-6, 0)), ("Me 4", FULL, Hex(-6, 2))]
    yours = [(f"You {k}", FULL, Hex(6, k)) for k in range(1, 5)]
    data = fixed_json([mine, yours], [[Hex(-10, 0), Hex(-10, 3), Hex(-10, 6)],
                                      [Hex(10, 0), Hex(10, -3), Hex(10, -6)]])
    return start(data, [*initiative, *more])


def test_several_dice_are_all_rolled_and_the_owner_picks_one_mech_at_a_time() -> None:
    # given Light rolls 7 3 9 3 and Pair 5 2 8; the others one die each
    match = _match([7, 3, 9, 3, 5, 2, 8, 1, 4, 6, 10, 3, 2])
    state = state_of(match)
    light, pair = uid(match, "Light"), uid(match, "Pair")
    assert state.mechs[light].initiative == (7, 3, 9, 3)
    assert state.mechs[pair].initiative == (5, 2, 8)
    rolled = {e.name: e.dice for e in of_type(match.events, ev.InitiativeRolled)}
    assert rolled["Light"] == (7, 3, 9, 3) and rolled["You 4"] == (2,)
    # then Me is asked about Light first, in secret, offered each number once
    (ask,) = match.pending()
    assert ask.player == 0 and ask.mech == light and ask.secret
    assert ask.legal_choices() == [PickInitiative(3), PickInitiative(7), PickInitiative(9)]
    # when Me picks 9 for Light, then the next question is about Pair
    match.submit(0, PickInitiative(9))
    (ask,) = match.pending()
    assert ask.mech == pair and state.mechs[light].chosen == 9
    assert ask.legal_choices() == [PickInitiative(2), PickInitiative(5), PickInitiative(8)]


def test_the_turn_runs_in_ascending_order_of_the_chosen_dice() -> None:
    # given the one-die mechs roll 1 4 6 10 10 2 (Me 3, Me 4, You 1-4)
    match = _match([7, 3, 9, 3, 5, 2, 8, 1, 4, 6, 10, 10, 2], more=[3, 8])
    # when Light goes on 9 and Pair on 5
    match.submit(0, PickInitiative(9))
    match.submit(0, PickInitiative(5))
    state = state_of(match)
    # then the order ascends from 1; You 2 and You 3 (both 10) rolled off, 3 before 8
    names = [state.mechs[u].name for u in state.turn_order]
    assert names == ["Me 3", "You 4", "Me 4", "Pair", "You 1", "Light", "You 2", "You 3"]
    (off,) = of_type(match.events, ev.RolledOff)
    assert off.rolls == (3, 8)


def test_equal_roll_offs_roll_again_and_the_lower_goes_first() -> None:
    # given You 2 and You 3 both choose 10, then roll off 4 4, then 9 2
    match = _match([7, 3, 9, 3, 5, 2, 8, 1, 4, 6, 10, 10, 2], more=[4, 4, 9, 2])
    match.submit(0, PickInitiative(9))
    match.submit(0, PickInitiative(5))
    state = state_of(match)
    # then You 3 (the 2) goes before You 2 (the 9), at the end of the turn
    names = [state.mechs[u].name for u in state.turn_order]
    assert names[-2:] == ["You 3", "You 2"]
    assert [e.rolls for e in of_type(match.events, ev.RolledOff)] == [(4, 4), (9, 2)]


def test_a_mech_whose_dice_all_show_one_number_is_not_asked() -> None:
    # given Light rolls 6 6 6 6 and Pair 5 2 8
    match = _match([6, 6, 6, 6, 5, 2, 8, 1, 4, 6, 10, 3, 2])
    state = state_of(match)
    # then Light goes on 6 without a question, and only Pair is asked
    assert state.mechs[uid(match, "Light")].chosen == 6
    (ask,) = match.pending()
    assert ask.mech == uid(match, "Pair")
