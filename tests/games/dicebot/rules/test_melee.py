"""Melees, medals and the end of the game: up to six rounds, a medal for every survivor,
first to three medals, sudden death exactly as written, and the melee limit."""

from __future__ import annotations

from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules.parts import FACES
from tests.games.dicebot.rules.helpers import (
    BODY_ALL,
    battle,
    choose,
    hand,
    kinds,
    of_type,
    play_until,
    resolve,
)

CAMERA_HEAD = BODY_ALL + ("camera",)
HOOKS = ["Left Hook"] * 6


def test_a_melee_lasts_six_rounds_and_every_survivor_earns_a_medal():
    # given two robots with one claw each and only Left Hooks (claw) in hand
    match = battle([CAMERA_HEAD, CAMERA_HEAD], [HOOKS, HOOKS])
    # when they play all six cards (only the first pair can be paid for)
    events = play_until(match, ev.MeleeEnded)
    # then the melee ends after six rounds, both stand at 4 and both earn a medal
    assert of_type(events, ev.MeleeEnded)[0].rounds == 6
    assert len(of_type(events, ev.PaymentRefused)) == 10
    assert [(e.player, e.medals) for e in of_type(events, ev.MedalAwarded)] == [(0, 1), (1, 1)]
    # and the next melee starts everyone back at 6 hit points with six new cards
    began = of_type(events, ev.MeleeBegan)[0]
    assert (began.melee, began.hit_points) == (2, 6)
    assert [r.hit_points for r in match.view_for(None).robots] == [6, 6]
    assert [r.hand_size for r in match.view_for(None).robots] == [6, 6]
    assert kinds(match) == ["ready", "ready"]


def test_a_melee_ends_when_one_robot_is_left_and_its_third_medal_wins_alone():
    # given Ada has two medals and Bo one; Ada's lances will take Bo down
    match = battle([("battery", "chip") * 3 + ("camera",), CAMERA_HEAD],
                   [hand("Arc Lance", "Arc Lance"), hand("Bash Plate", "Bash Plate")])
    match.state.medals[:] = [2, 1]
    choose(match, {0: "Arc Lance", 1: "Bash Plate"})
    resolve(match)
    choose(match, {0: "Arc Lance", 1: "Bash Plate"})
    events = resolve(match)
    # then Bo falls in round 2, the melee ends, and Ada's third medal wins the game
    assert [e.player for e in of_type(events, ev.RobotDestroyed)] == [1]
    assert of_type(events, ev.MeleeEnded)[0].rounds == 2
    assert match.is_over and match.result.winners == (0,)
    assert match.result.reason == "three medals" and match.result.medals == (3, 1)
    assert of_type(events, ev.GameEnded)[0].winners == (0,)


def tied_at_three(sudden_hands, players: int = 2):
    """Robots that trade one pair of hooks (4 hit points left each) and survive a melee
    that takes the first two players from two medals to three together."""
    sheets = [CAMERA_HEAD] * players
    rest = [c for pair in zip(*sudden_hands, strict=True) for c in pair]
    match = battle(sheets, [HOOKS] * players, rest=rest)
    match.state.medals[:] = [2, 2, 0][:players]
    return match, play_until(match, ev.SuddenDeathBegan)


def test_players_tied_at_three_medals_fight_sudden_death_as_they_stand():
    match, events = tied_at_three([["Laser Eye"] * 6, ["Laser Eye"] * 6])
    began = of_type(events, ev.SuddenDeathBegan)[0]
    # then hit points stay where the melee left them: no healing
    assert (began.seats, began.hit_points) == ((0, 1), (4, 4))
    view = match.view_for(0)
    assert view.sudden and [r.hit_points for r in view.robots] == [4, 4]
    # and each has one part of each type on the body and no head, and six new cards
    assert all(r.body == FACES and r.head is None for r in view.robots)
    assert view.robots[0].hand == ("Laser Eye",) * 6
    assert kinds(match) == ["card", "card"]


def test_several_sudden_death_survivors_all_win():
    # given neither can ever pay for a Laser Eye (one camera each)
    match, _ = tied_at_three([["Laser Eye"] * 6, ["Laser Eye"] * 6])
    events = play_until(match, ev.GameEnded)
    assert of_type(events, ev.MeleeEnded)[0].rounds == 6
    assert match.result.winners == (0, 1) and match.result.reason == "sudden death"


def test_a_lone_sudden_death_survivor_wins():
    # given Ada's Arc Lance (4) hits Bo (4 left), whose slow Bash Plate misses
    match, _ = tied_at_three([["Arc Lance"] * 6, ["Bash Plate"] * 6])
    events = choose(match, {0: "Arc Lance", 1: "Bash Plate"}) + resolve(match)
    assert [e.player for e in of_type(events, ev.RobotDestroyed)] == [1]
    assert match.result.winners == (0,)


def test_sudden_death_players_destroyed_in_the_same_round_all_win():
    match, _ = tied_at_three([["Arc Lance"] * 6, ["Arc Lance"] * 6])
    events = choose(match, {0: "Arc Lance", 1: "Arc Lance"}) + resolve(match)
    assert of_type(events, ev.MeleeEnded)[0].survivors == ()
    assert [e.player for e in of_type(events, ev.RobotDestroyed)] == [0, 1]
    assert match.result.winners == (0, 1)


def test_only_the_tied_players_fight_the_sudden_death():
    match, _ = tied_at_three([["Laser Eye"] * 6] * 3, players=3)
    assert match.state.medals == [3, 3, 1]
    assert [u.alive for u in match.view_for(None).units()] == [True, True, False]
    assert [r.player for r in match.pending()] == [0, 1]


def test_the_melee_limit_ends_a_game_nobody_won():
    match = battle([CAMERA_HEAD, CAMERA_HEAD], [HOOKS, HOOKS], melee_limit=1)
    events = play_until(match, ev.GameEnded)
    assert match.is_over and match.result.winners == () and match.result.draw
    assert match.result.medals == (1, 1)
    assert of_type(events, ev.GameEnded)[0].log_line(match.state.names).startswith(
        "The game ends with no winner")
