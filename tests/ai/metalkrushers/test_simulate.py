"""The MetalKrushers simulator: seeded matches summed up per level."""

from __future__ import annotations

import json

from game.ai.metalkrushers import simulate
from game.ai.metalkrushers.simulate import Record, percentile, summarise


def test_the_summary_counts_wins_draws_and_turn_limits_per_level():
    records = [Record(("hard",), False, False, 10, {"hard": [1.0, 3.0], "normal": [2.0]}),
               Record((), True, True, 60, {"hard": [5.0], "normal": [4.0]}),
               Record(("normal",), False, False, 20, {"hard": [2.0], "normal": [6.0]})]
    summary = summarise(records, ["hard", "normal"])
    assert summary["wins"] == {"hard": 1, "normal": 1}
    assert summary["draws"] == 1 and summary["turn_limit_share"] == round(1 / 3, 3)
    assert summary["turns_mean"] == 30
    assert summary["decision_ms"]["hard"]["count"] == 4
    assert summary["decision_ms"]["normal"]["max"] == 6.0


def test_percentile_takes_the_nearest_rank():
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.95) == 5.0
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.5) == 3.0
    assert percentile([], 0.95) == 0.0


def test_the_command_line_plays_seeded_duels_on_the_shipped_arena(capsys):
    assert simulate.main(["--scenario", "duel", "--levels", "normal,random", "--matches", "1",
                          "--seed", "4"]) == 0
    out = json.loads(capsys.readouterr().out)
    result = out["results"][0]
    assert result["matches"] == 1 and result["arena"] == simulate.STANDARD
    assert sum(result["wins"].values()) + result["draws"] == 1
    assert result["decision_ms"]["normal"]["count"] > 0
