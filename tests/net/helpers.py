"""Shared pieces of the online tests: a server on the loopback address and bot clients."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from game.core.ruleset import ruleset_module
from game.net.client import NetClient
from game.net.server import Server

LOOPBACK = "127.0.0.1"
TIME_LIMIT = 60.0
"""No online test may run longer than this many seconds."""


def run(main: Callable[[], Awaitable[Any]], limit: float = TIME_LIMIT) -> Any:
    """Run an async test body with a hard time limit."""
    return asyncio.run(asyncio.wait_for(main(), limit))


FAST = 10_000.0
"""The message rate test servers allow (bots answer far faster than people)."""


async def started(db: Path | str = ":memory:", data_dir: Path | None = None,
                  rate: float = FAST) -> Server:
    """A server listening on a free loopback port."""
    server = Server(db, data_dir, rate=rate)
    await server.start(LOOPBACK, 0)
    return server


def address(server: Server) -> str:
    """The server's address for clients."""
    return f"ws://{LOOPBACK}:{server.port}"


def sample_setup(ruleset: str, seats: int, seed: int) -> dict[str, Any]:
    """The ruleset's quick sample set-up."""
    return ruleset_module(ruleset).sample_setup_json(seats, seed)


async def open_room(server: Server, ruleset: str, seed: int, kinds: list[dict[str, Any]]
                    ) -> tuple[str, dict[int, str]]:
    """Create a room through a short-lived host connection."""
    host = await NetClient.open(address(server), pace=None)
    try:
        return await host.create(ruleset, sample_setup(ruleset, len(kinds), seed), kinds)
    finally:
        await host.close()


async def seated(server: Server, room: str, tokens: list[str]) -> NetClient:
    """A client holding the seats ``tokens`` open."""
    client = await NetClient.open(address(server), pace=None)
    await client.hello(room, tokens)
    return client


async def play_randomly(client: NetClient, rng: random.Random,
                        stop: Callable[[NetClient], bool] | None = None,
                        chooser: Callable[[Any], Any] | None = None) -> None:
    """Answer this client's requests with random legal choices until the match is over (or
    ``stop(client)``); a choice the server refuses as stale is simply tried again later."""
    answered: set[tuple[int, int, int]] = set()
    while not client.state.over and not (stop and stop(client)):
        todo = [(seat, request, state.gen) for seat, state in client.state.seats.items()
                for request in state.requests
                if (seat, request.id, state.gen) not in answered]
        if not todo:
            seen = len(client.received)
            await client.wait_for(lambda s, seen=seen: len(client.received) > seen or
                                  bool(s.closed), 30)
            continue
        seat, request, gen = rng.choice(todo)
        answered.add((seat, request.id, gen))
        choice = chooser(request) if chooser else rng.choice(request.legal_choices())
        await client.choose(seat, request, choice)
        await asyncio.sleep(0)
