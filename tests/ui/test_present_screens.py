"""The shared screens that draw only what changed never show a stale picture: after frames of
skipped and partial draws, what is on the canvas is what a whole draw makes, and a hover, an
animation and a form's hover light still appear."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scenes.arena_view import ArenaView
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import headless_app, move_mouse


@pytest.fixture(params=[(1280, 720), (800, 600)], ids=["1280x720", "800x600"])
def app(request):
    app = headless_app(request.param)
    yield app
    pygame.quit()


def to_window(app, pos: tuple[int, int]) -> tuple[float, float]:
    """A canvas position in window pixels (for a mouse move)."""
    scale = app.window.get_width() / app.screen.get_width()
    return pos[0] * scale, pos[1] * scale


def whole_draw(app) -> bytes:
    """What an explicit draw of the top scene makes now (on a fresh surface)."""
    fresh = pygame.Surface(app.screen.get_size()).convert()
    app.top.draw(fresh, app.step.alpha)
    app.notice.draw(fresh)
    return pygame.image.tobytes(fresh, "RGB")


def shown(app) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def sweep(app, points: list[tuple[int, int]], frames_each: int = 3) -> None:
    """Move the mouse over canvas ``points``, a few frames at each."""
    for point in points:
        move_mouse(to_window(app, point))
        for _ in range(frames_each):
            app.frame()


def test_the_title_after_hovers_and_glowing_frames_is_a_whole_draw(app):
    # given the title, drawn
    title = TitleScene()
    app.push(title)
    app.frame()
    menu = title.menu
    # when the mouse moves over several items, frames passing in between
    sweep(app, [menu.rect(i).center for i in (0, 3, 5, 2)] + [(5, 5)])
    # then the canvas is what a whole draw shows, and the last hovered item is selected
    assert menu.selected == 2
    assert shown(app) == whole_draw(app)


def test_the_titles_pips_glow_frame_to_frame(app):
    # given the title with the mouse still
    title = TitleScene()
    app.push(title)
    app.frame()
    pips = title.menu.pip_centres(title.menu.selected, 0)[0]
    seen = set()
    # when frames pass
    for _ in range(12):
        app.frame()
        seen.add(tuple(app.screen.get_at(pips))[:3])
    # then the pip's colour changed between frames (the animation runs)
    assert len(seen) > 3


def test_a_hovered_menu_item_lights_on_the_window(app):
    title = TitleScene()
    app.push(title)
    app.frame()
    item = title.menu.rect(4)
    spot = (item.left + 6, item.centery)
    before = app.screen.get_at(spot)
    sweep(app, [item.center], 1)
    assert title.menu.selected == 4
    assert app.screen.get_at(spot) != before


def test_a_new_match_form_after_hovers_is_a_whole_draw_and_lights_what_is_hovered(app):
    from game.ui.games import game_ui

    # given a New match form
    form = game_ui("meatbot").new_match_scene()
    app.push(form)
    app.frame()
    start = form.start_button.rect
    spot = (start.left + 4, start.centery)
    before = app.screen.get_at(spot)
    # when the mouse moves over its widgets and comes to rest on Start
    points = [w.rect.center for w in form.form.widgets[::3]] + [start.center]
    sweep(app, points)
    # then Start is drawn hovered, and the canvas is what a whole draw shows
    assert form.form.hovered is form.start_button
    assert app.screen.get_at(spot) != before
    assert shown(app) == whole_draw(app)


def test_a_form_tooltip_appears_once_the_mouse_rests(app):
    from game.ui.games import game_ui
    from game.ui.widgets import TOOLTIP_DELAY

    form = game_ui("meatbot").new_match_scene()
    app.push(form)
    sweep(app, [form.back_button.rect.center], 1)
    without = shown(app)
    for _ in range(TOOLTIP_DELAY + 2):
        app.frame()
    assert form.form.shown_tooltip()
    assert shown(app) != without
    assert shown(app) == whole_draw(app)


def test_the_arena_viewer_after_hovers_is_a_whole_draw(app):
    from tools.bench import largest_map

    viewer = ArenaView(largest_map(), app.tiles)
    app.push(viewer)
    app.frame()
    view = viewer.viewport(app.screen.get_size())
    sweep(app, [(view.centerx + dx, view.centery) for dx in (-200, -60, 0, 90, 200)])
    assert viewer.hover is not None
    assert shown(app) == whole_draw(app)
