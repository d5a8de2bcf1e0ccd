"""The README's Dice Bot battle screenshots (``driver.main``): card choice, reveal, ability
window, an attack, a destruction and the results, at 1280x720 and 800x600."""

from __future__ import annotations

from pathlib import Path

import pygame

from tests.ui.games.dicebot_table import driver

SIZES = ((1280, 720), (800, 600))
MOMENTS = (("card", driver.prompt_kind("card")),
           ("reveal", driver.playing("CardsRevealed", 0.7)),
           ("ability", driver.prompt_kind("ability")),
           ("attack", driver.playing("AttackResolved", 0.7)),
           ("destroyed", driver.playing("RobotDestroyed", 0.4)))
SEED = 7


def take_all(out: Path) -> list[Path]:
    """Every moment at every size; returns the files written."""
    written = []
    for size in SIZES:
        suffix = "" if size == (1280, 720) else "_800"
        for name, done in MOMENTS:
            app = driver.make_app(size)
            scene = driver.open_battle(app, SEED)
            if driver.play_until(app, scene, done):
                path = out / f"dicebot_{name}{suffix}.png"
                driver.shoot(app, path)
                written.append(path)
            scene.session.close()
            pygame.quit()
        written += _results(out, size, suffix)
    return written


def _results(out: Path, size: tuple[int, int], suffix: str) -> list[Path]:
    app = driver.make_app(size)
    scene = driver.open_battle(app, SEED, humans=0)
    scene.flow.animator.speed = 4
    driver.play_until(app, scene, lambda s: app.top is not s, frames=200000)
    path = out / f"dicebot_results{suffix}.png"
    driver.shoot(app, path)
    scene.session.close()
    pygame.quit()
    return [path]
