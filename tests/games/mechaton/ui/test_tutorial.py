"""Mechaton's tutorial (the rulebook's example turn) through the real battle screen with
synthetic keys and clicks (tests/ui/tutorial_walk.py): walked from start to doomsday, a
wrong answer refused with a hint and nothing changed, the expected action lit, and every
callout readable at 800x600 and clear of the mech it points at."""

from __future__ import annotations

import pygame
import pytest

from game.games.mechaton.rules import events as ev
from game.games.mechaton.rules.choices import (
    Assign,
    BuildMech,
    FinishArmy,
    MoveTo,
    SpotTarget,
    Target,
)
from game.games.mechaton.rules.example_setup import SAM
from game.games.mechaton.rules.example_turn import CARVER_END
from game.games.mechaton.ui.battle.assign import AssignPrompt
from game.games.mechaton.ui.tutorial import lessons, setup_lessons
from game.games.mechaton.ui.tutorial.first_turn import FirstTurn
from game.games.mechaton.ui.tutorial.marks import anchor_rect
from game.games.mechaton.ui.tutorial.setup_lesson import BuildAndDeploy
from tests.ui.conftest import headless_app, move_mouse, post, press
from tests.ui.tutorial_walk import check_refused, player_prompt_ready, start, walk, walk_until

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


def put_dice(want: Assign, commit: bool = True) -> None:
    """Clear the boxes, then 1-9 picks up a die and D, A, M or S puts it; Enter commits."""
    press(pygame.K_BACKSPACE)
    for use, key in SLOT_KEYS.items():
        index = getattr(want, use)
        if index is not None:
            press(pygame.K_1 + index)
            press(key)
    if commit:
        press(pygame.K_RETURN)


def answer(app, scene, expected) -> None:
    """What a player following the callout types or clicks for the open prompt: the dice
    by keys, a target or a hex by a click on the board, anything else by its number key."""
    prompt, want = scene.player_prompt, expected[0]
    if isinstance(prompt, AssignPrompt):
        put_dice(want)
    elif isinstance(want, MoveTo | Target | SpotTarget) and _hex_of(scene, want) is not None:
        click(app, scene.screen_of(_hex_of(scene, want)))
    else:
        press(pygame.K_1 + prompt.button_choices().index(want))


def _hex_of(scene, want):
    """The board hex a target, spot or move choice names (None: no mech)."""
    if isinstance(want, MoveTo):
        return want.at
    if want.mech is None:
        return None
    return scene.flow.board.view.mechs[want.mech].hex


def at(lesson):
    """``done`` for walk_until: the lesson is up beside the player's open prompt."""
    return lambda scene: scene.lesson is lesson and player_prompt_ready(scene)


def opened(app, script=None):
    """The lesson (the example turn unless told) opened, its first callout drawn."""
    scene = start(app, script or FirstTurn())
    app.frame()
    return scene


def test_the_lesson_walks_from_start_to_doomsday(app):
    # given a fresh tutorial
    scene = opened(app)
    # when the player follows every callout with keys and clicks
    walked = walk(app, scene, answer)
    # then the match ran as the rulebook's example and every lesson was shown in order
    match = scene.session.match
    assert match.is_over and match.state.scores() == (24, 18, 20)
    every = (*lessons.INTRO, *lessons.ACTIONS.values(), lessons.TICK, lessons.INITIATIVE,
             lessons.ARTY_ROLLS, lessons.ARTY_HITS, lessons.CARVER_SPOTS, lessons.STATION,
             lessons.COVER, lessons.WRECKED, lessons.THE_REST, lessons.CLOCK)
    assert {lesson.title for lesson in every} <= set(walked.seen)
    assert walked.seen[:len(lessons.INTRO)] == [lesson.title for lesson in lessons.INTRO]


def test_a_wrong_die_is_refused_with_a_hint_and_nothing_changes(app):
    # given the tutorial at Carver's dice
    scene = opened(app)
    walk_until(app, scene, answer, at(lessons.ACTIONS["Carver", "assign"]))
    # when the player keeps a white 1 for defence instead of the blue 5
    hint = check_refused(app, scene, lambda: put_dice(Assign(defence=0, attack=5, move=2,
                                                             spot=4)))
    # then the hint says what to do
    assert "blue 5 on Defence" in hint
    # and the right dice then go through
    walk_until(app, scene, answer, lambda s: any(
        isinstance(e, ev.DefenceSet) and e.name == "Carver" for e in s.session.match.events))
    assert scene.session.refused == 1


def test_a_wrong_target_is_refused(app):
    # given the tutorial at Dozer's target
    scene = opened(app)
    walk_until(app, scene, answer, at(lessons.ACTIONS["Dozer", "target"]))
    # when the player picks "No attack" (button 1)
    hint = check_refused(app, scene, lambda: press(pygame.K_1))
    # then the hint asks for Arty
    assert hint.endswith("Attack Arty.")


def test_the_expected_target_hex_and_dice_are_lit(app):
    # given the tutorial at Carver's target: Arty's hex and his button are lit
    scene = opened(app)
    walk_until(app, scene, answer, at(lessons.ACTIONS["Carver", "target"]))
    lit = scene.script.marks(scene)
    arty = next(m for m in scene.flow.board.view.mechs if m.name == "Arty")
    assert lit.hexes == [arty.hex]
    assert [b.label.split("  ")[-1] for b in lit.buttons] == ["Attack Arty"]
    # then at her dice: the dice to move and their boxes; with them placed, Commit
    walk_until(app, scene, answer, at(lessons.ACTIONS["Carver", "assign"]))
    press(pygame.K_BACKSPACE)
    app.frame()
    assert len(scene.script.marks(scene).rects) >= 2
    put_dice(Assign(defence=3, attack=5, move=2, spot=4), commit=False)
    app.frame()
    assert scene.player_prompt.slots == {"defence": 3, "attack": 5, "move": 2, "spot": 4}
    assert [b.label for b in scene.script.marks(scene).buttons] == ["Commit (Enter)"]
    press(pygame.K_RETURN)
    # and at her walk, the hex by the station
    walk_until(app, scene, answer, at(lessons.ACTIONS["Carver", "move"]))
    assert scene.script.marks(scene).hexes == [CARVER_END]


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_callouts_are_readable_and_leave_their_mech_in_view(size):
    # given the tutorial in a small or a large window
    small = headless_app(size)
    try:
        scene = opened(small)
        covered: list[str] = []

        def check(_) -> bool:
            lesson = scene.lesson
            mech = anchor_rect(scene, lesson.anchor) if lesson is not None else None
            if mech is not None and scene.callout_box is not None \
                    and scene.callout_box.colliderect(mech.inflate(-8, -8)):
                covered.append(lesson.title)
            return scene not in small.stack
        # when it is walked to the end (walk_until sees every frame; walk checks 9 px)
        walked = walk_until(small, scene, answer, check)
        # then no text was under 9 window pixels, and no callout hid the mech it is about
        assert walked.smallest_px >= 9
        assert covered == []
    finally:
        pygame.quit()


# -- lesson 1: build and deploy -------------------------------------------------------------

def click_button(app, scene, starts: str) -> None:
    """A click on the first panel button whose label starts with ``starts``."""
    button = next(b for b in scene.buttons if b.label.startswith(starts))
    click(app, button.rect.center)


def build_answer(app, scene, expected) -> None:
    """Fill the builder's four slots with different parts by clicking each slot's kind
    (slot n clicked n times), then Add mech; Finish army once the army is complete;
    placements by a click on the marked hex."""
    prompt, want = scene.player_prompt, expected[0]
    if isinstance(want, FinishArmy):
        click_button(app, scene, "Finish army")
    elif isinstance(want, BuildMech):
        for slot in range(4):
            if not prompt.parts[slot]:
                for _ in range(slot + 1):
                    click_button(app, scene, f"{slot + 1}: ")
                    app.frame()
        press(pygame.K_RETURN)
    else:
        click(app, scene.screen_of(want.at))


def test_lesson_1_builds_an_army_and_deploys_it(app):
    # given the first lesson
    scene = opened(app, BuildAndDeploy())
    # when the player builds three mechs slot by slot and places each piece on the marks
    walked = walk(app, scene, build_answer)
    # then Sam's army of three fully loaded mechs is on the field with two stations, Sam
    # is the primary attacker, and the first turn has begun
    state = scene.session.match.state
    sams = [m for m in state.mechs if m.owner == SAM]
    assert len(sams) == 3 and all(len(m.parts) == 4 and m.hex is not None for m in sams)
    assert all(s.hex is not None for s in state.stations)
    assert (state.defender, state.primary, state.turn) == (1, SAM, 1)
    titles = {lesson.title for lesson in (*setup_lessons.BUILDS.values(),
                                          *setup_lessons.PLACES.values(), setup_lessons.ROLES,
                                          setup_lessons.PERIMETER, setup_lessons.LAST)}
    assert titles <= set(walked.seen)


def test_lesson_1_refuses_a_mech_with_an_empty_slot(app):
    # given the first lesson at Sam's first mech, with one slot filled
    scene = opened(app, BuildAndDeploy())
    walk_until(app, scene, build_answer, at(setup_lessons.BUILDS[0]))
    click_button(app, scene, "1: ")
    app.frame()
    # then the empty slots are lit, not Add mech
    assert all(b.label.endswith("(empty)") for b in scene.script.marks(scene).buttons)
    # when the player adds it anyway
    hint = check_refused(app, scene, lambda: press(pygame.K_RETURN))
    # then the hint asks for all four slots
    assert "all four" in hint


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_builders_callout_leaves_the_builders_words_in_view(size):
    # given the first lesson at Sam's first mech, at a window size a player may have
    app = headless_app(size)
    scene = opened(app, BuildAndDeploy())
    walk_until(app, scene, build_answer, at(setup_lessons.BUILDS[0]))
    app.frame()
    # then the callout covers none of the builder (its slots explain each part) and stays
    # on the screen
    builder = scene.player_prompt.area(scene.bottom_area())
    assert not scene.callout_box.colliderect(builder)
    assert app.screen.get_rect().contains(scene.callout_box)


def test_a_lesson_brought_by_an_event_lets_that_events_animation_play_out(app):
    # given the example turn, walked until a lesson brought by an event is up while that
    # event is still playing on the board
    scene = opened(app)
    walk_until(app, scene, answer,
               lambda s: s.guide.blocking and s.flow.animator.busy and s.guide.seen[-1:] != [])
    lesson, log = scene.lesson, len(scene.flow.log.lines)
    # when the player takes a few seconds to read it
    for _ in range(240):
        app.frame()
    # then the event has finished playing, nothing after it has started, and the lesson
    # still waits to be read
    assert not scene.flow.animator.busy
    assert scene.lesson is lesson and scene.guide.blocking
    assert len(scene.flow.log.lines) == log
