"""Battle tooltips are as wide as their words and keep off the log (issue 14, item 6)."""

from __future__ import annotations

import pygame

from game.ui.render.tooltips import WIDTH, Tooltips, tooltip_image

SCREEN = pygame.Rect(0, 0, 1280, 720)
LOG = pygame.Rect(962, 430, 312, 284)


def test_a_short_tooltip_is_only_as_wide_as_its_words(app):
    short, long = tooltip_image("Pass"), tooltip_image("word " * 60)
    assert short.get_width() < 100
    assert long.get_width() == WIDTH and long.get_height() > short.get_height()


def test_a_tooltip_near_the_log_goes_where_it_covers_none_of_it(app):
    tips = Tooltips()
    tips.avoid = [LOG]
    for mouse in [(900, 500), (940, 420), (700, 700), (1000, 300)]:
        tips.moved(mouse)
        size = (300, 120)
        box = pygame.Rect(tips.place(size, SCREEN), size)
        assert not box.colliderect(LOG), (mouse, box)
        assert SCREEN.contains(box) and not box.collidepoint(mouse)


def test_over_the_log_itself_the_tooltip_may_cover_it(app):
    tips = Tooltips()
    tips.avoid = [LOG]
    tips.moved((1100, 600))
    box = pygame.Rect(tips.place((200, 60), SCREEN), (200, 60))
    assert SCREEN.contains(box)
