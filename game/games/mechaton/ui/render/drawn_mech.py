"""Mech layers drawn from plain shapes, for when the sprite files are missing or unreadable
(a stripped install, a broken download): the same layers, same size and colours as the art
in assets/sprites/mechs, only simpler, so a match always starts and every part still shows."""

from __future__ import annotations

from collections.abc import Callable

import pygame

SIZE = 80
OUTLINE = (26, 26, 30, 255)
BODY = (228, 228, 228, 255)
STEEL = (120, 126, 136, 255)
GREEN = (70, 190, 90, 255)
YELLOW = (240, 200, 50, 255)
BLUE = (70, 130, 230, 255)
RED = (220, 70, 60, 255)


def _box(s: pygame.Surface, colour: tuple[int, ...], rect: tuple[int, int, int, int]) -> None:
    pygame.draw.rect(s, colour, rect, border_radius=3)
    pygame.draw.rect(s, OUTLINE, rect, 1, border_radius=3)


def _body(s: pygame.Surface) -> None:
    _box(s, BODY, (24, 24, 32, 28))
    _box(s, BODY, (32, 12, 16, 13))


def _legs(s: pygame.Surface) -> None:
    for x in (28, 44):
        _box(s, STEEL, (x, 52, 8, 18))
        _box(s, GREEN, (x - 2, 68, 12, 5))


def _wings(s: pygame.Surface) -> None:
    for sign in (-1, 1):
        tip = 40 + sign * 36
        points = [(40 + sign * 14, 28), (tip, 18), (tip, 40), (40 + sign * 14, 44)]
        pygame.draw.polygon(s, GREEN, points)
        pygame.draw.polygon(s, OUTLINE, points, 1)


def _radar(s: pygame.Surface) -> None:
    pygame.draw.ellipse(s, YELLOW, (28, 2, 24, 8))
    pygame.draw.ellipse(s, OUTLINE, (28, 2, 24, 8), 1)


def _antenna(s: pygame.Surface) -> None:
    pygame.draw.line(s, OUTLINE, (46, 13), (54, 1), 2)
    pygame.draw.circle(s, YELLOW, (54, 2), 3)


def _plates(s: pygame.Surface) -> None:
    _box(s, BLUE, (14, 24, 12, 11))
    _box(s, BLUE, (54, 24, 12, 11))


def _plates_2(s: pygame.Surface) -> None:
    _box(s, BLUE, (28, 38, 24, 8))


def _hth(s: pygame.Surface) -> None:
    _box(s, STEEL, (10, 36, 8, 16))
    _box(s, RED, (7, 50, 14, 6))


def _direct(s: pygame.Surface) -> None:
    _box(s, STEEL, (60, 36, 7, 22))
    _box(s, RED, (59, 56, 9, 4))


def _artillery(s: pygame.Surface) -> None:
    _box(s, STEEL, (54, 6, 8, 26))
    _box(s, RED, (53, 3, 10, 5))


def _rubble(s: pygame.Surface) -> None:
    for k, (x, y, w, h) in enumerate(((14, 58, 16, 8), (30, 54, 18, 10), (46, 60, 14, 8),
                                      (22, 64, 22, 7), (40, 48, 12, 8))):
        shade = 90 + 14 * k
        _box(s, (shade, shade, shade, 255), (x, y, w, h))


DRAWN: dict[str, Callable[[pygame.Surface], None]] = {
    "body": _body, "legs": _legs, "wings": _wings, "radar": _radar, "antenna": _antenna,
    "plates": _plates, "plates_2": _plates_2, "hth": _hth, "direct": _direct,
    "artillery": _artillery, "rubble": _rubble}
"""Layer name -> its drawing from shapes (the same names as the sprite files)."""


def drawn_layer(name: str) -> pygame.Surface:
    """One layer drawn from shapes, SIZE pixels square (an unknown name: empty)."""
    surface = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    draw = DRAWN.get(name)
    if draw is not None:
        draw(surface)
    return surface
