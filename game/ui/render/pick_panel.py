"""The dice picker: a stepper per die type with its limit and what it buys, Massacre left,
Undo / Reset / Ready, and Eat buttons when a torn-off devourable is within reach."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.battle.prompts import DIE_ROLES, DIE_SIDES, PickPrompt
from game.ui.palette import TeamStyle
from game.ui.render.buttons import Button, label_width
from game.ui.render.dice_tray import draw_die
from game.ui.text import text

ROW_HEIGHT = 34
ROLE_TIPS = (
    "Move dice (d4): each adds its roll to your Move this round.",
    "Defend dice (d6): the best one adds to your Defend this round.",
    "Attack dice (d10): each is spent on an attack when its value comes up, 10 first.",
    "Grandstand dice (d12): a 12 lets you pull a special move before any attack.",
)


def pick_buttons(prompt: PickPrompt, area: pygame.Rect,
                 item_kind: Callable[[int], str]) -> list[Button]:
    """The steppers, Undo, Reset, Ready and Eat buttons for ``prompt`` inside ``area``."""
    buttons: list[Button] = []
    for index in range(4):
        y = area.y + 6 + index * ROW_HEIGHT
        for delta, x, label in ((-1, area.x + 172, "-"), (1, area.x + 248, "+")):
            buttons.append(Button(
                pygame.Rect(x, y, 34, 30), label,
                lambda i=index, d=delta: prompt.change(i, d),
                f"{'Add' if delta > 0 else 'Remove'} a d{DIE_SIDES[index]} "
                f"({DIE_ROLES[index]}; key {'' if delta > 0 else 'Shift+'}{index + 1})",
                prompt.can_change(index, delta),
                hotkey=str(index + 1) if delta > 0 else f"S+{index + 1}"))
    right = area.right - 12
    ready = Button(pygame.Rect(right - 150, area.bottom - 52, 150, 42), "Ready",
                   prompt.ready, "Lock in this pick (Enter). Nobody sees it until the reveal.",
                   primary=True, hotkey="Enter", size=28)
    undo = Button(pygame.Rect(right - 150, area.y + 12, 72, 36), "Undo", prompt.undo,
                  "Take back the last change (Backspace).", bool(prompt.history))
    reset = Button(pygame.Rect(right - 72, area.y + 12, 72, 36), "Reset", prompt.reset,
                   "Put every die back.", any(prompt.counts))
    buttons += [ready, undo, reset]
    x = area.x + 540
    for number, uid in enumerate(prompt.edible):
        label = f"Eat {item_kind(uid)}"
        key = ("E", "S+E")[number] if number < 2 else ""
        width = label_width(label, 20)
        buttons.append(Button(pygame.Rect(x, area.bottom - 52, width, 36), label,
                              lambda u=uid: prompt.eat(uid=u),
                              "Spend the whole round eating it: no dice, no moving; it is "
                              "yours from next match if your Stomachs allow."
                              + (f" (key {key.replace('S+', 'Shift+')})" if key else ""),
                              size=20, hotkey=key))
        x += width + 8
    return buttons


def draw_pick_panel(surface: pygame.Surface, prompt: PickPrompt, area: pygame.Rect,
                    style: TeamStyle) -> list[tuple[pygame.Rect, str]]:
    """Labels around the buttons: die icons, counts, limits and what each buys."""
    tips: list[tuple[pygame.Rect, str]] = []
    for index in range(4):
        y = area.y + 6 + index * ROW_HEIGHT
        draw_die(surface, DIE_SIDES[index], None, (area.x + 22, y + 15), 11, style.colour)
        name = text(f"d{DIE_SIDES[index]} {DIE_ROLES[index]}", 21, theme.TEXT)
        surface.blit(name, (area.x + 40, y + 6))
        count = text(str(prompt.counts[index]), 28, theme.ACCENT, True)
        surface.blit(count, count.get_rect(center=(area.x + 227, y + 15)))
        limit = text(f"max {prompt.limit(index)}", 18, theme.TEXT_DIM)
        surface.blit(limit, (area.x + 292, y + 8))
        buys = text(prompt.buys(index), 21, theme.TEXT)
        surface.blit(buys, (area.x + 360, y + 6))
        tips.append((pygame.Rect(area.x + 4, y, 164, 30), ROLE_TIPS[index]))
    left = prompt.left
    big = text(f"{left} of {prompt.massacre}", 40, theme.ACCENT if left else theme.TEXT_DIM,
               True)
    x = area.right - 330
    surface.blit(text("Massacre left", 19, theme.TEXT_DIM), (x, area.y + 12))
    surface.blit(big, (x, area.y + 32))
    tips.append((pygame.Rect(x, area.y + 4, 150, 60),
                 "Massacre is how many dice you may pick in total this round."))
    for row, words in enumerate(("Keys: 1-4 add, Shift+1-4 take away,",
                                 "Backspace undo, Enter ready" + (", E eat" if prompt.edible
                                                                  else ""))):
        surface.blit(text(words, 16, theme.TEXT_DIM), (x, area.y + 84 + row * 18))
    if prompt.edible:
        surface.blit(text("or eat instead:", 19, theme.TEXT_DIM), (area.x + 540,
                                                                  area.bottom - 74))
    return tips
