"""Tile layer data, decoded within limits and rewritten as plain CSV for pytmx.

Tiled stores a layer as CSV, base64 (raw, zlib or gzip) or, in old maps, one <tile> element per
cell. Each is decoded here with the exact number of cells the layer declares as the ceiling: a
compressed stream is inflated only up to four bytes a cell, so a small file that would inflate
to gigabytes is refused after a few kilobytes of work. The hex 120-degree rotation bit (which
pytmx does not know) is cleared, since rotating a tile changes nothing about its terrain; the
cells that had it are listed on the layer for the renderer.
"""

from __future__ import annotations

import base64
import binascii
import struct
import zlib
from pathlib import Path
from xml.etree import ElementTree

from game.maps.map_errors import MapError
from game.maps.map_limits import MAX_MAP_SIDE, layer_bytes, summary

ROTATED_HEX_120 = 0x10000000
"""Tiled's flag bit for a hexagonal tile turned by 120 degrees."""
TURNED_120_ATTRIBUTE = "hex_turned_120"
"""Layer attribute listing (by index) the cells whose tile had the 120-degree flag."""
FLAG_BITS = 0xF0000000
MAX_GID_DIGITS = 10
FORMAT_FIX = ("in Map > Map Properties set Tile Layer Format to CSV, or Base64 with zlib, gzip "
              "or no compression, and save the map again")


def decode_layer(path: Path, layer: ElementTree.Element, map_size: tuple[int, int]) -> None:
    """Check one <layer>'s data against its size and rewrite it as CSV without the 120 flag."""
    name = layer.get("name", "(unnamed)")
    where = f"layer {name}"
    width, height = _layer_size(path, layer, where, map_size)
    data = layer.find("data")
    if data is None:
        raise MapError(path, where, "the tile layer has no <data>", FORMAT_FIX)
    if data.find("chunk") is not None:
        raise MapError(path, where, "the layer is stored in chunks, as in infinite maps",
                       "untick Infinite under Map > Map Properties so it has a fixed size")
    gids = _gids(path, data, where, width * height)
    if len(gids) != width * height:
        raise MapError(path, where, f"the layer holds {len(gids)} cells but is {width}x{height}",
                       "open and re-save it in Tiled, or restore it from version control")
    layer.set("width", str(width))  # pytmx reads no default from the map
    layer.set("height", str(height))
    turned = [str(index) for index, gid in enumerate(gids) if gid & ROTATED_HEX_120]
    if turned:  # kept for the renderer (game/maps/map_look.py), which turns those tiles
        layer.set(TURNED_120_ATTRIBUTE, ",".join(turned))
    data.clear()
    data.set("encoding", "csv")
    data.text = ",".join(str(g & ~ROTATED_HEX_120) for g in gids)


def _layer_size(path: Path, layer: ElementTree.Element, where: str,
                map_size: tuple[int, int]) -> tuple[int, int]:
    try:
        width = int(layer.get("width", map_size[0]))
        height = int(layer.get("height", map_size[1]))
    except ValueError:
        raise MapError(path, where, "the layer's width or height is not a whole number",
                       "open and re-save it in Tiled") from None
    if not (0 < width <= MAX_MAP_SIDE and 0 < height <= MAX_MAP_SIDE):
        raise MapError(path, where, f"the layer is {width}x{height} hexes, beyond the limits "
                       f"({summary()})", "make the map smaller with Map > Resize Map")
    return width, height


def _gids(path: Path, data: ElementTree.Element, where: str, cells: int) -> list[int]:
    encoding = data.get("encoding")
    compression = data.get("compression")
    if encoding is None:
        return [_gid(path, where, tile.get("gid", "0")) for tile in data.findall("tile")]
    if encoding == "csv":
        tokens = (data.text or "").replace("\n", "").replace("\r", "").split(",")
        if len(tokens) > cells + 1:  # a trailing comma leaves one empty token
            raise MapError(path, where, f"the layer holds {len(tokens)} cells, more than its "
                           f"{cells}", "open and re-save it in Tiled")
        return [_gid(path, where, token) for token in tokens if token.strip()]
    if encoding == "base64":
        raw = _unpacked(path, where, data.text or "", compression, layer_bytes(cells, 1))
        return list(struct.unpack(f"<{len(raw) // 4}L", raw[: len(raw) // 4 * 4]))
    raise MapError(path, where, f"unknown layer encoding '{encoding}'", FORMAT_FIX)


def _gid(path: Path, where: str, token: str) -> int:
    text = token.strip()
    if not text.isdigit() or len(text) > MAX_GID_DIGITS or int(text) >= 1 << 32:
        raise MapError(path, where, f"'{text[:20]}' is not a tile number",
                       "open and re-save it in Tiled, or restore it from version control")
    return int(text)


def _unpacked(path: Path, where: str, text: str, compression: str | None, limit: int) -> bytes:
    try:
        packed = base64.b64decode("".join(text.split()), validate=True)
    except (binascii.Error, ValueError):
        raise MapError(path, where, "the base64 layer data is damaged",
                       "open and re-save it in Tiled, or restore it from version control"
                       ) from None
    if not compression:
        raw = packed
    elif compression in ("zlib", "gzip"):
        raw = _inflate(path, where, packed, compression, limit)
    else:
        raise MapError(path, where, f"'{compression}' compression is not supported", FORMAT_FIX)
    if len(raw) != limit:
        raise MapError(path, where, f"the layer data is {len(raw)} bytes; a layer of this size "
                       f"takes exactly {limit}", "open and re-save it in Tiled")
    return raw


def _inflate(path: Path, where: str, packed: bytes, compression: str, limit: int) -> bytes:
    """Decompress at most ``limit`` + 1 bytes: enough to tell a right-sized layer from a bomb."""
    window = zlib.MAX_WBITS | (16 if compression == "gzip" else 0)
    inflater = zlib.decompressobj(window)
    try:
        raw = inflater.decompress(packed, limit + 1)
    except zlib.error:
        raise MapError(path, where, f"the {compression} layer data is damaged",
                       "open and re-save it in Tiled, or restore it from version control"
                       ) from None
    if len(raw) > limit or inflater.unconsumed_tail:
        raise MapError(path, where, f"the layer data inflates beyond the {limit} bytes its "
                       f"declared size needs (limits: {summary()})",
                       "open and re-save it in Tiled; if it is that big, make the map smaller")
    return raw
