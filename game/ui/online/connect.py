"""Reaching a server from the Online screens: addresses, taking a seat, and what went wrong
in a player's words. Everything here runs off the screen's thread (``Task``)."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from collections.abc import Callable
from typing import Any

from websockets.exceptions import InvalidHandshake, InvalidURI

from game.net.client import NetClient, ServerRefused
from game.net.server import DEFAULT_PORT


class RoomFull(RuntimeError):
    """Every seat of the room is taken."""


def normalise(address: str) -> str:
    """A typed address ("192.168.1.20", "host:8765", "ws://host:8765") as "ws://host:port"
    (the standard port when none is given); ValueError if it is empty."""
    typed = address.strip()
    if not typed:
        raise ValueError("Type the host's address first (like 192.168.1.20).")
    if "://" not in typed:
        typed = "ws://" + typed
    scheme, _, rest = typed.partition("://")
    host = rest.rstrip("/")
    if ":" not in host.rsplit("]", 1)[-1]:
        host = f"{host}:{DEFAULT_PORT}"
    return f"{scheme}://{host}"


def player_words(error: BaseException, address: str = "") -> str:
    """What went wrong, as a player can act on it."""
    where = address.removeprefix("ws://") or "that address"
    if isinstance(error, RoomFull):
        return "That room is full: every seat is taken."
    if isinstance(error, ServerRefused):
        return {
            "no_room": "There is no room with that code on this server: check the code.",
            "version": "That server runs another version of Hexbrawl: both of you need the "
                       "same version.",
            "bad_token": "That seat is no longer yours (the room was started again?).",
            "full": "That server cannot open more rooms now: try again later.",
            "closed": "The server closed the connection.",
        }.get(error.code, f"The server said no: {error}")
    if isinstance(error, InvalidURI):
        return "That is not an address: type it like 192.168.1.20 or 192.168.1.20:8765."
    if isinstance(error, InvalidHandshake):
        return f"Something answers at {where}, but it is not a Hexbrawl server."
    if isinstance(error, ValueError):
        return str(error)
    if isinstance(error, (OSError, TimeoutError, asyncio.TimeoutError)):
        return (f"No Hexbrawl server answered at {where}: check the address and port, and "
                "that the host's firewall lets that port in.")
    return f"That did not work: {error}"


async def claim_a_seat(address: str, room: str, timeout: float = 10.0) -> str:
    """Take the first open seat of ``room``; its token (RoomFull if there is none)."""
    client = await asyncio.wait_for(NetClient.open(address), timeout)
    try:
        for seat in range(8):
            try:
                return await asyncio.wait_for(client.claim(room, seat), timeout)
            except ServerRefused as refused:
                if refused.code != "refused":
                    raise
        raise RoomFull(room)
    finally:
        await client.close()


def local_addresses(port: int) -> list[str]:
    """The addresses other players may type to reach a server on this machine's ``port``
    (the network's own first; this machine's loopback name last)."""
    found: list[str] = []
    try:                                  # the address the machine goes out by (no packet sent)
        probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        probe.connect(("192.0.2.1", 9))
        found.append(probe.getsockname()[0])
        probe.close()
    except OSError:
        pass
    with contextlib.suppress(OSError):
        found += socket.gethostbyname_ex(socket.gethostname())[2]
    unique = [a for i, a in enumerate(found) if a not in found[:i] and
              not a.startswith("127.")]
    return [f"{a}:{port}" for a in unique] + [f"127.0.0.1:{port} (this computer)"]


class Task:
    """Work done on a thread while a screen keeps drawing: ``done``, then ``result`` or
    ``error``."""

    def __init__(self, work: Callable[[], Any]) -> None:
        self.result: Any = None
        self.error: BaseException | None = None
        self.done = False

        def run() -> None:
            try:
                self.result = work()
            except Exception as error:  # told to the player in their words
                self.error = error
            self.done = True

        threading.Thread(target=run, name="online", daemon=True).start()
