"""Draw Hexbrawl's hex tiles, bot sprites and the Tiled tileset, deterministically.

Usage: .venv/bin/python tools/make_assets.py [OUT_DIR]   (default: assets/)

Writes OUT_DIR/tiles/<terrain>_<n>.png (56x64 pointy-top hexes matching
HexLayout()), the decoration tiles OUT_DIR/tiles/{rocks,debris,scorch}_<n>.png
(tools/art_decor.py), OUT_DIR/tiles/hexbrawl.tsx and OUT_DIR/sprites/bot_<i>.png (64x64,
light grey, to be tinted with BLEND_RGBA_MULT), the sounds (tools/make_sounds.py) and the
application icon in OUT_DIR/icon/ (tools/art_icon.py). Every random choice comes from a
seeded numpy generator, so reruns give byte-identical files.

Art direction: a gritty sci-fi gladiator pit lit from the top-left. Shapes are drawn
with pygame on a 4x canvas and box-filtered down; textures are numpy arrays.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np  # noqa: E402
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core.hexes import Hex, HexLayout  # noqa: E402
from tools import art_bots, art_icon, art_title, make_sounds  # noqa: E402
from tools import art_props as props  # noqa: E402
from tools.art_decor import DECOR_PAINTERS, DECOR_VARIANTS  # noqa: E402
from tools.art_props import HAZARD, INK, STEEL, TEAL, VIOLET  # noqa: E402

W, H = 56, 64
SS = 4  # supersampling factor for shapes
LIGHT = np.array([-0.6, -0.8])  # unit vector pointing at the light (top-left)
Image = tuple[np.ndarray, np.ndarray]  # (rgb HxWx3 float 0..1, alpha HxW float 0..1)

TILE_VARIANTS: dict[str, int] = {
    "floor": 4, "wall": 3, "cover": 4, "null": 3, "pickup": 2, "station": 3, "spawn": 2,
}
# Spawn pads are decoration; the arena's spawns come from the map's object layer.
TILE_TERRAIN = {name: ("floor" if name == "spawn" else name) for name in TILE_VARIANTS}

CORNERS = HexLayout().corners(Hex(0, 0))
CENTRE = (W / 2, H / 2)


# -- geometry -----------------------------------------------------------------

def grid(ss: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """Pixel-centre coordinates (x, y) of an H x W image sampled ss x ss per pixel."""
    ys = (np.arange(H * ss) + 0.5) / ss
    xs = (np.arange(W * ss) + 0.5) / ss
    return np.meshgrid(xs, ys)


def edge_distances(points: Sequence[tuple[float, float]], ss: int = 1) -> np.ndarray:
    """Signed distance of each sample to each polygon edge (positive = inside); E x H x W."""
    x, y = grid(ss)
    pts = np.asarray(points, dtype=float)
    cx, cy = pts.mean(axis=0)
    out = []
    for (ax, ay), (bx, by) in zip(pts, np.roll(pts, -1, axis=0), strict=True):
        nx, ny = by - ay, ax - bx
        norm = np.hypot(nx, ny)
        if (cx - ax) * nx + (cy - ay) * ny < 0:
            nx, ny = -nx, -ny
        out.append(((x - ax) * nx + (y - ay) * ny) / norm)
    return np.stack(out)


def coverage(points: Sequence[tuple[float, float]]) -> np.ndarray:
    """Anti-aliased coverage (0..1) of a convex polygon."""
    inside = (edge_distances(points, SS) > 0).all(axis=0).astype(float)
    return inside.reshape(H, SS, W, SS).mean(axis=(1, 3))


def scaled(points: Sequence[tuple[float, float]], k: float, dy: float = 0.0
           ) -> list[tuple[float, float]]:
    """A polygon scaled about the tile centre and moved down by dy."""
    return [(CENTRE[0] + (px - CENTRE[0]) * k, CENTRE[1] + (py - CENTRE[1]) * k + dy)
            for px, py in points]


HEX_MASK = (edge_distances(CORNERS) > 0).all(axis=0)  # hard: neighbours tile without seams


def bevel(points: Sequence[tuple[float, float]], width: float, strength: float) -> np.ndarray:
    """Brightness change for a raised polygon lit from the top-left."""
    dist = edge_distances(points)
    pts = np.asarray(points, dtype=float)
    shade = np.zeros((H, W))
    nearest = dist.argmin(axis=0)
    for i, (a, b) in enumerate(zip(pts, np.roll(pts, -1, axis=0), strict=True)):
        outward = np.array([b[1] - a[1], a[0] - b[0]]) / np.hypot(*(b - a))
        if np.dot(outward, np.asarray(CENTRE) - a) > 0:
            outward = -outward
        facing = float(np.dot(outward, LIGHT))
        ramp = np.clip(1 - dist[i] / width, 0, 1)
        shade += np.where(nearest == i, facing * ramp * strength, 0)
    return shade


# -- textures -----------------------------------------------------------------

def blotches(rng: np.random.Generator, cell: int, amount: float) -> np.ndarray:
    """Smooth low-frequency noise (grime), roughly -amount..amount."""
    small = rng.normal(0, 1, (H // cell + 3, W // cell + 3))
    big = np.kron(small, np.ones((cell, cell)))[:H + cell, :W + cell]
    kernel = np.ones(cell) / cell
    for axis in (0, 1):
        big = np.apply_along_axis(lambda v: np.convolve(v, kernel, "same"), axis, big)
    return big[cell // 2:cell // 2 + H, cell // 2:cell // 2 + W] * amount


def grain(rng: np.random.Generator, amount: float) -> np.ndarray:
    """Per-pixel noise, -amount..amount-ish."""
    return rng.normal(0, amount, (H, W))


def solid(colour: Sequence[float]) -> np.ndarray:
    """An H x W x 3 image of one colour."""
    return np.broadcast_to(np.asarray(colour, dtype=float), (H, W, 3)).copy()


def over(base: np.ndarray, colour: Sequence[float] | np.ndarray, alpha: np.ndarray) -> np.ndarray:
    """Blend colour over base with per-pixel alpha."""
    a = np.clip(alpha, 0, 1)[..., None]
    return base * (1 - a) + np.asarray(colour, dtype=float) * a


def lit(rgb: np.ndarray, shade: np.ndarray) -> np.ndarray:
    """Brighten (shade > 0) or darken an image."""
    return np.clip(rgb * (1 + shade[..., None]), 0, 1)


def shapes(draw: Callable[[pygame.Surface, Callable[..., tuple]], None],
           rng: np.random.Generator | None = None) -> Image:
    """Run pygame drawing on a 4x canvas; return the box-filtered (rgb, alpha)."""
    surface = pygame.Surface((W * SS, H * SS), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    draw(surface, lambda *xy: tuple(round(v * SS) for v in xy))
    rgb = pygame.surfarray.array3d(surface).transpose(1, 0, 2) / 255.0
    alpha = pygame.surfarray.array_alpha(surface).T / 255.0
    premul = (rgb * alpha[..., None]).reshape(H, SS, W, SS, 3).mean(axis=(1, 3))
    a = alpha.reshape(H, SS, W, SS).mean(axis=(1, 3))
    return premul / np.maximum(a, 1e-6)[..., None], a


def paste(base: np.ndarray, image: Image, opacity: float = 1.0) -> np.ndarray:
    """Composite a shapes() image onto base."""
    return over(base, image[0], image[1] * opacity)


# -- tiles --------------------------------------------------------------------

def deck(rng: np.random.Generator, tint: Sequence[float] = STEEL,
         layout: int | None = None) -> np.ndarray:
    """Bare steel deck: grain, grime, plate seams, rivets, scuffs and the hex bevel."""
    rgb = lit(solid(tint), grain(rng, 0.035) + blotches(rng, 8, 0.10))
    layout = int(rng.integers(0, 4)) if layout is None else layout % 4
    rivets = scaled(CORNERS, 0.78)
    rgb = paste(rgb, shapes(lambda s, p: props.seams_and_rivets(s, p, layout, rivets)))
    rgb = paste(rgb, shapes(lambda s, p: props.scuffs(s, p, rng)), 0.55)
    return lit(rgb, bevel(CORNERS, 3.0, 0.28))


def tile_floor(rng: np.random.Generator, variant: int) -> np.ndarray:
    """Plain deck plating."""
    return deck(rng, layout=variant)


def tile_wall(rng: np.random.Generator, variant: int) -> np.ndarray:
    """A raised bulkhead: dark side walls, hazard-trimmed top plate."""
    side = lit(solid((0.15, 0.16, 0.19)), grain(rng, 0.05) + blotches(rng, 6, 0.1))
    _, y = grid()
    ribs = ((np.arange(W) // 4) % 2 == 0)[None, :] * 0.12 * (y > 34)
    rgb = lit(side, ribs + (y - 32) / 32 * -0.35 + bevel(CORNERS, 2.0, 0.35))
    top = scaled(CORNERS, 0.84, -4)
    rgb = over(rgb, solid(HAZARD), coverage(top))
    stripes = ((grid()[0] + grid()[1]) // 5 % 2 == 0)
    rgb = over(rgb, solid(INK), coverage(top) * stripes)
    plate_pts = scaled(CORNERS, 0.66, -4)
    plate = lit(solid((0.26, 0.28, 0.32)), grain(rng, 0.04) + blotches(rng, 7, 0.08))
    plate = paste(plate, shapes(lambda s, p: props.wall_detail(s, p, variant % 3, plate_pts)))
    rgb = over(rgb, lit(plate, bevel(plate_pts, 2.5, 0.45)), coverage(plate_pts))
    return lit(rgb, grain(rng, 0.02))


def tile_cover(rng: np.random.Generator, variant: int) -> np.ndarray:
    """Deck with crates, sandbags or barrels to hide behind."""
    rgb = deck(rng)
    kind = variant % 4
    rgb = paste(rgb, shapes(lambda s, p: props.cover_shadow(s, p, kind)), 0.45)
    return paste(rgb, shapes(lambda s, p: props.cover_props(s, p, rng, kind)))


def tile_null(rng: np.random.Generator, variant: int) -> np.ndarray:
    """A violet dampening field shimmering over dark deck."""
    rgb = lit(deck(rng, (0.22, 0.20, 0.28), variant), blotches(rng, 6, 0.1))
    x, y = grid()
    phase = rng.uniform(0, 2 * np.pi, 3)
    waves = (np.sin(x * 0.45 + y * 0.2 + phase[0]) + np.sin(-x * 0.25 + y * 0.5 + phase[1])
             + np.sin(np.hypot(x - 28, y - 32) * 0.7 + phase[2])) / 3
    rgb = over(rgb, solid(VIOLET), 0.22 + 0.18 * waves)
    rim = np.exp(-edge_distances(CORNERS).min(axis=0) / 3.5)
    rgb = over(rgb, solid((0.85, 0.65, 1.0)), rim * 0.55)
    rgb = paste(rgb, shapes(lambda s, p: props.sparkles(s, p, rng)))
    return lit(rgb, bevel(CORNERS, 2.0, 0.2))


def tile_pickup(rng: np.random.Generator, variant: int) -> np.ndarray:
    """A glowing pick-up pad set into the deck."""
    rgb = deck(rng)
    x, y = grid()
    r = np.hypot(x - 28, y - 32)
    rgb = over(rgb, solid(TEAL), np.exp(-((r - 15) / 5) ** 2) * 0.35)
    rgb = paste(rgb, shapes(lambda s, p: props.pickup_pad(s, p, rng)))
    return over(rgb, solid((0.8, 1.0, 0.95)), np.exp(-(r / 6) ** 2) * 0.35)


def tile_station(rng: np.random.Generator, variant: int) -> np.ndarray:
    """A control console or relay worth fighting over."""
    rgb = deck(rng)
    kind = variant % 3
    rgb = paste(rgb, shapes(lambda s, p: pygame.draw.ellipse(
        s, (0, 0, 0, 255), (*p(13, 30), 34 * SS, 20 * SS))), 0.4)
    return paste(rgb, shapes(lambda s, p: props.console(s, p, kind)))


def tile_spawn(rng: np.random.Generator, variant: int) -> np.ndarray:
    """A spawn pad: painted hex ring and a neutral chevron, worn by traffic."""
    rgb = deck(rng)
    wear = np.clip(0.85 + blotches(rng, 4, 0.5) + grain(rng, 0.15), 0, 1)
    ring = coverage(scaled(CORNERS, 0.8)) - coverage(scaled(CORNERS, 0.68))
    rgb = over(rgb, solid(HAZARD), ring * wear * 0.9)
    double = variant % 2 == 1
    paint = shapes(lambda s, p: props.chevrons(s, p, double))
    return over(rgb, paint[0], paint[1] * wear)


TILE_PAINTERS: dict[str, Callable[[np.random.Generator, int], np.ndarray]] = {
    "floor": tile_floor, "wall": tile_wall, "cover": tile_cover, "null": tile_null,
    "pickup": tile_pickup, "station": tile_station, "spawn": tile_spawn,
}


def render_tile(name: str, variant: int) -> pygame.Surface:
    """One tile as a 56x64 RGBA surface, transparent outside the hex."""
    seed = sum(ord(ch) * 31 ** i for i, ch in enumerate(name)) * 101 + variant
    rgb = TILE_PAINTERS[name](np.random.default_rng(seed), variant)
    return to_surface(rgb, HEX_MASK.astype(float))


def to_surface(rgb: np.ndarray, alpha: np.ndarray) -> pygame.Surface:
    """An H x W float image as a pygame RGBA surface."""
    h, w = alpha.shape
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    pixels = np.rint(np.clip(rgb, 0, 1) * 255).astype(np.uint8)
    pygame.surfarray.blit_array(surface, pixels.transpose(1, 0, 2))
    alpha_view = pygame.surfarray.pixels_alpha(surface)
    alpha_view[:] = np.rint(np.clip(alpha, 0, 1) * 255).astype(np.uint8).T
    del alpha_view
    return surface


# -- tileset ------------------------------------------------------------------

def tile_names() -> list[tuple[str, str | None]]:
    """(image file name, terrain) for every tile, in tileset id order; decorations (after the
    terrain tiles, so no existing tile number moves) have no terrain."""
    return [(f"{name}_{n}.png", TILE_TERRAIN[name])
            for name, count in TILE_VARIANTS.items() for n in range(count)] + [
        (f"{name}_{n}.png", None) for name, count in DECOR_VARIANTS.items()
        for n in range(count)]


def render_decor(name: str, variant: int) -> pygame.Surface:
    """One decoration tile (rocks, debris, scorch) as a 56x64 RGBA surface."""
    seed = sum(ord(ch) * 31 ** i for i, ch in enumerate(name)) * 103 + variant
    rgb, alpha = DECOR_PAINTERS[name](np.random.default_rng(seed), variant)
    return to_surface(rgb, alpha)


def tileset_xml() -> str:
    """The Tiled tileset (a collection of images) for all tiles."""
    names = tile_names()
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<tileset version="1.10" tiledversion="1.11.0" name="hexbrawl" tilewidth="{W}" '
             f'tileheight="{H}" tilecount="{len(names)}" columns="0">',
             ' <grid orientation="orthogonal" width="1" height="1"/>']
    for tile_id, (file_name, terrain) in enumerate(names):
        prop = (f'   <property name="terrain" propertytype="Terrain" value="{terrain}"/>'
                if terrain else '   <property name="decoration" type="bool" value="true"/>')
        lines += [f' <tile id="{tile_id}">', '  <properties>', prop, '  </properties>',
                  f'  <image source="{file_name}" width="{W}" height="{H}"/>', ' </tile>']
    return "\n".join(lines + ["</tileset>", ""])


def main(argv: list[str]) -> int:
    """Write every tile, the tileset, every bot sprite, sound, icon and the title's art under
    the output folder."""
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "assets"
    (out / "tiles").mkdir(parents=True, exist_ok=True)
    (out / "sprites").mkdir(parents=True, exist_ok=True)
    for name, count in TILE_VARIANTS.items():
        for n in range(count):
            pygame.image.save(render_tile(name, n), str(out / "tiles" / f"{name}_{n}.png"))
    for name, count in DECOR_VARIANTS.items():
        for n in range(count):
            pygame.image.save(render_decor(name, n), str(out / "tiles" / f"{name}_{n}.png"))
    (out / "tiles" / "hexbrawl.tsx").write_text(tileset_xml(), encoding="utf-8")
    for index in range(len(art_bots.BOTS)):
        rgb, alpha = art_bots.render_bot(index)
        pygame.image.save(to_surface(rgb, alpha), str(out / "sprites" / f"bot_{index}.png"))
    sounds = make_sounds.main(out / "sounds")
    icons = art_icon.write_icons(out / "icon")
    title_art = art_title.write_title_art(out / "ui", out)
    tiles = sum(TILE_VARIANTS.values()) + sum(DECOR_VARIANTS.values())
    print(f"wrote {tiles} tiles, {len(art_bots.BOTS)} bots, {len(sounds)} sounds, "
          f"{len(icons)} icon files and {len(title_art)} title files to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
