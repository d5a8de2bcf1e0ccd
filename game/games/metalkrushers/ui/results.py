"""The MetalKrushers results: who won, every Krusher's state at the end and what it did
(damage dealt and taken, critical hits, ousts and kills, worked out from the events)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.games.metalkrushers.rules.stats import KrusherStats, match_stats
from game.ui import theme
from game.ui.scenes.results_base import ResultsFrame
from game.ui.text import text, wrap

if TYPE_CHECKING:
    pass

COLUMNS = (("Krusher", 0), ("Seat", 200), ("Linkage", 320), ("Armour", 430), ("Dealt", 540),
           ("Taken", 640), ("Crits", 740), ("Ousts", 830), ("Kills", 920), ("State", 1010))
NOTE = ("Dealt / Taken: points put on shields, armour and Internal Linkage. Crits: critical "
        "hits landed. Kills: Krushers whose last Internal Linkage this one struck off.")


def headline(session: Any) -> str:
    """"Nina wins." / "A draw." from the match's last event."""
    events = session.log
    last = events[-1] if events else None
    return last.log_line(session.names) if last is not None else "The match is over."


def rows(session: Any) -> list[tuple[str, ...]]:
    """One row per Krusher: its state at the end and its statistics."""
    view = session.view_for(None)
    stats = match_stats(session.log)
    found = []
    for k in view.krushers:
        s = stats.get(k.uid) or KrusherStats(k.uid, k.name)
        found.append((k.name, session.names[k.seat], str(max(k.il, 0)), str(sum(k.armour)),
                      str(s.dealt), str(s.taken), str(s.criticals), str(s.ousts),
                      str(s.kills), "defeated" if k.defeated else "standing"))
    return found


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
        """The headline and the table."""
        surface.fill(theme.BACKGROUND)
        scale = surface.get_width() / 1280
        surface.blit(text(headline(self.session)[:80], 30, theme.ACCENT, bold=True), (40, 30))
        table = rows(self.session)
        for col, (head, x) in enumerate(COLUMNS):
            surface.blit(text(head, 20, theme.TEXT_DIM), (40 + x * scale, 100))
            for row, values in enumerate(table):
                surface.blit(text(values[col][:18], 20, theme.TEXT),
                             (40 + x * scale, 134 + 30 * row))
        for row, line in enumerate(wrap(NOTE, 18, surface.get_width() - 80)):
            surface.blit(text(line, 18, theme.TEXT_DIM), (40, 150 + 30 * len(table) + 24 * row))
