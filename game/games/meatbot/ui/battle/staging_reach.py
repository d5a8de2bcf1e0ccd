"""The README's pictures of the reach overlay and of honest terrain (issue 14, items 2-3).

``python -m game.games.meatbot.ui.battle.staging_reach docs/screenshots`` writes
reach_pick.png (1280x720) and reach_pick_small.png (800x600): the pick phase with the human's
reach; reach_hover.png: an enemy pointed at; aim_out_of_sight.png: aiming at a bot behind a
wall; terrain_viewer.png: the Standard Arena in the viewer as Meatbot reads it (muted null
ring, cover and pick-ups); terrain_mechaton.png: a Mechaton field with a cover tooltip.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.games.meatbot.ui.battle.aim_reasons import why_not
from game.games.meatbot.ui.battle.prompts import AimPrompt, PickPrompt
from game.games.meatbot.ui.battle.staging import play_frames, stage
from game.ui.app import App

ARENA = "maps/standard_arena.tmx"


class Ticks:
    """A clock moving one update a frame."""

    now = 0

    def __call__(self) -> int:
        """The time after one more update, in nanoseconds."""
        self.now += 16_666_667
        return self.now


def _app(size: tuple[int, int]) -> App:
    pygame.display.set_mode(size)
    return App(pygame.display.get_surface(), clock=Ticks())


def _point(scene: Any, pos: tuple[float, float], click: bool = False) -> None:
    at = (round(pos[0]), round(pos[1]))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                          buttons=(0, 0, 0)))
    if click:
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))


def pick(size: tuple[int, int], path: Path, point_at_enemy: bool = False) -> Path:
    """The pick phase (a d4 and a d10 picked) with the reach overlay."""
    app = _app(size)
    scene = stage(app, ARENA, 4, "pick")
    prompt = scene.flow.prompt
    assert isinstance(prompt, PickPrompt)
    prompt.change(0, 1)
    prompt.change(2, 1)
    foe = next(b for b in scene.flow.board.bots[1:] if b.active)
    _point(scene, scene.screen_of(foe.hex) if point_at_enemy else (5, 300))
    play_frames(app, 40)
    pygame.image.save(app.window, str(path))
    scene.session.close()
    return path


def aim_out_of_sight(path: Path) -> Path:
    """An attack die aimed (and clicked) at a bot behind a wall: the reason is shown."""
    app = _app((1280, 720))
    for seed in range(11, 40):
        scene = stage(app, ARENA, 4, "attack", seed)
        prompt = scene.flow.prompt
        assert isinstance(prompt, AimPrompt)
        state = scene.session.match.state
        for action in (a for a in prompt.actions if a.aimed):
            for bot in (b for b in state.bots[1:] if b.active):
                if why_not(state, 0, action.key, action.label, bot.hex).startswith("Wall"):
                    prompt.choose_action(action)
                    _point(scene, scene.screen_of(bot.hex), click=True)
                    play_frames(app, 30)
                    pygame.image.save(app.window, str(path))
                    scene.session.close()
                    return path
        scene.session.close()
        app.pop()
    raise RuntimeError("no attack die with a bot behind a wall")


def terrain_viewer(path: Path, game: str = "meatbot") -> Path:
    """The Standard Arena in the arena viewer, its terrain as ``game`` reads it."""
    from game.maps.tiled import load_arena
    from game.ui.scenes.arena_view import ArenaView

    app = _app((1280, 720))
    scene = ArenaView(load_arena(ARENA), app.tiles, game=game)
    app.push(scene)
    play_frames(app, 3)
    null = next(h for h, c in sorted(scene.arena.cells.items()) if c.terrain == "null")
    _point(scene, scene.camera.world_to_screen(*scene.arena.layout.hex_to_pixel(null)))
    play_frames(app, 3)
    pygame.image.save(app.window, str(path))
    return path


def terrain_mechaton(path: Path) -> Path:
    """A Mechaton field in play (AIs), with a cover hex's tooltip."""
    from game.ui.games import game_ui

    app = _app((1280, 720))
    app.current_game = "mechaton"
    ui = game_ui("mechaton")
    session = ui.demo_session(3, humans=0)
    session.autosave_enabled = False
    scene = ui.battle_scene(session)
    app.push(scene)
    play_frames(app, 600)
    cover = next(h for h, c in sorted(scene.arena.cells.items()) if c.terrain == "cover"
                 and scene.viewport().collidepoint(scene.screen_of(h)))
    _point(scene, scene.screen_of(cover))
    play_frames(app, 40)
    pygame.image.save(app.window, str(path))
    session.close()
    return path


def save_all(folder: str | Path) -> list[Path]:
    """Every picture, into ``folder``."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    return [pick((1280, 720), out / "reach_pick.png"),
            pick((800, 600), out / "reach_pick_small.png"),
            pick((1280, 720), out / "reach_hover.png", point_at_enemy=True),
            aim_out_of_sight(out / "aim_out_of_sight.png"),
            terrain_viewer(out / "terrain_viewer.png"),
            terrain_mechaton(out / "terrain_mechaton.png")]


if __name__ == "__main__":
    import os
    import sys

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.app import init_pygame

    init_pygame()
    for written in save_all(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"):
        print(written)
