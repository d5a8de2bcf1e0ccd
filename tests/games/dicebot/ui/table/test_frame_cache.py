"""The table keeps its frame between draws (each region painted again only when what it shows
changes), yet every picture is the one a fresh painter with nothing kept would draw: after a
hover, a new selection, a new log line, a new prompt and on every frame of an animation."""

from __future__ import annotations

from unittest import mock

import pygame

from game.games.dicebot.ui.table.layout import geometry_for
from tests.games.dicebot.ui.table import driver
from tests.ui.kept_pictures import fresh_picture, hover, kept_picture


def test_the_kept_frame_shows_hover_selection_log_and_new_prompts_as_a_fresh_draw():
    # given a human choosing a weapon card, drawn once with the mouse away from the hand
    app = driver.make_app((1280, 720))
    scene = driver.open_battle(app, 7)
    scene.flow.animator.speed = 4
    try:
        assert driver.run_until(app, scene, driver.prompt_kind("card"))
        hover(scene, (5, 300))
        still = kept_picture(scene)
        assert still == fresh_picture(scene)
        # when the mouse rests on a hand card, then the card is shown large, as drawn fresh
        hover(scene, geometry_for(scene).hand_rect(1, set()).center)
        hovered = kept_picture(scene)
        assert hovered != still and hovered == fresh_picture(scene)
        # when the selection moves by key, then the raised card and the panel follow
        hover(scene, (5, 300))
        driver.key(scene, pygame.K_RIGHT)
        scene.update(0.0)
        selected = kept_picture(scene)
        assert selected != still and selected == fresh_picture(scene)
        # when the mouse rests on a button, then the button is lit
        hover(scene, scene.buttons[0].rect.center)
        lit = kept_picture(scene)
        assert lit != selected and lit == fresh_picture(scene)
        hover(scene, (5, 300))
        # when a line reaches the log, then the log shows it
        scene.flow.log.add("A line only this test writes.")
        logged = kept_picture(scene)
        assert logged != selected and logged == fresh_picture(scene)
        # when the card is played and the next prompt opens, then the screen shows it
        driver.key(scene, pygame.K_RETURN)
        assert driver.run_until(app, scene, lambda s: s.flow.prompt is not None and
                                s.flow.settled)
        assert kept_picture(scene) == fresh_picture(scene)
    finally:
        scene.session.close()


def test_every_frame_of_an_attack_is_drawn_as_a_fresh_painter_draws_it():
    # given a match played on until an attack lands (the target shakes, pips fall)
    app = driver.make_app((1280, 720))
    scene = driver.open_battle(app, 7, humans=0)
    try:
        assert driver.play_until(app, scene, driver.playing("AttackResolved", 0.0))
        # when its animation plays on, frame by frame, then each kept frame is the fresh one
        progress = []
        while driver.playing("AttackResolved", 0.0)(scene) and len(progress) < 200:
            assert kept_picture(scene) == fresh_picture(scene)
            progress.append(scene.flow.animator.current.progress)
            scene.update(1 / 60)
        assert len(progress) >= 3 and max(progress) > 0.6  # the target shook
    finally:
        scene.session.close()


def test_a_frame_where_nothing_changed_paints_no_region_again():
    # given the table drawn once at a prompt
    app = driver.make_app((1280, 720))
    scene = driver.open_battle(app, 7)
    scene.flow.animator.speed = 4
    try:
        assert driver.run_until(app, scene, driver.prompt_kind("card"))
        table = scene.painter.table()
        hover(scene, (5, 300))
        kept_picture(scene)
        regions = ("_table", "_header", "_bottom", "_sidebar")
        with mock.patch.multiple(table, **{name: mock.DEFAULT for name in regions}) as paints:
            # when it is drawn again with the mouse moved a pixel (no card, no button there)
            hover(scene, (6, 301))
            kept_picture(scene)
            # then no region is painted again
            assert all(not paints[name].called for name in regions)
            # and a hovered card paints the table (only) again
            hover(scene, geometry_for(scene).hand_rect(0, set()).center)
            kept_picture(scene)
            assert [name for name in regions if paints[name].called] == ["_table"]
    finally:
        scene.session.close()
