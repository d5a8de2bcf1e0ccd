"""The shop before round 1: a bot left unbuilt in the set-up is bought in the match through a
secret "build" request, and then plays exactly as the same bot given built."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from game.core.arena import open_arena
from game.core.dice import SeededDice
from game.core.hexes import Hex
from game.core.match import IllegalChoice, Match, decode_choice, encode_choice
from game.games.meatbot.rules import CHOICE_TYPES, BotBuild, MeatbotSetup, new_state
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import Build, Pick
from game.games.meatbot.rules.determinize import determinize, information_state
from game.games.meatbot.rules.requests import BuildRequest, full_builds
from game.games.meatbot.rules.setup import setup_from_json, setup_to_json

STARTS = (Hex(0, 0), Hex(3, 0), Hex(-3, 0))


def match_of(*bots: BotBuild, secret: bool = False, seed: int = 4) -> Match:
    """A match on an open arena with seeded dice."""
    setup = MeatbotSetup(open_arena(5, spawns=STARTS), tuple(bots), STARTS[:len(bots)],
                         secret_builds=secret)
    state, opening = new_state(setup, SeededDice(seed))
    return Match(state, "meatbot", opening=opening)


def unbuilt(name: str, stomachs: int = 4, massacre: int = 3) -> BotBuild:
    """A bot to be bought in the match."""
    return BotBuild(name, massacre, None, stomachs)


def play_on(match: Match, seed: int, decisions: int = 60) -> list[str]:
    """Play ``decisions`` random choices; the events they gave, as text."""
    rng = random.Random(seed)
    told: list[str] = []
    for _ in range(decisions):
        if match.is_over:
            break
        request = match.pending()[0]
        told += [repr(e) for e in match.submit(request.player, rng.choice(
            request.legal_choices()))]
    return told


def test_an_unbuilt_bot_is_asked_for_its_build_in_secret_before_round_1():
    # given Red left unbuilt with 4 Stomachs and Nina built
    match = match_of(unbuilt("Red"), BotBuild("Nina", 3, (dv.GOUGERS,)))
    # then the match opens in the shop with one secret request, Red's, and no round yet
    [request] = match.pending()
    assert isinstance(request, BuildRequest) and match.state.phase == "shop"
    assert (request.player, request.kind, request.secret, request.budget, request.massacre) \
        == (0, "build", True, 4, 3)
    assert match.state.round == 0 and not match.events


def test_when_every_build_is_in_the_bots_are_equipped_and_round_1_begins():
    # given two bots to buy
    match = match_of(unbuilt("Red"), unbuilt("Nina", stomachs=2))
    # when Red buys Hyperheal and two Extra Meat, then waits for Nina
    match.submit(0, Build((dv.HYPERHEAL, dv.EXTRA_MEAT, dv.EXTRA_MEAT)))
    assert match.state.phase == "shop" and [r.player for r in match.pending()] == [1]
    # and Nina buys nothing
    events = match.submit(1, Build(()))
    # then both are announced, the bots carry the builds and round 1 asks for picks
    assert events[0] == ev.BuildChosen(1)
    assert events[1:3] == [ev.BotBuilt(0, (dv.HYPERHEAL, dv.EXTRA_MEAT, dv.EXTRA_MEAT)),
                           ev.BotBuilt(1, ())]
    assert isinstance(events[3], ev.RoundStarted) and events[3].round == 1
    red = match.state.bots[0]
    assert [i.kind for i in red.items] == [dv.HYPERHEAL, dv.EXTRA_MEAT, dv.EXTRA_MEAT]
    assert red.meat == red.max_meat == 24
    assert {r.kind for r in match.pending()} == {"pick"}


@pytest.mark.parametrize("choice, reason", [
    (Build((dv.BOOM, dv.HYPERHEAL)), "fill 5 Stomachs, only 4 fit"),
    (Build(("Laser",)), "unknown devourables"),
    (Build([dv.GOUGERS]), "tuple"),  # type: ignore[arg-type]
    (Pick(1, 0, 0, 0), "takes a Build"),
])
def test_an_illegal_build_is_refused_and_changes_nothing(choice, reason):
    # given Red in the shop with 4 Stomachs
    match = match_of(unbuilt("Red"), unbuilt("Nina"))
    before = (repr(match.view_for(None)), len(match.choices), match.state.picks)
    # when Red sends a build that does not fit, then it is refused with the reason
    with pytest.raises(IllegalChoice, match=reason):
        match.submit(0, choice)
    # and the match is as it was
    assert (repr(match.view_for(None)), len(match.choices), match.state.picks) == before


def test_repeats_and_spare_room_are_accepted_though_not_listed():
    # given a 4-Stomach request
    request = match_of(unbuilt("Red"), unbuilt("Nina")).pending()[0]
    repeated = Build((dv.EXTRA_MEAT,) * 3)
    # then three Extra Meat are legal, but the list offers only full builds of different kinds
    request.validate(repeated)
    listed = request.legal_choices()
    assert repeated not in listed
    for build in listed:
        request.validate(build)
    # and the list is exactly the full sets, counted another way: every set of different
    # devourables within 4 Stomachs with no room for another it lacks
    kinds = sorted(dv.DEVOURABLES)
    full = {combo for size in range(len(kinds) + 1)
            for combo in itertools.combinations(kinds, min(size, 4))
            if len(combo) == size and dv.stomachs_used(combo) <= 4
            and all(k in combo or dv.DEVOURABLES[k].stomachs > 4 - dv.stomachs_used(combo)
                    for k in kinds)}
    assert {b.devourables for b in listed} == full and len(listed) == len(full)
    assert full_builds(0) == (Build(()),)


def test_a_bot_bought_in_the_match_plays_as_the_same_bot_given_built():
    # given the same bots, once bought in the shop and once given built
    kinds = (dv.GOUGERS, dv.LOCKJAW, dv.ACID_SPRAY)
    bought = match_of(unbuilt("Red"), BotBuild("Nina", 3, (dv.BOOM,)), seed=9)
    bought.submit(0, Build(kinds))
    given = match_of(BotBuild("Red", 3, kinds, 4), BotBuild("Nina", 3, (dv.BOOM,)), seed=9)
    # then the bots are the same, item numbers included
    assert [[(i.uid, i.kind) for i in b.items] for b in bought.state.bots] == \
        [[(i.uid, i.kind) for i in b.items] for b in given.state.bots]
    # and the same dice and choices from there give the same match
    assert play_on(bought, 3) == play_on(given, 3)


def test_open_builds_are_hidden_while_the_shop_is_open_and_shown_after():
    # given Nina built in the open and Red still buying
    match = match_of(unbuilt("Red"), BotBuild("Nina", 3, (dv.BOOM,)))
    # then Red cannot see Nina's build while buying, though Nina sees her own
    assert match.view_for(0).bots[1].devourables == ()
    assert match.view_for(0).bots[1].build_hidden
    assert [k for _, k, _ in match.view_for(1).bots[1].devourables] == [dv.BOOM]
    # when Red has bought, then everyone sees every build
    match.submit(0, Build((dv.GOUGERS,)))
    assert [k for _, k, _ in match.view_for(1).bots[0].devourables] == [dv.GOUGERS]
    assert [k for _, k, _ in match.view_for(0).bots[1].devourables] == [dv.BOOM]


def test_secret_builds_stay_secret_after_the_shop():
    # given secret builds and both bots bought in the match
    match = match_of(unbuilt("Red"), unbuilt("Nina"), secret=True)
    match.submit(0, Build((dv.GOUGERS,)))
    events = match.submit(1, Build((dv.EXTRA_MEAT,)))
    # then the announcements name no devourables, and each seat sees only its own
    assert [e for e in events if isinstance(e, ev.BotBuilt)] == [ev.BotBuilt(0, None),
                                                                  ev.BotBuilt(1, None)]
    assert match.view_for(0).bots[1].devourables == ()
    assert match.view_for(1).bots[0].devourables == ()
    assert match.view_for(1).bots[1].meat_max == 22


def test_an_answer_in_the_shop_reaches_no_other_information_state():
    # given Red has bought and Nina is still buying
    match = match_of(unbuilt("Red"), unbuilt("Nina"))
    match.submit(0, Build((dv.CHITIN,)))
    # then Nina's information state neither holds Red's answer nor Red's build
    info = information_state(match.state, 1)
    assert 0 not in info.picks and info.setup.bots[0].devourables is None
    # and a determinization buys Red something from the list to play on
    world = determinize(info, 1, random.Random(2))
    assert world.picks[0] in full_builds(4)
    world.apply(1, Build(()))
    assert world.phase != "shop" and world.round == 1


def test_a_set_up_with_bots_to_buy_round_trips_through_json():
    # given a set-up with one bot to buy (3 Stomachs) and one built with the full ten
    setup = MeatbotSetup(open_arena(5, spawns=STARTS), (unbuilt("Red", 3),
                                                        BotBuild("Nina", 2, (dv.ONCO,))))
    data = json.loads(json.dumps(setup_to_json(setup)))
    # then the unbuilt bot is written as null with its budget, the full budget left out
    assert data["bots"][0]["devourables"] is None and data["bots"][0]["stomachs"] == 3
    assert "stomachs" not in data["bots"][1]
    assert setup_from_json(data).bots == setup.bots
    # and a build is a choice that round-trips too
    build = Build((dv.GOUGERS, dv.GOUGERS))
    assert decode_choice(json.loads(json.dumps(encode_choice(build))), CHOICE_TYPES) == build


@pytest.mark.parametrize("bot, reason", [
    ({"name": "A", "devourables": [dv.BOOM, dv.GOUGERS], "stomachs": 3}, "only 3 fit"),
    ({"name": "A", "devourables": None, "stomachs": 11}, "budget must be 0-10"),
    ({"name": "A", "devourables": "Gougers"}, "list of names"),
    ({"name": "A", "devourables": [3]}, "list of names"),
    ({"name": "A", "devourables": None, "stomachs": "4"}, "stomachs must be a whole number"),
    ({"name": "A", "massacre": True}, "massacre must be a whole number"),
    ({"name": "A", "massacre": 4.7}, "massacre must be a whole number"),
    ({"name": None}, "name must be text"),
    ({"name": "A", "points": 5, "massacre": 10, "devourables": []}, "more than the 5 points"),
    ({"name": "A", "points": 5, "massacre": 3, "devourables": [dv.BOOM]},
     "fill 3 Stomachs, only 2 fit"),
])
def test_a_bad_bot_in_a_set_up_is_refused_with_the_reason(bot, reason):
    arena = {"cells": [[0, 0, "floor"], [1, 0, "floor"]], "spawns": [[0, 0], [1, 0]]}
    with pytest.raises(ValueError, match=reason):
        setup_from_json({"arena": arena, "bots": [bot, {"name": "B"}]})


def test_in_the_shop_a_built_bot_shows_neither_its_meat_nor_its_defend_to_the_others():
    # given Nina built with Extra Meat and Chitin, Red still buying
    match = match_of(unbuilt("Red"), BotBuild("Nina", 3, (dv.EXTRA_MEAT, dv.CHITIN), 4))
    nina = match.view_for(0).bots[1]
    # then Red sees a basic bot: 20 Meat, no Defend, no most Meat
    assert (nina.meat, nina.defend, nina.meat_max, nina.devourables) == (20, None, None, ())
    # and Red's information state agrees with Red's view
    info = information_state(match.state, 0).bots[1]
    assert (info.meat, info.base_defend) == (20, dv.BASIC_DEFEND)
    # while Nina sees her own bot as it is
    own = match.view_for(1).bots[1]
    assert (own.meat, own.meat_max) == (22, 22)


def measured(name: str, points: int) -> BotBuild:
    """A bot bought in the match under a Single Measure of ``points``."""
    return BotBuild(name, 2, None, points=points)


def test_under_a_single_measure_the_shop_asks_for_the_massacre_too():
    # given Red with a pool of 7 points
    match = match_of(measured("Red", 7), BotBuild("Nina", 3, (dv.GOUGERS,)))
    [request] = match.pending()
    # then the request carries the points, and lists builds for every Massacre 2-7
    assert request.points == 7
    listed = request.legal_choices()
    assert {c.massacre for c in listed} == set(range(2, 8))
    assert all(c.massacre + dv.stomachs_used(c.devourables) <= 7 for c in listed)
    # when Red takes Massacre 4 and 3 Stomachs
    events = match.submit(0, Build((dv.HYPERHEAL, dv.GOUGERS), 4))
    # then the jock has Massacre 4 and the log says so
    assert match.state.bots[0].massacre == 4
    assert ev.BotBuilt(0, (dv.HYPERHEAL, dv.GOUGERS), 4) in events
    assert match.state.setup.bots[0].massacre == 4


@pytest.mark.parametrize("choice, reason", [
    (Build((dv.GOUGERS,)), "choose a Massacre of 2-7"),
    (Build((dv.GOUGERS,), 8), "choose a Massacre of 2-7"),
    (Build((dv.BOOM, dv.HYPERHEAL), 3), "fill 5 Stomachs, only 4 fit"),
])
def test_a_split_over_the_points_is_refused(choice, reason):
    match = match_of(measured("Red", 7), unbuilt("Nina"))
    with pytest.raises(IllegalChoice, match=reason):
        match.submit(0, choice)
    assert match.state.picks == {}


def test_without_points_the_massacre_cannot_be_changed_in_the_shop():
    match = match_of(unbuilt("Red", massacre=3), unbuilt("Nina"))
    with pytest.raises(IllegalChoice, match="Massacre is 3"):
        match.submit(0, Build((), 5))
    # the set Massacre, said again, is fine
    match.submit(0, Build((), 3))
    assert match.state.picks[0] == Build((), 3)
