"""Bot sprites for tools/make_assets.py: eight silhouettes seen from above, facing up.

Bodies are neutral light grey and white (no hue of their own) with dark outlines, so
the game can tint them with a team colour (BLEND_RGBA_MULT) and keep the shading.
Shapes are drawn with pygame on a 4x canvas in 64-unit coordinates and box-filtered
down to 64x64.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
import pygame

SIZE = 64
SS = 4
OUTLINE = (28, 28, 28, 255)
WHITE = (250, 250, 250, 255)
BODY = (232, 232, 232, 255)
MID = (198, 198, 198, 255)
SHADE = (152, 152, 152, 255)
DARK = (64, 64, 64, 255)
Point = tuple[float, float]


def _p(x: float, y: float) -> tuple[int, int]:
    return round(x * SS), round(y * SS)


def rrect(s: pygame.Surface, x: float, y: float, w: float, h: float, fill: tuple,
          radius: float = 3) -> None:
    """An outlined rounded rectangle."""
    pygame.draw.rect(s, OUTLINE, (*_p(x - 1, y - 1), (w + 2) * SS, (h + 2) * SS),
                     border_radius=round((radius + 1) * SS))
    pygame.draw.rect(s, fill, (*_p(x, y), w * SS, h * SS), border_radius=round(radius * SS))


def disc(s: pygame.Surface, x: float, y: float, r: float, fill: tuple) -> None:
    """An outlined circle with a small top-left highlight."""
    pygame.draw.circle(s, OUTLINE, _p(x, y), (r + 1) * SS)
    pygame.draw.circle(s, fill, _p(x, y), r * SS)
    if r >= 4:
        glint = tuple(min(255, c + 18) for c in fill[:3]) + (255,)
        pygame.draw.circle(s, glint, _p(x - r * 0.3, y - r * 0.3), r * 0.45 * SS)


def oval(s: pygame.Surface, x: float, y: float, w: float, h: float, fill: tuple) -> None:
    """An outlined ellipse in the box (x, y, w, h)."""
    pygame.draw.ellipse(s, OUTLINE, (*_p(x - 1, y - 1), (w + 2) * SS, (h + 2) * SS))
    pygame.draw.ellipse(s, fill, (*_p(x, y), w * SS, h * SS))


def poly(s: pygame.Surface, points: Sequence[Point], fill: tuple) -> None:
    """An outlined polygon."""
    pts = [_p(*q) for q in points]
    pygame.draw.polygon(s, fill, pts)
    pygame.draw.polygon(s, OUTLINE, pts, round(SS * 1.1))


def limb(s: pygame.Surface, points: Sequence[Point], width: float, fill: tuple) -> None:
    """A jointed leg or arm: thick outlined segments with round joints."""
    for colour, grow in ((OUTLINE, 2.0), (fill, 0.0)):
        for a, b in zip(points, points[1:], strict=False):
            pygame.draw.line(s, colour, _p(*a), _p(*b), round((width + grow) * SS))
        for q in points:
            pygame.draw.circle(s, colour, _p(*q), (width + grow) / 2 * SS)


def line(s: pygame.Surface, a: Point, b: Point, colour: tuple = DARK, width: float = 1) -> None:
    """A detail line (panel seams, vents)."""
    pygame.draw.line(s, colour, _p(*a), _p(*b), round(width * SS))


def brawler(s: pygame.Surface) -> None:
    """Biped walker mid-stride, a fist on the left and an arm gun on the right."""
    rrect(s, 17, 10, 10, 14, MID)
    rrect(s, 37, 40, 10, 14, MID)
    oval(s, 20, 26, 24, 16, SHADE)
    rrect(s, 16, 20, 32, 24, BODY, 8)
    line(s, (22, 36), (42, 36))
    rrect(s, 8, 12, 11, 20, BODY, 4)
    disc(s, 13.5, 11, 5.5, WHITE)
    rrect(s, 45, 10, 10, 22, MID, 3)
    rrect(s, 47.5, 2, 5, 10, DARK, 1)
    disc(s, 14, 30, 7, WHITE)
    disc(s, 50, 30, 7, WHITE)
    rrect(s, 26, 15, 12, 10, WHITE, 3)
    rrect(s, 28, 17, 8, 3, DARK, 1)


def tread(s: pygame.Surface) -> None:
    """Tracked tank with a round turret."""
    for x in (7, 43):
        rrect(s, x, 7, 14, 50, SHADE, 4)
        for y in range(10, 56, 4):
            line(s, (x + 1, y), (x + 13, y), DARK, 1.2)
    rrect(s, 18, 12, 28, 42, BODY, 5)
    line(s, (20, 18), (44, 18))
    line(s, (20, 48), (44, 48))
    rrect(s, 29, 3, 6, 26, MID, 2)
    rrect(s, 28, 2, 8, 5, DARK, 1)
    disc(s, 32, 34, 11, WHITE)
    disc(s, 36, 38, 3, MID)


def spider(s: pygame.Surface) -> None:
    """Six-legged crawler with a fat abdomen."""
    for side in (-1, 1):
        for foot, knee, hip in (((8, 8), (14, 18), (26, 26)), ((4, 34), (12, 28), (24, 32)),
                                ((10, 58), (14, 46), (26, 38))):
            limb(s, [(32 + side * (hip[0] - 32), hip[1]), (32 + side * (knee[0] - 32), knee[1]),
                     (32 + side * (foot[0] - 32), foot[1])], 3.2, MID)
    oval(s, 21, 30, 22, 28, SHADE)
    line(s, (25, 40), (39, 40))
    line(s, (26, 47), (38, 47))
    disc(s, 32, 24, 10, BODY)
    rrect(s, 25, 11, 4, 8, DARK, 1)
    rrect(s, 35, 11, 4, 8, DARK, 1)
    for x, y in ((28, 20), (36, 20), (32, 18)):
        pygame.draw.circle(s, DARK, _p(x, y), 1.6 * SS)


def hunchback(s: pygame.Surface) -> None:
    """Squat walker carrying a huge cannon over its shoulder."""
    rrect(s, 10, 34, 10, 14, MID)
    rrect(s, 44, 34, 10, 14, MID)
    oval(s, 10, 22, 44, 28, BODY)
    line(s, (16, 40), (48, 40))
    disc(s, 21, 42, 8, SHADE)
    pygame.draw.circle(s, DARK, _p(21, 42), 3 * SS)
    rrect(s, 25, 15, 12, 9, WHITE, 3)
    rrect(s, 27, 17, 8, 2.5, DARK, 1)
    rrect(s, 37, 4, 11, 44, MID, 3)
    for y in (14, 26, 38):
        line(s, (38, y), (47, y), DARK, 1.2)
    rrect(s, 36, 1, 13, 6, DARK, 2)


def crab(s: pygame.Surface) -> None:
    """Low wide crawler with two big pincers."""
    for side in (-1, 1):
        for y in (30, 38, 46):
            limb(s, [(32 + side * 14, y), (32 + side * 24, y + 3), (32 + side * 28, y + 9)],
                 2.8, MID)
        limb(s, [(32 + side * 12, 26), (32 + side * 20, 18)], 4, SHADE)
        x = 32 + side * 21
        oval(s, x - 8, 3, 16, 18, WHITE)
        pygame.draw.polygon(s, OUTLINE, [_p(x, 5), _p(x - 2, 1), _p(x + 2, 1)])
        line(s, (x, 3), (x, 12), OUTLINE, 1.5)
    oval(s, 12, 22, 40, 28, BODY)
    line(s, (18, 34), (46, 34))
    disc(s, 27, 21, 3, WHITE)
    disc(s, 37, 21, 3, WHITE)


def artillery(s: pygame.Surface) -> None:
    """Four-legged launcher with a missile pod on its back."""
    for fx, fy, hx, hy in ((6, 8, 20, 22), (58, 8, 44, 22), (6, 58, 20, 44), (58, 58, 44, 44)):
        limb(s, [(hx, hy), ((fx + hx) / 2, (fy + hy) / 2 - 3), (fx, fy)], 3.5, MID)
        disc(s, fx, fy, 3.2, SHADE)
    rrect(s, 18, 16, 28, 34, BODY, 5)
    rrect(s, 25, 10, 14, 9, WHITE, 3)
    rrect(s, 27, 12, 10, 3, DARK, 1)
    rrect(s, 21, 24, 22, 20, MID, 3)
    for row in range(2):
        for col in range(3):
            pygame.draw.circle(s, DARK, _p(26 + col * 6, 30 + row * 8), 2.2 * SS)


def gorilla(s: pygame.Surface) -> None:
    """Heavy brawler on huge arms and fists."""
    oval(s, 18, 34, 28, 22, MID)
    for side in (-1, 1):
        limb(s, [(32 + side * 16, 30), (32 + side * 21, 20)], 8, BODY)
        disc(s, 32 + side * 21, 14, 8.5, WHITE)
        line(s, (32 + side * 21 - 4, 11), (32 + side * 21 + 4, 11), SHADE, 1.2)
    rrect(s, 12, 24, 40, 16, BODY, 8)
    line(s, (20, 36), (44, 36))
    disc(s, 32, 24, 6.5, WHITE)
    rrect(s, 28, 21, 8, 2.5, DARK, 1)


def drone(s: pygame.Surface) -> None:
    """Quad-rotor hover bot with a chin gun."""
    for x, y in ((14, 14), (50, 14), (14, 50), (50, 50)):
        limb(s, [(32, 32), (x, y)], 4, SHADE)
        disc(s, x, y, 10, MID)
        pygame.draw.circle(s, DARK, _p(x, y), 7.5 * SS)
        line(s, (x - 6, y - 2), (x + 6, y + 2), WHITE, 1.5)
        line(s, (x - 2, y + 6), (x + 2, y - 6), WHITE, 1.5)
        pygame.draw.circle(s, BODY, _p(x, y), 1.6 * SS)
    rrect(s, 30, 6, 4, 14, DARK, 1)
    octagon = [(32 + 14 * np.cos(a), 32 + 14 * np.sin(a))
               for a in np.linspace(np.pi / 8, 2 * np.pi + np.pi / 8, 8, endpoint=False)]
    poly(s, octagon, BODY)
    disc(s, 32, 32, 7, WHITE)


BOTS: tuple[Callable[[pygame.Surface], None], ...] = (
    brawler, tread, spider, hunchback, crab, artillery, gorilla, drone,
)


def render_bot(index: int) -> tuple[np.ndarray, np.ndarray]:
    """Bot ``index`` as (rgb 64x64x3, alpha 64x64), floats 0..1."""
    s = pygame.Surface((SIZE * SS, SIZE * SS), pygame.SRCALPHA)
    s.fill((0, 0, 0, 0))
    pygame.draw.ellipse(s, (0, 0, 0, 70), (*_p(9, 11), 50 * SS, 50 * SS))
    BOTS[index](s)
    rgb = pygame.surfarray.array3d(s).transpose(1, 0, 2) / 255.0
    alpha = pygame.surfarray.array_alpha(s).T / 255.0
    premul = (rgb * alpha[..., None]).reshape(SIZE, SS, SIZE, SS, 3).mean(axis=(1, 3))
    a = alpha.reshape(SIZE, SS, SIZE, SS).mean(axis=(1, 3))
    colour = premul / np.maximum(a, 1e-6)[..., None]
    ys, xs = np.mgrid[0:SIZE, 0:SIZE]
    light = 1.04 - 0.12 * (xs + ys) / (2 * SIZE)  # lit from the top-left
    return np.clip(colour * light[..., None], 0, 1), a
