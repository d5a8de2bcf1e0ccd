"""Mechaton mech sprites as part layers: a body plus one layer per attachment kind.

The game (``game/games/mechaton/ui/render/sprites.py``) stacks the layers of a mech's
attachments over the body, so a player sees its legs or wings (green), radar (yellow),
armour plates (blue) and guns (red). The body is neutral grey so the game tints it with
the team colour; attachment layers keep their die colour as trim. Front view, 80x80 RGBA,
drawn with pygame on a 4x canvas and box-filtered down with numpy: the output is
byte-identical on every run. Run: ``python tools/art_mechs.py [folder]`` (default
assets/sprites/mechs); tests/games/mechaton/ui/test_sprites.py checks the committed files.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pygame

SIZE = 80
SS = 4
OUTLINE = (26, 26, 30, 255)
BODY = (228, 228, 228, 255)
SHADE = (170, 170, 170, 255)
STEEL = (120, 126, 136, 255)
GREEN = (70, 190, 90, 255)
YELLOW = (240, 200, 50, 255)
BLUE = (70, 130, 230, 255)
RED = (220, 70, 60, 255)
OUT = Path(__file__).resolve().parents[1] / "assets" / "sprites" / "mechs"


def _p(x: float, y: float) -> tuple[int, int]:
    return round(x * SS), round(y * SS)


def _rect(s: pygame.Surface, colour: tuple[int, ...], x: float, y: float, w: float,
          h: float, radius: int = 2) -> None:
    box = pygame.Rect(*_p(x, y), round(w * SS), round(h * SS))
    pygame.draw.rect(s, OUTLINE, box.inflate(2 * SS, 2 * SS), border_radius=(radius + 1) * SS)
    pygame.draw.rect(s, colour, box, border_radius=radius * SS)


def _poly(s: pygame.Surface, colour: tuple[int, ...], points: list[tuple[float, float]]) -> None:
    scaled = [_p(x, y) for x, y in points]
    pygame.draw.polygon(s, colour, scaled)
    pygame.draw.polygon(s, OUTLINE, scaled, SS)


def body(s: pygame.Surface) -> None:
    """Torso, head and stubby feet (what every mech has)."""
    _rect(s, SHADE, 30, 58, 7, 12)
    _rect(s, SHADE, 43, 58, 7, 12)
    _rect(s, BODY, 24, 30, 32, 28, 5)
    _rect(s, SHADE, 28, 48, 24, 6, 2)
    _rect(s, BODY, 32, 18, 16, 13, 4)
    _rect(s, (40, 44, 56, 255), 35, 22, 10, 4, 1)


def legs(s: pygame.Surface) -> None:
    """Long digitigrade legs with green knee plates."""
    for x, flip in ((26, -1), (46, 1)):
        _poly(s, STEEL, [(x, 56), (x + 8, 56), (x + 8 + 4 * flip, 66), (x + 8, 76), (x, 76),
                         (x + 4 * flip, 66)])
        _rect(s, GREEN, x + 1, 61, 6, 5, 1)
        _rect(s, STEEL, x - 2, 75, 12, 4, 1)


def wings(s: pygame.Surface) -> None:
    """Swept wings (jets, wings) behind the shoulders, green tipped."""
    _poly(s, STEEL, [(24, 34), (4, 22), (2, 30), (24, 46)])
    _poly(s, STEEL, [(56, 34), (76, 22), (78, 30), (56, 46)])
    _poly(s, GREEN, [(4, 22), (10, 25), (8, 32), (2, 30)])
    _poly(s, GREEN, [(76, 22), (70, 25), (72, 32), (78, 30)])


def radar(s: pygame.Surface) -> None:
    """A radar dish on a mast over the head."""
    _rect(s, STEEL, 39, 8, 2, 11, 0)
    pygame.draw.ellipse(s, OUTLINE, pygame.Rect(*_p(29, 1), 22 * SS, 10 * SS))
    pygame.draw.ellipse(s, YELLOW, pygame.Rect(*_p(30, 2), 20 * SS, 8 * SS))
    pygame.draw.circle(s, OUTLINE, _p(40, 6), 2 * SS)


def antenna(s: pygame.Surface) -> None:
    """A second sensor: a whip antenna with a yellow lamp."""
    _rect(s, STEEL, 50, 10, 2, 20, 0)
    pygame.draw.circle(s, OUTLINE, _p(51, 9), 4 * SS)
    pygame.draw.circle(s, YELLOW, _p(51, 9), 3 * SS)


def plates(s: pygame.Surface) -> None:
    """Blue armour plates on both shoulders."""
    _rect(s, BLUE, 19, 28, 11, 12, 3)
    _rect(s, BLUE, 50, 28, 11, 12, 3)


def plates_2(s: pygame.Surface) -> None:
    """A second layer of armour: a blue chest plate."""
    _rect(s, BLUE, 30, 35, 20, 11, 3)


def hth(s: pygame.Surface) -> None:
    """A hand-to-hand weapon: a saw blade on the left arm."""
    _rect(s, STEEL, 14, 38, 8, 16, 2)
    pygame.draw.circle(s, OUTLINE, _p(14, 58), 9 * SS)
    pygame.draw.circle(s, RED, _p(14, 58), 8 * SS)
    for angle in range(0, 360, 45):
        x = 14 + 9 * np.cos(np.radians(angle))
        y = 58 + 9 * np.sin(np.radians(angle))
        pygame.draw.circle(s, STEEL, _p(float(x), float(y)), 2 * SS)
    pygame.draw.circle(s, OUTLINE, _p(14, 58), 3 * SS)


def direct(s: pygame.Surface) -> None:
    """A direct-fire gun: a long barrel on the right arm."""
    _rect(s, STEEL, 58, 38, 9, 14, 2)
    _rect(s, RED, 60, 50, 6, 6, 1)
    _rect(s, STEEL, 61, 55, 4, 18, 1)


def artillery(s: pygame.Surface) -> None:
    """An artillery piece: a cannon over the left shoulder."""
    _poly(s, STEEL, [(20, 26), (28, 26), (14, 4), (8, 6)])
    _rect(s, RED, 18, 24, 12, 7, 2)


def rubble(s: pygame.Surface) -> None:
    """A wrecked mech: a heap of grey plates."""
    rng = np.random.default_rng(13)
    for _ in range(14):
        x, y = rng.uniform(12, 60), rng.uniform(48, 70)
        w, h = rng.uniform(6, 14), rng.uniform(4, 9)
        _rect(s, (int(rng.integers(80, 150)),) * 3 + (255,), float(x), float(y), float(w),
              float(h), 1)


LAYERS: dict[str, Callable[[pygame.Surface], None]] = {
    "body": body, "legs": legs, "wings": wings, "radar": radar, "antenna": antenna,
    "plates": plates, "plates_2": plates_2, "hth": hth, "direct": direct,
    "artillery": artillery, "rubble": rubble}
"""Layer name -> drawing; the game decides which layers a mech's parts show."""


def render(draw: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """One layer, drawn at 4x and box-filtered down to SIZE x SIZE."""
    big = pygame.Surface((SIZE * SS, SIZE * SS), pygame.SRCALPHA)
    draw(big)
    rgb = pygame.surfarray.pixels3d(big).astype(np.float64)
    alpha = pygame.surfarray.pixels_alpha(big).astype(np.float64)
    premul = rgb * alpha[..., None]
    shape = (SIZE, SS, SIZE, SS)
    a = alpha.reshape(shape).mean(axis=(1, 3))
    c = premul.reshape((*shape, 3)).mean(axis=(1, 3)) / np.maximum(a, 1e-9)[..., None]
    small = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    pygame.surfarray.pixels3d(small)[...] = np.clip(np.rint(c), 0, 255).astype(np.uint8)
    pygame.surfarray.pixels_alpha(small)[...] = np.clip(np.rint(a), 0, 255).astype(np.uint8)
    return small


def main(folder: str | Path = OUT) -> list[Path]:
    """Write every layer as <folder>/<name>.png; returns the paths."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, draw in LAYERS.items():
        path = out / f"{name}.png"
        pygame.image.save(render(draw), str(path))
        written.append(path)
    return written


if __name__ == "__main__":
    for written_path in main(*sys.argv[1:2]):
        print(written_path)
