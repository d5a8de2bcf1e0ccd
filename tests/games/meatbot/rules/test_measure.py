"""Twin and Single Measures: which builds fit, the beginner presets, JSON."""

from __future__ import annotations

import pytest

from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import BotBuild
from game.games.meatbot.rules.measure import (
    BEGINNER_PRESETS,
    SingleMeasure,
    TwinMeasure,
    measure_from_json,
)


def test_twin_measure_fixes_massacre_and_caps_stomachs():
    measure = TwinMeasure(5, 3)
    assert measure.check(BotBuild("Red", 5, (dv.BOOM,))) == []
    assert measure.check(BotBuild("Red", 5, ())) == []
    assert "Massacre must be 5" in " ".join(measure.check(BotBuild("Red", 4, ())))
    assert "fills 4 Stomachs" in " ".join(measure.check(BotBuild("Red", 5, (dv.BOOM, dv.ELME))))


def test_single_measure_spends_points_one_for_one():
    # given seven points: Massacre 7 and no gear, or Massacre 2 and five Stomachs, both fit
    measure = SingleMeasure(7)
    assert measure.check(BotBuild("Red", 7, ())) == []
    assert measure.check(BotBuild("Red", 2, (dv.BOOM, dv.HYPERHEAL))) == []
    # but one more Stomach or one more Massacre does not
    assert "costs 8 points" in " ".join(measure.check(BotBuild("Red", 3, (dv.BOOM,
                                                                           dv.HYPERHEAL))))
    assert measure.check(BotBuild("Red", 8, ()))
    assert measure.stomach_budget(2) == 5 and measure.stomach_budget(7) == 0


def test_the_core_limits_still_apply():
    assert SingleMeasure(20).check(BotBuild("Red", 1, ()))  # Massacre below 2
    assert TwinMeasure(2, 10).check(BotBuild("Red", 2, ("Laser Nose",)))


def test_the_beginner_presets_are_the_rulebooks():
    measures = [p.measure for p in BEGINNER_PRESETS]
    assert TwinMeasure(5, 3) in measures and TwinMeasure(3, 5) in measures
    assert SingleMeasure(7) in measures and SingleMeasure(8) in measures
    assert all(p.summary for p in BEGINNER_PRESETS)


@pytest.mark.parametrize("measure", [TwinMeasure(3, 5), SingleMeasure(8)])
def test_measures_round_trip_through_json(measure):
    assert measure_from_json(measure.to_json()) == measure


@pytest.mark.parametrize("data", [{"kind": "triple"}, {"kind": "twin", "massacre": 11,
                                                        "stomachs": 2}, {"points": 3}])
def test_bad_measure_json_is_refused(data):
    with pytest.raises(ValueError):
        measure_from_json(data)
