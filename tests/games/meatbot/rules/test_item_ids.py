"""How devourables are numbered: never in a way that gives a hidden build's size away."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from game.core.hexes import Hex
from game.core.replay import from_json, play
from game.games.meatbot.rules import devourables as dv
from game.games.meatbot.rules import events as ev
from game.games.meatbot.rules.choices import (
    Attack,
    BiRP,
    MasterMunch,
    OncoOrder,
    OrganPeel,
    Pick,
    Puke,
)
from game.games.meatbot.rules.item_ids import UNSEEN
from game.games.meatbot.rules.setup import (
    fresh_setup,
    numbered_in_order,
    public_setup,
    setup_from_json,
    setup_to_json,
)
from tests.games.meatbot.rules.helpers import build, duel, of_type, pick_all, stop_all_moves

A, B = Hex(0, 0), Hex(1, 0)
OLD_REPLAY = Path(__file__).resolve().parents[3] / "data" / "meatbot_secret_old_ids.replay.json"
OLD_REPLAY_EVENTS = "dfa4adfea413dd683e4639c3f1f5f148c80cdbdc346484d0361fd89c4f2ffdee"
"""The digest of the old replay's events, taken with the build that wrote it."""


def numbers(match, seat: int) -> list[int]:
    """The numbers of a bot's working devourables."""
    return [item.uid for item in match.state.bots[seat].items]


def shown_numbers(match, viewer: int | None, seat: int) -> list[int]:
    """The numbers of ``seat``'s devourables in ``viewer``'s view."""
    return [uid for uid, _, _ in match.view_for(viewer).bots[seat].devourables]


def test_open_builds_number_devourables_one_after_another_in_seat_order():
    # given open builds
    builds = [build("Red", dv.CHITIN, dv.BOOM), build("Nina", dv.GOUGERS)]
    # when the match starts
    match = duel([A, B], [], {0: Pick(), 1: Pick()}, builds)
    # then the devourables are numbered 1, 2, 3 as they always were
    assert numbers(match, 0) == [1, 2] and numbers(match, 1) == [3]


def test_a_secret_builds_devourables_are_numbered_from_its_own_seat_alone():
    # given secret builds, Red carrying two devourables
    builds = [build("Red", dv.CHITIN, dv.BOOM), build("Nina", dv.GOUGERS)]
    # when the match starts
    match = duel([A, B], [], {0: Pick(), 1: Pick()}, builds, secret_builds=True)
    # then Nina's Gougers are numbered from her seat, whatever Red carries, and she sees
    # none of Red's
    assert numbers(match, 0) == [1001, 1002] and numbers(match, 1) == [2001]
    assert shown_numbers(match, 1, 1) == [2001] and shown_numbers(match, 1, 0) == []


def test_a_devourable_that_shows_takes_the_next_public_number():
    # given secret builds and Red with an attack die
    builds = [build("Red", dv.CHITIN, dv.BOOM), build("Nina", dv.GOUGERS)]
    match = duel([A, B], [(10, 7)], {0: Pick(d10=1), 1: Pick()}, builds, secret_builds=True)
    # when he pukes his Boom Launcher (his second devourable)
    events = match.submit(0, Puke(1002))
    # then it lies on the floor as number 1, the first devourable anybody has seen, and the
    # event says so; his Chitin keeps its private number
    assert [e.item for e in of_type(events, ev.DevourableDropped)] == [1]
    assert match.view_for(1).floor == ((1, dv.BOOM, A),)
    assert numbers(match, 0) == [1001]


def test_an_organ_peel_names_another_bots_unseen_devourables_only_as_one_nobody_has_seen():
    # given secret builds, Red with Gougers rolling a natural 12 next to Nina, who carries
    # a Chitin and an Extra Meat nobody has seen
    builds = [build("Red", dv.GOUGERS), build("Nina", dv.CHITIN, dv.EXTRA_MEAT)]
    match = duel([A, B], [(12, 12), (2, 2)], {0: Pick(d12=1), 1: Pick()}, builds,
                 secret_builds=True)
    # when Red's grandstand choices are listed
    peels = [c for c in match.pending()[0].legal_choices() if isinstance(c, OrganPeel)]
    # then each names no devourable of Nina's but "one nobody has seen"
    assert peels and {c.item for c in peels} == {UNSEEN}
    # and when he peels one off, a die picks which: the second, her Extra Meat, which shows
    # after his Gougers (numbers 1 and 2)
    events = match.submit(0, OrganPeel(1, UNSEEN, Hex(2, 0)))
    dropped = of_type(events, ev.DevourableDropped)
    assert [(e.item, e.kind) for e in dropped] == [(2, dv.EXTRA_MEAT)]
    assert numbers(match, 0) == [1] and numbers(match, 1) == [2001]


def test_a_blind_peel_is_offered_even_when_nothing_is_left_and_then_takes_nothing():
    # given secret builds and Nina carrying nothing at all
    builds = [build("Red", dv.GOUGERS), build("Nina")]
    match = duel([A, B], [(12, 12)], {0: Pick(d12=1), 1: Pick()}, builds, secret_builds=True)
    # when Red peels "one nobody has seen" off her (the offer does not give her away)
    assert OrganPeel(1, UNSEEN, Hex(2, 0)) in match.pending()[0].legal_choices()
    events = match.submit(0, OrganPeel(1, UNSEEN, Hex(2, 0)))
    # then the die is lost: there was none
    assert [e.reason for e in of_type(events, ev.DieLost)] == [
        "no devourable left that nobody has seen"]


def test_a_blind_master_munch_swallows_the_devourable_it_takes():
    # given secret builds, Red with Hypersnack and Lockjaw next to Nina and her one Chitin
    builds = [build("Red", dv.HYPERSNACK, dv.LOCKJAW), build("Nina", dv.CHITIN)]
    match = duel([A, B], [(12, 12)], {0: Pick(d12=1), 1: Pick()}, builds, secret_builds=True)
    assert {c.item for c in match.pending()[0].legal_choices()
            if isinstance(c, MasterMunch)} == {UNSEEN}
    # when he munches the one nobody has seen
    events = match.submit(0, MasterMunch(1, UNSEEN))
    # then her Chitin, shown now as number 1, is on its way to Red
    assert [(e.player, e.item, e.kind) for e in of_type(events, ev.DevourableEaten)] == [
        (0, 1, dv.CHITIN)]
    assert match.state.bots[1].items == []


def test_a_secret_builds_set_up_says_how_it_numbers_and_one_written_before_keeps_the_old():
    # given a secret-builds set-up written now, and the same without the numbering key (as
    # every set-up written before it was)
    written = setup_to_json(setup_from_json(json.loads(OLD_REPLAY.read_text())["setup"]))
    assert written["secret_builds"] and "item_ids" not in written
    fresh = {**written, "item_ids": "apart until shown"}
    # when they are read
    # then only the new one numbers devourables apart, and each writes itself back as it was
    assert setup_from_json(written).legacy_item_ids
    assert not setup_from_json(fresh).legacy_item_ids
    assert setup_to_json(setup_from_json(fresh)) == fresh


def test_an_old_secret_builds_replay_still_plays_exactly():
    # given a replay of a secret-builds match written before devourables were numbered apart
    replay = from_json(json.loads(OLD_REPLAY.read_text()))
    # when it is played
    match = play(replay)
    # then it does exactly what it did (the events digest taken with the build that wrote it)
    digest = hashlib.sha256("\n".join(repr(e) for e in match.events).encode()).hexdigest()
    assert digest == OLD_REPLAY_EVENTS


def test_a_blind_birp_does_not_show_an_empty_bot_and_still_ejects_its_pilot():
    # given secret builds and Red's onco-round, primed for a BiRP, lodged in Nina, who
    # carries nothing (Jet wandered off)
    builds = [build("Red", dv.ONCO), build("Nina"), build("Jet")]
    starts = [Hex(0, 0), Hex(3, 0), Hex(-3, 0)]
    dice = [(10, 9), (3, 1), (2, 1), (12, 12), (10, 7)]
    match = duel(starts, dice, {0: Pick(d10=1), 1: Pick(), 2: Pick()}, builds,
                 secret_builds=True)
    match.submit(0, Attack(dv.ONCO, 1))
    stop_all_moves(match)
    match.submit(0, OncoOrder("birp"))
    match.state.bots[2].hex = Hex(-4, 1)
    pick_all(match, {0: Pick(d12=1), 1: Pick(), 2: Pick(d10=1)})
    # when Red's BiRP choices are listed
    birps = [c for c in match.pending()[0].legal_choices() if isinstance(c, BiRP)]
    # then they aim at "one nobody has seen", as they would if she carried something
    assert birps and {c.item for c in birps} == {UNSEEN}
    # and when one is sent, her pilot is ejected all the same
    match.submit(0, birps[0])
    assert [e.player for e in of_type(match.events, ev.PilotEjected)] == [1]


def test_a_new_match_numbers_a_secret_build_apart_whatever_its_set_up_says():
    # given secret-builds set-ups written by hand: without the numbering key, and naming
    # the old numbering
    written = json.loads(OLD_REPLAY.read_text())["setup"]
    for hand_written in (written, {**written, "item_ids": "in seat order"}):
        # when a new match is made of one
        fresh = fresh_setup(hand_written)
        # then it numbers devourables apart, and the set-up it records says so; the
        # recorded one read as written still keeps the old numbering
        assert not setup_from_json(fresh).legacy_item_ids
        assert fresh["item_ids"] == "apart until shown"
        assert setup_from_json(hand_written).legacy_item_ids
    # and an open-builds set-up is left as it was (its numbering never changed)
    open_builds = {**written, "secret_builds": False}
    assert fresh_setup(open_builds) == open_builds


def test_the_public_part_of_a_set_up_says_how_its_match_numbers_devourables():
    # given a secret-builds set-up recorded before devourables were numbered apart, and
    # the same made anew
    old = json.loads(OLD_REPLAY.read_text())["setup"]
    new = fresh_setup(old)
    # when their public parts are taken (what an online client is told)
    # then each says which numbering its match uses, and nothing of a bot's build
    assert public_setup(old) == {"secret_builds": True, "item_ids": "in seat order"}
    assert public_setup(new) == {"secret_builds": True, "item_ids": "apart until shown"}
    assert numbered_in_order(public_setup(old)) and not numbered_in_order(public_setup(new))
    # and a public part that does not say (an older server) means the new numbering
    assert not numbered_in_order({})
