"""A scrolling list of rows (arenas, devourables, sections) for forms."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.text import text
from game.ui.widget_base import FIELD_FILL, HOVER_FILL, Widget, fit_text


@dataclass(frozen=True)
class Row:
    """One line of a ListBox: a title, a note on the right, whether it can be chosen."""

    title: str
    note: str = ""
    enabled: bool = True
    tooltip: str = ""
    badge: str = ""


class ListBox(Widget):
    """A scrolling list of rows; Up and Down (or a click) choose, Enter or a double use acts.

    Disabled rows can be looked at (and show their tooltip) but ``on_activate`` skips them.
    """

    def __init__(self, rows: list[Row], on_select: Callable[[int], object] = lambda i: None,
                 on_activate: Callable[[int], object] = lambda i: None, row_height: int = 40,
                 tooltip: str = "") -> None:
        super().__init__(tooltip)
        self.rows = rows
        self.selected = 0
        self.scroll = 0
        self.row_height = row_height
        self.on_select = on_select
        self.on_activate = on_activate
        self.mouse: tuple[int, int] | None = None
        """The last mouse position the form handed on (None before any)."""

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row ``index`` is drawn, after scrolling."""
        return pygame.Rect(self.rect.x + 4, self.rect.y + 4 + index * self.row_height
                           - self.scroll, self.rect.width - 8, self.row_height - 4)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row under ``pos``, if any."""
        if not self.rect.collidepoint(pos):
            return None
        return next((i for i in range(len(self.rows)) if self.row_rect(i).collidepoint(pos)),
                    None)

    def choose(self, index: int) -> None:
        """Select row ``index`` and scroll it into view."""
        if not self.rows:
            return
        self.selected = min(len(self.rows) - 1, max(0, index))
        self.reveal(self.selected)
        self.on_select(self.selected)

    def reveal(self, index: int) -> None:
        """Scroll just enough for row ``index`` to show in full (without selecting it)."""
        rect = self.row_rect(index)
        if rect.top < self.rect.top + 4:
            self.scroll -= self.rect.top + 4 - rect.top
        elif rect.bottom > self.rect.bottom - 4:
            self.scroll += rect.bottom - self.rect.bottom + 4

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Up and Down move (not past the ends, so focus can leave); Enter acts."""
        if event.key == pygame.K_UP and self.selected > 0:
            self.choose(self.selected - 1)
            return True
        if event.key == pygame.K_DOWN and self.selected < len(self.rows) - 1:
            self.choose(self.selected + 1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.rows:
            self._activate(self.selected)
            return True
        return False

    def _activate(self, index: int) -> None:
        if self.rows[index].enabled:
            self.on_activate(index)

    def handle_click(self, event: pygame.event.Event) -> bool:
        """A click chooses the row under the mouse."""
        hit = self.row_at(event.pos)
        if hit is not None and event.button == 1:
            self.choose(hit)
        return True

    def handle_other(self, event: pygame.event.Event, focused: bool) -> bool:
        """The mouse wheel scrolls when over the list (where the mouse is comes from the
        moves the form hands on, in canvas pixels as the list's rect is)."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if event.type != pygame.MOUSEWHEEL:
            return False
        if (self.mouse is None or not self.rect.collidepoint(self.mouse)) and not focused:
            return False
        content = len(self.rows) * self.row_height + 8
        self.scroll = max(0, min(self.scroll - event.y * 30, max(0, content - self.rect.height)))
        return True

    def hovered_tooltip(self, pos: tuple[int, int]) -> str:
        """The tooltip of the row under ``pos`` (else the list's own)."""
        hit = self.row_at(pos)
        return self.rows[hit].tooltip if hit is not None and self.rows[hit].tooltip \
            else self.tooltip

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        """The visible rows, clipped to the box."""
        self._frame(surface, focused, False, fill=FIELD_FILL)
        old_clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4).clip(old_clip))  # within a caller's
        for index, row in enumerate(self.rows):
            rect = self.row_rect(index)
            if rect.bottom >= self.rect.top and rect.top <= self.rect.bottom:
                self._draw_row(surface, row, rect, index == self.selected, focused)
        surface.set_clip(old_clip)
        if self.content_height() > self.rect.height:
            self._draw_scrollbar(surface)

    def content_height(self) -> int:
        """The height every row together needs (with the box's inner margin)."""
        return len(self.rows) * self.row_height + 8

    def clamp_scroll(self) -> None:
        """Keep the scroll inside the content (after a resize or a change of rows)."""
        self.scroll = max(0, min(self.scroll, self.content_height() - self.rect.height))

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        """A thin bar on the right edge: how much of the list shows, and where."""
        content, room = self.content_height(), self.rect.height
        track = pygame.Rect(self.rect.right - 8, self.rect.y + 6, 4, room - 12)
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=2)
        share = max(16, track.height * room // content)
        top = track.y + (track.height - share) * self.scroll // max(1, content - room)
        pygame.draw.rect(surface, theme.ACCENT, (track.x - 1, top, 6, share), border_radius=3)

    def _draw_row(self, surface: pygame.Surface, row: Row, rect: pygame.Rect, chosen: bool,
                  focused: bool) -> None:
        if chosen:
            pygame.draw.rect(surface, HOVER_FILL, rect, border_radius=6)
            edge = theme.ACCENT if focused else theme.PANEL_EDGE
            pygame.draw.rect(surface, edge, rect, 2 if focused else 1, border_radius=6)
        colour = theme.TEXT if row.enabled else theme.TEXT_BROKEN
        size = min(28, self.row_height - 12)
        right = rect.right - 12
        if row.badge:
            badge = text(row.badge, size - 2, theme.BACKGROUND, bold=True)
            plate = badge.get_rect(midright=(right, rect.centery)).inflate(14, 4)
            pygame.draw.rect(surface, theme.ACCENT, plate, border_radius=8)
            surface.blit(badge, badge.get_rect(center=plate.center))
            right = plate.left - 10
        if row.note:
            note_colour = theme.DANGER if not row.enabled else theme.TEXT_DIM
            note = text(row.note, size - 4, note_colour)
            surface.blit(note, note.get_rect(midright=(right, rect.centery)))
            right -= note.get_width() + 10
        title = fit_text(row.title, size, colour, right - rect.x - 12, bold=chosen,
                         smallest=max(14, size - 8))  # a long title shrinks before it is cut
        surface.blit(title, title.get_rect(midleft=(rect.x + 12, rect.centery)))
