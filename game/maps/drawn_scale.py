"""The size a map is drawn at: the author's hex geometry scaled evenly to about our tile size.

game/maps/tiled.py places objects in the author's pixels while loading; the arena is then drawn at
the layout made here, so a map of huge (or tiny) tiles costs the same to draw as ours.
"""

from __future__ import annotations

import math

from game.core.hexes import HexLayout
from game.maps.map_limits import DRAWN_TILE_SIDE


def drawn_layout(layout: HexLayout) -> HexLayout:
    """The author's geometry scaled so the longer tile side is about DRAWN_TILE_SIDE pixels.

    Objects are placed in the author's pixels while loading; the arena is drawn at this size,
    so a map of huge (or tiny) tiles costs the same to draw as ours and its tiles are scaled
    to the hex. The scale is one that keeps tile width, height and hex side whole numbers
    together where one lies near (16x16 tiles are drawn 4 times as big, 60x52 ones as they
    are), so the drawn map is the author's picture scaled evenly, as Tiled scales it.
    """
    longer = max(layout.tile_width, layout.tile_height)
    if longer == DRAWN_TILE_SIDE:
        return layout
    scale = _even_scale(layout) or DRAWN_TILE_SIDE / longer
    return HexLayout(max(2, round(layout.tile_width * scale)),
                     max(2, round(layout.tile_height * scale)),
                     round(layout.side_length * scale), layout.stagger_axis,
                     layout.stagger_index)


def _even_scale(layout: HexLayout) -> float | None:
    """The scale nearest DRAWN_TILE_SIDE that keeps every measure Tiled places tiles by
    whole (tile size, hex side, the slanted parts), if it puts the longer side within a
    quarter of DRAWN_TILE_SIDE."""
    step = math.gcd(layout.tile_width, layout.tile_height, layout.side_length,
                    layout.side_offset_x, layout.side_offset_y)
    longer = max(layout.tile_width, layout.tile_height)
    units = max(1, round(DRAWN_TILE_SIDE * step / longer))
    scale = units / step
    return scale if abs(longer * scale - DRAWN_TILE_SIDE) <= DRAWN_TILE_SIDE / 4 else None
