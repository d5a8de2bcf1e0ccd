"""The keys and clicks a player following Meatbot's tutorial callouts posts for each prompt
(``tests.ui.tutorial_walk``'s ``answer``)."""

from __future__ import annotations

from typing import Any

import pygame

from game.rulesets.meatbot.choices import Attack, Build, Eat, OrganPeel, Pick, Stop
from game.ui.games.meatbot.battle.prompts import AimPrompt, MovePrompt, PickPrompt
from game.ui.games.meatbot.battle.shop_prompt import ShopPrompt
from game.ui.games.meatbot.tutorial.marks import expected_walk
from tests.ui.conftest import move_mouse, post, press

DIGITS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)


def click(pos: tuple[float, float]) -> None:
    """A left click at ``pos``."""
    move_mouse(pos)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(round(pos[0]), round(pos[1])), button=1)


def click_button(app: Any, scene: Any, label: str) -> None:
    """Click the panel button whose label starts with ``label`` (its page turned to
    first), and let a frame pass."""
    app.frame()
    for _ in range(5):
        found = [b for b in scene.buttons if b.label.startswith(label)]
        if found:
            click(found[0].rect.center)
            app.frame()
            return
        more = [b for b in scene.buttons if b.label.startswith("More ")]
        assert more, f"no {label!r} button on {[b.label for b in scene.buttons]}"
        click(more[0].rect.center)
        app.frame()
    raise AssertionError(f"no {label!r} button on any page")


def answer(app: Any, scene: Any, expected: tuple[Any, ...]) -> None:
    """Devourables by clicking their buttons then Ready, dice by number keys, eating by E,
    a weapon or grandstand by its key then a click on the target (and one on the landing
    hex), a walk by a click on the marked hex, Stop by X; anything else through the flow."""
    prompt, want = scene.flow.prompt, expected[0]
    if isinstance(prompt, ShopPrompt) and isinstance(want, Build):
        for kind in want.devourables:
            click_button(app, scene, f"{kind} (")
        press(pygame.K_RETURN)
    elif isinstance(prompt, PickPrompt) and isinstance(want, Eat):
        press(pygame.K_e)
    elif isinstance(prompt, AimPrompt) and isinstance(want, OrganPeel):
        press(DIGITS[slot_of(prompt, want) - 1])
        app.frame()
        click(scene.screen_of(scene.flow.board.bots[want.target].hex))
        app.frame()
        click(scene.screen_of(want.to))
    elif isinstance(prompt, PickPrompt) and isinstance(want, Pick):
        for key, count in zip(DIGITS, (want.d4, want.d6, want.d10, want.d12), strict=True):
            for _ in range(count):
                press(key)
        press(pygame.K_RETURN)
    elif isinstance(prompt, AimPrompt) and isinstance(want, Attack):
        press(DIGITS[slot_of(prompt, want) - 1])
        app.frame()
        click(scene.screen_of(scene.flow.board.bots[want.target].hex))
    elif isinstance(prompt, MovePrompt) and isinstance(want, Stop):
        press(pygame.K_x)
    elif isinstance(prompt, MovePrompt):
        click(scene.screen_of(expected_walk(scene.flow)[-1]))
    else:
        scene.flow.send(want)


def slot_of(prompt: Any, want: Any) -> int:
    """The number key of the aim prompt's action that holds ``want``."""
    return next(i for i, (_, _, action) in enumerate(prompt.slots, 1)
                if action is not None and want in action.choices)
