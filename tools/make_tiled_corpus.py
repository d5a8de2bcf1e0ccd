"""Build tests/fixtures/tiled_corpus: real public hex maps given the least an arena needs, and
Tiled's own picture of each (made once by tmxrasterizer; the tests compare the game's drawing
with it, tests/ui/test_tiled_corpus.py).

Each map is taken from a local mirror of its repository (``git show`` at a fixed commit), its
tilesets embedded and its pictures copied beside it; then, as a map maker adopting it would:

* its first tile layer is renamed ``terrain`` and every tile of its first tileset says
  ``terrain = floor`` (merged into the tile's own properties);
* a ``spawns`` object layer gets two points: on the first and on the last painted cell;
* image layers are removed (the picture they show, a Bevy logo, is licensed apart).

Usage (needs the mirrors and Tiled's tmxrasterizer)::

    python tools/make_tiled_corpus.py /work/.mirror
"""

from __future__ import annotations

import copy
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.core.hexes import HexLayout  # noqa: E402
from game.maps.drawn_scale import drawn_layout  # noqa: E402
from game.maps.tmx_layers import decode_layer  # noqa: E402
from game.ui.render.map_art import NEAREST_FROM  # noqa: E402

OUT = ROOT / "tests" / "fixtures" / "tiled_corpus"
TILED_JAVA = "util/java/libtiled-java/src/test/resources"
BEVY_HEX = "assets/maps/hexagonal"


@dataclass(frozen=True)
class Source:
    """One map of the corpus: where it comes from, and its name here."""

    name: str
    repo: str
    commit: str
    path: str


CORPUS = (
    Source("tiled_hexagonal_mini", "mapeditor+tiled", "aa069419db754412a2b4d51d8ea03bb048499f0a",
           f"{TILED_JAVA}/hexagonal-mini/hexagonal-mini.tmx"),
    Source("tiled_hex_60x60x30", "mapeditor+tiled", "aa069419db754412a2b4d51d8ea03bb048499f0a",
           f"{TILED_JAVA}/test_hexagonal_tile/test_hexagonal_tile_60x60x30.tmx"),
    *(Source(f"bevy_{kind}", "adrien-bon+bevy_ecs_tiled",
             "e350af761e2c2d8e0e0e7bcccd93b1d48fd41bd9", f"{BEVY_HEX}/finite_{kind}.tmx")
      for kind in ("pointy_top_odd", "pointy_top_even", "flat_top_odd", "flat_top_even")),
    Source("go_tiled_hex", "lafriks+go-tiled", "a4c348bce91a69136dc96b28d0f8bee69e6038cb",
           "assets/hex.tmx"),
)


def git_show(mirror: Path, source: Source, path: PurePosixPath) -> bytes:
    """One file of a mirrored repository at the source's commit."""
    return subprocess.run(["git", "--git-dir", str(mirror / source.repo / "repo"), "show",
                           f"{source.commit}:{path}"], check=True, capture_output=True).stdout


def adopt(mirror: Path, source: Source) -> Path:
    """Write the adopted copy of ``source`` (and its pictures) into OUT."""
    map_path = PurePosixPath(source.path)
    root = ElementTree.fromstring(git_show(mirror, source, map_path))
    for index, tileset in enumerate(root.findall("tileset")):
        folder = map_path.parent
        if tileset.get("source"):
            tsx_path = PurePosixPath(os.path.normpath(folder / tileset.get("source", "")))
            external = ElementTree.fromstring(git_show(mirror, source, tsx_path))
            tileset.attrib = {**external.attrib, "firstgid": tileset.get("firstgid", "1")}
            tileset[:] = list(external)
            folder = tsx_path.parent
        for image in tileset.iter("image"):
            picture = PurePosixPath(os.path.normpath(folder / image.get("source", "")))
            local = f"{source.name}_{picture.name.replace(' ', '_')}"
            (OUT / local).write_bytes(git_show(mirror, source, picture))
            image.set("source", local)
        if index == 0:
            _give_terrain(tileset)
    for parent in list(root.iter()):
        for child in list(parent):
            if child.tag == "imagelayer":
                parent.remove(child)
    terrain = root.find("layer")
    assert terrain is not None
    terrain.set("name", "terrain")
    _add_spawns(root, terrain)
    target = OUT / f"{source.name}.tmx"
    ElementTree.indent(root, " ")
    ElementTree.ElementTree(root).write(target, encoding="UTF-8", xml_declaration=True)
    return target


def _give_terrain(tileset: ElementTree.Element) -> None:
    tiles = {tile.get("id"): tile for tile in tileset.findall("tile")}
    ids = {int(key) for key in tiles if key} | set(range(int(tileset.get("tilecount", "0"))))
    for tile_id in sorted(ids):
        tile = tiles.get(str(tile_id))
        if tile is None:
            tile = ElementTree.SubElement(tileset, "tile", id=str(tile_id))
        props = tile.find("properties")
        if props is None:
            props = ElementTree.Element("properties")
            tile.insert(0, props)
        ElementTree.SubElement(props, "property", name="terrain", value="floor")
    ordered = sorted(tileset.findall("tile"), key=lambda t: int(t.get("id", "0")))
    for tile in ordered:  # Tiled writes tiles in id order, after the tileset's image
        tileset.remove(tile)
        tileset.append(tile)


def _add_spawns(root: ElementTree.Element, terrain: ElementTree.Element) -> None:
    width = int(terrain.get("width", root.get("width", "1")))
    decoded = copy.deepcopy(terrain)  # the map keeps its own encoding and flags
    decode_layer(Path("corpus"), decoded, (width, int(root.get("height", "1"))))
    data = decoded.find("data")
    assert data is not None
    painted = [i for i, gid in enumerate((data.text or "").replace("\n", "").split(","))
               if gid.strip() and int(gid) != 0]
    layout = author_layout(root)
    group = ElementTree.SubElement(root, "objectgroup", id="999", name="spawns")
    for number, index in enumerate((painted[0], painted[-1]), start=1):
        x, y = layout.hex_to_pixel(layout.offset_to_hex(index % width, index // width))
        obj = ElementTree.SubElement(group, "object", id=str(9000 + number),
                                     name=f"S{number}", x=f"{x:g}", y=f"{y:g}")
        ElementTree.SubElement(obj, "point")


def author_layout(root: ElementTree.Element) -> HexLayout:
    """The map's own hex geometry."""
    return HexLayout(int(root.get("tilewidth", 0)), int(root.get("tileheight", 0)),
                     round(float(root.get("hexsidelength", 0))),
                     root.get("staggeraxis", "y"),  # type: ignore[arg-type]
                     root.get("staggerindex", "odd"))  # type: ignore[arg-type]


def render(target: Path) -> None:
    """Tiled's own picture of ``target`` at the game's drawing scale, object layers hidden,
    smoothed as Tiled's Export as Image smooths at that scale."""
    root = ElementTree.parse(target).getroot()
    layout = author_layout(root)
    scale = drawn_layout(layout).tile_width / layout.tile_width
    hidden = [arg for group in root.iter("objectgroup")
              for arg in ("--hide-layer", group.get("name", ""))]
    smoothing = ["--no-smoothing"] if scale >= NEAREST_FROM else []
    subprocess.run(["tmxrasterizer", "--scale", repr(scale), *smoothing, *hidden, str(target),
                    str(target.with_suffix(".png"))], check=True,
                   env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def main(mirror: Path) -> None:
    """Adopt and render every map of the corpus."""
    OUT.mkdir(parents=True, exist_ok=True)
    for source in CORPUS:
        render(adopt(mirror, source))
        print(f"wrote {source.name}")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/work/.mirror"))
