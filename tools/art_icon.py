"""Hexbrawl's application icon: a robot head on an amber-rimmed hex plate.

Drawn with pygame on a 4x supersampled canvas and box-filtered down with numpy (like the
tiles), at every size the platforms ask for, so small sizes stay crisp. Written as:

* ``hexbrawl.png`` (256x256): the window icon and the Linux desktop launcher's icon;
* ``hexbrawl.ico``: 16, 24, 32, 48, 64 and 256 pixel PNG images in a Windows icon file;
* ``hexbrawl.icns``: 16 to 1024 pixel PNG images in a macOS icon file.

Both containers are assembled here byte by byte (no Pillow), so reruns are byte-identical.
"""

from __future__ import annotations

import io
import math
import struct
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pygame

SS = 4
ICO_SIZES = (16, 24, 32, 48, 64, 256)
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024))
PNG_SIZE = 256

AMBER = (255, 176, 48)
AMBER_DARK = (150, 82, 18)
PLATE = (38, 42, 52)
PLATE_LIGHT = (62, 68, 82)
STEEL = (196, 202, 210)
STEEL_SHADE = (128, 136, 148)
INK = (18, 18, 22)
VISOR = (64, 255, 200)
VISOR_CORE = (210, 255, 240)
Point = tuple[float, float]


def hexagon(centre: Point, radius: float) -> list[Point]:
    """A pointy-top hexagon's corners (unit design space)."""
    cx, cy = centre
    return [(cx + radius * math.cos(math.radians(60 * i - 90)),
             cy + radius * math.sin(math.radians(60 * i - 90))) for i in range(6)]


class Canvas:
    """A square supersampled canvas addressed in a 0..1 design space."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.pixels = size * SS
        self.surface = pygame.Surface((self.pixels, self.pixels), pygame.SRCALPHA)

    def p(self, x: float, y: float) -> tuple[int, int]:
        """Design coordinates to canvas pixels."""
        return round(x * self.pixels), round(y * self.pixels)

    def length(self, value: float) -> int:
        """A design length in canvas pixels (at least one)."""
        return max(1, round(value * self.pixels))

    def polygon(self, points: Sequence[Point], colour: tuple[int, ...]) -> None:
        """A filled polygon."""
        pygame.draw.polygon(self.surface, colour, [self.p(*pt) for pt in points])

    def rect(self, x: float, y: float, w: float, h: float, colour: tuple[int, ...],
             radius: float = 0.0) -> None:
        """A filled, optionally rounded, rectangle."""
        box = pygame.Rect(*self.p(x, y), self.length(w), self.length(h))
        pygame.draw.rect(self.surface, colour, box, border_radius=round(radius * self.pixels))

    def disc(self, x: float, y: float, r: float, colour: tuple[int, ...]) -> None:
        """A filled circle."""
        pygame.draw.circle(self.surface, colour, self.p(x, y), self.length(r))

    def line(self, a: Point, b: Point, colour: tuple[int, ...], width: float) -> None:
        """A straight stroke."""
        pygame.draw.line(self.surface, colour, self.p(*a), self.p(*b), self.length(width))

    def downsampled(self) -> pygame.Surface:
        """Box-filter the canvas to its final size (alpha-weighted, so edges stay clean)."""
        rgb = pygame.surfarray.array3d(self.surface).astype(np.float64)
        alpha = pygame.surfarray.array_alpha(self.surface).astype(np.float64)
        n = self.size
        weight = alpha.reshape(n, SS, n, SS).sum(axis=(1, 3))
        colour = (rgb * alpha[..., None]).reshape(n, SS, n, SS, 3).sum(axis=(1, 3))
        colour = colour / np.maximum(weight, 1e-9)[..., None]
        out = pygame.Surface((n, n), pygame.SRCALPHA)
        pygame.surfarray.blit_array(out, np.clip(np.round(colour), 0, 255).astype(np.uint8))
        channel = pygame.surfarray.pixels_alpha(out)
        channel[...] = np.clip(np.round(weight / (SS * SS)), 0, 255).astype(np.uint8)
        del channel
        return out


def draw_plate(c: Canvas) -> None:
    """The hex plate: dark rim, amber bevel, dark steel face with a lit upper half."""
    centre = (0.5, 0.5)
    c.polygon(hexagon(centre, 0.49), INK)
    c.polygon(hexagon(centre, 0.46), AMBER_DARK)
    c.polygon(hexagon((0.5, 0.49), 0.445), AMBER)
    c.polygon(hexagon(centre, 0.385), INK)
    c.polygon(hexagon(centre, 0.37), PLATE)
    upper = hexagon(centre, 0.37)
    c.polygon([upper[5], upper[0], upper[1], (0.5, 0.5)], PLATE_LIGHT)


def draw_head(c: Canvas) -> None:
    """A square-jawed robot head with a glowing visor and an antenna."""
    c.line((0.5, 0.2), (0.5, 0.31), INK, 0.05)
    c.line((0.5, 0.2), (0.5, 0.31), STEEL_SHADE, 0.025)
    c.disc(0.5, 0.19, 0.045, INK)
    c.disc(0.5, 0.19, 0.03, AMBER)
    c.rect(0.21, 0.41, 0.58, 0.15, INK, 0.04)  # ear blocks behind the head
    c.rect(0.23, 0.43, 0.54, 0.11, STEEL_SHADE, 0.03)
    c.rect(0.28, 0.29, 0.44, 0.44, INK, 0.08)
    c.rect(0.3, 0.31, 0.40, 0.40, STEEL, 0.065)
    c.rect(0.3, 0.6, 0.40, 0.11, STEEL_SHADE, 0.04)  # the jaw in shadow
    c.rect(0.32, 0.40, 0.36, 0.11, INK, 0.03)
    c.rect(0.34, 0.42, 0.32, 0.07, VISOR, 0.025)
    c.rect(0.38, 0.44, 0.24, 0.025, VISOR_CORE, 0.012)
    for x in (0.4, 0.47, 0.53, 0.6):
        c.line((x, 0.62), (x, 0.69), INK, 0.022)


def render_icon(size: int) -> pygame.Surface:
    """The icon at ``size`` x ``size`` pixels."""
    canvas = Canvas(size)
    draw_plate(canvas)
    draw_head(canvas)
    return canvas.downsampled()


def png_bytes(surface: pygame.Surface) -> bytes:
    """The surface encoded as PNG."""
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images: Sequence[tuple[int, bytes]]) -> bytes:
    """A Windows .ico holding PNG images, given as (size, png bytes)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = [], []
    for size, data in images:
        side = 0 if size >= 256 else size  # 0 means 256 in an icon directory
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(images: Sequence[tuple[str, bytes]]) -> bytes:
    """A macOS .icns holding PNG images, given as (four-letter type, png bytes)."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
                    for kind, data in images)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder: Path) -> list[Path]:
    """Write hexbrawl.png, hexbrawl.ico and hexbrawl.icns into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    sizes = sorted({PNG_SIZE, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    encoded = {size: png_bytes(render_icon(size)) for size in sizes}
    written = [folder / "hexbrawl.png", folder / "hexbrawl.ico", folder / "hexbrawl.icns"]
    written[0].write_bytes(encoded[PNG_SIZE])
    written[1].write_bytes(ico_bytes([(size, encoded[size]) for size in ICO_SIZES]))
    written[2].write_bytes(icns_bytes([(kind, encoded[size]) for kind, size in ICNS_TYPES]))
    return written
