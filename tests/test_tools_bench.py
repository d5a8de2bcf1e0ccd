"""tools/bench.py and tools/meatbot/bench_aim.py run headless and print one JSON line with the
documented keys. A handful of frames each: a smoke test of the tools, not a timing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from game.ai.registry import BY_RULESET
from game.core.ruleset import ruleset_names
from game.ui.games import game_ui_names
from tools.bench import WARM_UP

ROOT = Path(__file__).resolve().parent.parent
FIGURES = {"frame_ms_median", "frame_ms_p95", "floor_ms_median", "ratio"}


def run_tool(home: Path, *args: str) -> dict[str, Any]:
    """The one JSON line a tool prints, run as a script with its own user data folder."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "HEXBRAWL_HOME": str(home)}
    out = subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=180)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert len(lines) == 1, out.stdout
    return json.loads(lines[0])


def test_bench_times_the_arena_view_and_every_registered_games_battle(tmp_path):
    # when the shared bench runs a couple of frames per scene, limits left out
    out = run_tool(tmp_path, "tools/bench.py", "--frames", "2", "--no-limits", "--no-play",
                   "--no-screens", "--no-zoom")
    # then the arena view's figures are at the top, as before
    assert out.keys() >= FIGURES
    assert out["frames"] == 2 and out["cells"] > 0 and out["size"] == "1280x720"
    assert "limits" not in out and "battle" not in out and "random_play" not in out
    assert "screens" not in out and "zoom" not in out
    # and every registered game's battle is timed with its human's prompt open throughout
    assert list(out["battles"]) == game_ui_names()
    for name, battle in out["battles"].items():
        assert battle.keys() >= FIGURES, name
        assert battle["request"] and battle["seats"] >= 2, name
        assert battle["frames_with_prompt"] == WARM_UP + 2, name
    # and the battle frame is timed with and without decoration layers, with their ratios
    decoration = out["decoration"]
    for variant in ("plain", "decorated", "over_units", "parallax"):
        assert decoration[variant].keys() >= FIGURES, variant
    for variant in ("decorated", "over_units", "parallax"):
        assert decoration[f"{variant}_over_plain"] > 0, variant


def test_meatbot_aim_bench_times_eight_bots_with_the_explosion_preview(tmp_path):
    # when Meatbot's own bench runs a couple of frames
    out = run_tool(tmp_path, "tools/meatbot/bench_aim.py", "--frames", "2")
    # then it timed eight bots with the Boom Launcher's preview showing
    assert out.keys() >= FIGURES
    assert out["bots"] == 8 and out["frames"] == 2
    assert out["frames_with_area_overlay"] > 0


def test_bench_play_times_start_up_random_play_and_every_games_ai_levels(tmp_path):
    # when the play bench runs briefly: one launch each, a little random play, two decisions
    out = run_tool(tmp_path, "tools/bench_play.py", "--seconds", "0.05", "--decisions", "2",
                   "--sizes", "2", "--startup-runs", "1", "--match-games", "dicebot")
    # then start-up is a ratio of the title's launch to a bare window's
    assert out["startup"]["ratio"] > 0 and out["startup"]["runs"] == 1
    # and every game played random matches, with its rate and shares of draws and decided
    # matches, MetalKrushers with its random agent that closes in and fights
    assert list(out["random_play"]) == ruleset_names()
    for name, play in out["random_play"].items():
        assert play["matches"] >= 1 and play["matches_per_cpu_second"] > 0, name
        assert 0 <= play["draw_share"] <= 1, name
        assert play["decided_share"] == round(1 - play["draw_share"], 3), name
    assert out["random_play"]["metalkrushers"]["level"] == "easy"
    assert out["random_play"]["meatbot"]["level"] == "random"
    # and every game's own levels were timed at the table size asked for
    for name in ruleset_names():
        levels = out["ai_decisions"][name]
        assert list(levels) == list(BY_RULESET[name]), name
        for level, sizes in levels.items():
            assert list(sizes) == ["2"] and sizes["2"]["count"] == 2, (name, level)
            assert sizes["2"]["max"] >= sizes["2"]["p95"] >= 0, (name, level)
    # and the game asked for played whole matches at every table size, each level timed
    # over all of them, with the table of its slowest decision
    assert list(out["ai_matches"]) == ["dicebot"]
    for level, figures in out["ai_matches"]["dicebot"].items():
        assert figures["count"] > 0 and figures["max"] >= figures["p95"] >= 0, level
        assert figures["slowest"].startswith("sample table "), level


def test_bench_plays_metalkrushers_team_play_and_pick_up_too():
    # given MetalKrushers' part of the simulator
    from tools.bench_play import variants

    # then the whole-match timing runs its scenarios with the most Krushers besides the
    # default one, and no other game adds any
    assert variants("metalkrushers") == [(), ("--scenario", "team"), ("--scenario", "pickup")]
    assert variants("dicebot") == [()]


def test_bench_leaves_out_team_play_tables_an_arena_has_too_few_spawns_for():
    # given Team Play (two Krushers a seat) on the Duel Pit (2 spawns) and the Team Arena (10)
    from tools import simulate

    args = simulate.parse_args(["--ruleset", "metalkrushers", "--seats", "hard,normal",
                                "--players", "all", "--maps", "all", "--scenario", "team",
                                "--builds", "own"])

    def playable(arena: str, seats: int) -> bool:
        return simulate.unplayable(
            "metalkrushers", simulate.arena_setups(args, f"maps/{arena}.tmx", seats, "own")) is None

    # then only the tables the game would start are timed
    assert not playable("duel_pit", 2)
    assert playable("krusher_team_arena", 5) and not playable("krusher_team_arena", 6)


SCREEN_FIGURES = {"frame_ms_median", "frame_ms_max", "floor_ms_median", "ratio",
                  "idle_ms_median", "idle_ms_max", "idle_floor_ms_median", "idle_ratio"}


def test_bench_times_every_screen_at_both_window_sizes(tmp_path):
    # when the screens section alone runs a couple of frames per screen
    out = run_tool(tmp_path, "tools/bench.py", "--screens", "--frames", "2")["screens"]
    # then the title and the arena viewer are timed at 1280x720 and 800x600
    assert out["frames"] == 2
    for size in ("1280x720", "800x600"):
        for screen in ("title", "arena_view"):
            assert out[size][screen].keys() >= SCREEN_FIGURES, (size, screen)
        assert out[size]["stretch_ms_median"] >= 0 and "x" in out[size]["canvas"]
        # and every registered game's set-up, battle, results and replay viewer
        assert list(out[size]["games"]) == game_ui_names()
        for name, screens in out[size]["games"].items():
            assert list(screens) == ["new_match", "battle", "results", "replay"], name
            for screen, figures in screens.items():
                assert figures.keys() >= SCREEN_FIGURES, (size, name, screen)
                assert figures["frame_ms_max"] >= figures["frame_ms_median"] > 0
                assert figures["ratio"] > 0 and figures["idle_ratio"] > 0
    # and the screens furthest above their floor are named, worst first
    ratios = [row["ratio"] for row in out["worst"]]
    assert len(ratios) == 5 and ratios == sorted(ratios, reverse=True)
    # and so are the screens furthest above it while nothing happens (no input at all)
    still = [row["idle_ratio"] for row in out["worst_idle"]]
    assert len(still) == 5 and still == sorted(still, reverse=True)
