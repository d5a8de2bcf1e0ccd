"""Screenshots of the tutorial's lessons, the title's offer and the fan shop's preview.

Usage: python -m game.ui.games.meatbot.tutorial.staging OUT_DIR [WIDTHxHEIGHT]

Plays both lessons headless (the dummy video driver) with the expected answers and saves the
window at chosen lessons: in lesson 1 an info callout at a bot, at the data sheet, at Nina
and at the log, the pick, aim and move callouts with their highlights, and a refused
answer's hint; in lesson 2 the shop, the peel, the meal and the finale. Files are named
``tutorial_meatbot_<step>.png`` and ``tutorial_meatbot2_<step>.png`` (``_small`` added below
1280 wide).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

SHOTS = {"The rulebook's first match": "intro", "Two plain bots": "sheet",
         "Round 1: pick two dice": "pick", "Your 8: shoot back": "aim",
         "Highest die first": "nina", "Move: the fast one moves last": "move",
         "That is the whole example": "finale"}
"""Lesson 1's callouts to keep, by title."""
SHOTS_2 = {"The build shop": "shop", "Organ Peel": "peel", "Round 2: eat": "eat",
           "How a match ends": "finale"}
"""Lesson 2's callouts to keep, by title."""


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
    title_offer(app, out / f"title_offer{suffix}.png")
    shop(app, out / f"shop_preview{suffix}.png")
    tutorial(app, out, suffix)
    pygame.quit()
    return 0


def save(app: object, path: Path) -> None:
    """The window as it is now."""
    import pygame

    pygame.image.save(app.window, str(path))  # type: ignore[attr-defined]


def title_offer(app: object, path: Path) -> None:
    """The title with the first-run offer open."""
    from game.ui.scenes.title import TitleScene

    app.push(TitleScene())  # type: ignore[attr-defined]
    for _ in range(3):
        app.frame()  # type: ignore[attr-defined]
    save(app, path)
    app.stack.clear()  # type: ignore[attr-defined]


def shop(app: object, path: Path) -> None:
    """The fan shop previewing Chitin after an Extra Meat is already in the order."""
    from game.rulesets.meatbot import devourables as dv
    from game.rulesets.meatbot.tournament_fighters import Fighter
    from game.ui.games.meatbot.scenes.tournament_shop import CATALOGUE, TournamentShopScene

    scene = TournamentShopScene(Fighter("Red", 3, (dv.BOOM,), fan_points=5), lambda o: None)
    app.push(scene)  # type: ignore[attr-defined]
    app.frame()  # type: ignore[attr-defined]
    scene.catalogue.selected = CATALOGUE.index(dv.EXTRA_MEAT)
    scene.buy()
    scene.catalogue.selected = CATALOGUE.index(dv.CHITIN)
    for _ in range(3):
        app.frame()  # type: ignore[attr-defined]
    save(app, path)
    app.stack.clear()  # type: ignore[attr-defined]


def tutorial(app: object, out: Path, suffix: str) -> None:
    """Play both lessons with the expected answers, saving the chosen lessons (and, in
    lesson 1, a refused pick's hint)."""
    from game.ui.games.meatbot.tutorial.first_fight import FirstFight
    from game.ui.games.meatbot.tutorial.shop_and_feast import ShopAndFeast

    stage(app, FirstFight(), SHOTS, out / "tutorial_meatbot_{}" f"{suffix}.png")
    stage(app, ShopAndFeast(), SHOTS_2, out / "tutorial_meatbot2_{}" f"{suffix}.png")


def stage(app: Any, script: Any, shots: dict[str, str], pattern: Path) -> None:
    """Play ``script``'s lesson, saving the window as ``pattern`` (its {} the shot's name)
    when a lesson of ``shots`` first shows."""
    from game.ui.tutorial.scene import TutorialScene

    scene = TutorialScene(script)
    app.push(scene)
    scene.flow.animator.speed = 4
    taken: set[str] = set()
    for _ in range(20_000):
        if scene not in app.stack:
            break
        app.frame()
        lesson = scene.lesson
        name = shots.get(lesson.title) if lesson is not None else None
        if name is not None and name not in taken:
            taken.add(name)
            app.frame()
            save(app, Path(str(pattern).format(name)))
        if scene.guide.blocking:
            scene.read_on()
        elif scene.player_prompt is not None and scene.flow.settled:
            request = scene.player_prompt.request
            if shots is SHOTS and "hint" not in taken and request.kind == "pick":
                taken.add("hint")
                refused_pick(app, scene, Path(str(pattern).format("hint")))
            scene.flow.send(scene.session.expected(request)[0])
    app.stack.clear()


def refused_pick(app: Any, scene: Any, path: Path) -> None:
    """Lock in two d4 (not the lesson's pick), save the hint, and take them back."""
    prompt = scene.flow.prompt
    prompt.change(0, 1)
    prompt.change(0, 1)
    prompt.ready()
    app.frame()
    save(app, path)
    prompt.reset()

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
