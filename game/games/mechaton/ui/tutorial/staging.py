"""Screenshots of Mechaton's tutorial: Usage:
python -m game.games.mechaton.ui.tutorial.staging OUT_DIR [WIDTHxHEIGHT] [all]

Plays the lesson headless (the dummy video driver) with the example's answers and saves the
window at chosen lessons of both lessons: the builder and the first placement, combat
order, the dice, cover and the clock, and a refused answer's hint. Files are named
``tutorial_mechaton_<step>.png`` (``_small`` added below 1280 wide); ``all`` saves every
lesson as ``<number>.png`` instead (for looking at each callout).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

SHOTS = {"Your first mech: every part is a die": "build",
         "Your first mech goes in harm's way": "deploy",
         "Carver's go comes early": "combat_order", "Dice to jobs": "dice",
         "In cover, only 6s hit": "cover", "End it now?": "clock"}


def main(argv: list[str]) -> int:
    """Write the screenshots into ``argv[0]`` at the size ``argv[1]`` (default 1280x720)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["HEXBRAWL_HOME"] = tempfile.mkdtemp(prefix="hexbrawl-staging-")
    out = Path(argv[0])
    width, height = (int(n) for n in (argv[1] if len(argv) > 1 else "1280x720").split("x"))
    suffix = "" if width >= 1280 else "_small"
    out.mkdir(parents=True, exist_ok=True)
    import pygame

    from game.ui.app import App, init_pygame

    init_pygame()
    app = App(pygame.display.set_mode((width, height)))
    from game.games.mechaton.ui.tutorial.first_turn import FirstTurn
    from game.games.mechaton.ui.tutorial.setup_lesson import BuildAndDeploy

    every = "all" in argv[2:]
    taken: set[str] = set()
    for script in (BuildAndDeploy(), FirstTurn()):
        tutorial(app, script, out, suffix, taken, every)
    pygame.quit()
    return 0


def save(app: Any, path: Path) -> None:
    """The window as it is now."""
    import pygame

    pygame.image.save(app.window, str(path))


def tutorial(app: Any, script: Any, out: Path, suffix: str, taken: set[str],
             every: bool = False) -> None:
    """Play a lesson with the marked answers, saving the chosen lessons (and a hint)."""
    from game.ui.tutorial.scene import TutorialScene

    scene = TutorialScene(script)
    app.push(scene)
    scene.flow.animator.speed = 4
    for _ in range(20_000):
        if scene not in app.stack:
            return
        app.frame()
        lesson = scene.lesson
        if lesson is not None and lesson.title not in taken:
            name = f"{len(taken):02d}" if every else SHOTS.get(lesson.title)
            taken.add(lesson.title)
            if name is not None:
                app.frame()
                save(app, out / (f"{name}.png" if every else
                                 f"tutorial_mechaton_{name}{suffix}.png"))
        if scene.guide.blocking:
            scene.read_on()
        elif scene.player_prompt is not None and scene.flow.settled:
            _answer(app, scene, out, suffix, taken, every)


def _answer(app: Any, scene: Any, out: Path, suffix: str, taken: set[str],
            every: bool) -> None:
    """The example's answer, after a refused one at Dozer's target (saved as the hint)."""
    request = scene.player_prompt.request
    lesson = scene.lesson
    if not every and lesson is not None and lesson.title.startswith("Dozer") \
            and "hint" not in taken:
        taken.add("hint")
        scene.flow.sender(request)(request.legal_choices()[0])  # no attack: refused
        app.frame()
        save(app, out / f"tutorial_mechaton_hint{suffix}.png")
    scene.flow.sender(request)(scene.session.expected(request)[0])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
