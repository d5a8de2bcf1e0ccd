"""AI seats grab at their level's pace in the real-time scavenge, and the snake draft takes
turns: whose pick it is is shown, and anybody else's input is refused."""

from __future__ import annotations

import time

import pygame

from game.games.dicebot.ai import GRAB_DELAY
from game.games.dicebot.rules.choices import Grab
from tests.games.dicebot.ui.driver import click, grabbing, run_until, scavenge
from tests.games.dicebot.ui.test_scavenge_input import die_centre, grabs_of
from tests.ui.conftest import press

FRAME = 1 / 60


def frames_until_grab(app, scene, seat, limit):
    """Frames run until ``seat`` grabs its first die (None within ``limit``); each frame
    also lets AI threads run a moment."""
    for frame in range(limit):
        if grabs_of(scene, seat):
            return frame
        app.frame()
        time.sleep(0.001)
    return None


def test_ai_grabs_wait_their_levels_grab_delay(app, dicebot_ui):
    # given a human and a hard AI, the grab just opened
    players = (("Nina", "human"), ("Jade", "ai"))
    scene = scavenge(app, players, level="hard")
    try:
        assert run_until(app, lambda: grabbing(scene))
        # when nobody touches anything
        waited = frames_until_grab(app, scene, 1, 3000)
        # then the AI's first grab comes after its delay, not before
        assert waited is not None
        assert waited * FRAME >= GRAB_DELAY["hard"] - 2 * FRAME
        # and its second waits a whole delay again
        app.frame()
        first = len(grabs_of(scene, 1))
        frames = 0
        while len(grabs_of(scene, 1)) == first and frames < 3000:
            app.frame()
            time.sleep(0.001)
            frames += 1
        assert frames * FRAME >= GRAB_DELAY["hard"] - 2 * FRAME
    finally:
        scene.session.close()


def test_a_hard_ai_grabs_before_an_easy_one(app, dicebot_ui):
    players = (("Nina", "human"), ("Easy", "ai", "easy"), ("Hard", "ai", "hard"))
    scene = scavenge(app, players)
    try:
        assert run_until(app, lambda: grabbing(scene))
        assert frames_until_grab(app, scene, 2, 3000) is not None
        # the hard AI has grabbed and the easy one (1.6 s) not yet
        assert grabs_of(scene, 1) == []
        assert frames_until_grab(app, scene, 1, 3000) is not None
    finally:
        scene.session.close()


def test_the_snake_draft_shows_whose_turn_and_refuses_the_others(app, dicebot_ui):
    # given two humans in a snake draft: the mouse (Nina) picks first, then W A S D (Red)
    players = (("Nina", "human"), ("Red", "human"))
    scene = scavenge(app, players, draft="snake")
    try:
        assert run_until(app, lambda: scene.flow.prompt is not None and
                         scene.flow.prompt.request.kind == "grab")
        painter = scene.painter
        assert painter.turn(painter.yard()) == 0
        assert scene.flow.device_prompts == {}
        # when Red presses his grab key out of turn
        press(pygame.K_SPACE)
        app.frame()
        # then nothing is grabbed and the screen says whose turn it is
        assert not [c for _, c in scene.session.match.choices if isinstance(c, Grab)]
        assert "Nina's turn" in scene.flow.prompt.refused
        lines = " ".join(line for line, _ in painter._bottom_lines(painter.yard()))
        assert "Nina's pick" in lines and "Nina's turn" in lines
        # when Nina clicks a die
        prompt = scene.flow.prompt
        click(die_centre(scene, prompt, min(prompt.spots())))
        app.frame()
        # then it is hers, and Red picks next (twice, snake order) with his own keys
        assert len(grabs_of(scene, 0)) == 1
        assert run_until(app, lambda: scene.flow.prompt is not None, 30)
        assert painter.turn(painter.yard()) == 1
        prompt = scene.flow.prompt
        click(die_centre(scene, prompt, min(prompt.spots())))
        app.frame()
        assert grabs_of(scene, 1) == []
        press(pygame.K_SPACE)
        app.frame()
        assert len(grabs_of(scene, 1)) == 1
    finally:
        scene.session.close()


def test_a_snake_draft_ai_waits_its_delay_on_its_turn(app, dicebot_ui):
    players = (("Jade", "ai"), ("Nina", "human"))
    scene = scavenge(app, players, draft="snake", level="normal")
    try:
        assert run_until(app, lambda: scene.painter.yard() is not None and
                         scene.flow.settled)
        waited = frames_until_grab(app, scene, 0, 3000)
        assert waited is not None and waited * FRAME >= GRAB_DELAY["normal"] - 2 * FRAME
    finally:
        scene.session.close()
