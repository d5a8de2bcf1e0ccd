"""Screenshots of MetalKrushers' tutorial: its callouts at each kind of step, and a hint.

Usage: python -m game.games.metalkrushers.ui.tutorial.staging OUT_DIR [WIDTHxHEIGHT]

Plays the combat example headless (the dummy video driver) with the book's answers and saves
the window at chosen lessons, then a refused parry's hint. Files are named
``tutorial_metalkrushers_<step>.png`` (``_small`` added below 1280 wide).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

SHOTS = {"Design B: the Duelist": "build", "Stop with the free turn": "move",
         "Parry C's large slice": "parry", "Term by term: a hit": "sum",
         "The critical hit chart": "critical"}
"""Lesson title -> the screenshot's step name."""


def main(argv: list[str]) -> int:
    """Write the screenshots into ``argv[0]`` at the size ``argv[1]`` (default 1280x720)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["HEXBRAWL_HOME"] = tempfile.mkdtemp(prefix="hexbrawl-staging-")
    out = Path(argv[0])
    width, height = (int(n) for n in (argv[1] if len(argv) > 1 else "1280x720").split("x"))
    out.mkdir(parents=True, exist_ok=True)
    import pygame

    from game.ui.app import App, init_pygame

    init_pygame()
    app = App(pygame.display.set_mode((width, height)))
    tutorial(app, out, "" if width >= 1280 else "_small")
    pygame.quit()
    return 0


def save(app: Any, path: Path) -> None:
    """The window as it is now."""
    import pygame

    pygame.image.save(app.window, str(path))


def tutorial(app: Any, out: Path, suffix: str) -> None:
    """Play the lesson with the book's answers, saving the chosen lessons and a hint."""
    from game.games.metalkrushers.ui.tutorial.combat_lesson import CombatLesson
    from game.ui.tutorial.scene import TutorialScene

    scene = TutorialScene(CombatLesson())
    app.push(scene)
    scene.flow.animator.speed = 4
    taken: set[str] = set()
    for _ in range(20_000):
        if scene not in app.stack:
            return
        app.frame()
        lesson, prompt = scene.lesson, scene.player_prompt
        ready = prompt is not None and scene.flow.settled and not scene.guide.blocking
        name = SHOTS.get(lesson.title) if lesson is not None else None
        if name is not None and name not in taken and (scene.guide.blocking or ready):
            taken.add(name)
            app.frame()
            save(app, out / f"tutorial_metalkrushers_{name}{suffix}.png")
        if scene.guide.blocking:
            scene.read_on()
        elif ready:
            if name == "parry" and "hint" not in taken:
                taken.add("hint")
                refuse(app, scene, out / f"tutorial_metalkrushers_hint{suffix}.png")
            scene.flow.send(scene.session.expected(prompt.request)[0])


def refuse(app: Any, scene: Any, path: Path) -> None:
    """Declare "No parry" where the lesson wants the parry, and save the hint."""
    prompt = scene.player_prompt
    prompt.select(0)
    prompt.confirm()
    for _ in range(3):
        app.frame()
    save(app, path)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
