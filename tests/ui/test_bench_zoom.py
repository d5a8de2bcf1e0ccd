"""tools/bench_zoom.py (tools/bench.py "zoom") on a small arena: every level visited, each step
with its slowest frame and the frames it took, and the memory figures."""

from __future__ import annotations

from game.core.arena import open_arena
from game.ui.scenes.battle import BATTLE_ZOOMS
from tools.bench_zoom import zoom_figures_for


def test_the_zoom_bench_steps_through_every_level_out_in_and_out(app):
    # when the zoom bench runs on a small arena
    figures = zoom_figures_for(open_arena(4, name="Bench test"))
    # then it stepped out to the smallest level, in to the largest and out again
    zooms = [step["zoom"] for step in figures["steps"]]
    assert max(zooms) == BATTLE_ZOOMS[-1] and zooms[-1] == BATTLE_ZOOMS[0]
    assert BATTLE_ZOOMS[0] in zooms[:len(zooms) // 2]
    assert set(zooms) == set(BATTLE_ZOOMS)
    # and each step gives its slowest frame and settled; the map gives its memory
    for step in figures["steps"]:
        assert step["frame_ms_max"] > 0 and step["frames_to_settle"] >= 1 and step["settled"]
    assert figures["frame_ms_max"] == max(step["frame_ms_max"] for step in figures["steps"])
    assert 0 < figures["rss_mb"] <= figures["peak_rss_mb"]
