"""Zooming the arena viewer on the largest legal map: each frame does a bounded amount of
scaling (counted in work units), the map is complete a few frames later and looks as one
whole scale of the level would, and the wheel and keys still zoom."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.maps.map_limits import MAX_MAP_SIDE
from game.maps.tiled import load_arena
from game.ui.render.zoom_chunks import CACHE_BYTES, CHUNK_SIDE, FRAME_WORK
from game.ui.scenes.arena_view import ArenaView
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import move_mouse, post, press
from tools.bench_limits import _map_text

SETTLE_FRAMES = 30


@pytest.fixture
def big_view(app, tmp_path: Path) -> ArenaView:
    path = tmp_path / "largest.tmx"
    path.write_text(_map_text(MAX_MAP_SIDE, MAX_MAP_SIDE, ",".join(["1"] * MAX_MAP_SIDE ** 2),
                              'encoding="csv"'), encoding="utf-8")
    app.push(TitleScene())
    view = ArenaView(load_arena(path), app.tiles)
    app.push(view)
    for _ in range(SETTLE_FRAMES):
        app.frame()
    return view


def frames_until_settled(app, view: ArenaView) -> list[int]:
    """The scaling work units of each frame until the map needs no more."""
    spent = []
    for _ in range(SETTLE_FRAMES):
        app.frame()
        spent.append(view.layer.budget.spent)
        if view.layer.settled:
            return spent
    raise AssertionError("the map never settled")


def shown_map(app, view: ArenaView) -> pygame.Surface:
    viewport = view.viewport(app.screen.get_size())
    return app.screen.subsurface(viewport).copy()


def expected_map(app, view: ArenaView) -> pygame.Surface:
    """The viewport as one whole picture of the level would show it."""
    viewport = view.viewport(app.screen.get_size())
    out = pygame.Surface(viewport.size)
    out.fill((0, 0, 0))
    origin = view.camera.origin
    out.blit(view.layer.at_zoom(view.camera.zoom), (origin[0] - viewport.x,
                                                    origin[1] - viewport.y))
    return out


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


@pytest.mark.parametrize("steps", [3, -2])
def test_each_zoom_frame_stays_in_budget_and_the_map_completes(app, big_view, steps):
    # given the largest legal map in the viewer, the cursor over the map
    view = big_view
    move_mouse(view.viewport(app.screen.get_size()).center)
    app.frame()
    for _ in range(abs(steps)):
        # when the wheel zooms a level at a time
        wheel = 1 if steps > 0 else -1
        post(pygame.MOUSEWHEEL, x=0, y=wheel, flipped=False, precise_x=0.0,
             precise_y=float(wheel))
        spent = frames_until_settled(app, view)
        # then no frame scaled more than a frame's budget, and the map settled
        assert max(spent) <= FRAME_WORK
    # and, settled, the screen shows the level exactly as the whole picture of it
    move_mouse((1, 1))  # no hover outline over the map
    app.frame()
    assert same_pixels(shown_map(app, view), expected_map(app, view))


def test_zooming_never_keeps_a_whole_copy_of_the_map_per_level(app, big_view):
    # given the largest legal map, when every level is visited in and out
    view = big_view
    for key in [pygame.K_EQUALS] * 12 + [pygame.K_MINUS] * 12:
        press(key)
        frames_until_settled(app, view)
    # then what is kept stays within the cap (plus what is on screen) and under one whole
    # zoom-2 picture (whole pictures of the last three levels came to over 150 MB)
    viewport = view.viewport(app.screen.get_size())
    on_screen = (viewport.width + 2 * CHUNK_SIDE) * (viewport.height + 2 * CHUNK_SIDE) * 4
    assert view.layer._under.cached_bytes <= CACHE_BYTES + on_screen
    width, height = view.layer.base.get_size()
    assert view.layer._under.cached_bytes < width * height * 4 * 4  # one whole zoom-2 picture


def test_keys_zoom_in_and_out_and_the_map_follows(app, big_view):
    view = big_view
    start = view.camera.zoom
    press(pygame.K_EQUALS)
    press(pygame.K_EQUALS)
    frames_until_settled(app, view)
    assert view.camera.zoom > start
    middle = view.camera.zoom
    press(pygame.K_MINUS)
    frames_until_settled(app, view)
    assert start < view.camera.zoom < middle
    move_mouse((1, 1))
    app.frame()
    assert same_pixels(shown_map(app, view), expected_map(app, view))
