"""The README's Dice Bot battle screenshots (``driver.main``): card choice, reveal, ability
window, an attack, a destruction and the results, at 1280x720 and 800x600."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from tests.games.dicebot.ui.table import driver

SIZES = ((1280, 720), (800, 600))
MOMENTS = (("card", driver.prompt_kind("card")),
           ("reveal", driver.playing("CardsRevealed", 0.7)),
           ("ability", driver.prompt_kind("ability")),
           ("attack", driver.playing("AttackResolved", 0.7)),
           ("destroyed", driver.playing("RobotDestroyed", 0.4)))
SEED = 7


def take_all(out: Path) -> list[Path]:
    """Every moment at every size, each the first time it happens in one game; returns
    the files written."""
    written = []
    for size in SIZES:
        suffix = "" if size == (1280, 720) else "_small"
        written += _moments(out, size, suffix)
        written += _results(out, size, suffix)
        written += _sudden_death(out, size, suffix)
    return written


def _moments(out: Path, size: tuple[int, int], suffix: str) -> list[Path]:
    """One game with a local human: each moment shot the first time it shows."""
    app = driver.make_app(size)
    scene = driver.open_battle(app, SEED)
    scene.flow.animator.speed = 4
    waiting = dict(MOMENTS)
    written: list[Path] = []

    def shot(scene: Any) -> bool:
        for name, done in list(waiting.items()):
            if done(scene):
                path = out / f"dicebot_{name}{suffix}.png"
                driver.shoot(app, path)
                written.append(path)
                del waiting[name]
        return not waiting

    driver.play_until(app, scene, shot, frames=60000)
    scene.session.close()
    pygame.quit()
    return written


def finished_game() -> Any:
    """The screenshots' game played to its end by normal AIs, off screen (its session)."""
    from game.games.dicebot.ai import AGENTS
    from game.games.dicebot.ai.view import observe
    from game.games.dicebot.rules.setup import SNAKE
    from game.games.dicebot.ui.session_setup import MatchPlan, demo_seats, new_session

    session = new_session(MatchPlan(demo_seats(0, 4), SNAKE, melee_limit=6), SEED)
    session.events.clear()
    match = session.match
    agents = [AGENTS["normal"](SEED * 101 + seat) for seat in range(4)]
    while not match.is_over:
        request = match.pending()[0]
        match.submit(request.player, agents[request.player].choose(
            observe(match, request.player), request))
    return session


def _results(out: Path, size: tuple[int, int], suffix: str) -> list[Path]:
    """The results of that game."""
    from game.games.dicebot.ui.table import results_scene

    session = finished_game()
    app = driver.make_app(size)
    app.push(results_scene(session))
    path = out / f"dicebot_results{suffix}.png"
    driver.shoot(app, path)
    session.close()
    pygame.quit()
    return [path]


def _sudden_death(out: Path, size: tuple[int, int], suffix: str) -> list[Path]:
    """That game's sudden death banner: its last events replayed on the battle screen."""
    from game.ui.games import game_ui

    session = finished_game()
    names = [type(e).__name__ for e in session.match.events]
    if "SuddenDeathBegan" not in names:
        return []
    session.events.extend(session.match.events[names.index("SuddenDeathBegan") - 3:])
    app = driver.make_app(size)
    scene = game_ui("dicebot").battle_scene(session)
    app.push(scene)
    written = []
    if driver.run_until(app, scene, driver.playing("SuddenDeathBegan", 0.5)):
        path = out / f"dicebot_sudden_death{suffix}.png"
        driver.shoot(app, path)
        written.append(path)
    session.close()
    pygame.quit()
    return written
