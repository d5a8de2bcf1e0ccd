"""The build round: one human fills their bot's Stomachs from the devourable shop.

Under a Single Measure (``points`` given) the same screen also sets the jock's Massacre: every
point not spent on Massacre is a Stomach to fill, so Massacre can only rise as far as the
Stomachs already filled allow.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.devourables import DEVOURABLES
from game.games.meatbot.rules.measure import SingleMeasure
from game.games.meatbot.ui.scenes.rules_text import NOTES, item_numbers
from game.ui import theme
from game.ui.palette import team_style
from game.ui.render.hud import Line, key_hint_bar, panel, text_block
from game.ui.scene import Scene
from game.ui.text import text
from game.ui.widgets import Button, Form, ListBox, Row, Stepper, heading

if TYPE_CHECKING:
    from game.ui.app import App

HINTS = [("Up Down", "item"), ("+ / Enter", "add"), ("-", "remove"), ("Backspace", "undo"),
         ("Tab", "to Ready"), ("Esc", "back")]
LIST_WIDTH = 420


class Shop:
    """A build in progress: what is bought, within a Stomachs budget, with undo."""

    def __init__(self, budget: int, catalogue: dict[str, dv.Devourable] = DEVOURABLES) -> None:
        self.budget = budget
        self.catalogue = catalogue
        self.items: list[str] = []
        self.history: list[list[str]] = []

    @property
    def used(self) -> int:
        """Stomachs filled so far."""
        return dv.stomachs_used(self.items)

    @property
    def left(self) -> int:
        """Stomachs still free."""
        return self.budget - self.used

    def count(self, kind: str) -> int:
        """How many of ``kind`` are bought."""
        return self.items.count(kind)

    def why_not_add(self, kind: str) -> str:
        """Why ``kind`` cannot be added ("" if it can)."""
        cost = self.catalogue[kind].stomachs
        if cost > self.left:
            return f"{kind} needs {cost} Stomachs; {self.left} of {self.budget} left."
        return ""

    def add(self, kind: str) -> bool:
        """Buy one ``kind`` if it fits the budget; True if it was bought."""
        if self.why_not_add(kind):
            return False
        self.history.append(list(self.items))
        self.items.append(kind)
        return True

    def remove(self, kind: str) -> bool:
        """Give back the last ``kind`` bought; True if there was one."""
        if kind not in self.items:
            return False
        self.history.append(list(self.items))
        index = len(self.items) - 1 - self.items[::-1].index(kind)
        del self.items[index]
        return True

    def clear(self) -> bool:
        """Give everything back (undoable); True if anything was bought."""
        if not self.items:
            return False
        self.history.append(list(self.items))
        self.items = []
        return True

    def undo(self) -> bool:
        """Take back the last add, remove or clear; True if there was one."""
        if not self.history:
            return False
        self.items = self.history.pop()
        return True

    def build(self) -> tuple[str, ...]:
        """The bought devourables, in the order bought."""
        return tuple(self.items)


def bot_numbers(items: Sequence[str]) -> list[tuple[str, str]]:
    """The bot's base numbers with these devourables (Move, Defend, Attack, Meat)."""
    counts = Counter(items)
    return [("Move", str(dv.BASIC_MOVE + counts[dv.ELME])),
            ("Defend", str(dv.BASIC_DEFEND + counts[dv.CHITIN])),
            ("Attack", "any" if counts[dv.AGGRO_PUMP] else str(dv.BASIC_ATTACK)),
            ("Meat", str(dv.BASIC_MEAT + 2 * counts[dv.EXTRA_MEAT]))]


class BuildScene(Scene):
    """The shop for one seat; Ready hands the build to ``on_done``."""

    def __init__(self, seat: Any, seat_index: int, massacre: int, budget: int,
                 on_done: Callable[[tuple[str, ...]], object],
                 points: int | None = None) -> None:
        self.seat = seat
        self.seat_index = seat_index
        self.massacre = massacre
        self.points = points
        if points is not None:
            budget = SingleMeasure(points).stomach_budget(massacre)
        self.shop = Shop(budget)
        self.on_done = on_done
        self.kinds = sorted(DEVOURABLES, key=lambda k: (DEVOURABLES[k].stomachs, k))
        self.form = Form()
        self._details: dict[tuple[str, int], pygame.Surface] = {}

    def attach(self, app: App) -> None:
        """Build the widgets."""
        super().attach(app)
        self.items = ListBox([], row_height=40)
        self.add_button = Button("Add", self.add_selected, size=26)
        self.remove_button = Button("Remove", self.remove_selected, size=26)
        self.undo_button = Button("Undo", self.undo, "Take back the last change (Backspace)")
        self.clear_button = Button("Clear", self.clear, "Empty the bot (can be undone)")
        self.ready_button = Button("Ready", self.ready, "Done: lock in this build", accent=True)
        self.back_button = Button("Back", self.back, "Back to the match set-up (Esc)")
        self.massacre_box = Stepper("Massacre", self.massacre, *self.massacre_limits(),
                                    self.set_massacre, "Single Measure: each point of Massacre "
                                    "is one Stomach less to fill")
        extra = [self.massacre_box] if self.points is not None else []
        self.form = Form([self.items, self.add_button, self.remove_button, *extra,
                          self.undo_button, self.clear_button, self.back_button,
                          self.ready_button], sound=app.play)
        self.form.focus = 0
        self._layout()
        self._refresh()

    def massacre_limits(self) -> tuple[int, int]:
        """The Massacre this seat may pick now (under a Single Measure, only as high as the
        Stomachs already filled leave points for)."""
        if self.points is None:
            return self.massacre, self.massacre
        top = self.points - self.shop.used
        return 2, max(2, min(10, top))

    def set_massacre(self, value: int) -> None:
        """Single Measure: the jock's Massacre; the Stomachs budget is what the pool leaves."""
        if self.points is None:
            return
        self.massacre = value
        self.shop.budget = SingleMeasure(self.points).stomach_budget(value)
        self._refresh()

    @property
    def selected_kind(self) -> str:
        """The devourable highlighted in the list."""
        return self.kinds[self.items.selected]

    def _refresh(self) -> None:
        """Rows, badges and button states after any change."""
        self.items.rows = [self._row(kind) for kind in self.kinds]
        kind = self.selected_kind
        why = self.shop.why_not_add(kind)
        self.add_button.enabled = not why
        self.add_button.tooltip = why or f"Add one {kind} (+ or Enter)"
        self.remove_button.enabled = self.shop.count(kind) > 0
        self.remove_button.tooltip = f"Remove one {kind} (-)" if self.shop.count(kind) else \
            f"No {kind} to remove"
        self.undo_button.enabled = bool(self.shop.history)
        self.clear_button.enabled = bool(self.shop.items)
        self.massacre_box.low, self.massacre_box.high = self.massacre_limits()

    def _row(self, kind: str) -> Row:
        item = DEVOURABLES[kind]
        count = self.shop.count(kind)
        fits = not self.shop.why_not_add(kind)
        return Row(kind, f"{item.stomachs} St", fits or count > 0, item.summary,
                   badge=f"x{count}" if count else "")

    def _layout(self) -> None:
        width, height = self.app.screen.get_size()
        bottom = height - 50 - 50
        self.budget_rect = pygame.Rect(28, bottom - 62, width - 56, 50)
        self.items.rect = pygame.Rect(28, 96, LIST_WIDTH, self.budget_rect.y - 12 - 96)
        x0 = self.items.rect.right + 24
        self.detail_rect = pygame.Rect(x0, 96, width - x0 - 28, self.items.rect.height - 56)
        buttons_y = self.detail_rect.bottom + 10
        self.add_button.rect = pygame.Rect(x0, buttons_y, 160, 44)
        self.remove_button.rect = pygame.Rect(x0 + 172, buttons_y, 160, 44)
        self.back_button.rect = pygame.Rect(28, bottom + 4, 150, 44)
        self.undo_button.rect = pygame.Rect(width - 28 - 240 - 2 * 142, bottom + 4, 130, 44)
        self.clear_button.rect = pygame.Rect(width - 28 - 240 - 142, bottom + 4, 130, 44)
        self.ready_button.rect = pygame.Rect(width - 28 - 240, bottom + 4, 240, 44)
        self.massacre_box.rect = pygame.Rect(self.budget_rect.right - 6 - 260,
                                             self.budget_rect.y + 3, 260, 44)

    # -- actions --------------------------------------------------------------------------
    def add_selected(self) -> bool:
        """Buy the highlighted devourable if it fits."""
        done = self.shop.add(self.selected_kind)
        self.app.play("ui_confirm" if done else "ui_error")
        self._refresh()
        return done

    def remove_selected(self) -> bool:
        """Give back one of the highlighted devourable."""
        done = self.shop.remove(self.selected_kind)
        self.app.play("ui_click" if done else "ui_error")
        self._refresh()
        return done

    def undo(self) -> bool:
        """Take back the last change."""
        done = self.shop.undo()
        self.app.play("ui_click" if done else "ui_error")
        self._refresh()
        return done

    def clear(self) -> None:
        """Empty the bot."""
        self.shop.clear()
        self._refresh()

    def ready(self) -> None:
        """Lock the build in and hand it on."""
        self.app.play("ui_confirm")
        self.on_done(self.shop.build())

    def back(self) -> None:
        """Abandon the build round: back to the new-match form."""
        from game.ui.scenes.new_match import NewMatchScene

        if self.app.pop_to(NewMatchScene) is None:
            self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Shop keys first (+, -, undo, Esc), then the widgets."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._layout()
            return
        if event.type == pygame.KEYDOWN and self._shop_key(event):
            return
        before = self.items.selected
        self.form.handle_event(event)
        if self.items.selected != before or event.type != pygame.MOUSEMOTION:
            self._refresh()

    def _shop_key(self, event: pygame.event.Event) -> bool:
        action = self.app.action(event)
        on_list = self.form.focused is self.items
        if event.key in (pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS) or (
                on_list and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.add_selected()
        elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_DELETE):
            self.remove_selected()
        elif action == "undo":
            self.undo()
        elif event.key == pygame.K_ESCAPE or action == "cancel":
            self.back()
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        """Tooltip timing."""
        self.form.update()

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Heading, the shop list, item details, the budget bar and the buttons."""
        surface.fill(theme.BACKGROUND)
        style = team_style(self.seat.colour, self.app.settings.colour_blind_palette)
        heading(surface, f"{self.seat.name}'s bot", self.subtitle())
        pygame.draw.rect(surface, style.colour, (28, 70, 120, 4))
        self._draw_details(surface)
        self._draw_budget(surface)
        self.form.draw(surface)
        hints = key_hint_bar(HINTS, surface.get_width())
        surface.blit(hints, (0, surface.get_height() - hints.get_height()))

    def subtitle(self) -> str:
        """The heading's second line: the measure this bot is built under."""
        if self.points is None:
            return f"Massacre {self.massacre}  \u00b7  Stomachs budget {self.shop.budget}"
        return (f"Single Measure, {self.points} points: Massacre {self.massacre} + "
                f"Stomachs {self.shop.budget}")

    def _draw_details(self, surface: pygame.Surface) -> None:
        kind = self.selected_kind
        key = (kind, self.detail_rect.width)
        if key not in self._details:
            self._details[key] = render_details(kind, self.detail_rect.size)
        surface.blit(self._details[key], self.detail_rect)

    def _draw_budget(self, surface: pygame.Surface) -> None:
        area = self.budget_rect
        surface.blit(panel(area.size, alpha=255), area)
        used, budget = self.shop.used, self.shop.budget
        label = text(f"Stomachs {used} / {budget}", 28, theme.TEXT, bold=True)
        surface.blit(label, label.get_rect(midleft=(area.x + 14, area.centery)))
        cells = max(budget, 1)
        bar = pygame.Rect(area.x + 230, area.y + 14, min(300, 30 * cells), area.height - 28)
        cell_w = bar.width / cells
        for i in range(cells):
            cell = pygame.Rect(round(bar.x + i * cell_w) + 2, bar.y, round(cell_w) - 4,
                               bar.height)
            filled = i < used and budget > 0
            pygame.draw.rect(surface, theme.ACCENT if filled else (50, 54, 68), cell,
                             border_radius=4)
        chosen = ", ".join(f"{k} x{n}" if n > 1 else k
                           for k, n in Counter(self.shop.items).items()) or "a basic bot"
        right = self.massacre_box.rect.x - 8 if self.points is not None else area.right - 14
        note = text(chosen, 22, theme.TEXT)
        if note.get_width() > right - bar.right - 24:
            note = text(f"{len(self.shop.items)} devourables", 22, theme.TEXT)
        if note.get_width() <= right - bar.right - 24:
            surface.blit(note, note.get_rect(midright=(right, area.centery)))
        self._draw_bot_numbers(surface)

    def _draw_bot_numbers(self, surface: pygame.Surface) -> None:
        """The bot as built so far, at the foot of the detail card."""
        area = self.detail_rect
        label = text("YOUR BOT", 20, theme.ACCENT, bold=True)
        y = area.bottom - 74
        surface.blit(label, (area.x + 18, y))
        x = area.x + 18
        for name, value in bot_numbers(self.shop.items):
            big = text(value, 36, theme.TEXT, bold=True)
            small = text(name, 20, theme.TEXT_DIM)
            surface.blit(big, (x, y + 22))
            surface.blit(small, (x + big.get_width() + 6, y + 34))
            x += big.get_width() + small.get_width() + 34
        surface.blit(text(f"Massacre {self.massacre}", 20, theme.TEXT_DIM), (x + 10, y + 34))


def render_details(kind: str, size: tuple[int, int]) -> pygame.Surface:
    """The detail card of one devourable: numbers, what it does, stunt, stacking."""
    item = DEVOURABLES[kind]
    notes = NOTES.get(kind)
    lines: list[Line] = [(kind, 40, theme.ACCENT),
                         ("  \u00b7  ".join(item_numbers(item)), 26, theme.TEXT)]
    if item.standard_attack:
        lines.append(("A weapon: its standard attack uses an attack die (d10).", 22,
                      theme.TEXT_DIM))
    lines.append(("", 10, theme.TEXT))
    lines.append((notes.what if notes else item.summary, 26, theme.TEXT))
    if notes:
        lines.append(("", 8, theme.TEXT))
        lines.append((f"Grandstand: {notes.grandstand}", 24, theme.HOVER_OUTLINE))
        lines.append((f"More than one: {notes.stacking}", 24, theme.TEXT_DIM))
    out = panel(size, alpha=255)
    block = text_block(lines, size[0], padding=18, gap=6, framed=False)
    out.blit(block, (0, 0))
    return out
