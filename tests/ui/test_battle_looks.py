"""The battle screen draws only what changed once its game's painter gives a look, and is
redrawn every frame while it gives none."""

from __future__ import annotations

import pygame
import pytest

from game.core.hexes import Hex
from game.ui import games
from game.ui.battle.looks import battle_look
from game.ui.scenes.battle import BattleScene
from game.ui.session import MatchSession, SeatConfig
from tests.ui.conftest import move_mouse
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


def count_draws(monkeypatch, scene: BattleScene) -> list[int]:
    """Count the painter's draws from now on."""
    drawn = [0]
    real = scene.painter.draw

    def counted(surface: pygame.Surface, alpha: float) -> None:
        drawn[0] += 1
        real(surface, alpha)

    monkeypatch.setattr(scene.painter, "draw", counted)
    return drawn


def test_a_battle_whose_painter_gives_no_look_is_drawn_every_frame(app, squad, monkeypatch):
    drawn = count_draws(monkeypatch, squad)
    assert squad.look() is None
    for _ in range(4):
        app.frame()
    assert drawn[0] == 4


def test_with_the_shells_look_a_still_battle_is_not_redrawn_but_a_hover_is(app, squad,
                                                                           monkeypatch):
    # given a painter whose look is what the shell knows of the battle
    monkeypatch.setattr(squad.painter, "look", lambda: battle_look(squad), raising=False)
    drawn = count_draws(monkeypatch, squad)
    app.frame()
    # when frames pass with nothing happening
    for _ in range(5):
        app.frame()
    # then it was drawn once only
    assert drawn[0] == 1
    # and when the mouse moves onto a hex, the battle is drawn again with it hovered
    x, y = squad.screen_of(Hex(1, 0))
    move_mouse((x, y))
    app.frame()
    assert squad.hover == Hex(1, 0)
    assert drawn[0] == 2


def test_the_shells_look_is_none_while_anything_is_being_shown(app, squad, monkeypatch):
    from game.ui.battle.controller import BattleFlow

    # given a still battle, which has a look
    assert battle_look(squad) is not None
    # when events wait to be shown or an animation plays
    monkeypatch.setattr(BattleFlow, "settled", property(lambda flow: False))
    # then the look is unknown: the battle is redrawn every frame
    assert battle_look(squad) is None


def test_a_screen_drawing_more_than_the_painter_is_redrawn_every_frame(app, squad, monkeypatch):
    # given a painter with a look, and a battle screen that draws something of its own on top
    # (as the tutorial draws its callouts)
    class WithCallout(BattleScene):
        def draw(self, surface: pygame.Surface, alpha: float) -> None:
            super().draw(surface, alpha)
            pygame.draw.rect(surface, (255, 0, 0), (10, 10, 20, 20))

    monkeypatch.setattr(squad.painter, "look", lambda: battle_look(squad), raising=False)
    assert squad.look() is not None
    squad.__class__ = WithCallout
    # then it has no look unless it says one itself: nothing it draws can go stale
    assert squad.look() is None
