"""Where the junkyard table, its dice and each player's cursor are on screen (shared by the
painter, the mouse's hit test and the keyboard and controller cursors)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.games.dicebot.ui.scavenge.yard import Point, cell_share, die_spots, nearest

MARGIN = 18
CURSORS = "dicebot.cursors"
"""The battle flow's memo key for every seat's cursor (a point on the table, in shares)."""


def table_rect(scene: Any) -> pygame.Rect:
    """The junkyard table: the battle scene's map area less a margin."""
    rect: pygame.Rect = scene.viewport().inflate(-2 * MARGIN, -2 * MARGIN)
    return rect


def die_pixels(table: pygame.Rect, total: int) -> int:
    """How big a die is drawn on ``table`` when ``total`` were rolled."""
    width, height = cell_share(total)
    return max(16, min(72, int(min(table.width * width, table.height * height) * 0.64)))


def centre_of(table: pygame.Rect, spot: Point) -> tuple[int, int]:
    """The screen point of a spot on the table."""
    return round(table.x + spot[0] * table.width), round(table.y + spot[1] * table.height)


def lying(dice: Any, total: int) -> dict[int, Point]:
    """The spots of the dice in ``dice`` (ids) still on the table."""
    spots = die_spots(total)
    return {die: spots[die] for die in dice if 0 <= die < len(spots)}


def die_at(table: pygame.Rect, spots: dict[int, Point], total: int,
           pos: tuple[int, int]) -> int | None:
    """The die under screen ``pos`` (within its drawn size), if any."""
    reach = die_pixels(table, total) * 0.62
    hit, best = None, reach * reach
    for die, spot in spots.items():
        x, y = centre_of(table, spot)
        gap = (x - pos[0]) ** 2 + (y - pos[1]) ** 2
        if gap <= best:
            hit, best = die, gap
    return hit


def start_point(seat: int, seats: int) -> Point:
    """Where a seat's cursor starts: spread round the table's edge, one seat apart."""
    angle = math.pi + 2 * math.pi * seat / max(1, seats)
    return 0.5 + 0.42 * math.cos(angle), 0.5 + 0.42 * math.sin(angle)


def cursor_die(memo: dict[str, Any], seat: int, seats: int,
               spots: dict[int, Point]) -> int | None:
    """The die ``seat``'s cursor points at: the one lying nearest its point."""
    at = memo.setdefault(CURSORS, {}).get(seat, start_point(seat, seats))
    return nearest(at, spots)
