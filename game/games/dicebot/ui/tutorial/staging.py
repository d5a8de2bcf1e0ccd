"""Screenshots of Dice Bot's tutorial: a callout of each kind of step.

Usage: python -m game.games.dicebot.ui.tutorial.staging OUT_DIR [WIDTHxHEIGHT]

The tutorial with the script's answers (the shared driver, game/ui/tutorial/staging.py),
saved at chosen lessons: the hand, getting ready, the first grab (the dice to grab lit), the
head, the first card choice, the rulebook's example, the camera, an unpaid card, the medal,
and a refused grab's hint, as ``tutorial_dicebot_<step>.png`` (``_small`` below 1280 wide).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from game.ui.tutorial.staging import Stage, main_for, save

SHOTS = {"Six weapon cards": "hand", "Roll into the junkyard": "ready",
         "Grab for the body": "grab", "The head comes last": "head",
         "Round 1: choose in secret": "card", "The reveal: keep your camera": "reveal",
         "The rulebook's example": "example",
         "Whirr is faster: use the camera": "camera", "Clank cannot pay": "unpaid",
         "Your first medal": "medal"}
"""Lesson title -> the screenshot's name."""


def stages() -> list[Stage]:
    """The first melee, with a refused grab."""
    from game.games.dicebot.ui.tutorial.first_melee import FirstMelee

    return [Stage(FirstMelee(), SHOTS, "tutorial_dicebot", hint_here=at_first_grab,
                  refuse=wrong_grab, answer=answer, settle=settle)]


def settle(app: Any) -> None:
    """Let the junkyard's "GRAB!" flash (timed on the real clock) pass, then draw."""
    time.sleep(1.0)
    for _ in range(2):
        app.frame()


def at_first_grab(scene: Any) -> bool:
    """Bolt's first grab, with its lesson up: where the hint is staged."""
    return bool(scene.flow.device_prompts) and scene.lesson is not None \
        and scene.lesson.title == "Grab for the body"


def wrong_grab(app: Any, scene: Any, path: Path) -> None:
    """Grab a die the lesson does not light, and save the hint."""
    from game.games.dicebot.rules.first_melee import BOLT
    from game.games.dicebot.ui.tutorial.marks import open_request

    request = open_request(scene)
    want = scene.session.expected(request)
    scene.flow.send(next(c for c in request.legal_choices() if c not in want), BOLT)
    settle(app)
    save(app, path)


def answer(app: Any, scene: Any) -> None:
    """Bolt's answer by the script: a grab while the junkyard is open, else the prompt's."""
    from game.games.dicebot.rules.choices import Grab
    from game.games.dicebot.rules.first_melee import BOLT
    from game.games.dicebot.ui.tutorial.marks import open_request

    request = open_request(scene)
    want = scene.session.expected(request) if request is not None else ()
    if not want:
        return
    if request.real_time:
        if scene.flow.device_prompts:
            assert isinstance(want[0], Grab)
            scene.flow.send(want[0], BOLT)
    elif scene.flow.prompt is not None:
        scene.flow.send(want[0])


if __name__ == "__main__":
    main_for(stages)
