"""Screenshots of a game's tutorial for the README and for looking at every callout: the one
driver behind each game's ``ui/tutorial/staging.py``.

A game lists its lessons as ``Stage``s (the script, the callouts to keep by title, and where
and how to show one refused answer's hint); ``run`` plays each lesson headless (the dummy
video driver) with the script's expected answers and saves the window as
``<prefix>_<step>.png`` (``_small`` added below 1280 wide) when a kept callout first shows;
``all`` after the size saves every callout as ``<number>.png`` instead.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.app import App, init_pygame
from game.ui.tutorial.scene import TutorialScene

if TYPE_CHECKING:
    from game.ui.tutorial.script import LessonScript

MAX_FRAMES = 20_000
"""A lesson longer than this many frames is a bug in its script: staging stops."""


def one_frame(app: App) -> None:
    """Draw once more, so a callout that just came up is on the window."""
    app.frame()


def send_expected(app: App, scene: TutorialScene) -> None:
    """The first answer the script expects at the player's open prompt, if one is open."""
    prompt = scene.player_prompt
    if prompt is not None:
        scene.flow.send(scene.session.expected(prompt.request)[0])


@dataclass
class Stage:
    """One lesson to stage."""

    script: LessonScript
    shots: dict[str, str]
    """Lesson title -> the step name its screenshot is saved under."""
    prefix: str
    """The files' name before the step, e.g. "tutorial_mechaton"."""
    hint_here: Callable[[TutorialScene], bool] = field(default=lambda scene: False)
    """True at the one prompt where a refused answer is staged (default: none is)."""
    refuse: Callable[[App, TutorialScene, Path], None] | None = None
    """Give a wrong answer there and save the hint to the path."""
    answer: Callable[[App, TutorialScene], None] = send_expected
    """The player's answer once the board has settled (default: the expected one)."""
    settle: Callable[[App], None] = one_frame
    """What to wait for before a screenshot (default: one more frame)."""


def run(argv: list[str], stages: Callable[[], list[Stage]],
        extras: Callable[[App, Path, str], None] | None = None) -> int:
    """Stage every lesson into ``argv[0]`` at the size ``argv[1]`` (default 1280x720);
    ``extras(app, out, suffix)`` takes a game's other pictures first."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["HEXBRAWL_HOME"] = tempfile.mkdtemp(prefix="hexbrawl-staging-")
    out = Path(argv[0])
    width, height = (int(n) for n in (argv[1] if len(argv) > 1 else "1280x720").split("x"))
    suffix = "" if width >= 1280 else "_small"
    out.mkdir(parents=True, exist_ok=True)
    init_pygame()
    app = App(pygame.display.set_mode((width, height)))
    if extras is not None:
        extras(app, out, suffix)
    numbered: set[str] | None = set() if "all" in argv[2:] else None
    for stage in stages():
        play(app, stage, out, suffix, numbered)
    pygame.quit()
    return 0


def save(app: Any, path: Path) -> None:
    """The window as it is now."""
    pygame.image.save(app.window, str(path))


def play(app: App, stage: Stage, out: Path, suffix: str,
         numbered: set[str] | None = None) -> None:
    """Play one lesson with the expected answers, saving its kept callouts and its hint
    (or, given ``numbered``, every callout not seen before as ``<number>.png``)."""
    scene = TutorialScene(stage.script)
    app.push(scene)
    scene.flow.animator.speed = 4
    taken: set[str] = set()
    for _ in range(MAX_FRAMES):
        if scene not in app.stack:
            break
        app.frame()
        ready = scene.flow.settled and not scene.guide.blocking
        shot = _shot_name(scene, stage, numbered)
        if shot is not None and shot not in taken and (scene.guide.blocking or ready):
            taken.add(shot)
            if numbered is not None:
                numbered.add(scene.lesson.title if scene.lesson is not None else shot)
            stage.settle(app)
            save(app, out / (f"{shot}.png" if numbered is not None
                             else f"{stage.prefix}_{shot}{suffix}.png"))
        if scene.guide.blocking:
            scene.read_on()
        elif ready:
            if numbered is None and stage.refuse is not None and "hint" not in taken \
                    and scene.player_prompt is not None and stage.hint_here(scene):
                taken.add("hint")
                stage.refuse(app, scene, out / f"{stage.prefix}_hint{suffix}.png")
            stage.answer(app, scene)
    app.stack.clear()


def _shot_name(scene: TutorialScene, stage: Stage, numbered: set[str] | None) -> str | None:
    lesson = scene.lesson
    if lesson is None:
        return None
    if numbered is None:
        return stage.shots.get(lesson.title)
    return None if lesson.title in numbered else f"{len(numbered):02d}"


def main_for(stages: Callable[[], list[Stage]],
             extras: Callable[[App, Path, str], None] | None = None) -> None:
    """Run as a game's ``python -m ...staging OUT_DIR [WIDTHxHEIGHT] [all]``."""
    sys.exit(run(sys.argv[1:], stages, extras))
