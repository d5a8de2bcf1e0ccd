"""The API contract: an illegal choice raises IllegalChoice saying what was wrong, and changes
nothing at all (state, dice, pending requests, event log, choice record)."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game.core.dice import copy_dice
from game.core.hexes import Hex
from game.core.match import IllegalChoice, Match, start_match
from game.games.meatbot.rules.bots import Bot
from game.games.meatbot.rules.choices import CHOICE_TYPES, Pick, Stop
from game.games.meatbot.rules.state import MeatbotState
from tests.games.meatbot.rules.fuzz import random_choice, random_setup_json

WEAPONS = ("plib", "claws", "bite", "lock", "Gougers", "Boom Launcher", "Up Down",
           "Bonespear Flinger", "Onco-Cannon", "laser")
EFFECTS = ("damage", "move", "defend", "birp", "explode")
SKIP_STATE = {"dice", "cache", "_pending", "request_memo", "out", "bots", "stats", "rid"}


def _played_to(seed: int, steps: int) -> Match:
    """A random match after up to ``steps`` random legal choices (stops early if it ends)."""
    rng = random.Random(seed)
    match = start_match("meatbot", random_setup_json(seed, round_limit=8), seed)
    for _ in range(steps):
        if match.is_over:
            break
        request = match.pending()[0]
        match.submit(request.player, random_choice(rng, request))
    return match


def _bot_snapshot(bot: Bot) -> tuple:
    return tuple(getattr(bot, name) for name in Bot.__slots__)


def snapshot(match: Match) -> tuple:
    """Everything a choice could change, as comparable values."""
    state: MeatbotState = match.state
    plain = tuple((name, getattr(state, name)) for name in MeatbotState.__slots__
                  if name not in SKIP_STATE)
    dice = copy_dice(state.dice)
    upcoming = tuple(dice.roll(12) for _ in range(6))
    return (plain, tuple(_bot_snapshot(b) for b in state.bots),
            tuple(s.frozen() for s in state.stats), upcoming, tuple(match.pending()),
            tuple(match.events), tuple(match.choices), match.view_for(None))


def _value(draw, name: str, hint: str) -> object:
    """A random field value: often plausible, sometimes nonsense."""
    if "Hex" in hint:
        return draw(st.one_of(st.none(), st.builds(Hex, st.integers(-8, 8), st.integers(-8, 8))))
    if name == "weapon":
        return draw(st.sampled_from(WEAPONS))
    if name == "effect":
        return draw(st.sampled_from(EFFECTS))
    if "bool" in hint:
        return draw(st.booleans())
    return draw(st.one_of(st.integers(-2, 12), st.none()) if "None" in hint
                else st.integers(-2, 12))


@st.composite
def any_choice(draw) -> object:
    """A choice of any type with random fields (most are illegal wherever they are tried)."""
    cls = draw(st.sampled_from(sorted(CHOICE_TYPES.values(), key=lambda c: c.__name__)))
    kwargs = {f.name: _value(draw, f.name, str(f.type)) for f in fields(cls)}
    return cls(**kwargs)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 400), steps=st.integers(0, 50), choice=any_choice(),
       other_player=st.booleans())
def test_an_illegal_choice_raises_and_changes_nothing(seed, steps, choice, other_player):
    # Given a match at a random point
    match = _played_to(seed, steps)
    assume(not match.is_over)
    request = match.pending()[0]
    waiting = {r.player for r in match.pending()}
    player = next(p for p in range(9) if p not in waiting) if other_player else request.player
    if not other_player:
        try:
            request.validate(choice)
            assume(False)                # by chance a legal choice: not this test's case
        except IllegalChoice:
            pass
    before = snapshot(match)
    # When it is submitted
    with pytest.raises(IllegalChoice) as refused:
        match.submit(player, choice)
    # Then the error says what was wrong, and nothing changed
    assert refused.value.reason and (other_player or request.kind in str(refused.value))
    assert snapshot(match) == before


def test_the_reason_names_the_wrong_part():
    match = _played_to(1, 0)
    request = match.pending()[0]
    with pytest.raises(IllegalChoice, match="d4"):
        match.submit(request.player, Pick(d4=request.limits[0] + 1))
    with pytest.raises(IllegalChoice, match="whole number"):
        match.submit(request.player, Pick(d4=True))
    with pytest.raises(IllegalChoice, match="needs a Pick or an Eat"):
        match.submit(request.player, Stop())
    match.submit(request.player, Pick())
    attack = _first_request(seed=3, kind="attack")
    with pytest.raises(IllegalChoice, match="a Stop is not accepted here"):
        attack.validate(Stop())


def _first_request(seed: int, kind: str):
    """The first request of ``kind`` met in a random match."""
    rng = random.Random(seed)
    match = start_match("meatbot", random_setup_json(seed), seed)
    while match.pending()[0].kind != kind:
        request = match.pending()[0]
        match.submit(request.player, random_choice(rng, request))
    return match.pending()[0]


@pytest.mark.parametrize("nonsense", [None, "Pick", 3])
def test_a_pick_request_refuses_what_is_no_choice_at_all(nonsense):
    # given a match whose first request is a pick (its picks are found by object identity)
    match = _played_to(2, 0)
    request = match.pending()[0]
    assert request.kind == "pick"
    before = snapshot(match)
    # when something that is no choice at all is submitted
    with pytest.raises(IllegalChoice):
        match.submit(request.player, nonsense)
    # then it is refused and nothing changed
    assert snapshot(match) == before
