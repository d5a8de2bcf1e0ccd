"""The viewer's camera: zoom about the cursor, round trips, panning limits."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.camera import KEEP_VISIBLE, ZOOM_LEVELS, Camera
from game.ui.render.hexmap import WorldRect

WORLD = WorldRect(-300, -200, 1500, 1100)
VIEW = (1280, 720)

screen_points = st.tuples(st.integers(200, 1080), st.integers(150, 570))


@settings(max_examples=60, deadline=None)
@given(screen_points, st.sampled_from([-2, -1, 1, 2]))
def test_zoom_keeps_the_world_point_under_the_cursor(cursor, steps):
    # given a camera looking at the middle of the map, at zoom 1
    camera = Camera(WORLD, VIEW)
    camera.level = ZOOM_LEVELS.index(1.0)
    camera.centre()
    before = camera.screen_to_world(*cursor)
    # when zooming in or out about the cursor
    assert camera.zoom_at(cursor, steps)
    # then the same world point is still under it (to within a rounded screen pixel)
    after = camera.screen_to_world(*cursor)
    tolerance = 0.5 / camera.zoom + 1e-9
    assert abs(after[0] - before[0]) <= tolerance
    assert abs(after[1] - before[1]) <= tolerance


@settings(max_examples=40, deadline=None)
@given(st.floats(-300, 1200), st.floats(-200, 900), st.integers(0, len(ZOOM_LEVELS) - 1))
def test_world_and_screen_round_trip(wx, wy, level):
    camera = Camera(WORLD, VIEW)
    camera.level = level
    sx, sy = camera.world_to_screen(wx, wy)
    back = camera.screen_to_world(sx, sy)
    assert abs(back[0] - wx) < 1e-6 and abs(back[1] - wy) < 1e-6


def test_zoom_stops_at_the_last_level():
    camera = Camera(WORLD, VIEW)
    camera.level = len(ZOOM_LEVELS) - 1
    assert not camera.zoom_at((640, 360), 1)
    assert camera.zoom == ZOOM_LEVELS[-1]


def test_fit_shows_the_whole_map_centred():
    # given a map bigger than the window at zoom 1, when fitted
    camera = Camera(WORLD, VIEW)
    camera.fit()
    left, top = camera.world_to_screen(WORLD.x, WORLD.y)
    right, bottom = camera.world_to_screen(WORLD.x + WORLD.width, WORLD.y + WORLD.height)
    # then all of it is on screen, and its middle is the window's middle
    assert left >= 0 and top >= 0 and right <= VIEW[0] and bottom <= VIEW[1]
    assert abs((left + right) / 2 - VIEW[0] / 2) <= 1


@settings(max_examples=40, deadline=None)
@given(st.integers(-20_000, 20_000), st.integers(-20_000, 20_000))
def test_panning_never_loses_the_map(dx, dy):
    # given any pan, however wild, then part of the map stays in view
    camera = Camera(WORLD, VIEW)
    camera.pan(dx, dy)
    left, top = camera.world_to_screen(WORLD.x, WORLD.y)
    right, bottom = camera.world_to_screen(WORLD.x + WORLD.width, WORLD.y + WORLD.height)
    assert min(right, VIEW[0]) - max(left, 0) >= KEEP_VISIBLE - 1
    assert min(bottom, VIEW[1]) - max(top, 0) >= KEEP_VISIBLE - 1


def test_resize_keeps_the_middle_of_the_view():
    camera = Camera(WORLD, VIEW)
    middle = camera.screen_to_world(VIEW[0] / 2, VIEW[1] / 2)
    camera.resize((800, 600))
    now = camera.screen_to_world(400, 300)
    assert abs(now[0] - middle[0]) <= 1 and abs(now[1] - middle[1]) <= 1
