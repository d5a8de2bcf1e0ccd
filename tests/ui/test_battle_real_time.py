"""Real-time requests: several local humans answer at once, one input device each, and the
answers are applied in the order they arrive. Played on a card table (no hex arena) by a
small test game registered as a game UI, so the shared shell is shown to need neither
Meatbot nor a board."""

from __future__ import annotations

import pygame
import pytest

from game.ui import games
from game.ui.scenes.battle import BattleScene
from game.ui.session import MatchSession, SeatConfig
from tests.ui.conftest import post, press
from tests.ui.fakes import grab_ui


@pytest.fixture
def grab_table(app, monkeypatch):
    monkeypatch.setitem(games.GAME_UIS, "grab", "tests.ui.fakes.grab_ui")
    seats = [SeatConfig("Nina", "human", colour=0), SeatConfig("Red", "human", colour=1)]
    session = MatchSession(grab_ui.new_match(("Nina", "Red")), seats, "")
    session.autosave_enabled = False
    scene = BattleScene(session)
    app.push(scene)
    for _ in range(3):
        app.frame()
    yield scene
    session.close()


def click_at(pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def test_two_humans_grab_at_once_each_on_their_own_device(app, grab_table):
    scene = grab_table
    # given a table with no hex arena: no map layer, no camera
    assert scene.arena is None and scene.camera is None
    # then both grabs are open at once, the keyboard's for Nina and the mouse's for Red
    prompts = scene.flow.device_prompts
    assert {device: p.seat for device, p in prompts.items()} == {"keyboard": 0, "mouse": 1}
    assert scene.flow.prompt is None
    # when Red clicks the 6 first and then Nina presses 3 for the same die
    click_at(grab_ui.DIE_RECTS[2].center)
    app.frame()
    press(pygame.K_3)
    app.frame()
    # then Red has it (first come, first served) and Nina's late grab was refused
    match = scene.session.match
    assert match.choices == [(1, grab_ui.Grab(2))]
    assert "keyboard" in scene.flow.device_prompts and scene.flow.error
    # when Nina grabs the 3 instead
    press(pygame.K_1)
    app.frame()
    # then the choices are recorded in the order they arrived, and the table is done
    assert match.choices == [(1, grab_ui.Grab(2)), (0, grab_ui.Grab(0))]
    assert match.is_over and scene.flow.device_prompts == {}


def test_the_keyboard_answers_only_its_own_player(app, grab_table):
    scene = grab_table
    # when the keyboard grabs, then only the keyboard's player has answered
    press(pygame.K_2)
    app.frame()
    assert scene.session.match.choices == [(0, grab_ui.Grab(1))]
    assert {p.seat for p in scene.flow.device_prompts.values()} == {1}
    # and a click elsewhere on the table is no grab
    click_at((5, 5))
    app.frame()
    assert len(scene.session.match.choices) == 1


def test_a_table_game_draws_without_a_board(app, grab_table):
    scene = grab_table
    surface = pygame.Surface((800, 600))
    scene.draw(surface, 0.0)
    assert surface.get_at(grab_ui.DIE_RECTS[0].center)[:3] == (240, 240, 230)
