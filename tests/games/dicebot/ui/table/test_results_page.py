"""The results page is drawn once and kept: it is the page a new results screen draws, at
each window size, and the buttons over it still light up under the mouse."""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.ui.games import game_ui

GAME = "dicebot"


def finished_session() -> Any:
    """A demo match played to its end by random legal choices."""
    session = game_ui(GAME).demo_session(3, humans=0)
    session.autosave_enabled = False
    session.close()
    rng = random.Random(3)
    while not session.match.is_over:
        request = session.match.pending()[0]
        session.match.submit(request.player, rng.choice(request.legal_choices()))
    return session


def drawn(scene: Any, size: tuple[int, int]) -> bytes:
    """``scene`` drawn on a blank surface of ``size``."""
    surface = pygame.Surface(size)
    scene.draw(surface, 1.0)
    return pygame.image.tobytes(surface, "RGB")


def test_the_kept_results_page_is_a_fresh_one_at_every_size_under_live_buttons(app):
    # given the results screen, drawn once
    session = finished_session()
    kept = game_ui(GAME).results_scene(session)
    app.push(kept)
    size = app.screen.get_size()
    first = drawn(kept, size)
    fresh = game_ui(GAME).results_scene(session)
    fresh.attach(app)
    assert first == drawn(fresh, size)
    # when the mouse rests on a button, then it lights up over the kept page
    other = game_ui(GAME).results_scene(session)  # drawn first at another size, below
    other.attach(app)
    for scene in (kept, fresh, other):
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, buttons=(0, 0, 0),
                                              pos=scene.rematch_button.rect.center, rel=(0, 0)))
        scene.update(0.0)
    lit = drawn(kept, size)
    assert lit != first and lit == drawn(fresh, size)
    # when the page is drawn at another size, then it is laid out for that size
    assert drawn(kept, (1024, 700)) == drawn(other, (1024, 700))
