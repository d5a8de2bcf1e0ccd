"""The scenarios: each starts and plays to its end; Team Play's initiative and movement order;
Pick-Up arming; defeat, victory and the draw of simultaneous damage."""

from __future__ import annotations

import pytest

from game.core.hexes import Hex
from game.games.metalkrushers.rules import TEMPLATES
from game.games.metalkrushers.rules.choices import (
    Arm,
    Move,
    NoParry,
    Reflex,
    SaveLast,
    Strike,
    TakeItem,
    UseShield,
)
from game.games.metalkrushers.rules.combat_events import MatchEnded
from game.games.metalkrushers.rules.events import ArmamentRolled, ItemTaken
from tests.games.metalkrushers.rules.fuzz import play, setup_json, uniform
from tests.games.metalkrushers.rules.helpers import (
    DUELIST,
    answer,
    arena,
    eager,
    make_match,
    stop_all,
)

SCENARIOS = [("duel", 2), ("open", 4), ("team", 2), ("team", 3), ("pickup", 3)]


@pytest.mark.parametrize("scenario, players", SCENARIOS)
@pytest.mark.parametrize("seed", range(3))
def test_each_scenario_plays_to_its_end_under_random_legal_play(scenario, players, seed):
    match = play(setup_json(scenario, seed, players), seed, uniform)
    assert match.result.turns <= 30


@pytest.mark.parametrize("scenario, players", SCENARIOS)
def test_each_scenario_fights_to_a_finish_when_the_players_seek_a_fight(scenario, players):
    results = []
    for seed in range(3):
        data = setup_json(scenario, seed, players)
        data["turn_limit"] = 150
        results.append(play(data, seed, eager, check=False).result)
    assert any(not r.draw for r in results)


@pytest.mark.parametrize("scenario", ["duel", "open", "team", "pickup"])
def test_building_in_the_match_with_every_optional_rule(scenario):
    data = setup_json(scenario, 5, 2, build_in_match=True, all_options=True)
    match = play(data, 5, eager)
    assert match.events[0].__class__.__name__ == "KrusherBuilt"


# -- Team Play -------------------------------------------------------------------------------

def team_match(dice):
    """Team 0: A (Standard) and B (Heavy), seat 0; team 1: C (Light) and D (Heavy), seat 1."""
    builds = [DUELIST, TEMPLATES["Bulwark"], TEMPLATES["Skirmisher"], TEMPLATES["Pit Boss"]]
    return make_match(builds, [Hex(-3, 0), Hex(-3, 1), Hex(3, 0), Hex(3, -1)], [0, 0, 3, 3],
                      dice, scenario="team", seats=[0, 0, 1, 1])


def test_team_initiative_is_one_die_per_team_and_heavier_krushers_move_first_on_ties():
    # given team 0 rolling 5 and team 1 rolling 2 (every IM is 0 under the balance rule)
    match = team_match([5, 2])
    rolls = [e for e in match.events if type(e).__name__ == "InitiativeRolled"]
    assert [(e.team, e.total) for e in rolls] == [(0, 5), (1, 2)]
    # then the losing team moves first, its Heavy before its Light, then the winners
    state = match.state
    assert state.move_order == [4, 3, 2, 1]
    assert state.combat_order == [2, 1, 4, 3]
    # and the winning team's leader may hold one Krusher back to move after all others
    request = match.pending()[0]
    assert (request.kind, request.player) == ("save", 0)
    assert request.legal_choices() == [SaveLast(0), SaveLast(1), SaveLast(2)]
    answer(match, SaveLast(2))
    assert state.move_order == [4, 3, 1, 2] and state.krusher(2).saved


def test_tied_team_rolls_roll_again():
    match = team_match([4, 4, 1, 6])
    tied = [e for e in match.events if type(e).__name__ == "InitiativeTied"]
    assert tied and tied[0].rolls == (1, 6)
    assert match.state.move_order[-1] in (3, 4) and match.pending()[0].player == 1


# -- Pick-Up ---------------------------------------------------------------------------------

def pick_up_match(dice):
    """A (Scavenger) standing on a pick-up hex moves first; B far away."""
    where = arena(terrain={Hex(0, 0): "pickup", Hex(2, 0): "pickup"})
    return make_match([TEMPLATES["Scavenger"], TEMPLATES["Hauler"]], [Hex(0, 0), Hex(0, 4)],
                      [0, 0], dice, scenario="pickup", where=where)


def stop_b(match) -> None:
    """B stays put (stop, no free turn); the turn ends and the next begins with A."""
    answer(match, Move("stop"))
    answer(match, Move("stop"))


def test_a_krusher_on_a_pick_up_hex_spends_the_turn_arming_one_hand():
    # given A on a pick-up hex with empty hands
    match = pick_up_match([1, 6, 1, 2, 1, 6])
    request = match.pending()[0]
    assert Arm(0) in request.legal_choices() and Arm(1) in request.legal_choices()
    # when it arms its right hand: the chart rolls 1, 2 = medium slice
    events = answer(match, Arm(1))
    rolled = next(e for e in events if isinstance(e, ArmamentRolled))
    assert (rolled.row, rolled.column, rolled.entry) == (1, 2, "medium slice")
    taken = next(e for e in events if isinstance(e, ItemTaken))
    assert (taken.hand, taken.item) == (1, "medium slice")
    # then its movement is over and it does nothing else this turn
    a = match.state.krusher(1)
    assert a.arming and a.hex == Hex(0, 0) and match.pending()[0].krusher == 2
    # and next turn, on the same hex, it may only re-roll that hand (the other needs
    # another pick-up hex)
    stop_b(match)
    choices = match.pending()[0].legal_choices()
    assert Arm(1) in choices and Arm(0) not in choices


def test_an_any_result_lets_the_player_choose_the_size_and_a_reroll_replaces_the_item():
    match = pick_up_match([1, 6, 1, 2, 1, 6, 2, 2])
    answer(match, Arm(1))
    stop_b(match)
    events = answer(match, Arm(1))                      # 2, 2: "any impact"
    assert events[-1].entry == "any impact"
    request = match.pending()[0]
    assert request.kind == "take"
    assert request.legal_choices() == [TakeItem("small impact"), TakeItem("medium impact"),
                                       TakeItem("large impact")]
    events = answer(match, TakeItem("large impact"))
    taken = next(e for e in events if isinstance(e, ItemTaken))
    assert (taken.item, taken.replaced) == ("large impact", "medium slice")


def test_a_blank_chart_result_gives_nothing_that_turn():
    match = pick_up_match([1, 6, 1, 1])
    events = answer(match, Arm(0))
    assert events[0].entry == "" and not any(isinstance(e, ItemTaken) for e in events)
    assert match.state.krusher(1).hands == [None, None]


# -- defeat and draws ------------------------------------------------------------------------

def last_blows(dice, b_linkage=1):
    """A and B face to face, both with bare fronts: A at 1 Internal Linkage, B at
    ``b_linkage``; A attacks first."""
    match = make_match([DUELIST, DUELIST], [Hex(0, 0), Hex(1, 0)], [0, 3], dice)
    for k, linkage in zip(match.state.krushers, (1, b_linkage), strict=True):
        k.armour[0], k.il = 0, linkage
    stop_all(match)
    answer(match, Strike((2, 0)))
    for choice in (Reflex(None), NoParry(), NoParry()):
        answer(match, choice)
    return match


def test_krushers_that_finish_each_other_in_one_turn_draw():
    match = last_blows([6, 1, 5, 5, 3, 5, 5, 3])
    # B is at 0 Internal Linkage but still strikes back in its slot
    assert match.state.krusher(2).il == 0 and not match.state.krusher(2).defeated
    events = answer(match, Strike((1, 0)))
    for choice in (NoParry(),):
        events += answer(match, choice)
    ended = next(e for e in events if isinstance(e, MatchEnded))
    assert ended.team == -1 and match.result.draw
    assert [type(e).__name__ for e in events].count("KrusherDefeated") == 2


def test_the_last_side_standing_wins():
    match = last_blows([6, 1, 5, 5, 3, 5, 5, 3], b_linkage=1)
    match.state.krusher(1).il = 16
    events = answer(match, Strike((1, 0)))
    events += answer(match, NoParry())
    ended = next(e for e in events if isinstance(e, MatchEnded))
    assert (ended.team, ended.winners) == (0, (0,)) and not match.result.draw
    assert "Seat 1 win" in ended.log_line(["Seat 1", "Seat 2"])


def test_a_shield_can_be_declared_only_once_a_turn():
    match = make_match([TEMPLATES["Bulwark"], DUELIST], [Hex(0, 0), Hex(1, 0)], [0, 3],
                       [1, 6, 1, 1, 1, 1])
    stop_all(match)
    answer(match, Strike((1, 0)))                       # B attacks A with its left slice
    answer(match, Reflex(None))
    request = match.pending()[0]
    assert request.kind == "shield" and UseShield("block", 2) in request.legal_choices()
    answer(match, UseShield("block", 2))
    assert match.state.krusher(1).shield_use == ("block", 2, -1)
    assert Move("stop") not in match.pending()[0].legal_choices()


def test_the_default_turn_limit_grows_with_the_krushers():
    from game.games.metalkrushers.rules import sample_setup_json, setup_from_json
    from game.games.metalkrushers.rules.setup import default_turn_limit

    # given set-ups that name no turn limit
    assert [default_turn_limit(n) for n in (2, 3, 6, 10)] == [60, 80, 140, 220]
    for players, scenario, expected in ((2, "duel", 60), (6, "open", 140), (3, "team", 140)):
        data = sample_setup_json(players, 1, scenario)
        del data["turn_limit"]
        # when they are read, then the limit is the one for that many Krushers
        assert setup_from_json(data).turn_limit == expected
    # and a limit the set-up names is kept
    data = sample_setup_json(2, 1)
    assert setup_from_json(data).turn_limit == data["turn_limit"]


def test_a_match_ended_by_the_turn_limit_names_the_seats_still_standing():
    from game.games.metalkrushers.rules.turns import finish

    # given a four-seat match whose second and fourth Krushers have fallen
    match = play(dict(setup_json("open", 3, players=4), turn_limit=1), 3)
    state = match.state.clone()
    state.over, state.result_ = False, None
    for k in state.krushers:
        k.defeated = k.seat in (1, 3)
    # when the turn limit ends it
    finish(state, -1, "turn limit 1 reached")
    # then it is a draw shared by the first and third seats
    result = state.result_
    assert result.draw and result.winners == () and result.standing == (0, 2)
