"""Match statistics worked out from the events agree with what the rules state shows at the
end: every point taken is gone from a shield, armour or Linkage, dealt and taken balance, and
every defeated Krusher is someone's kill."""

from __future__ import annotations

import pytest

from game.games.metalkrushers.rules.combat_events import DamageDealt
from game.games.metalkrushers.rules.data import INTERNAL_LINKAGE, Shield
from game.games.metalkrushers.rules.stats import match_stats
from tests.games.metalkrushers.ai.helpers import play, setup


def _lost(k) -> int:
    """Points a Krusher lost over the match, from its build and its state at the end."""
    shield = max((i.armour for i in k.build.items() if isinstance(i, Shield)), default=0)
    return (sum(k.build.armour) - sum(k.armour)) + (INTERNAL_LINKAGE - max(k.il, 0)) \
        + (shield - k.shield_ap)


@pytest.mark.parametrize(("scenario", "players", "seed"), [("duel", 2, 3), ("open", 3, 5)])
def test_stats_from_events_match_the_final_state(scenario, players, seed):
    # given a seeded match between normal agents, played to its end
    match = play(setup(scenario, players, seed, turn_limit=40), ["normal"] * players, seed)
    # when the statistics are worked out from its events
    stats = match_stats(match.events)
    krushers = match.state.krushers
    # then each Krusher took exactly what it lost, dealt and taken balance
    assert {k.uid for k in krushers} == set(stats)
    for k in krushers:
        assert stats[k.uid].taken == _lost(k), k.name
    assert sum(s.dealt for s in stats.values()) == sum(s.taken for s in stats.values()) > 0
    # and every defeated Krusher is exactly one kill
    defeated = sorted(k.name for k in krushers if k.defeated)
    assert sorted(v for s in stats.values() for v in s.victims) == defeated
    assert sum(s.kills for s in stats.values()) == len(defeated)
    # and each critical hit counted led to exactly one critical damage roll by that Krusher
    for s in stats.values():
        assert s.criticals == sum(1 for e in match.events if isinstance(e, DamageDealt)
                                  and e.critical and e.krusher == s.uid)
