"""A full match of every game between two clients and an AI seat on a loopback server."""

from __future__ import annotations

import asyncio
import random

import pytest

from game.core.ruleset import ruleset_names
from game.net.client import NetClient
from tests.net.helpers import address, open_room, play_randomly, run, seated, started


@pytest.mark.parametrize("ruleset", ruleset_names())
def test_two_clients_and_an_ai_play_to_the_end_and_both_replays_check(ruleset, tmp_path):
    async def main() -> None:
        # given a server, a room of two remote players and an AI, and both players seated
        server = await started(tmp_path / "rooms.sqlite3")
        seats = [{"kind": "host"}, {"kind": "open"}, {"kind": "ai", "level": "random"}]
        room, tokens = await open_room(server, ruleset, 3, seats)
        first = await seated(server, room, [tokens[0]])
        claimer = await NetClient.open(address(server), pace=None)
        token = await claimer.claim(room, 1)
        await claimer.hello(room, [token])
        # when both play random legal choices to the end
        await asyncio.gather(play_randomly(first, random.Random(1)),
                             play_randomly(claimer, random.Random(2)))
        for client in (first, claimer):
            await client.wait_for(lambda s: s.replay_ok is not None, 20)
        # then both clients replayed the published match to the server's own result
        assert first.state.replay_ok, first.state.replay_problem
        assert claimer.state.replay_ok, claimer.state.replay_problem
        assert server.store.replay_of(room) == first.state.replay
        # and the views each rebuilt from updates written as changes are the server's own
        match = server.rooms[room].match
        for client, seat in ((first, 0), (claimer, 1)):
            assert client.state.seats[seat].view == match.view_for(seat)
            assert client.state.public == match.view_for(None)
        for client in (first, claimer):
            await client.close()
        await server.stop()

    run(main)


def test_two_players_sharing_one_client_get_each_event_once(tmp_path):
    async def main() -> None:
        # given one client holding two seats (hot-seat inside an online match) and an AI
        server = await started()
        seats = [{"kind": "host"}, {"kind": "host"}, {"kind": "ai", "level": "random"}]
        room, tokens = await open_room(server, "dicebot", 6, seats)
        client = await seated(server, room, [tokens[0], tokens[1]])
        # when it plays both seats to the end
        await play_randomly(client, random.Random(6))
        await client.wait_for(lambda s: s.replay_ok is not None)
        # then its log is the server's, each event once, and the replay checks
        assert client.state.mine == (0, 1) and client.state.replay_ok
        assert repr(client.state.log) == repr(server.rooms[room].match.events)
        await client.close()
        await server.stop()

    run(main)
