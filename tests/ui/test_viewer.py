"""The arena viewer on a real headless window: hover info, zoom, pan, resize, leaving."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.core.arena import open_arena
from game.core.hexes import Hex
from game.ui.scenes.arena_view import PAN_SPEED, ArenaView
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import move_mouse, post, press

WALL = Hex(2, -1)
SPAWNS = (Hex(-4, 0), Hex(4, 0))
STATION = Hex(0, 3)


@pytest.fixture
def view(app):
    arena = open_arena(6, walls=[WALL], spawns=SPAWNS, name="Viewer test")
    arena = dataclasses.replace(arena, stations=(STATION,))
    app.push(TitleScene())
    scene = ArenaView(arena, app.tiles)
    app.push(scene)
    app.frame()
    return scene


def screen_centre(view: ArenaView, h: Hex) -> tuple[float, float]:
    return view.camera.world_to_screen(*view.arena.layout.hex_to_pixel(h))


def info_text(view: ArenaView) -> str:
    return "\n".join(line for line, _, _ in view.info_lines(view.hover))


@pytest.mark.parametrize("target, terrain", [(WALL, "Wall"), (Hex(-1, 2), "Floor")])
def test_hover_names_the_hex_and_its_terrain(app, view, target, terrain):
    # given the viewer, when the mouse rests over a known hex
    move_mouse(screen_centre(view, target))
    app.frame()
    # then that hex is hovered and the panel gives its coordinates and terrain
    assert view.hover == target
    col, row = view.arena.layout.hex_to_offset(target)
    words = info_text(view)
    assert f"q,r  {target.q},{target.r}" in words
    assert f"col,row  {col},{row}" in words
    assert terrain in words


def test_hover_tells_spawns_and_stations(app, view):
    move_mouse(screen_centre(view, SPAWNS[1]))
    app.frame()
    assert "Spawn point 2" in info_text(view)
    move_mouse(screen_centre(view, STATION))
    app.frame()
    assert "Station marker here" in info_text(view)


def test_outside_the_arena_nothing_is_hovered(app, view):
    move_mouse((3, 100))
    app.frame()
    assert view.hover is None
    assert "Point at a hex" in info_text(view)


def test_a_hex_hidden_under_the_sidebar_is_not_inspected(app, view):
    # given the map dragged right so a hex sits under the sidebar
    target = Hex(0, 0)
    view.camera.pan(app.screen.get_width() - screen_centre(view, target)[0] - 40, 0)
    sidebar_x = view.viewport(app.screen.get_size()).right
    assert screen_centre(view, target)[0] > sidebar_x
    # when the mouse points at it through the sidebar, then nothing is hovered
    move_mouse(screen_centre(view, target))
    app.frame()
    assert view.hover is None


@pytest.mark.parametrize("wheel", [1, -1])
def test_wheel_zoom_keeps_the_hex_under_the_cursor(app, view, wheel):
    # given the cursor over a hex off the centre of the screen
    target = Hex(3, 1)
    cursor = screen_centre(view, target)
    move_mouse(cursor)
    app.frame()
    zoom_before = view.camera.zoom
    # when the wheel turns
    post(pygame.MOUSEWHEEL, x=0, y=wheel, flipped=False, precise_x=0.0, precise_y=float(wheel))
    app.frame()
    # then the zoom changed and the same hex is still under the cursor
    assert view.camera.zoom != zoom_before
    assert view.hover == target
    assert view.hex_at(cursor) == target


def test_plus_and_minus_keys_zoom(app, view):
    start = view.camera.zoom
    press(pygame.K_EQUALS)
    app.frame()
    assert view.camera.zoom > start
    press(pygame.K_MINUS)
    press(pygame.K_MINUS)
    app.frame()
    assert view.camera.zoom < start


def test_holding_a_pan_key_slides_the_map_and_home_recentres(app, view):
    home = view.camera.origin
    post(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode="d", scancode=0)
    for _ in range(10):
        app.frame()
    post(pygame.KEYUP, key=pygame.K_d, mod=0, unicode="d", scancode=0)
    app.frame()
    moved = view.camera.origin
    # ten updates at 1/60 s each, moving the map left
    assert moved[0] == pytest.approx(home[0] - 10 * PAN_SPEED / 60, abs=10)
    app.frame()
    assert view.camera.origin == moved  # released: it stops
    press(pygame.K_HOME)
    app.frame()
    assert view.camera.origin == home


def test_right_drag_pans(app, view):
    start = view.camera.origin
    post(pygame.MOUSEBUTTONDOWN, pos=(600, 300), button=3)
    move_mouse((650, 280))
    post(pygame.MOUSEBUTTONUP, pos=(650, 280), button=3)
    move_mouse((700, 280))
    app.frame()
    assert view.camera.origin == (start[0] + 50, start[1] - 20)


def test_window_resize_keeps_the_viewer_working(app, view):
    app.screen = pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    post(pygame.WINDOWSIZECHANGED, x=800, y=600)
    app.frame()
    # a window smaller than the 1280x720 design gets a canvas of that shape, scaled down
    assert view.camera.view == (1280, 960)
    move_mouse(window_point(app, screen_centre(view, Hex(0, 0))))
    app.frame()
    assert view.hover == Hex(0, 0)


def test_escape_goes_back_to_the_title(app, view):
    press(pygame.K_ESCAPE)
    app.frame()
    assert isinstance(app.top, TitleScene)


def window_point(app, canvas_pos):
    """The window pixel showing a point of the (possibly scaled) logical canvas."""
    sx = app.window.get_width() / app.screen.get_width()
    sy = app.window.get_height() / app.screen.get_height()
    return round(canvas_pos[0] * sx), round(canvas_pos[1] * sy)


def test_the_summary_counts_one_hex_in_the_singular(view):
    # given the viewer's arena with exactly one wall hex (and many floor hexes)
    view.hover = None
    # when nothing is pointed at, then the arena summary counts hexes in good English
    lines = info_text(view).splitlines()
    assert "Wall: 1 hex" in lines
    assert any(line.startswith("Floor: ") and line.endswith(" hexes") for line in lines)
    assert not any(line.endswith(": 1 hexes") for line in lines)
