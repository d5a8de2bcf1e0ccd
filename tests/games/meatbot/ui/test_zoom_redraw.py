"""Meatbot's battle screen keeps the drawn map between frames: after a zoom it must keep
redrawing it until the new level is complete, never leave the quick stand-in on screen."""

from __future__ import annotations

import pygame

from game.games.meatbot.ui.battle.staging import stage
from game.ui.scenes.battle import BattleScene


def settle(app, scene: BattleScene, frames: int = 60) -> None:
    for _ in range(frames):
        app.frame()
        if scene.layer is not None and scene.layer.settled:
            return
    raise AssertionError("the map never settled")


def test_after_a_zoom_the_kept_map_is_the_finished_level(app, tmp_path, monkeypatch):
    # given a battle waiting on the human's move, its map fully drawn
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path))
    scene = stage(app, "maps/royale.tmx", 4, "move")
    try:
        settle(app, scene)
        # when the view zooms in three levels at once (the new level not ready in one frame)
        for _ in range(3):
            scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_EQUALS, mod=0,
                                                  unicode="", scancode=0))
        app.frame()
        assert scene.layer is not None and not scene.layer.settled
        settle(app, scene)
        app.frame()
        ground = scene.painter.ground
        assert ground.image is not None
        kept = ground.image.copy()
        # then the map it keeps is the finished level: drawing it afresh changes nothing
        ground.forget()
        scene.painter._canvas_key = ()
        app.frame()
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(ground.image, "RGB")
    finally:
        scene.session.close()
