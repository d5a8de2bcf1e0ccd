"""Where a cell's picture comes from: an image file, maybe a rectangle of it, maybe flipped.

A Cell keeps one string for its image. A whole image is just its path; a tile cut from a
tileset image adds a media-fragment style suffix, ``#xywh=x,y,w,h``, and a flipped tile adds
``&flip=h`` / ``v`` / ``hv``. game/maps/tiled.py writes these, the renderer reads them back.
"""

from __future__ import annotations

from dataclasses import dataclass

MARK = "#xywh="
FLIP = "&flip="


@dataclass(frozen=True)
class TileRef:
    """An image file, the part of it that is the tile (None: all of it) and its flips."""

    path: str
    rect: tuple[int, int, int, int] | None = None
    flip_x: bool = False
    flip_y: bool = False


def to_text(ref: TileRef) -> str:
    """The string a Cell stores for ``ref``."""
    flips = ("h" if ref.flip_x else "") + ("v" if ref.flip_y else "")
    rect = ref.rect or (0, 0, 0, 0)
    if ref.rect is None and not flips:
        return ref.path
    return f"{ref.path}{MARK}{','.join(map(str, rect))}" + (f"{FLIP}{flips}" if flips else "")


def from_text(text: str) -> TileRef:
    """Read back what :func:`to_text` wrote (a plain path is a whole image)."""
    path, mark, rest = text.rpartition(MARK)
    if not mark:
        return TileRef(text)
    numbers, _, flips = rest.partition(FLIP)
    try:
        x, y, w, h = (int(n) for n in numbers.split(","))
    except ValueError:
        return TileRef(text)
    rect = (x, y, w, h) if w > 0 and h > 0 else None
    return TileRef(path, rect, "h" in flips, "v" in flips)
