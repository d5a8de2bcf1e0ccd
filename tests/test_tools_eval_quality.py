"""tools/eval_quality.py: played matches replay exactly from their record, and the figures
mean what they say (an oracle scores perfectly, "always even" scores (n-1)/n^2)."""

from __future__ import annotations

import json

import pytest

from tools import eval_quality as tool


@pytest.fixture(scope="module")
def played():
    """Two quick Dice Bot matches between the normal agents, through JSON and back."""
    records = tool.play("dicebot", ["normal", "normal"], 2, seed=4)
    return [tool.Played.from_json(json.loads(json.dumps(r.to_json()))) for r in records]


def test_a_record_replays_to_the_same_end(played):
    for record in played:
        shots = tool.snapshots(record, 5)
        assert len(shots) == 5
        assert [fraction for fraction, _ in shots] == sorted(f for f, _ in shots)
        last = shots[-1][1]
        assert not last.is_over        # the last snapshot is before the last decision


def test_an_oracle_scores_perfectly_and_always_even_scores_a_quarter(played):
    assert all(r.winners for r in played), "the fixture's matches ended with a winner"

    def even(state, seat):
        return 0.5

    for record in played:
        def oracle(state, seat, winners=record.winners):
            return 1.0 if seat in winners else 0.0

        tallies = tool.score([record], {"oracle": oracle, "even": even}, samples=6)
        assert tallies["oracle"].summary()["brier_all"] == 0.0
        assert tallies["oracle"].summary()["accuracy_all"] == 1.0
        assert tallies["even"].summary()["brier_all"] == pytest.approx(0.25)


def test_the_games_own_evaluate_beats_always_even_on_the_last_fifth(played):
    tallies = tool.score(played, tool.evaluators_for("dicebot", []), samples=20)
    assert tallies["own"].summary()["brier"][-1] < 0.25
