"""A map is drawn at about our tile size, scaled evenly where an even scale lies near."""

from __future__ import annotations

import pytest

from game.core.hexes import HexLayout
from game.maps.drawn_scale import drawn_layout


@pytest.mark.parametrize("author, drawn", [
    ((56, 64, 32, "y"), (56, 64, 32)),  # ours: as it is
    ((16, 16, 8, "y"), (64, 64, 32)),  # pixel art: 4 times
    ((60, 52, 30, "x"), (60, 52, 30)),  # already near: as it is
    ((14, 12, 6, "y"), (70, 60, 30)),  # 5 times keeps the 9 px row step whole
    ((120, 140, 70, "y"), (48, 56, 28)),  # 0.4 keeps the 35 px slant whole
])
def test_the_drawn_layout_is_the_authors_scaled_evenly(author, drawn):
    width, height, side, axis = author
    layout = drawn_layout(HexLayout(width, height, side, axis, "odd"))
    assert (layout.tile_width, layout.tile_height, layout.side_length) == drawn
    assert (layout.stagger_axis, layout.stagger_index) == (axis, "odd")


def test_without_an_even_scale_near_our_size_the_longer_side_is_ours():
    # given 101x97 tiles with a 51 px side: only whole multiples keep them whole, none near 64
    layout = drawn_layout(HexLayout(101, 97, 51, "y", "odd"))
    # then the longer side is drawn 64 px and the rest rounded in proportion
    assert (layout.tile_width, layout.tile_height, layout.side_length) == (64, 61, 32)
