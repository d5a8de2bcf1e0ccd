"""Dice Bot's tutorial through the real screens with the player's own input: the whole first
melee walked with clicks and keys (the junkyard's dice, the hand, the ability keys; the
shared tutorial tests walk it again at 800x600 for readable callouts), wrong
grabs and cards refused with a hint (nothing changes), and the robots waiting in the
junkyard while the player reads."""

from __future__ import annotations

import time

import pygame
import pytest

from game.games.dicebot.rules import events as ev
from game.games.dicebot.rules.choices import Grab, Pass, PlayCard, Ready, UseHead
from game.games.dicebot.rules.first_melee import BOLT, CLANK, WHIRR
from game.games.dicebot.ui.tutorial import lessons, marks
from game.games.dicebot.ui.tutorial.first_melee import FirstMelee
from tests.ui.conftest import move_mouse, post, press
from tests.ui.tutorial_walk import check_refused, start, walk, walk_until


def click(pos: tuple[int, int]) -> None:
    """A left click at ``pos`` (the 1280x720 test window shows the canvas as it is)."""
    move_mouse(pos)
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def answer(app, scene, expected) -> None:
    """What a player following the callout does: Enter to roll, a click on a lit die, two
    clicks on the lit card, P to keep the head or U to use it."""
    want = expected[0]
    if isinstance(want, Ready):
        press(pygame.K_RETURN)
    elif isinstance(want, Grab):
        click(marks.die_rects(scene, [want.die])[0].center)
    elif isinstance(want, PlayCard):
        play(scene, want.card)
    elif isinstance(want, (Pass, UseHead)):
        press(pygame.K_p if isinstance(want, Pass) else pygame.K_u)


def play(scene, card: str) -> None:
    """Click ``card`` in the hand to select it (unless it is already), then click it again
    to play it."""
    prompt = scene.player_prompt
    at = marks.card_marks(scene, card)[1][0]
    if PlayCard(card) != prompt.choices[prompt.selected] or not prompt.raised():
        click(at.center)
    click(at.center)


def every_title() -> set[str]:
    """Every lesson of the tutorial (the grab lessons by their fixed titles)."""
    fixed = [*lessons.INTRO, lessons.READY, lessons.HEAD_GRAB, lessons.FIRST_RIVAL_GRAB,
             lessons.BUILT, *lessons.CARD_CHOICES.values(), *lessons.ABILITY_CHOICES.values(),
             *lessons.ON_TABLE.values(), *lessons.ATTACKS.values(),
             *lessons.ROUND_ENDS.values(), lessons.FINALE]
    return {lesson.title for lesson in fixed} | {"Grab for the body"} | {
        f"Body space {n} of 6" for n in range(2, 7)}


def at_lesson(app, scene, title: str):
    """Walk on until the action lesson ``title`` is up beside the player's open prompt."""
    return walk_until(app, scene, answer, lambda s: s.lesson is not None
                      and s.lesson.title == title and s.player_prompt is not None
                      and s.flow.settled and not s.guide.blocking)


def test_the_first_melee_walks_from_start_to_end_on_clicks_and_keys(app):
    # given the tutorial opened
    scene = start(app, FirstMelee())
    # when the player follows every callout with clicks and keys
    walked = walk(app, scene, answer)
    # then every lesson was shown, nothing was refused, and Bolt won the melee's medal
    assert every_title() <= set(walked.seen)
    assert walked.seen[0] == "Your first melee"
    state = scene.session.match.state
    assert state.medals == [1, 0, 0]
    shown = scene.session.match.events
    assert [e.player for e in shown if isinstance(e, ev.RobotDestroyed)] == [CLANK, WHIRR]


def test_the_robots_wait_in_the_junkyard_while_the_player_reads(app):
    # given the junkyard open and the first grab lesson up
    scene = start(app, FirstMelee())
    at_lesson(app, scene, "Grab for the body")
    match = scene.session.match
    # when the player reads for a good while without grabbing
    for _ in range(300):
        app.frame()
    # then nobody has grabbed anything
    assert len(match.state.junkyard) == 21
    # when Bolt grabs a lit die
    want = scene.session.expected(marks.open_request(scene))[0]
    click(marks.die_rects(scene, [want.die])[0].center)
    # (the first rival grab's lesson holds the match until read: whether Whirr's grab lands
    # before it shows is up to the AI threads, so the player reads it as it comes)
    bodies = frames_until(app, lambda: [len(match.state.body[s]) for s in (BOLT, CLANK, WHIRR)],
                          [1, 1, 1], read_on=scene)
    # then each robot answers with one die of its own, no more
    assert bodies == [1, 1, 1]


def frames_until(app, measure, wanted, frames: int = 200, seconds: float = 20.0,
                 read_on=None):
    """Run ``frames`` frames, and more while ``measure()`` is not yet ``wanted`` (the AI
    seats think on threads, which a busy machine may start late), up to ``seconds``;
    returns the last measure. With ``read_on`` (a tutorial scene), a lesson that holds the
    match is read on with Enter, as a player would."""
    deadline = time.monotonic() + seconds
    for _ in range(frames):
        app.frame()
    while measure() != wanted and time.monotonic() < deadline:
        if read_on is not None and read_on.guide.blocking:
            press(pygame.K_RETURN)
        app.frame()
        time.sleep(0.005)
    return measure()


def test_every_die_bolt_may_grab_is_lit_and_kept_clear_of_the_callout(app):
    # given the first grab lesson
    scene = start(app, FirstMelee())
    at_lesson(app, scene, "Grab for the body")
    # then every die showing a part Bolt's cards need is lit, and none else
    request = marks.open_request(scene)
    wanted = {c.die for c in scene.session.expected(request)}
    faces = scene.session.match.state.junkyard
    assert {faces[d][0] for d in wanted} == {"spring", "armor", "camera", "battery"}
    assert len(scene.marks().rects) == len(wanted)


@pytest.mark.parametrize("lesson, wrong_face", [("Grab for the body", "claw"),
                                                ("The head comes last", "armor")])
def test_a_wrong_grab_is_refused_with_a_hint(app, lesson, wrong_face):
    # given a grab lesson up
    scene = start(app, FirstMelee())
    at_lesson(app, scene, lesson)
    yard = scene.session.match.state.junkyard
    wrong = next(die for die, (face, _) in sorted(yard.items()) if face == wrong_face)
    # when the player clicks a die the lesson does not ask for, then it is refused with a
    # hint saying what to grab, and nothing changes
    hint = check_refused(app, scene, lambda: click(marks.die_rects(scene, [wrong])[0].center))
    assert "Click a" in hint and wrong in scene.session.match.state.junkyard


def test_a_wrong_card_is_refused_with_a_hint(app):
    # given round 1's card choice
    scene = start(app, FirstMelee())
    at_lesson(app, scene, "Round 1: choose in secret")
    # when the player plays the Laser Eye instead of the Pogo Stomp
    hint = check_refused(app, scene, lambda: play(scene, "Laser Eye"))
    # then the hint names the card the lesson wants, and the hand is as it was
    assert "Pogo Stomp" in hint
    assert "Laser Eye" in scene.session.match.state.hands[BOLT]


def test_the_hand_starts_on_the_lessons_card_and_enter_plays_it(app):
    # given round 1's card choice
    scene = start(app, FirstMelee())
    at_lesson(app, scene, "Round 1: choose in secret")
    # then the prompt starts on the Pogo Stomp (not the first card Bolt could pay for)
    prompt = scene.player_prompt
    assert prompt.choices[prompt.selected] == PlayCard("Pogo Stomp")
    # when the player presses Enter, then the card is laid, nothing refused
    press(pygame.K_RETURN)
    for _ in range(3):
        app.frame()
    assert "Pogo Stomp" not in scene.session.match.state.hands[BOLT]
    assert scene.session.refused == 0


def test_using_the_camera_too_early_is_refused_with_a_hint(app):
    # given round 1's ability window, Bolt asked first
    scene = start(app, FirstMelee())
    at_lesson(app, scene, "The reveal: keep your camera")
    # when the player uses the camera (U), then it is refused and the camera stays
    hint = check_refused(app, scene, lambda: press(pygame.K_u))
    assert "Pass" in hint and scene.session.match.state.head[BOLT] == "camera"
