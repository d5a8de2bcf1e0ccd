"""Our own art for Dice Bot's parts dice: each face a small picture drawn with pygame.

A die is an ivory rounded square with its part's picture (a coil spring, a chip with pins, a
camera, a shield of armor, a battery, a claw) in the part's colour and the d6 number in a
corner, so neither colour nor the picture alone has to be read. Drawings are cached by face
and size.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.games.dicebot.rules.parts import FACES

Colour = tuple[int, int, int]
IVORY: Colour = (238, 232, 216)
EDGE: Colour = (58, 52, 46)
PART_COLOURS: dict[str, Colour] = {
    "spring": (46, 150, 84), "chip": (24, 132, 160), "camera": (118, 70, 170),
    "armor": (70, 92, 130), "battery": (196, 128, 18), "claw": (196, 52, 46)}
"""Each part's ink (the picture says which part it is; the colour only helps)."""
LABELS = {face: face.capitalize() for face in FACES}

_cache: dict[tuple[str, int], pygame.Surface] = {}


def die_surface(face: str, size: int) -> pygame.Surface:
    """A die showing ``face``, ``size`` pixels square (cached)."""
    key = (face, size)
    if key not in _cache:
        _cache[key] = _draw_die(face, size)
    return _cache[key]


def _draw_die(face: str, size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(3, size // 6)
    pygame.draw.rect(surface, (0, 0, 0, 70), rect.move(0, 2), border_radius=radius)
    body = rect.inflate(-2, -3).move(0, -1)
    pygame.draw.rect(surface, IVORY, body, border_radius=radius)
    pygame.draw.rect(surface, EDGE, body, max(1, size // 24), border_radius=radius)
    art = body.inflate(-size * 0.3, -size * 0.3)
    draw_part(surface, face, art, PART_COLOURS[face])
    pip_count = FACES.index(face) + 1
    _corner_pips(surface, body, pip_count, size)
    return surface


def _corner_pips(surface: pygame.Surface, body: pygame.Rect, count: int, size: int) -> None:
    """The d6 number as tiny pips in a row along the bottom edge."""
    if size < 28:
        return
    r = max(1, size // 36)
    gap = r * 3
    x0 = body.right - size * 0.1 - (count - 1) * gap
    for i in range(count):
        pygame.draw.circle(surface, EDGE, (round(x0 + i * gap), body.bottom - size * 0.09), r)


def draw_part(surface: pygame.Surface, face: str, rect: pygame.Rect, ink: Colour) -> None:
    """The picture of part ``face`` inside ``rect``."""
    PAINTERS[face](surface, pygame.Rect(rect), ink)


def _w(rect: pygame.Rect, share: float = 0.09) -> int:
    return max(2, round(rect.width * share))


def _spring(surface: pygame.Surface, r: pygame.Rect, ink: Colour) -> None:
    turns = 3
    top, bottom = r.top + r.height * 0.16, r.bottom - r.height * 0.16
    points = [(r.centerx + (r.width * 0.3) * (-1 if i % 2 else 1),
               top + (bottom - top) * i / (turns * 2)) for i in range(turns * 2 + 1)]
    pygame.draw.lines(surface, ink, False, points, _w(r, 0.08))
    for y in (r.top + 1, r.bottom - _w(r) - 1):
        pygame.draw.rect(surface, ink, (r.x + r.width * 0.12, y, r.width * 0.76, _w(r)),
                         border_radius=2)


def _chip(surface: pygame.Surface, r: pygame.Rect, ink: Colour) -> None:
    core = r.inflate(-r.width * 0.4, -r.height * 0.4)
    pins = 3
    for i in range(pins):
        t = core.left + core.width * (i + 0.5) / pins
        u = core.top + core.height * (i + 0.5) / pins
        pygame.draw.line(surface, ink, (t, r.top), (t, r.bottom), _w(r, 0.07))
        pygame.draw.line(surface, ink, (r.left, u), (r.right, u), _w(r, 0.07))
    pygame.draw.rect(surface, ink, core, border_radius=max(2, r.width // 12))
    pygame.draw.rect(surface, IVORY, core.inflate(-core.width * 0.5, -core.height * 0.5))


def _camera(surface: pygame.Surface, r: pygame.Rect, ink: Colour) -> None:
    body = pygame.Rect(r.left, r.top + r.height * 0.25, r.width, r.height * 0.62)
    bump = pygame.Rect(r.left + r.width * 0.15, r.top + r.height * 0.1, r.width * 0.3,
                       r.height * 0.2)
    pygame.draw.rect(surface, ink, bump, border_radius=2)
    pygame.draw.rect(surface, ink, body, border_radius=max(2, r.width // 8))
    centre = (body.centerx, body.centery)
    pygame.draw.circle(surface, IVORY, centre, body.height * 0.36)
    pygame.draw.circle(surface, ink, centre, body.height * 0.2)


def _armor(surface: pygame.Surface, r: pygame.Rect, ink: Colour) -> None:
    points = [(r.left + r.width * 0.08, r.top + r.height * 0.08), (r.centerx, r.top),
              (r.right - r.width * 0.08, r.top + r.height * 0.08),
              (r.right - r.width * 0.12, r.top + r.height * 0.55), (r.centerx, r.bottom),
              (r.left + r.width * 0.12, r.top + r.height * 0.55)]
    pygame.draw.polygon(surface, ink, points)
    pygame.draw.line(surface, IVORY, (r.centerx, r.top + r.height * 0.18),
                     (r.centerx, r.bottom - r.height * 0.2), _w(r, 0.08))
    pygame.draw.line(surface, IVORY, (r.left + r.width * 0.25, r.top + r.height * 0.4),
                     (r.right - r.width * 0.25, r.top + r.height * 0.4), _w(r, 0.08))


def _battery(surface: pygame.Surface, r: pygame.Rect, ink: Colour) -> None:
    cell = pygame.Rect(r.left + r.width * 0.22, r.top + r.height * 0.14, r.width * 0.56,
                       r.height * 0.86)
    nub = pygame.Rect(0, 0, r.width * 0.24, r.height * 0.14)
    nub.midbottom = cell.midtop
    pygame.draw.rect(surface, ink, nub, border_radius=2)
    pygame.draw.rect(surface, ink, cell, border_radius=max(2, r.width // 10))
    arm = cell.width * 0.28
    mid = (cell.centerx, cell.top + cell.height * 0.38)
    width = _w(r, 0.08)
    pygame.draw.line(surface, IVORY, (mid[0] - arm, mid[1]), (mid[0] + arm, mid[1]), width)
    pygame.draw.line(surface, IVORY, (mid[0], mid[1] - arm), (mid[0], mid[1] + arm), width)
    low = cell.top + cell.height * 0.78
    pygame.draw.line(surface, IVORY, (mid[0] - arm, low), (mid[0] + arm, low), width)


def _claw(surface: pygame.Surface, r: pygame.Rect, ink: Colour) -> None:
    jaws = pygame.Rect(r.left + r.width * 0.22, r.top + r.height * 0.05, r.width * 0.78,
                       r.height * 0.9)
    pygame.draw.arc(surface, ink, jaws, math.radians(35), math.radians(325), _w(r, 0.17))
    for side in (-1, 1):
        angle = math.radians(side * 35)
        tip = (jaws.centerx + jaws.width / 2 * math.cos(angle) - 1,
               jaws.centery - jaws.height / 2 * math.sin(angle))
        inward = (jaws.centerx + jaws.width * 0.12, jaws.centery - side * jaws.height * 0.14)
        pygame.draw.polygon(surface, ink, [tip, inward, (tip[0] - r.width * 0.16, tip[1])])
    pygame.draw.rect(surface, ink, (r.left, r.centery - r.height * 0.09, r.width * 0.3,
                                    r.height * 0.18), border_radius=2)


PAINTERS: dict[str, Callable[[pygame.Surface, pygame.Rect, Colour], None]] = {
    "spring": _spring, "chip": _chip, "camera": _camera, "armor": _armor,
    "battery": _battery, "claw": _claw}
"""Part type -> the function drawing its picture."""
