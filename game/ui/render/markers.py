"""Markers drawn over hexes: numbered spawn points, stations, the hover outline."""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.text import text

Point = tuple[float, float]


def hex_points(centre: Point, radius: float) -> list[Point]:
    """Corners of a pointy-top hexagon of ``radius`` around ``centre``."""
    cx, cy = centre
    return [(cx + radius * math.cos(math.radians(60 * i - 90)),
             cy + radius * math.sin(math.radians(60 * i - 90))) for i in range(6)]


def draw_spawn(surface: pygame.Surface, centre: Point, index: int, zoom: float) -> None:
    """A spawn point: a ring in the team colour with the spawn's number (1-based)."""
    colour = theme.team_colour(index)
    radius = max(10.0, 15 * zoom)
    pygame.draw.circle(surface, (10, 10, 14), centre, radius + 2)
    pygame.draw.circle(surface, colour, centre, radius, max(2, round(3 * zoom)))
    pygame.draw.circle(surface, (20, 22, 28), centre, radius - max(2, round(3 * zoom)))
    label = text(str(index + 1), max(16, round(24 * zoom)), colour)
    surface.blit(label, label.get_rect(center=(round(centre[0]), round(centre[1]) + 1)))


def draw_station(surface: pygame.Surface, centre: Point, zoom: float) -> None:
    """A station: a hexagon outline and an 'S' on a dark disc, in the station colour."""
    outer = max(11.0, 22 * zoom)
    width = max(2, round(3 * zoom))
    pygame.draw.polygon(surface, (10, 10, 14), hex_points(centre, outer), width + 2)
    pygame.draw.polygon(surface, theme.STATION, hex_points(centre, outer), width)
    pygame.draw.circle(surface, (10, 10, 14), centre, outer * 0.45)
    label = text("S", max(14, round(22 * zoom)), theme.STATION)
    surface.blit(label, label.get_rect(center=(round(centre[0]), round(centre[1]) + 1)))


def draw_outline(surface: pygame.Surface, corners: list[Point], colour: tuple[int, int, int],
                 width: int = 3) -> None:
    """A hex outline through ``corners``, with a dark halo so it reads on any tile."""
    pygame.draw.polygon(surface, (0, 0, 0), corners, width + 2)
    pygame.draw.polygon(surface, colour, corners, width)
