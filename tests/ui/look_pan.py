"""Panning a battle's map every frame by dragging it, every frame checked against a whole draw
by a painter that keeps nothing (``LookChecker``): the kept picture shown shifted must be the
one painted afresh where the camera is now."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.scenes.battle import BattleScene
from tests.ui.conftest import headless_app, move_mouse, post
from tests.ui.look_check import LookChecker
from tests.ui.look_play import on_window
from tools.bench import open_battle
from tools.bench_decor import show_field

STEPS = ([(1, 0)] * 5 + [(0, 1)] * 3 + [(3, -1), (-2, 5), (7, 3), (-1, -1)]
         + [(13, 0)] * 8 + [(0, -11)] * 8 + [(-9, 4)] * 10 + [(1, 1)] * 4)
"""Window pixels the pointer moves each frame while it drags the map: odd and even steps
either way, some far enough that the view leaves the kept picture's margin."""
ZOOM_STEPS = 2
"""Zoom levels in before the drag."""


def field_battle(game: str, size: tuple[int, int]) -> tuple[App, BattleScene, LookChecker]:
    """Game ``game``'s demo battle at ``size``, played on until its map shows with its human's
    prompt open, every frame from now on checked against a fresh whole draw."""
    app = headless_app(size)
    scene = open_battle(app, game)
    show_field(app, scene, seed=4)
    return app, scene, LookChecker(app, scene, fresh=True)


def zoom_in(app: App, scene: BattleScene, checker: LookChecker) -> None:
    """Zoom in over the middle of the map, so it overflows the view (a stale edge would
    then show map where floor belongs, or the other way round)."""
    move_mouse(on_window(app, scene.viewport().center))
    for _ in range(ZOOM_STEPS):
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        checker.frame()
    assert scene.layer is not None
    while not scene.layer.settled:  # the zoom level prepared chunk by chunk
        checker.frame()


def drag_the_map(app: App, scene: BattleScene, checker: LookChecker,
                 start: tuple[int, int] | None = None) -> None:
    """Hold the right button over the map (at ``start``, canvas pixels; the middle of the
    battle's view by default) and drag it by ``STEPS``, one step a frame."""
    at = on_window(app, start or scene.viewport().center)
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=3)
    checker.frame()
    for dx, dy in STEPS:
        at = (at[0] + dx, at[1] + dy)
        post(pygame.MOUSEMOTION, pos=(round(at[0]), round(at[1])), rel=(dx, dy),
             buttons=(0, 0, 1))
        checker.frame()
    post(pygame.MOUSEBUTTONUP, pos=at, button=3)
    checker.frame()


def check_panning(game: str, size: tuple[int, int]) -> None:
    """Zoom in on game ``game``'s map and drag it about: every frame is the fresh picture,
    the camera moved, most frames drew only what changed and the kept picture was seldom
    painted again."""
    app, scene, checker = field_battle(game, size)
    try:
        assert scene.camera is not None and scene.layer is not None
        zoom_in(app, scene, checker)
        before = scene.camera.origin
        ground = scene.painter.ground
        paints, slides = ground.paints, scene.slide_picture.paints
        drag_the_map(app, scene, checker)
        assert scene.camera.origin != before
        zoom, view = scene.camera.zoom, scene.viewport()
        assert scene.layer.rect.width * zoom > view.width or \
            scene.layer.rect.height * zoom > view.height  # the map overflowed the view
        assert checker.drawn["parts"] + checker.drawn["slide"] >= len(STEPS) // 2, \
            checker.drawn
        assert ground.paints - paints <= len(STEPS) // 4, ground.paints - paints
        assert scene.slide_picture.paints - slides <= len(STEPS) // 4
    finally:
        scene.session.close()
        pygame.quit()
