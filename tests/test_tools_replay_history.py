"""tools/replay.py --summary and --to-history."""

from __future__ import annotations

from game.core.replay import record, save
from tests.games.meatbot.rules.fuzz import play_random
from tools import replay as tool


def test_the_summary_names_game_rules_arena_seats_length_and_result(tmp_path, capsys):
    match = play_random(5)
    path = tmp_path / "replay.json"
    save(record(match), path)
    assert tool.main(["--summary", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Game: Meatbot Massacre (rules version" in out
    assert f"Length: {len(match.choices)} decisions" in out and "Result:" in out
    assert "Seats: " + ", ".join(match.state.names) in out


def test_to_history_keeps_the_match_where_the_replays_screen_finds_it(tmp_path, monkeypatch,
                                                                      capsys):
    monkeypatch.setenv("HEXBRAWL_HOME", str(tmp_path / "home"))
    match = play_random(6)
    path = tmp_path / "replay.json"
    save(record(match), path)
    assert tool.main(["--to-history", str(path)]) == 0
    from game.ui import history

    [entry] = history.entries()
    assert entry.length == len(match.choices) and entry.names == tuple(match.state.names)
    assert "Kept in the history" in capsys.readouterr().out


def test_the_seek_bench_times_jumps_in_a_long_match():
    from tools import bench_seek

    out = bench_seek.figures("meatbot", rounds=6, jumps=4)
    assert out["rounds"] >= 1 and out["jumps"] >= 4 and out["jump_ms_max"] >= 0
