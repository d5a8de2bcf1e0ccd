"""The battle screen in small windows: the whole arena fits between the bars, on start and
after a resize, and the bottom panel's buttons stay inside it without overlapping.

``small_app`` draws on an 800x600 canvas pixel for pixel (the App may otherwise draw a larger
canvas scaled down into a small window; that case is covered by the resize test)."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pygame
import pytest

from game.games.meatbot.ui.battle.staging import stage
from game.games.meatbot.ui.session_setup import new_session
from game.ui.scenes.battle import BattleScene
from game.ui.session import SeatConfig
from tests.ui.conftest import headless_app, post

SMALL = (800, 600)
MAPS = sorted(str(path) for path in Path("maps").glob("*.tmx"))


@pytest.fixture
def small_app(monkeypatch):
    from game.ui import app as app_module

    monkeypatch.setattr(app_module, "MIN_CANVAS", SMALL, raising=False)
    made = headless_app(SMALL)
    assert made.screen.get_size() == SMALL
    yield made
    pygame.quit()


def ai_seats(count: int) -> list[SeatConfig]:
    return [SeatConfig(f"Bot{i}", "ai", "easy", i) for i in range(count)]


def outside_hexes(scene: BattleScene) -> list[object]:
    """Arena hexes whose tile pokes out of the map's free view (hopefully none)."""
    view = scene.viewport()
    half_w, half_h = 28 * scene.camera.zoom, 32 * scene.camera.zoom
    out = []
    for h in scene.arena.cells:
        x, y = scene.screen_of(h)
        if not (view.left <= x - half_w and x + half_w <= view.right
                and view.top <= y - half_h and y + half_h <= view.bottom):
            out.append(h)
    return out


@pytest.mark.parametrize("arena", MAPS)
def test_every_arena_hex_is_in_the_free_view_at_800x600(small_app, arena, tmp_path,
                                                         monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    session = new_session(arena, ai_seats(2), massacre=4, stomachs=5, seed=1)
    scene = BattleScene(session)
    small_app.push(scene)
    try:
        # then the map sits between the header, the bottom panel and the sidebar
        view = scene.viewport()
        assert view.top >= 44 and view.bottom <= scene.bottom_area().top
        assert view.right <= scene.sidebar_area().left
        assert outside_hexes(scene) == []
    finally:
        session.close()


def test_a_resize_to_800x600_fits_the_map_again(app, tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    session = new_session("maps/royale.tmx", ai_seats(4), massacre=4, stomachs=5, seed=1)
    scene = BattleScene(session)
    app.push(scene)
    try:
        scene.camera.zoom_at(scene.viewport().center, 4)  # zoomed in before the resize
        assert outside_hexes(scene)
        pygame.display.set_mode(SMALL, pygame.RESIZABLE)
        post(pygame.VIDEORESIZE, size=SMALL, w=SMALL[0], h=SMALL[1])
        app.frame()
        assert pygame.display.get_surface().get_size() == SMALL
        assert outside_hexes(scene) == []
    finally:
        session.close()


@pytest.mark.parametrize("kind", ["pick", "attack", "move"])
def test_the_bottom_panel_buttons_fit_and_do_not_overlap_at_800x600(small_app, kind,
                                                                      tmp_path, monkeypatch):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    scene = stage(small_app, "maps/standard_arena.tmx", 4, kind)
    try:
        scene._refresh_buttons()
        area = scene.bottom_area()
        assert scene.buttons
        for button in scene.buttons:
            assert area.contains(button.rect), button.label
        for a, b in combinations(scene.buttons, 2):
            assert not a.rect.colliderect(b.rect), (a.label, b.label)
    finally:
        scene.session.close()
