"""Small maps with decoration layers, and the pictures they use, for the map-look tests.

The decoration sheet holds two 56x64 tiles: a four-colour one (red top-left, green top-right,
blue bottom-left, white bottom-right) whose every flip shows, and a plain yellow one. A
separate collection tileset holds one tall (56x96) magenta tile.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tools.make_maps import STAGGERS, fixture_grid, fixture_xml, spawn_at

ROOT = Path(__file__).resolve().parents[2]
Y = STAGGERS["y_odd"]
RED, GREEN, BLUE, WHITE = (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)
YELLOW, MAGENTA = (255, 255, 0), (255, 0, 255)
QUADS, PLAIN, TALL = 200, 201, 210
"""The tile numbers of the four-colour tile, the yellow tile and the tall tile."""
H_FLIP, V_FLIP, D_FLIP = 0x80000000, 0x40000000, 0x20000000
DECO_TILESETS = (
    ' <tileset firstgid="200" name="deco" tilewidth="56" tileheight="64" tilecount="2" '
    'columns="2">\n  <image source="deco.png" width="112" height="64"/>\n </tileset>\n'
    ' <tileset firstgid="210" name="tall" tilewidth="56" tileheight="96" tilecount="1" '
    'columns="0">\n  <grid orientation="orthogonal" width="1" height="1"/>\n'
    '  <tile id="0">\n   <image source="tall.png" width="56" height="96"/>\n  </tile>\n'
    ' </tileset>')


def write_pictures(folder: Path) -> None:
    """The decoration sheet and the tall tile, as PNGs in ``folder``."""
    sheet = pygame.Surface((112, 64), pygame.SRCALPHA)
    for colour, rect in ((RED, (0, 0, 28, 32)), (GREEN, (28, 0, 28, 32)),
                         (BLUE, (0, 32, 28, 32)), (WHITE, (28, 32, 28, 32)),
                         (YELLOW, (56, 0, 56, 64))):
        sheet.fill(colour, rect)
    pygame.image.save(sheet, str(folder / "deco.png"))
    tall = pygame.Surface((56, 96), pygame.SRCALPHA)
    tall.fill(MAGENTA)
    pygame.image.save(tall, str(folder / "tall.png"))


def tile_layer(name: str, cells: dict[tuple[int, int], int], attributes: str = "",
               properties: str = "", layer_id: int = 5) -> str:
    """A 5x4 tile layer holding ``cells`` ((col, row) -> tile number with flip flags)."""
    rows = [[cells.get((col, row), 0) for col in range(5)] for row in range(4)]
    data = ",\n".join(",".join(map(str, row)) for row in rows)
    props = f"  <properties>\n{properties}\n  </properties>\n" if properties else ""
    return (f' <layer id="{layer_id}" name="{name}" width="5" height="4"{attributes}>\n'
            f'{props}  <data encoding="csv">\n{data}\n</data>\n </layer>')


def terrain_layer() -> str:
    """The fixture's terrain layer (floor and walls, one empty cell at (4,3))."""
    grid = fixture_grid()
    return tile_layer("terrain", {(c, r): g for r, row in enumerate(grid)
                                  for c, g in enumerate(row)}, layer_id=1)


def write_map(folder: Path, layers: str, name: str = "look.tmx") -> Path:
    """A map of ``layers`` (which must include terrain_layer()) with its pictures."""
    write_pictures(folder)
    text = fixture_xml(Y, [spawn_at(Y, 1, 1, "A"), spawn_at(Y, 3, 2, "B")],
                       extra=DECO_TILESETS, layers=layers)
    path = folder / name
    path.write_text(text.replace("../../assets", str(ROOT / "assets")), encoding="utf-8")
    return path


REFERENCE = ROOT / "tests" / "fixtures" / "tiled_look"
"""A map using every look feature, and Tiled's own picture of it (tiled_reference.png, made
by Tiled's tmxrasterizer: ``tmxrasterizer --hide-layer spawns look.tmx tiled_reference.png``).
"""
TURNED_120 = 0x10000000


def reference_layers() -> str:
    """Layers below and above the terrain: flips, turns, tint, opacity, offsets, a tall tile,
    a repeated image layer under it all and a faded one on top, tile objects (one stretched
    and turned) over it."""
    decals = {(1, 1): QUADS, (2, 1): QUADS | H_FLIP, (3, 1): QUADS | V_FLIP,
              (1, 2): QUADS | D_FLIP, (3, 2): QUADS | D_FLIP | H_FLIP,
              (0, 2): QUADS | TURNED_120, (2, 3): QUADS | TURNED_120 | D_FLIP | V_FLIP}
    group = (' <group id="7" name="props" offsetx="4" offsety="6">\n'
             + tile_layer("moved", {(0, 3): QUADS}, ' offsetx="10"', layer_id=8) + "\n </group>")
    backdrop = (' <imagelayer id="10" name="backdrop" offsetx="20" offsety="10" repeatx="1">\n'
                '  <image source="deco.png" width="112" height="64"/>\n </imagelayer>')
    banner = (' <imagelayer id="11" name="banner" offsetx="150" offsety="150" opacity="0.7">\n'
              '  <image source="deco.png" width="112" height="64"/>\n </imagelayer>')
    props = (' <objectgroup id="12" name="props">\n'
             f'  <object id="20" gid="{QUADS}" x="230" y="120" width="56" height="64"/>\n'
             f'  <object id="21" gid="{QUADS | H_FLIP}" x="60" y="240" width="84" height="40"'
             ' rotation="30"/>\n </objectgroup>')
    return "\n".join([backdrop, tile_layer("under", {(4, 3): PLAIN}, layer_id=3),
                      terrain_layer(),
                      tile_layer("decals", decals, layer_id=4),
                      tile_layer("trees", {(2, 0): TALL}, ' opacity="0.5" tintcolor="#ff8000"',
                                 layer_id=5), group, props, banner])


def write_reference(folder: Path = REFERENCE) -> Path:
    """Write the reference map and its pictures into ``folder`` (assets found relatively)."""
    folder.mkdir(parents=True, exist_ok=True)
    write_pictures(folder)
    text = fixture_xml(Y, [spawn_at(Y, 1, 1, "A"), spawn_at(Y, 3, 2, "B")],
                       extra=DECO_TILESETS, layers=reference_layers())
    path = folder / "look.tmx"
    path.write_text(text.replace("../../assets", "../../../assets"), encoding="utf-8")
    return path
