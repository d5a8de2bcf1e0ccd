"""The end of a Mechaton match: the winner (or a tie), each player's score, points per
asset, mechs left and the match's statistics, then Rematch / New match / Title."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.games.mechaton.ui import RESULT_COLUMNS
from game.ui import theme
from game.ui.render.hud import key_hint_bar, panel
from game.ui.scenes.results_base import RESULT_HINTS, ResultsFrame
from game.ui.text import font, text
from game.ui.widgets import heading

TABLE_TOP, TABLE_HEAD, ROW = 200, 40, 44


def headline(session: Any) -> tuple[str, str]:
    """The big line and the small one."""
    result = session.result
    if result is None:
        return "Match stopped", "The match has not finished."
    turns = f"after {result.rounds} turn{'s' if result.rounds != 1 else ''}"
    detail = f"{str(result.reason or 'doomsday').rstrip('.')} {turns}"
    if result.winner is None:
        return "A tie!", detail[:1].upper() + detail[1:]
    return f"{session.names[result.winner]} wins!", detail[:1].upper() + detail[1:]


def player_rows(session: Any) -> list[dict[str, Any]]:
    """One row per player: score, points per asset, mechs left, statistics."""
    result = session.result
    view = session.view_for(None)
    rows = []
    for seat, name in enumerate(session.names):
        stats = result.stats[seat] if result is not None and seat < len(result.stats) else None
        config = session.seats[seat]
        left = sum(1 for m in view.mechs if m.owner == seat and m.alive)
        built = sum(1 for m in view.mechs if m.owner == seat)
        rows.append({"seat": seat, "winner": result is not None and result.winner == seat,
                     "cells": (name, "Human" if not config.is_ai else "AI",
                               str(view.scores[seat]), str(view.points_per[seat]),
                               f"{left} of {built}",
                               str(stats.hits_dealt if stats else 0),
                               str(stats.hits_taken if stats else 0),
                               str(stats.mechs_destroyed if stats else 0),
                               str(stats.seized if stats else 0))})
    return rows


def hint_bar(width: int) -> pygame.Surface:
    """The results screens' key hints across ``width`` (``key_hint_bar``), made once per
    width and font (a new smallest text size makes new fonts)."""
    return _hint_bar(width, font(20))


@lru_cache(maxsize=4)
def _hint_bar(width: int, face: pygame.font.Font) -> pygame.Surface:
    return key_hint_bar(RESULT_HINTS, width)


class ResultsScene(ResultsFrame):
    """Winner, a table of every player, and where to go next."""

    rematch_tip = "Same arena, players and options; new armies and dice (R)"

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self.big, self.small = headline(session)
        self.rows = player_rows(session)
        self._kept: tuple[object, pygame.Surface] | None = None

    def layout_buttons(self) -> None:
        """The buttons to the right, over the key hints."""
        width, height = self.app.screen.get_size()
        y = height - 50 - 56
        self.title_button.rect = pygame.Rect(width - 28 - 250, y, 250, 48)
        self.new_button.rect = pygame.Rect(self.title_button.rect.x - 16 - 190, y, 190, 48)
        self.rematch_button.rect = pygame.Rect(self.new_button.rect.x - 16 - 190, y, 190, 48)

    def page_look(self) -> tuple[object, ...]:
        """The banner and table change only with the window and the buttons' places."""
        return tuple(tuple(b.rect) for b in self.form.widgets)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Banner and table from the kept picture (painted once per window size and button
        layout), then the buttons and the key hints as ``draw_buttons`` draws them."""
        key = (surface.get_size(), *(b.rect.copy() for b in self.form.widgets))
        if self._kept is None or self._kept[0] != key:
            image = pygame.Surface(surface.get_size())
            image = image.convert() if pygame.display.get_surface() else image
            self._paint(image)
            self._kept = (key, image)
        surface.blit(self._kept[1], (0, 0))
        self.form.draw(surface)
        hints = hint_bar(surface.get_width())
        surface.blit(hints, (0, surface.get_height() - hints.get_height()))

    def draw_fresh(self, surface: pygame.Surface) -> None:
        """The whole screen painted anew (what ``draw`` must show)."""
        self._paint(surface)
        self.draw_buttons(surface)

    def _paint(self, surface: pygame.Surface) -> None:
        """Banner and table."""
        surface.fill(theme.BACKGROUND)
        arena = self.session.arena
        heading(surface, "Results", getattr(arena, "name", "Mechaton"))
        width = surface.get_width()
        winner = next((r for r in self.rows if r["winner"]), None)
        colour = theme.team_colour(self.session.seats[winner["seat"]].colour) if winner \
            else theme.TEXT
        big = text(self.big, 64, colour, bold=True)
        surface.blit(big, big.get_rect(midtop=(width // 2, 84)))
        small = text(self.small, 26, theme.TEXT_DIM)
        surface.blit(small, small.get_rect(midtop=(width // 2, 88 + big.get_height())))
        self._table(surface)

    def _table(self, surface: pygame.Surface) -> None:
        width = surface.get_width()
        room = self.rematch_button.rect.top - 14 - TABLE_TOP
        step = max(30, min(ROW, (room - TABLE_HEAD - 10) // max(1, len(self.rows))))
        table = pygame.Rect(28, TABLE_TOP, width - 56, min(room, TABLE_HEAD +
                                                           step * len(self.rows) + 10))
        surface.blit(panel(table.size, alpha=255), table)
        scale = min(1.0, (table.width - 70) / (RESULT_COLUMNS[-1][1] + 80))
        x0 = table.x + 50
        size = 20 if scale < 0.8 else 22
        for title, offset in RESULT_COLUMNS:
            surface.blit(text(title, size, theme.ACCENT, bold=True),
                         (x0 + round(offset * scale), table.y + 10))
        for index, row in enumerate(self.rows):
            y = table.y + TABLE_HEAD + index * step
            if row["winner"]:
                pygame.draw.rect(surface, (56, 46, 24), (table.x + 6, y, table.width - 12,
                                                         step - 4), border_radius=6)
            colour = theme.team_colour(self.session.seats[row["seat"]].colour)
            pygame.draw.circle(surface, colour, (table.x + 26, y + step // 2 - 2), 12)
            for (_, offset), value in zip(RESULT_COLUMNS, row["cells"], strict=True):
                words = text(value, size + (2 if offset == 0 else 0), theme.TEXT,
                             bold=offset == 0)
                surface.blit(words, words.get_rect(midleft=(x0 + round(offset * scale),
                                                            y + step // 2 - 2)))
