"""Real-time requests: several local humans answer at once, one input device each, and the
answers are applied in the order they arrive. Played on a card table (no hex arena) by a
small test game registered as a game UI, so the shared shell is shown to need neither
Meatbot nor a board."""

from __future__ import annotations

import time

import pygame
import pytest

from game.ui import games
from game.ui import session as session_module
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


def test_a_third_human_takes_the_device_a_finished_player_frees(app, monkeypatch):
    # given three humans and two devices (the keyboard and the mouse)
    monkeypatch.setitem(games.GAME_UIS, "grab", "tests.ui.fakes.grab_ui")
    names = ("Nina", "Red", "Kai")
    seats = [SeatConfig(name, "human", colour=i) for i, name in enumerate(names)]
    session = MatchSession(grab_ui.new_match(names), seats, "")
    session.autosave_enabled = False
    scene = BattleScene(session)
    app.push(scene)
    try:
        for _ in range(3):
            app.frame()
        assert {d: p.seat for d, p in scene.flow.device_prompts.items()} == {
            "keyboard": 0, "mouse": 1}
        # when Nina, on the keyboard, has her die
        press(pygame.K_1)
        app.frame()
        # then Kai takes the keyboard, and Red keeps the mouse
        assert {d: p.seat for d, p in scene.flow.device_prompts.items()} == {
            "keyboard": 2, "mouse": 1}
        assert scene.flow.device_of(1) == "mouse"
    finally:
        session.close()


def test_a_game_may_order_the_devices_and_split_the_keyboard(app, grab_table, monkeypatch):
    scene = grab_table
    # given a game whose devices are the mouse first, then a cluster of keys 1-3
    monkeypatch.setattr(grab_ui.UI, "input_devices", lambda pads: ["mouse", "keys:digits"])
    monkeypatch.setattr(grab_ui.UI, "key_device",
                        lambda key: "keys:digits" if key in grab_ui.KEYS else "keyboard")
    scene.flow._seat_devices.clear()
    scene.flow.device_prompts.clear()
    app.frame()
    # then Nina has the mouse and Red the digits
    assert {d: p.seat for d, p in scene.flow.device_prompts.items()} == {
        "mouse": 0, "keys:digits": 1}
    # when a digit is pressed, then it is Red's grab
    press(pygame.K_2)
    app.frame()
    assert scene.session.match.choices == [(1, grab_ui.Grab(1))]


class ReadyView:
    """A seat view with nothing to copy."""

    def ready(self):
        return None


class FirstDie:
    """An AI that takes the first die offered."""

    def choose(self, view, request):
        return request.legal_choices()[0]


def test_an_ai_seat_answers_only_after_the_games_reaction_time(monkeypatch):
    # given a game whose AI seats react after half a second, and one AI seat
    monkeypatch.setitem(games.GAME_UIS, "grab", "tests.ui.fakes.grab_ui")
    monkeypatch.setattr(grab_ui.UI, "reaction_time", lambda request, seat, setup: 0.5)
    monkeypatch.setattr(session_module, "observe", lambda match, seat: ReadyView())
    seats = [SeatConfig("Nina", "human", colour=0), SeatConfig("Bot", "ai", colour=1)]
    session = MatchSession(grab_ui.new_match(("Nina", "Bot")), seats, "",
                           agent_factory=lambda level, seed: FirstDie())
    try:
        # when 0.4 seconds of play go by, then the AI has not been asked
        for _ in range(4):
            session.tick(0.1)
            session.poll()
        assert session.thinking() == [] and session.match.choices == []
        # when its reaction time has passed, then it answers
        session.tick(0.2)
        for _ in range(2000):
            session.poll()
            if session.match.choices:
                break
            time.sleep(0.001)
        assert session.match.choices == [(1, grab_ui.Grab(0))]
    finally:
        session.close()
