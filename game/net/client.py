"""The client side: an asyncio connection to a server, and a session the battle screens read.

``NetClient`` speaks the protocol (game/net/protocol.py): create or claim seats, open them
with their tokens, send choices, and keep what the server said for each seat (its view, its
requests, the events in order). ``RemoteSession`` runs a ``NetClient`` on a background thread
and offers the same reading interface as the local session (game/core/session.py), so the
battle screens can show an online match like a local one. When the match ends the client
plays the published replay itself and checks it reaches the same result.
"""

from __future__ import annotations

import asyncio
import json
import tempfile
import threading
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from game.core.events import Event
from game.core.match import Choice, Request, encode_choice
from game.core.replay import ReplayError, from_json, play
from game.core.ruleset import ArenaLoader
from game.net import protocol
from game.net.codec import Decoder, encode
from game.net.maps import loader_for
from game.paths import maps_dir


class ServerRefused(RuntimeError):
    """The server answered with an error; ``code`` says why in one word."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code


@dataclass
class SeatState:
    """What the server last told one seat."""

    view: Any = None
    requests: list[Request] = field(default_factory=list)
    gen: int = 0


@dataclass
class ClientState:
    """Everything a client knows about its room."""

    room: str = ""
    ruleset: str = ""
    names: tuple[str, ...] = ()
    seat_kinds: tuple[str, ...] = ()
    mine: tuple[int, ...] = ()
    seats: dict[int, SeatState] = field(default_factory=dict)
    events: deque[Event] = field(default_factory=deque)
    log: list[Event] = field(default_factory=list)
    missing: dict[int, float] = field(default_factory=dict)
    over: bool = False
    result: Any = None
    replay: dict[str, Any] | None = None
    replay_ok: bool | None = None
    replay_problem: str = ""
    user_map: str | None = None
    closed: str = ""
    """Why the connection closed (empty while it is open)."""
    errors: list[str] = field(default_factory=list)
    """Every refusal the server sent, in words (the newest last)."""
    """The host's own map (Tiled text) when the room plays on one."""


class NetClient:
    """One connection to a Hexbrawl server."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.state = ClientState()
        self.decoder: Decoder | None = None
        self.changed = asyncio.Condition()
        self.replies: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.received: list[str] = []
        """Every message received, as sent (tests read it to check what a seat learnt)."""
        self._reader = asyncio.get_running_loop().create_task(self._read())
        self._first_events: set[int] = set()

    @classmethod
    async def open(cls, address: str) -> NetClient:
        """Connect to ``address`` ("ws://host:port")."""
        ws = await connect(address, max_size=16 * 1024 * 1024, compression=None)
        return cls(ws)

    async def close(self) -> None:
        """Close the connection."""
        await self.ws.close()
        self._reader.cancel()

    # -- requests to the server ----------------------------------------------------------------
    async def send(self, kind: str, **fields: Any) -> None:
        """Send one message."""
        await self.ws.send(protocol.dumps(kind, **fields))

    async def ask(self, kind: str, answer: str, **fields: Any) -> dict[str, Any]:
        """Send a message and wait for the reply of type ``answer`` (ServerRefused on error)."""
        await self.send(kind, **fields)
        while True:
            reply = await self.replies.get()
            if reply["t"] == "error":
                raise ServerRefused(reply["code"], reply["message"])
            if reply["t"] == answer:
                return reply

    async def create(self, ruleset: str, setup: dict[str, Any], seats: list[dict[str, Any]],
                     user_map: str | None = None) -> tuple[str, dict[int, str]]:
        """Open a room; returns its code and the tokens of the "host" seats."""
        extra = {"map": {"text": user_map}} if user_map is not None else {}
        reply = await self.ask("create", "created", ruleset=ruleset, setup=setup, seats=seats,
                               **extra)
        return reply["room"], {int(s): t for s, t in reply["tokens"].items()}

    async def claim(self, room: str, seat: int) -> str:
        """Take an open seat; returns its token."""
        return str((await self.ask("claim", "claimed", room=room, seat=seat))["token"])

    async def hello(self, room: str, tokens: list[str]) -> None:
        """Open (or reopen) seats with their tokens; the full state follows."""
        await self.ask("hello", "welcome", room=room, tokens=tokens)

    async def choose(self, seat: int, request: Request, choice: Choice) -> None:
        """Answer ``request`` for ``seat`` (the reply is the next update, or an error)."""
        await self.send("choose", room=self.state.room, seat=seat, request=request.id,
                        choice=encode_choice(choice))

    # -- what the server says ------------------------------------------------------------------
    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                text = raw if isinstance(raw, str) else raw.decode("utf-8")
                self.received.append(text)
                message = json.loads(text)
                self._take(message)
                if message["t"] in ("error", "created", "claimed", "welcome", "pong"):
                    await self.replies.put(message)
                async with self.changed:
                    self.changed.notify_all()
        except ConnectionClosed as closed:
            self.state.closed = str(closed)
            await self.replies.put({"t": "error", "code": "closed", "message": str(closed)})
        async with self.changed:
            self.changed.notify_all()

    def _take(self, message: dict[str, Any]) -> None:
        kind = message["t"]
        state = self.state
        if kind == "welcome":
            state.room, state.ruleset = message["room"], message["ruleset"]
            state.names = tuple(message["names"])
            state.seat_kinds = tuple(message["seats"])
            state.mine = tuple(sorted({*state.mine, *message["mine"]}))
            self.decoder = Decoder.for_game(message["ruleset"])
            state.user_map = message.get("map")
        elif kind == "update":
            self._update(message)
        elif kind == "presence":
            state.missing = {m["seat"]: m["seconds"] for m in message["missing"]}
        elif kind == "error":
            state.errors.append(str(message.get("message", "")))
        elif kind == "replay":
            state.replay = message["replay"]
            self._check_replay()

    def _update(self, message: dict[str, Any]) -> None:
        assert self.decoder is not None
        state, seat = self.state, message["seat"]
        seat_state = state.seats.setdefault(seat, SeatState())
        seat_state.view = self.decoder.decode(message["view"])
        seat_state.requests = [self.decoder.decode(r) for r in message["requests"]]
        fresh = message["gen"] != seat_state.gen or seat not in self._first_events
        seat_state.gen = message["gen"]
        if seat == min(state.seats) and fresh:    # one seat's copy of the shared events
            events = [self.decoder.decode(e) for e in message["events"]]
            if seat not in self._first_events:
                state.log, state.events = [], deque()
            state.log.extend(events)
            state.events.extend(events)
        self._first_events.add(seat)
        state.over = message["over"]
        if state.over:
            state.result = message["result"]

    def _check_replay(self) -> None:
        """Play the published replay here and compare its result with the server's."""
        state = self.state
        try:
            with tempfile.TemporaryDirectory() as folder:
                match = play(from_json(state.replay, "the published replay"),
                             arena_loader(state, Path(folder)))
        except ReplayError as error:
            state.replay_ok, state.replay_problem = False, str(error)
            return
        same = json.dumps(encode(match.result), sort_keys=True) == json.dumps(
            state.result, sort_keys=True)
        state.replay_ok = same and match.is_over
        state.replay_problem = "" if state.replay_ok else "the replay ends differently"

    async def wait_for(self, test: Any, timeout: float = 30.0) -> None:
        """Wait until ``test(state)`` is true (TimeoutError after ``timeout`` seconds)."""
        async def waiting() -> None:
            async with self.changed:
                await self.changed.wait_for(lambda: test(self.state))
        await asyncio.wait_for(waiting(), timeout)


def arena_loader(state: ClientState, folder: Path) -> ArenaLoader:
    """Load a room's arena here: the host's map as the server sent it (checked like any
    local load), or one of this game's own maps."""
    if state.user_map is not None:
        (folder / f"{state.room}.tmx").write_text(state.user_map, encoding="utf-8")
    return loader_for(maps_dir(), folder, state.room)


class RemoteSession:
    """An online match seen through the local session's interface (game/core/session.py).

    The connection runs on its own thread with its own event loop; the screen's thread
    reads the latest state and submits choices, and never waits on the network."""

    def __init__(self, address: str, room: str, tokens: list[str]) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="net", daemon=True)
        self._thread.start()
        self.client: NetClient = self._run(self._open(address, room, tokens))

    async def _open(self, address: str, room: str, tokens: list[str]) -> NetClient:
        client = await NetClient.open(address)
        await client.hello(room, tokens)
        return client

    def _run(self, work: Any, timeout: float = 15.0) -> Any:
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(timeout)

    @property
    def names(self) -> tuple[str, ...]:
        """Every seat's name, by seat."""
        return self.client.state.names

    @property
    def is_over(self) -> bool:
        """True once the server says the match has ended."""
        return self.client.state.over

    @property
    def generation(self) -> int:
        """How many choices the match has seen (changes whenever it moves on)."""
        return max((s.gen for s in self.client.state.seats.values()), default=0)

    def is_human(self, seat: int) -> bool:
        """True if this client's players answer for ``seat``."""
        return seat in self.client.state.mine

    @property
    def human_seats(self) -> list[int]:
        """Seats played at this client."""
        return list(self.client.state.mine)

    def pending(self) -> list[Request]:
        """The requests this client's seats must answer now."""
        return [r for s in self.client.state.seats.values() for r in s.requests]

    def human_requests(self) -> list[Request]:
        """Requests a player at this client must answer (in seat order)."""
        return sorted(self.pending(), key=lambda r: r.player)

    def view_for(self, seat: int) -> Any:
        """The latest view of one of this client's seats."""
        return self.client.state.seats[seat].view

    def submit(self, player: int, choice: Choice) -> list[Event]:
        """Send a choice; its events arrive from the server (``next_event``)."""
        request = next(r for r in self.pending() if r.player == player)
        self._run(self.client.choose(player, request, choice))
        return []

    @property
    def refusals(self) -> int:
        """How many messages the server has refused (the screen may say the newest one)."""
        return len(self.client.state.errors)

    def next_event(self) -> Event | None:
        """The oldest event not yet shown (None when there is none)."""
        events = self.client.state.events
        return events.popleft() if events else None

    def poll(self) -> list[Event]:
        """Nothing to start locally: the server plays the AI seats."""
        return []

    def close(self) -> None:
        """Close the connection and stop the thread."""
        try:
            self._run(self.client.close(), 5.0)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(5.0)
