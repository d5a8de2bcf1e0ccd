"""Hovering a hand card shows it large with its rules in words above the hand."""

from __future__ import annotations

import pygame

from game.games.dicebot.ui.table.layout import geometry_for
from tests.games.dicebot.ui.table import driver


def test_a_hovered_hand_card_is_shown_large_above_the_hand():
    # given a human choosing a weapon, the mouse away from the hand
    app = driver.make_app((800, 600))
    scene = driver.open_battle(app, 7)
    scene.flow.animator.speed = 4
    try:
        assert driver.run_until(app, scene, driver.prompt_kind("card"))
        plain = pygame.Surface(app.screen.get_size())
        scene.draw(plain, 1.0)
        card = geometry_for(scene).hand_rect(1, set())
        # above the hand, higher than a hovered card lifts
        above = pygame.Rect(card.x - 40, card.y - 140, 300, 100).clip(plain.get_rect())
        # when the mouse rests on the second card
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=card.center, rel=(0, 0),
                                              buttons=(0, 0, 0)))
        zoomed = pygame.Surface(app.screen.get_size())
        scene.draw(zoomed, 1.0)
        # then the space above the hand now shows it (and nothing changes without a hover)
        assert pygame.image.tobytes(plain.subsurface(above), "RGB") != \
            pygame.image.tobytes(zoomed.subsurface(above), "RGB")
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0),
                                              buttons=(0, 0, 0)))
        again = pygame.Surface(app.screen.get_size())
        scene.draw(again, 1.0)
        assert pygame.image.tobytes(plain.subsurface(above), "RGB") == \
            pygame.image.tobytes(again.subsurface(above), "RGB")
    finally:
        scene.session.close()
