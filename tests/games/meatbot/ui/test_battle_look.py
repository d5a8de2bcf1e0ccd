"""Meatbot's battle and results declare looks, so a frame where nothing changed is not drawn;
the canvas must always be what a whole draw makes: through the shop, moves and aims with the
pointer over bots, hexes and buttons, clicks, AI turns, tooltips, at 1280x720 and 800x600."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.games import game_ui
from tests.ui.conftest import headless_app, move_mouse
from tests.ui.look_check import LookChecker
from tests.ui.look_play import on_window, play_and_check

SIZES = [(1280, 720), (800, 600)]
IDS = ["1280x720", "800x600"]


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_battle_drawn_by_its_look_is_never_stale(size: tuple[int, int]) -> None:
    # given a battle played with the pointer wandering, resting and clicking
    drawn, kinds = play_and_check("meatbot", size, seed=3, moves=60)
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
