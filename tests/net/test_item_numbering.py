"""Meatbot's numbering of devourables online: every new room numbers a secret build's
devourables apart until they show, whatever set-up the client sent; a room an older server
stored keeps the numbering it was played with, and its clients work on that numbering."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

from game.core.match import Match, encode_choice, start_match
from game.core.replay import record
from game.games.meatbot.rules.item_ids import hides_numbers
from game.games.meatbot.ui.battle.seen import SeenMatch, seen_match
from game.net.client import NetClient
from game.net.host import host_in_process
from game.net.remote import RemoteSession
from game.net.rooms import Room, new_code, new_token
from game.net.store import Store, StoredRoom, token_hash
from tests.net.helpers import address, run, sample_setup, started

TWO_PLAYERS = [{"kind": "host"}, {"kind": "host"}]


def hand_written(seed: int, **numbering: str) -> dict[str, Any]:
    """A secret-builds set-up written by hand: without the numbering key (as every set-up
    before it was), or with ``item_ids`` as given."""
    setup = {**sample_setup("meatbot", 2, seed), "secret_builds": True}
    del setup["item_ids"]
    return {**setup, **numbering}


def played(setup: dict[str, Any], seed: int, choices: int) -> Match:
    """A local match of ``setup`` after ``choices`` random legal choices."""
    match = start_match("meatbot", setup, seed)
    rng = random.Random(seed)
    for _ in range(choices):
        first = match.pending()[0]
        match.submit(first.player, rng.choice(first.legal_choices()))
    return match


def store_room_from_before(db: Path, match: Match) -> tuple[str, list[str]]:
    """Write ``match`` into the server's database as an older server stored its rooms
    (its set-up as recorded, with no numbering key); returns its code and seat tokens."""
    code, tokens = new_code(), [new_token() for _ in match.state.names]
    store = Store(db)
    store.add_room(StoredRoom(code, "meatbot", dict(match.setup), int(match.seed or 0),
                              [{"kind": "host", "level": None, "token_hash": token_hash(t)}
                               for t in tokens], time.time(), []))
    for index, (player, choice) in enumerate(match.choices):
        store.add_choice(code, index, player, encode_choice(choice))
    store.close()
    return code, tokens


def test_a_new_room_numbers_a_secret_build_apart_whatever_set_up_the_client_sent(tmp_path):
    async def main() -> None:
        db = tmp_path / "rooms.sqlite3"
        server = await started(db)
        host = await NetClient.open(address(server), pace=None)
        # given hand-written secret-builds set-ups: one without the numbering key, one
        # asking for the old numbering
        setups = [hand_written(3), hand_written(4, item_ids="in seat order")]
        # when a client opens a room with each
        codes = [(await host.create("meatbot", setup, TWO_PLAYERS))[0] for setup in setups]
        # then each room's match numbers devourables apart, its set-up says so, and its
        # players are told so
        for code in codes:
            assert hides_numbers(server.rooms[code].match.state)
            assert server.rooms[code].match.setup["item_ids"] == "apart until shown"
            welcome = json.loads(server.rooms[code].welcome([0]))
            assert welcome["setup"]["item_ids"] == "apart until shown"
        # and a server restarted on the same database resumes them numbered apart
        await host.close()
        await server.stop()
        server = await started(db)
        assert all(hides_numbers(server.rooms[code].match.state) for code in codes)
        await server.stop()

    run(main)


def test_a_room_stored_before_keeps_its_numbering_and_its_client_works_on_it(tmp_path):
    # given a database an older server wrote: a secret-builds room whose set-up has no
    # numbering key (its devourables numbered in seat order), some way into its match
    db = tmp_path / "hosted.sqlite3"
    before = played(hand_written(6), 6, 40)
    assert not hides_numbers(before.state)
    old, old_tokens = store_room_from_before(db, before)
    # when the server starts on it (and a host opens a new room with a hand-written set-up
    # lacking the key)
    hosted = host_in_process("meatbot", hand_written(7), TWO_PLAYERS, db, bind="127.0.0.1")
    sessions = []
    try:
        resumed, new = hosted.server.rooms[old], hosted.server.rooms[hosted.room]
        # then the old room resumes exactly as it was played, in the old numbering, and
        # the new one numbers apart
        assert resumed.replay_json() == record(before).to_json()
        assert not hides_numbers(resumed.match.state) and hides_numbers(new.match.state)
        # and a client of each rebuilds its seat's match on the numbering its room uses
        for code, token, room in ((old, old_tokens[0], resumed),
                                  (hosted.room, hosted.tokens[0], new)):
            session = RemoteSession(hosted.address, code, [token])
            sessions.append(session)
            seen = seen_match(session, 0)
            assert isinstance(seen, SeenMatch)
            assert hides_numbers(seen.state) == hides_numbers(room.match.state)
    finally:
        for session in sessions:
            session.close()
        hosted.stop()


def test_a_rematch_of_a_room_stored_before_is_a_new_match_numbered_apart():
    # given a room an older server stored (no numbering key), played to its end
    before = played(hand_written(8), 8, 0)
    stored = StoredRoom("ABCDEF", "meatbot", dict(before.setup), 8,
                        [{"kind": "host", "level": None, "token_hash": None}] * 2, 0.0, [])
    room = Room.restore(stored)
    rng = random.Random(8)
    while not room.match.is_over:
        first = room.match.pending()[0]
        room.match.submit(first.player, rng.choice(first.legal_choices()))
    assert not hides_numbers(room.match.state)
    # when the host opens its rematch
    rematch, _ = room.new_match(set())
    # then the new match numbers devourables apart
    assert hides_numbers(rematch.match.state)
