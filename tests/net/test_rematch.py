"""A rematch after an online match: the host opens a new room of the same set-up and seats,
and every player still there is sent their own seats' tokens in it."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from game.net import protocol
from game.net.client import NetClient, ServerRefused
from tests.net.helpers import address, open_room, play_randomly, run, seated, started

SEATS = [{"kind": "host"}, {"kind": "open"}, {"kind": "ai", "level": "random"}]


async def finished_room(server, seed: int = 4):
    """A Dice Bot room played to the end by its host's client and a joined player's."""
    room, tokens = await open_room(server, "dicebot", seed, SEATS)
    host = await seated(server, room, [tokens[0]])
    joiner = await NetClient.open(address(server), pace=None)
    await joiner.hello(room, [await joiner.claim(room, 1)])
    await asyncio.gather(play_randomly(host, random.Random(1)),
                         play_randomly(joiner, random.Random(2)))
    return room, host, joiner


def test_the_host_opens_a_rematch_and_each_player_gets_their_own_seat_in_it(tmp_path):
    async def main() -> None:
        # given a finished room of the host, a joined player and an AI
        server = await started(tmp_path / "rooms.sqlite3")
        room, host, joiner = await finished_room(server)
        # when the host asks for a rematch
        await host.send("rematch", room=room)
        for client in (host, joiner):
            await client.wait_for(lambda s: s.rematch is not None, 10)
        # then both hear of the same new room, each with one token: their own seat's
        (code, host_tokens), (same, joiner_tokens) = host.state.rematch, joiner.state.rematch
        assert code == same != room and len(host_tokens) == len(joiner_tokens) == 1
        old, new = server.rooms[room], server.rooms[code]
        assert new.seat_of(host_tokens[0]) == 0 and new.seat_of(joiner_tokens[0]) == 1
        # and the new room has the same game, set-up and seats, with new dice
        assert new.match.setup == old.match.setup and new.match.seed != old.match.seed
        assert [s.kind for s in new.seats] == ["host", "open", "ai"]
        assert new.seats[2].level == "random" and not new.match.is_over
        # and the players take their seats there with those tokens and play it out
        again = [await seated(server, code, host_tokens), await seated(server, code,
                                                                       joiner_tokens)]
        assert again[0].state.mine == (0,) and again[1].state.mine == (1,)
        await asyncio.gather(play_randomly(again[0], random.Random(3)),
                             play_randomly(again[1], random.Random(4)))
        await again[0].wait_for(lambda s: s.replay_ok is not None, 20)
        assert again[0].state.replay_ok
        for client in (host, joiner, *again):
            await client.close()
        await server.stop()

    run(main)


@pytest.mark.parametrize("who, finished, twice, code", [
    ("joiner", True, False, "not_host"),
    ("host", False, False, "not_over"),
    ("host", True, True, "rematch_open"),
])
def test_a_rematch_is_refused_to_a_guest_before_the_end_and_twice(who, finished, twice,
                                                                  code, tmp_path):
    async def main() -> None:
        # given a room, played to the end or not
        server = await started(tmp_path / "rooms.sqlite3")
        if finished:
            room, host, joiner = await finished_room(server)
        else:
            room, tokens = await open_room(server, "dicebot", 5, SEATS)
            host = await seated(server, room, [tokens[0]])
            joiner = await NetClient.open(address(server), pace=None)
        asker = host if who == "host" else joiner
        if twice:
            await host.send("rematch", room=room)
            await host.wait_for(lambda s: s.rematch is not None, 10)
        rooms = len(server.rooms)
        while not asker.replies.empty():   # refusals of stale answers during play
            asker.replies.get_nowait()
        # when that client asks for a rematch, then it is refused and no room is opened
        with pytest.raises(ServerRefused) as refused:
            await asyncio.wait_for(asker.ask("rematch", "rematch", room=room), 10)
        assert refused.value.code == code and len(server.rooms) == rooms
        for client in (host, joiner):
            await client.close()
        await server.stop()

    run(main)


def test_a_rematch_message_is_checked_like_any_other():
    # given rematch messages with a field missing, of the wrong type, or one too many
    for fields in ({}, {"room": 7}, {"room": "ABCDEF", "seed": 1}):
        raw = json.dumps({"v": protocol.VERSION, "t": "rematch", **fields})
        # then the protocol refuses each before anything is done
        with pytest.raises(protocol.ProtocolError) as refused:
            protocol.parse(raw)
        assert refused.value.code == "bad_field"
