"""Updates carry what changed: a match's fixed parts go once (in ``welcome``), and after a
choice each view is written as its change from the seat's last one; a client still rebuilds
every whole view."""

from __future__ import annotations

import asyncio
import json
import random

import pytest
from websockets.asyncio.server import serve

from game.core.match import encode_choice
from game.core.ruleset import ruleset_names
from game.net import protocol
from game.net.client import NetClient, ServerRefused
from game.net.codec import KEEP, NO_BASE, CodecError, Decoder, encode
from game.net.rooms import Room, Seat
from tests.contract.helpers import sample_match
from tests.net.helpers import run

CHOICES = 150
"""Choices of random play each game is checked over."""


def sample_room(ruleset: str, seed: int) -> Room:
    """A room of two remote players around the game's sample match."""
    match = sample_match(ruleset, seed)
    return Room("TEST01", match, [Seat("open") for _ in match.state.names])


def welcomed(room: Room) -> Decoder:
    """A client's decoder after the room's welcome."""
    decoder = Decoder.for_game(room.match.ruleset)
    decoder.take_fixed(json.loads(room.welcome([0]))["fixed"])
    return decoder


class Reader:
    """What a client holding every seat rebuilds from the updates it is sent."""

    def __init__(self, room: Room) -> None:
        self.decoder = welcomed(room)
        self.views: dict[int | None, object] = {}
        self.texts: list[str] = []

    def take(self, messages: dict[int, str]) -> None:
        """Read one batch of updates (one per seat)."""
        for seat, text in messages.items():
            message = json.loads(text)
            self.texts.append(text)
            self.views[seat] = self.decoder.decode(message["view"],
                                                   self.views.get(seat, NO_BASE))
            self.views[None] = self.decoder.decode(message["public"],
                                                   self.views.get(None, NO_BASE))


@pytest.mark.parametrize("ruleset", ruleset_names())
def test_views_written_as_changes_rebuild_every_seats_whole_view(ruleset):
    # given a room of a sample match, and a client that got its welcome and first updates
    room, rng = sample_room(ruleset, 4), random.Random(4)
    match, seats = room.match, list(range(len(room.seats)))
    reader = Reader(room)
    reader.take(room.state_messages(seats, match.events))
    kept = 0
    while not match.is_over and len(match.choices) < CHOICES:
        # when a choice is made and every seat is sent its view as a change from its last
        request = rng.choice(match.pending())
        choice = rng.choice(request.legal_choices())
        events = room.submit(request.player, request.id, encode_choice(choice))
        reader.take(room.state_messages(seats, events, since_last=True))
        # then the client rebuilds each seat's whole view, and the public one, exactly
        for seat in [*seats, None]:
            assert reader.views[seat] == match.view_for(seat), (len(match.choices), seat)
        kept += sum(json.dumps(KEEP, separators=(",", ":")) in t for t in reader.texts[-2:])
    # and what stayed the same was not written again
    assert kept > 0


def test_metalkrushers_arena_goes_once_in_the_welcome_and_in_no_update():
    # given a MetalKrushers room
    room, rng = sample_room("metalkrushers", 2), random.Random(2)
    match, arena = room.match, room.match.state.arena
    whole = json.dumps(encode(arena), separators=(",", ":"))
    # when a client joins (welcome, whole updates) and plays on (updates after choices)
    welcome = json.loads(room.welcome([0, 1]))
    reader = Reader(room)
    reader.take(room.state_messages([0, 1], match.events))
    for _ in range(40):
        request = rng.choice(match.pending())
        events = room.submit(request.player, request.id,
                             encode_choice(rng.choice(request.legal_choices())))
        reader.take(room.state_messages([0, 1], events, since_last=True))
    # then the welcome carries the arena once, among the match's fixed parts
    assert welcome["fixed"]["arena"] == json.loads(whole)
    assert welcome["arena"] == {"$r": "arena"}
    # and no update writes it out again: each is a fraction of the arena's size
    assert all("game.core.arena:Arena" not in text for text in reader.texts)
    assert max(len(text) for text in reader.texts) < len(whole) / 2
    # yet every view the client rebuilds holds the whole arena
    assert reader.views[0].arena == arena and reader.views[None].arena == arena


@pytest.mark.parametrize("data", [KEEP, {"$t": [KEEP]}, {"$r": "arena"}, {"$r": 3}])
def test_a_kept_part_with_nothing_to_keep_and_an_unknown_fixed_part_are_refused(data):
    # given a decoder that holds no earlier copy and no fixed parts
    decoder = Decoder.for_game("metalkrushers")
    # when it reads a part said to be kept, or a fixed part it never got, then it refuses
    with pytest.raises(CodecError):
        decoder.decode(data)


def test_a_client_refuses_a_server_speaking_another_protocol_version():
    async def older(ws) -> None:
        await ws.recv()
        await ws.send(json.dumps({"v": protocol.VERSION - 1, "t": "welcome", "room": "X"}))
        await ws.wait_closed()

    async def main() -> None:
        # given a server speaking the protocol version before this one
        async with serve(older, "127.0.0.1", 0) as server:
            port = server.sockets[0].getsockname()[1]
            client = await NetClient.open(f"ws://127.0.0.1:{port}", pace=None)
            # when the client says hello, then it refuses in words naming both versions
            with pytest.raises(ServerRefused) as refused:
                await client.hello("X", ["token"])
            assert refused.value.code == "version"
            assert f"version {protocol.VERSION - 1}" in str(refused.value)
            assert f"version {protocol.VERSION}" in str(refused.value)
            # and reads nothing of it
            await asyncio.sleep(0.05)
            assert client.state.closed and client.state.room == ""
            await client.close()

    run(main, 20)
