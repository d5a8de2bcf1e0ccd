"""Every game's results page declares a look, so a still frame is not drawn and a hover over
its buttons redraws only them; the canvas must always be what a whole draw makes, at
1280x720 and 800x600. The page itself is drawn once and kept: it must be the page a new
results screen draws, at each window size, under buttons that still light up."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.ui.games import game_ui
from tests.ui.conftest import headless_app, move_mouse
from tests.ui.look_check import LookChecker, whole_draw
from tests.ui.look_play import on_window


def finished(game: str, seed: int):
    """Game ``game``'s demo match played to its end by random legal choices."""
    session = game_ui(game).demo_session(seed, humans=0)
    session.autosave_enabled = False
    session.close()
    rng = random.Random(seed)
    while not session.match.is_over:
        request = session.match.pending()[0]
        session.match.submit(request.player, rng.choice(request.legal_choices()))
    return session


@pytest.mark.parametrize("game", ["meatbot", "mechaton", "metalkrushers", "dicebot"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["1280x720", "800x600"])
def test_the_results_page_is_never_stale_and_a_hover_redraws_a_part(game, size) -> None:
    # given the results of a finished match on screen
    app = headless_app(size)
    scene = game_ui(game).results_scene(finished(game, 4))
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


def drawn(scene: Any, size: tuple[int, int]) -> bytes:
    """``scene`` drawn on a blank surface of ``size``."""
    surface = pygame.Surface(size)
    scene.draw(surface, 1.0)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("game", ["meatbot", "mechaton", "metalkrushers", "dicebot"])
def test_the_kept_results_page_is_a_fresh_one_at_every_size_under_live_buttons(app, game):
    # given the results screen, drawn once
    session = finished(game, 3)
    kept = game_ui(game).results_scene(session)
    app.push(kept)
    size = app.screen.get_size()
    first = drawn(kept, size)
    fresh = game_ui(game).results_scene(session)
    fresh.attach(app)
    assert first == drawn(fresh, size)
    # when the mouse rests on a button, then it lights up over the kept page
    other = game_ui(game).results_scene(session)  # drawn first at another size, below
    other.attach(app)
    for scene in (kept, fresh, other):
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, buttons=(0, 0, 0),
                                              pos=scene.rematch_button.rect.center, rel=(0, 0)))
        scene.update(0.0)
    lit = drawn(kept, size)
    assert lit != first and lit == drawn(fresh, size)
    # when the page is drawn at another size, then it is laid out for that size
    assert drawn(kept, (1024, 700)) == drawn(other, (1024, 700))
