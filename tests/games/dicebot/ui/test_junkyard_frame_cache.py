"""The junkyard screen keeps its felt, sheets, header and bottom panel between frames, yet
each frame is the one a fresh painter (with the same countdown and flight timings) draws:
as the mouse's cursor ring moves, after grabs empty the felt and fill the sheets, and with a
log line."""

from __future__ import annotations

import time
from typing import Any
from unittest import mock

import pygame

from game.games.dicebot.ui.scavenge import geometry
from tests.games.dicebot.ui.driver import click, grabbing, run_until, scavenge

TWO = (("Nina", "human"), ("Red", "ai"))


def picture(painter: Any, size: tuple[int, int], now: float) -> bytes:
    """What ``painter`` draws on a blank surface of ``size`` with the clock at ``now``."""
    surface = pygame.Surface(size)
    with mock.patch("time.monotonic", return_value=now):
        painter.draw(surface, 1.0)
    return pygame.image.tobytes(surface, "RGB")


def same_as_fresh(scene: Any, now: float) -> bool:
    """The kept frame equals a new painter's (given the kept one's timing memory)."""
    kept = scene.painter
    fresh = scene.flow.ui.painter(scene, kept.styles, scene.app.tiles)
    fresh._seen, fresh._opened, fresh._said = dict(kept._seen), kept._opened, kept._said
    size = scene.app.screen.get_size()
    return picture(kept, size, now) == picture(fresh, size, now)


def test_the_kept_junkyard_shows_cursor_grabs_and_log_as_a_fresh_draw(app, dicebot_ui):
    # given the junkyard open for grabbing, long after GRAB! and any flight
    scene = scavenge(app, TWO, pace="relaxed")
    try:
        assert run_until(app, lambda: grabbing(scene))
        later = time.monotonic() + 1000.0  # every flight and GRAB! long over
        prompt = scene.flow.device_prompts["mouse"]
        table = geometry.table_rect(scene)
        dice = sorted(prompt.spots())
        assert same_as_fresh(scene, later)
        # when the mouse rests on a die, then its cursor ring shows, as drawn fresh
        for die in dice[:2]:
            spot = geometry.centre_of(table, prompt.spots()[die])
            scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0),
                                                  buttons=(0, 0, 0)))
            assert same_as_fresh(scene, later)
        # when Nina grabs a die and the screen shows it, then felt and sheet follow
        click(geometry.centre_of(table, prompt.spots()[dice[0]]))
        grabbed = len(scene.session.log)
        assert run_until(app, lambda: len(scene.session.log) > grabbed and
                         not scene.flow.animator.busy, frames=400)
        assert same_as_fresh(scene, later)
        # when a line reaches the log, then the sidebar shows it
        scene.flow.log.add("A line only this test writes.")
        assert same_as_fresh(scene, later)
    finally:
        scene.session.close()
