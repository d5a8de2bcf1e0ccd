"""The fan shop: a fighter spends points on Massacre and devourables, or banks them.

The same screen builds a fighter's starting bot under the tournament's measure: the points are
then the measure's budget (a Twin Measure locks Massacre and gives its Stomachs as points).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.tournament_fighters import (
    Fighter,
    ShopOrder,
    order_problems,
    spend,
)
from game.games.meatbot.ui.scenes import shop_preview
from game.ui import theme
from game.ui.render.hud import key_hint_bar, panel, text_block
from game.ui.scene import Scene
from game.ui.text import text
from game.ui.widgets import Button, Form, ListBox, Row, heading

if TYPE_CHECKING:
    from game.ui.app import App

HINTS = [("Up Down", "choose"), ("Enter", "buy"), ("M", "+1 Massacre"), ("Bksp", "undo"),
         ("Tab", "move")]
ESC_HINTS = {"bank": ("Esc", "done, bank the rest"), "build": ("Esc", "leave (asks first)")}
CONFIRM_HINTS = [("Left Right / Tab", "choose"), ("Enter", "press"), ("Esc", "keep building")]
CATALOGUE = sorted(dv.DEVOURABLES)


@dataclass
class ShopDraft:
    """An order being put together, one step at a time, each step checked by the rules."""

    fighter: Fighter
    allow_massacre: bool = True
    steps: list[tuple[str, str]] = field(default_factory=list)
    message: str = ""

    def order(self, steps: list[tuple[str, str]] | None = None) -> ShopOrder:
        """The order the steps (or ``steps``) add up to."""
        chosen = self.steps if steps is None else steps
        return ShopOrder(sum(1 for kind, _ in chosen if kind == "massacre"),
                         tuple(k for kind, k in chosen if kind == "buy"),
                         tuple(k for kind, k in chosen if kind == "discard"))

    def preview(self) -> Fighter:
        """The fighter as it will be after the order."""
        return spend(self.fighter, self.order())

    def problems(self, step: tuple[str, str]) -> list[str]:
        """Why ``step`` cannot be added (empty when it can)."""
        if step[0] == "massacre" and not self.allow_massacre:
            return ["Massacre is fixed by the measure"]
        return order_problems(self.fighter, self.order([*self.steps, step]))

    def try_step(self, step: tuple[str, str]) -> bool:
        """Add ``step`` if allowed, else say why in ``message``; True if added."""
        problems = self.problems(step)
        self.message = "; ".join(problems)
        if not problems:
            self.steps.append(step)
        return not problems

    def undo(self) -> None:
        """Take back the last step."""
        if self.steps:
            self.steps.pop()
        self.message = ""

    @property
    def points_left(self) -> int:
        """Points not yet spent."""
        return self.fighter.fan_points - self.order().cost


class TournamentShopScene(Scene):
    """Spend or bank; Done hands the order to ``on_done`` and leaves.

    In the fan shop leftover points are banked, so Esc simply finishes. In a starting build
    leftover points are lost, so Esc (and Done with points left) first asks the player.
    """

    def __init__(self, fighter: Fighter, on_done: Callable[[ShopOrder], None],
                 title: str = "Fan shop", allow_massacre: bool = True,
                 points_name: str = "Fan Points", leftover: str = "bank") -> None:
        self.draft = ShopDraft(fighter, allow_massacre)
        self.leftover = leftover
        self.on_done = on_done
        self.title = title
        self.points_name = points_name
        self.form = Form()
        self.catalogue = ListBox([], self._select, lambda i: self.buy(), row_height=34)
        self.owned = ListBox([], row_height=34, tooltip="Your bot's devourables")
        self.massacre_button = Button("+1 Massacre", self.raise_massacre, "One point: one more "
                                      "die each round", enabled=allow_massacre, size=24)
        self.buy_button = Button("Buy", self.buy, "Buy the selected devourable", size=24)
        self.discard_button = Button("Throw away", self.discard, "Throw the selected devourable "
                                     "of your bot away to make room (no refund)", size=24)
        self.undo_button = Button("Undo", self.undo, "Take back the last step", size=24)
        self.done_button = Button("Done", self.done, "Keep this and bank what is left",
                                  accent=True)
        self.form.widgets = [self.catalogue, self.buy_button, self.massacre_button,
                             self.owned, self.discard_button, self.undo_button,
                             self.done_button]
        self.finished = False
        self.confirm: Form | None = None
        self._detail_kind = ""
        self._refresh()

    def attach(self, app: App) -> None:
        """Lay out for the window."""
        super().attach(app)
        self.form.sound = app.play
        self.form.focus_on(self.catalogue)
        self._layout(app.screen.get_size())

    # -- actions ------------------------------------------------------------------------------
    def selected_kind(self) -> str:
        """The devourable selected in the catalogue."""
        return CATALOGUE[self.catalogue.selected]

    def buy(self) -> None:
        """Buy the selected devourable."""
        self._step(("buy", self.selected_kind()))

    def raise_massacre(self) -> None:
        """Spend one point on Massacre."""
        self._step(("massacre", ""))

    def discard(self) -> None:
        """Throw away the selected devourable of the bot (one the fighter came in with)."""
        kinds = self.draft.preview().devourables
        if not kinds:
            return
        kind = kinds[min(self.owned.selected, len(kinds) - 1)]
        bought = ("buy", kind)
        if bought in self.draft.steps:  # throwing away something just bought is an undo
            self.draft.steps.remove(bought)
            self._refresh()
        else:
            self._step(("discard", kind))

    def undo(self) -> None:
        """Take back the last step."""
        self.draft.undo()
        self._refresh()

    @property
    def banks_leftover(self) -> bool:
        """True in the fan shop, where points not spent are kept for later."""
        return self.leftover == "bank"

    @property
    def loses_points(self) -> bool:
        """True when finishing now would throw points away (unspent, and not banked)."""
        return not self.banks_leftover and self.draft.points_left > 0

    def leave(self) -> None:
        """Esc: the fan shop finishes (nothing is lost); a starting build asks first."""
        if self.banks_leftover:
            self.done()
        else:
            self.ask_to_finish()

    def ask_to_finish(self) -> None:
        """Show the question: keep building, or finish this build as it stands."""
        left = self.draft.points_left
        finish = f"Finish, lose {left} point{'s' if left != 1 else ''}" if left else "Finish"
        keep = Button("Keep building", self.keep_building, "Back to the shop (Esc)",
                      accent=True)
        self.finish_button = Button(finish, lambda: self.done(confirmed=True),
                                    "Finish this build as it stands")
        self.confirm = Form([keep, self.finish_button], sound=self.app.play)
        self.confirm.focus = 0
        self._layout_confirm(self.app.screen.get_size())

    def keep_building(self) -> None:
        """Close the question and carry on shopping."""
        self.confirm = None

    def done(self, confirmed: bool = False) -> None:
        """Finish: leave and hand over the order (asking first if points would be lost)."""
        if self.finished:
            return
        if self.loses_points and not confirmed:
            self.ask_to_finish()
            return
        self.finished = True
        self.app.play("ui_confirm")
        self.app.pop()
        self.on_done(self.draft.order())

    def _step(self, step: tuple[str, str]) -> None:
        if not self.draft.try_step(step):
            self.app.play("ui_error")
        self._refresh()

    def _select(self, index: int) -> None:
        self._detail = None

    # -- display ------------------------------------------------------------------------------
    def _refresh(self) -> None:
        now = self.draft.preview()
        left = self.draft.points_left
        self.catalogue.rows = [Row(kind, f"{dv.DEVOURABLES[kind].stomachs} pt",
                                   enabled=not self.draft.problems(("buy", kind)),
                                   tooltip=dv.DEVOURABLES[kind].summary) for kind in CATALOGUE]
        fresh = len(now.devourables) - len(self.draft.order().buy)
        self.owned.rows = [Row(kind, f"{dv.DEVOURABLES[kind].stomachs} St",
                               badge="NEW" if place >= fresh else "")
                           for place, kind in enumerate(now.devourables)] \
            or [Row("(no devourables)", enabled=False)]
        self.owned.selected = min(self.owned.selected, len(self.owned.rows) - 1)
        self.massacre_button.enabled = not self.draft.problems(("massacre", ""))
        self.undo_button.enabled = bool(self.draft.steps)
        word = f"bank {left}" if self.banks_leftover else f"{left} {self.leftover}"
        self.done_button.label = f"Done ({word})" if left else "Done"
        if not self.banks_leftover:
            self.done_button.tooltip = ("Finish this build (asks first: unspent points are "
                                        "lost)" if left else "Finish this build")
        self._detail: pygame.Surface | None = None

    def _layout(self, size: tuple[int, int]) -> None:
        width, height = size
        column = max(300, (width - 120) // 3)
        self.catalogue.rect = pygame.Rect(28, 130, column, height - 250)
        self.buy_button.rect = pygame.Rect(28, height - 106, column // 2 - 6, 44)
        self.massacre_button.rect = pygame.Rect(28 + column // 2 + 6, height - 106,
                                                column // 2 - 6, 44)
        right = width - 28 - column
        self.owned.rect = pygame.Rect(right, 230, column, height - 350)
        self.discard_button.rect = pygame.Rect(right, height - 106, column // 2 - 6, 44)
        self.undo_button.rect = pygame.Rect(right + column // 2 + 6, height - 106,
                                            column // 2 - 6, 44)
        self.done_button.rect = pygame.Rect(width // 2 - 130, height - 106, 260, 48)
        self._middle = pygame.Rect(56 + column, 130, right - 84 - column, height - 250)
        if self.confirm is not None:
            self._layout_confirm(size)

    def confirm_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """The question's panel, in the middle of the screen."""
        box = pygame.Rect(0, 0, 620, 210)
        box.center = (size[0] // 2, size[1] // 2)
        return box

    def _layout_confirm(self, size: tuple[int, int]) -> None:
        if self.confirm is None:
            return
        box = self.confirm_rect(size)
        keep, finish = self.confirm.widgets
        keep.rect = pygame.Rect(box.x + 28, box.bottom - 72, 250, 48)
        finish.rect = pygame.Rect(box.right - 28 - 280, box.bottom - 72, 280, 48)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Keys for the shop (or for the open question); everything else to the widgets."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._layout(self.app.screen.get_size())
        if self.confirm is not None:
            self._handle_confirm(event)
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE or self.app.action(event) == "cancel":
                self.leave()
                return
            if event.key == pygame.K_BACKSPACE:
                self.undo()
                return
            if event.key == pygame.K_m:
                self.raise_massacre()
                return
        self.form.handle_event(event)

    def _handle_confirm(self, event: pygame.event.Event) -> None:
        assert self.confirm is not None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.confirm.move_focus(-1 if event.key == pygame.K_LEFT else 1)
            return
        if self.confirm.handle_event(event):
            return
        if self.app.wants_back(event):
            self.keep_building()

    def update(self, dt: float) -> None:
        """Tooltip timing."""
        (self.confirm or self.form).update()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Catalogue, the selected item, the bot as it will be, points left."""
        surface.fill(theme.BACKGROUND)
        name = self.draft.fighter.name
        heading(surface, f"{self.title}: {name}",
                f"{self.draft.points_left} of {self.draft.fighter.fan_points} "
                f"{self.points_name} left")
        surface.blit(text("Devourables (cost in points)", 24, theme.TEXT_DIM), (28, 100))
        self._draw_detail(surface)
        below = self._middle.y + (self._detail.get_height() if self._detail else 0) + 24
        shop_preview.draw_for(self, surface, pygame.Rect(
            self._middle.x, below, self._middle.width, self._middle.bottom - below))
        self._draw_bot(surface)
        if self.draft.message:
            warn = text(self.draft.message, 22, theme.DANGER)
            surface.blit(warn, warn.get_rect(midbottom=(surface.get_width() // 2,
                                                        surface.get_height() - 116)))
        self.form.draw(surface)
        if self.confirm is not None:
            self._draw_confirm(surface)
        hints_shown = CONFIRM_HINTS if self.confirm is not None else \
            [*HINTS, ESC_HINTS["bank" if self.banks_leftover else "build"]]
        hints = key_hint_bar(hints_shown, surface.get_width())
        surface.blit(hints, (0, surface.get_height() - hints.get_height()))

    def _draw_confirm(self, surface: pygame.Surface) -> None:
        assert self.confirm is not None
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((*theme.BACKGROUND, 200))
        surface.blit(shade, (0, 0))
        box = self.confirm_rect(surface.get_size())
        surface.blit(panel(box.size, alpha=255, edge=theme.ACCENT), box)
        left = self.draft.points_left
        question = "Finish this build?"
        name = self.points_name[:-1] if left == 1 and self.points_name.endswith("s") \
            else self.points_name
        detail = (f"{left} {name} {'is' if left == 1 else 'are'} still unspent and will be "
                  "lost." if left else "Every point is spent.")
        surface.blit(text(question, 32, theme.TEXT, bold=True), (box.x + 28, box.y + 24))
        surface.blit(text(detail, 24, theme.DANGER if left else theme.TEXT_DIM),
                     (box.x + 28, box.y + 72))
        self.confirm.draw(surface)

    def _draw_detail(self, surface: pygame.Surface) -> None:
        if self._detail is None or self._detail_kind != self.selected_kind():
            self._detail_kind = self.selected_kind()
            self._detail = text_block(item_lines(self._detail_kind), self._middle.width)
        surface.blit(self._detail, self._middle.topleft)

    def _draw_bot(self, surface: pygame.Surface) -> None:
        now = self.draft.preview()
        x, y = self.owned.rect.x, 100
        gained = now.massacre - self.draft.fighter.massacre
        lines = [(f"Massacre {now.massacre}" + (f"  (+{gained})" if gained else ""), 30,
                  theme.ACCENT if gained else theme.TEXT),
                 (f"Stomachs {now.stomachs_used} / {dv.BASIC_STOMACHS}", 26, theme.TEXT),
                 ("Your bot after this:", 22, theme.TEXT_DIM)]
        for content, size, colour in lines:
            rendered = text(content, size, colour)
            surface.blit(rendered, (x, y))
            y += rendered.get_height() + 8


def item_lines(kind: str) -> list[tuple[str, int, theme.Colour]]:
    """The text shown for one devourable: name, numbers, our short summary."""
    item = dv.DEVOURABLES[kind]
    numbers = [f"Stomachs {item.stomachs}"]
    if item.range:
        numbers.append(f"range {item.range}")
    if item.damage:
        numbers.append(f"Damage {item.damage}")
    if item.ammo:
        numbers.append(f"{item.ammo} shots")
    return [(kind, 32, theme.ACCENT), (", ".join(numbers), 24, theme.TEXT),
            (item.summary, 24, theme.TEXT_DIM)]
