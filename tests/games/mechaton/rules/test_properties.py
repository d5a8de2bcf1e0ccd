"""Contract properties: random legal play always ends, same seed same events, an illegal
choice changes nothing, JSON round trips, and views keep secrets."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game.core.dice import copy_dice
from game.core.hexes import Hex
from game.core.match import IllegalChoice, Match, decode_choice, encode_choice
from game.games.mechaton.rules import (
    CHOICE_TYPES,
    information_state,
    setup_from_json,
    setup_to_json,
)
from game.games.mechaton.rules.choices import BuildMech, FinishArmy, PickInitiative
from game.games.mechaton.rules.determinize import HiddenDice
from game.games.mechaton.rules.state import MechatonState

from .fuzz import play, random_choice, random_setup_json

PART_WORDS = ("move", "spot", "defence", "hth", "direct", "artillery", "hth/direct", "laser")


@pytest.mark.parametrize("seed", range(8))
def test_random_legal_play_always_reaches_doomsday(seed: int) -> None:
    match = play(seed)
    assert match.is_over
    result = match.result
    assert result.scores == match.state.scores()
    assert result.winner is None or result.scores[result.winner] == max(result.scores) \
        or match.state.options.short_game


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_same_seed_same_choices_same_events(seed: int) -> None:
    first, second = play(seed), play(seed)
    assert first.log() == second.log()
    assert first.events == second.events


def snapshot(match: Match) -> tuple:
    """Everything a choice could change, as comparable values."""
    state: MechatonState = match.state
    dice = copy_dice(state.dice)
    upcoming = tuple(dice.roll(10) for _ in range(4))
    frames = tuple((f.uid, f.step, f.aim, f.dice, f.plan) for f in state.frames)
    return (match.view_for(None), tuple(match.view_for(s) for s in range(len(state.names))),
            frames, state.attack, tuple(state.losses), state.ask, tuple(state.ticks),
            tuple(state.deploy_steps), upcoming, tuple(match.pending()),
            tuple(match.events), tuple(match.choices))


def _value(draw: st.DrawFn, name: str, hint: str) -> object:
    """A random field value: often plausible, sometimes nonsense."""
    if "tuple" in hint:
        return tuple(draw(st.lists(st.sampled_from(PART_WORDS), max_size=5)))
    if "Hex" in hint:
        return draw(st.one_of(st.none(), st.builds(Hex, st.integers(-12, 12),
                                                   st.integers(-12, 12))))
    if name in ("part",):
        return draw(st.sampled_from(PART_WORDS))
    if "str" in hint:
        return draw(st.sampled_from(["", "Bashy", "x" * 30]))
    if "bool" in hint:
        return draw(st.booleans())
    ints = st.integers(-2, 40)
    return draw(st.one_of(ints, st.none()) if "None" in hint else ints)


@st.composite
def any_choice(draw: st.DrawFn) -> object:
    """A choice of any type with random fields (most are illegal wherever they are tried)."""
    cls = draw(st.sampled_from(sorted(CHOICE_TYPES.values(), key=lambda c: c.__name__)))
    return cls(**{f.name: _value(draw, f.name, str(f.type)) for f in fields(cls)})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 300), steps=st.integers(0, 120), choice=any_choice())
def test_an_illegal_choice_raises_and_changes_nothing(seed: int, steps: int,
                                                      choice: object) -> None:
    # given a match at a random point
    match = play(seed, steps)
    assume(not match.is_over)
    request = match.pending()[0]
    try:
        request.validate(choice)
        assume(False)                    # by chance a legal choice: not this test's case
    except IllegalChoice:
        pass
    before = snapshot(match)
    # when it is submitted, then it is refused with a reason and nothing changed
    with pytest.raises(IllegalChoice) as refused:
        match.submit(request.player, choice)
    assert refused.value.reason
    assert snapshot(match) == before


def test_a_player_with_nothing_to_decide_is_refused() -> None:
    match = play(3, 0)
    waiting = {r.player for r in match.pending()}
    outsider = next(p for p in range(6) if p not in waiting)
    before = snapshot(match)
    with pytest.raises(IllegalChoice, match="no decision"):
        match.submit(outsider, FinishArmy())
    assert snapshot(match) == before


@pytest.mark.parametrize("seed", range(6))
def test_set_up_json_round_trips(seed: int) -> None:
    data = random_setup_json(seed)
    setup = setup_from_json(data)
    again = setup_to_json(setup)
    assert setup_from_json(again) == setup
    assert setup_to_json(setup_from_json(again)) == again


def test_every_choice_met_in_play_round_trips_through_json() -> None:
    met = [choice for seed in range(6) for _, choice in play(seed).choices]
    assert {"BuildMech", "PickInitiative", "Target", "Assign", "TickClock"} \
        <= {type(c).__name__ for c in met}
    for choice in met:
        assert decode_choice(encode_choice(choice), CHOICE_TYPES) == choice


def test_a_secret_build_is_hidden_from_the_other_players() -> None:
    # given two players building in secret
    data = random_setup_json(1)
    data["armies"] = [None] * len(data["players"])
    data["options"]["rockets"] = 0
    match = play(0, 0, setup=data)
    requests = match.pending()
    assert all(r.secret and r.kind == "build" for r in requests)
    # when player 0 adds a mech
    parts, names = ("hth", "direct", "defence", "spot"), ("crane arm", "rifle", "shell", "lamp")
    match.submit(0, BuildMech("Bashy", parts, 0, names))
    # then only player 0's own view shows what it is; the others see only that it exists
    assert match.view_for(0).own_builds == (("Bashy", parts, 0, names),)
    assert match.view_for(1).own_builds == ()
    assert match.view_for(1).armies_built[0] == 1
    for seat in (1, None):
        assert "Bashy" not in repr(match.view_for(seat))
        assert "crane arm" not in repr(match.view_for(seat))
    assert all("Bashy" not in line for line in match.log())
    # and an AI's information state for player 1 holds a placeholder, not the mech
    info = information_state(match.state, 1)
    assert [b.name for b in info.builds[0]] == ["?"]
    assert isinstance(info.dice, HiddenDice)


def test_a_chosen_initiative_die_is_hidden_until_the_reveal() -> None:
    # given a match at its first initiative choice with several dice to choose from
    for seed in range(40):
        match = play(seed, 0)
        while not match.is_over and match.pending()[0].kind != "initiative":
            request = match.pending()[0]
            match.submit(request.player, random_choice(random.Random(seed), request))
        if match.is_over:
            continue
        requests = match.pending()
        players = {r.player for r in requests}
        if len(players) < 2:
            continue
        first = requests[0]
        assert first.secret
        # when its owner chooses
        choice = first.legal_choices()[-1]
        assert isinstance(choice, PickInitiative)
        match.submit(first.player, choice)
        # then the owner sees the choice, another player and a spectator do not
        other = next(p for p in players if p != first.player)
        mine = next(m for m in match.view_for(first.player).mechs if m.uid == first.mech)
        theirs = next(m for m in match.view_for(other).mechs if m.uid == first.mech)
        spectator = next(m for m in match.view_for(None).mechs if m.uid == first.mech)
        assert mine.chosen == choice.value
        assert theirs.chosen is None and spectator.chosen is None
        info = information_state(match.state, other)
        assert info.mechs[first.mech].chosen is None
        return
    pytest.fail("no seed reached a contested initiative choice")


def test_views_list_one_unit_per_mech() -> None:
    match = play(2, 60)
    view = match.view_for(0)
    units = view.units()
    state: MechatonState = match.state
    assert [u.uid for u in units] == [m.uid for m in state.mechs]
    for unit, mech in zip(units, state.mechs, strict=True):
        assert (unit.owner, unit.hex, unit.facing, unit.label) == (mech.owner, mech.hex, None,
                                                                   mech.name)
        assert unit.health == len(mech.parts) and unit.health_max == mech.built
        assert unit.alive == mech.alive


def test_a_clone_plays_on_alone_and_like_the_original() -> None:
    # given a match part-way through, and a clone of its state
    match = play(4, 40)
    assert not match.is_over
    twin = match.state.clone()
    rng_a, rng_b = random.Random(1), random.Random(1)
    # when both play on with the same choices
    for state, rng in ((match.state, rng_a), (twin, rng_b)):
        for _ in range(300):
            if state.is_over:
                break
            request = state.pending()[0]
            state.apply(request.player, random_choice(rng, request))
    # then they end alike, and the original's record was not touched by the clone
    assert match.state.view_for(None) == twin.view_for(None)
    assert len(match.choices) == 40


def test_an_information_state_plays_on_once_given_dice() -> None:
    from game.core.dice import SeededDice

    match = play(6, 30)
    info = information_state(match.state, match.pending()[0].player)
    with pytest.raises(RuntimeError):
        info.dice.roll(6)
    future = info.clone(dice=SeededDice(3))
    rng = random.Random(3)
    for _ in range(3000):
        if future.is_over:
            break
        request = future.pending()[0]
        future.apply(request.player, random_choice(rng, request))
    assert future.is_over


@pytest.mark.parametrize("seed", [0, 9])
def test_a_replay_written_as_json_plays_back_exactly(seed: int) -> None:
    from game.core import replay

    match = play(seed)
    again = replay.play(replay.loads(replay.record(match).dumps()))
    assert again.events == match.events and again.is_over


def test_determinize_fills_hidden_builds_and_plays_on() -> None:
    from game.games.mechaton.rules.determinize import determinize
    from game.games.mechaton.rules.parts import part_problems

    # given player 1 looking at a secret build where player 0 has added two mechs
    data = random_setup_json(2)
    data["armies"] = [None] * len(data["players"])
    data["options"].update(rockets=0, split_weapons=False, double_weapons=False)
    match = play(0, 0, setup=data)
    match.submit(0, BuildMech("A", ("hth",)))
    match.submit(0, BuildMech("B", ("direct", "move")))
    info = information_state(match.state, 1)
    # when the hidden builds are filled in
    full = determinize(info, 1, random.Random(4))
    # then player 0 has two legal mechs (a guess, not the real ones) and the game plays on
    assert len(full.builds[0]) == 2
    assert all(not part_problems(m.parts, False, False) for m in full.builds[0])
    rng = random.Random(4)
    for _ in range(4000):
        if full.is_over:
            break
        player = sorted({r.player for r in full.pending()})[0]
        request = next(r for r in full.pending() if r.player == player)
        full.apply(player, random_choice(rng, request))
    assert full.is_over


@pytest.mark.parametrize("seed", [1, 5, 11])
def test_invariants_hold_after_every_choice(seed: int) -> None:
    rng = random.Random(seed)
    match = play(seed, 0)
    state: MechatonState = match.state
    while not match.is_over:
        request = match.pending()[0]
        match.submit(request.player, random_choice(rng, request))
        placed = [m.hex for m in state.mechs if m.hex is not None]
        # one piece per hex, never on a wall or a station
        assert len(placed) == len(set(placed))
        assert not set(placed) & state.station_hexes()
        assert all(state.arena.is_open(h) for h in placed)
        # scores are assets times points per, bricks never negative, white dice 0-2
        if state.points_per:
            assert state.scores() == tuple(state.assets(s) * p
                                           for s, p in enumerate(state.points_per))
        assert all(n >= 0 for n in state.bricks.values())
        assert all(0 <= m.white <= 2 and len(m.parts) == len(m.labels) for m in state.mechs)
        # the clock only goes down
        assert 0 <= state.clock <= state.options.clock
