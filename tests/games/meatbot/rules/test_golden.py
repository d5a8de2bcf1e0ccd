"""Golden check: seeded random matches still do exactly what they did (events, requests,
legal choices, views, clones), so speed work cannot change the rules unnoticed.

If a rules change is meant to change behaviour, regenerate the constant with
``python tools/meatbot/golden.py --matches 30`` and say why in the commit.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import random
from pathlib import Path

import pytest

from game.core.dice import SeededDice
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import Bot, Item
from game.games.meatbot.rules.state import MeatbotState, new_state

ROOT = Path(__file__).resolve().parents[4]
MATCHES = 30
DIGEST = "11ff8795262258f0ca15fe647450c7e6bbdf8dfe392e02d334fb05232961480e"
"""Since secret builds number devourables apart until they show (docs/rules/meatbot.md)."""
LEGACY_DIGEST = "16a6af1af0901a71ff9abf335fca53363ce63d8363caf6c71d2e7486dc6c8d15"
"""The digest before that: what the same matches give with the old numbering, which old
replays and saves keep (``MeatbotSetup.legacy_item_ids``)."""


def _golden_module():
    spec = importlib.util.spec_from_file_location("golden",
                                                  ROOT / "tools" / "meatbot" / "golden.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_seeded_random_matches_match_the_golden_digest():
    # given the golden tool's seeded matches (random arenas, builds and legal choices)
    golden = _golden_module()
    # when they are played and everything observable is hashed
    digest = golden.digest(MATCHES)
    # then the digest is the one recorded before any speed work
    assert digest == DIGEST


def test_the_old_numbering_still_plays_the_matches_it_played(monkeypatch):
    # given the golden matches with every set-up marked as written before secret builds
    # numbered their devourables apart
    golden = _golden_module()
    made = golden.random_setup
    monkeypatch.setattr(golden, "random_setup", lambda rng, maps: dataclasses.replace(
        made(rng, maps), legacy_item_ids=True))
    # when they are played and hashed
    digest = golden.digest(MATCHES)
    # then they do exactly what they did before the change
    assert digest == LEGACY_DIGEST


SHARED_BY_CLONES = {"setup", "arena", "names", "step", "_pending", "cache", "dice", "out"}


def _state_mid_match(seed: int):
    golden = _golden_module()
    rng = random.Random(seed)
    state, _ = new_state(golden.random_setup(rng, []), SeededDice(seed))
    for _ in range(40):
        if state.is_over:
            break
        request = state.pending()[0]
        state.apply(request.player, golden.pick_choice(rng, request, request.legal_choices()))
    return state


def _mutable(value: object) -> bool:
    return isinstance(value, list | dict | set)


@pytest.mark.parametrize("seed", range(4))
def test_clone_copies_every_slot_and_shares_nothing_mutable(seed: int):
    # given a state some way into a seeded random match
    state = _state_mid_match(seed)
    # when it is cloned
    twin = state.clone()
    # then every slot holds an equal value, and no list, dict or set is shared
    for name in MeatbotState.__slots__:
        if name in ("dice", "out", "bots", "stats", "request_memo", "mover_memo"):
            continue
        assert getattr(twin, name) == getattr(state, name), name
        if name not in SHARED_BY_CLONES and _mutable(getattr(state, name)):
            assert getattr(twin, name) is not getattr(state, name), name
    assert twin.request_memo is None        # a clone works its die choices out afresh
    assert twin.mover_memo is None          # and who moves
    assert [s.frozen() for s in twin.stats] == [s.frozen() for s in state.stats]
    assert not set(map(id, twin.stats)) & set(map(id, state.stats))
    for bot, copy in zip(state.bots, twin.bots, strict=True):
        for name in Bot.__slots__:
            assert getattr(copy, name) == getattr(bot, name), name
            if name != "_kinds" and _mutable(getattr(bot, name)):
                assert getattr(copy, name) is not getattr(bot, name), name


def test_item_counts_follow_items_changed_in_place():
    # given a bot whose item counts have been read
    state = _state_mid_match(1)
    bot = state.bots[0]
    bot.items = [Item(900, dv.EXTRA_MEAT, None)]
    assert bot.max_meat == dv.BASIC_MEAT + 2
    # when an item is swapped for another kind in place, and the bot is told
    bot.items[0] = Item(901, dv.CHITIN, None)
    bot.items_changed()
    # then the counts and the stats that follow from them are fresh
    assert bot.max_meat == dv.BASIC_MEAT and bot.count(dv.CHITIN) == 1
    # and appending is noticed without being told
    bot.items.append(Item(902, dv.EXTRA_MEAT, None))
    assert bot.max_meat == dv.BASIC_MEAT + 2 and bot.has(dv.EXTRA_MEAT)
