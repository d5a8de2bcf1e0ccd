"""Which files in a maps folder are maps: cheap to ask, without loading the map reader.

The title asks this at start-up to find the standard arena; reading a map needs pytmx, listing
them does not.
"""

from __future__ import annotations

import json
from pathlib import Path

from game import paths
from game.maps.map_limits import MAX_FILE_BYTES

MAP_SUFFIXES = (".tmx", ".tmj", ".json")
"""Files a maps folder lists (any letter case); a .json that is a tileset is left out."""


def map_files(folder: str | Path | None = None) -> list[Path]:
    """The map files in ``folder``: names ending .tmx, .tmj or .json in any case, sorted.

    Tiled's JSON tilesets may also be saved as .json; those are not maps and are left out.
    """
    where = Path(folder) if folder is not None else paths.maps_dir()
    try:
        found = [p for p in where.iterdir() if p.suffix.lower() in MAP_SUFFIXES]
    except OSError:
        return []
    return sorted(p for p in found if p.is_file() and not _is_json_tileset(p))


def _is_json_tileset(path: Path) -> bool:
    """True if ``path`` is a .json file Tiled wrote as a tileset (a broken one counts as a
    map, so its error is shown)."""
    if path.suffix.lower() != ".json":
        return False
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return False
        data = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("type") == "tileset"
