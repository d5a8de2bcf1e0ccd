"""How big a map may be: the one set of limits the game, check_map and the docs share.

Every limit is checked before the data it bounds is read in full, so a huge or hostile map is
refused in milliseconds with a message that names the limit, instead of freezing or crashing
the game. docs/making-arenas.md lists the same numbers (a test keeps them in step).
"""

from __future__ import annotations

MAX_FILE_BYTES = 4 * 1024 * 1024
"""A .tmx map or .tsx tileset file, as stored on disk."""
MAX_MAP_SIDE = 40
"""Columns and rows of a map (a 40x40 arena already holds 1600 hexes)."""
MAX_TILE_SIDE = 512
"""Tile width, tile height and hex side length of a map or tileset, in pixels."""
MAX_LAYERS = 64
"""Layers of every kind, groups included."""
MAX_OBJECTS = 2000
"""Objects in all object layers together."""
MAX_TILESETS = 32
"""Tilesets a map uses."""
MAX_TEMPLATES = 32
"""Object template files a map uses."""
MAX_TILES_PER_TILESET = 4096
"""Tiles listed in one tileset."""
MAX_IMAGE_BYTES = 16 * 1024 * 1024
"""A tile or tileset image file."""
MAX_IMAGE_SIDE = 4096
"""A tile or tileset image's width and height, in pixels (read from the file's header)."""
MAX_LOADED_IMAGE_PIXELS = 48 * 1024 * 1024
"""All tile images the game has decoded, together (about 190 MB): past it, our own tiles."""
DRAWN_TILE_SIDE = 64
"""Every map is drawn with its longer tile side at this many pixels (at zoom 1), whatever
the author's tile size, so the drawn arena never outgrows MAX_MAP_SIDE hexes of our size."""

MAX_DRAWN_SIDE = 4096
"""The renderer never draws an arena wider or taller than this at zoom 1 (pixels)."""


def layer_bytes(width: int, height: int) -> int:
    """The exact size of a tile layer's decoded data: four bytes per cell."""
    return 4 * width * height


def summary() -> str:
    """The limits in one sentence, for error messages and tools/check_map.py --limits."""
    return (f"at most {MAX_MAP_SIDE}x{MAX_MAP_SIDE} hexes, tiles up to {MAX_TILE_SIDE} px, "
            f"{MAX_LAYERS} layers, {MAX_OBJECTS} objects, {MAX_TILESETS} tilesets of up to "
            f"{MAX_TILES_PER_TILESET} tiles, map and tileset files up to "
            f"{MAX_FILE_BYTES // (1024 * 1024)} MB, images up to {MAX_IMAGE_SIDE}x"
            f"{MAX_IMAGE_SIDE} px and {MAX_IMAGE_BYTES // (1024 * 1024)} MB")

MAX_XML_DEPTH = 64
"""How deeply XML elements may nest (Tiled's own maps stay under ten)."""
