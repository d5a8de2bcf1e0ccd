"""The quick reference (F3 in a match): one screen over the battle with the game's turn order
and its key numbers, as the game's UI package words them in ``quick_reference()``.

It only reads and draws: nothing in the match changes while it is open. Esc, the cancel key
or the quick-reference key closes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.games import game_ui
from game.ui.render.hud import key_hint_bar, panel
from game.ui.scene import Scene
from game.ui.settings import key_label
from game.ui.text import font, text, wrap

if TYPE_CHECKING:
    from game.ui.app import App

QuickSection = tuple[str, Sequence[str]]
"""One block of the quick reference: a heading and its lines."""

MARGIN, PAD, GAP = 36, 22, 28
"""Panel inset from the screen, text inset in the panel, space between the two columns."""
SIZES = (30, 28, 26, 24, 22, 20, 18, 17, 16)
"""Body text sizes tried, largest first, until everything fits."""
HINTS_HEIGHT = 34
TITLE_SIZE = 32


def quick_sections(game: str) -> tuple[QuickSection, ...]:
    """Game ``game``'s quick reference blocks (empty when the game offers none)."""
    return tuple(game_ui(game).quick_reference())


class QuickRefScene(Scene):
    """The one-screen quick reference of one game, drawn over the scene below it."""

    is_help = False

    def __init__(self, game: str) -> None:
        self.game = game
        self.sections = quick_sections(game)
        self.below: Scene | None = None
        """The scene it was opened over (drawn first, dimmed)."""

    def attach(self, app: App) -> None:
        """Remember the screen underneath, to draw it dimmed behind the panel."""
        self.below = app.top
        super().attach(app)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Esc, the cancel key or the quick-reference key closes; a click closes too."""
        closing = event.type == pygame.MOUSEBUTTONDOWN or (
            event.type == pygame.KEYDOWN and (self.app.wants_back(event)
                                              or self.app.action(event) == "quick_ref"))
        if closing:
            self.app.play("ui_click")
            self.app.pop()

    def panel_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the panel sits on a screen of ``size``."""
        width, height = size
        return pygame.Rect(MARGIN, MARGIN, width - 2 * MARGIN,
                           height - 2 * MARGIN - HINTS_HEIGHT)

    def layout(self, size: tuple[int, int]) -> tuple[int, list[list[tuple[str, bool]]]]:
        """The body size used and each column's lines as (words, is heading): the largest
        size at which both columns fit the panel (the smallest tried otherwise)."""
        area = self.panel_rect(size).inflate(-2 * PAD, -2 * PAD)
        column_width = (area.width - GAP) // 2
        title_room = font(TITLE_SIZE, True).get_linesize() + 10
        for body in SIZES:
            columns = self._columns(body, column_width)
            tallest = max((self._height(col, body) for col in columns), default=0)
            if tallest <= area.height - title_room:
                return body, columns
        return SIZES[-1], self._columns(SIZES[-1], column_width)

    def fits(self, size: tuple[int, int]) -> bool:
        """True if every line shows whole on a screen of ``size``: the columns fit the
        panel's height and no line is wider than its column."""
        area = self.panel_rect(size).inflate(-2 * PAD, -2 * PAD)
        column_width = (area.width - GAP) // 2
        title_room = font(TITLE_SIZE, True).get_linesize() + 10
        body, columns = self.layout(size)
        return all(self._height(column, body) <= area.height - title_room
                   and all(font(body + 2 if head else body, head).size(words)[0]
                           <= column_width for words, head in column)
                   for column in columns)

    def _columns(self, body: int, width: int) -> list[list[tuple[str, bool]]]:
        """The blocks wrapped at ``body`` and split into two columns, the first block(s)
        on the left, the rest on the right."""
        columns: list[list[tuple[str, bool]]] = [[], []]
        half = max(1, (len(self.sections) + 1) // 2)
        for index, (heading, lines) in enumerate(self.sections):
            column = columns[0 if index < half else 1]
            column.append((heading, True))
            for line in lines:
                wrapped = wrap(f"\u2022 {line}", body, width)
                column.extend((part if i == 0 else f"   {part}", False)
                              for i, part in enumerate(wrapped))
            column.append(("", False))
        return columns

    @staticmethod
    def _height(column: list[tuple[str, bool]], body: int) -> int:
        return sum(font(body + 2 if head else body, head).get_linesize() for _, head in column)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The screen below, dimmed, then the panel with the title and both columns."""
        if self.below is not None:
            self.below.draw(surface, alpha)
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        rect = self.panel_rect(surface.get_size())
        surface.blit(panel(rect.size, alpha=245), rect.topleft)
        title = text(f"{game_ui(self.game).TITLE}: quick reference", TITLE_SIZE,
                     theme.ACCENT, bold=True)
        surface.blit(title, (rect.x + PAD, rect.y + PAD))
        body, columns = self.layout(surface.get_size())
        top = rect.y + PAD + title.get_height() + 10
        width = (rect.width - 2 * PAD - GAP) // 2
        for index, column in enumerate(columns):
            self._draw_column(surface, column, body, (rect.x + PAD + index * (width + GAP), top))
        hints = key_hint_bar([(self._key_name(), "close"), ("Esc", "close")],
                             surface.get_width())
        surface.blit(hints, (0, surface.get_height() - HINTS_HEIGHT))

    @staticmethod
    def _draw_column(surface: pygame.Surface, column: list[tuple[str, bool]], body: int,
                     at: tuple[int, int]) -> None:
        x, y = at
        for words, head in column:
            size = body + 2 if head else body
            if words:
                colour = theme.ACCENT if head else theme.TEXT
                surface.blit(text(words, size, colour, bold=head), (x, y))
            y += font(size, head).get_linesize()

    def _key_name(self) -> str:
        return key_label(self.app.settings.key_bindings.get("quick_ref", "f3"))
