"""The real-time scavenge through the battle screen: every human grabs at once on their own
device (the mouse, keyboard clusters, a game controller), the countdown holds everyone back
until GRAB!, and a full sheet stops its player."""

from __future__ import annotations

import pygame
import pytest

from game.games.dicebot.rules.choices import Grab
from game.games.dicebot.rules.parts import SHEET_SPACES
from game.games.dicebot.ui.scavenge import geometry
from game.games.dicebot.ui.scavenge.presenters import COUNTDOWN
from game.ui.battle import controller
from tests.games.dicebot.ui.driver import click, counting_down, grabbing, run_until, scavenge
from tests.ui.conftest import post, press

PAD = "joystick:7"


@pytest.fixture
def one_pad(monkeypatch):
    """A game controller (instance 7) is plugged in."""
    monkeypatch.setattr(controller, "connected_pads", lambda: [PAD])


def die_centre(scene, prompt, die):
    return geometry.centre_of(geometry.table_rect(scene), prompt.spots()[die])


def grabs_of(scene, seat):
    return [c for p, c in scene.session.match.choices if p == seat and isinstance(c, Grab)]


def test_mouse_two_clusters_and_a_controller_grab_in_one_frame_in_arrival_order(
        app, dicebot_ui, one_pad):
    # given four humans: the mouse, the controller, W A S D and the arrow keys
    players = (("Nina", "human"), ("Red", "human"), ("Gold", "human"), ("Jade", "human"))
    scene = scavenge(app, players)
    try:
        assert run_until(app, lambda: len(scene.flow.device_prompts) == 4)
        prompts = scene.flow.device_prompts
        assert {d: p.seat for d, p in prompts.items()} == {
            "mouse": 0, PAD: 1, "keys:wasd": 2, "keys:arrows": 3}
        mouse_die = next(d for d in sorted(prompts["mouse"].spots())
                         if d not in {prompts[k].cursor_die() for k in prompts if k != "mouse"})
        pad_die = prompts[PAD].cursor_die()
        wasd_die = prompts["keys:wasd"].cursor_die()
        arrows_die = prompts["keys:arrows"].cursor_die()
        assert len({mouse_die, pad_die, wasd_die, arrows_die}) == 4
        before = len(scene.session.match.choices)
        # when, within one frame, the arrows grab, then the controller, the mouse and WASD
        press(pygame.K_RSHIFT)
        post(pygame.JOYBUTTONDOWN, instance_id=7, joy=0, button=0)
        click(die_centre(scene, prompts["mouse"], mouse_die))
        press(pygame.K_SPACE)
        app.frame()
        # then all four grabs are recorded, in the order they arrived
        assert scene.session.match.choices[before:] == [
            (3, Grab(arrows_die)), (1, Grab(pad_die)), (0, Grab(mouse_die)),
            (2, Grab(wasd_die))]
    finally:
        scene.session.close()


def test_a_cluster_moves_its_own_cursor_only(app, dicebot_ui):
    players = (("Nina", "human"), ("Red", "human"), ("Gold", "human"))
    scene = scavenge(app, players)
    try:
        assert run_until(app, lambda: grabbing(scene))
        prompts = scene.flow.device_prompts
        wasd, arrows = prompts["keys:wasd"].cursor_die(), prompts["keys:arrows"].cursor_die()
        # when W A S D's player pushes right and then down
        press(pygame.K_d)
        press(pygame.K_s)
        app.frame()
        # then their cursor moved and the arrow keys' one did not
        prompts = scene.flow.device_prompts
        assert prompts["keys:wasd"].cursor_die() != wasd
        assert prompts["keys:arrows"].cursor_die() == arrows
        assert not [c for c in scene.session.match.choices if isinstance(c[1], Grab)]
    finally:
        scene.session.close()


def test_a_fake_controller_moves_with_the_hat_and_the_stick(app, dicebot_ui, one_pad):
    players = (("Nina", "human"), ("Red", "human"))
    scene = scavenge(app, players)
    try:
        assert run_until(app, lambda: grabbing(scene))
        pad = scene.flow.device_prompts[PAD]
        start = pad.cursor_die()
        post(pygame.JOYHATMOTION, instance_id=7, joy=0, hat=0, value=(-1, 0))
        app.frame()
        moved = scene.flow.device_prompts[PAD].cursor_die()
        assert moved != start
        post(pygame.JOYAXISMOTION, instance_id=7, joy=0, axis=0, value=0.9)
        app.frame()
        assert scene.flow.device_prompts[PAD].cursor_die() != moved
        # a stick barely pushed does nothing
        here = scene.flow.device_prompts[PAD].cursor_die()
        post(pygame.JOYAXISMOTION, instance_id=7, joy=0, axis=1, value=0.2)
        app.frame()
        assert scene.flow.device_prompts[PAD].cursor_die() == here
    finally:
        scene.session.close()


def test_the_countdown_blocks_every_grab_until_grab(app, dicebot_ui):
    # given two humans and an AI, the junkyard rolled and the countdown running
    players = (("Nina", "human"), ("Red", "human"), ("Jade", "ai"))
    scene = scavenge(app, players, level="hard")
    try:
        assert run_until(app, lambda: counting_down(scene))
        table = geometry.table_rect(scene)
        # when everyone tries to grab during the 3-2-1
        for _ in range(240):
            if not counting_down(scene):
                break
            # then nobody has a prompt, and no grab is made, the AI's included
            assert scene.flow.device_prompts == {}
            click(table.center)
            press(pygame.K_SPACE)
            app.frame()
            assert not [c for _, c in scene.session.match.choices if isinstance(c, Grab)]
        assert not counting_down(scene)
        # when the countdown is over, then the grabs open and a key grabs
        assert run_until(app, lambda: grabbing(scene), 5)
        app.frame()
        press(pygame.K_SPACE)
        app.frame()
        assert len(grabs_of(scene, 1)) == 1
    finally:
        scene.session.close()


def test_a_full_sheet_stops_that_player_and_the_others_keep_their_devices(app, dicebot_ui):
    players = (("Nina", "human"), ("Red", "human"), ("Gold", "human"))
    scene = scavenge(app, players)
    try:
        assert run_until(app, lambda: grabbing(scene))
        # when the mouse's player grabs seven dice
        for _ in range(SHEET_SPACES):
            prompt = scene.flow.device_prompts["mouse"]
            click(die_centre(scene, prompt, min(prompt.spots())))
            app.frame()
            app.frame()
        assert len(grabs_of(scene, 0)) == SHEET_SPACES
        # then they have no prompt, and a further click grabs nothing
        assert "mouse" not in scene.flow.device_prompts
        assert scene.painter.yard().full(0)
        some = next(iter(scene.flow.device_prompts.values()))
        click(die_centre(scene, some, min(some.spots())))
        app.frame()
        assert len(grabs_of(scene, 0)) == SHEET_SPACES
        # and the others still grab with their own clusters
        assert {d: p.seat for d, p in scene.flow.device_prompts.items()} == {
            "keys:wasd": 1, "keys:arrows": 2}
        press(pygame.K_RSHIFT)
        app.frame()
        assert len(grabs_of(scene, 2)) == 1 and not grabs_of(scene, 1)
    finally:
        scene.session.close()


@pytest.mark.parametrize("speed", [1, 4])
def test_the_countdown_runs_three_seconds_of_the_clock_at_any_speed_and_tab_cannot_skip_it(
        app, dicebot_ui, speed):
    # given two humans about to grab, the animation speed at 1x or 4x, and the app's clock
    # injected (one 1/60 s update a frame)
    scene = scavenge(app, (("Nina", "human"), ("Red", "human")))
    try:
        scene.flow.animator.speed = speed
        assert run_until(app, lambda: counting_down(scene))
        # when Tab is pressed on every frame of the countdown
        frames = 0
        while not grabbing(scene) and frames < 600:
            press(pygame.K_TAB)
            app.frame()
            frames += 1
        # then the grab opens after the whole 3-2-1 of the clock, not sooner
        assert grabbing(scene)
        assert COUNTDOWN * 60 - 2 <= frames <= COUNTDOWN * 60 + 2
        assert scene.flow.animator.speed == speed
    finally:
        scene.session.close()
