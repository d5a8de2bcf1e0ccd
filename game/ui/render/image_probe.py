"""An image file's width and height read from its header, before anything is decoded.

A small PNG can declare a 60000x60000 picture; decoding it would take gigabytes. The header
tells the size for a few bytes of reading, so tiles.py can refuse such a file (and fall back to
our own tile) before pygame allocates anything. Formats we cannot measure are not loaded.
"""

from __future__ import annotations

import struct
from pathlib import Path

from game.maps.map_limits import MAX_IMAGE_BYTES, MAX_IMAGE_SIDE

HEAD_BYTES = 256 * 1024
"""How much of a JPEG is searched for its frame header (they come first in practice)."""


def image_size(path: Path) -> tuple[int, int] | None:
    """(width, height) from the file's header, or None if unreadable or of an unknown kind."""
    try:
        with path.open("rb") as handle:
            head = handle.read(HEAD_BYTES)
    except OSError:
        return None
    if head.startswith(b"\x89PNG\r\n\x1a\n") and len(head) >= 24:
        width, height = struct.unpack(">II", head[16:24])
        return width, height
    if head[:6] in (b"GIF87a", b"GIF89a") and len(head) >= 10:
        width, height = struct.unpack("<HH", head[6:10])
        return width, height
    if head.startswith(b"BM") and len(head) >= 26:
        width, height = struct.unpack("<ii", head[18:26])
        return abs(width), abs(height)
    if head.startswith(b"\xff\xd8"):
        return _jpeg_size(head)
    if path.suffix.lower() == ".tga" and len(head) >= 18:
        width, height = struct.unpack("<HH", head[12:16])
        return width, height
    return None


def _jpeg_size(head: bytes) -> tuple[int, int] | None:
    """Walk the JPEG's markers to its start-of-frame, which holds the size."""
    at = 2
    while at + 9 <= len(head):
        if head[at] != 0xFF:
            return None
        marker = head[at + 1]
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
            at += 2
            continue
        (length,) = struct.unpack(">H", head[at + 2:at + 4])
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">HH", head[at + 5:at + 9])
            return width, height
        at += 2 + length
    return None


def refusal(path: Path) -> str | None:
    """Why the image at ``path`` must not be decoded (too big, unknown kind), or None."""
    try:
        size = path.stat().st_size
    except OSError:
        return "missing"
    if size > MAX_IMAGE_BYTES:
        return f"{size // 1024} KB, over the {MAX_IMAGE_BYTES // 1024} KB limit"
    dimensions = image_size(path)
    if dimensions is None:
        return "not a PNG, JPEG, GIF, BMP or TGA image whose size can be read"
    width, height = dimensions
    if not (0 < width <= MAX_IMAGE_SIDE and 0 < height <= MAX_IMAGE_SIDE):
        return f"{width}x{height} px, beyond {MAX_IMAGE_SIDE}x{MAX_IMAGE_SIDE}"
    return None
