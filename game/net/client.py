"""The client side: an asyncio connection to a server, and a session the battle screens read.

``NetClient`` speaks the protocol (game/net/protocol.py): create or claim seats, open them
with their tokens, send choices, and keep what the server said for each seat (its view, its
requests, the events in order). ``RemoteSession`` (game/net/remote.py) runs a ``NetClient``
on a background thread and offers the same reading interface as the local session
(game/core/session.py), so the battle screens show an online match like a local one. When
the match ends the client plays the published replay itself and checks its result.
"""

from __future__ import annotations

import asyncio
import json
import tempfile
import threading
import time
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
from game.net.codec import NO_BASE, Decoder, encode
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
    levels: tuple[str | None, ...] = ()
    """The level each AI seat plays at on the server (None for a human seat)."""
    mine: tuple[int, ...] = ()
    seats: dict[int, SeatState] = field(default_factory=dict)
    events: deque[Event] = field(default_factory=deque)
    log: list[Event] = field(default_factory=list)
    missing: dict[int, float] = field(default_factory=dict)
    """Human seats with nobody connected, and for how many seconds (``presence``)."""
    presence_known: bool = False
    """True once the server has said who is missing."""
    over: bool = False
    result: Any = None
    """The result as the server wrote it (JSON)."""
    outcome: Any = None
    """The result as the rules core's own record."""
    replay: dict[str, Any] | None = None
    replay_ok: bool | None = None
    replay_problem: str = ""
    user_map: str | None = None
    """The host's own map (Tiled text) when the room plays on one."""
    arena: Any = None
    """The arena the match is played on (None for a game off the hex board)."""
    public_setup: dict[str, Any] = field(default_factory=dict)
    """The parts of the set-up everyone may know (a game's open options)."""
    public: Any = None
    """What everyone may see now (the view of nobody's seat)."""
    waiting: list[tuple[int, str]] = field(default_factory=list)
    """Every seat being waited for, with its request's kind."""
    closed: str = ""
    """Why the connection closed (empty while it is open)."""
    errors: list[str] = field(default_factory=list)
    """Every refusal the server sent, in words (the newest last)."""
    codes: list[str] = field(default_factory=list)
    """The code of each refusal (the same order)."""
    rematch: tuple[str, list[str]] | None = None
    """The host's rematch once it is open: its room code and this client's seat tokens."""


PACE = 0.8 * protocol.RATE
"""Messages a second a client sends at most: under the server's allowance, so a quick
player (or a test answering at machine speed) is never refused for speed and cut off."""


class Pacer:
    """Spaces a connection's messages to ``rate`` a second, after a burst of one second's
    worth. The wait is reserved before sleeping, so messages sent at once still queue."""

    def __init__(self, rate: float | None) -> None:
        self.rate = rate
        self.level = rate or 0.0
        self.last = time.monotonic()

    async def wait(self) -> None:
        """Return when one more message may go (at once if there is room)."""
        if self.rate is None:
            return
        now = time.monotonic()
        self.level = min(self.rate, self.level + (now - self.last) * self.rate) - 1
        self.last = now
        if self.level < 0:
            await asyncio.sleep(-self.level / self.rate)


class NetClient:
    """One connection to a Hexbrawl server."""

    def __init__(self, ws: ClientConnection, pace: float | None = PACE) -> None:
        self.ws = ws
        self.pacer = Pacer(pace)
        self.state = ClientState()
        self.decoder: Decoder | None = None
        self.changed = asyncio.Condition()
        self.replies: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.received: list[str] = []
        """Every message received, as sent (tests read it to check what a seat learnt)."""
        self._reader = asyncio.get_running_loop().create_task(self._read())
        self._first_events: set[int] = set()
        self.lock = threading.Lock()
        """Held while a message changes ``state`` (a screen on another thread reads it)."""

    @classmethod
    async def open(cls, address: str, pace: float | None = PACE) -> NetClient:
        """Connect to ``address`` ("ws://host:port"), sending at most ``pace`` messages a
        second (None: as fast as asked, for servers set to allow it)."""
        ws = await connect(address, max_size=16 * 1024 * 1024, compression=None)
        return cls(ws, pace)

    async def close(self) -> None:
        """Close the connection."""
        await self.ws.close()
        self._reader.cancel()

    # -- requests to the server ----------------------------------------------------------------
    async def send(self, kind: str, **fields: Any) -> None:
        """Send one message (after waiting for the pacer)."""
        await self.pacer.wait()
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
                if message.get("v") != protocol.VERSION:
                    await self._wrong_version(message.get("v"))
                    break
                with self.lock:
                    self._take(message)
                if message["t"] in ("error", "created", "claimed", "welcome", "pong"):
                    await self.replies.put(message)
                async with self.changed:
                    self.changed.notify_all()
        except (ConnectionClosed, OSError) as closed:
            self.state.closed = str(closed) or "the connection closed"
            await self.replies.put({"t": "error", "code": "closed", "message": str(closed)})
        if not self.state.closed:
            self.state.closed = "the server closed the connection"
            await self.replies.put({"t": "error", "code": "closed",
                                    "message": self.state.closed})
        async with self.changed:
            self.changed.notify_all()

    async def _wrong_version(self, version: Any) -> None:
        """Refuse a server that speaks another version of the protocol: say so, and close."""
        words = (f"the server speaks online protocol version {version}, this game "
                 f"version {protocol.VERSION}: both need the same version of Hexbrawl")
        with self.lock:
            self.state.errors.append(words)
            self.state.codes.append("version")
            self.state.closed = words
        await self.replies.put({"t": "error", "code": "version", "message": words})
        await self.ws.close()

    def _take(self, message: dict[str, Any]) -> None:
        kind = message["t"]
        state = self.state
        if kind == "welcome":
            state.room, state.ruleset = message["room"], message["ruleset"]
            state.names = tuple(message["names"])
            state.seat_kinds = tuple(message["seats"])
            state.mine = tuple(sorted({*state.mine, *message["mine"]}))
            state.levels = tuple(message["levels"])
            self.decoder = Decoder.for_game(message["ruleset"])
            self.decoder.take_fixed(message["fixed"])
            state.user_map = message.get("map")
            state.arena = self.decoder.decode(message.get("arena"))
            public = message.get("setup")
            state.public_setup = dict(public) if isinstance(public, dict) else {}
        elif kind == "update":
            self._update(message)
        elif kind == "presence":
            state.missing = {m["seat"]: m["seconds"] for m in message["missing"]}
            state.seat_kinds, state.levels = tuple(message["seats"]), tuple(message["levels"])
            state.presence_known = True
        elif kind == "error":
            state.errors.append(str(message.get("message", "")))
            state.codes.append(str(message.get("code", "")))
        elif kind == "replay":
            state.replay = message["replay"]
            self._check_replay()
        elif kind == "rematch":
            tokens = message["tokens"]
            state.rematch = (str(message["next"]), [str(tokens[s]) for s in sorted(tokens)])

    def _update(self, message: dict[str, Any]) -> None:
        assert self.decoder is not None
        state, seat = self.state, message["seat"]
        seat_state = state.seats.setdefault(seat, SeatState())
        seat_state.view = self.decoder.decode(message["view"], _base(seat_state.view))
        seat_state.requests = [self.decoder.decode(r) for r in message["requests"]]
        fresh = message["gen"] != seat_state.gen or seat not in self._first_events
        seat_state.gen = message["gen"]
        state.public = self.decoder.decode(message["public"], _base(state.public))
        state.waiting = [(int(s), str(k)) for s, k in message["waiting"]]
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
            state.outcome = self.decoder.decode(message["result"])

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


def _base(held: Any) -> Any:
    """The copy an update's view is written against: the one held, if any."""
    return NO_BASE if held is None else held


def arena_loader(state: ClientState, folder: Path) -> ArenaLoader:
    """Load a room's arena here: the host's map as the server sent it (checked like any
    local load), or one of this game's own maps."""
    if state.user_map is not None:
        (folder / f"{state.room}.tmx").write_text(state.user_map, encoding="utf-8")
    return loader_for(maps_dir(), folder, state.room)
