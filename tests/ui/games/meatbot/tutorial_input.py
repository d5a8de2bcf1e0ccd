"""The keys and clicks a player following Meatbot's tutorial callouts posts for each prompt
(``tests.ui.tutorial_walk``'s ``answer``)."""

from __future__ import annotations

from typing import Any

import pygame

from game.rulesets.meatbot.choices import Attack, Pick, Stop
from game.ui.games.meatbot.battle.prompts import AimPrompt, MovePrompt, PickPrompt
from game.ui.games.meatbot.tutorial.marks import expected_walk
from tests.ui.conftest import move_mouse, post, press

DIGITS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)


def click(pos: tuple[float, float]) -> None:
    """A left click at ``pos``."""
    move_mouse(pos)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(round(pos[0]), round(pos[1])), button=1)


def answer(app: Any, scene: Any, expected: tuple[Any, ...]) -> None:
    """Dice by number keys, a weapon by its key then a click on the target, a walk by a
    click on the marked hex, Stop by X; anything else through the flow."""
    prompt, want = scene.flow.prompt, expected[0]
    if isinstance(prompt, PickPrompt) and isinstance(want, Pick):
        for key, count in zip(DIGITS, (want.d4, want.d6, want.d10, want.d12), strict=True):
            for _ in range(count):
                press(key)
        press(pygame.K_RETURN)
    elif isinstance(prompt, AimPrompt) and isinstance(want, Attack):
        number = next(i for i, (_, _, action) in enumerate(prompt.slots, 1)
                      if action is not None and want in action.choices)
        press(DIGITS[number - 1])
        app.frame()
        click(scene.screen_of(scene.flow.board.bots[want.target].hex))
    elif isinstance(prompt, MovePrompt) and isinstance(want, Stop):
        press(pygame.K_x)
    elif isinstance(prompt, MovePrompt):
        click(scene.screen_of(expected_walk(scene.flow)[-1]))
    else:
        scene.flow.send(want)
