"""The generic agent's sampled worlds for Meatbot: a secret build's unseen devourables are
dealt at random into the Stomachs its budget leaves, the Meat kept as everyone sees it."""

from __future__ import annotations

import random

from game.games.meatbot.rules import BotBuild
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.determinize import information_state, sample_world
from tests.games.meatbot.rules.test_shop import match_of


def test_a_sampled_world_deals_a_secret_builds_unseen_devourables_into_its_room():
    # given secret builds, Nina's Gougers and Extra Meat unseen by Red (4 Stomachs each)
    match = match_of(BotBuild("Red", 3, (dv.LOCKJAW,), 4),
                     BotBuild("Nina", 3, (dv.GOUGERS, dv.EXTRA_MEAT), 4), secret=True)
    info = information_state(match.state, 0)
    assert info.bots[1].items == [] and info.bots[1].meat == 20
    # when worlds are sampled for Red
    worlds = [sample_world(info.clone(), 0, random.Random(n)) for n in range(12)]
    for world in worlds:
        nina = world.bots[1]
        # then Nina carries random devourables within her 4 Stomachs, none of her Meat lost
        # (a dealt Extra Meat adds 2 Red does not see), and Red's own bot and view are as
        # they were
        extra = [i.kind for i in nina.items].count(dv.EXTRA_MEAT)
        assert dv.stomachs_used([i.kind for i in nina.items]) <= 4
        assert (nina.meat, nina.max_meat) == (20 + 2 * extra, 20 + 2 * extra)
        assert [i.kind for i in world.bots[0].items] == [dv.LOCKJAW]
        assert repr(world.view_for(0)) == repr(info.view_for(0))
    assert len({tuple(i.kind for i in w.bots[1].items) for w in worlds}) > 1
    assert info.bots[1].items == []
