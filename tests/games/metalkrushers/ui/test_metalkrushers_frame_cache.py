"""The battle keeps its frame between draws (each region painted again only when what it shows
changes), yet every picture is the one a fresh painter with nothing kept would draw: on the
construction sheet, on hover (arcs and the side panel's data sheet), after a pan, a log line,
a new prompt and on every frame of a step being shown."""

from __future__ import annotations

from unittest import mock

import pygame
import pytest

from game.games.metalkrushers.rules.data import SIDES
from game.ui.games import game_ui
from tests.games.metalkrushers.ui.test_metalkrushers_flow import close_session, prompt_of, run_until
from tests.ui.kept_pictures import fresh_picture, hover, kept_picture


@pytest.fixture
def building(app):
    """Nina's construction sheet of the close duel, on screen."""
    session = close_session(humans=1)
    scene = game_ui("metalkrushers").battle_scene(session)
    app.push(scene)
    run_until(app, lambda: prompt_of(scene, "build"))
    yield scene
    session.close()


def test_the_kept_sheet_follows_the_design_as_a_fresh_draw(app, building):
    # given the construction sheet drawn once
    scene = building
    prompt = scene.flow.prompt
    first = kept_picture(scene)
    assert first == fresh_picture(scene)
    # when a point of armour moves and the chassis changes, then the sheet shows each
    prompt.add_armour(0, -1)
    moved = kept_picture(scene)
    assert moved != first and moved == fresh_picture(scene)
    prompt.cycle("chassis", 1)
    scene.update(0.0)  # the buttons follow the design
    assert kept_picture(scene) == fresh_picture(scene)
    # and the mouse over the arena below the sheet outlines the hex, as drawn fresh
    view = scene.viewport()
    hover(scene, (view.centerx, view.bottom - 30))
    assert kept_picture(scene) == fresh_picture(scene)


def test_shift_held_at_the_click_moves_five_points_whenever_the_sheet_was_drawn(app, building):
    # given the sheet drawn while no key is held, with the front's armour lowered by 5
    scene = building
    prompt = scene.flow.prompt
    prompt.add_armour(0, -5)
    kept_picture(scene)
    before = prompt.build.armour[0]
    plus = [rect for rect, _ in prompt.hits][9]  # the fields' 8 arrows, then front - and +
    # when Shift goes down and the front's + is clicked with no frame drawn in between
    with mock.patch.object(pygame.key, "get_mods", return_value=pygame.KMOD_LSHIFT):
        assert prompt.click_at(scene, plus.center)
    # then 5 points move
    assert SIDES[0] and prompt.build.armour[0] == before + 5


@pytest.fixture
def moving(app):
    """Nina's first movement prompt of the close duel, on screen."""
    session = close_session(humans=1)
    scene = game_ui("metalkrushers").battle_scene(session)
    app.push(scene)
    run_until(app, lambda: prompt_of(scene, "build"))
    scene.flow.prompt.confirm()
    run_until(app, lambda: prompt_of(scene, "move") and scene.flow.prompt.seat == 0)
    yield scene
    session.close()


def test_the_kept_arena_shows_hover_pan_log_and_steps_as_a_fresh_draw(app, moving):
    # given Nina's movement prompt drawn once with the mouse off the Krushers
    scene = moving
    hover(scene, scene.viewport().topleft)
    still = kept_picture(scene)
    assert still == fresh_picture(scene)
    # when the mouse rests on Red, then its arcs and data sheet show, as drawn fresh
    red = next(k for k in scene.flow.board.view.krushers if k.seat == 1)
    hover(scene, scene.screen_of(red.hex))
    hovered = kept_picture(scene)
    assert hovered != still and hovered == fresh_picture(scene)
    # when the camera pans, then the arena follows
    scene.camera.pan(30, 12)
    assert kept_picture(scene) == fresh_picture(scene)
    # when a line reaches the log, then the log shows it
    scene.flow.log.add("A line only this test writes.")
    assert kept_picture(scene) == fresh_picture(scene)
    # when Nina turns, then every frame of the turn being shown is the fresh one
    turn = next(b for b in scene.buttons if b.label.startswith("Turn left"))
    turn.action()
    frames = 0
    while frames < 120 and not (prompt_of(scene, "move") is None and scene.flow.settled):
        assert kept_picture(scene) == fresh_picture(scene)
        scene.update(1 / 30)
        frames += 1
    assert frames > 3
    assert kept_picture(scene) == fresh_picture(scene)


def test_a_frame_where_nothing_changed_paints_no_region_again(app, moving):
    # given the arena drawn once
    scene = moving
    painter = scene.painter
    hover(scene, scene.viewport().topleft)
    kept_picture(scene)
    regions = ("_arena", "_header", "_bottom", "_sidebar")
    with mock.patch.multiple(painter, **{name: mock.DEFAULT for name in regions}) as paints:
        # when it is drawn again with the mouse moved a pixel inside the same hex
        x, y = scene.viewport().topleft
        hover(scene, (x + 1, y + 1))
        kept_picture(scene)
        # then no region is painted again
        assert [name for name in regions if paints[name].called] == []
