"""The shared results frame (every game): Rematch, New match and the title."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui import navigator
from game.ui.games import game_ui, game_ui_names
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.results_base import ResultsFrame
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import headless_app

FRAMED = tuple(game_ui_names())


def finished(name: str):
    """A demo match of game ``name`` played to its end at random (its session)."""
    session = game_ui(name).demo_session(4, humans=0)
    session.autosave_enabled = False
    rng = random.Random(4)
    match = session.match
    while not match.is_over:
        request = match.pending()[0]
        match.submit(request.player, rng.choice(request.legal_choices()))
    return session


def results_on(app, name: str) -> ResultsFrame:
    app.push(TitleScene())
    session = finished(name)
    scene = game_ui(name).results_scene(session)
    assert isinstance(scene, ResultsFrame)
    app.push(scene)
    app.frame()
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("name", FRAMED)
def test_three_ways_on_fit_the_screen_side_by_side(name, size):
    app = headless_app(size)
    scene = results_on(app, name)
    rects = [b.rect for b in (scene.rematch_button, scene.new_button, scene.title_button)]
    screen = app.screen.get_rect()
    assert all(screen.contains(rect) for rect in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    scene.session.close()


@pytest.mark.parametrize("name", FRAMED)
def test_rematch_starts_the_same_set_up_with_the_same_players(name):
    # given a finished match's results
    app = headless_app()
    scene = results_on(app, name)
    old = scene.session
    # when Rematch is chosen
    scene.rematch_button.action()
    # then a new battle of the same game, set-up and players is on screen, over the title
    battle = app.top
    assert isinstance(battle, BattleScene) and battle.session is not old
    assert battle.session.match.ruleset == name
    assert battle.session.match.setup == old.match.setup
    assert [s.name for s in battle.session.seats] == [s.name for s in old.seats]
    assert not battle.session.match.is_over
    assert isinstance(app.stack[0], TitleScene)
    battle.session.close()
    old.close()


@pytest.mark.parametrize("name", FRAMED)
def test_new_match_opens_this_games_form_and_esc_goes_to_the_title(name):
    app = headless_app()
    scene = results_on(app, name)
    scene.new_button.action()
    assert navigator.scene_game(app.top) == name
    assert type(app.top).__name__ == "NewMatchScene"
    scene.session.close()
    again = results_on(app, name)
    again.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                          unicode=""))
    assert isinstance(app.top, TitleScene)
    again.session.close()


def key(code: int) -> pygame.event.Event:
    """A key press of ``code``."""
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("name", FRAMED)
def test_enter_on_the_results_does_not_start_a_rematch(name):
    # given a finished match's results
    app = headless_app()
    scene = results_on(app, name)
    # when Enter is pressed twice
    scene.handle_event(key(pygame.K_RETURN))
    scene.handle_event(key(pygame.K_RETURN))
    # then no new battle started: Enter opened this game's New match form
    assert not any(isinstance(s, BattleScene) for s in app.stack)
    assert navigator.scene_game(app.top) == name
    assert type(app.top).__name__ == "NewMatchScene"
    scene.session.close()


@pytest.mark.parametrize("name", FRAMED)
def test_r_starts_one_rematch_however_often_it_is_pressed(name):
    # given a finished match's results
    app = headless_app()
    scene = results_on(app, name)
    # when R is pressed twice on the results screen
    scene.handle_event(key(pygame.K_r))
    first = app.top
    scene.handle_event(key(pygame.K_r))
    # then exactly one new battle is on screen, over the title
    assert isinstance(first, BattleScene) and app.top is first
    assert [type(s) for s in app.stack] == [TitleScene, BattleScene]
    first.session.close()
    scene.session.close()
