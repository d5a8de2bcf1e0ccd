"""The scavenge: deal, get ready, roll everyone's dice into one junkyard, grab first come
first served (one die at a time, body before head, placed dice stay, full sheets stop), and
the snake draft option."""

from __future__ import annotations

import pytest

from game.core.match import IllegalChoice, start_match
from game.core.replay import loads, play, record
from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules.choices import Grab, Ready
from tests.games.dicebot.rules.helpers import (
    BODY_ALL,
    grab_own,
    hand,
    kinds,
    new_game,
    of_type,
    ready_all,
    rolls,
)

SHEETS = [BODY_ALL + ("camera",), ("claw",) * 6 + ("armor",)]


def two_players(draft: str = "real_time"):
    script = [r for sheet in SHEETS for r in rolls(sheet)]
    return new_game([hand(), hand()], dice=script, draft=draft)


def test_each_player_is_dealt_six_cards_then_asked_to_get_ready_before_any_roll():
    # given a new two-player game
    match = two_players()
    # then six cards each were dealt and both are asked to get ready; nothing is rolled yet
    assert [(e.player, e.count) for e in of_type(match.events, ev.CardsDealt)] == [(0, 6), (1, 6)]
    assert kinds(match) == ["ready", "ready"]
    assert match.view_for(0).junkyard == ()
    # when only one is ready, then the junkyard still waits
    assert of_type(match.submit(0, Ready()), ev.JunkyardRolled) == []


def test_the_junkyard_holds_seven_dice_per_player_with_the_six_faces_by_d6():
    # given both players ready (rolls 1-6 are spring, chip, camera, armor, battery, claw)
    match = two_players()
    rolled = of_type(ready_all(match), ev.JunkyardRolled)[0]
    # then 14 dice lie in the junkyard, each player's seven rolled in player order
    assert len(rolled.dice) == 14
    assert [face for _, face, _ in rolled.dice] == list(SHEETS[0] + SHEETS[1])
    assert [who for _, _, who in rolled.dice] == [0] * 7 + [1] * 7


def test_grabs_are_real_time_requests_for_everyone_still_building():
    # given the junkyard rolled
    match = two_players()
    ready_all(match)
    # then both players may grab at once, first come first served, any die at all
    pending = match.pending()
    assert [(r.player, r.kind, r.real_time, r.secret) for r in pending] == [
        (0, "grab", True, False), (1, "grab", True, False)]
    assert pending[0].legal_choices() == [Grab(d) for d in range(14)]


def test_a_grabbed_die_is_gone_for_everyone_and_grabbing_it_again_changes_nothing():
    # given player 1 grabs die 3 first
    match = two_players()
    ready_all(match)
    match.submit(1, Grab(3))
    # then the fresh requests no longer offer it
    assert all(Grab(3) not in r.legal_choices() for r in match.pending())
    before = (match.view_for(None), len(match.events), list(match.choices))
    # when player 0 reaches for it too, then that is refused and nothing changes
    with pytest.raises(IllegalChoice):
        match.submit(0, Grab(3))
    assert (match.view_for(None), len(match.events), list(match.choices)) == before


def test_the_body_fills_before_the_head_and_placed_parts_stay():
    # given player 0 grabs seven dice from player 1's roll, one at a time
    match = two_players()
    ready_all(match)
    spaces = []
    for die in range(7, 14):
        assert match.pending()[0].space == ("body" if len(spaces) < 6 else "head")
        spaces += [e.space for e in of_type(match.submit(0, Grab(die)), ev.DieGrabbed)]
    # then the first six went on the body and the seventh on the head
    assert spaces == ["body"] * 6 + ["head"]
    robot = match.view_for(0).robots[0]
    assert robot.body == ("claw",) * 6 and robot.head == "armor"
    # when player 1 grabs the rest, then player 0's parts have not moved
    for die in range(7):
        match.submit(1, Grab(die))
    assert match.view_for(0).robots[0].body == ("claw",) * 6


def test_a_full_sheet_stops_grabbing_and_the_last_builder_takes_what_is_left():
    # given player 0 has filled all seven spaces
    match = two_players()
    ready_all(match)
    for die in range(7):
        match.submit(0, Grab(die))
    # then only player 1 is still asked, with the seven dice left
    assert [(r.player, len(r.legal_choices())) for r in match.pending()] == [(1, 7)]
    with pytest.raises(IllegalChoice, match="player 0 has no decision"):
        match.submit(0, Grab(7))
    # when player 1 takes the rest, then the battle begins
    events = []
    for die in range(7, 14):
        events += match.submit(1, Grab(die))
    assert of_type(events, ev.ScavengeEnded) and kinds(match) == ["card", "card"]


def test_grabs_are_applied_and_recorded_in_arrival_order():
    # given the players' grabs arrive interleaved
    match = two_players()
    ready_all(match)
    order = [(1, 0), (0, 13), (0, 12), (1, 1)]
    for seat, die in order:
        match.submit(seat, Grab(die))
    # then the record and the grab numbers follow the arrival order exactly
    assert [(p, c.die) for p, c in match.choices[2:]] == order
    grabs = of_type(match.events, ev.DieGrabbed)
    assert [(e.player, e.die, e.order) for e in grabs] == [
        (1, 0, 1), (0, 13, 2), (0, 12, 3), (1, 1, 4)]


@pytest.mark.parametrize("players, order", [
    (2, [0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1]),
    (3, [0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2]),
])
def test_the_snake_draft_asks_one_player_at_a_time_there_and_back(players, order):
    # given a snake-draft game
    match = new_game([hand()] * players, draft="snake")
    rolled = of_type(ready_all(match), ev.JunkyardRolled)[0]
    assert rolled.snake
    # when each grab is made by the only player asked, then the turns snake back and forth
    seen = []
    while kinds(match) == ["grab"]:
        request = match.pending()[0]
        assert not request.real_time and not request.secret
        seen.append(request.player)
        match.submit(request.player, request.legal_choices()[0])
    assert seen == order
    assert all(len(r.body) == 6 and r.head for r in match.view_for(None).robots)


def test_grab_own_helper_builds_the_named_sheets():
    # given the scripted junkyard and grab order of the battle tests
    match = two_players()
    ready_all(match)
    grab_own(match, 2)
    # then each robot holds exactly its sheet
    robots = match.view_for(None).robots
    assert [(r.body + (r.head,)) for r in robots] == [tuple(s) for s in SHEETS]


def test_a_recorded_scavenge_replays_in_the_same_arrival_order():
    # given a seeded game whose grabs arrive in a scripted, interleaved order
    match = start_match("dicebot", {"players": [{"name": "A"}, {"name": "B"}]}, 9)
    ready_all(match)
    order = [1, 1, 0, 1, 0, 0, 0, 1, 1, 0, 0, 1, 0, 1]
    for seat in order:
        request = match.request_for(seat)
        match.submit(seat, request.legal_choices()[-1])
    # when it is written out and played back
    again = play(loads(record(match).dumps()))
    # then every grab lands in the same order, on the same sheets
    grabs = [(e.player, e.die, e.order) for e in of_type(match.events, ev.DieGrabbed)]
    assert [p for p, _, _ in grabs] == order
    assert [(e.player, e.die, e.order) for e in of_type(again.events, ev.DieGrabbed)] == grabs
    assert again.view_for(None) == match.view_for(None)
