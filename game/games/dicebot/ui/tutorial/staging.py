"""Screenshots of Dice Bot's tutorial: a callout of each kind of step.

Usage: python -m game.games.dicebot.ui.tutorial.staging OUT_DIR [WIDTHxHEIGHT]

Plays the tutorial headless (the dummy video driver) with the script's answers and saves the
window at chosen lessons: the hand, getting ready, the first grab (the dice to grab lit), the
head, the first card choice, the rulebook's example, the camera, an unpaid card, the medal,
and a refused grab's hint. Files are named ``tutorial_dicebot_<step>.png`` (``_small`` added
below 1280 wide).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SHOTS = {"Six weapon cards": "hand", "Roll into the junkyard": "ready",
         "Grab for the body": "grab", "The head comes last": "head",
         "Round 1: choose in secret": "card", "The reveal: keep your camera": "reveal",
         "The rulebook's example": "example",
         "Whirr is faster: use the camera": "camera", "Clank cannot pay": "unpaid",
         "Your first medal": "medal"}
"""Lesson title -> the screenshot's name."""


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
    tutorial(app, out, suffix)
    pygame.quit()
    return 0


def save(app: Any, path: Path) -> None:
    """The window as it is now."""
    import pygame

    pygame.image.save(app.window, str(path))


def settle(app: Any) -> None:
    """Let the junkyard's "GRAB!" flash (timed on the real clock) pass, then draw."""
    time.sleep(1.0)
    for _ in range(2):
        app.frame()


def tutorial(app: Any, out: Path, suffix: str) -> None:
    """Play the tutorial with the script's answers, saving the chosen lessons (and a
    refused grab's hint)."""
    from game.games.dicebot.ui.tutorial.first_melee import FirstMelee
    from game.ui.tutorial.scene import TutorialScene

    scene = TutorialScene(FirstMelee())
    app.push(scene)
    scene.flow.animator.speed = 4
    taken: set[str] = set()
    for _ in range(20_000):
        if scene not in app.stack:
            return
        app.frame()
        lesson = scene.lesson
        name = SHOTS.get(lesson.title) if lesson is not None else None
        if name is not None and name not in taken and (scene.guide.blocking or
                                                       scene.flow.settled):
            taken.add(name)
            settle(app)
            save(app, out / f"tutorial_dicebot_{name}{suffix}.png")
        if scene.guide.blocking:
            scene.read_on()
        elif scene.flow.settled:
            answer(app, scene, out, suffix, taken)


def answer(app: Any, scene: Any, out: Path, suffix: str, taken: set[str]) -> None:
    """Bolt's answer by the script (once, first, a wrong grab to show the hint)."""
    from game.games.dicebot.rules.choices import Grab
    from game.games.dicebot.rules.first_melee import BOLT
    from game.games.dicebot.ui.tutorial.marks import open_request

    request = open_request(scene)
    if request is None:
        return
    want = scene.session.expected(request)
    if not want:
        return
    if request.real_time:
        if not scene.flow.device_prompts:
            return
        if "hint" not in taken and "grab" in taken:
            taken.add("hint")
            wrong = next(c for c in request.legal_choices() if c not in want)
            scene.flow.send(wrong, BOLT)
            settle(app)
            save(app, out / f"tutorial_dicebot_hint{suffix}.png")
        assert isinstance(want[0], Grab)
        scene.flow.send(want[0], BOLT)
    elif scene.flow.prompt is not None:
        scene.flow.send(want[0])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
