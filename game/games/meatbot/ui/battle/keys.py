"""Playing a battle from the keyboard alone: every decision the mouse can make, keys can too.

Bound keys come from the settings (``bindings.KeyMap``; defaults in brackets); the digits,
arrows, Tab and PageUp/PageDown are fixed helpers that work unless bound to something else.

- The number keys (defaults 1-9) are bindable: Meatbot's ``number_1`` .. ``number_9``
  (``KEY_ACTIONS`` in game/games/meatbot/ui/__init__.py).
- Picking: 1-4 add a die of that type, Shift+1-4 take one away, Undo [Backspace] undoes, Eat
  [E] eats what is within reach (with Shift: a second item), Confirm [Enter] is Ready.
- Aiming: 1-9 choose the weapon; the best aim against the other bots is already chosen (its
  preview shown), so Confirm fires it at once; the arrow keys or Tab (Shift+Tab back) step
  through every legal aim from there (targets, hexes in range, the six directions; those that
  would hurt your own bot last), with the exact preview following. When several choices
  share a hex, or a list of options is up, the arrows walk through the options, 1-9 pick
  one, PageUp/PageDown turn pages, Confirm chooses.
- Moving: the arrow keys move a destination cursor among the reachable hexes (the path
  follows), Confirm walks there, Stop moving [X] or End turn [Space] stops.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.core.hexes import Hex
from game.ui.battle.bindings import KeyMap
from game.ui.battle.prompt import Prompt

if TYPE_CHECKING:
    from game.games.meatbot.ui.battle.prompts import AimPrompt, MovePrompt, PickPrompt
    from game.ui.scenes.battle import BattleScene

ARROWS: dict[int, tuple[int, int]] = {
    pygame.K_RIGHT: (1, 0), pygame.K_LEFT: (-1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1),
}
FORWARD = (pygame.K_RIGHT, pygame.K_DOWN)
STEP_KEYS = (*ARROWS, pygame.K_TAB)
PAGE_KEYS = (pygame.K_PAGEDOWN, pygame.K_PAGEUP)
NUMBER = "number_"
"""Meatbot's number actions are "number_1" .. "number_9" (bound to 1-9 by default)."""


def _fixed(event: pygame.event.Event, action: str | None, keys: object) -> bool:
    """True if ``event`` is one of the fixed helper ``keys`` and free to act as one."""
    return event.key in keys and KeyMap.fixed_key_free(action)  # type: ignore[operator]


def _shifted(event: pygame.event.Event) -> bool:
    return bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)


def digit_of(event: pygame.event.Event, action: str | None) -> int | None:
    """The number 1-9 the key of ``event`` is bound to (None: not a number key)."""
    if action is None or not action.startswith(NUMBER):
        return None
    return int(action[len(NUMBER):])

def pick_key(prompt: PickPrompt, event: pygame.event.Event, action: str | None) -> bool:
    """Shift+1-4 take a die away; Eat (Shift: the second item) eats."""
    number = digit_of(event, action)
    if number is not None and number <= 4 and _shifted(event):
        prompt.change(number - 1, -1)
        return True
    which = 1 if _shifted(event) else 0
    if action == "eat" and len(prompt.edible) > which:
        prompt.eat(prompt.edible[which])
        return True
    return False

def option_key(scene: BattleScene, event: pygame.event.Event, action: str | None) -> bool:
    """Digits, Confirm, pages and arrows over the panel's option buttons."""
    prompt = scene.flow.prompt
    assert prompt is not None
    options = [b for b in scene.buttons if b.kind == "option"]
    pages = _page_count(scene)
    number = digit_of(event, action)
    if number is not None and number <= len(options):
        options[number - 1].action()
    elif action == "confirm" and options:
        options[min(prompt.focus, len(options) - 1)].action()
    elif _fixed(event, action, PAGE_KEYS):
        prompt.turn_page(1 if event.key == pygame.K_PAGEDOWN else -1, pages)
    elif _fixed(event, action, STEP_KEYS):
        forward = event.key in FORWARD or event.key == pygame.K_TAB and not _shifted(event)
        _step_focus(prompt, len(options), pages, 1 if forward else -1)
    else:
        return False
    scene._buttons_key = None
    return True

def _page_count(scene: BattleScene) -> int:
    more = next((b for b in scene.buttons if b.label.startswith("More ")), None)
    return int(more.label.rsplit("/", 1)[1]) if more is not None else 1

def _step_focus(prompt: Prompt, count: int, pages: int, delta: int) -> None:
    """Move the keyboard's focus; past either end of a page it turns to the next one."""
    focus = prompt.focus + delta
    if 0 <= focus < count:
        prompt.focus = focus
        return
    prompt.turn_page(delta, pages)
    if delta < 0:
        prompt.focus = 99  # clamped to the page's last option when its buttons are made

def aim_key(scene: BattleScene, prompt: AimPrompt, event: pygame.event.Event,
            action: str | None) -> bool:
    """Confirm fires at the aim (the best one is preselected); arrows and Tab step through
    the legal aims, best first."""
    if action == "confirm":
        if prompt.pool is not None:
            if scene.hover is not None:
                prompt.click(scene.hover)
        else:
            prompt.fire()
        scene._buttons_key = None
        return True
    if not _fixed(event, action, STEP_KEYS):
        return False
    targets = prompt.tab_order(aim_order(scene, prompt.targets(), prompt.origin))
    if not targets:
        return True
    forward = event.key in FORWARD or event.key == pygame.K_TAB and not _shifted(event)
    here = scene.hover if prompt.pool is not None else prompt.aim
    if here in targets:
        index = targets.index(here) + (1 if forward else -1)
    else:
        index = 0 if forward else -1
    point_at(scene, targets[index % len(targets)])
    return True

def aim_order(scene: BattleScene, targets: list[Hex], origin: Hex) -> list[Hex]:
    """Targets clockwise around the aiming bot from straight up, nearer first."""
    layout = scene.arena.layout
    ox, oy = layout.hex_to_pixel(origin)

    def key(h: Hex) -> tuple[float, float]:
        x, y = layout.hex_to_pixel(h)
        angle = math.atan2(x - ox, oy - y) % math.tau
        return round(angle, 3), math.hypot(x - ox, y - oy)

    return sorted(targets, key=key)

def point_at(scene: BattleScene, h: Hex) -> None:
    """Put the cursor on ``h`` as if the mouse rested there (the preview or path follows)."""
    scene.hover = h
    prompt = scene.flow.prompt
    if prompt is not None:
        prompt.hover(h)

def move_key(scene: BattleScene, prompt: MovePrompt, event: pygame.event.Event,
             action: str | None) -> bool:
    """Stop, Confirm (walk to the cursor) and arrows (move the cursor)."""
    if action in ("stop_moving", "end_turn"):
        prompt.stop()
        return True
    if action == "confirm":
        walk = prompt.walk(scene.hover)
        if walk:
            scene.flow.plan_walk(walk)
        return True
    if not _fixed(event, action, ARROWS):
        return False
    here = scene.hover if scene.hover in prompt.destinations else \
        scene.flow.board.bots[prompt.seat].hex
    step = nearest_towards(scene, here, list(prompt.destinations), ARROWS[event.key])
    if step is not None:
        point_at(scene, step)
    return True

def nearest_towards(scene: BattleScene, here: Hex, hexes: list[Hex],
                    direction: tuple[int, int]) -> Hex | None:
    """The hex of ``hexes`` nearest to ``here`` on screen in ``direction`` (None if none)."""
    layout = scene.arena.layout
    hx, hy = layout.hex_to_pixel(here)
    best: tuple[float, Hex] | None = None
    for h in hexes:
        x, y = layout.hex_to_pixel(h)
        ahead = (x - hx) * direction[0] + (y - hy) * direction[1]
        aside = abs((x - hx) * direction[1] - (y - hy) * direction[0])
        if ahead <= 1:
            continue
        score = ahead + 2 * aside
        if best is None or score < best[0]:
            best = (score, h)
    return best[1] if best is not None else None
