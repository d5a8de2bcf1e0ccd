"""The session interface both sessions offer, the remote session against a real server, the
Host button's in-process server, handing a missing seat to the AI, and the offline start."""

from __future__ import annotations

import ast
import asyncio
import random
import subprocess
import sys
import time
from pathlib import Path

from game.core.match import start_match
from game.core.session import Session
from game.net.client import NetClient
from game.net.host import host_in_process
from game.net.remote import RemoteSession
from game.ui.battle.seats import SeatConfig
from game.ui.session import MatchSession
from tests.net.helpers import address, open_room, run, sample_setup, seated, started

ROOT = Path(__file__).resolve().parents[2]


def test_the_local_session_offers_the_session_interface():
    match = start_match("dicebot", sample_setup("dicebot", 2, 1), 1)
    local = MatchSession(match, [SeatConfig("Bot 1"), SeatConfig("Bot 2")], "")
    assert isinstance(local, Session)
    assert repr(local.view_for(0)) == repr(match.view_for(0))
    local.close()


def test_a_remote_session_plays_a_hosted_match_to_the_end(tmp_path):
    # given a server hosted in this process (as the Host button will) with the host's seat
    hosted = host_in_process("dicebot", sample_setup("dicebot", 2, 2),
                             [{"kind": "host"}, {"kind": "ai", "level": "random"}],
                             tmp_path / "host.sqlite3", bind="127.0.0.1")
    session = RemoteSession(hosted.address, hosted.room, [hosted.tokens[0]])
    try:
        assert isinstance(session, Session)
        assert len(hosted.room) == 6 and session.human_seats == [0]
        rng, deadline, seen = random.Random(5), time.monotonic() + 40, 0
        # when the screen's thread answers what it is asked and drains the events
        while not session.is_over and time.monotonic() < deadline:
            session.poll()
            while session.next_event() is not None:
                seen += 1
            asked = session.human_requests()
            if asked:
                request, refused = asked[0], session.refusals
                if not session.connected:       # dropped: the session opens it again
                    time.sleep(0.05)
                    continue
                session.submit(request.player, rng.choice(request.legal_choices()))
                while session.human_requests()[:1] == [request] and time.monotonic() < deadline:
                    session.poll()
                    if session.refusals > refused:  # too fast for the server: try again
                        time.sleep(0.05)
                        break
                    time.sleep(0.002)
            else:
                time.sleep(0.002)
        # then the match ended, every event arrived and the replay checked out
        while session.client.state.replay_ok is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert session.is_over and session.client.state.replay_ok
        session.poll()
        assert seen + len(session.events) == len(session.log) == len(session.client.state.log)
        assert session.view_for(0) is not None
    finally:
        session.close()
        hosted.stop()


def test_the_host_may_hand_a_missing_seat_to_the_ai():
    async def main() -> None:
        # given a room where the second player never came
        server = await started()
        room, tokens = await open_room(server, "meatbot", 3, [{"kind": "host"},
                                                              {"kind": "open"}])
        host = await seated(server, room, [tokens[0]])
        await host.wait_for(lambda s: 1 in s.missing)
        # when a joiner (not the host) tries to, it is refused; when the host does, the AI
        # plays that seat from then on
        joiner = await NetClient.open(address(server))
        token = await joiner.claim(room, 1)
        await joiner.hello(room, [token])
        await joiner.send("hand_to_ai", room=room, seat=0, level="random")
        assert (await joiner.replies.get())["code"] == "not_host"
        await joiner.close()
        await host.wait_for(lambda s: 1 in s.missing)
        await host.send("hand_to_ai", room=room, seat=1, level="random")
        await host.wait_for(lambda s: 1 not in s.missing)
        assert server.rooms[room].seats[1].kind == "ai"
        await host.close()
        await server.stop()

    run(main)


def test_starting_the_game_offline_runs_no_network_code():
    code = ("import sys, game.ui.launch, game.ui.app\n"
            "print([m for m in ('websockets', 'game.net', 'asyncio') if m in sys.modules])\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True, env={"SDL_VIDEODRIVER": "dummy",
                                                     "SDL_AUDIODRIVER": "dummy",
                                                     "PATH": "/usr/bin:/bin"})
    assert "websockets" not in out.stdout and "game.net" not in out.stdout


def test_the_net_package_imports_no_pygame_at_module_level():
    offenders = []
    for path in sorted((ROOT / "game" / "net").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            offenders += [f"{path.name}: {n}" for n in names
                          if n.split(".")[0] in ("pygame", "pytmx") or n.startswith("game.ui")]
    assert offenders == []


def test_the_dedicated_server_command_starts_and_serves(tmp_path):
    async def main() -> None:
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "game.net", "--host", "127.0.0.1", "--port", "0",
            "--db", str(tmp_path / "d.sqlite3"), cwd=ROOT, stderr=asyncio.subprocess.PIPE)
        try:
            line = (await asyncio.wait_for(process.stderr.readline(), 20)).decode()
            port = int(line.split("listening on 127.0.0.1:")[1].split()[0])
            client = await NetClient.open(f"ws://127.0.0.1:{port}")
            assert (await client.ask("ping", "pong"))["t"] == "pong"
            await client.close()
        finally:
            process.terminate()
            await process.wait()

    run(main)


def test_the_project_installs_websockets_and_the_server_command():
    import importlib
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert any(dep.startswith("websockets") for dep in project["dependencies"])
    module, _, name = project["scripts"]["hexbrawl-server"].partition(":")
    assert callable(getattr(importlib.import_module(module), name))


def test_a_dropped_remote_session_opens_its_seat_again_and_gets_its_view_back(tmp_path):
    # given a remote session in a hosted match that has moved on a little
    hosted = host_in_process("dicebot", sample_setup("dicebot", 2, 6),
                             [{"kind": "host"}, {"kind": "ai", "level": "random"}],
                             tmp_path / "host.sqlite3", bind="127.0.0.1")
    session = RemoteSession(hosted.address, hosted.room, [hosted.tokens[0]])
    try:
        session.poll()
        before_view, before_log = repr(session.view_for(0)), len(session.log)
        first = session.client
        # when its connection drops
        session._run(first.ws.close(), 5.0)
        deadline = time.monotonic() + 20
        while session.client is first and time.monotonic() < deadline:
            session.poll()
            time.sleep(0.02)
        session.poll()
        # then it is connected again with the same seat, the same view, and no event twice
        assert session.client is not first and session.connected
        assert session.human_seats == [0]
        assert repr(session.view_for(0)) == before_view
        assert len(session.log) == before_log == len(session.client.state.log)
    finally:
        session.close()
        hosted.stop()
