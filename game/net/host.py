"""Host in-process: the same server on a port, on a background thread, for the Host button."""

from __future__ import annotations

import asyncio
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.net.client import NetClient
from game.net.server import Server


@dataclass
class HostedServer:
    """A server running on a thread of this process, and the room the host opened."""

    address: str
    room: str
    tokens: dict[int, str]
    server: Server
    loop: asyncio.AbstractEventLoop
    thread: threading.Thread

    def stop(self) -> None:
        """Stop the server and its thread."""
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def host_in_process(ruleset: str, setup: dict[str, Any], seats: list[dict[str, Any]],
                    db_path: str | Path, port: int = 0, bind: str = "0.0.0.0",
                    user_map: str | None = None) -> HostedServer:
    """Start a server on ``port`` (0: any free one) on a background thread, open a room and
    return the address, room code and the host seats' tokens. Only called when the player
    chooses to host: nothing of this runs when the game starts."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="hexbrawl-host", daemon=True)
    thread.start()

    async def begin() -> tuple[Server, int, str, dict[int, str]]:
        server = Server(db_path)
        bound = await server.start(bind, port)
        client = await NetClient.open(f"ws://127.0.0.1:{bound}")
        room, tokens = await client.create(ruleset, setup, seats, user_map)
        await client.close()
        return server, bound, room, tokens

    server, bound, room, tokens = asyncio.run_coroutine_threadsafe(begin(), loop).result(30)
    return HostedServer(f"ws://127.0.0.1:{bound}", room, tokens, server, loop, thread)
