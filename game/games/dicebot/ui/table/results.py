"""The Dice Bot results: the champion (or champions), every player's medals and how the
game ended, a sudden death noted."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.dicebot.rules.battle_events import SuddenDeathBegan
from game.games.dicebot.ui.table import art
from game.ui import theme
from game.ui.scenes.results_base import ResultsFrame
from game.ui.text import text

COLUMNS = (("Player", 0), ("Medals", 300), ("Hit points", 500), ("Finish", 680))
"""The results table's columns: (heading, x offset at 1280 wide)."""


def headline(session: Any) -> str:
    """"Nina is the champion!" / "Nina and Red share the title!" / "No champion."."""
    result = session.result
    names = session.names
    if result is None or not result.winners:
        return "No champion." + (f" ({result.reason})" if result else "")
    if len(result.winners) == 1:
        return f"{names[result.winners[0]]} is the champion!"
    return f"{' and '.join(names[s] for s in result.winners)} share the title!"


def sudden_death_note(session: Any) -> str:
    """A line saying who fought a sudden death match ("" if nobody did)."""
    for event in session.log:
        if isinstance(event, SuddenDeathBegan):
            who = ", ".join(session.names[s] for s in event.seats)
            return f"Decided by sudden death between {who}."
    return ""


def rows(session: Any) -> list[tuple[str, ...]]:
    """One row per player: name, medals, hit points left, champion / standing / destroyed."""
    view = session.view_for(None)
    result = session.result
    winners = result.winners if result else ()
    out = []
    for robot in view.robots:
        finish = "champion" if robot.seat in winners else \
            ("standing" if robot.fighting else "destroyed")
        out.append((robot.name, str(robot.medals), str(max(0, robot.hit_points)), finish))
    return out


class ResultsScene(ResultsFrame):
    """The table and a way back to the title."""

    def page_look(self) -> int:
        """The page changes only with the match (and the window, which the frame adds)."""
        return len(self.session.log)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The page (painted again only when the window size or the match changes), then the
        buttons."""
        self.draw_kept_page(surface, self._paint)
        self.draw_buttons(surface)

    def _paint(self, surface: pygame.Surface) -> None:
        """The headline, the sudden death note and the table with medals drawn."""
        surface.fill(theme.BACKGROUND)
        scale = surface.get_width() / 1280
        surface.blit(text(headline(self.session)[:70], 36, theme.ACCENT, bold=True), (40, 28))
        note = sudden_death_note(self.session)
        if note:
            surface.blit(text(note, 22, theme.DANGER), (40, 72))
        for head, x in COLUMNS:
            surface.blit(text(head, 20, theme.TEXT_DIM), (40 + x * scale, 110))
        for row, values in enumerate(rows(self.session)):
            y = 146 + 40 * row
            for col, (_, x) in enumerate(COLUMNS):
                colour = theme.ACCENT if values[3] == "champion" else theme.TEXT
                surface.blit(text(values[col], 22, colour), (40 + x * scale, y))
            for k in range(int(values[1])):
                art.draw_medal(surface, (round(40 + (COLUMNS[1][1] + 40) * scale) + 26 * k,
                                         y + 14), 10, k + 1)
        self._robots(surface, 146 + 40 * len(rows(self.session)) + 20)

    def _robots(self, surface: pygame.Surface, top: int) -> None:
        """Every robot as the game left it, the champion crowned."""
        from game.games.dicebot.ui.table.effects import crown
        from game.ui.palette import team_style

        view = self.session.view_for(None)
        result = self.session.result
        winners = result.winners if result else ()
        bottom = surface.get_height() - 100
        count = len(view.robots)
        width = min(180, (surface.get_width() - 80) // max(1, count))
        height = min(bottom - top - 60, round(width * 1.1))
        if height < 40:
            return
        for k, robot in enumerate(view.robots):
            box = pygame.Rect(40 + k * width, top + 30, width - 10, height)
            colour = team_style(self.session.seats[robot.seat].colour).colour
            art.draw_robot(surface, box, robot.body, robot.head, colour,
                           robot.fighting or robot.seat in winners)
            if robot.seat in winners:
                crown(surface, (box.centerx, box.y + 4))
            name = text(robot.name, 20, colour, bold=True)
            surface.blit(name, name.get_rect(midtop=(box.centerx, box.bottom + 4)))
