"""The battle screen's own controls: speed, skipping, the data sheet, tooltips, the log, and
an all-AI match that plays to the results without anyone touching it."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.hexes import Hex
from game.games.meatbot.ui.render.datasheet import sheet_rows
from game.games.meatbot.ui.scenes.results import ResultsScene
from game.games.meatbot.ui.session_setup import new_session
from game.ui.scenes.battle import BattleScene
from game.ui.session import SeatConfig
from tests.ui.conftest import frames_until_bought, move_mouse, post, press


@pytest.fixture
def watched(app, tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    seats = [SeatConfig(f"Bot{i}", "ai", "easy", i) for i in range(3)]
    session = new_session("maps/scrapyard.tmx", seats, massacre=4, stomachs=5, seed=2)
    scene = BattleScene(session)
    app.push(scene)
    app.frame()
    frames_until_bought(app, scene)  # the AI seats buy their bots in the match's shop first
    yield scene
    session.close()


def test_f_cycles_the_speed_and_remembers_it(app, watched):
    assert watched.flow.animator.speed == app.settings.animation_speed == 1
    press(pygame.K_f)
    app.frame()
    assert watched.flow.animator.speed == 2 and app.settings.animation_speed == 2
    press(pygame.K_f)
    press(pygame.K_f)
    app.frame()
    assert watched.flow.animator.speed == 1


def test_tab_plays_everything_waiting_at_once(app, watched):
    # given the opening events still queued behind the first animation
    assert watched.flow.animator.busy or watched.session.events
    waiting = [e.log_line(watched.session.names) for e in watched.session.events]
    # when Tab is pressed, then everything queued has played (and reached the log) after
    # that frame; only answers the AI seats gave meanwhile may have queued new events
    press(pygame.K_TAB)
    app.frame()
    assert "-- Round 1 --" in watched.flow.log.lines
    assert all(line in watched.flow.log.lines for line in waiting)
    assert all(type(e).__name__ == "PickMade" for e in watched.session.events)


def test_clicking_a_bot_opens_its_data_sheet(app, watched):
    press(pygame.K_TAB)  # the purchases shown, so the board has caught up with the match
    app.frame()
    target = watched.session.match.state.bots[2]
    post(pygame.MOUSEBUTTONDOWN, pos=tuple(round(v) for v in watched.screen_of(target.hex)),
         button=1)
    app.frame()
    assert watched.selected == 2
    rows = {row.label: row.value for row in sheet_rows(
        watched.flow.board, target, watched.session.match.view_for(None), 2)}
    assert rows["Massacre"] == "4" and rows["Meat"].startswith(f"{target.meat} /")


def test_resting_the_mouse_on_a_hex_shows_what_is_there(app, watched):
    h: Hex = watched.session.match.state.bots[1].hex
    move_mouse(watched.screen_of(h))
    for _ in range(30):
        app.frame()
    words = watched.tooltips.current()
    assert words is not None and watched.session.names[1] in words and "Meat" in words


def test_l_hides_the_log_and_the_wheel_scrolls_it(app, watched):
    for _ in range(2000):
        if len(watched.flow.log.lines) >= 10:
            break
        press(pygame.K_TAB)
        app.frame()
    press(pygame.K_l)
    app.frame()
    assert not watched.show_log
    press(pygame.K_l)
    move_mouse((app.screen.get_width() - 100, app.screen.get_height() - 100))
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    app.frame()
    assert watched.show_log and watched.flow.log.scroll >= 3


def test_an_ai_match_plays_on_its_own_to_the_results(app, watched):
    for _ in range(20_000):
        if isinstance(app.top, ResultsScene):
            break
        press(pygame.K_TAB)
        app.frame()
        if watched.session.thinking():
            time.sleep(0.0005)  # a real frame leaves the AI threads time to think
    assert isinstance(app.top, ResultsScene)
    assert watched.session.is_over


def test_the_screen_follows_a_window_resize(app, watched):
    # given the battle at 1280x720, when the window becomes 1600x900
    pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    post(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)
    app.frame()
    # then the map view and panels fit the new size and hexes are still found under the mouse
    assert watched.viewport().right == 1600 - 330
    assert watched.bottom_area().bottom == 900
    h = watched.session.match.state.bots[0].hex
    assert watched.hex_at(tuple(round(v) for v in watched.screen_of(h))) == h
    assert app.screen.get_size() == (1600, 900)
