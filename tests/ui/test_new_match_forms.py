"""What every game's New match form does alike (the shared ``MatchFormScene`` skeleton): the
keyboard focus starts on the first widget and survives a rebuild, a resting mouse gets the
widget's tooltip, a window resize re-lays the widgets out, and Esc leaves for the title."""

from __future__ import annotations

import pygame
import pytest

from game.ui.games import game_ui, game_ui_names
from game.ui.scenes.match_form import MatchFormScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets import TOOLTIP_DELAY, ListBox
from tests.ui.conftest import move_mouse, post, press

NAMES = game_ui_names()


def open_form(app, name: str) -> MatchFormScene:
    app.push(TitleScene())
    form = game_ui(name).new_match_scene()
    app.push(form)
    app.frame()
    return form


@pytest.mark.parametrize("name", NAMES)
def test_focus_starts_on_the_first_widget_and_survives_a_rebuild(app, name):
    # given the form just opened
    form = open_form(app, name)
    assert form.form.focus == 0
    # when the focus moves on and the widgets are made again
    press(pygame.K_TAB)
    app.frame()
    moved = form.form.focus
    form.rebuild()
    # then the focus stays where it was
    assert moved not in (None, 0) and form.form.focus == moved


@pytest.mark.parametrize("name", NAMES)
def test_a_resting_mouse_gets_the_widgets_tooltip(app, name):
    form = open_form(app, name)
    widget = next(w for w in form.form.widgets if w.tooltip and not isinstance(w, ListBox))
    # when the mouse rests on a widget with a tooltip
    move_mouse(widget.rect.center)
    for _ in range(TOOLTIP_DELAY + 1):
        app.frame()
    # then the form is ready to draw its tooltip
    assert form.form.hovered is widget
    assert form.form.rest >= TOOLTIP_DELAY and form.form.tooltip_text() == widget.tooltip


@pytest.mark.parametrize("name", NAMES)
def test_the_form_follows_a_window_resize(app, name):
    form = open_form(app, name)
    before = [pygame.Rect(w.rect) for w in form.form.widgets]
    # when the window grows
    pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    post(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)
    app.frame()
    # then the widgets are laid out again, across the wider window
    after = [pygame.Rect(w.rect) for w in form.form.widgets]
    assert after != before
    assert max(r.right for r in after) > max(r.right for r in before)
    assert all(app.screen.get_rect().contains(r) for r in after)


@pytest.mark.parametrize("name", NAMES)
def test_esc_leaves_the_form_for_the_title(app, name):
    open_form(app, name)
    press(pygame.K_ESCAPE)
    app.frame()
    assert isinstance(app.top, TitleScene)


@pytest.mark.parametrize("name", NAMES)
def test_the_start_buttons_tooltip_is_drawn_over_nothing_but_empty_page(app, name):
    form = open_form(app, name)
    # given the mouse resting on Start
    form.form.mouse, form.form.hovered = form.start_button.rect.center, form.start_button
    screen = app.screen

    def drawn(rest: int) -> pygame.Surface:
        form.form.rest = rest
        form.draw(screen, 0.0)
        return screen.copy()

    without, with_tip = drawn(0), drawn(TOOLTIP_DELAY)
    # then the tooltip shows, but not over the key hint bar, Start or any other widget
    differs = [(x, y) for x in range(0, screen.get_width(), 3)
               for y in range(0, screen.get_height(), 3)
               if with_tip.get_at((x, y)) != without.get_at((x, y))]
    assert differs
    hint_bar = pygame.Rect(0, screen.get_height() - 34, screen.get_width(), 34)
    covered = [w.rect for w in form.form.widgets] + [hint_bar]
    assert [p for p in differs if any(r.collidepoint(p) for r in covered)] == []
