"""Labels fit their plates: menu items, selector values; fixed form values are shown fixed."""

from __future__ import annotations

from game.ui import theme
from game.ui.menu import ITEM_SIZE, ITEM_WIDTH, fitted_label
from game.ui.text import text


def test_given_a_long_label_when_fitted_then_it_is_no_wider_than_allowed():
    long_label = "Tournament (Meatbot Massacre)"
    assert text(long_label, ITEM_SIZE, theme.TEXT).get_width() > ITEM_WIDTH + 60

    fitted = fitted_label(long_label, theme.TEXT, ITEM_WIDTH + 60)

    assert fitted.get_width() <= ITEM_WIDTH + 60


def test_given_a_short_label_when_fitted_then_it_keeps_the_menu_size():
    assert fitted_label("Quit", theme.TEXT, ITEM_WIDTH).get_size() == \
        text("Quit", ITEM_SIZE, theme.TEXT).get_size()


def test_given_a_long_option_when_a_cycle_draws_it_then_it_stays_between_the_arrows(app):
    import pygame

    from game.ui.widget_base import fit_text
    from game.ui.widget_steppers import Cycle

    # given a selector whose option is wider than the room between its arrows
    cycle = Cycle("Arena", ["MetalKrushers Arena With A Long Name"], 0, lambda _: None)
    cycle.rect = pygame.Rect(0, 0, 600, 42)
    left, right = cycle.arrow_rects()
    room = right.left - left.right
    assert text(cycle.shown(), 26, theme.TEXT, True).get_width() > room
    # when it is fitted the way the selector draws it, then it is no wider than the room
    assert fit_text(cycle.shown(), 26, theme.TEXT, room - 6, True, smallest=18).get_width() \
        <= room - 6


def test_given_a_long_title_item_when_it_is_focused_then_the_pips_clear_its_words(app):
    import pygame

    from game.ui.menu import PIP_RADIUS, Menu, MenuItem

    # given the title menu's longest kind of item, focused
    menu = Menu([MenuItem("New match", lambda: None),
                 MenuItem("Tournament (Meatbot Massacre)", lambda: None)])
    menu.place(640, 200)
    menu.selected = 1
    label = fitted_label(menu.items[1].label, theme.TEXT, menu.rect(1).width + 60)
    words = label.get_rect(center=menu.rect(1).center)
    # then neither focus pip touches the words
    for x, y in menu.pip_centres(1, label.get_width()):
        pip = pygame.Rect(x - PIP_RADIUS, y - PIP_RADIUS, 2 * PIP_RADIUS, 2 * PIP_RADIUS)
        assert not pip.colliderect(words)


def test_given_every_title_item_when_the_window_is_720_high_then_all_end_above_the_key_hints(app):
    from game.ui.scenes.title import TitleScene

    # given the title with every item (Load and Replays made the list longer than it was)
    title = TitleScene()
    app.push(title)
    # when a 1280x720 window lays it out
    app.frame()
    height = app.screen.get_height()
    last = title.menu.rect(len(title.menu.items) - 1)
    # then the last item (Quit) ends above the key hint bar, the rows closed up to fit
    assert last.bottom <= height - 40
    assert title.menu.row < 60 and title.menu.label_size < 44


def test_given_the_pointer_rests_on_a_title_item_then_its_tooltip_covers_no_other_item(
        app, monkeypatch):
    import pygame

    from game.ui.render import tooltip_place
    from game.ui.scenes.title import TitleScene

    placed: list[pygame.Rect] = []
    real = tooltip_place.place_tooltip
    monkeypatch.setattr(tooltip_place, "place_tooltip",
                        lambda *args: placed.append(real(*args)) or placed[-1])
    # given the pointer resting on Load
    title = TitleScene()
    app.push(title)
    app.frame()
    load = title.menu.rect(2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=load.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for _ in range(90):
        app.frame()
    # then its tooltip was drawn, over none of the other items
    assert placed
    others = [title.menu.rect(i) for i in range(len(title.menu.items)) if i != 2]
    assert not any(placed[-1].colliderect(rect) for rect in others)
