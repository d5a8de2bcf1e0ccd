"""The fan shop's "your bot after this": the bot's sheet before and after the step in view.

The step in view is what the player is about to do: buy the devourable selected in the
catalogue, add a point of Massacre, or throw away the selected one of the bot's own (by
where the pointer or the keyboard focus is), or, on Done, the whole order. ``compare`` gives
the sheet's rows with what changes; ``draw_preview`` draws them with the changes in amber.
The numbers come from the rules core's own ``Bot`` (base Move, Defend, dice limits, Meat).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pygame

from game.core.hexes import Hex
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import Bot, Item
from game.games.meatbot.rules.tournament_fighters import Fighter, ShopOrder, spend
from game.ui import theme
from game.ui.text import text, wrap

ROW_SIZE, CAPTION_SIZE = 21, 24
LABEL_WIDTH = 130


@dataclass(frozen=True)
class SheetRow:
    """One line of the sheet: its label, the value now and the value after the step."""

    label: str
    before: str
    after: str

    @property
    def changed(self) -> bool:
        """True if the step changes this line."""
        return self.before != self.after


@dataclass(frozen=True)
class Candidate:
    """The step in view: its words, and the order with it (None if it is not allowed)."""

    words: str
    order: ShopOrder | None
    why_not: str = ""


def sheet(fighter: Fighter) -> list[tuple[str, str]]:
    """The bot's sheet as (label, value) lines, from the rules core's numbers."""
    items = [Item(uid, kind, dv.DEVOURABLES[kind].ammo)
             for uid, kind in enumerate(fighter.devourables)]
    bot = Bot(0, fighter.build(), Hex(0, 0), items)
    d4, d6, d10, d12 = bot.limits()
    return [("Massacre", f"{fighter.massacre} dice"),
            ("Move", f"{bot.base_move}, up to {d4} d4"),
            ("Defend", f"{bot.base_defend}, up to {d6} d6"),
            ("Attack", f"up to {d10} d10"),
            ("Grandstand", f"up to {d12} d12"),
            ("Meat", str(bot.max_meat)),
            ("Stomachs", f"{fighter.stomachs_used} of {dv.BASIC_STOMACHS}"),
            ("Claw reach", str(bot.claw_reach())),
            ("Devourables", str(len(fighter.devourables)))]


def compare(before: Fighter, after: Fighter) -> list[SheetRow]:
    """The sheet's rows before and after, then what the bot gains and loses."""
    rows = [SheetRow(label, old, new) for (label, old), (_, new)
            in zip(sheet(before), sheet(after), strict=True)]
    gained = list((Counter(after.devourables) - Counter(before.devourables)).elements())
    lost = list((Counter(before.devourables) - Counter(after.devourables)).elements())
    rows += [SheetRow("  gains", "", kind) for kind in gained]
    rows += [SheetRow("  loses", kind, "") for kind in lost]
    return rows


def with_step(fighter: Fighter, order: ShopOrder, step: tuple[str, str]) -> ShopOrder:
    """``order`` with one more step (a throw-away of something just bought cancels it)."""
    kind, what = step
    if kind == "massacre":
        return ShopOrder(order.massacre + 1, order.buy, order.discard)
    if kind == "buy":
        return ShopOrder(order.massacre, (*order.buy, what), order.discard)
    if what in order.buy:
        bought = list(order.buy)
        bought.remove(what)
        return ShopOrder(order.massacre, tuple(bought), order.discard)
    return ShopOrder(order.massacre, order.buy, (*order.discard, what))


def candidate(fighter: Fighter, order: ShopOrder, step: tuple[str, str],
              problems: list[str]) -> Candidate:
    """The step in view, with the order it would make (None and why, if refused)."""
    kind, what = step
    words = {"massacre": "with one more Massacre", "buy": f"buying {what}",
             "discard": f"throwing away {what}"}[kind]
    if problems:
        return Candidate(words, None, "; ".join(problems))
    return Candidate(words, with_step(fighter, order, step))


def rows_for(fighter: Fighter, order: ShopOrder, step: Candidate | None) -> list[SheetRow]:
    """The rows to show: the bot after ``order`` against after ``order`` plus the step (or,
    with no step in view, the bot as it came in against after the whole order)."""
    now = spend(fighter, order)
    if step is None:
        return compare(fighter, now)
    if step.order is None:
        return compare(now, now)
    return compare(now, spend(fighter, step.order))


def draw_preview(surface: pygame.Surface, rect: pygame.Rect, caption: str,
                 rows: list[SheetRow], why_not: str = "") -> None:
    """The caption, then each row: label, value, and "old -> new" in amber where it
    changes; a refused step says why instead of showing changes."""
    x, y = rect.x, rect.y
    for line in wrap(caption, CAPTION_SIZE, rect.width - rect.width // 8):
        head = text(line, CAPTION_SIZE, theme.ACCENT, True)
        surface.blit(head, (x, y))
        y += head.get_height() + 2
    y += 6
    if why_not:
        for line in wrap(f"Not possible: {why_not}", ROW_SIZE - 2, rect.width):
            surface.blit(text(line, ROW_SIZE - 2, theme.DANGER), (x, y))
            y += ROW_SIZE + 2
    for row in rows:
        lines = _row_lines(row, rect.width)
        if y + len(lines) * (ROW_SIZE + 4) > rect.bottom:
            break
        y += _draw_row(surface, row, lines, (x, y), rect.width)


def _row_lines(row: SheetRow, width: int) -> list[str]:
    room = width - LABEL_WIDTH
    return wrap(row_words(row), ROW_SIZE, room - room // 8)


def _draw_row(surface: pygame.Surface, row: SheetRow, lines: list[str], at: tuple[int, int],
              width: int) -> int:
    """One row (wrapped into ``lines``); returns the height used."""
    x, y = at
    height = len(lines) * (ROW_SIZE + 4)
    if row.changed:
        pygame.draw.rect(surface, (58, 46, 22), (x - 6, y - 2, width + 12, height + 1),
                         border_radius=5)
    surface.blit(text(row.label, ROW_SIZE, theme.TEXT_DIM), (x, y))
    ink = theme.ACCENT if row.changed else theme.TEXT
    for index, line in enumerate(lines):
        surface.blit(text(line, ROW_SIZE, ink, row.changed),
                     (x + LABEL_WIDTH, y + index * (ROW_SIZE + 4)))
    return height + 2


def row_words(row: SheetRow) -> str:
    """What a row says: its value, "old -> new" when it changes, or the item gained/lost."""
    if not row.before or not row.after:
        return row.after or row.before
    return f"{row.before} -> {row.after}" if row.changed else row.after


def step_in_view(shop: object) -> tuple[str, str] | None:
    """The step the shop's player is about to take: by the widget under the pointer, else
    the one with the keyboard focus; None on Done, Undo or nothing (the whole order)."""
    form = shop.form  # type: ignore[attr-defined]
    widget = form.hovered or form.focused
    if widget is shop.massacre_button:  # type: ignore[attr-defined]
        return ("massacre", "")
    if widget in (shop.owned, shop.discard_button):  # type: ignore[attr-defined]
        kinds = shop.draft.preview().devourables  # type: ignore[attr-defined]
        if not kinds:
            return None
        return ("discard", kinds[min(shop.owned.selected, len(kinds) - 1)])  # type: ignore[attr-defined]
    if widget in (shop.catalogue, shop.buy_button):  # type: ignore[attr-defined]
        return ("buy", shop.selected_kind())  # type: ignore[attr-defined]
    return None


def draw_for(shop: object, surface: pygame.Surface, area: pygame.Rect) -> None:
    """The shop's preview in ``area``: the step in view, or the whole order."""
    draft = shop.draft  # type: ignore[attr-defined]
    step = step_in_view(shop)
    order = draft.order()
    if step is None:
        draw_preview(surface, area, "Your bot after this order",
                     rows_for(draft.fighter, order, None))
        return
    problems = draft.problems(step)
    if step[0] == "discard" and step[1] in order.buy:
        problems = []  # throwing away what was just bought only takes the purchase back
    seen = candidate(draft.fighter, order, step, problems)
    draw_preview(surface, area, f"Your bot after {seen.words}",
                 rows_for(draft.fighter, order, seen), seen.why_not)
