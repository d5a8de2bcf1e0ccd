"""MetalKrushers' tutorial through the real battle screen with synthetic input: the combat
example walked start to end by a player clicking what the callouts light and by one using
the keys, wrong answers refused with a hint (nothing changed), and the callouts readable
and clear of the Krushers at 800x600."""

from __future__ import annotations

import pygame
import pytest

from game.games.metalkrushers.rules import combat_example as book
from game.games.metalkrushers.rules.build import Build
from game.games.metalkrushers.rules.choices import Move
from game.games.metalkrushers.ui.build_prompt import BuildPrompt
from game.games.metalkrushers.ui.move_prompt import MovePrompt
from game.games.metalkrushers.ui.prompts import PER_PAGE, ChoicePrompt
from game.games.metalkrushers.ui.tutorial import lessons
from game.games.metalkrushers.ui.tutorial.combat_lesson import CombatLesson
from game.games.metalkrushers.ui.tutorial.marks import keep_clear, krusher_rects
from tests.ui.conftest import headless_app, move_mouse, post, press
from tests.ui.test_metalkrushers_tutorial_lessons import ORDER
from tests.ui.tutorial_walk import check_refused, readable_at, start, walk, walk_until

DIGITS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6,
          pygame.K_7, pygame.K_8)
MAX_FRAMES = 4000
MOVE_KEYS = {("forward", False): pygame.K_w, ("stop", False): pygame.K_q,
             ("left", True): pygame.K_a}
"""The key a player presses for each expected movement answer (a stop: Q, which stops and
takes the free turn left, as the lesson says)."""


def click(pos) -> None:
    move_mouse(pos)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(round(pos[0]), round(pos[1])), button=1)


def follow_the_marks(app, scene, expected) -> None:
    """A player clicking what the tutorial lights: the marked hex, else a marked button."""
    lit = scene.marks()
    assert lit.hexes or lit.buttons, f"nothing lit at {scene.guide.seen[-1]}"
    if lit.hexes:
        click(scene.screen_of(lit.hexes[0]))
    else:
        click(lit.buttons[0].rect.center)


def use_the_keys(app, scene, expected) -> None:
    """A player using the keys: Enter builds, W / Q / A walk, stop and turn, a number key
    and Enter declare."""
    prompt, want = scene.player_prompt, expected[0]
    if isinstance(prompt, BuildPrompt):
        assert isinstance(want, Build)
        press(DIGITS[list(prompt.templates.values()).index(want)])
        press(pygame.K_RETURN)
    elif isinstance(prompt, MovePrompt):
        assert isinstance(want, Move)
        press(MOVE_KEYS[want.action, prompt.request.free])
    else:
        assert isinstance(prompt, ChoicePrompt)
        index = prompt.choices.index(want)
        assert index < PER_PAGE
        press(DIGITS[index])
        press(pygame.K_RETURN)


def at(lesson):
    """Done when ``lesson``'s prompt is open and settled."""
    return lambda s: (s.lesson is lesson and s.player_prompt is not None and s.flow.settled
                      and not s.guide.blocking)


def test_clicking_what_is_lit_plays_the_whole_example(app):
    # given the tutorial opened at 1280x720
    scene = start(app, CombatLesson())
    # when a player reads every callout and clicks what each lights
    walked = walk(app, scene, follow_the_marks)
    # then every lesson came up in order, ending on the finale, and nothing was refused
    # (the free turn's own lesson stays away: the lit Stop button takes the free turn too)
    assert walked.seen[-len(ORDER) + 1:] == [t for t in ORDER if t != lessons.FREE_TURN.title]
    assert lessons.INTRO[-1].title in walked.seen


def test_a_plain_stop_is_taken_and_the_free_turn_then_asked_for(app):
    # given the tutorial at B's stop, where the lesson asks for Q (stop, turn left)
    scene = start(app, CombatLesson())
    walk_until(app, scene, use_the_keys, at(lessons.STOP))
    # when the player presses Enter instead (stop, and keep this facing)
    press(pygame.K_RETURN)
    for _ in range(5):
        app.frame()
    # then the stop is taken, keeping the facing is refused with a hint, and the free
    # turn's lesson is up beside the prompt
    b = scene.session.match.state.krusher(2)
    assert b.free_turn and b.facing == 2
    assert scene.session.refused == 1 and "press A" in scene.session.hint
    assert scene.lesson is lessons.FREE_TURN and scene.player_prompt is not None
    # when the player turns left as told
    press(pygame.K_a)
    walked = walk_until(app, scene, use_the_keys, lambda s: s.lesson is lessons.C_ARRIVES)
    # then B faces A and the lesson goes on
    assert scene.session.match.state.krusher(2).facing == 3 and walked.frames > 0


def test_the_keys_play_the_whole_example_readably_at_800x600():
    # given the tutorial at 800x600
    app = headless_app((800, 600))
    try:
        scene = start(app, CombatLesson())
        # when a player uses the keys the callouts name
        walked = walk(app, scene, use_the_keys)
        # then it ends on the finale with no text under 9 pixels (walk checks both)
        assert walked.seen[-1] == lessons.FINALE.title
    finally:
        pygame.quit()


@pytest.mark.parametrize("lesson,wrong,words", [
    (lessons.BUILD, (pygame.K_2, pygame.K_RETURN), "Duelist"),
    (lessons.ARCS, (pygame.K_d,), "Step forward"),
    (lessons.STOP, (pygame.K_w,), "press Q"),
    (lessons.REFLEX, (pygame.K_1, pygame.K_RETURN), "Turn NW"),
    (lessons.PARRY, (pygame.K_1, pygame.K_RETURN), "Right parries C's right"),
    (lessons.STRIKE, (pygame.K_1, pygame.K_RETURN), "L: A"),
])
def test_a_wrong_answer_is_refused_with_a_hint(app, lesson, wrong, words):
    # given the tutorial played up to one of B's decisions
    scene = start(app, CombatLesson())
    walk_until(app, scene, use_the_keys, at(lesson))
    # when the player answers something else
    hint = check_refused(app, scene, lambda: [press(key) for key in wrong])
    # then the hint says what the lesson wants, and nothing changed (check_refused)
    assert words in hint
    # and the right answer still goes through afterwards
    use_the_keys(app, scene, scene.session.expected(scene.player_prompt.request))
    walk_until(app, scene, use_the_keys, lambda s: s.lesson is not lesson)
    assert scene.session.refused == 1 and not scene.session.hint


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_callouts_are_readable_and_leave_what_they_explain_in_sight(size):
    # given the tutorial at 1280x720 or 800x600
    app = headless_app(size)
    try:
        scene = start(app, CombatLesson())
        checked: set[str] = set()
        # when each lesson is up (an info lesson holds the board where its event began;
        # an action lesson waits for the board to settle under the prompt)
        for _ in range(MAX_FRAMES):
            if scene not in app.stack:
                break
            app.frame()
            lesson, settled = scene.lesson, scene.flow.settled
            if lesson is not None and scene.callout_box is not None \
                    and (settled or scene.guide.blocking) and lesson.title not in checked:
                readable_at(app, scene)
                # then its callout hides none of what it keeps clear: the design sheet while
                # B is designed, then the Krushers and the declaration's card
                hidden = [r for r in keep_clear(scene) if r.colliderect(scene.callout_box)]
                assert lesson is lessons.BUILD or krusher_rects(scene)[0] in keep_clear(scene)
                assert not hidden, lesson.title
                checked.add(lesson.title)
            if scene.guide.blocking:
                press(pygame.K_RETURN)
            elif scene.player_prompt is not None and settled and not scene.guide.blocking:
                use_the_keys(app, scene, scene.session.expected(scene.player_prompt.request))
        assert len(checked) >= len(ORDER)
    finally:
        pygame.quit()


def test_a_declaration_opens_on_the_lessons_answer(app):
    # given the tutorial at the parry, where a normal match would suggest no parry
    scene = start(app, CombatLesson())
    walk_until(app, scene, use_the_keys, at(lessons.PARRY))
    # when the declaration prompt is open
    prompt = scene.player_prompt
    # then it opens on the lesson's parry, marked suggested, with Confirm lit
    assert prompt.choices[prompt.selected] == book.PARRY
    assert prompt.label(scene.flow.board.view, prompt.selected).endswith("(suggested)")
    assert [b.label for b in scene.marks().buttons] == ["Confirm"]

