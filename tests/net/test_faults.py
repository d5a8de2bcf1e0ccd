"""Faults: dropped clients, a restarted server, and messages the server must refuse."""

from __future__ import annotations

import asyncio
import json
import random
import socket

import pytest
from websockets.asyncio.client import connect

from game.core.match import IllegalChoice, encode_choice, start_match
from game.net import protocol
from game.net.client import NetClient, ServerRefused
from game.net.codec import encode
from game.net.server import Bucket
from tests.net.helpers import (
    address,
    open_room,
    play_randomly,
    run,
    sample_setup,
    seated,
    started,
)

HOST_AND_AI = [{"kind": "host"}, {"kind": "ai", "level": "random"}]
TWO_PLAYERS = [{"kind": "host"}, {"kind": "host"}]


def played(enough: int):
    """A stop condition: the client has seen ``enough`` choices made."""
    return lambda client: max((s.gen for s in client.state.seats.values()), default=0) >= enough


def test_a_client_killed_mid_match_rejoins_with_its_token_and_gets_its_view_back():
    async def main() -> None:
        # given a match some way in, and the other player's client watching
        server = await started()
        room, tokens = await open_room(server, "meatbot", 2, TWO_PLAYERS)
        first = await seated(server, room, [tokens[0]])
        other = await seated(server, room, [tokens[1]])
        task = asyncio.create_task(play_randomly(other, random.Random(2)))
        await play_randomly(first, random.Random(1), stop=played(30))
        task.cancel()
        await asyncio.sleep(0.05)                  # let a choice already sent land
        # when the first client's connection dies
        first.ws.transport.abort()
        await other.wait_for(lambda s: 0 in s.missing)
        # then the other seat is told who is missing, and a new client with the token gets
        # back exactly the view and requests the server holds for that seat
        assert other.state.missing[0] >= 0
        again = await seated(server, room, [tokens[0]])
        # (a choice still on its way when the play stopped may land meanwhile: then the
        # newest update must catch up with it)
        await again.wait_for(lambda s: seat_shown_as_held(server, room, again), 20)
        await other.wait_for(lambda s: 0 not in s.missing)
        # and the match plays on to its end
        await asyncio.gather(play_randomly(again, random.Random(3)),
                             play_randomly(other, random.Random(4)))
        await again.wait_for(lambda s: s.replay_ok is not None)
        assert again.state.replay_ok
        for client in (again, other):
            await client.close()
        await server.stop()

    run(main)


def seat_shown_as_held(server, room: str, client: NetClient, seat: int = 0) -> bool:
    """True if ``client`` holds for ``seat`` exactly the view and the requests the server
    holds for that seat now (the view as rebuilt from its updates, changes included)."""
    match = server.rooms[room].match
    held = client.state.seats.get(seat)
    pending = [r for r in match.pending() if r.player == seat]
    return held is not None and held.view == match.view_for(seat) and (
        [encode(r) for r in held.requests] == [encode(r) for r in pending])


def test_a_restarted_server_resumes_every_room_from_sqlite(tmp_path):
    async def main() -> None:
        db = tmp_path / "rooms.sqlite3"
        # given two rooms some way into their matches
        server = await started(db)
        rooms = [await open_room(server, name, 4, HOST_AND_AI) for name in ("mechaton",
                                                                            "dicebot")]
        clients = [await seated(server, room, [tokens[0]]) for room, tokens in rooms]
        for index, client in enumerate(clients):
            await play_randomly(client, random.Random(index), stop=played(12))
        await asyncio.sleep(0.2)                   # let AI answers in flight land
        before = {room: server.rooms[room].replay_json() for room, _ in rooms}
        views = {room: server.rooms[room].state_message(0, []) for room, _ in rooms}
        # when the server stops and a new one starts on the same database
        for client in clients:
            await client.close()
        await server.stop()
        server = await started(db)
        # then every room is back exactly where it was, and plays on to the end
        for room, tokens in rooms:
            assert server.rooms[room].replay_json() == before[room]
            assert server.rooms[room].state_message(0, []) == views[room]
            client = await seated(server, room, [tokens[0]])
            await play_randomly(client, random.Random(7))
            await client.wait_for(lambda s: s.replay_ok is not None)
            assert client.state.replay_ok
            await client.close()
        await server.stop()

    run(main)


async def refused(ws, text: str) -> dict:
    """Send raw text and return the server's error reply."""
    await ws.send(text)
    reply = json.loads(await asyncio.wait_for(ws.recv(), 5))
    assert reply["t"] == "error", reply
    return reply


def test_garbage_oversized_wrong_seat_and_replayed_messages_are_refused_and_change_nothing():
    async def main() -> None:
        # given a room with two players, one of them connected by hand
        server = await started()
        room, tokens = await open_room(server, "meatbot", 6, TWO_PLAYERS)
        match = server.rooms[room].match
        ws = await connect(address(server))
        await ws.send(protocol.dumps("hello", room=room, tokens=[tokens[0]]))
        while json.loads(await ws.recv())["t"] != "presence":
            pass
        before = len(match.choices)
        request = match.request_for(0)
        choice = encode_choice(request.legal_choices()[0])
        # when it sends garbage, a huge message, the wrong version, unknown types and fields
        version = protocol.VERSION
        codes = [(await refused(ws, text))["code"] for text in (
            "not json", "[1, 2]", json.dumps({"v": 99, "t": "ping"}),
            json.dumps({"v": version, "t": "shutdown"}),
            json.dumps({"v": version, "t": "ping", "x": 1}),
            json.dumps({"v": version, "t": "choose", "room": room, "seat": "0", "request": 1,
                        "choice": {}}),
            protocol.dumps("choose", room=room, seat=0, request=request.id,
                           choice={"type": "Pick", "d4": "x" * 20_000}),
            f'{{"v": {version}, "t": "ping", "n": NaN}}', "[" * 100_000 + "]" * 100_000)]
        assert codes == ["bad_json", "bad_shape", "version", "unknown_type", "bad_field",
                         "bad_field", "too_big", "bad_json", "bad_json"]
        # and answers a seat it does not hold, an illegal choice, an unknown class, a bad token
        wrong = await refused(ws, protocol.dumps("choose", room=room, seat=1,
                                                 request=request.id, choice=choice))
        illegal = await refused(ws, protocol.dumps("choose", room=room, seat=0,
                                                   request=request.id,
                                                   choice={"type": "Pick", "d4": 99}))
        alien = await refused(ws, protocol.dumps("choose", room=room, seat=0,
                                                 request=request.id,
                                                 choice={"type": "os.system", "cmd": "ls"}))
        token = await refused(ws, protocol.dumps("hello", room=room, tokens=["guess"]))
        assert [wrong["code"], illegal["code"], alien["code"], token["code"]] == [
            "not_your_seat", "refused", "refused", "bad_token"]
        # then nothing changed
        assert len(match.choices) == before
        # and a choice accepted once is refused when the same message is sent again
        message = protocol.dumps("choose", room=room, seat=0, request=request.id,
                                 choice=choice)
        await ws.send(message)
        while json.loads(await ws.recv())["t"] != "update":
            pass
        assert len(match.choices) == before + 1
        replayed = await refused(ws, message)
        assert replayed["code"] in ("refused",) and len(match.choices) == before + 1
        # and the server still serves everyone
        other = await NetClient.open(address(server))
        await other.ask("ping", "pong")
        await other.close()
        await ws.close()
        await server.stop()

    run(main)


def test_a_client_sending_too_fast_is_slowed_down_and_others_are_unaffected():
    async def main() -> None:
        # given a server allowing 5 messages a second
        server = await started(rate=5.0)
        ws = await connect(address(server))
        # when a client sends 40 pings at once
        for _ in range(40):
            await ws.send(protocol.dumps("ping"))
        replies = [json.loads(await asyncio.wait_for(ws.recv(), 5))["t"] for _ in range(40)]
        # then most are refused for speed, and another client is still served
        assert replies.count("pong") <= 11 and "error" in replies
        other = await NetClient.open(address(server))
        await other.ask("ping", "pong")
        await other.close()
        await ws.close()
        await server.stop()

    run(main)


def test_a_client_that_stops_reading_holds_up_nobody_else():
    async def main() -> None:
        # given a MetalKrushers match (big updates) played by one client for both seats, and a
        # second connection on seat 1 that never reads what it is sent
        server = await started()
        room, tokens = await open_room(server, "metalkrushers", 4, TWO_PLAYERS)
        line = socket.socket()
        line.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)   # a thin, slow line
        line.connect(("127.0.0.1", server.port))
        stalled = await connect(address(server), sock=line, max_queue=1, compression=None)
        await stalled.send(protocol.dumps("hello", room=room, tokens=[tokens[1]]))
        player = await seated(server, room, [tokens[0], tokens[1]])
        # when the player makes 80 choices (far more than the stalled line's buffers hold)
        await play_randomly(player, random.Random(4), stop=played(80))
        # then every one was answered, and the stalled connection is cut off or still queued
        assert max(s.gen for s in player.state.seats.values()) >= 80
        assert not player.state.closed
        await player.close()
        stalled.transport.abort()
        await server.stop()

    run(main, 60)


def test_a_client_pacing_itself_is_never_refused_for_speed():
    async def main() -> None:
        # given a server allowing 20 messages a second and a client pacing itself under that
        server = await started(rate=20.0)
        client = await NetClient.open(address(server), pace=16.0)
        # when the client is asked for 40 pings at once (twice the server's burst)
        await asyncio.gather(*(client.send("ping") for _ in range(40)))
        replies = [await asyncio.wait_for(client.replies.get(), 5) for _ in range(40)]
        # then every one is answered and none refused
        assert [r["t"] for r in replies] == ["pong"] * 40
        await client.close()
        await server.stop()

    run(main)


def test_a_quiet_spell_forgives_earlier_refusals():
    # given a bucket that refused a burst
    bucket = Bucket(rate=10.0, level=0.0)
    assert not bucket.allow() and bucket.refused == 1
    # when the connection keeps quiet until the bucket is full again
    bucket.last -= 3.0
    # then its next message goes and the refusals are forgotten
    assert bucket.allow() and bucket.refused == 0


def test_an_answer_sent_as_another_seat_renewed_the_request_counts_once():
    from game.net.rooms import Room, Seat

    # given Dice Bot's opening, where both seats must say they are ready at once
    match = start_match("dicebot", sample_setup("dicebot", 2, 1), 1)
    room = Room("TEST02", match, [Seat("host"), Seat("host")])
    seen_by_1 = match.request_for(1)
    ready = encode_choice(seen_by_1.legal_choices()[0])
    # when seat 0 answers first, which renews seat 1's request, and seat 1's answer to the
    # request it saw arrives after
    first = match.request_for(0)
    room.submit(0, first.id, encode_choice(first.legal_choices()[0]))
    assert match.request_for(1).id != seen_by_1.id
    room.submit(1, seen_by_1.id, ready)
    # then it counted, in arrival order; the same message again is refused and changes nothing
    assert [player for player, _ in match.choices] == [0, 1]
    made = len(match.choices)
    with pytest.raises(IllegalChoice):
        room.submit(1, seen_by_1.id, ready)
    assert len(match.choices) == made


def test_a_message_replayed_after_a_restart_is_still_refused(tmp_path):
    async def main() -> None:
        # given a choice accepted, and the exact message kept
        db = tmp_path / "rooms.sqlite3"
        server = await started(db)
        room, tokens = await open_room(server, "meatbot", 8, TWO_PLAYERS)
        client = await seated(server, room, [tokens[0]])
        request = server.rooms[room].match.request_for(0)
        await client.choose(0, request, request.legal_choices()[0])
        await client.wait_for(lambda s: s.seats[0].gen == 1)
        await client.close()
        await server.stop()
        # when the server restarts and the same message arrives again
        server = await started(db)
        again = await seated(server, room, [tokens[0]])
        await again.send("choose", room=room, seat=0, request=request.id,
                         choice=encode_choice(request.legal_choices()[0]))
        reply = await again.replies.get()
        # then it is refused and the match has still one choice
        assert reply["t"] == "error" and len(server.rooms[room].match.choices) == 1
        await again.close()
        await server.stop()

    run(main)


def test_one_connection_cannot_open_rooms_without_end():
    async def main() -> None:
        server = await started()
        host = await NetClient.open(address(server))
        setup = sample_setup("dicebot", 2, 1)
        for _ in range(20):
            await host.create("dicebot", setup, TWO_PLAYERS)
        with pytest.raises(ServerRefused) as refused:
            await host.create("dicebot", setup, TWO_PLAYERS)
        assert refused.value.code == "full" and len(server.rooms) == 20
        await host.close()
        await server.stop()

    run(main)


def test_a_restored_room_remembers_which_requests_each_seat_answered():
    from game.net.rooms import Room, Seat

    # given a live room some choices in
    match = start_match("dicebot", sample_setup("dicebot", 2, 3), 3)
    live = Room("TEST03", match, [Seat("host"), Seat("host")])
    rng, stored = random.Random(3), []
    for _ in range(25):
        request = match.pending()[0]
        choice = encode_choice(rng.choice(request.legal_choices()))
        live.submit(request.player, request.id, choice)
        stored.append((request.player, choice))
    # when it is rebuilt from what the store keeps
    kept = live.stored()
    kept.choices = stored
    restored = Room.restore(kept)
    # then it refuses the same old answers the live room refuses
    assert restored.answered == live.answered


def test_the_server_handles_every_message_type_the_protocol_lists():
    from game.net import protocol
    from game.net.server import Server

    assert set(Server()._handlers) == set(protocol.CLIENT)
