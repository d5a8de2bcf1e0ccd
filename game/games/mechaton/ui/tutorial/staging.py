"""Screenshots of Mechaton's tutorial. Usage:
python -m game.games.mechaton.ui.tutorial.staging OUT_DIR [WIDTHxHEIGHT] [all]

Both lessons with the example's answers (the shared driver, game/ui/tutorial/staging.py):
the builder and the first placement, combat order, the dice, cover and the clock, and a
refused answer's hint at Dozer's target, as ``tutorial_mechaton_<step>.png``; ``all`` saves
every callout as ``<number>.png`` instead.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.ui.tutorial.staging import Stage, main_for, save

SHOTS = {"Your first mech: every part is a die": "build",
         "Your first mech goes in harm's way": "deploy",
         "Carver's go comes early": "combat_order", "Dice to jobs": "dice",
         "In cover, only 6s hit": "cover", "End it now?": "clock"}
"""Lesson title -> the screenshot's step name."""
PREFIX = "tutorial_mechaton"


def stages() -> list[Stage]:
    """Building and deploying, then the example turn (a refused target at Dozer's)."""
    from game.games.mechaton.ui.tutorial.first_turn import FirstTurn
    from game.games.mechaton.ui.tutorial.setup_lesson import BuildAndDeploy

    return [Stage(BuildAndDeploy(), SHOTS, PREFIX),
            Stage(FirstTurn(), SHOTS, PREFIX, hint_here=at_dozer, refuse=no_attack)]


def at_dozer(scene: Any) -> bool:
    """Dozer's target: where the hint is staged."""
    return scene.lesson is not None and scene.lesson.title.startswith("Dozer")


def no_attack(app: Any, scene: Any, path: Path) -> None:
    """Answer "no attack" where the lesson wants Arty, and save the hint."""
    request = scene.player_prompt.request
    scene.flow.sender(request)(request.legal_choices()[0])
    app.frame()
    save(app, path)


if __name__ == "__main__":
    main_for(stages)
