"""The shared tutorial shell, for every game that declares lessons: the offer when a player
first chooses the game (No thanks remembered), a rules (F1) button per lesson, and every
declared lesson playable to its end with readable callouts at 800x600."""

from __future__ import annotations

import pygame
import pytest

from game.ui.games import game_ui, game_ui_names
from game.ui.scenes.game_chooser import GameChooserScene
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.tutorial import progress
from game.ui.tutorial.entry import button_label, lessons_of
from game.ui.tutorial.offer import OfferScene
from game.ui.tutorial.scene import TutorialScene
from tests.ui.conftest import headless_app, press
from tests.ui.tutorial_walk import start, walk

LESSONS = [(name, index) for name in game_ui_names()
           for index in range(len(lessons_of(game_ui(name))))]
"""(game, lesson index) for every lesson every game declares."""
TAUGHT = sorted({name for name, _ in LESSONS})
"""The games with a tutorial."""


def send_expected(app, scene, expected) -> None:
    """Answer through the flow (each game's own tests post the real keys and clicks)."""
    scene.flow.sender(scene.player_prompt.request)(expected[0])


def chooser_on(app, name: str) -> GameChooserScene:
    chooser = GameChooserScene()
    app.push(chooser)
    app.frame()
    chooser.focus = [ui.NAME for ui in chooser.games].index(name)
    return chooser


def test_some_game_declares_a_tutorial():
    assert "meatbot" in TAUGHT


@pytest.mark.parametrize("name", TAUGHT)
def test_choosing_a_game_the_first_time_offers_its_tutorial_until_declined(app, name):
    # given a first-time player on the game chooser
    chooser = chooser_on(app, name)
    # when they choose the game
    press(pygame.K_RETURN)
    app.frame()
    # then its tutorial is offered over the chooser
    offer = app.top
    assert isinstance(offer, OfferScene)
    # when they say No thanks (N)
    press(pygame.K_n)
    app.frame()
    # then the game's New match opens, and the answer is remembered
    assert app.top is not chooser and not isinstance(app.top, OfferScene | TutorialScene)
    assert progress.status(lessons_of(game_ui(name))[0].key) == "dismissed"
    # when they come back and choose the game again, no offer stands in the way
    while app.top is not chooser:
        app.pop()
    press(pygame.K_RETURN)
    app.frame()
    assert not isinstance(app.top, OfferScene)


@pytest.mark.parametrize("name", TAUGHT)
def test_playing_from_the_offer_starts_the_first_lesson(app, name):
    # given the offer on choosing the game
    chooser = chooser_on(app, name)
    press(pygame.K_RETURN)
    app.frame()
    # when the player takes it (T)
    press(pygame.K_t)
    app.frame()
    # then the game's first lesson runs over the chooser
    scene = app.top
    assert isinstance(scene, TutorialScene)
    assert type(scene.script) is lessons_of(game_ui(name))[0]
    assert app.stack[-2] is chooser
    scene.session.close()


def test_escape_on_the_offer_goes_back_without_an_answer(app):
    # given the offer on choosing Meatbot
    chooser = chooser_on(app, "meatbot")
    press(pygame.K_RETURN)
    app.frame()
    # when the player presses Esc
    press(pygame.K_ESCAPE)
    app.frame()
    # then they are back on the chooser and will be asked again
    assert app.top is chooser and progress.should_offer("meatbot")


@pytest.mark.parametrize("name", TAUGHT)
def test_the_rules_have_a_button_per_lesson(app, name):
    # given the rules reference (F1) of a game with lessons
    rules = RulesHelpScene(name)
    app.push(rules)
    app.frame()
    # then each lesson has its Play button, the first also on key T
    lessons = lessons_of(game_ui(name))
    labels = [button.label for button in rules.extras]
    assert labels[:len(lessons)] == [button_label(lesson, len(lessons)) +
                                     ("  [T]" if i == 0 else "")
                                     for i, lesson in enumerate(lessons)]
    # side by side on one row
    assert len({button.rect.y for button in rules.extras[:len(lessons)]}) == 1
    press(pygame.K_t)
    app.frame()
    assert isinstance(app.top, TutorialScene)
    app.top.session.close()


@pytest.mark.parametrize(("name", "index"), LESSONS)
def test_every_lesson_plays_to_its_end_with_readable_callouts(name, index):
    # given a lesson opened in an 800x600 window
    app = headless_app((800, 600))
    try:
        script = lessons_of(game_ui(name))[index]()
        scene = start(app, script)
        # when it is played with the script's expected answers
        walked = walk(app, scene, send_expected)
        # then it ended on its finale with nothing refused and no text under 9 pixels,
        # and nothing was saved
        assert walked.seen[-1] == script.finale.title
        assert scene.session.save() is None
    finally:
        pygame.quit()


def test_a_callout_is_readable_at_800x600_and_points_inside_the_window():
    # given Meatbot's first lesson in an 800x600 window, its first callout up
    app = headless_app((800, 600))
    try:
        scene = start(app, lessons_of(game_ui("meatbot"))[0]())
        app.frame()
        # then the callout lies inside the window
        assert scene.callout_box is not None
        assert pygame.Rect(0, 0, 800, 600).contains(scene.callout_box)
    finally:
        pygame.quit()


def test_the_title_card_opens_the_first_lesson_not_played_yet(app):
    # given a player who finished Meatbot's lesson 1
    from game.ui.scenes.title import TitleScene

    lessons = lessons_of(game_ui("meatbot"))
    progress.mark(lessons[0].key, "done")
    title = TitleScene()
    app.push(title)
    app.frame()
    # when they press the title's Tutorial key (T)
    press(pygame.K_t)
    app.frame()
    # then lesson 2 starts, and the card no longer offers the tutorial
    assert isinstance(app.top, TutorialScene) and type(app.top.script) is lessons[1]
    assert not title.tutorial.open
    app.top.session.close()
