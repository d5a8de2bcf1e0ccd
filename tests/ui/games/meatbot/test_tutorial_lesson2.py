"""Meatbot's second lesson through the real battle screen with posted keys and clicks: the
shop, the Organ Peel, the meal and the end of the match; wrong answers refused with a hint
(nothing changed); offered after lesson 1 and from the rules (F1); never saved."""

from __future__ import annotations

import pygame

from game.rulesets.meatbot import devourables as dv
from game.rulesets.meatbot import feast_example as script
from game.rulesets.meatbot.choices import Build
from game.ui.games.meatbot.battle.prompts import AimPrompt, PickPrompt
from game.ui.games.meatbot.battle.shop_prompt import ShopPrompt
from game.ui.games.meatbot.tutorial import feast_lessons as words
from game.ui.games.meatbot.tutorial import marks
from game.ui.games.meatbot.tutorial.shop_and_feast import ShopAndFeast
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.tutorial import progress
from game.ui.tutorial.scene import TutorialScene
from tests.ui.conftest import headless_app, press
from tests.ui.games.meatbot.tutorial_input import answer, click, click_button
from tests.ui.tutorial_walk import check_refused, player_prompt_ready, start, walk, walk_until

EVERY_LESSON = (  # in the order they first show
    *words.INTRO, words.SHOP, words.BUILT, words.PICK_ALL_IN, words.NINA_DEFEND, words.PEEL,
    words.TORN_OFF, words.GOUGE, words.STEP_ON, words.STAY, words.EAT, words.SWALLOWED,
    words.FINISH, words.COLLAPSE, words.FINALE)


def at(lesson):
    """A walk's stop: ``lesson`` up beside the player's open, settled prompt."""
    return lambda scene: scene.lesson is lesson and player_prompt_ready(scene)


def test_lesson_2_plays_to_the_end_on_posted_input():
    # given lesson 2 opened from the rules (F1) (800x600: tests/ui/test_tutorial_shell.py)
    app = headless_app((1280, 720))
    try:
        app.push(RulesHelpScene("meatbot"))
        app.frame()
        rules = app.top
        click(next(b for b in rules.extras if b.label == "Lesson 2").rect.center)
        app.frame()
        scene = app.top
        assert isinstance(scene, TutorialScene) and isinstance(scene.script, ShopAndFeast)
        scene.flow.animator.speed = 4
        # when the player follows every callout with keys and clicks
        walked = walk(app, scene, answer)
        # then the match went as scripted to Red's win, every lesson was shown, nothing
        # was saved, and the player is back on the rules (no lesson 3 to offer)
        match = scene.session.match
        assert match.is_over and match.state.result.winner == script.RED
        assert [lesson.title for lesson in EVERY_LESSON] == \
            [title for title in dict.fromkeys(walked.seen)]
        assert app.top is rules and progress.status("meatbot.2") == "done"
        assert scene.session.save() is None
    finally:
        pygame.quit()


def test_the_shop_refuses_another_build_and_lights_what_is_missing(app):
    # given lesson 2 at the shop
    scene = start(app, ShopAndFeast())
    walk_until(app, scene, answer, at(words.SHOP))
    prompt = scene.flow.prompt
    assert isinstance(prompt, ShopPrompt)
    # then Gougers and Extra Meat are marked
    lit = sorted(b.label for b in marks.marks(scene).buttons)
    assert lit == ["Extra Meat (1)", "Gougers (1)"]
    # when the player buys Chitin and Gougers instead and presses Ready
    click_button(app, scene, "Gougers (")
    click_button(app, scene, "Chitin (")
    assert [b.label for b in marks.marks(scene).buttons] == ["Undo"]

    def wrong() -> None:
        press(pygame.K_RETURN)

    hint = check_refused(app, scene, wrong)
    # then the hint says what to buy, and nothing was bought
    assert "Buy Gougers and Extra Meat" in hint
    assert scene.session.match.state.phase == "shop"
    # when the player takes the Chitin back and buys the Extra Meat, the shop closes
    press(pygame.K_BACKSPACE)
    app.frame()
    click_button(app, scene, "Extra Meat (")
    assert [b.label for b in marks.marks(scene).buttons] == ["Ready"]
    press(pygame.K_RETURN)
    app.frame()
    built = [i.kind for i in scene.session.match.state.bots[script.RED].items]
    assert sorted(built) == sorted(script.RED_BUILD) and scene.session.hint == ""


def test_the_build_counts_in_either_order(app):
    # given lesson 2 at the shop
    scene = start(app, ShopAndFeast())
    walk_until(app, scene, answer, at(words.SHOP))
    # when the Extra Meat is bought before the Gougers
    answer(app, scene, (Build((dv.EXTRA_MEAT, dv.GOUGERS)),))
    app.frame()
    # then the build is taken
    assert scene.session.refused == 0 and scene.session.match.state.phase != "shop"


def test_picking_dice_instead_of_eating_is_refused(app):
    # given lesson 2 at round 2's meal
    scene = start(app, ShopAndFeast())
    walk_until(app, scene, answer, at(words.EAT))
    prompt = scene.flow.prompt
    assert isinstance(prompt, PickPrompt)
    assert [b.tooltip[:10] for b in marks.marks(scene).buttons] == ["Eat Chitin"]

    # when the player picks two d10 instead
    def wrong() -> None:
        press(pygame.K_3)
        press(pygame.K_3)
        press(pygame.K_RETURN)

    hint = check_refused(app, scene, wrong)
    # then the hint says to eat, and the Chitin still lies on the floor
    assert "Eat the Chitin" in hint
    assert [item.kind for item, _ in scene.session.match.state.floor.values()] == [dv.CHITIN]


def test_the_peel_marks_nina_then_the_drop_hex(app):
    # given lesson 2 at Red's 12
    scene = start(app, ShopAndFeast())
    walk_until(app, scene, answer, at(words.PEEL))
    prompt = scene.flow.prompt
    assert isinstance(prompt, AimPrompt)
    nina = scene.flow.board.bots[script.NINA].hex
    lit = marks.marks(scene)
    assert [b.label for b in lit.buttons] == ["Organ Peel"] or lit.buttons == []
    # when Organ Peel is chosen and Nina clicked, the drop hex is marked
    number = next(i for i, (_, label, _) in enumerate(prompt.slots, 1) if label == "Organ Peel")
    press(getattr(pygame, f"K_{number}"))
    app.frame()
    assert marks.marks(scene).hexes == [nina]
    click(scene.screen_of(nina))
    app.frame()
    assert marks.marks(scene).hexes == [script.DROP]


def test_dropping_the_chitin_elsewhere_is_refused(app):
    # given lesson 2 at Red's 12, Organ Peel chosen and Nina clicked
    scene = start(app, ShopAndFeast())
    walk_until(app, scene, answer, at(words.PEEL))
    prompt = scene.flow.prompt
    number = next(i for i, (_, label, _) in enumerate(prompt.slots, 1) if label == "Organ Peel")
    press(getattr(pygame, f"K_{number}"))
    app.frame()
    click(scene.screen_of(scene.flow.board.bots[script.NINA].hex))
    app.frame()
    other = next(h for h in prompt.targets() if h != script.DROP)

    # when the player drops it on another hex
    def wrong() -> None:
        click(scene.screen_of(other))

    hint = check_refused(app, scene, wrong)
    # then it is refused with the peel's instructions, and Nina keeps her Chitin
    assert "click the marked hex to drop the Chitin" in hint
    assert [i.kind for i in scene.session.match.state.bots[script.NINA].items] == [dv.CHITIN]


def test_lesson_2_is_offered_after_lesson_1_and_plays_from_the_offer(app):
    # given lesson 1 finished from the rules (its finale read)
    from game.ui.games import game_ui
    from game.ui.tutorial.entry import LessonStarter, lessons_of

    app.push(RulesHelpScene("meatbot"))
    app.frame()
    first = LessonStarter(lessons_of(game_ui("meatbot")))()
    app.push(first)
    app.frame()
    first.finish()
    app.frame()
    # when the player takes the offer (T)
    press(pygame.K_t)
    app.frame()
    # then lesson 2 runs
    assert isinstance(app.top, TutorialScene) and isinstance(app.top.script, ShopAndFeast)
    app.top.session.close()
