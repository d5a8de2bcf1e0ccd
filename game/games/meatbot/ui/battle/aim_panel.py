"""The aim prompt's buttons: one per action of the die (numbered, fixed order), the way to
answer in private in front of other humans, and the choices that share a pointed-at hex (or
the question before an aim that hurts only your own bot)."""

from __future__ import annotations

import pygame

from game.games.meatbot.rules.devourables import DEVOURABLES
from game.games.meatbot.ui.battle.aim_prompt import AimPrompt
from game.games.meatbot.ui.battle.choices_ui import HINTS, describe
from game.games.meatbot.ui.battle.panels import STRIP, item_kind_of, option_buttons
from game.ui.battle.controller import BattleFlow
from game.ui.render.buttons import Button, flow_rects, label_width


def aim_buttons(flow: BattleFlow, prompt: AimPrompt, area: pygame.Rect) -> list[Button]:
    """The actions of an attack or grandstand die (or the options on one hex)."""
    if prompt.options:
        return _aim_options(flow, prompt, area)
    row = pygame.Rect(area.x + 12, area.y + STRIP + 6, area.width - 24, 40)
    buttons = []
    size, height = 21, 34
    labels = [label for _, label, _ in prompt.slots]
    if prompt.in_private is not None:
        labels.append(PRIVATE_LABEL)
    rects = flow_rects(row, [label_width(label, size) for label in labels], height)
    if rects and rects[-1].y > row.y:  # two rows would run into the live line: go smaller
        size, height = 17, 26
        rects = flow_rects(row, [label_width(label, size, 16) for label in labels], height, 6)
    if prompt.in_private is not None:
        number = len(prompt.slots) + 1
        buttons.append(Button(rects.pop(), PRIVATE_LABEL, prompt.in_private, PRIVATE_TIP,
                              hotkey=flow.keys.label(f"number_{number}") if number < 10 else "",
                              size=size))
    for number, (rect, (key, label, action)) in enumerate(zip(rects, prompt.slots,
                                                               strict=True), 1):
        tip = HINTS.get(key, "")
        weapon = key.split(":", 1)[-1]
        if weapon in DEVOURABLES:
            tip = f"{weapon}: {DEVOURABLES[weapon].summary}"
        buttons.append(Button(rect, label, lambda a=action: prompt.choose_action(a),
                              tip or label, enabled=action is not None,
                              selected=action is not None and action is prompt.action,
                              hotkey=flow.keys.label(f"number_{number}") if number < 10 else "",
                              size=size))
    return buttons


PRIVATE_LABEL = "Unseen devourables..."
PRIVATE_TIP = ("Use a devourable the others have not seen yet: they look away while the "
               "screen is handed to you.")


def _aim_options(flow: BattleFlow, prompt: AimPrompt, area: pygame.Rect) -> list[Button]:
    """Several choices share the clicked hex: Back, then one button per choice (two rows)."""
    names = flow.session.names
    cancel = flow.keys.label("cancel")
    back = Button(pygame.Rect(area.x + 12, area.y + STRIP + 6, 80, 34), "Back", prompt.back,
                  f"Choose another action or target ({cancel}).", hotkey=cancel, size=21)
    options = [(_group_label(group, names, flow), lambda g=group: prompt.choose_group(g), "")
               for group in prompt.options]
    if prompt.confirming is not None:
        hurt = prompt.preview_of(prompt.confirming).damage.get(prompt.seat, 0)
        options = [(f"Fire anyway: it hits only you, for {hurt}", options[0][1],
                    f"This aim hurts nobody but your own bot. {cancel}: aim elsewhere.")]
    rows = pygame.Rect(area.x + 102, area.y + STRIP + 6, area.width - 114,
                       area.bottom - area.y - STRIP - 12)
    return [back, *option_buttons(prompt, options, rows, flow.keys, 19)]


def _group_label(group: list, names: tuple[str, ...], flow: BattleFlow) -> str:
    label = describe(group[0], names, item_kind_of(flow))
    return label.split(" at ")[0] + " (then pick where)" if len(group) > 1 else label
