"""Pygame-drawn details for tools/make_assets.py: rivets, crates, pads, consoles, paint.

Each function draws on a 4x supersampled canvas through ``p``, which turns tile
coordinates (56x64 units) into canvas pixels. The palette lives here too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
import pygame

SS = 4  # supersampling factor: the canvas is 4x the tile
Point = tuple[float, float]
Project = Callable[..., tuple]

STEEL = (0.35, 0.38, 0.42)
SEAM = (0.12, 0.13, 0.15)
HAZARD = (0.95, 0.72, 0.10)
INK = (0.08, 0.08, 0.10)
VIOLET = (0.62, 0.30, 1.00)
TEAL = (0.25, 1.00, 0.78)
SCREEN = (0.35, 0.80, 1.00)
PAINT = (0.88, 0.88, 0.84)


def c255(colour: Sequence[float], k: float = 1.0) -> tuple[int, int, int]:
    """A 0..1 colour as pygame ints, scaled by k."""
    return tuple(int(np.clip(round(v * k * 255), 0, 255)) for v in colour)  # type: ignore


def seams_and_rivets(surface: pygame.Surface, p: Project, layout: int,
                     rivets: Sequence[Point]) -> None:
    """Deck plate seams (a groove: dark line, lit lip) and rivets at the given points."""
    seams = {0: [((0, 32), (56, 32))], 1: [((0, 16), (56, 48))],
             2: [((0, 48), (56, 16))],
             3: [((14, 8), (14, 56)), ((42, 8), (42, 56))]}[layout]
    for a, b in seams:
        pygame.draw.line(surface, c255(SEAM) + (200,), p(*a), p(*b), 5)
        pygame.draw.line(surface, c255(STEEL, 1.5) + (120,), p(a[0] + 0.8, a[1] + 1.2),
                         p(b[0] + 0.8, b[1] + 1.2), 3)
    for x, y in rivets:
        rivet(surface, p, x, y)


def shrunk(points: Sequence[Point], k: float) -> list[Point]:
    """A polygon scaled by k about its own centre."""
    cx, cy = np.mean(points, axis=0)
    return [(cx + (x - cx) * k, cy + (y - cy) * k) for x, y in points]


def rivet(surface: pygame.Surface, p: Project, x: float, y: float) -> None:
    pygame.draw.circle(surface, c255(SEAM) + (230,), p(x + 0.3, y + 0.3), 1.6 * SS)
    pygame.draw.circle(surface, c255(STEEL, 1.35) + (255,), p(x, y), 1.1 * SS)
    pygame.draw.circle(surface, (235, 238, 240, 255), p(x - 0.35, y - 0.35), 0.45 * SS)


def scuffs(surface: pygame.Surface, p: Project, rng: np.random.Generator) -> None:
    for _ in range(int(rng.integers(5, 10))):
        x, y = rng.uniform(8, 48), rng.uniform(10, 54)
        angle, length = rng.uniform(-0.6, 0.6), rng.uniform(3, 11)
        tone = (20, 20, 24, 110) if rng.random() < 0.6 else (200, 205, 210, 70)
        end = (x + np.cos(angle) * length, y + np.sin(angle) * length)
        pygame.draw.line(surface, tone, p(x, y), p(*end), int(rng.integers(2, 5)))


def wall_detail(surface: pygame.Surface, p: Project, kind: int,
                 plate: Sequence[tuple[float, float]]) -> None:
    cx, cy = np.mean(plate, axis=0)
    if kind == 0:  # vent grille
        for i in range(5):
            y = cy - 8 + i * 4
            pygame.draw.line(surface, (18, 18, 22, 255), p(cx - 9, y), p(cx + 9, y), 7)
            pygame.draw.line(surface, (120, 126, 136, 255), p(cx - 9, y + 1.2),
                             p(cx + 9, y + 1.2), 2)
    elif kind == 1:  # cross bracing
        for a, b in ((plate[5], plate[2]), (plate[1], plate[4])):
            pygame.draw.line(surface, (18, 18, 22, 255), p(*a), p(*b), 7)
            pygame.draw.line(surface, (110, 116, 126, 255), p(a[0] + 0.8, a[1] + 0.8),
                             p(b[0] + 0.8, b[1] + 0.8), 3)
    else:  # warning lamp housing
        pygame.draw.circle(surface, (18, 18, 22, 255), p(cx, cy), 7 * SS)
        pygame.draw.circle(surface, (230, 70, 40, 255), p(cx, cy), 5 * SS)
        pygame.draw.circle(surface, (255, 200, 170, 255), p(cx - 1.5, cy - 1.5), 1.6 * SS)
    for x, y in shrunk(plate, 0.8):
        rivet(surface, p, x, y)


def cover_shadow(surface: pygame.Surface, p: Project, kind: int) -> None:
    box = (14, 22, 32, 28) if kind != 2 else (8, 24, 42, 22)
    pygame.draw.ellipse(surface, (0, 0, 0, 255), (*p(box[0] + 3, box[1] + 4),
                                                  box[2] * SS, box[3] * SS))


def crate(surface: pygame.Surface, p: Project, x: float, y: float, w: float,
         d: float, h: float, colour: Sequence[float]) -> None:
    """A crate in 3/4 view: lit top, darker front, dark outline."""
    top, front = c255(colour, 1.15), c255(colour, 0.72)
    pygame.draw.rect(surface, (16, 14, 12, 255), (*p(x - 0.6, y - 0.6), (w + 1.2) * SS,
                                                  (d + h + 1.2) * SS))
    pygame.draw.rect(surface, top + (255,), (*p(x, y), w * SS, d * SS))
    pygame.draw.rect(surface, front + (255,), (*p(x, y + d), w * SS, h * SS))
    pygame.draw.line(surface, c255(colour, 1.45) + (255,), p(x, y + 0.3), p(x + w, y + 0.3), 3)
    for i in range(1, 3):
        xx = x + w * i / 3
        pygame.draw.line(surface, c255(colour, 0.5) + (255,), p(xx, y + d), p(xx, y + d + h), 3)
    pygame.draw.line(surface, c255(colour, 0.8) + (255,), p(x, y), p(x + w, y + d), 4)
    pygame.draw.line(surface, c255(colour, 0.8) + (255,), p(x + w, y), p(x, y + d), 4)


def cover_props(surface: pygame.Surface, p: Project, rng: np.random.Generator,
                 kind: int) -> None:
    wood, olive = (0.58, 0.42, 0.22), (0.38, 0.43, 0.25)
    if kind == 0:
        crate(surface, p, 15, 18, 26, 16, 12, wood)
    elif kind == 1:
        crate(surface, p, 10, 26, 20, 12, 9, olive)
        crate(surface, p, 27, 30, 18, 11, 9, olive)
        crate(surface, p, 17, 13, 18, 11, 9, wood)
    elif kind == 2:
        for row, y in enumerate((33, 26, 19)):
            for i in range(4 - row):
                x = 10 + row * 5 + i * 10 + rng.uniform(-0.6, 0.6)
                pygame.draw.ellipse(surface, (24, 22, 16, 255), (*p(x - 0.7, y - 0.7),
                                                                 13.4 * SS, 9.4 * SS))
                pygame.draw.ellipse(surface, c255((0.55, 0.50, 0.36)) + (255,),
                                    (*p(x, y), 12 * SS, 8 * SS))
                pygame.draw.ellipse(surface, c255((0.70, 0.65, 0.48)) + (255,),
                                    (*p(x + 2, y + 1), 6 * SS, 3 * SS))
    else:
        for x, y in ((16, 26), (30, 22), (24, 34)):
            barrel(surface, p, x, y)


def barrel(surface: pygame.Surface, p: Project, x: float, y: float) -> None:
    red = (0.62, 0.20, 0.14)
    pygame.draw.rect(surface, (16, 12, 12, 255), (*p(x - 0.6, y + 2), 11.2 * SS, 11 * SS))
    pygame.draw.rect(surface, c255(red, 0.8) + (255,), (*p(x, y + 3), 10 * SS, 9 * SS))
    pygame.draw.line(surface, c255(red, 0.5) + (255,), p(x, y + 8), p(x + 10, y + 8), 3)
    pygame.draw.ellipse(surface, (16, 12, 12, 255), (*p(x - 0.6, y - 0.6), 11.2 * SS, 7.2 * SS))
    pygame.draw.ellipse(surface, c255(red, 1.2) + (255,), (*p(x, y), 10 * SS, 6 * SS))
    pygame.draw.circle(surface, c255(HAZARD) + (255,), p(x + 3, y + 2.5), 1.2 * SS)


def sparkles(surface: pygame.Surface, p: Project, rng: np.random.Generator) -> None:
    for _ in range(int(rng.integers(6, 11))):
        x, y, r = rng.uniform(8, 48), rng.uniform(10, 54), rng.uniform(0.5, 1.3)
        pygame.draw.circle(surface, (190, 140, 255, 110), p(x, y), r * 2.4 * SS)
        pygame.draw.circle(surface, (245, 230, 255, 255), p(x, y), r * SS)


def pickup_pad(surface: pygame.Surface, p: Project, rng: np.random.Generator) -> None:
    cx, cy = 28, 32
    pygame.draw.circle(surface, (14, 16, 18, 255), p(cx + 0.5, cy + 0.5), 15 * SS)
    pygame.draw.circle(surface, c255(STEEL, 1.3) + (255,), p(cx, cy), 14 * SS)
    pygame.draw.circle(surface, (14, 16, 18, 255), p(cx, cy), 12 * SS)
    pygame.draw.circle(surface, c255(TEAL, 0.45) + (255,), p(cx, cy), 10.5 * SS)
    pygame.draw.circle(surface, c255(TEAL, 0.8) + (255,), p(cx, cy), 8 * SS)
    turn = rng.uniform(0, np.pi / 2)
    for k in range(4):
        a = turn + k * np.pi / 2
        pygame.draw.circle(surface, (200, 255, 235, 255),
                           p(cx + np.cos(a) * 13, cy + np.sin(a) * 13), 1.3 * SS)
    arm, thick = 5.5, 2.2
    pygame.draw.rect(surface, (235, 255, 248, 255), (*p(cx - arm, cy - thick / 2),
                                                    2 * arm * SS, thick * SS))
    pygame.draw.rect(surface, (235, 255, 248, 255), (*p(cx - thick / 2, cy - arm),
                                                    thick * SS, 2 * arm * SS))


def console(surface: pygame.Surface, p: Project, kind: int) -> None:
    body = (0.30, 0.33, 0.38)
    if kind == 2:  # relay mast with a dish
        pygame.draw.rect(surface, (16, 16, 20, 255), (*p(25, 20), 6 * SS, 22 * SS))
        pygame.draw.rect(surface, c255(body, 1.2) + (255,), (*p(26, 21), 4 * SS, 20 * SS))
        pygame.draw.ellipse(surface, (16, 16, 20, 255), (*p(15, 10), 26 * SS, 16 * SS))
        pygame.draw.ellipse(surface, c255((0.75, 0.78, 0.82)) + (255,), (*p(16, 11),
                                                                          24 * SS, 14 * SS))
        pygame.draw.ellipse(surface, c255((0.5, 0.53, 0.58)) + (255,), (*p(21, 14),
                                                                         14 * SS, 8 * SS))
        pygame.draw.circle(surface, c255(SCREEN) + (255,), p(28, 18), 1.8 * SS)
        return
    crate(surface, p, 14, 20, 28, 10, 14, body)
    pygame.draw.rect(surface, (10, 14, 20, 255), (*p(17, 22), 22 * SS, 7 * SS))
    pygame.draw.rect(surface, c255(SCREEN, 0.55) + (255,), (*p(18, 23), 20 * SS, 5 * SS))
    for i in range(3):
        pygame.draw.line(surface, c255(SCREEN) + (255,), p(19.5, 24 + i * 1.5),
                         p(24 + (i * 7) % 13, 24 + i * 1.5), 3)
    for i, colour in enumerate(((240, 80, 60), (250, 200, 60), (90, 230, 120))):
        pygame.draw.circle(surface, colour + (255,), p(19 + i * 4, 35), 1.2 * SS)
    if kind == 1:  # antenna with a beacon
        pygame.draw.line(surface, (16, 16, 20, 255), p(38, 20), p(38, 7), 5)
        pygame.draw.circle(surface, (255, 90, 70, 255), p(38, 7), 2 * SS)


def chevrons(surface: pygame.Surface, p: Project, double: bool) -> None:
    for top in ((20, 30) if double else (24,)):
        pts = [(18, top + 10), (28, top), (38, top + 10), (38, top + 16), (28, top + 6),
               (18, top + 16)]
        pygame.draw.polygon(surface, c255(PAINT) + (255,), [p(*q) for q in pts])
