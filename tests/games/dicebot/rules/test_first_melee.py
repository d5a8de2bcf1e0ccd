"""The tutorial's first melee (game.games.dicebot.rules.first_melee): every seat answering with
the script's choices plays the story round by round, event by event, and round 1 is the
rulebook's speed example (a speed-8 card aimed right hits a card of 8 or less; a faster one
dodges it: tests/games/dicebot/rules/test_attacks.py checks the rule itself both ways)."""

from __future__ import annotations

import random

import pytest

from game.core.dice import DiceError
from game.core.match import IllegalChoice
from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules import first_melee as book
from game.games.dicebot.rules.choices import Grab, Pass, PlayCard, Ready, UseHead
from game.games.dicebot.rules.first_melee import BOLT, CLANK, WHIRR


def answer(match, request) -> list:
    """Submit the script's own answer to ``request``."""
    choices = book.book_choices(match.state, request)
    assert choices, f"the script has no answer for {request.kind} of seat {request.player}"
    return match.submit(request.player, choices[0])


def scavenge(match, pick=lambda requests: requests[0]) -> list:
    """Everyone gets ready, then grabs by the script; ``pick`` says whose open grab request
    is answered next (the race of the real-time grab)."""
    out: list = []
    while match.pending() and match.pending()[0].kind in ("ready", "grab"):
        requests = match.pending()
        request = requests[0] if requests[0].kind == "ready" else pick(requests)
        out += answer(match, request)
    return out


def play_round(match) -> list:
    """Answer every request by the script until the next round (or melee) starts."""
    start, round_no = len(match.events), match.state.round
    while match.state.round == round_no and match.state.melee == 1:
        answer(match, match.pending()[0])
    return match.events[start:]


def story(events) -> list[tuple]:
    """The round as the tutorial tells it: the reveal, abilities, payments, attacks, damage
    and the fallen."""
    out: list[tuple] = []
    for e in events:
        if isinstance(e, ev.CardsRevealed):
            out.append(("reveal", e.cards))
        elif isinstance(e, ev.AbilityUsed):
            out.append(("ability", e.player, e.ability))
        elif isinstance(e, ev.PaymentMade):
            out.append(("paid", e.player, e.parts))
        elif isinstance(e, ev.PaymentRefused):
            out.append(("refused", e.player, e.card))
        elif isinstance(e, ev.AttackResolved):
            out.append(("hit", e.player, e.target, e.speed, e.damage, e.hit_points))
        elif isinstance(e, ev.AttackDodged):
            out.append(("dodged", e.player, e.target, e.speed, e.defence))
        elif isinstance(e, ev.Overheated):
            out.append(("overheat", e.player, e.hit_points))
        elif isinstance(e, ev.RobotDestroyed):
            out.append(("destroyed", e.player))
        elif isinstance(e, ev.MedalAwarded):
            out.append(("medal", e.player, e.medals))
    return out


def sheets(match) -> list[tuple[list[str], str | None]]:
    return [(sorted(match.state.body[s]), match.state.head[s]) for s in range(3)]


PLANNED = [(sorted(body), head) for body, head in book.PLANS]

RACES = {
    "Bolt grabs first": lambda requests: requests[0],
    "the robots grab first": lambda requests: requests[-1],
    "one grab each in turn": None,
}


@pytest.mark.parametrize("race", [*RACES, "shuffled 1", "shuffled 2", "shuffled 3"])
def test_the_scavenge_builds_every_plan_whoever_grabs_first(race):
    # given the tutorial's match: three robots, nothing on their sheets, six cards each
    match = book.new_match()
    assert [len(h) for h in match.state.hands] == [6, 6, 6]
    assert [sorted(h) for h in match.state.hands] == [sorted(h) for h in book.HANDS]
    # when everyone grabs what the script allows, in any order the race may give
    turn = iter(range(10_000))
    rng = random.Random(race)
    picks = {**RACES, "one grab each in turn": lambda r: r[next(turn) % len(r)]}
    events = scavenge(match, picks.get(race, lambda r: rng.choice(r)))
    # then every sheet holds its plan: the head filled last, the junkyard empty, battle on
    assert sheets(match) == PLANNED
    grabbed = [e for e in events if isinstance(e, ev.DieGrabbed)]
    assert len(grabbed) == 21 and not match.state.junkyard
    assert all(e.space == "head" for e in grabbed if e.face == "camera" and e.player == CLANK)
    assert [e for e in events if isinstance(e, ev.ScavengeEnded)]
    assert match.pending()[0].kind == "card" and match.state.round == 1


def test_round_one_is_the_rulebooks_speed_example():
    # given the robots built
    match = book.new_match()
    scavenge(match)
    # when round 1 is played by the script: Bolt's Pogo Stomp (speed 8, aimed right at Whirr),
    # Clank's Right Hook (5, right at Bolt), Whirr's Bash Plate (6, right at Clank)
    told = story(play_round(match))
    # then nobody spends a head; each card is paid from the body; the fastest goes first:
    # the 8 hits Whirr's 6 and overheats Bolt, the 6 hits Clank's 5, and Bolt's 8 dodges
    # Clank's 5
    assert told == [
        ("reveal", ((BOLT, "Pogo Stomp"), (CLANK, "Right Hook"), (WHIRR, "Bash Plate"))),
        ("paid", BOLT, ("spring", "armor")), ("paid", CLANK, ("claw",)),
        ("paid", WHIRR, ("armor",)),
        ("hit", BOLT, WHIRR, 8, 1, 5), ("overheat", BOLT, 5),
        ("hit", WHIRR, CLANK, 6, 3, 3),
        ("dodged", CLANK, BOLT, 5, 8)]
    assert sorted(match.state.body[BOLT]) == ["armor", "battery", "camera", "camera"]


def test_round_two_the_camera_evens_the_speeds_and_an_unpaid_card_is_wide_open():
    # given round 1 played
    match = book.new_match()
    scavenge(match)
    play_round(match)
    # when Bolt lays the Laser Eye (6) against Whirr's Pogo Stomp (8) and spends his camera
    # head, Whirr answers with its battery, and Clank reveals a Mega Drill it cannot pay
    told = story(play_round(match))
    # then the Laser Eye at 8 hits Whirr's 8 (equal speeds hit), the battery Pogo hits the
    # wide-open Clank for 3, and Clank falls only when the round is over
    assert told == [
        ("reveal", ((BOLT, "Laser Eye"), (CLANK, "Mega Drill"), (WHIRR, "Pogo Stomp"))),
        ("ability", BOLT, "camera"), ("ability", WHIRR, "battery"),
        ("paid", BOLT, ("camera", "camera")), ("refused", CLANK, "Mega Drill"),
        ("paid", WHIRR, ("spring", "armor")),
        ("hit", BOLT, WHIRR, 8, 2, 3), ("hit", WHIRR, CLANK, 8, 3, 0), ("overheat", WHIRR, 2),
        ("destroyed", CLANK)]
    assert match.state.alive == [True, False, True] and match.state.head == [None, "camera",
                                                                             None]


def test_round_three_a_falling_robot_still_attacks_and_the_last_one_standing_wins_a_medal():
    # given rounds 1 and 2 played: Bolt 5, Whirr 2, Clank destroyed
    match = book.new_match()
    scavenge(match)
    play_round(match)
    play_round(match)
    assert match.state.hp == [5, 0, 2]
    # when Bolt's Shock Wave (6, every enemy) meets Whirr's Buzz Saw (6, left: Bolt)
    told = story(play_round(match))
    # then both land at the same moment, Whirr is destroyed after it attacked, and Bolt,
    # alone, earns his first medal; a new melee is dealt
    assert told == [
        ("reveal", ((BOLT, "Shock Wave"), (WHIRR, "Buzz Saw"))),
        ("paid", BOLT, ("battery", "armor")), ("paid", WHIRR, ("claw", "battery")),
        ("hit", BOLT, WHIRR, 6, 2, 0), ("hit", WHIRR, BOLT, 6, 3, 2),
        ("destroyed", WHIRR), ("medal", BOLT, 1)]
    assert match.state.melee == 2 and match.state.medals == [1, 0, 0]
    assert all(len(hand) == 6 for hand in match.state.hands)


def test_the_script_says_nothing_after_the_melee_and_the_dice_are_spent():
    # given the melee played to its end
    match = book.new_match()
    scavenge(match)
    for _ in range(book.ROUNDS):
        play_round(match)
    # then the script has no answer for the next melee, and its junkyard has no dice
    request = match.pending()[0]
    assert book.book_choices(match.state, request) == ()
    match.submit(0, Ready())
    match.submit(1, Ready())
    with pytest.raises(DiceError):
        match.submit(2, Ready())


def test_the_script_reads_the_players_view_as_well_as_the_state():
    # given the junkyard open
    match = book.new_match()
    for request in match.pending():
        answer(match, request)
    grab = next(r for r in match.pending() if r.player == BOLT)
    # then Bolt's own view gives the same grabs as the state: the dice he still needs
    assert book.book_choices(match.view_for(BOLT), grab) == book.book_choices(match.state, grab)
    faces = {die: face for die, (face, _) in match.state.junkyard.items()}
    allowed = {faces[choice.die] for choice in book.book_choices(match.state, grab)}
    assert allowed == {"spring", "armor", "camera", "battery"}


def test_the_head_takes_only_the_planned_part():
    # given Bolt's body full (six grabs by the script) and everyone else still empty
    match = book.new_match()
    for request in match.pending():
        answer(match, request)
    for _ in range(6):
        answer(match, next(r for r in match.pending() if r.player == BOLT))
    grab = next(r for r in match.pending() if r.player == BOLT)
    # then his head grab is a camera, and only a camera
    assert grab.space == "head"
    faces = {die: face for die, (face, _) in match.state.junkyard.items()}
    assert {faces[c.die] for c in book.book_choices(match.state, grab)} == {"camera"}


def test_the_window_script_uses_the_camera_only_in_round_two():
    # given round 1's window, Bolt asked first
    match = book.new_match()
    scavenge(match)
    for seat, card in enumerate(book.PLAYS[0]):
        match.submit(seat, PlayCard(card))
    request = match.pending()[0]
    # then the script keeps the camera for later
    assert (request.kind, request.player) == ("ability", BOLT)
    assert book.book_choices(match.state, request) == (Pass(),)
    assert UseHead("camera") in request.legal_choices()


def test_an_off_script_choice_is_still_judged_by_the_rules():
    # given the junkyard open and Clank's first grab taken
    match = book.new_match()
    for request in match.pending():
        answer(match, request)
    clank = next(r for r in match.pending() if r.player == CLANK)
    taken = book.book_choices(match.state, clank)[0]
    match.submit(CLANK, taken)
    grabs = len(match.choices)
    # when Bolt reaches for the same die, then the rules refuse it and nothing changes
    with pytest.raises(IllegalChoice):
        match.submit(BOLT, Grab(taken.die))
    assert len(match.choices) == grabs and match.state.body[BOLT] == []
