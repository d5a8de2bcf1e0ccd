"""Properties over random legal play: games end, illegal choices change nothing, the same
seed gives the same events, replays (with real-time arrival order) are exact, views and
information states keep secrets, choices and set-ups survive JSON."""

from __future__ import annotations

import json
import random
from dataclasses import fields

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.dice import SeededDice, copy_dice
from game.core.match import IllegalChoice, Match, decode_choice, encode_choice
from game.core.replay import loads, play, record
from game.games.dicebot.rules import (
    CHOICE_TYPES,
    DicebotSetup,
    information_state,
    sample_world,
    setup_from_json,
    setup_to_json,
)
from game.games.dicebot.rules.cards import standard_deck
from game.games.dicebot.rules.parts import FACES
from game.games.dicebot.rules.state import DicebotState
from tests.games.dicebot.rules.fuzz import next_request, play_random

SKIP = {"dice", "out", "_pending", "rid"}
QUICK = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def snapshot(match: Match) -> tuple:
    """Everything a choice could change, as comparable values."""
    state: DicebotState = match.state
    plain = tuple((name, repr(getattr(state, name))) for name in DicebotState.__slots__
                  if name not in SKIP)
    dice = copy_dice(state.dice)
    upcoming = tuple(dice.roll(6) for _ in range(4))
    views = tuple(repr(match.view_for(p)) for p in (None, *range(len(state.names))))
    return plain, upcoming, repr(match.pending()), len(match.events), len(match.choices), views


@st.composite
def any_choice(draw) -> object:
    """A choice of any type with plausible or nonsense fields."""
    cls = draw(st.sampled_from(sorted(CHOICE_TYPES.values(), key=lambda c: c.__name__)))
    names = [*sorted(set(standard_deck())), "Laser Sword"]
    kwargs = {}
    for f in fields(cls):
        if f.name in ("card",):
            kwargs[f.name] = draw(st.sampled_from(names))
        elif f.name in ("ability", "wild"):
            kwargs[f.name] = draw(st.sampled_from([*FACES, "laser", None]))
        elif f.name == "cards":
            kwargs[f.name] = tuple(draw(st.lists(st.sampled_from(names), max_size=4)))
        elif f.name == "head":
            kwargs[f.name] = draw(st.booleans())
        else:
            kwargs[f.name] = draw(st.integers(-2, 45))
    return cls(**kwargs)


@QUICK
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 250), choice=any_choice(),
       player=st.integers(-1, 6))
def test_an_illegal_choice_raises_and_changes_nothing(seed, steps, choice, player):
    match = play_random(seed, steps=steps)
    if match.is_over:
        return
    before = snapshot(match)
    try:
        request = match.request_for(player)
        request.validate(choice)
    except IllegalChoice:
        with pytest.raises(IllegalChoice):
            match.submit(player, choice)
        assert snapshot(match) == before
        return
    match.submit(player, choice)          # a legal one is accepted (no assertion needed)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 100_000))
def test_random_legal_play_always_ends_with_winners_among_the_seats(seed):
    match = play_random(seed, melee_limit=30)
    result = match.result
    assert match.is_over and match.pending() == []
    assert all(0 <= s < len(match.state.names) for s in result.winners)
    assert result.melees <= 31
    assert result.winners or result.reason.startswith("nobody won")


def test_the_same_seed_and_choices_give_the_same_events():
    first, second = play_random(11), play_random(11)
    assert first.log() == second.log() and first.events == second.events
    assert play_random(12).log() != first.log()


@pytest.mark.parametrize("seed", [3, 4, 5, 6])
def test_a_replay_with_real_time_arrivals_plays_back_exactly(seed):
    # given a game whose grabs arrived in random order
    match = play_random(seed)
    text = record(match).dumps()
    again = play(loads(text))
    # then the replay holds the arrival order and gives the same events and result
    assert again.choices == match.choices
    assert again.events == match.events and again.result == match.result


def test_a_clone_plays_on_independently():
    match = play_random(8, steps=60)
    twin = match.clone()
    seen = snapshot(match)
    rng = random.Random(2)
    while not twin.is_over:
        request = next_request(twin, rng)
        twin.submit(request.player, rng.choice(request.legal_choices()))
    assert snapshot(match) == seen


def _check_secrets(match: Match) -> None:
    state = match.state
    for viewer in range(len(state.names)):
        view = match.view_for(viewer)
        for robot in view.robots:
            if robot.seat != viewer:
                assert robot.hand is None and robot.chosen is None
            else:
                assert robot.hand == tuple(sorted(state.hands[viewer]))
    assert all(r.hand is None and r.chosen is None for r in match.view_for(None).robots)


@pytest.mark.parametrize("seed", [21, 22])
def test_views_never_show_other_hands_or_face_down_cards(seed):
    play_random(seed, check=_check_secrets)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300))
def test_a_committed_card_changes_no_other_view_or_information_state(seed, steps):
    match = play_random(seed, steps=steps)
    pending = match.pending()
    secret = [r for r in pending if r.secret]
    if len(secret) < 2 or len(secret[0].legal_choices()) < 2:
        return
    request, waiting = secret[0], [r.player for r in secret[1:]]
    one, two = match.clone(), match.clone()
    one.submit(request.player, request.legal_choices()[0])
    two.submit(request.player, request.legal_choices()[1])
    for other in (*waiting, None):
        assert repr(one.view_for(other)) == repr(two.view_for(other))
    for other in waiting:
        hidden = [information_state(m.state, other) for m in (one, two)]
        assert repr(hidden[0].view_for(other)) == repr(hidden[1].view_for(other))


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300))
def test_an_information_state_keeps_the_seat_own_cards_and_plays_on_with_dice(seed, steps):
    match = play_random(seed, steps=steps)
    seat = seed % len(match.state.names)
    info = information_state(match.state, seat)
    assert sorted(info.hands[seat]) == sorted(match.state.hands[seat])
    # other seats' face-down cards go back among their unknown cards, so they choose again
    chosen = match.state.chosen
    sizes = [len(h) + (s != seat and s in chosen) for s, h in enumerate(match.state.hands)]
    assert [len(h) for h in info.hands] == sizes
    assert all(s == seat for s in info.chosen)
    assert sorted(info.deck + sum(info.hands, []) + list(info.chosen.values())) == sorted(
        match.state.deck + sum(match.state.hands, []) + list(match.state.chosen.values()))
    world, rng = info.clone(dice=SeededDice(seed)), random.Random(seed)
    while not world.is_over:
        request = world.pending()[0]
        world.apply(request.player, rng.choice(request.legal_choices()))


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300))
def test_a_sampled_world_deals_the_unseen_cards_afresh_and_keeps_the_seat_own(seed, steps):
    # given a seat's information state some way into a match
    match = play_random(seed, steps=steps)
    seat = seed % len(match.state.names)
    info = information_state(match.state, seat)
    # when worlds are sampled from it with several seeds
    worlds = [sample_world(info.clone(), seat, random.Random(n)) for n in range(24)]
    for world in worlds:
        # then the seat's own cards, every hand's size and the unseen cards are kept
        assert world.hands[seat] == info.hands[seat]
        assert [len(h) for h in world.hands] == [len(h) for h in info.hands]
        assert sorted(world.deck + sum(world.hands, [])) == sorted(info.deck +
                                                                   sum(info.hands, []))
    # and where another seat holds cards and there are more to choose from, the deals differ
    others = [s for s in range(len(info.hands)) if s != seat and info.hands[s]]
    unseen = set(info.deck + sum((info.hands[s] for s in others), []))
    if others and len(unseen) > len(info.hands[others[0]]):
        assert len({tuple(w.hands[others[0]]) for w in worlds}) > 1


def test_every_legal_choice_round_trips_through_json():
    seen: set[str] = set()

    def check(match: Match) -> None:
        for request in match.pending():
            for choice in request.legal_choices()[:6]:
                text = json.dumps(encode_choice(choice))
                assert decode_choice(json.loads(text), CHOICE_TYPES) == choice
                seen.add(type(choice).__name__)

    for seed in range(6):
        play_random(seed, check=check)
    assert seen == set(CHOICE_TYPES)


@pytest.mark.parametrize("setup", [
    DicebotSetup(("A", "B")),
    DicebotSetup(("A", "B", "C", "D", "E", "F"), "snake", 5, ("Laser Eye", "Zap Prod")),
])
def test_setups_round_trip_through_json(setup):
    again = setup_from_json(json.loads(json.dumps(setup_to_json(setup))))
    assert again == setup


@pytest.mark.parametrize("bad, message", [
    ({"players": [{"name": "A"}]}, "needs 2-6 players"),
    ({"players": [{"name": "A"}, {"name": "B"}], "draft": "auction"}, "draft must be"),
    ({"players": [{"name": "A"}, {"name": "B"}], "deck": ["Laser Sword"]}, "unknown card"),
    ({"players": [{"name": "A"}, {"name": "B"}], "melee_limit": 0}, "at least 1"),
    ({"names": ["A", "B"]}, "malformed"),
])
def test_bad_setups_are_refused_with_the_reason(bad, message):
    with pytest.raises(ValueError, match=message):
        setup_from_json(bad)
