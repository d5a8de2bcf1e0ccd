"""MetalKrushers' picture on the game chooser: two Krushers face off across a seam of the
arena floor, each with its front arc marked, one behind a raised shield, a blow landing."""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.palette import NORMAL_PALETTE
from game.ui.render.tiles import TileImages, tinted

FLOOR, EDGE = (52, 56, 66), (92, 100, 116)
FRONT_ARC = (255, 176, 48)
SHIELD, SHIELD_EDGE = (70, 190, 230), (200, 240, 255)
SPARK = (255, 236, 150)
KRUSHER_SPRITES = (3, 5)
"""Which bot sprites stand in for the two Krushers (not Meatbot's pair)."""
_sprites: dict[tuple[int, int], pygame.Surface] = {}


def _hexagon(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    return [(centre[0] + radius * math.cos(math.radians(60 * i + 30)),
             centre[1] + radius * math.sin(math.radians(60 * i + 30))) for i in range(6)]


def _krusher(seat: int, size: int) -> pygame.Surface:
    """A Krusher sprite in the seat's colour, ``size`` pixels tall (a disc if missing)."""
    key = (seat, size)
    if key not in _sprites:
        base = TileImages().sprite(KRUSHER_SPRITES[seat])
        if base is None:
            base = pygame.Surface((64, 64), pygame.SRCALPHA)
            pygame.draw.circle(base, (220, 220, 220), (32, 32), 26)
        image = tinted(base, NORMAL_PALETTE[seat])
        _sprites[key] = pygame.transform.smoothscale_by(image, size / max(1, image.get_height()))
    return _sprites[key]


def _front_arc(surface: pygame.Surface, centre: tuple[float, float], radius: float,
               towards: int) -> None:
    """The two hex edges of the front arc, lit, facing ``towards`` (+1 right, -1 left)."""
    corners = _hexagon(centre, radius)
    # pointy-top hexagon: corners 4, 5, 0, 1 run round the right half, 1, 2, 3, 4 the left
    chain = [corners[i] for i in ((4, 5, 0, 1) if towards > 0 else (1, 2, 3, 4))]
    pygame.draw.lines(surface, FRONT_ARC, False, chain, max(3, round(radius / 14)))


def _spark(surface: pygame.Surface, centre: tuple[float, float], radius: float) -> None:
    """A small star burst where the blow lands."""
    points = []
    for i in range(16):
        reach = radius if i % 2 == 0 else radius * 0.42
        angle = math.radians(22.5 * i - 90)
        points.append((centre[0] + reach * math.cos(angle), centre[1] + reach * math.sin(angle)))
    pygame.draw.polygon(surface, SPARK, points)
    pygame.draw.polygon(surface, theme.ACCENT, points, 2)


def draw_card(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Paint the picture inside ``rect``."""
    radius = min(rect.width / 4.6, rect.height / 2.4)
    cx, cy = rect.centerx, rect.centery
    half = radius * 0.87 + radius * 0.16  # half a pointy hex's width and a seam between
    centres = ((cx - half, cy), (cx + half, cy))
    for centre in centres:
        pygame.draw.polygon(surface, FLOOR, _hexagon(centre, radius))
        pygame.draw.polygon(surface, EDGE, _hexagon(centre, radius), 2)
    for seat, centre in enumerate(centres):
        _front_arc(surface, centre, radius, 1 if seat == 0 else -1)
    size = int(radius * 1.25)
    left = _krusher(0, size)
    right = pygame.transform.flip(_krusher(1, size), True, False)
    surface.blit(left, left.get_rect(center=(round(centres[0][0]), round(cy))))
    surface.blit(right, right.get_rect(center=(round(centres[1][0]), round(cy))))
    shield = pygame.Rect(0, 0, max(6, round(radius * 0.2)), round(radius * 1.05))
    shield.center = (round(centres[1][0] - radius * 0.62), round(cy))
    pygame.draw.rect(surface, SHIELD, shield, border_radius=max(3, shield.width // 2))
    pygame.draw.rect(surface, SHIELD_EDGE, shield, 2, border_radius=max(3, shield.width // 2))
    _spark(surface, (shield.centerx - radius * 0.12, cy - radius * 0.35), radius * 0.26)
