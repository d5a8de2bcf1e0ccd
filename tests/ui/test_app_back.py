"""Leaving a screen: Esc always works, and so does the player's Cancel key once rebound."""

from __future__ import annotations

import pygame

from game.games.meatbot.ui.scenes.tournament_menu import TournamentMenuScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import rebind_key


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def test_esc_and_the_rebound_cancel_key_both_ask_to_go_back(app):
    # given Cancel moved from Esc to Q
    app.apply_settings(rebind_key(app.settings, "cancel", "q"))
    # then both leave, and another key does not
    assert app.wants_back(key(pygame.K_ESCAPE))
    assert app.wants_back(key(pygame.K_q))
    assert not app.wants_back(key(pygame.K_w))
    assert not app.wants_back(pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0))


def test_esc_leaves_the_tournament_menu_after_cancel_was_rebound(app):
    # given the tournament menu over the title, and Cancel on Q
    app.push(TitleScene())
    app.apply_settings(rebind_key(app.settings, "cancel", "q"))
    app.push(TournamentMenuScene())
    # when the player presses Esc
    app.top.handle_event(key(pygame.K_ESCAPE))
    # then the menu is gone
    assert not isinstance(app.top, TournamentMenuScene)
