"""The end of a match: who won (or a draw), each bot's numbers, and where to go next."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from game.games.meatbot.ui import RESULT_COLUMNS
from game.ui import theme
from game.ui.palette import team_style
from game.ui.render.hud import panel
from game.ui.scenes.results_base import ResultsFrame
from game.ui.text import text
from game.ui.widgets import fit_text, heading

if TYPE_CHECKING:
    from game.ui.app import App

COLUMNS = RESULT_COLUMNS
ROW_HEIGHT = 48  # the tallest a row gets; with many bots the rows shrink to fit
MIN_ROW_HEIGHT = 34
TABLE_TOP = 206
TABLE_HEAD = 40


def result_headline(session: Any) -> tuple[str, str]:
    """The big line and the small one: "Nina wins!" / "last bot standing after 7 rounds"."""
    result = session.result
    if result is None:
        return "Match stopped", "The match has not finished."
    rounds = f"after {result.rounds} round{'s' if result.rounds != 1 else ''}"
    reason = str(result.reason or "").rstrip(".")
    detail = reason if "limit" in reason else f"{reason} {rounds}".strip()
    detail = detail[:1].upper() + detail[1:]
    if result.winner is None:
        return "Draw!", detail
    return f"{session.names[result.winner]} wins!", detail


def bot_rows(session: Any) -> list[dict[str, Any]]:
    """One row of results per bot (name, seat, state, Meat, statistics, build)."""
    result = session.result
    view = session.view_for(None)
    rows = []
    for seat, bot in enumerate(view.bots):
        config = session.seats[seat]
        stats = result.stats[seat] if result is not None and seat < len(result.stats) else None
        state = "ejected" if bot.ejected else "standing" if bot.standing else "collapsed"
        who = f"AI ({config.level})" if config.kind == "ai" else "Human"
        rows.append({"seat": seat, "name": bot.name, "who": who, "state": state,
                     "meat": max(0, bot.meat), "colour": config.colour,
                     "dealt": stats.damage_dealt if stats else 0,
                     "taken": stats.damage_taken if stats else 0,
                     "stunts": stats.grandstands if stats else 0,
                     "kills": stats.kills if stats else 0,
                     "build": match_build(session, seat),
                     "winner": result is not None and result.winner == seat})
    return rows


def match_build(session: Any, seat: int) -> tuple[str, ...]:
    """The devourables ``seat``'s bot went into the match with: what it bought in the
    match's shop, or the build it was set up with."""
    setup = getattr(getattr(getattr(session, "match", None), "state", None), "setup", None)
    bots = getattr(setup, "bots", ())
    if seat < len(bots):
        return tuple(bots[seat].devourables)
    from game.ui.online.rematch import online_session

    if online_session(session) is not None:  # the set-up stays on the server: what showed
        return tuple(kind for _, kind, _ in session.view_for(seat).bots[seat].devourables)
    return tuple(session.seats[seat].build)


class ResultsScene(ResultsFrame):
    """Winner or draw, a table of every bot, and Rematch / New match / Title."""

    rematch_tip = "Same arena, seats and builds; new dice (R)"

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self.headline, self.subline = result_headline(session)
        self.rows = bot_rows(session)
        self.time = 0.0

    def attach(self, app: App) -> None:
        """Buttons, and the crowd."""
        super().attach(app)
        winner = self.session.result is not None and \
            self.session.result.winner is not None
        app.play("crowd_cheer" if winner else "crowd_gasp")

    def layout_buttons(self) -> None:
        """The buttons to the right, over the key hints."""
        width, height = self.app.screen.get_size()
        y = height - 50 - 56
        self.title_button.rect = pygame.Rect(width - 28 - 250, y, 250, 48)
        self.new_button.rect = pygame.Rect(self.title_button.rect.x - 16 - 200, y, 200, 48)
        self.rematch_button.rect = pygame.Rect(self.new_button.rect.x - 16 - 200, y, 200, 48)

    def update(self, dt: float) -> None:
        """Tooltips and the banner's shine."""
        self.time += dt
        super().update(dt)

    # -- drawing --------------------------------------------------------------------------
    def page_look(self) -> tuple[object, ...]:
        """The banner and table change only with the buttons' places and the palette."""
        return (tuple(tuple(b.rect) for b in self.form.widgets),
                self.app.settings.colour_blind_palette)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Banner, table, buttons and hints."""
        surface.fill(theme.BACKGROUND)
        arena = self.session.arena
        heading(surface, "Results", getattr(arena, "name", ""))
        self._draw_banner(surface)
        self._draw_table(surface)
        self.draw_buttons(surface)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        width = surface.get_width()
        winner = next((row for row in self.rows if row["winner"]), None)
        colour = team_style(winner["colour"], self.app.settings.colour_blind_palette).colour \
            if winner else theme.TEXT
        big = text(self.headline, 72, colour, bold=True)
        surface.blit(big, big.get_rect(midtop=(width // 2, 92)))
        small = text(self.subline, 28, theme.TEXT_DIM)
        surface.blit(small, small.get_rect(midtop=(width // 2, 92 + big.get_height() + 4)))

    def table_rect(self) -> pygame.Rect:
        """The table's panel: from under the banner down to just above the buttons."""
        width = self.app.screen.get_width()
        room = self.rematch_button.rect.top - 14 - TABLE_TOP
        wanted = TABLE_HEAD + ROW_HEIGHT * len(self.rows) + 12
        return pygame.Rect(28, TABLE_TOP, width - 56, min(wanted, room))

    def row_height(self) -> int:
        """How tall each bot's row is: as tall as allowed, short enough for all to fit."""
        room = self.table_rect().height - TABLE_HEAD - 12
        return max(MIN_ROW_HEIGHT, min(ROW_HEIGHT, room // max(1, len(self.rows))))

    def row_rect(self, index: int) -> pygame.Rect:
        """Where bot row ``index`` is drawn."""
        table = self.table_rect()
        step = self.row_height()
        return pygame.Rect(table.x, table.y + TABLE_HEAD + index * step, table.width, step)

    def _draw_table(self, surface: pygame.Surface) -> None:
        table = self.table_rect()
        surface.blit(panel(table.size, alpha=255), table)
        x0 = table.x + 60
        for title, offset in COLUMNS:
            surface.blit(text(title, 22, theme.ACCENT, bold=True), (x0 + offset, table.y + 12))
        build_x = x0 + COLUMNS[-1][1] + 70
        surface.blit(text("Build", 22, theme.ACCENT, bold=True), (build_x, table.y + 12))
        clip = surface.get_clip()
        surface.set_clip(table.clip(clip))  # within a part being redrawn, not past it
        for index, row in enumerate(self.rows):
            self._draw_row(surface, row, self.row_rect(index), x0, build_x)
        surface.set_clip(clip)

    def _draw_row(self, surface: pygame.Surface, row: dict[str, Any], area: pygame.Rect,
                  x0: int, build_x: int) -> None:
        style = team_style(row["colour"], self.app.settings.colour_blind_palette)
        if row["winner"]:
            band = pygame.Rect(area.x + 6, area.y, area.width - 12, area.height - 6)
            pygame.draw.rect(surface, (56, 46, 24), band, border_radius=6)
        centre = (area.x + 30, area.y + area.height // 2 - 3)
        pygame.draw.circle(surface, style.colour, centre, 15)
        badge = text(style.label, 22, theme.BACKGROUND, bold=True)
        surface.blit(badge, badge.get_rect(center=centre))
        state_colour = {"standing": theme.TEXT, "collapsed": theme.DANGER}.get(
            row["state"], theme.TEXT_DIM)
        cells = (row["name"], row["who"], row["state"], str(row["meat"]), str(row["dealt"]),
                 str(row["taken"]), str(row["stunts"]), str(row["kills"]))
        for (_, offset), value in zip(COLUMNS, cells, strict=True):
            colour = state_colour if value == row["state"] else theme.TEXT
            size = 28 if offset == 0 else 24
            words = text(value, size, colour, bold=offset == 0)
            surface.blit(words, words.get_rect(midleft=(x0 + offset, centre[1])))
        build = ", ".join(f"{k} x{n}" if n > 1 else k
                          for k, n in Counter(row["build"]).items()) or "basic bot"
        words = fit_text(build, 20, theme.TEXT_DIM, area.right - 12 - build_x)
        surface.blit(words, words.get_rect(midleft=(build_x, centre[1])))
