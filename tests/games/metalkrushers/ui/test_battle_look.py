"""MetalKrushers' battle declares a look (its kept regions as parts), so a still frame is not
drawn and a hover redraws only its region; the canvas must always be what a whole draw
makes, through the pointer over Krushers, hexes and buttons, clicks and AI turns, at
1280x720 and 800x600."""

from __future__ import annotations

import pytest

from tests.ui.look_play import play_and_check


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["1280x720", "800x600"])
def test_the_battle_drawn_by_its_look_is_never_stale(size: tuple[int, int]) -> None:
    # given a battle played with the pointer wandering, resting and clicking
    drawn, kinds = play_and_check("metalkrushers", size, seed=3, moves=60)
    # then every frame showed what a whole draw shows (checked each frame), and frames were
    # skipped, drawn in parts and whole
    assert drawn["skipped"] and drawn["parts"] and drawn["whole"], drawn
    assert kinds, kinds
