"""The replay viewer's control bar keeps its picture and paints it again only when what it
shows changes; the viewer must always show what a whole draw shows: stepping, playing, a
speed or view change, a hover over its buttons, at 1280x720 and 800x600."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.conftest import headless_app, move_mouse, press
from tests.ui.look_check import LookChecker
from tests.ui.test_replay_viewer import viewer_of


class BarChecker(LookChecker):
    """Also checks the bar on the canvas against the bar painted afresh."""

    def frame(self) -> None:
        super().frame()
        canvas = self.app.screen
        fresh = canvas.copy()
        self.scene.controls.draw_fresh(fresh)
        assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(canvas, "RGB")


@pytest.mark.parametrize("game", ["meatbot", "mechaton"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["1280x720", "800x600"])
def test_the_viewer_with_its_kept_bar_is_never_stale(game: str, size) -> None:
    app = headless_app(size)
    try:
        # given a replay viewer
        viewer = viewer_of(app, game, decisions=40)
        checker = BarChecker(app, viewer)
        scale = app.window.get_width() / app.screen.get_width()
        # when the pointer goes over each button, and keys step, play, pause, change the
        # speed and the view, frames passing between
        for button in list(viewer.controls.buttons)[:-2]:
            move_mouse((button.rect.centerx * scale, button.rect.centery * scale))
            for _ in range(3):
                checker.frame()
        for key in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_s, pygame.K_v, pygame.K_SPACE):
            press(key)
            for _ in range(20):
                checker.frame()  # then every frame equals a whole draw
        press(pygame.K_SPACE)
        move_mouse((5, 5))
        for _ in range(5):
            checker.frame()
        # and the bar's words follow what changed
        assert viewer.speed == 2 and viewer.perspective is not None
        assert checker.drawn["whole"], checker.drawn
        # and the painter's look has parts: a hover redraws only those
        assert checker.drawn["parts"] and checker.drawn["skipped"], checker.drawn
    finally:
        pygame.quit()


def test_a_click_on_a_button_after_the_bar_was_kept_still_runs_it() -> None:
    app = headless_app((1280, 720))
    try:
        viewer = viewer_of(app, "meatbot", decisions=40)
        for _ in range(3):
            app.frame()
        before = viewer.session.position
        step = viewer.controls.buttons[3]  # ">" one event forward
        assert step.label == ">"
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                             pos=step.rect.center))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                             pos=step.rect.center))
        app.frame()
        assert viewer.session.position == before + 1
    finally:
        pygame.quit()
