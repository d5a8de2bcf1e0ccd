"""Which terrain a tile is, and the help a map author needs when the tiles do not say.

Before Tiled 1.5, tiles could carry a ``terrain`` *attribute* holding four corner numbers
(for its old terrain brush). pytmx hands that attribute over exactly like our ``terrain``
*property*, so it is recognised here and explained instead of being reported as a strange
terrain name. A map none of whose painted tiles names a terrain gets one message saying
what to add and where, instead of an error about its first cell.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from game.core.arena import TERRAIN_KINDS
from game.maps.map_errors import MapError

GUIDE = "docs/making-arenas.md"
OLD_CORNERS = re.compile(r"^\s*-?\d*\s*(,\s*-?\d*\s*){3}$")
"""Tiled's pre-1.5 corner terrain value: four comma-separated numbers (an empty corner is
blank), e.g. ``0,0,0,1``."""


def known_kinds() -> str:
    """The terrain names a tile may carry, as a list for a message."""
    return ", ".join(TERRAIN_KINDS)


def is_old_corners(value: object) -> bool:
    """True if ``value`` is Tiled's old corner-terrain attribute, not a terrain name."""
    text = str(value or "")
    return bool(OLD_CORNERS.match(text)) and any(c.isdigit() for c in text)


def add_property_fix(tilesets: str) -> str:
    """The fix for tiles that name no terrain: exactly what to add, and where."""
    return (f"in Tiled open the tileset {tilesets}, select each tile painted on the 'terrain' "
            f"layer and add a custom property named terrain (type string, or our Terrain type) "
            f"set to one of: {known_kinds()}; or paint with tiles from hexbrawl.tsx "
            f"(see {GUIDE}, 'Paint the terrain')")


def old_corners_error(path: Path, where: str, tile: str, value: object,
                      tileset: str) -> MapError:
    """The error for a tile that only has the old corner-terrain attribute."""
    return MapError(path, where, f"{tile} uses Tiled's old terrain corners "
                    f"(terrain=\"{value}\"), which are not a terrain kind",
                    add_property_fix(tileset))


def check_some_terrain_named(path: Path, where: str,
                             tiles: Iterable[tuple[str, Mapping[str, Any]]]) -> None:
    """Raise one MapError if no painted tile (tileset name, properties) names a terrain.

    When at least one tile does, each bad tile is reported at its own cell instead.
    """
    tiles = list(tiles)
    if not tiles or any(_names_terrain(props) for _, props in tiles):
        return
    tilesets = ", ".join(sorted({f"'{name}'" for name, _ in tiles}))
    if any(is_old_corners(props.get("terrain")) for _, props in tiles):
        problem = ("the tiles use Tiled's old terrain corners, which are not terrain kinds; "
                   "no tile has a 'terrain' property")
    else:
        problem = "none of the tiles painted here has a 'terrain' property"
    raise MapError(path, where, problem, add_property_fix(tilesets))


def _names_terrain(props: Mapping[str, Any]) -> bool:
    terrain = props.get("terrain")
    return bool(terrain) and not is_old_corners(terrain)
