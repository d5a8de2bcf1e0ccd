"""The Mechaton match runner: seeded runs, seat rotation and the report."""

from __future__ import annotations

from game.games.mechaton.ai.simulate import offered, p95_ms, run
from game.maps.tiled import load_arena

from .helpers import CROSSROADS, KILLING_GROUND, SATELLITE


def test_a_run_rotates_the_levels_over_the_seats_and_counts_every_match() -> None:
    report = run(KILLING_GROUND, 2, ["normal", "random"], 3, seed=4, clock=2)
    assert [r.levels for r in report.records] == [("normal", "random"), ("random", "normal"),
                                                  ("normal", "random")]
    assert report.wins("normal") + report.wins("random") + report.draws == 3
    assert report.doomsdays == 3
    assert all(r.turns <= 2 for r in report.records)
    assert len(report.times("normal")) == sum(len(r.times["normal"]) for r in report.records)
    assert "3 matches: 3 reached doomsday" in report.summary(["normal", "random"])


def test_each_arena_offers_the_player_counts_its_stations_allow() -> None:
    assert offered(load_arena(KILLING_GROUND)) == [(2, False)]
    assert offered(load_arena(CROSSROADS)) == [(4, False), (5, False)]
    assert offered(load_arena(SATELLITE)) == [(3, True)]


def test_the_95th_percentile() -> None:
    assert p95_ms([float(v) for v in range(1, 101)]) == 96.0
    assert p95_ms([]) == 0.0
