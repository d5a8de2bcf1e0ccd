"""Meatbot's battle declares a look whose parts are its regions (header, field, bottom panel,
sidebar, the hovered hex), so a frame where nothing changed is not drawn and a hover redraws
only the hexes it left and reached; the canvas must always be what a whole draw by a painter
that keeps nothing makes: through the shop, moves and aims with the pointer over bots, hexes
and buttons, clicks, AI turns, tooltips, at 1280x720 and 800x600."""

from __future__ import annotations

import pytest

from tests.ui.look_play import play_and_check

SIZES = [(1280, 720), (800, 600)]
IDS = ["1280x720", "800x600"]


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_battle_drawn_by_its_look_is_never_stale(size: tuple[int, int]) -> None:
    # given a battle played with the pointer wandering, resting and clicking
    drawn, kinds = play_and_check("meatbot", size, seed=3, moves=60, fresh=True)
    # then every frame showed what a whole fresh draw shows (checked each frame), frames were
    # skipped, drawn in parts and whole, with the human asked more than one thing
    assert drawn["skipped"] and drawn["parts"] and drawn["whole"], drawn
    assert len(kinds) >= 2, kinds
