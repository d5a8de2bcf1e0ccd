"""The reach legend under the pick panel is readable in an 800x600 window (its words at least
11 window pixels tall when the 1280-wide design is drawn at 62.5%)."""

from __future__ import annotations

import pygame

from game.games.meatbot.ui.render import reach_overlay

WINDOW_SCALE = 800 / 1280
WIDE_ROOM = pygame.Rect(614, 860, 168, 66)
"""The room the wide pick panel leaves the legend (up to the Ready button), in canvas pixels."""


def test_the_legend_words_are_readable_at_800x600(app, monkeypatch):
    sizes = []
    real = reach_overlay.text

    def recording(words, size, *rest, **named):
        sizes.append(size)
        return real(words, size, *rest, **named)

    monkeypatch.setattr(reach_overlay, "text", recording)
    surface = pygame.Surface((1280, 960))
    # when the legend is drawn in the wide panel's room
    used = reach_overlay.draw_legend(surface, WIDE_ROOM, (230, 70, 60), "Your reach")
    # then every one of its words is at least 11 window pixels, and all rows fit the room
    assert sizes and min(sizes) * WINDOW_SCALE >= 11
    assert WIDE_ROOM.contains(used) and used.height >= 3 * min(sizes)
