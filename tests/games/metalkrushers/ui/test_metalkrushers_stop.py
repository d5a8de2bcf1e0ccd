"""Stopping a Krusher is one press: Enter stops with no turn, Q / E stop and take the free
turn left / right; when only the free turn is left, one press answers it."""

from __future__ import annotations

import pygame
import pytest

from game.games.metalkrushers.rules.choices import Move
from game.ui.games import game_ui
from tests.games.metalkrushers.ui.test_metalkrushers_flow import (
    close_session,
    events_named,
    prompt_of,
    run_until,
)
from tests.ui.conftest import press


@pytest.fixture
def moving(app):
    """Nina's first movement prompt of a duel against a Krusher that stands still."""
    session = close_session(humans=1)
    scene = game_ui("metalkrushers").battle_scene(session)
    app.push(scene)
    run_until(app, lambda: prompt_of(scene, "build"))
    press(pygame.K_RETURN)
    run_until(app, lambda: prompt_of(scene, "move") and scene.flow.prompt.seat == 0)
    yield scene
    session.close()


def nina_done(scene) -> bool:
    """True once Nina's Krusher has ended its movement."""
    return any(e.krusher == 1 for e in events_named(scene.session, "MovementEnded"))


def free_prompts_seen(app, scene, until) -> int:
    """Frames until ``until()``, counting frames on which Nina is asked for her free turn."""
    seen = 0
    for _ in range(2000):
        app.frame()
        prompt = prompt_of(scene, "move")
        seen += prompt is not None and prompt.seat == 0 and prompt.request.free
        if until():
            return seen
    raise AssertionError("never got there")


def test_given_nina_moving_when_enter_is_pressed_once_then_her_movement_ends(app, moving):
    scene = moving
    facing = scene.session.match.state.krusher(1).facing
    press(pygame.K_RETURN)
    assert free_prompts_seen(app, scene, lambda: nina_done(scene)) == 0
    assert scene.session.match.state.krusher(1).facing == facing
    assert not [e for e in events_named(scene.session, "KrusherTurned") if e.krusher == 1]


@pytest.mark.parametrize(("key", "way"), [(pygame.K_q, 1), (pygame.K_e, -1)])
def test_given_nina_moving_when_q_or_e_then_she_stops_and_takes_the_free_turn(
        app, moving, key, way):
    scene = moving
    facing = scene.session.match.state.krusher(1).facing
    press(key)
    assert free_prompts_seen(app, scene, lambda: nina_done(scene)) == 0
    turned = [e for e in events_named(scene.session, "KrusherTurned") if e.krusher == 1]
    assert [(e.free, e.facing) for e in turned] == [(True, (facing + way) % 6)]


def test_given_only_the_free_turn_left_then_one_press_ends_the_movement(app, moving):
    scene = moving
    # given Nina has spent every movement point turning
    for _ in range(scene.flow.prompt.request.mp_left):
        mp = scene.flow.prompt.request.mp_left
        press(pygame.K_d)
        run_until(app, lambda mp=mp: prompt_of(scene, "move") and (
            scene.flow.prompt.request.mp_left < mp or scene.flow.prompt.request.free))
    prompt = scene.flow.prompt
    assert prompt.request.free
    labels = [b.label for b in prompt.buttons(scene.flow, scene.bottom_area())]
    assert labels == ["Turn left (free, A)", "Turn right (free, D)", "Done (Enter)"]
    # when Enter is pressed once, then her movement is over
    press(pygame.K_RETURN)
    run_until(app, lambda: nina_done(scene))


def test_the_stop_buttons_name_each_way_to_stop(app, moving):
    prompt = moving.flow.prompt
    labels = [b.label for b in prompt.buttons(moving.flow, moving.bottom_area())]
    assert {"Stop (Enter)", "Stop, turn left (Q)", "Stop, turn right (E)"} <= set(labels)
    assert Move("stop") in prompt.choices
