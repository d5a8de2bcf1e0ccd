"""Meatbot's first-match tutorial through the real battle screen with synthetic input: the
whole Simple Example driven by keys and clicks, a wrong answer refused with a hint (and
nothing changed), and the title's first-run offer shown until played or dismissed."""

from __future__ import annotations

import pygame
import pytest

from game.games.meatbot.rules import simple_example as book
from game.games.meatbot.rules.choices import Attack, Pick, Step, Stop
from game.games.meatbot.ui.battle.prompts import AimPrompt, MovePrompt, PickPrompt
from game.games.meatbot.ui.tutorial import lessons, marks
from game.games.meatbot.ui.tutorial.first_fight import FirstFight
from game.games.meatbot.ui.tutorial.marks import expected_walk
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.scenes.title import TitleScene
from game.ui.tutorial import progress
from game.ui.tutorial.offer import OfferScene
from game.ui.tutorial.scene import TutorialScene
from tests.ui.conftest import move_mouse, post, press

MAX_FRAMES = 6000
DIGITS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)


def click(pos) -> None:
    move_mouse(pos)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(round(pos[0]), round(pos[1])), button=1)


def start(app) -> TutorialScene:
    scene = TutorialScene(FirstFight())
    app.push(scene)
    app.frame()
    scene.flow.animator.speed = 4
    return scene


def at_first_pick(app) -> TutorialScene:
    """The tutorial started and played on (callouts dismissed) up to Red's first pick."""
    scene = start(app)
    for _ in range(400):
        if scene.guide.blocking:
            press(pygame.K_RETURN)
        app.frame()
        if isinstance(scene.flow.prompt, PickPrompt):
            break
    return scene


def answer_as_the_book(app, scene: TutorialScene) -> None:
    """What a player following the callouts types or clicks for Red's open prompt."""
    prompt = scene.flow.prompt
    want = scene.session.expected(prompt.request)[0]
    if isinstance(prompt, PickPrompt):
        assert isinstance(want, Pick)
        for key, count in zip(DIGITS, (want.d4, want.d6, want.d10, want.d12), strict=True):
            for _ in range(count):
                press(key)
        press(pygame.K_RETURN)
    elif isinstance(prompt, AimPrompt):
        assert isinstance(want, Attack)
        number = next(i for i, (_, _, action) in enumerate(prompt.slots, 1)
                      if action is not None and want in action.choices)
        press(DIGITS[number - 1])
        app.frame()
        click(scene.screen_of(scene.flow.board.bots[want.target].hex))
    elif isinstance(prompt, MovePrompt):
        if isinstance(want, Stop):
            press(pygame.K_x)
        else:
            click(scene.screen_of(expected_walk(scene.flow)[-1]))


def play_through(app, scene: TutorialScene) -> int:
    """Drive the tutorial to its end; returns the frames it took."""
    for frame in range(MAX_FRAMES):
        if scene not in app.stack:
            return frame
        if scene.guide.blocking:
            press(pygame.K_RETURN)
        elif scene.flow.prompt is not None and scene.flow.settled:
            answer_as_the_book(app, scene)
        app.frame()
    raise AssertionError(f"the tutorial did not end in {MAX_FRAMES} frames: "
                         f"{scene.guide.seen[-3:]}")


def test_the_tutorial_plays_to_the_end_on_posted_input(app):
    # given a first-time player on the title, who opens the tutorial from the rules (F1)
    app.push(TitleScene())
    app.frame()
    app.push(RulesHelpScene("meatbot"))
    app.frame()
    press(pygame.K_t)
    app.frame()
    scene = app.top
    assert isinstance(scene, TutorialScene)
    scene.flow.animator.speed = 4
    # when they follow every callout with keys and clicks
    play_through(app, scene)
    # then the example came out as the book's (with its slip on Red's Meat), every lesson
    # was shown, no answer was refused, and the player is back on the rules
    match = scene.session.match
    assert [b.meat for b in match.state.bots] == [14, 17]
    assert match.state.round == 5 and scene.session.refused == 0
    titles = [lesson.title for lesson in (*lessons.INTRO, *lessons.PICKS.values(),
                                          *lessons.ATTACKS.values(), *lessons.MOVES.values(),
                                          *lessons.SHOTS.values(), *lessons.DEFENDS.values(),
                                          lessons.GRANDSTAND, lessons.FINALE)]
    assert set(titles) <= set(scene.guide.seen)
    assert scene.guide.seen[-1] == lessons.FINALE.title
    assert progress.status("meatbot") == "done"
    # and lesson 2 is offered over the rules; not now leaves it for later
    offer = app.top
    assert isinstance(offer, OfferScene) and "Play lesson 2" in offer.play[0]
    press(pygame.K_n)
    app.frame()
    assert isinstance(app.top, RulesHelpScene)
    assert progress.status("meatbot.2") == ""


def test_a_wrong_action_shows_the_hint_and_changes_nothing(app):
    # given the tutorial at Red's first pick
    scene = at_first_pick(app)
    prompt = scene.flow.prompt
    assert isinstance(prompt, PickPrompt)
    match = scene.session.match
    rolled, events, made = match.state.dice.used, len(match.events), len(match.choices)
    # when the player locks in two d4 instead of the book's d6 + d10
    press(pygame.K_1)
    press(pygame.K_1)
    press(pygame.K_RETURN)
    app.frame()
    for _ in range(200):  # Nina's pick (an AI thread) may be playing out on the board
        if scene.flow.settled:
            break
        app.frame()
    # then the callout says what is expected, the prompt stays, and nothing has changed
    assert "Add one d6 and one d10" in scene.session.hint
    assert scene.lesson is lessons.PICKS[1] and scene.flow.prompt is prompt
    # (Nina's own pick may arrive meanwhile: her AI thinks in a worker thread)
    others = [e for e in match.events[events:]
              if not (type(e).__name__ == "PickMade" and e.player != book.RED)]
    assert match.state.dice.used == rolled and others == []
    assert len([c for c in match.choices if c[0] == book.RED]) == 0 and \
        len(match.choices) <= made + 1
    surface = pygame.Surface((1280, 720))
    scene.draw(surface, 0.0)  # the hint is drawn with the lesson (no crash, fits)
    # when the player takes the dice back and follows the callout, the match goes on
    press(pygame.K_BACKSPACE)
    press(pygame.K_BACKSPACE)
    press(pygame.K_2)
    press(pygame.K_3)
    press(pygame.K_RETURN)
    app.frame()
    assert scene.session.hint == ""
    assert [c for p, c in match.choices if p == book.RED] == [Pick(d6=1, d10=1)]


def test_a_wrong_step_is_refused_and_the_bot_stays(app):
    # given the tutorial at Red's first move (backing off west)
    scene = start(app)
    for _ in range(MAX_FRAMES):
        if scene.guide.blocking:
            press(pygame.K_RETURN)
        elif isinstance(scene.flow.prompt, MovePrompt) and scene.flow.settled:
            break
        elif scene.flow.prompt is not None and scene.flow.settled:
            answer_as_the_book(app, scene)
        app.frame()
    match = scene.session.match
    red = match.state.bots[book.RED].hex
    # when the player clicks the hex east of Red instead
    click(scene.screen_of(red + book.EAST))
    for _ in range(5):
        app.frame()
    # then the move is refused with the hint, Red has not moved, and the prompt is back
    assert "Step west" in scene.session.hint and scene.session.refused == 1
    assert match.state.bots[book.RED].hex == red
    assert isinstance(scene.flow.prompt, MovePrompt)
    assert scene.session.expected(scene.flow.prompt.request) == (Step(red + book.WEST),)


def test_the_title_offers_the_tutorial_until_it_is_dismissed(app):
    # given a first-time player
    title = TitleScene()
    app.push(title)
    app.frame()
    assert title.tutorial is not None and title.tutorial.open
    # when they say no thanks (N)
    press(pygame.K_n)
    app.frame()
    # then the offer folds into the button, and a later title does not offer it again
    assert not title.tutorial.open and progress.status("meatbot") == "dismissed"
    again = TitleScene()
    app.push(again)
    app.frame()
    assert again.tutorial is not None and not again.tutorial.open
    # but the button (T) still opens the tutorial
    press(pygame.K_t)
    app.frame()
    assert isinstance(app.top, TutorialScene)


def test_playing_the_tutorial_from_the_offer_ends_the_offer(app):
    # given a first-time player on the title
    title = TitleScene()
    app.push(title)
    app.frame()
    assert title.tutorial.open
    # when they click Play the tutorial, then leave it at once (Esc, Leave)
    click(title.tutorial.buttons[0].rect.center)
    app.frame()
    scene = app.top
    assert isinstance(scene, TutorialScene)
    scene._cancel()
    app.frame()
    press(pygame.K_RETURN)
    for _ in range(3):
        app.frame()
    # then they are back on the title, which no longer offers it
    assert app.top is title and not title.tutorial.open
    assert progress.status("meatbot") == "started"
    assert not scene.session.workers[book.NINA].busy


def test_the_expected_action_is_marked(app):
    # given the tutorial at Red's first pick
    scene = at_first_pick(app)
    # then the d6 and d10 "+" steppers are marked; once both are in, Ready is
    lit = marks.marks(scene)
    assert sorted(b.tooltip[:10] for b in lit.buttons) == ["Add a d10 ", "Add a d6 ("]
    press(pygame.K_2)
    press(pygame.K_3)
    app.frame()
    assert [b.label for b in marks.marks(scene).buttons] == ["Ready"]
    # when the attack die comes up, the plib gun's button is marked, then Nina's hex
    press(pygame.K_RETURN)
    for _ in range(MAX_FRAMES):
        if scene.guide.blocking:
            press(pygame.K_RETURN)
        app.frame()
        if isinstance(scene.flow.prompt, AimPrompt) and scene.flow.settled:
            break
    lit = marks.marks(scene)
    nina = scene.flow.board.bots[book.NINA].hex
    assert lit.hexes == [nina]
    chosen = scene.flow.prompt.action
    already = chosen is not None and Attack("plib", book.NINA) in chosen.choices
    assert [b.label for b in lit.buttons] == ([] if already else ["Plib Gun"])
    # when the plib gun is chosen (key 1), no weapon button stays marked
    press(pygame.K_1)
    app.frame()
    assert marks.marks(scene).buttons == []
    assert scene.lesson is lessons.ATTACKS[1]


def test_the_finale_shows_under_the_round_it_is_about(app):
    # given the tutorial played with the book's answers up to its finale
    scene = start(app)
    for _ in range(MAX_FRAMES):
        if scene.lesson is lessons.FINALE:
            break
        if scene.guide.blocking:
            press(pygame.K_RETURN)
        elif scene.flow.prompt is not None and scene.flow.settled:
            answer_as_the_book(app, scene)
        app.frame()
    assert scene.lesson is lessons.FINALE
    # when the finale is drawn for a few frames
    for _ in range(5):
        app.frame()
    # then the screen is still on round 4 (the header draws the board's round), the
    # callout names round 4, and round 5's start has not been shown
    assert scene.flow.board.round == 4
    assert scene.guide.round_shown() == 4
    assert not any("Round 5" in line for line in scene.flow.log.lines[-3:])


def test_the_rules_do_not_start_a_second_tutorial_during_one(app):
    # given a tutorial running, with the rules (F1) opened over it
    title = TitleScene()
    app.push(title)
    scene = start(app)
    press(pygame.K_F1)
    app.frame()
    help_scene = app.top
    assert isinstance(help_scene, RulesHelpScene)
    # then the rules' tutorial button says it goes back to the running tutorial
    assert "back" in help_scene.extras[0].label.lower()
    assert "in the tutorial" in help_scene.extras[0].tooltip
    # when the player presses T (the button's key)
    press(pygame.K_t)
    app.frame()
    # then they are back in the same tutorial, and no second one was started
    assert app.top is scene
    assert [s for s in app.stack if isinstance(s, TutorialScene)] == [scene]
    assert app.stack == [title, scene]


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_no_callout_covers_a_bot(app, size):
    # given the tutorial in a window of ``size``
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    post(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])
    scene = start(app)
    covered = []
    # when it is played through with the book's answers
    for _ in range(MAX_FRAMES):
        if scene not in app.stack:
            break
        app.frame()
        lesson = scene.lesson
        # then no lesson's callout lies over either bot (or its Meat bar)
        if lesson is not None and scene.callout_box is not None:
            bots = marks.bot_rects(scene)
            if scene.callout_box.collidelist(bots) >= 0 and lesson.title not in covered:
                covered.append(lesson.title)
        if scene.guide.blocking:
            press(pygame.K_RETURN)
        elif scene.flow.prompt is not None and scene.flow.settled:
            scene.flow.send(scene.session.expected(scene.flow.prompt.request)[0])
    assert scene not in app.stack
    assert covered == [], covered
