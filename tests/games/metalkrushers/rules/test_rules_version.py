"""The rules changed (simultaneous damage, null fields on every roll, Team Play's leaders):
a MetalKrushers match recorded under the old rules is refused by name and reason."""

from __future__ import annotations

import pytest

from game.core import replay
from game.core.match import start_match
from game.games.metalkrushers import rules as metalkrushers
from game.games.metalkrushers.rules import sample_setup_json


def test_a_match_recorded_under_rules_version_1_is_refused_by_name_and_reason():
    # given a recorded match whose file says it was played under the first rules
    match = start_match("metalkrushers", sample_setup_json(2, 3), 3)
    data = replay.record(match).to_json()
    assert data["rules_version"] == metalkrushers.RULES_VERSION == 2
    data["rules_version"] = 1
    # when it is played back, then it is refused, naming the game and both versions
    with pytest.raises(replay.ReplayError, match="this MetalKrushers match was played under "
                                                 "rules version 1; this build plays version 2"):
        replay.play(replay.from_json(data))
