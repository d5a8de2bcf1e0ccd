"""A host's own map: accepted once checked like a local load, refused with the map's error."""

from __future__ import annotations

import random

import pytest

from game.net.client import NetClient, ServerRefused
from game.net.maps import USER_MAP, portable_map_text
from game.paths import maps_dir
from tests.net.helpers import address, play_randomly, run, sample_setup, seated, started

SEATS = [{"kind": "host"}, {"kind": "ai", "level": "random"}]


def user_map_setup() -> dict:
    """Meatbot's sample set-up on the map the host sends."""
    setup = sample_setup("meatbot", 2, 1)
    setup["arena"] = {"path": USER_MAP}
    return setup


def test_a_hosts_own_map_is_checked_and_played_on(tmp_path):
    async def main() -> None:
        # given a server and a host with a map of its own
        server = await started(tmp_path / "db.sqlite3")
        host = await NetClient.open(address(server))
        text = portable_map_text(maps_dir() / "duel_pit.tmx")
        # when the host opens a room on it
        room, tokens = await host.create("meatbot", user_map_setup(), SEATS, text)
        # then the match is on that map, and plays to the end
        assert server.rooms[room].match.state.setup.arena.name == "Duel Pit"
        client = await seated(server, room, [tokens[0]])
        await play_randomly(client, random.Random(1))
        await client.wait_for(lambda s: s.replay_ok is not None)
        assert client.state.replay_ok
        await client.close()
        await host.close()
        await server.stop()

    run(main)


@pytest.mark.parametrize("text, named", [
    ("<map>not a hex map</map>", "map"),
    ('<?xml version="1.0"?><!DOCTYPE m [<!ENTITY e "x">]><map/>', "entities"),
    ((maps_dir() / "duel_pit.tmx").read_text(), "another file"),
    ("x" * 2_000_000, "too big"),
])
def test_a_broken_or_outside_reaching_map_is_refused_with_its_error(tmp_path, text, named):
    async def main() -> None:
        server = await started(tmp_path / "db.sqlite3")
        host = await NetClient.open(address(server))
        # when the host sends a broken map, one naming files on the server, or a huge one
        with pytest.raises(ServerRefused) as refused:
            await host.create("meatbot", user_map_setup(), SEATS, text)
        # then it is refused, naming why, and no room is made
        assert named in str(refused.value)
        assert not server.rooms
        await host.close()
        await server.stop()

    run(main)
