"""The Online, Join, Host and lobby screens against real servers on the loopback address."""

from __future__ import annotations

import socket
import time

import pygame
import pytest

from game.core.match import start_match
from game.net.client import ServerRefused
from game.net.host import host_in_process
from game.ui.online import memory
from game.ui.online.connect import normalise, player_words
from game.ui.online.host_scenes import HOSTED, HostSeatsScene, LobbyScene, room_request
from game.ui.online.scenes import JoinScene, OnlineScene
from game.ui.scenes.battle import BattleScene
from game.ui.session import MatchSession, SeatConfig
from tests.net.helpers import sample_setup
from tests.ui.conftest import headless_app


@pytest.fixture
def app():
    made = headless_app()
    yield made
    for hosted in HOSTED:
        hosted.stop()
    HOSTED.clear()
    pygame.quit()


def free_port() -> int:
    """A port nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def frames_until(app, test, limit: float = 20.0) -> None:
    """Run frames until ``test()`` (or fail after ``limit`` seconds)."""
    deadline = time.monotonic() + limit
    while not test():
        assert time.monotonic() < deadline, "the screen never got there"
        app.frame()
        time.sleep(0.005)


def join_at(app, address: str, code: str) -> JoinScene:
    """The Join screen with ``address`` and ``code`` typed and Join pressed."""
    scene = JoinScene()
    app.push(scene)
    app.frame()
    scene.address.value, scene.code.value = address, code
    scene.join()
    return scene


def test_joining_where_no_server_listens_says_so_in_player_words(app):
    scene = join_at(app, f"127.0.0.1:{free_port()}", "ABCDEF")
    frames_until(app, lambda: scene.task is None)
    assert scene.status.startswith("No Hexbrawl server answered at 127.0.0.1:")
    assert app.top is scene


def test_a_wrong_code_and_a_full_room_are_told_apart(app, tmp_path):
    # given a hosted room whose only other seat is taken by an AI
    hosted = host_in_process("dicebot", sample_setup("dicebot", 2, 1),
                             [{"kind": "host"}, {"kind": "ai", "level": "random"}],
                             tmp_path / "h.sqlite3", bind="127.0.0.1")
    HOSTED.append(hosted)
    address = hosted.address.removeprefix("ws://")
    # when a player types a code that is no room, then they are told to check the code
    scene = join_at(app, address, "ZZZZZZ")
    frames_until(app, lambda: scene.task is None)
    assert "no room with that code" in scene.status
    # when they type the right code, then they are told the room is full
    scene.code.value = hosted.room
    scene.join()
    frames_until(app, lambda: scene.task is None)
    assert scene.status == "That room is full: every seat is taken."


def test_refusals_and_addresses_read_as_a_player_would_say_them():
    assert "another version of Hexbrawl" in player_words(ServerRefused("version", "v2"))
    assert normalise("192.168.1.20") == "ws://192.168.1.20:8765"
    assert normalise(" host:9000 ") == "ws://host:9000"
    with pytest.raises(ValueError, match="address first"):
        normalise("  ")


def test_host_then_join_then_both_play_in_one_room(app):
    # given a Dice Bot match set up here by the New match form, seat 2 left to a joiner
    setup = sample_setup("dicebot", 2, 3)
    seats = [SeatConfig("Ann"), SeatConfig("Bob", colour=1)]
    local = MatchSession(start_match("dicebot", setup, 3), seats, "")
    app.push(OnlineScene())
    app.frame()
    host = HostSeatsScene(local)
    app.push(host)
    app.frame()
    assert host.joining == {1}
    # when the host opens the room on a port
    host.port.value = str(free_port())
    host.open_room()
    frames_until(app, lambda: isinstance(app.top, LobbyScene))
    lobby = app.top
    assert len(lobby.hosted.room) == 6 and any(":" in a for a in lobby.addresses)
    bob = lobby.session.names[1]
    assert lobby.seat_lines()[1][0] == f"{bob}: waiting for a player to join"
    # and a player on another computer (its own memory) joins with the address and code,
    # remembered for next time
    memory.path().unlink()
    joiner = join_at(app, lobby.hosted.address.removeprefix("ws://"), lobby.hosted.room)
    frames_until(app, lambda: isinstance(app.top, BattleScene))
    joined = app.top.session
    assert joined.human_seats == [1]
    assert memory.load().tokens_for(normalise(joiner.address.value), lobby.hosted.room)
    # then the lobby sees them come, and Start takes the host into the same match
    frames_until(app, lambda: lobby.session.poll() == [] and
                 lobby.seat_lines()[1][0] == f"{bob}: joined")
    joined.close()
    lobby.start()
    assert isinstance(app.top, BattleScene) and app.top.session is lobby.session
    assert lobby.session.human_seats == [0]
    lobby.session.close()


def test_a_users_own_map_goes_to_the_server_with_the_room(tmp_path):
    from game.paths import maps_dir

    shipped = next(maps_dir().glob("*.tmx"))
    own = tmp_path / "maps" / "mine.tmx"           # a copy kept beside the game's tilesets
    own.parent.mkdir()
    own.write_text(shipped.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "assets").symlink_to(maps_dir().parent / "assets")
    seats = [SeatConfig("Ann"), SeatConfig("Bot", "ai", "easy", 1)]
    fake = type("Form", (), {"seats": seats, "match": type("M", (), {
        "ruleset": "mechaton", "setup": {"arena": {"path": str(own)}}})()})()
    ruleset, setup, kinds, user_map = room_request(fake, set())
    assert setup["arena"] == {"path": "user-map.tmx"} and user_map and "<map" in user_map
    assert kinds == [{"kind": "host"}, {"kind": "ai", "level": "easy"}]
    fake.match.setup = {"arena": {"path": f"maps/{shipped.name}"}}
    assert room_request(fake, set())[1]["arena"] == {"path": shipped.name}


def test_the_remembered_room_is_read_back_and_written_over_without_a_kept_copy():
    # given a room remembered in an earlier run
    memory.OnlineMemory().remember("ws://10.0.0.5:8765", "abc123", ["t1"])
    # when a later run reads it and remembers another room
    again = memory.load()
    assert again.tokens_for("ws://10.0.0.5:8765", "ABC123") == ["t1"]
    again.remember("ws://10.0.0.5:8765", "XYZ789", ["t2"])
    # then both are kept, and the file was not set aside as one this game never read
    assert memory.load().tokens_for("ws://10.0.0.5:8765", "XYZ789") == ["t2"]
    assert not list(memory.path().parent.glob("online.json.kept*"))
    assert JoinScene().address.value == "10.0.0.5:8765"


def test_a_meatbot_match_is_hosted_and_its_battle_opens_like_any_other_games(app):
    # given a Meatbot match set up here, its second bot left to a joining player
    setup = sample_setup("meatbot", 2, 3)
    seats = [SeatConfig("Ann"), SeatConfig("Bob", colour=1)]
    local = MatchSession(start_match("meatbot", setup, 3), seats, "")
    app.push(OnlineScene())
    app.frame()
    host = HostSeatsScene(local)
    app.push(host)
    app.frame()
    # then nothing refuses it
    assert host.open_button.enabled and not host.status
    # when the host opens the room and starts
    host.port.value = str(free_port())
    host.open_room()
    frames_until(app, lambda: isinstance(app.top, LobbyScene))
    lobby = app.top
    lobby.start()
    # then the Meatbot battle shows the online match from the host's seat
    battle = app.top
    assert isinstance(battle, BattleScene) and battle.session.ruleset == "meatbot"
    app.frame()
    assert battle.flow.board.bots and battle.session.human_seats == [0]
    lobby.session.close()
