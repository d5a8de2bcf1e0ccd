"""Team Play: the team leader orders its tied Krushers of one chassis, and the team that won
initiative may hold any one of its Krushers back, however few it has left; the basic game's
Armament Balance holds for any number of Krushers."""

from __future__ import annotations

import pytest

from game.core.hexes import Hex
from game.core.match import IllegalChoice
from game.games.metalkrushers.rules import TEMPLATES, Build, sample_setup_json, setup_from_json
from game.games.metalkrushers.rules.choices import MoveNext, SaveLast
from game.games.metalkrushers.rules.events import TieOrdered
from game.games.metalkrushers.rules.summary import summary
from tests.games.metalkrushers.rules.helpers import DUELIST, answer, make_match

HEAVY, LIGHT = TEMPLATES["Pit Boss"], TEMPLATES["Skirmisher"]


def team_match(builds, teams, dice):
    """Krushers A, B, ... on ``teams`` (seat = team), in a row facing each other."""
    starts = [Hex(-3, i) if team == 0 else Hex(3, -i) for i, team in enumerate(teams)]
    facings = [0 if team == 0 else 3 for team in teams]
    return make_match(builds, starts, facings, dice, scenario="team", seats=teams)


def test_the_leader_orders_its_tied_krushers_of_one_chassis():
    # given team 0: A, B, C, three Standard Krushers of IM 0; team 1: D (Heavy), E (Light)
    # when team 0 rolls 5 and team 1 rolls 2
    match = team_match([DUELIST, DUELIST, DUELIST, HEAVY, LIGHT], [0, 0, 0, 1, 1], [5, 2])
    # then team 1 moves first, heavier first, and team 0's three tie on score and chassis
    assert match.state.move_order[:2] == [4, 5]
    request = match.pending()[0]
    assert (request.kind, request.player) == ("tie", 0)
    assert request.legal_choices() == [MoveNext(1), MoveNext(2), MoveNext(3)]
    # when the leader sends C first, then A
    answer(match, MoveNext(3))
    assert match.pending()[0].legal_choices() == [MoveNext(1), MoveNext(2)]
    events = answer(match, MoveNext(1))
    # then the movement order follows the leader's word
    assert match.state.move_order == [4, 5, 3, 1, 2]
    ordered = next(e for e in events if isinstance(e, TieOrdered))
    assert ordered.krushers == (3, 1, 2)
    assert ordered.log_line(["Seat 1", "Seat 2"]) == \
        "Seat 1 sends the tied Krushers in this order: C, A, B."
    # and the hold-back question follows
    assert match.pending()[0].kind == "save"


def test_a_tie_choice_outside_the_tie_is_refused_and_changes_nothing():
    match = team_match([DUELIST, DUELIST, HEAVY, LIGHT], [0, 0, 1, 1], [5, 2])
    before = list(match.state.move_order)
    with pytest.raises(IllegalChoice):
        answer(match, MoveNext(3))
    assert match.state.move_order == before and match.pending()[0].kind == "tie"


def test_krushers_of_different_chassis_are_not_a_tie_for_the_leader():
    match = team_match([DUELIST, HEAVY, LIGHT, LIGHT], [0, 0, 1, 1], [5, 2])
    # team 1 (Light, Light) moved first and is tied; team 0 (Standard, Heavy) is not
    request = match.pending()[0]
    assert (request.kind, request.player) == ("tie", 1)
    answer(match, MoveNext(4))
    assert match.pending()[0].kind == "save"
    assert match.state.move_order == [4, 3, 2, 1]


def test_a_team_with_one_krusher_left_may_still_hold_it_back():
    # given team 0 has only A left and wins initiative against B and C
    match = team_match([DUELIST, HEAVY, LIGHT], [0, 1, 1], [5, 2])
    # then its leader is asked whether to hold A back
    request = match.pending()[0]
    assert (request.kind, request.player) == ("save", 0)
    assert request.legal_choices() == [SaveLast(0), SaveLast(1)]
    answer(match, SaveLast(1))
    assert match.state.move_order[-1] == 1 and match.state.krusher(1).saved


UNBALANCED = Build("Standard", "weapon-and-weapon", "small thrust", "medium slice",
                   (25, 15, 8, 4, 8, 15))


def test_armament_balance_holds_in_the_basic_game_for_three_krushers():
    # given the basic game (Arena Rules) for three Krushers, each for itself
    data = sample_setup_json(3, 1, "duel")
    setup = setup_from_json(data)
    assert setup.scenario == "duel" and len(setup.krushers) == 3 and setup.rules.balance
    # when one of them is built with a total IM of +1
    data["krushers"][2]["build"] = {"chassis": "Standard", "program": "weapon-and-weapon",
                                    "left": "small thrust", "right": "medium slice",
                                    "armour": list(UNBALANCED.armour)}
    # then the set-up is refused by the Armament Balance
    with pytest.raises(ValueError, match="Armament Balance"):
        setup_from_json(data)


def test_armour_is_listed_in_the_rulings_order_going_round():
    # given a build whose armour is kept front, left-front, left-rear, rear, right-rear,
    # right-front
    build = Build("Standard", "weapon-and-weapon", "medium slice", "medium slice",
                  (25, 10, 5, 5, 10, 20))
    # then players read it front, right-front, right-rear, rear, left-rear, left-front
    assert "armour F25 RF20 RR10 B5 LR5 LF10;" in summary(build)
