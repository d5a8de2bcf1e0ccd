"""Meatbot set-ups as JSON, maps named by path, and clones that play on identically."""

import json
import random

import pytest

from game.core.arena import open_arena
from game.core.hexes import Hex
from game.core.replay import play, record
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules.bots import BotBuild
from game.games.meatbot.rules.setup import MeatbotSetup, setup_from_json, setup_to_json
from tests.games.meatbot.rules.fuzz import play_random, random_choice


def test_setup_round_trips_through_json():
    arena = open_arena(3, walls=[Hex(0, 0)], spawns=[Hex(-2, 0), Hex(2, 0)])
    setup = MeatbotSetup(arena, (BotBuild("Red", 3, (dv.CHITIN,)), BotBuild("Nina")),
                         round_limit=12, secret_builds=True)
    again = setup_from_json(json.loads(json.dumps(setup_to_json(setup))))
    assert again.bots == setup.bots and again.round_limit == 12 and again.secret_builds
    assert dict(again.arena.cells) == dict(arena.cells)
    assert again.start_hexes() == (Hex(-2, 0), Hex(2, 0))


def test_a_map_named_by_path_needs_a_loader():
    arena = open_arena(3, spawns=[Hex(-2, 0), Hex(2, 0)])
    data = {"arena": {"path": "maps/pit.tmx"}, "bots": [{"name": "A"}, {"name": "B"}]}
    with pytest.raises(ValueError, match="no map loader"):
        setup_from_json(data)
    assert setup_from_json(data, lambda path: arena).arena is arena


@pytest.mark.parametrize("bad, message", [
    ({"bots": [{"name": "A", "massacre": 11}, {"name": "B"}]}, "Massacre must be 2-10"),
    ({"bots": [{"name": "A", "devourables": ["Laser"]}, {"name": "B"}]}, "unknown devourables"),
    ({"bots": [{"name": "A", "devourables": [dv.ONCO, dv.BONESPEAR]}, {"name": "B"}]},
     "fill 11 Stomachs"),
])
def test_bad_builds_are_refused_with_the_reason(bad, message):
    arena = {"cells": [[0, 0, "floor"], [1, 0, "floor"]], "spawns": [[0, 0], [1, 0]]}
    with pytest.raises(ValueError, match=message):
        setup_from_json({"arena": arena, **bad})


def test_a_clone_played_with_the_same_choices_gives_the_same_events():
    match = play_random(21)
    replayed = play(record(match))
    assert replayed.log() == match.log()
    rng = random.Random(1)
    start = play(record(match).__class__(match.ruleset, match.setup, match.seed, ()))
    twin = start.clone()
    for _ in range(200):
        if start.is_over:
            break
        request = start.pending()[0]
        choice = random_choice(rng, request)
        assert start.submit(request.player, choice) == twin.submit(request.player, choice)
