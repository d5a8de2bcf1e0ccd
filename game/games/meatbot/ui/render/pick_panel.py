"""The dice picker: a stepper per die type with its limit and what it buys, Massacre left,
Undo / Reset / Ready, and Eat buttons when a torn-off devourable is within reach.

Two layouts: the wide one spreads out in a row; the compact one (small windows) keeps the
steppers and limits, stacks Undo / Reset, Massacre left and Ready in a narrow column on the
right, and puts any Eat buttons where the "what it buys" words were (those words then live in
the steppers' tooltips, which always carry them)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.games.meatbot.ui.battle.prompts import DIE_ROLES, DIE_SIDES, PickPrompt
from game.games.meatbot.ui.render.dice_tray import draw_die
from game.ui import theme
from game.ui.battle.bindings import KeyMap
from game.ui.palette import TeamStyle
from game.ui.render.buttons import Button, label_width
from game.ui.text import text

ROW_HEIGHT = 34
EAT_X = 540  # where the wide layout's Eat buttons start, from the panel's left edge
WIDE_FROM = 880  # panel widths from here on get the wide layout
ROLE_TIPS = (
    "Move dice (d4): each adds its roll to your Move this round.",
    "Defend dice (d6): the best one adds to your Defend this round.",
    "Attack dice (d10): each is spent on an attack when its value comes up, 10 first.",
    "Grandstand dice (d12): a 12 lets you pull a special move before any attack.",
)
EAT_TIP = ("Spend the whole round eating it: no dice, no moving; it is yours from next match "
           "if your Stomachs allow.")


@dataclass(frozen=True)
class Columns:
    """Where things go, as x offsets from the panel's left edge (side: from its right)."""

    name: int
    minus: int
    count: int
    plus: int
    limit: int
    buys: int
    name_size: int
    side: int
    compact: bool


COMPACT_LEGEND = 104
"""The compact layout's legend column width."""
WIDE = Columns(40, 172, 227, 248, 292, 360, 21, 150, False)
COMPACT = Columns(32, 136, 184, 202, 238, 280, 18, 140, True)


def columns(area: pygame.Rect) -> Columns:
    """The layout for a panel of this size."""
    return WIDE if area.width >= WIDE_FROM else COMPACT


def pick_buttons(prompt: PickPrompt, area: pygame.Rect, item_kind: Callable[[int], str],
                 keys: KeyMap | None = None) -> list[Button]:
    """The steppers, Undo, Reset, Ready and Eat buttons for ``prompt`` inside ``area``."""
    keys = keys or KeyMap()
    cols = columns(area)
    buttons: list[Button] = []
    for index in range(4):
        y = area.y + 6 + index * ROW_HEIGHT
        for delta, x, label in ((-1, cols.minus, "-"), (1, cols.plus, "+")):
            width = 30 if cols.compact else 34
            buttons.append(Button(
                pygame.Rect(area.x + x, y, width, 30), label,
                lambda i=index, d=delta: prompt.change(i, d),
                f"{'Add' if delta > 0 else 'Remove'} a d{DIE_SIDES[index]} "
                f"({DIE_ROLES[index]}; key {'' if delta > 0 else 'Shift+'}"
                f"{keys.label(f'number_{index + 1}')}). Now: {prompt.buys(index)}.",
                prompt.can_change(index, delta),
                hotkey=(keys.label(f"number_{index + 1}") if delta > 0
                        else f"S+{keys.label(f'number_{index + 1}')}")))
    buttons += _side_buttons(prompt, area, cols, keys)
    buttons += _eat_buttons(prompt, area, cols, item_kind, keys)
    return buttons


def _side_buttons(prompt: PickPrompt, area: pygame.Rect, cols: Columns,
                  keys: KeyMap) -> list[Button]:
    left = area.right - 12 - cols.side
    half = (cols.side - 6) // 2
    confirm, undo_key = keys.label("confirm"), keys.label("undo")
    height = 40 if cols.compact else 42
    ready = Button(pygame.Rect(left, area.bottom - height - 8, cols.side, height), "Ready",
                   prompt.ready,
                   f"Lock in this pick ({confirm}). Nobody sees it until the reveal.",
                   primary=True, hotkey=confirm, size=28)
    undo = Button(pygame.Rect(left, area.y + 8, half, 34), "Undo", prompt.undo,
                  f"Take back the last change ({undo_key}).", bool(prompt.history))
    reset = Button(pygame.Rect(left + cols.side - half, area.y + 8, half, 34), "Reset",
                   prompt.reset, "Put every die back.", any(prompt.counts))
    return [ready, undo, reset]


def _eat_buttons(prompt: PickPrompt, area: pygame.Rect, cols: Columns,
                 item_kind: Callable[[int], str], keys: KeyMap) -> list[Button]:
    eat = keys.label("eat")
    items = prompt.edible[:4] if cols.compact else prompt.edible[:6]
    names = [item_kind(uid) for uid in items]
    rects, sizes, prefixed = (_compact_eat_rects if cols.compact else _wide_eat_rects)(
        area, cols, names)
    buttons = []
    for number, (uid, name, rect) in enumerate(zip(items, names, rects, strict=True)):
        key = (eat, f"S+{eat}")[number] if number < 2 else ""
        tip = f"Eat {name}. {EAT_TIP}" + (f" (key {key.replace('S+', 'Shift+')})" if key
                                           else "")
        label, size = eat_label(name, rect.width - (20 if key else 12), sizes, prefixed)
        buttons.append(Button(rect, label, lambda u=uid: prompt.eat(uid=u), tip, size=size,
                              hotkey=key))
    return buttons


EatPlaces = tuple[list[pygame.Rect], tuple[int, ...], bool]
"""Where the Eat buttons go, the text sizes to try, and whether labels may say "Eat"."""


def _compact_eat_rects(area: pygame.Rect, cols: Columns, names: list[str]) -> EatPlaces:
    """One Eat button per stepper row, where the "what it buys" words were."""
    room = area.right - 12 - cols.side - 8 - (area.x + cols.buys)
    return [pygame.Rect(area.x + cols.buys, area.y + 6 + number * ROW_HEIGHT, room, 30)
            for number in range(len(names))], (16, 14), True


def eat_rows(area: pygame.Rect, names: list[str]) -> int:
    """How many rows the wide layout's Eat buttons take: one if every "Eat <name>" fits side
    by side at full size, else two."""
    room = area.right - 20 - WIDE.side - (area.x + EAT_X)
    wanted = sum(label_width(f"Eat {name}", 20) for name in names) + 8 * (len(names) - 1)
    return 1 if wanted <= room else 2


def _wide_eat_rects(area: pygame.Rect, cols: Columns, names: list[str]) -> EatPlaces:
    """A row of Eat buttons left of Ready, or two rows under an "or eat:" caption (names
    only) when they would not fit in one."""
    room = area.right - 20 - cols.side - (area.x + EAT_X)
    if eat_rows(area, names) == 1:
        rects, x = [], area.x + EAT_X
        for name in names:
            width = label_width(f"Eat {name}", 20)
            rects.append(pygame.Rect(x, area.bottom - 52, width, 36))
            x += width + 8
        return rects, (20,), True
    across = -(-len(names) // 2)
    width = (room - 8 * (across - 1)) // across
    return [pygame.Rect(area.x + EAT_X + (n % across) * (width + 8),
                        area.bottom - 70 + (n // across) * 34, width, 30)
            for n in range(len(names))], (18, 16, 14), False


def eat_label(name: str, width: int, sizes: tuple[int, ...], prefixed: bool = True
              ) -> tuple[str, int]:
    """The words and text size for an Eat button ``width`` pixels wide: "Eat <name>" (if
    ``prefixed``) when it fits at one of ``sizes``, else the name alone, else the name cut
    short (the tooltip always has the full name)."""
    for label in (f"Eat {name}", name) if prefixed else (name,):
        for size in sizes:
            if text(label, size, theme.TEXT).get_width() <= width:
                return label, size
    return _fit(name, sizes[-1], width), sizes[-1]


def _fit(label: str, size: int, width: int) -> str:
    """``label`` cut short (with a dot) so it fits ``width`` pixels at ``size``."""
    while len(label) > 4 and text(label, size, theme.TEXT).get_width() > width:
        label = label[:-2] + "."
    return label


def draw_pick_panel(surface: pygame.Surface, prompt: PickPrompt, area: pygame.Rect,
                    style: TeamStyle, keys: KeyMap | None = None,
                    item_kind: Callable[[int], str] = str,
                    legend: tuple[str, tuple[int, int, int]] | None = None,
                    ) -> list[tuple[pygame.Rect, str]]:
    """Labels around the buttons: die icons, counts, limits and what each buys, and the
    reach overlay's legend (``legend``: its title and the shown bot's colour)."""
    keys = keys or KeyMap()
    cols = columns(area)
    tips: list[tuple[pygame.Rect, str]] = []
    for index in range(4):
        y = area.y + 6 + index * ROW_HEIGHT
        draw_die(surface, DIE_SIDES[index], None, (area.x + cols.name - 18, y + 15),
                 10 if cols.compact else 11, style.colour)
        name = text(f"d{DIE_SIDES[index]} {DIE_ROLES[index]}", cols.name_size, theme.TEXT)
        surface.blit(name, (area.x + cols.name, y + 6))
        count = text(str(prompt.counts[index]), 28, theme.ACCENT, True)
        surface.blit(count, count.get_rect(center=(area.x + cols.count, y + 15)))
        limit = text(f"max {prompt.limit(index)}", 16 if cols.compact else 18, theme.TEXT_DIM)
        surface.blit(limit, (area.x + cols.limit, y + 8))
        if not (cols.compact and prompt.edible):
            buys = text(_buys(prompt, index, cols), cols.name_size, theme.TEXT)
            surface.blit(buys, (area.x + cols.buys, y + 6))
        tips.append((pygame.Rect(area.x + 4, y, cols.minus - 8, 30), ROLE_TIPS[index]))
    if cols.compact:
        tips.append(_compact_massacre(surface, prompt, area, cols))
        tips += _compact_legend(surface, prompt, area, cols, legend)
    else:
        tips += _wide_massacre(surface, prompt, area, keys, item_kind, legend)
    return tips


def _buys(prompt: PickPrompt, index: int, cols: Columns) -> str:
    words = prompt.buys(index)
    if cols.compact and words.endswith("chance of a 12"):
        words = words.replace("chance of a 12", "for a 12")
    return words


def _compact_massacre(surface: pygame.Surface, prompt: PickPrompt, area: pygame.Rect,
                      cols: Columns) -> tuple[pygame.Rect, str]:
    left = prompt.left
    words = text(f"Left {left} of {prompt.massacre}", 26,
                 theme.ACCENT if left else theme.TEXT_DIM, True)
    where = words.get_rect(midleft=(area.right - 12 - cols.side, area.y + 66))
    surface.blit(words, where)
    return where, "Massacre left: how many more dice you may pick this round."


def _compact_legend(surface: pygame.Surface, prompt: PickPrompt, area: pygame.Rect,
                    cols: Columns, legend: tuple[str, tuple[int, int, int]] | None,
                    ) -> list[tuple[pygame.Rect, str]]:
    """The reach legend in one column just left of the side buttons, when the "what it buys"
    words leave room (not while Eat buttons stand there)."""
    from game.games.meatbot.ui.render.reach_overlay import LEGEND_TIP, draw_legend

    if legend is None or prompt.edible:
        return []
    buys = max(text(_buys(prompt, i, cols), cols.name_size, theme.TEXT).get_width()
               for i in range(4))
    left = area.x + cols.buys + buys + 10
    right = area.right - 12 - cols.side - 8
    if right - left < COMPACT_LEGEND:
        return []
    box = pygame.Rect(right - COMPACT_LEGEND, area.y + 6, COMPACT_LEGEND, area.height - 12)
    return [(draw_legend(surface, box, legend[1], legend[0], columns=1), LEGEND_TIP)]


def _wide_massacre(surface: pygame.Surface, prompt: PickPrompt, area: pygame.Rect,
                   keys: KeyMap, item_kind: Callable[[int], str],
                   legend: tuple[str, tuple[int, int, int]] | None,
                   ) -> list[tuple[pygame.Rect, str]]:
    left = prompt.left
    big = text(f"{left} of {prompt.massacre}", 40, theme.ACCENT if left else theme.TEXT_DIM,
               True)
    x = area.right - 330
    surface.blit(text("Massacre left", 19, theme.TEXT_DIM), (x, area.y + 12))
    surface.blit(big, (x, area.y + 32))
    if prompt.edible:
        two_rows = eat_rows(area, [item_kind(uid) for uid in prompt.edible[:6]]) == 2
        caption = text("or eat:" if two_rows else "or eat instead:", 19, theme.TEXT_DIM)
        surface.blit(caption, (area.x + EAT_X, area.bottom - (92 if two_rows else 74)))
    reminder = (f" Keys: 1-4 add, Shift+1-4 take away, {keys.label('undo')} undo, "
                f"{keys.label('confirm')} ready.")
    tips = [(pygame.Rect(x, area.y + 4, 150, 60),
             "Massacre is how many dice you may pick in total this round." + reminder)]
    if legend is not None and not prompt.edible:  # the Eat buttons would sit here
        from game.games.meatbot.ui.render.reach_overlay import LEGEND_TIP, draw_legend

        room = area.right - 12 - WIDE.side - x  # up to the Ready button
        used = draw_legend(surface, pygame.Rect(x, area.y + 80, room, 66), legend[1],
                           legend[0])
        tips.append((used, LEGEND_TIP))
    return tips
