"""Meatbot's picture on the title's game chooser: two bots squaring up across a hex floor."""

from __future__ import annotations

import math

import pygame

from game.ui.palette import NORMAL_PALETTE
from game.ui.render.tiles import TileImages, tinted

FLOOR, EDGE = (44, 40, 46), (86, 70, 72)
DIE_FACE, DIE_PIP = (236, 230, 214), (40, 34, 36)
_sprites: dict[tuple[int, int], pygame.Surface] = {}


def _hexagon(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    return [(centre[0] + radius * math.cos(math.radians(60 * i)),
             centre[1] + radius * math.sin(math.radians(60 * i))) for i in range(6)]


def _bot(seat: int, size: int) -> pygame.Surface:
    """The seat's sprite tinted in its colour, ``size`` pixels tall (a disc if missing)."""
    key = (seat, size)
    if key not in _sprites:
        base = TileImages().sprite(seat)
        if base is None:
            base = pygame.Surface((64, 64), pygame.SRCALPHA)
            pygame.draw.circle(base, (220, 220, 220), (32, 32), 26)
        image = tinted(base, NORMAL_PALETTE[seat])
        scale = size / max(1, image.get_height())
        _sprites[key] = pygame.transform.smoothscale_by(image, scale)
    return _sprites[key]


def _die(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A d6 showing six, tilted a little (the pick is the heart of the game)."""
    face = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(face, DIE_FACE, face.get_rect(), border_radius=max(2, size // 6))
    pip = max(2, size // 10)
    for column in (0.28, 0.72):
        for row in (0.25, 0.5, 0.75):
            pygame.draw.circle(face, DIE_PIP, (round(size * column), round(size * row)), pip)
    turned = pygame.transform.rotate(face, 14)
    surface.blit(turned, turned.get_rect(center=centre))


def draw_card(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Paint the picture inside ``rect``."""
    radius = min(rect.width / 5.2, rect.height / 2.9)
    cx, cy = rect.centerx, round(rect.centery - 0.435 * radius)  # the three hexes centred
    for dx in (-1.5, 0.0, 1.5):
        centre = (cx + dx * radius, cy + (radius * 0.87 if dx == 0 else 0))
        pygame.draw.polygon(surface, FLOOR, _hexagon(centre, radius))
        pygame.draw.polygon(surface, EDGE, _hexagon(centre, radius), 2)
    size = int(radius * 1.5)
    left, right = _bot(0, size), pygame.transform.flip(_bot(1, size), True, False)
    surface.blit(left, left.get_rect(center=(cx - 1.5 * radius, cy)))
    surface.blit(right, right.get_rect(center=(cx + 1.5 * radius, cy)))
    _die(surface, (cx, int(cy - radius * 0.2)), max(10, int(radius * 0.6)))
