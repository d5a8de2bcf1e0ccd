"""The battle's right-hand column: the doomsday clock and scoreboard, the initiative track
(every mech's chosen die, in order, the one acting lit, the finished ones dim), the log."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.render.hud import panel
from game.ui.text import text

CHIP_W, CHIP_H = 74, 30


def draw_sidebar(surface: pygame.Surface, area: pygame.Rect, flow: Any, painter: Any) -> None:
    """Clock, scores, initiative track, then the log in what is left."""
    surface.blit(panel(area.size, alpha=255), area)
    view = flow.board.view
    y = area.y + 8
    if view is not None:
        y = _clock_and_scores(surface, area, view, painter, y)
        y = _track(surface, area, view, painter, y)
    log_area = pygame.Rect(area.x + 8, y + 4, area.width - 16, area.bottom - y - 12)
    if log_area.height > 40:
        flow.log.draw(surface, log_area)


def _clock_and_scores(surface: pygame.Surface, area: pygame.Rect, view: Any, painter: Any,
                      y: int) -> int:
    x = area.x + 12
    clock_colour = theme.DANGER if view.clock <= 3 else theme.ACCENT
    surface.blit(text(f"Doomsday clock: {view.clock}", 22, clock_colour, bold=True), (x, y))
    y += 28
    leader = max(view.scores) if view.scores else 0
    for seat, name in enumerate(view.players):
        colour = painter.colour(seat)
        pygame.draw.circle(surface, colour, (x + 7, y + 10), 7)
        score = view.scores[seat] if seat < len(view.scores) else 0
        per = view.points_per[seat] if seat < len(view.points_per) else 0
        bold = score == leader and leader > 0
        surface.blit(text(name[:14], 19, theme.TEXT, bold=bold), (x + 20, y))
        right = text(f"{score} ({per}/asset)", 19, theme.TEXT, bold=bold)
        surface.blit(right, right.get_rect(topright=(area.right - 12, y)))
        y += 22
    return y + 6


def _track(surface: pygame.Surface, area: pygame.Rect, view: Any, painter: Any, y: int) -> int:
    order = list(view.turn_order) or [m.uid for m in view.mechs
                                      if m.alive and m.chosen is not None]
    if view.phase not in ("initiative", "turn", "clock") and not order:
        return y
    surface.blit(text("Initiative", 19, theme.TEXT_DIM, bold=True), (area.x + 12, y))
    y += 24
    acting = view.go.mech if view.go is not None else None
    x = area.x + 12
    shown = order or [m.uid for m in view.mechs if m.alive and m.hex is not None]
    for uid in shown:
        mech = view.mechs[uid]
        if x + CHIP_W > area.right - 8:
            x, y = area.x + 12, y + CHIP_H + 4
        _chip(surface, pygame.Rect(x, y, CHIP_W, CHIP_H), mech, painter, uid == acting)
        x += CHIP_W + 4
    return y + CHIP_H + 8


def _chip(surface: pygame.Surface, rect: pygame.Rect, mech: Any, painter: Any,
          acting: bool) -> None:
    colour = painter.colour(mech.owner)
    fill = (60, 54, 28) if acting else (30, 34, 46)
    pygame.draw.rect(surface, fill, rect, border_radius=5)
    pygame.draw.rect(surface, theme.HOVER_OUTLINE if acting else colour, rect,
                     2 if acting else 1, border_radius=5)
    die = "?" if mech.chosen is None else str(mech.chosen)
    ink = theme.TEXT_BROKEN if mech.done or not mech.alive else theme.TEXT
    surface.blit(text(die, 20, colour, bold=True), (rect.x + 5, rect.y + 5))
    surface.blit(text(mech.name[:7], 14, ink), (rect.x + 26, rect.y + 8))
