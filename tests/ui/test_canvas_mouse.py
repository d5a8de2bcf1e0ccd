"""At a UI scale below 1 the mouse is read on the canvas: hover lights, a list's wheel and a
text field's caret keep working while frames skip drawing."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scenes.confirm import ConfirmScene
from game.ui.widgets import CARET_PERIOD, TextField
from tests.ui.conftest import headless_app, move_mouse, post


@pytest.fixture
def small():
    app = headless_app((800, 600))
    yield app
    pygame.quit()


def to_window(app, pos: tuple[int, int]) -> tuple[int, int]:
    scale = app.window.get_width() / app.screen.get_width()
    return round(pos[0] * scale), round(pos[1] * scale)


def test_the_mouse_position_is_read_in_canvas_pixels(small, monkeypatch):
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (400, 300))
    assert small.mouse_pos() == (640, 480)


def test_a_confirm_button_under_the_mouse_is_lit_at_800x600(small, monkeypatch):
    # given a question on screen in an 800x600 window
    scene = ConfirmScene("Leave?", "The match is saved.", lambda: None)
    small.push(scene)
    small.frame()
    yes = scene.buttons[0]
    spot = (yes.rect.left + 4, yes.rect.centery)
    unlit = small.screen.get_at(spot)
    # when the mouse (in window pixels) rests over the yes button
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: to_window(small, yes.rect.center))
    small.frame()
    # then that button is drawn lit
    assert small.screen.get_at(spot) != unlit


def test_the_wheel_scrolls_the_arena_list_under_the_mouse_at_800x600(small):
    from game.ui.games import game_ui

    # given a New match form whose arena list is longer than its box
    form = game_ui("meatbot").new_match_scene()
    small.push(form)
    small.frame()
    arenas = form.arena_list
    arenas.rows = arenas.rows * 6
    form.form.focus = len(form.form.widgets) - 1  # the list is not focused
    # when the mouse is over the list and the wheel turns
    move_mouse(to_window(small, arenas.rect.center))
    small.frame()
    post(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)
    small.frame()
    # then the list scrolled
    assert arenas.scroll > 0


def test_a_focused_name_fields_caret_blinks_though_nothing_else_changes(small):
    from game.ui.games import game_ui

    # given a New match form with a seat's name field focused, the mouse still
    form = game_ui("meatbot").new_match_scene()
    small.push(form)
    small.frame()
    field = next(w for w in form.form.widgets if isinstance(w, TextField))
    form.form.focus_on(field)
    post(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)
    inside = field.rect.inflate(-8, -8)
    pictures = set()
    # when a second of frames passes
    for _ in range(CARET_PERIOD):
        small.frame()
        pictures.add(pygame.image.tobytes(small.screen.subsurface(inside), "RGB"))
    # then the field was drawn with its caret and without it
    assert len(pictures) == 2
