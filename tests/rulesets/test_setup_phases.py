"""The set-up phases the contract's sample set-ups skip (they arrive with armies and builds
made): Mechaton armies built and deployed in the match, MetalKrushers designed in secret
(team and pickup scenarios), Meatbot bots bought in the shop before round 1 (some seats
built, some not; open and secret builds). Random play through them ends, replays exactly,
every choice round-trips through JSON, and a secret answer reaches no other seat's
information state."""

from __future__ import annotations

import json
import random

import pytest

from game.core import replay
from game.core.match import decode_choice, encode_choice, start_match
from game.core.ruleset import ruleset_module
from tests.contract.helpers import blind_answers, story_of


def mechaton_built_in_match(players: int, seed: int) -> dict:
    """Mechaton with no army given and the rulebook's deployment."""
    data = ruleset_module("mechaton").sample_setup_json(players, seed)
    return dict(data, armies=[None] * players, options={"deployment": "rulebook"})


def krushers_designed_in_match(players: int, seed: int, scenario: str) -> dict:
    """MetalKrushers with every Krusher designed in the match."""
    data = ruleset_module("metalkrushers").sample_setup_json(players, seed, scenario)
    return dict(data, krushers=[dict(k, build=None) for k in data["krushers"]])


def meatbots_bought_in_match(players: int, seed: int, buyers: int, secret: bool) -> dict:
    """Meatbot with the first ``buyers`` bots left to buy in the match within 4 Stomachs."""
    data = ruleset_module("meatbot").sample_setup_json(players, seed)
    bots = [dict(b, devourables=None, stomachs=4) if i < buyers else b
            for i, b in enumerate(data["bots"])]
    return dict(data, bots=bots, secret_builds=secret)


CASES = [
    ("mechaton", lambda: mechaton_built_in_match(2, 1),
     {"BuildMech", "FinishArmy", "PlaceMech", "PlaceStation"}),
    ("mechaton", lambda: mechaton_built_in_match(3, 2),
     {"BuildMech", "FinishArmy", "PlaceMech", "PlaceStation"}),
    ("metalkrushers", lambda: krushers_designed_in_match(4, 1, "team"), {"Build"}),
    ("metalkrushers", lambda: krushers_designed_in_match(3, 3, "pickup"), {"Build", "Arm"}),
    ("meatbot", lambda: meatbots_bought_in_match(2, 1, 2, False), {"Build"}),
    ("meatbot", lambda: meatbots_bought_in_match(4, 2, 3, True), {"Build"}),
]
IDS = ["mechaton-2", "mechaton-3", "metalkrushers-team", "metalkrushers-pickup",
       "meatbot-open", "meatbot-secret"]


@pytest.mark.parametrize(("name", "setup", "phase_choices"), CASES, ids=IDS)
def test_random_play_through_the_set_up_ends_and_replays_exactly(name, setup, phase_choices):
    types = ruleset_module(name).CHOICE_TYPES
    for seed in (1, 2):
        # given a match whose armies or Krushers are made in play
        match = start_match(name, setup(), seed)
        rng = random.Random(seed)
        seen: set[str] = set()
        # when it is played at random to its end
        while not match.is_over:
            assert len(match.choices) < 20_000
            request = match.pending()[0]
            choices = request.legal_choices()
            for choice in rng.sample(choices, min(10, len(choices))):
                text = json.loads(json.dumps(encode_choice(choice)))
                assert decode_choice(text, types) == choice
            choice = rng.choice(choices)
            seen.add(type(choice).__name__)
            match.submit(request.player, choice)
        # then the set-up's own choices were made, and the replay plays back the same match
        assert phase_choices <= seen
        again = replay.play(replay.loads(replay.record(match).dumps()))
        assert [repr(e) for e in again.events] == [repr(e) for e in match.events]


@pytest.mark.parametrize(("name", "setup", "phase_choices"), CASES, ids=IDS)
def test_a_secret_set_up_answer_reaches_no_other_seats_information_state(name, setup,
                                                                         phase_choices):
    module = ruleset_module(name)
    match = start_match(name, setup(), 5)
    rng = random.Random(5)
    checked = 0
    while not match.is_over and checked < 6:
        request = match.pending()[0]
        pair = blind_answers(match, request, rng)
        for other in pair[2] if pair else ():
            one, two = pair[0], pair[1]
            assert repr(one.view_for(other)) == repr(two.view_for(other))
            hidden = [module.information_state(m.state, other) for m in (one, two)]
            assert story_of(hidden[0], 5) == story_of(hidden[1], 5)
            checked += 1
        match.submit(request.player, rng.choice(request.legal_choices()))
    assert checked, "no secret set-up answer was given while another seat waited"


def test_a_sampled_mechaton_world_guesses_the_hidden_armies_and_keeps_the_seats_own():
    module = ruleset_module("mechaton")
    # given a match where the first seat has built a mech and finished, the second is building
    match = start_match("mechaton", mechaton_built_in_match(2, 1), 4)
    rng = random.Random(4)
    while not match.state.finished:
        request = next(r for r in match.pending() if r.player == 0)
        finish = [c for c in request.legal_choices() if type(c).__name__ == "FinishArmy"]
        match.submit(0, finish[0] if finish else rng.choice(request.legal_choices()))
    info = module.information_state(match.state, 1)
    assert all(m.name == "?" and not m.parts for m in info.builds[0])
    # when a world is sampled for the second seat
    world = module.sample_world(info.clone(), 1, random.Random(2))
    # then the first seat's mechs have legal parts, the second seat's own army is untouched
    assert all(m.parts for m in world.builds[0]) and len(world.builds[0]) == \
        len(match.state.builds[0])
    assert world.builds[1] == info.builds[1]
    assert repr(world.view_for(1)) == repr(info.view_for(1))
