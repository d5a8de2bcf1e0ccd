"""Mechaton's tutorial (the rulebook's example turn) through the real battle screen with
synthetic keys and clicks: walked from start to end, a wrong answer refused with a hint
and nothing changed, the expected action lit, and callouts readable at 800x600."""

from __future__ import annotations

import pygame
import pytest

from game.rulesets.mechaton import events as ev
from game.rulesets.mechaton.choices import Assign, MoveTo, SpotTarget, Target
from game.ui.games.mechaton.battle.assign import AssignPrompt
from game.ui.games.mechaton.tutorial import lessons
from game.ui.games.mechaton.tutorial.first_turn import FirstTurn
from game.ui.tutorial import progress
from game.ui.tutorial.scene import TutorialScene
from tests.ui.conftest import headless_app, move_mouse, post, press

MAX_FRAMES = 8000
SLOT_KEYS = {"defence": pygame.K_d, "attack": pygame.K_a, "move": pygame.K_m,
             "spot": pygame.K_s}


def click(app, pos) -> None:
    """A click at a position on the logical canvas (the window may be scaled)."""
    sx = app.window.get_width() / app.screen.get_width()
    sy = app.window.get_height() / app.screen.get_height()
    pos = (pos[0] * sx, pos[1] * sy)
    move_mouse(pos)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(round(pos[0]), round(pos[1])), button=1)


def start(app) -> TutorialScene:
    scene = TutorialScene(FirstTurn())
    app.push(scene)
    app.frame()
    app.frame()
    scene.flow.animator.speed = 4
    return scene


def answer(app, scene: TutorialScene) -> None:
    """What a player following the callout types or clicks for the open prompt."""
    prompt = scene.flow.prompt
    want = scene.session.expected(prompt.request)[0]
    if isinstance(prompt, AssignPrompt):
        assert isinstance(want, Assign)
        press(pygame.K_BACKSPACE)
        for use, key in SLOT_KEYS.items():
            index = getattr(want, use)
            if index is not None:
                press(pygame.K_1 + index)
                press(key)
        press(pygame.K_RETURN)
    elif isinstance(want, MoveTo | Target | SpotTarget) and _hex_of(scene, want) is not None:
        click(app, scene.screen_of(_hex_of(scene, want)))
    else:
        number = prompt.button_choices().index(want)
        press(pygame.K_1 + number)


def _hex_of(scene: TutorialScene, want):
    if isinstance(want, MoveTo):
        return want.at
    if want.mech is None:
        return None
    return scene.flow.board.view.mechs[want.mech].hex


def walk_until(app, scene: TutorialScene, done) -> None:
    """Read every info lesson and answer every prompt as the callouts say until ``done``."""
    for _ in range(MAX_FRAMES):
        if scene not in app.stack or done(scene):
            return
        if scene.guide.blocking:
            press(pygame.K_RETURN)
        elif scene.flow.prompt is not None and scene.flow.settled \
                and scene.flow.prompt.seat == scene.session.player:
            answer(app, scene)
        app.frame()
    raise AssertionError(f"stuck after {scene.guide.seen[-3:]}")


def test_the_lesson_walks_from_start_to_doomsday(app):
    # given a fresh tutorial
    scene = start(app)
    # when the player follows every callout with keys and clicks
    walk_until(app, scene, lambda s: False)
    # then the match ran as the rulebook's example, nothing was refused, every lesson
    # was shown (the finale last), and the lesson is marked done
    match = scene.session.match
    assert match.is_over and match.state.scores() == (24, 18, 20)
    assert scene.session.refused == 0
    every = (*lessons.INTRO, *lessons.ACTIONS.values(), lessons.TICK, lessons.INITIATIVE,
             lessons.ARTY_ROLLS, lessons.ARTY_HITS, lessons.CARVER_SPOTS, lessons.STATION,
             lessons.COVER, lessons.WRECKED, lessons.THE_REST, lessons.CLOCK)
    assert {lesson.title for lesson in every} <= set(scene.guide.seen)
    assert scene.guide.seen[-1] == lessons.FINALE.title
    assert progress.status("mechaton") == "done"
    assert scene not in app.stack


def test_a_wrong_die_is_refused_with_a_hint_and_nothing_changes(app):
    # given the tutorial at Carver's dice
    scene = start(app)
    walk_until(app, scene, lambda s: isinstance(s.flow.prompt, AssignPrompt)
               and s.flow.settled and not s.guide.blocking)
    events, dice_used = len(scene.session.match.events), scene.session.match.state.dice.used
    # when the player puts a white 1 on defence instead of the blue 5 and commits
    press(pygame.K_BACKSPACE)
    for key in (pygame.K_1, pygame.K_d, pygame.K_6, pygame.K_a, pygame.K_3, pygame.K_m,
                pygame.K_5, pygame.K_s, pygame.K_RETURN):
        press(key)
    app.frame()
    app.frame()
    # then it is refused: the hint says what to do, and the match has not moved
    assert scene.session.refused == 1
    assert "blue 5 on Defence" in scene.session.hint
    assert len(scene.session.match.events) == events
    assert scene.session.match.state.dice.used == dice_used
    assert isinstance(scene.flow.prompt, AssignPrompt)
    # and the right dice then go through
    walk_until(app, scene, lambda s: any(isinstance(e, ev.DefenceSet) and e.name == "Carver"
                                         for e in s.session.match.events))
    assert scene.session.refused == 1


def test_the_expected_target_and_hex_are_lit(app):
    # given the tutorial at Carver's target
    scene = start(app)
    walk_until(app, scene, lambda s: s.lesson is lessons.ACTIONS["Carver", "target"]
               and s.flow.settled)
    # then Arty's hex and his button are lit
    lit = scene.script.marks(scene)
    arty = next(m for m in scene.flow.board.view.mechs if m.name == "Arty")
    assert lit.hexes == [arty.hex]
    assert [b.label.split("  ")[-1] for b in lit.buttons] == ["Attack Arty"]
    # and at Carver's walk, the hex by the station
    walk_until(app, scene, lambda s: s.lesson is lessons.ACTIONS["Carver", "move"]
               and s.flow.settled)
    from game.rulesets.mechaton.example_turn import CARVER_END

    assert scene.script.marks(scene).hexes == [CARVER_END]


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_callouts_are_readable_in_a_small_and_a_large_window(size):
    # given the tutorial in a small or a large window
    small = headless_app(size)
    try:
        scene = start(small)
        shown = 0
        # when it is walked to the end
        for _ in range(MAX_FRAMES):
            if scene not in small.stack:
                break
            if scene.callout_box is not None and scene.lesson is not None:
                # then no callout text is under 9 px on the window
                assert min(scene.callout_sizes) * small.scale >= 9
                shown += 1
            if scene.guide.blocking:
                press(pygame.K_RETURN)
            elif scene.flow.prompt is not None and scene.flow.settled \
                    and scene.flow.prompt.seat == scene.session.player:
                answer(small, scene)
            small.frame()
        assert shown > 0 and scene not in small.stack
    finally:
        pygame.quit()
