"""At 800x600 the 1280x720 layouts are drawn scaled down; no text may end up smaller than
9 window pixels (issue 14, item 5)."""

from __future__ import annotations

import pygame
import pytest

from game.games.meatbot.ui.scenes.new_match import new_match_scene
from game.ui import text as text_module
from game.ui.games import game_ui
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.scenes.settings_menu import SettingsScene
from game.ui.scenes.title import TitleScene
from tests.ui.test_flow_layout import resize


class RecordingFont(pygame.font.Font):
    """A font noting the pixel size every text is rendered at."""

    sizes: list[int] = []

    def __init__(self, name: object, size: int) -> None:
        super().__init__(name, size)
        RecordingFont.sizes.append(size)


def battle() -> BattleScene:
    session = game_ui("meatbot").demo_session(4, humans=1)
    session.autosave_enabled = False
    return BattleScene(session)


@pytest.mark.parametrize("make", [TitleScene, SettingsScene, new_match_scene, RulesHelpScene,
                                  battle])
def test_no_text_under_9_pixels_at_800x600(app, monkeypatch, make):
    # given the window at 800x600 (the canvas drawn at 62.5%) and fonts made afresh
    resize(app, (800, 600))
    monkeypatch.setattr(pygame.font, "Font", RecordingFont)
    text_module.font.cache_clear()
    text_module.text.cache_clear()
    RecordingFont.sizes = []
    # when a screen is drawn
    scene = make()
    app.push(scene)
    for _ in range(30):
        app.frame()
    if isinstance(scene, BattleScene):
        scene.session.close()
    # then every text's size, scaled onto the window, is at least 9 pixels
    assert RecordingFont.sizes
    assert min(RecordingFont.sizes) * app.scale >= text_module.SMALLEST_PX - 1e-9
