"""Driving a Dice Bot scavenge through the real window (tests and the README's screenshots:
``python -m tests.games.dicebot.ui.driver docs/screenshots``)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame

from game.games.dicebot.ui.session_setup import MatchPlan, new_session
from game.ui.app import App
from game.ui.battle.seats import SeatConfig
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.handoff import HandOffScene
from tests.ui.conftest import headless_app, post, press

FOUR = (("Nina", "human"), ("Red", "human"), ("Gold", "human"), ("Jade", "ai"))
"""Mouse, W A S D, the arrow keys and a normal AI."""


def make_app(size: tuple[int, int]) -> App:
    """A headless app of ``size``."""
    app = headless_app(size)
    CANVAS[0] = app.screen.get_size()
    return app


CANVAS: list[tuple[int, int] | None] = [None]
"""The canvas size of the app being driven (set by ``make_app``)."""


def seats_of(players: Any, level: str = "normal") -> list[SeatConfig]:
    """Seat configs from (name, "human" or "ai"[, AI level]) tuples."""
    return [SeatConfig(name, kind, rest[0] if rest else level, index)
            for index, (name, kind, *rest) in enumerate(players)]


def scavenge(app: App, players: Any = FOUR, seed: int = 7, draft: str = "real_time",
             level: str = "normal", pace: str = "normal") -> BattleScene:
    """A battle scene of a new match at grab ``pace``, pushed on ``app``, with autosave
    off."""
    session = new_session(MatchPlan(seats_of(players, level), draft, grab_pace=pace), seed)
    session.autosave_enabled = False
    scene = BattleScene(session)
    app.push(scene)
    return scene


def run_until(app: App, done: Any, frames: int = 2000) -> bool:
    """Run frames until ``done()`` or the budget runs out; ready prompts are answered with
    Enter and hand-off screens passed."""
    for _ in range(frames):
        if done():
            return True
        top = app.top
        flow = getattr(top, "flow", None)
        if isinstance(top, HandOffScene) or (
                flow is not None and flow.prompt is not None and
                flow.prompt.request.kind == "ready"):
            press(pygame.K_RETURN)
        app.frame()
    return done()


def counting_down(scene: BattleScene) -> bool:
    """True while the 3-2-1 plays."""
    current = scene.flow.animator.current
    return current is not None and type(current.event).__name__ == "JunkyardRolled"


def grabbing(scene: BattleScene) -> bool:
    """True once real-time grab prompts are open."""
    return bool(scene.flow.device_prompts)


def click(pos: tuple[int, int]) -> None:
    """Queue a left click at canvas position ``pos`` (where the window shows it: a small
    window shows the canvas scaled down)."""
    window = pygame.display.get_surface()
    canvas = CANVAS[0] or window.get_size()
    ratio = window.get_width() / canvas[0]
    pos = (round(pos[0] * ratio), round(pos[1] * ratio))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def shoot(app: App, folder: Path, name: str) -> None:
    """Save the window as ``folder/name``."""
    pygame.image.save(app.window, str(folder / name))


def screenshots(folder: Path, size: tuple[int, int], suffix: str) -> None:
    """New match, the countdown and mid-scavenge with four players."""
    from game.games.dicebot.ui.new_match import new_match_scene
    from game.ui.scenes.title import TitleScene

    app = make_app(size)
    app.push(TitleScene())
    form = new_match_scene()
    app.push(form)
    form.add_seat()
    for seat, kind in ((1, "human"), (2, "human")):
        form.edit_seat(seat, kind=kind)
    form.rebuild()
    app.frame()
    shoot(app, folder, f"new_match_dicebot{suffix}.png")
    app.pop()
    scene = scavenge(app)
    run_until(app, lambda: counting_down(scene) and
              scene.flow.animator.current.progress > 0.4)
    shoot(app, folder, f"dicebot_countdown{suffix}.png")
    run_until(app, lambda: grabbing(scene))
    mid_scavenge(app, scene)
    shoot(app, folder, f"dicebot_scavenge{suffix}.png")
    scene.session.close()
    app.pop()
    snake = scavenge(app, (("Nina", "human"), ("Red", "human"), ("Jade", "ai", "hard")),
                     draft="snake")
    run_until(app, lambda: snake.flow.prompt is not None and
              snake.flow.prompt.request.kind == "grab" and len(snake.session.match.choices) > 6)
    for _ in range(2):
        snake_pick(app, snake)
    press(pygame.K_SPACE if snake.flow.prompt.seat == 0 else pygame.K_RSHIFT)
    app.frame()
    shoot(app, folder, f"dicebot_snake{suffix}.png")
    snake.session.close()
    pygame.quit()


def snake_pick(app: App, scene: BattleScene) -> None:
    """The drafter (a human) picks with their own device, then the AI's turns pass."""
    prompt = scene.flow.prompt
    if prompt.seat == 0:
        spots = prompt.spots()
        from game.games.dicebot.ui.scavenge import geometry

        click(geometry.centre_of(geometry.table_rect(scene), spots[min(spots)]))
    else:
        press(pygame.K_SPACE)
    app.frame()
    run_until(app, lambda: scene.flow.prompt is not None and
              scene.flow.prompt.request.kind == "grab", 600)


def mid_scavenge(app: App, scene: BattleScene) -> None:
    """A few grabs by everyone: clicks, W A S D and the arrows (the AI at its own pace)."""
    from game.games.dicebot.ui.scavenge import geometry

    keys = ((pygame.K_d, pygame.K_SPACE), (pygame.K_LEFT, pygame.K_RSHIFT),
            (pygame.K_s, pygame.K_SPACE), (pygame.K_UP, pygame.K_RSHIFT))
    for turn in range(6):
        prompt = scene.flow.device_prompts.get("mouse")
        if prompt is not None and turn % 2 == 0:
            table = geometry.table_rect(scene)
            die = sorted(prompt.spots())[turn % 3]
            click(geometry.centre_of(table, prompt.spots()[die]))
        for move, grab in keys[turn % 2::2]:
            press(move)
            press(grab)
        for _ in range(20):
            app.frame()
    press(pygame.K_w)
    press(pygame.K_LEFT)
    prompt = scene.flow.device_prompts.get("mouse")
    if prompt is not None:
        table = geometry.table_rect(scene)
        click(geometry.centre_of(table, prompt.spots()[max(prompt.spots())]))
        spots = prompt.spots()
        hover(geometry.centre_of(table, spots[sorted(spots)[len(spots) // 2]]))
    for _ in range(3):
        app.frame()


def hover(pos: tuple[int, int]) -> None:
    """Queue the pointer moving to canvas position ``pos``."""
    window = pygame.display.get_surface()
    ratio = window.get_width() / (CANVAS[0] or window.get_size())[0]
    post(pygame.MOUSEMOTION, pos=(round(pos[0] * ratio), round(pos[1] * ratio)), rel=(0, 0),
         buttons=(0, 0, 0))

if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    import importlib

    from game.ui import games

    games.GAME_UIS["dicebot"] = "game.games.dicebot.ui"
    try:
        importlib.import_module("game.games.dicebot.ui.table")
    except ImportError:
        from tests.games.dicebot.ui import fake_table

        sys.modules["game.games.dicebot.ui.table"] = fake_table
    for window, tail in (((1280, 720), ""), ((800, 600), "_small")):
        screenshots(out, window, tail)
