"""Mechaton's extra map data, read from the arena's own .tmx: the ``bricks`` object layer.

game/maps/tiled.py turns a map into a core Arena (terrain per hex, spawns, stations); a point
object with an int property ``bricks`` in an object layer named ``bricks`` sets how many
bricks the cover on its hex holds (0 or 1: rubble, no cover). The loader does not carry
that, so it is read here with the standard library, once per arena.
"""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

from game.core import areas
from game.core.arena import Arena
from game.core.hexes import Hex

LAYER = "bricks"


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
    if path is None or path.suffix != ".tmx" or not path.is_file():
        return {}
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError:
        return {}
    found: dict[Hex, int] = {}
    for group in root.iter("objectgroup"):
        if group.get("name") != LAYER:
            continue
        dx, dy = float(group.get("offsetx", 0)), float(group.get("offsety", 0))
        for obj in group.iter("object"):
            prop = obj.find("properties/property[@name='bricks']")
            if prop is None:
                continue
            x = float(obj.get("x", 0)) + float(obj.get("width", 0)) / 2 + dx
            y = float(obj.get("y", 0)) + float(obj.get("height", 0)) / 2 + dy
            try:
                found[arena.layout.pixel_to_hex(x, y)] = max(0, int(prop.get("value", "6")))
            except ValueError:
                continue
    return found
