"""The shared battle shell plays a hex game with several units per seat from the view's
units alone (keyed by uid), with the shared board and painter."""

from __future__ import annotations

import pygame
import pytest

from game.core.hexes import Hex
from game.ui import games
from game.ui.battle.units_board import UnitsBoard
from game.ui.scenes.battle import BattleScene
from game.ui.session import MatchSession, SeatConfig
from tests.ui.conftest import post
from tests.ui.fakes import squad_ui


@pytest.fixture
def squad(app, monkeypatch):
    monkeypatch.setitem(games.GAME_UIS, "squad", "tests.ui.fakes.squad_ui")
    seats = [SeatConfig("Nina", "human", colour=0), SeatConfig("Red", "human", colour=1)]
    session = MatchSession(squad_ui.new_match(), seats, "")
    session.autosave_enabled = False
    scene = BattleScene(session)
    app.push(scene)
    for _ in range(3):
        app.frame()
    yield scene
    session.close()


def click_hex(scene: BattleScene, h: Hex) -> None:
    x, y = scene.screen_of(h)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(x), round(y)), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(round(x), round(y)), button=1)


def test_the_board_lists_every_unit_by_uid_and_a_seat_owns_two(app, squad):
    board = squad.flow.board
    assert isinstance(board, UnitsBoard)
    assert sorted(board.units) == [1, 2, 3, 4]
    assert [u.uid for u in board.units_of(0)] == [1, 2]
    assert board.seat_at(Hex(2, 0)) == 1 and board.seat_at(Hex(0, 0)) is None


def test_a_unit_chosen_and_moved_by_clicks_shows_on_its_new_hex(app, squad):
    scene = squad
    assert scene.flow.prompt is not None and scene.flow.prompt.seat == 0
    # when Nina clicks her second unit, then the hex beside it
    click_hex(scene, Hex(-2, 1))
    app.frame()
    click_hex(scene, Hex(-1, 1))
    for _ in range(3):
        app.frame()
    # then that unit (uid 2), not the seat's other one, has moved, and the board shows it
    assert scene.session.match.choices == [(0, squad_ui.Move(2, Hex(-1, 1)))]
    assert scene.flow.board.units[2].hex == Hex(-1, 1)
    assert scene.flow.board.units[1].hex == Hex(-2, 0)
    # and it is Red's go; the frame draws every unit
    assert scene.flow.prompt is not None and scene.flow.prompt.seat == 1
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface, 0.0)
