"""Decoration tiles for tools/make_assets.py: rocks, scrap debris and scorch marks.

They are pictures only (no terrain): map makers paint them on a tile layer above ``terrain``.
Each is a 56x64 RGBA image, transparent around the prop, lit from the top-left like the
terrain tiles; every random choice comes from the seeded generator passed in.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pygame

from tools.art_props import SS, STEEL, c255

W, H = 56, 64
Image = tuple[np.ndarray, np.ndarray]  # (rgb H x W x 3, alpha H x W), floats 0..1
DECOR_VARIANTS = {"rocks": 2, "debris": 2, "scorch": 2}
LIGHT = np.array([-0.55, -0.75, 0.38])
ROCK = np.array([0.42, 0.38, 0.33])
RUST = (0.50, 0.30, 0.16)
DARK_STEEL = (0.20, 0.22, 0.25)


def _grid(ss: int = 1) -> tuple[np.ndarray, np.ndarray]:
    ys = (np.arange(H * ss) + 0.5) / ss
    xs = (np.arange(W * ss) + 0.5) / ss
    return np.meshgrid(xs, ys)


def _down(values: np.ndarray) -> np.ndarray:
    """A supersampled array box-filtered to the tile size."""
    return values.reshape(H, SS, W, SS, *values.shape[2:]).mean(axis=(1, 3))


def rocks(rng: np.random.Generator, variant: int) -> Image:
    """A cluster of boulders: a height field of domes, shaded by its slope, with a shadow."""
    x, y = _grid(SS)
    height = np.zeros_like(x)
    for _ in range(3 + variant):
        cx, cy = 28 + rng.normal(0, 7), 36 + rng.normal(0, 5)
        a, b = rng.uniform(6, 11), rng.uniform(5, 8)
        dome = 1 - ((x - cx) / a) ** 2 - ((y - cy) / b) ** 2
        height = np.maximum(height, np.sqrt(np.clip(dome, 0, None)) * b)
    gy, gx = np.gradient(height, 1 / SS)
    normal = np.dstack([-gx, -gy, np.ones_like(x)])
    normal /= np.linalg.norm(normal, axis=2, keepdims=True)
    light = np.clip(normal @ (LIGHT / np.linalg.norm(LIGHT)), 0, 1)
    grit = rng.normal(0, 0.05, x.shape)
    rgb = ROCK * (0.35 + 0.9 * light + grit)[..., None]
    solid = (height > 0).astype(float)
    shadow = np.roll(np.roll(solid, 3 * SS, axis=1), 2 * SS, axis=0) * (1 - solid)
    rgb = rgb * solid[..., None]
    alpha = np.clip(solid + shadow * 0.45, 0, 1)
    return np.clip(_down(rgb * alpha[..., None]) / np.maximum(_down(alpha), 1e-6)[..., None],
                   0, 1), _down(alpha)


def debris(rng: np.random.Generator, variant: int) -> Image:
    """Scrap metal shards and bolts scattered about the middle of the hex."""
    def draw(surface: pygame.Surface, p: Callable[..., tuple]) -> None:
        for _ in range(6 + 2 * variant):
            cx, cy = 28 + rng.normal(0, 8), 34 + rng.normal(0, 8)
            angle = rng.uniform(0, 2 * np.pi)
            size = rng.uniform(4, 8)
            points = [p(cx + np.cos(angle + k * 2.1 + rng.normal(0, 0.3)) * size,
                        cy + np.sin(angle + k * 2.1 + rng.normal(0, 0.3)) * size * 0.7)
                      for k in range(3 + int(rng.integers(0, 2)))]
            metal = RUST if rng.random() < 0.5 else DARK_STEEL
            pygame.draw.polygon(surface, c255(metal, rng.uniform(0.8, 1.2)) + (255,), points)
            pygame.draw.polygon(surface, c255(STEEL, 0.25) + (255,), points, SS)
            pygame.draw.line(surface, c255(STEEL, 1.9) + (255,), points[0], points[1], SS)
        for _ in range(3):
            centre = p(28 + rng.normal(0, 10), 34 + rng.normal(0, 9))
            pygame.draw.circle(surface, c255((0.55, 0.42, 0.22)) + (255,), centre, 1.6 * SS)
    surface = pygame.Surface((W * SS, H * SS), pygame.SRCALPHA)
    draw(surface, lambda *xy: tuple(round(v * SS) for v in xy))
    rgb = pygame.surfarray.array3d(surface).transpose(1, 0, 2) / 255.0
    alpha = pygame.surfarray.array_alpha(surface).T / 255.0
    return (_down(rgb * alpha[..., None]) / np.maximum(_down(alpha), 1e-6)[..., None],
            _down(alpha))


def scorch(rng: np.random.Generator, variant: int) -> Image:
    """A blast scorch (variant 0) or an oil stain (variant 1): a ragged soft-edged blot."""
    x, y = _grid()
    angle = np.arctan2(y - 34, x - 28)
    ragged = 17 + sum(rng.uniform(0.3, 1.2) * np.sin(k * angle + rng.uniform(0, 6))
                      for k in range(2, 7))
    distance = np.hypot(x - 28, (y - 34) * 1.15) / ragged
    noise = rng.normal(0, 0.08, x.shape)
    alpha = np.clip((1 - distance) * 2.2 + noise, 0, 1) * (0.8 if variant == 0 else 0.7)
    if variant == 0:
        rgb = np.dstack([0.05 + 0.16 * distance, 0.04 + 0.07 * distance,
                         0.03 + 0.02 * distance])
    else:
        sheen = np.clip(1 - np.abs(distance - 0.55) * 6, 0, 1) * 0.12
        rgb = np.dstack([0.04 + sheen * 0.5, 0.05 + sheen * 0.8, 0.06 + sheen])
    return np.clip(rgb, 0, 1), alpha


DECOR_PAINTERS: dict[str, Callable[[np.random.Generator, int], Image]] = {
    "rocks": rocks, "debris": debris, "scorch": scorch,
}
