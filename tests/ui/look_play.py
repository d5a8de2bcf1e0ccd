"""Driving a demo battle of any game with the pointer wandering, resting and clicking, every
frame checked against a whole draw (``LookChecker``)."""

from __future__ import annotations

import random
from collections import Counter

import pygame

from game.ui.games import game_ui
from game.ui.scenes.battle import BattleScene
from tests.ui.conftest import headless_app, move_mouse, post, press
from tests.ui.look_check import LookChecker


def on_window(app, pos: tuple[float, float]) -> tuple[float, float]:
    """A canvas position in window pixels."""
    scale = app.window.get_width() / app.screen.get_width()
    return pos[0] * scale, pos[1] * scale


def somewhere(scene: BattleScene, rng: random.Random) -> tuple[float, float]:
    """A bot (often), a button, or anywhere on the canvas."""
    bots = [bot.hex for bot in getattr(scene.flow.board, "bots", ()) if not bot.ejected]
    roll = rng.random()
    if bots and roll < 0.4:
        return scene.screen_of(rng.choice(bots))
    if scene.buttons and roll < 0.7:
        return rng.choice(scene.buttons).rect.center
    width, height = scene.app.screen.get_size()
    return rng.randrange(width), rng.randrange(height)


def play_and_check(game: str, size: tuple[int, int], seed: int, moves: int,
                   fresh: bool = False) -> tuple[Counter[str], set]:
    """Game ``game``'s demo match with one human, the pointer wandering (now and then
    resting, clicking or taking the default), every frame checked (``fresh``: against a
    painter that keeps nothing, ``LookChecker``); how frames were drawn and which requests
    were seen."""
    rng = random.Random(seed)
    app = headless_app(size)
    ui = game_ui(game)
    session = ui.demo_session(seed, humans=1)
    session.autosave_enabled = False
    scene = ui.battle_scene(session)
    app.push(scene)
    checker = LookChecker(app, scene, fresh)
    kinds: set = set()
    try:
        for move in range(moves):
            if app.top is not scene or session.is_over:
                break
            at = on_window(app, somewhere(scene, rng))
            move_mouse(at)
            if move % 5 == 4:
                post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
                post(pygame.MOUSEBUTTONUP, pos=at, button=1)
            if move % 6 == 5:
                press(pygame.K_RETURN)  # the prompt's default, so the match goes on
            for _ in range(26 if move % 7 == 0 else 3):
                checker.frame()
            if scene.flow.prompt is not None:
                kinds.add(scene.flow.prompt.request.kind)
    finally:
        session.close()
        pygame.quit()
    return checker.drawn, kinds
