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
