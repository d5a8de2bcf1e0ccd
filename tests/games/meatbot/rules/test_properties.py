"""Random legal play: hundreds of seeded matches, 2-8 bots, random builds and arenas.

After every choice: one bot per hex, nobody inside a wall, Meat within bounds, dice within
their limits; every match ends; replaying the record gives identical events.
"""

from collections import Counter

import pytest

from game.core.replay import play, record
from game.games.meatbot.rules import events as ev
from tests.games.meatbot.rules.fuzz import play_random

SIDES = {"d4": 4, "d6": 6, "d10": 10, "d12": 12}


def check_invariants(match) -> None:
    state = match.state
    standing = [b for b in state.bots if b.active]
    hexes = [b.hex for b in standing]
    assert len(hexes) == len(set(hexes)), "two bots share a hex"
    assert all(state.arena.is_open(h) for h in hexes), "a bot is inside a wall"
    for bot in state.bots:
        assert bot.damage >= 0 and bot.meat <= bot.max_meat
        assert not bot.active or bot.meat > 0, f"{bot.name} stands with {bot.meat} Meat"
        assert bot.base_move >= 1 and bot.base_defend >= 1
        for item in bot.items:
            assert item.ammo is None or item.ammo >= 0
    for bond in state.bonds:
        assert state.bots[bond.a].active and (bond.b is None or state.bots[bond.b].active)


def check_dice(match) -> None:
    for event in match.events:
        if isinstance(event, ev.DiceRevealed):
            bot = match.state.bots[event.player]
            counts = [len(getattr(event, d)) for d in SIDES]
            assert sum(counts) <= bot.massacre
            for die, sides in SIDES.items():
                assert all(1 <= v <= sides for v in getattr(event, die))


@pytest.mark.parametrize("block", range(5))
def test_random_legal_play_keeps_every_invariant_and_replays_identically(block):
    endings = Counter()
    for seed in range(block * 40, block * 40 + 40):
        match = play_random(seed, check=check_invariants)
        check_dice(match)
        assert match.is_over and match.result is not None
        assert isinstance(match.events[-1], ev.MatchEnded)
        endings[match.result.reason] += 1
        if seed % 4 == 0:
            assert play(record(match)).events == match.events
    assert sum(endings.values()) == 40


def test_random_play_reaches_the_rare_rules():
    seen = Counter()
    for seed in range(40):
        for event in play_random(seed).events:
            seen[type(event).__name__] += 1
    for name in ("BotCollapsed", "ShellLanded", "DevourableDropped", "OncoTriggered",
                 "BotKnockedBack", "LockFormed", "Healed"):
        assert seen[name] > 0, name
