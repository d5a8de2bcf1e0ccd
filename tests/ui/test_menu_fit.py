"""Menu labels stay on the menu's plate, however long a game's mode name is."""

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
