"""Meatbot's battle and results declare looks, so a frame where nothing changed is not drawn;
the canvas must always be what a whole draw makes: through the shop, moves and aims with the
pointer over bots, hexes and buttons, clicks, AI turns, tooltips, at 1280x720 and 800x600."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

from game.ui.games import game_ui
from game.ui.scenes.battle import BattleScene
from tests.ui.conftest import headless_app, move_mouse, post, press
from tests.ui.look_check import LookChecker

SIZES = [(1280, 720), (800, 600)]
IDS = ["1280x720", "800x600"]


def on_window(app, pos: tuple[float, float]) -> tuple[float, float]:
    """A canvas position in window pixels."""
    scale = app.window.get_width() / app.screen.get_width()
    return pos[0] * scale, pos[1] * scale


def somewhere(scene: BattleScene, rng: random.Random) -> tuple[float, float]:
    """A bot (often), a button, or anywhere on the canvas."""
    bots = [bot.hex for bot in scene.flow.board.bots if not bot.ejected]
    roll = rng.random()
    if bots and roll < 0.4:
        return scene.screen_of(rng.choice(bots))
    if scene.buttons and roll < 0.7:
        return rng.choice(scene.buttons).rect.center
    width, height = scene.app.screen.get_size()
    return rng.randrange(width), rng.randrange(height)


def play_and_check(size: tuple[int, int], seed: int, moves: int) -> tuple[Counter[str], set]:
    """A demo match with one human, the pointer wandering (now and then resting, now and then
    clicking, now and then
    taking the default), every frame checked; how frames were drawn and which requests were seen."""
    rng = random.Random(seed)
    app = headless_app(size)
    ui = game_ui("meatbot")
    session = ui.demo_session(seed, humans=1)
    session.autosave_enabled = False
    scene = ui.battle_scene(session)
    app.push(scene)
    checker = LookChecker(app, scene)
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


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_battle_drawn_by_its_look_is_never_stale(size: tuple[int, int]) -> None:
    # given a battle played with the pointer wandering, resting and clicking
    drawn, kinds = play_and_check(size, seed=3, moves=60)
    # then every frame showed what a whole draw shows (checked each frame), and frames were
    # both skipped and drawn, with the human asked more than one thing
    assert drawn["skipped"] and drawn["whole"], drawn
    assert len(kinds) >= 2, kinds


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_results_page_is_never_stale_and_a_hover_redraws_a_part(size) -> None:
    from tests.ui.look_check import whole_draw

    # given the results of a finished match on screen
    app = headless_app(size)
    ui = game_ui("meatbot")
    session = ui.demo_session(4, humans=0)
    session.autosave_enabled = False
    session.close()
    rng = random.Random(4)
    while not session.match.is_over:
        request = session.match.pending()[0]
        session.match.submit(request.player, rng.choice(request.legal_choices()))
    scene = ui.results_scene(session)
    app.push(scene)
    checker = LookChecker(app, scene)
    try:
        # when the pointer goes off the buttons, then rests on Rematch until its tooltip shows
        for pos, frames in (((5, 5), 3), (scene.rematch_button.rect.center, 40), ((5, 5), 3)):
            move_mouse(on_window(app, pos))
            for _ in range(frames):
                checker.frame()  # then every frame equals a whole draw
        # and still frames were skipped, the hover drawn in parts
        assert checker.drawn["skipped"] and checker.drawn["parts"], checker.drawn
        assert pygame.image.tobytes(app.screen, "RGB") == \
            pygame.image.tobytes(whole_draw(app), "RGB")
    finally:
        pygame.quit()
