"""Screenshots of MetalKrushers' tutorial: its callouts at each kind of step, and a hint.

Usage: python -m game.games.metalkrushers.ui.tutorial.staging OUT_DIR [WIDTHxHEIGHT]

The combat example with the book's answers (the shared driver, game/ui/tutorial/staging.py),
saved at chosen lessons as ``tutorial_metalkrushers_<step>.png``, then a refused parry's hint.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.ui.tutorial.staging import Stage, main_for, save

SHOTS = {"Design B: the Duelist": "build", "Stop with the free turn": "move",
         "Parry C's large slice": "parry", "Term by term: a hit": "sum",
         "The critical hit chart": "critical"}
"""Lesson title -> the screenshot's step name."""


def stages() -> list[Stage]:
    """The combat lesson, with a refused parry."""
    from game.games.metalkrushers.ui.tutorial.combat_lesson import CombatLesson

    return [Stage(CombatLesson(), SHOTS, "tutorial_metalkrushers",
                  hint_here=at_parry, refuse=no_parry)]


def at_parry(scene: Any) -> bool:
    """The parry lesson: where the hint is staged."""
    return scene.lesson is not None and scene.lesson.title == "Parry C's large slice"


def no_parry(app: Any, scene: Any, path: Path) -> None:
    """Declare "No parry" where the lesson wants the parry, and save the hint."""
    prompt = scene.player_prompt
    prompt.select(0)
    prompt.confirm()
    for _ in range(3):
        app.frame()
    save(app, path)


if __name__ == "__main__":
    main_for(stages)
