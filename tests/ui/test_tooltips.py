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


def test_a_tooltip_keeps_clear_of_the_button_it_describes_and_of_its_neighbours(app):
    from game.ui.render.tooltip_place import place_tooltip

    # given a row of buttons along the bottom, the mouse on the middle one (Ready)
    ready = pygame.Rect(500, 640, 200, 48)
    neighbours = [pygame.Rect(280, 640, 200, 48), pygame.Rect(720, 640, 200, 48)]
    mouse = ready.center
    # when a wide tooltip is placed for it
    box = place_tooltip((300, 80), mouse, SCREEN, ready, [ready, *neighbours])
    # then it covers neither the button, its neighbours nor the mouse, and stays on screen
    assert not box.colliderect(ready) and box.collidelist(neighbours) < 0
    assert not box.collidepoint(mouse) and SCREEN.contains(box)


def test_a_map_tooltip_stays_on_the_map_off_the_panel(app):
    # given the map on the left and a panel on the right, the mouse near the map's right edge
    tips = Tooltips()
    board = pygame.Rect(0, 0, 960, 720)
    tips.add(board, "Wall: blocks movement")
    tips.bounds = board
    tips.moved((940, 200))
    tips.update(1.0)
    # when the hex's tooltip is placed
    box = pygame.Rect(tips.place((260, 60), SCREEN), (260, 60))
    # then it lies on the map, clear of the hex under the mouse
    assert board.contains(box) and not box.collidepoint((940, 200))


def test_a_form_tooltip_never_covers_the_widget_it_describes(app):
    from game.ui.widgets import TOOLTIP_DELAY, Button, Form

    # given a form whose Start button sits in the bottom right corner
    start = Button("Start", lambda: None, "Deal the first melee and let everyone grab at once")
    start.rect = pygame.Rect(1040, 624, 240, 46)
    form = Form([start])
    form.mouse, form.hovered = start.rect.center, start

    def drawn(rest: int) -> pygame.Surface:
        form.rest = rest
        screen = pygame.Surface(SCREEN.size)
        screen.fill((0, 0, 0))
        form.draw(screen)
        return screen

    # when it is drawn with the tooltip showing, then no tooltip pixel lands on the button
    without, with_tip = drawn(0), drawn(TOOLTIP_DELAY)
    assert form.tooltip_text()
    changed = [(x, y) for x in range(start.rect.left, start.rect.right, 4)
               for y in range(start.rect.top, start.rect.bottom, 4)
               if with_tip.get_at((x, y)) != without.get_at((x, y))]
    assert changed == []
    assert with_tip.get_bounding_rect() != without.get_bounding_rect() or \
        pygame.image.tobytes(with_tip, "RGB") != pygame.image.tobytes(without, "RGB")
