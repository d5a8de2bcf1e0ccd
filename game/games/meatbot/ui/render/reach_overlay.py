"""The reach overlay while picking: what one bot's weapons reach, drawn under the bots.

For the bot shown (the picker's own, or an enemy under the pointer): the hexes it sees within
its longest weapon's range tinted in its team colour, a dot on every hex its Move could take
it to, a line of sight to each bot it sees (ringed when a weapon reaches it now, a dashed
ring when only after moving), a line that stops at the wall with a cross for each bot it
cannot see, and a small card by each bot naming the weapons (in red: what reaches the picker).
Everything is drawn before the bots, so the bots always stay on top.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import pygame

from game.games.meatbot.rules.reach import Reach
from game.ui import theme
from game.ui.render.overlays import HexStamps
from game.ui.render.projection import Point, Projection
from game.ui.text import text
from game.ui.widget_base import fit_text

SIGHT_ALPHA = 34
CARD_ALPHA = 215
MOVE_TEXT = (186, 194, 210)
LEGEND = ((("tint", "sight"), ("dot", "Move")), (("ring", "hit now"), ("dash", "after move")),
          (("cross", "wall"), ("threat", "hits you")))
"""The legend's rows, two (swatch, words) pairs each."""


def draw_reach(surface: pygame.Surface, proj: Projection, stamps: HexStamps, reach: Reach,
               colour: tuple[int, int, int], bots: Sequence[object],
               threats: Mapping[int, tuple[str, ...]], viewer: int) -> None:
    """The whole overlay for ``reach`` (``bots``: the shown board's bots, ``threats``: the
    weapons by enemy seat that reach ``viewer``'s bot, shown only for the viewer's own)."""
    stamps.fill(surface, proj, reach.sight, colour, SIGHT_ALPHA)
    dot = max(2, round(4 * proj.zoom))
    for h in reach.walk - {reach.here}:
        centre = proj.centre(h)
        pygame.draw.circle(surface, (0, 0, 0), centre, dot + 1)
        pygame.draw.circle(surface, colour, centre, dot)
    here = proj.centre(reach.here)
    for bot in bots:
        seat = getattr(bot, "seat", -1)
        if seat == reach.seat or not getattr(bot, "active", False):
            continue
        there = proj.centre(bot.hex)  # type: ignore[attr-defined]
        _line_to(surface, proj, reach, seat, here, there, colour)
        lines = card_lines(reach, seat, threats.get(seat, ()) if reach.seat == viewer else (),
                           viewer)
        _card(surface, proj, there, lines, colour)


def card_lines(reach: Reach, seat: int, threat: tuple[str, ...],
               viewer: int) -> list[tuple[str, str]]:
    """The card by bot ``seat`` as ``viewer`` reads it: (kind, words) rows, kind "now",
    "move", "wall" or "threat" (``threat``: that bot's weapons reaching the viewer)."""
    rows: list[tuple[str, str]] = []
    now, later = reach.hits_now(seat), reach.hits_after_move(seat)
    prefix = "you hit" if reach.seat == viewer else "hits you" if seat == viewer else "hits"
    if now:
        rows.append(("now", f"{prefix}: {', '.join(now)}"))
    if later:
        rows.append(("move", f"after moving: {', '.join(later)}"))
    wall = reach.wall_between(seat)
    if wall is not None:
        rows.append(("wall", f"wall at {wall.q},{wall.r} blocks sight"))
    elif not now and not later:
        rows.append(("wall", "out of range"))
    if threat:
        rows.append(("threat", f"hits you: {', '.join(threat)}"))
    return rows


def _line_to(surface: pygame.Surface, proj: Projection, reach: Reach, seat: int,
             here: Point, there: Point, colour: tuple[int, int, int]) -> None:
    """The line of sight to one bot: to it and ringed, or to the wall and crossed."""
    wall = reach.wall_between(seat)
    zoom = proj.zoom
    if wall is not None:
        blocked_line(surface, here, proj.centre(wall), zoom)
        return
    pygame.draw.line(surface, (0, 0, 0), here, there, 5)
    pygame.draw.line(surface, colour, here, there, 2)
    radius = 30 * zoom
    if reach.hits_now(seat):
        pygame.draw.circle(surface, (0, 0, 0), there, radius + 2, 6)
        pygame.draw.circle(surface, colour, there, radius, 3)
    elif reach.hits_after_move(seat):
        dashed_ring(surface, there, radius, colour)


def blocked_line(surface: pygame.Surface, here: Point, wall: Point, zoom: float) -> None:
    """A line of sight that stops at a wall, crossed out there."""
    pygame.draw.line(surface, (0, 0, 0), here, wall, 5)
    pygame.draw.line(surface, theme.TEXT_DIM, here, wall, 2)
    _cross(surface, wall, 12 * zoom)


def dashed_ring(surface: pygame.Surface, centre: Point, radius: float,
                colour: tuple[int, int, int], dashes: int = 10) -> None:
    """A ring of ``dashes`` short arcs (a dark halo under each)."""
    box = pygame.Rect(0, 0, round(radius * 2), round(radius * 2))
    box.center = (round(centre[0]), round(centre[1]))
    step = 2 * math.pi / dashes
    for index in range(dashes):
        start = index * step
        pygame.draw.arc(surface, (0, 0, 0), box.inflate(4, 4), start, start + step * 0.55, 6)
        pygame.draw.arc(surface, colour, box, start, start + step * 0.55, 3)


def _cross(surface: pygame.Surface, centre: Point, size: float) -> None:
    x, y = centre
    for dx in (-1, 1):
        start, end = (x - size, y - dx * size), (x + size, y + dx * size)
        pygame.draw.line(surface, (0, 0, 0), start, end, 7)
        pygame.draw.line(surface, theme.DANGER, start, end, 4)


def _card(surface: pygame.Surface, proj: Projection, there: Point,
          lines: list[tuple[str, str]], colour: tuple[int, int, int]) -> None:
    """A small translucent card under a bot's feet (drawn before the bots, so it never hides
    one)."""
    if not lines:
        return
    size = max(15, round(17 * proj.zoom))
    tints = {"now": theme.TEXT, "move": MOVE_TEXT, "wall": theme.TEXT_DIM, "threat": theme.DANGER}
    rows = [text(words, size, tints[kind], kind == "threat") for kind, words in lines]
    width = max(row.get_width() for row in rows) + 10
    height = sum(row.get_height() for row in rows) + 4
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    card.fill((10, 12, 18, CARD_ALPHA))
    y = 2
    for row in rows:
        card.blit(row, (5, y))
        y += row.get_height()
    box = card.get_rect(midtop=(round(there[0]), round(there[1] + 34 * proj.zoom)))
    surface.blit(card, box)
    pygame.draw.rect(surface, colour, box, 1)


LEGEND_SIZE, LEGEND_SMALLEST = 19, 15
"""The legend's text size, and the smallest it shrinks to when its words do not fit."""


def draw_legend(surface: pygame.Surface, area: pygame.Rect, colour: tuple[int, int, int],
                title: str, size: int = LEGEND_SIZE, columns: int = 2) -> pygame.Rect:
    """The legend in ``area``: its swatches with their words in ``columns`` columns (each as
    wide as its words), as large as fits up to ``size``, under the title when there is room
    for it; returns the rectangle used (for its tooltip)."""
    entries = [entry for pairs in LEGEND for entry in pairs]
    rows = [entries[i:i + columns] for i in range(0, len(entries), columns)]
    size = _legend_size(rows, area.width, size)
    widths = _column_widths(rows, size)
    y = area.y
    if (len(rows) + 1) * size <= area.height:
        surface.blit(fit_text(title, size, theme.TEXT, area.width), (area.x, area.y))
        y += size
    for row in rows:
        if y + size > area.bottom:
            break
        x = area.x
        for (kind, words), width in zip(row, widths, strict=False):
            _swatch(surface, kind, (x + 6, y + size // 2), colour)
            surface.blit(text(words, size, theme.TEXT_DIM), (x + 15, y))
            x += width
        y += size
    return pygame.Rect(area.x, area.y, area.width, y - area.y)


def _column_widths(rows: list[list[tuple[str, str]]], size: int) -> list[int]:
    """Each column's width at text ``size``: its widest words, the swatch and a gap."""
    columns = max(len(row) for row in rows)
    return [max(text(row[c][1], size, theme.TEXT_DIM).get_width() for row in rows
                if c < len(row)) + 15 + 8 for c in range(columns)]


def _legend_size(rows: list[list[tuple[str, str]]], width: int, size: int) -> int:
    """The largest text size from ``size`` down to LEGEND_SMALLEST whose columns fit."""
    while size > LEGEND_SMALLEST and sum(_column_widths(rows, size)) - 8 > width:
        size -= 1
    return size


def _swatch(surface: pygame.Surface, kind: str, centre: tuple[int, int],
            colour: tuple[int, int, int]) -> None:
    x, y = centre
    if kind == "tint":
        pygame.draw.rect(surface, tuple(c // 2 for c in colour), (x - 5, y - 5, 10, 10))
    elif kind == "dot":
        pygame.draw.circle(surface, colour, centre, 3)
    elif kind == "ring":
        pygame.draw.circle(surface, colour, centre, 5, 2)
    elif kind == "dash":
        dashed_ring(surface, centre, 5, colour, dashes=4)
    elif kind == "threat":
        pygame.draw.rect(surface, theme.DANGER, (x - 5, y - 3, 10, 6))
    else:
        _cross(surface, centre, 4)


LEGEND_TIP = ("Reach while picking: the tint is what the bot sees within its longest range, "
              "dots where its Move could take it (with the d4s picked; an opponent's most), "
              "a ring round each bot a weapon reaches from here, a dashed ring if only after "
              "moving, and a line that stops at a cross where a wall blocks sight. The card "
              "by each bot names the weapons; red lines are weapons that reach you. Point at "
              "another bot to see its reach.")
