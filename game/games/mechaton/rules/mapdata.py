"""Mechaton's extra map data, read from the arena's own .tmx: the ``bricks`` object layer.

game/maps/tiled.py turns a map into a core Arena (terrain per hex, spawns, stations); a point
object with an int property ``bricks`` in an object layer named ``bricks`` sets how many
bricks the cover on its hex holds (0 or 1: rubble, no cover). The loader does not carry
that, so it is read here from the checked map tree (templates resolved, offsets totalled),
once per arena, placed on hexes as the loader places spawns.
"""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

from game.core import areas
from game.core.arena import Arena
from game.core.hexes import Hex, HexLayout
from game.maps.map_errors import MapError
from game.maps.tmx_guard import EXACT_OFFSET, read_map_tree

LAYER = "bricks"
TERRAIN_LAYER = "terrain"


def map_bricks(arena: Arena) -> dict[Hex, int]:
    """Bricks per hex as the map's ``bricks`` layer sets them (empty without one)."""
    memo = areas.memo(arena)
    found = memo.get("mechaton-bricks")
    if found is None:
        found = memo["mechaton-bricks"] = _read(arena)
    bricks: dict[Hex, int] = dict(found)  # type: ignore[call-overload]
    return bricks


def _read(arena: Arena) -> dict[Hex, int]:
    path = Path(arena.source) if arena.source else None
    if path is None or not path.is_file():
        return {}
    try:
        root = read_map_tree(path)
        layout = HexLayout(int(root.get("tilewidth", 0)), int(root.get("tileheight", 0)),
                           round(float(root.get("hexsidelength", 0))),
                           "x" if root.get("staggeraxis") == "x" else "y",
                           "even" if root.get("staggerindex") == "even" else "odd")
    except (MapError, ValueError):
        return {}
    terrain = _offset(next((layer for layer in root.iter("layer")
                            if layer.get("name") == TERRAIN_LAYER), None))
    found: dict[Hex, int] = {}
    for group in root.iter("objectgroup"):
        if group.get("name") != LAYER:
            continue
        own = _offset(group)  # the hex an object is seen on in Tiled: see game/maps/tiled.py
        dx, dy = own[0] - terrain[0], own[1] - terrain[1]
        for obj in group.iter("object"):
            prop = obj.find("properties/property[@name='bricks']")
            if prop is None:
                continue
            x = float(obj.get("x", 0)) + float(obj.get("width", 0)) / 2 + dx
            y = float(obj.get("y", 0)) + float(obj.get("height", 0)) / 2 + dy
            if obj.get("gid"):  # a tile object's x, y is its bottom-left corner
                y -= float(obj.get("height", 0))
            try:
                found[layout.pixel_to_hex(x, y)] = max(0, int(prop.get("value", "6")))
            except ValueError:
                continue
    return found


def _offset(layer: ElementTree.Element | None) -> tuple[float, float]:
    """A layer's total offset, its groups' included (kept by the map guard)."""
    if layer is None:
        return 0.0, 0.0
    return (float(layer.get(f"{EXACT_OFFSET}x", 0)), float(layer.get(f"{EXACT_OFFSET}y", 0)))
