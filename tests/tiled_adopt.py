"""Turn a Tiled map made elsewhere into a Hexbrawl arena: terrain on its tiles, two spawns."""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

from game.core.hexes import HexLayout


def adopt(source: Path, target: Path, spawn_cells: tuple[tuple[int, int], ...],
          terrain: str = "floor") -> Path:
    """Write ``source`` as ``target``: first tile layer renamed 'terrain', every tile of the
    first tileset given ``terrain``, and point spawns at the centres of ``spawn_cells``."""
    root = ElementTree.parse(source).getroot()
    root.find("layer").set("name", "terrain")  # type: ignore[union-attr]
    tileset = root.find("tileset")
    assert tileset is not None
    for tile_id in range(int(tileset.get("tilecount", "1"))):
        tile = ElementTree.SubElement(tileset, "tile", id=str(tile_id))
        props = ElementTree.SubElement(tile, "properties")
        ElementTree.SubElement(props, "property", name="terrain", value=terrain)
    # Tiled wants <tile> elements after <image>: move the image first.
    image = tileset.find("image")
    if image is not None:
        tileset.remove(image)
        tileset.insert(0, image)
    layout = HexLayout(int(root.get("tilewidth", 0)), int(root.get("tileheight", 0)),
                       round(float(root.get("hexsidelength", 0))),
                       root.get("staggeraxis", "y"), root.get("staggerindex", "odd"))  # type: ignore[arg-type]
    group = ElementTree.SubElement(root, "objectgroup", id="99", name="spawns")
    for index, (col, row) in enumerate(spawn_cells, start=1):
        x, y = layout.hex_to_pixel(layout.offset_to_hex(col, row))
        obj = ElementTree.SubElement(group, "object", id=str(index), name=f"S{index}",
                                     x=str(x), y=str(y))
        ElementTree.SubElement(obj, "point")
    for img in root.iter("image"):
        img.set("source", str((source.parent / img.get("source", "")).resolve()))
    ElementTree.ElementTree(root).write(target, encoding="UTF-8", xml_declaration=True)
    return target
