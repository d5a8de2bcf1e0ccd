"""tools/simulate.py prints one JSON summary with the documented fields."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_given_four_matches_when_simulate_runs_then_it_prints_the_summary_json():
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "simulate.py"), "--ruleset", "meatbot",
         "--map", str(ROOT / "maps" / "duel_pit.tmx"), "--seats", "normal,easy",
         "--matches", "4", "--seed", "1", "--massacre", "5", "--stomachs", "4", "--json"],
        capture_output=True, text=True, timeout=120, cwd=ROOT, check=True)
    summary = json.loads(out.stdout)
    assert summary["matches"] == 4
    assert set(summary["wins"]) == {"normal", "easy"}
    assert sum(summary["wins"].values()) + summary["draws"] == 4
    assert summary["rounds_mean"] > 0
    for label in ("normal", "easy"):
        assert {"median", "p95"} <= set(summary["decision_ms"][label])
    assert summary["matches_per_s"] > 0
    assert "4/4" in out.stderr


def test_given_a_list_of_maps_when_simulate_runs_then_it_prints_one_row_per_arena():
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "simulate.py"), "--maps", "duel_pit,scrapyard",
         "--seats", "easy,easy,easy,easy", "--matches", "2", "--seed", "3"],
        capture_output=True, text=True, timeout=120, cwd=ROOT, check=True)
    duel, scrapyard = (json.loads(line) for line in out.stdout.splitlines())
    assert "4 spawns" in duel["skipped"]
    assert scrapyard["matches"] == 2
    assert scrapyard["round_limit"] == round(scrapyard["round_limit_share"] * 2)
    assert sum(scrapyard["rounds"]["histogram"].values()) == 2
    assert scrapyard["rounds"]["max"] >= scrapyard["rounds"]["median"] > 0
    assert scrapyard["decision_cpu_ms"]["easy"]["count"] > 0


def test_given_all_maps_when_listed_then_every_shipped_arena_is_there():
    sys.path.insert(0, str(ROOT / "tools"))
    import simulate

    from game.maps.tiled import load_arena

    shipped = sorted(p.name for p in (ROOT / "maps").glob("*.tmx")
                     if "meatbot" in load_arena(p).rulesets)
    assert "duel_pit.tmx" in shipped and "mechaton_crossroads.tmx" not in shipped
    assert sorted(Path(p).name for p in simulate.map_paths("all")) == shipped


def test_given_a_summary_when_judged_then_the_matrix_names_each_missed_target():
    from tools.meatbot import ai_matrix

    summary = {"round_limit_share": 0.02, "wins": {"hard": 55, "normal": 45}, "matches": 100}
    assert ai_matrix.verdict(summary, "hard", 0.60) == "MISS: round limit 2.0%; hard 55% < 60%"
    summary = {"round_limit_share": 0.0, "wins": {"hard": 70, "normal": 30}, "matches": 100}
    assert ai_matrix.verdict(summary, "hard", 0.65) == "ok"


def test_given_a_win_share_when_bounded_then_the_interval_holds_it_and_narrows_with_matches():
    from tools.meatbot import ai_matrix

    low, high = ai_matrix.wilson(50, 100)
    assert 0.40 < low < 0.5 < high < 0.60
    narrow = ai_matrix.wilson(500, 1000)
    assert narrow[1] - narrow[0] < high - low
    assert ai_matrix.wilson(0, 10)[0] == 0.0


def test_given_another_ruleset_when_simulated_then_its_sample_matches_are_tallied(capsys):
    # given the simulator and a game other than Meatbot
    sys.path.insert(0, str(ROOT / "tools"))
    import simulate

    # when two random seats play two Dice Bot matches
    assert simulate.main(["--ruleset", "dicebot", "--seats", "random,generic-quick",
                          "--matches", "2", "--seed", "4"]) == 0
    # then one JSON line tallies them by level
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["ruleset"] == "dicebot" and report["matches"] == 2
    assert sum(report["wins"].values()) + report["draws"] >= 1


def test_given_dice_bot_when_asked_for_the_deck_report_then_cards_are_tallied(capsys):
    # given the simulator, when Dice Bot matches are played with --deck-report
    sys.path.insert(0, str(ROOT / "tools"))
    import simulate

    assert simulate.main(["--ruleset", "dicebot", "--seats", "normal,random",
                          "--matches", "2", "--seed", "5", "--deck-report"]) == 0
    # then a second JSON line reports the cards that were picked
    lines = capsys.readouterr().out.strip().splitlines()
    deck = json.loads(lines[-1])["deck_report"]
    assert deck and json.loads(lines[-2])["matches"] == 2


def test_given_secret_builds_when_simulated_then_the_matches_hide_builds():
    # given the Meatbot simulator asked for secret builds
    from game.games.meatbot.ai import make_agent
    from game.games.meatbot.ai.play import play_match
    from game.maps.tiled import load_arena

    arena = load_arena(str(ROOT / "maps" / "duel_pit.tmx"))
    # when a match is played through it
    record = play_match(arena, [make_agent("easy", 1), make_agent("easy", 2)], 5,
                        massacre=4, secret_builds=True, keep=True)
    # then its set-up keeps every build secret, and the tool's summary says so
    assert record.match is not None and record.match.state.setup.secret_builds
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "simulate.py"), "--ruleset", "meatbot",
         "--seats", "easy,easy", "--matches", "2", "--seed", "1", "--secret-builds"],
        capture_output=True, text=True, timeout=120, cwd=ROOT, check=True)
    assert json.loads(out.stdout)["secret_builds"] is True
