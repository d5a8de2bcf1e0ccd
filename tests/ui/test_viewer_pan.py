"""The arena viewer and the replay viewer dragged every frame, at 1280x720 and 800x600: every
frame is what a whole draw makes (on the window: a full stretch of it), and the map is
shown shifted from the picture kept round the view (game/ui/render/slide.py) rather than
drawn again."""

from __future__ import annotations

import pygame
import pytest

from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.arena_view import ArenaView
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import headless_app, move_mouse, post
from tests.ui.look_check import LookChecker
from tests.ui.look_pan import STEPS, drag_the_map
from tests.ui.look_play import on_window
from tools.bench_screens import largest_map, replay_viewer

SIZES = [(1280, 720), (800, 600)]


def zoomed(app: App, scene: Scene, checker: LookChecker, view: pygame.Rect) -> None:
    """Two zoom steps in over the middle of ``view``, then frames until the level is ready."""
    move_mouse(on_window(app, view.center))
    for _ in range(2):
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        checker.frame()
    for _ in range(60):
        checker.frame()


def dragged(app: App, scene: Scene, checker: LookChecker, picture,
            view: pygame.Rect) -> None:
    """Drag the map in ``view`` about; most frames showed the kept picture, seldom painted
    again."""
    checker.drawn.clear()
    paints = picture.paints
    drag_the_map(app, scene, checker, view.center)  # type: ignore[arg-type]
    assert checker.drawn["slide"] >= len(STEPS) // 2, checker.drawn
    assert picture.paints - paints <= len(STEPS) // 4


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "800x600"])
def test_the_arena_viewer_dragged_every_frame_is_never_stale(size) -> None:
    # given the arena viewer on the largest shipped map, zoomed in
    app = headless_app(size)
    app.push(TitleScene())
    view = ArenaView(largest_map(), app.tiles)
    app.push(view)
    checker = LookChecker(app, view)
    try:
        zoomed(app, view, checker, view.viewport(app.screen.get_size()))
        # when its map is dragged about, then every frame is right and shifted, not redrawn
        before = view.camera.origin
        dragged(app, view, checker, view.slide_picture, view.viewport(app.screen.get_size()))
        assert view.camera.origin != before
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "800x600"])
def test_the_replay_viewer_dragged_every_frame_is_never_stale(size) -> None:
    # given Meatbot's replay viewer, paused on a match with its map showing, zoomed in
    app = headless_app(size)
    app.push(TitleScene())
    replay_viewer(app, "meatbot")
    viewer = app.top
    assert viewer is not None
    checker = LookChecker(app, viewer, fresh=True)
    try:
        battle = viewer.battle  # type: ignore[attr-defined]
        zoomed(app, viewer, checker, battle.viewport())
        # when its map is dragged about, then every frame is right and shifted, not redrawn
        dragged(app, viewer, checker, battle.slide_picture, battle.viewport())
        # and the controls over the bottom panel never lie over the field it shifts
        assert not viewer.controls.area().colliderect(battle.viewport())  # type: ignore
    finally:
        viewer.battle.session.close()  # type: ignore[attr-defined]
        pygame.quit()
