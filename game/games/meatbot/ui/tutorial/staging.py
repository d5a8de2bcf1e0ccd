"""Screenshots of the tutorial's lessons, the title's offer and the fan shop's preview.

Usage: python -m game.games.meatbot.ui.tutorial.staging OUT_DIR [WIDTHxHEIGHT]

Both lessons with the expected answers (the shared driver, game/ui/tutorial/staging.py):
in lesson 1 an info callout at a bot, at the data sheet, at Nina and at the log, the pick,
aim and move callouts with their highlights, and a refused pick's hint; in lesson 2 the
shop, the peel, the meal and the finale. Files are named ``tutorial_meatbot_<step>.png``
and ``tutorial_meatbot2_<step>.png`` (``_small`` added below 1280 wide).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.ui.tutorial.staging import Stage, main_for, save

SHOTS = {"The rulebook's first match": "intro", "Two plain bots": "sheet",
         "Round 1: pick two dice": "pick", "Your 8: shoot back": "aim",
         "Highest die first": "nina", "Move: the fast one moves last": "move",
         "That is the whole example": "finale"}
"""Lesson 1's callouts to keep, by title."""
SHOTS_2 = {"The build shop": "shop", "Organ Peel": "peel", "Round 2: eat": "eat",
           "How a match ends": "finale"}
"""Lesson 2's callouts to keep, by title."""


def stages() -> list[Stage]:
    """Lesson 1 (a refused pick staged) and lesson 2."""
    from game.games.meatbot.ui.tutorial.first_fight import FirstFight
    from game.games.meatbot.ui.tutorial.shop_and_feast import ShopAndFeast

    return [Stage(FirstFight(), SHOTS, "tutorial_meatbot", hint_here=at_pick,
                  refuse=refused_pick),
            Stage(ShopAndFeast(), SHOTS_2, "tutorial_meatbot2")]


def extras(app: Any, out: Path, suffix: str) -> None:
    """The title's first-run offer and the fan shop's preview."""
    title_offer(app, out / f"title_offer{suffix}.png")
    shop(app, out / f"shop_preview{suffix}.png")


def title_offer(app: Any, path: Path) -> None:
    """The title with the first-run offer open."""
    from game.ui.scenes.title import TitleScene

    app.push(TitleScene())
    for _ in range(3):
        app.frame()
    save(app, path)
    app.stack.clear()


def shop(app: Any, path: Path) -> None:
    """The fan shop previewing Chitin after an Extra Meat is already in the order."""
    from game.games.meatbot.rules import devourables as dv
    from game.games.meatbot.rules.tournament_fighters import Fighter
    from game.games.meatbot.ui.scenes.tournament_shop import CATALOGUE, TournamentShopScene

    scene = TournamentShopScene(Fighter("Red", 3, (dv.BOOM,), fan_points=5), lambda o: None)
    app.push(scene)
    app.frame()
    scene.catalogue.selected = CATALOGUE.index(dv.EXTRA_MEAT)
    scene.buy()
    scene.catalogue.selected = CATALOGUE.index(dv.CHITIN)
    for _ in range(3):
        app.frame()
    save(app, path)
    app.stack.clear()


def at_pick(scene: Any) -> bool:
    """The first pick: where the hint is staged."""
    return bool(scene.player_prompt.request.kind == "pick")


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
    main_for(stages, extras)
