"""The Hexbrawl server: many rooms over WebSockets, the server alone holding every match.

``Server`` serves the protocol of game/net/protocol.py. Each room's match, seed and AI seats
live here; clients get only their seats' updates (game/net/rooms.py). AI seats think on a
thread pool so the event loop never waits. Rooms and every accepted choice go to SQLite
(game/net/store.py) before anyone is told, so a restarted server resumes every room.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import websockets
from websockets.asyncio.server import ServerConnection, serve

from game.ai.base import observe
from game.ai.registry import make_agent
from game.ai.safe import SafeSeat
from game.core.match import IllegalChoice, Request, encode_choice
from game.net import maps, protocol
from game.net.codec import CodecError
from game.net.connections import RATE, Bucket, Client
from game.net.protocol import Message, ProtocolError
from game.net.rooms import Room, new_code
from game.net.store import Store
from game.paths import maps_dir

log = logging.getLogger("hexbrawl.server")

DEFAULT_PORT = 8765
"""The port a dedicated server listens on unless told otherwise."""

MAX_REFUSED = 200
"""A connection refused this many times for speed is closed."""

MAX_ROOMS = 5000
"""Rooms one server holds at most (finished ones included until it restarts)."""

ROOMS_PER_CONNECTION = 20
"""Rooms one connection may open."""


class Server:
    """Every room, the connections to them, the AI pool and the database."""

    def __init__(self, db_path: str | Path = ":memory:", data_dir: str | Path | None = None,
                 ai_threads: int = 2, rate: float = RATE) -> None:
        self.store = Store(db_path)
        self.rate = rate
        """Messages a second each connection may send (``Bucket``)."""
        self.data_dir = Path(data_dir) if data_dir else Path(str(db_path) + ".maps")
        self.rooms: dict[str, Room] = {}
        self.listeners: dict[str, dict[int, set[Client]]] = {}
        self.agents: dict[tuple[str, int], SafeSeat] = {}
        self.thinking: dict[tuple[str, int], int] = {}
        """AI seats thinking now: (room, seat) -> the request id."""
        self.pool = ThreadPoolExecutor(max_workers=ai_threads, thread_name_prefix="ai")
        self.server: Any = None
        self.closing = False
        self._handlers: dict[str, Callable[[Client, dict[str, Any]], Awaitable[None]]] = {
            "ping": self._on_ping, "create": self._on_create, "claim": self._on_claim,
            "hello": self._on_hello, "choose": self._on_choose,
            "hand_to_ai": self._on_hand_to_ai, "rematch": self._on_rematch}
        """One handler per message type of game/net/protocol.py's ``CLIENT``."""
        self.port = 0
        for stored in self.store.open_rooms():
            room = Room.restore(stored, self._loader(stored.code))
            self.rooms[room.code] = room

    def _loader(self, code: str) -> Any:
        return maps.loader_for(maps_dir(), self.data_dir / "rooms", code)

    # -- running -----------------------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = DEFAULT_PORT) -> int:
        """Listen on ``host``:``port`` (0: any free port); returns the port."""
        self.server = await serve(self.handle, host, port, max_size=protocol.MAX_CREATE,
                                  compression=None)
        self.port = self.server.sockets[0].getsockname()[1]
        for room in self.rooms.values():
            self._think(room)
        return self.port

    async def stop(self) -> None:
        """Close every connection and the database."""
        self.closing = True
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        self.pool.shutdown(wait=True, cancel_futures=True)
        self.store.close()

    async def handle(self, ws: ServerConnection) -> None:
        """Serve one connection until it closes; nothing it sends can stop the server."""
        client = Client(ws, bucket=Bucket(self.rate, 2 * self.rate))
        try:
            async for raw in ws:
                if not client.bucket.allow():
                    if client.bucket.refused > MAX_REFUSED:
                        break
                    client.post(protocol.error("rate", "too many messages; slow down"))
                    continue
                await self._one(client, raw)
        except websockets.ConnectionClosed:
            pass
        finally:
            client.stop()
            await self._left(client)

    async def _one(self, client: Client, raw: str | bytes) -> None:
        ref = None
        try:
            message = protocol.parse(raw)
            ref = message.type
            await self._handlers[message.type](client, message.fields)
        except ProtocolError as error:
            client.post(protocol.error(error.code, error.message, ref))
        except (IllegalChoice, CodecError, ValueError, KeyError, TypeError) as error:
            client.post(protocol.error("refused", str(error)[:500], ref))
        except websockets.ConnectionClosed:
            raise
        except Exception:                       # a bug must not take the server down
            log.exception("message %s failed", ref)
            client.post(protocol.error("server", "the server could not do that", ref))

    # -- messages ----------------------------------------------------------------------------
    async def _on_ping(self, client: Client, fields: dict[str, Any]) -> None:
        client.post(protocol.dumps("pong"))

    async def _on_create(self, client: Client, fields: dict[str, Any]) -> None:
        code = self._room_code(client)
        if "map" in fields:
            maps.accept_user_map(self.data_dir / "rooms", code, fields["map"])
        room, tokens = Room.create(fields["ruleset"], fields["setup"], fields["seats"],
                                   self._loader(code))
        self._open(client, room, code)
        client.post(protocol.dumps("created", room=code,
                                   tokens={str(s): t for s, t in tokens.items()}))
        self._think(room)

    def _room_code(self, client: Client) -> str:
        """A code for one more room of ``client``'s ("full" if it may open no more)."""
        if client.created >= ROOMS_PER_CONNECTION or len(self.rooms) >= MAX_ROOMS:
            raise ProtocolError("full", "no more rooms can be opened here now")
        code = new_code()
        while code in self.rooms:
            code = new_code()
        return code

    def _open(self, client: Client, room: Room, code: str) -> None:
        """Keep a new room (stored first) under ``code``."""
        room.code = code
        self.store.add_room(room.stored())
        self.rooms[code] = room
        client.created += 1

    async def _on_rematch(self, client: Client, fields: dict[str, Any]) -> None:
        """The host opens a new room of a finished match's set-up and seats; every player
        still here is sent the tokens of their own seats in it (``rematch``)."""
        room = self._room(fields["room"])
        if not room.is_host(client.seats.get(room.code, set())):
            raise ProtocolError("not_host", "only the host may open a rematch")
        if not room.match.is_over:
            raise ProtocolError("not_over", "the match is not over yet")
        if room.rematch is not None:
            raise ProtocolError("rematch_open", f"the rematch is open already: {room.rematch}")
        code = self._room_code(client)
        sent = self.data_dir / "rooms" / f"{room.code}.tmx"
        if sent.is_file():
            maps.accept_user_map(self.data_dir / "rooms", code,
                                 {"text": sent.read_text(encoding="utf-8")})
        here = {seat for seat, clients in self.listeners.get(room.code, {}).items() if clients}
        fresh, tokens = room.new_match(here, self._loader(code))
        self._open(client, fresh, code)
        room.rematch = code
        for other in self._clients(room):
            theirs = {str(s): tokens[s] for s in sorted(other.seats.get(room.code, set()))
                      if s in tokens}
            if theirs:
                other.post(protocol.dumps("rematch", room=room.code, next=code,
                                          tokens=theirs))
        self._think(fresh)

    async def _on_claim(self, client: Client, fields: dict[str, Any]) -> None:
        room = self._room(fields["room"])
        token = room.claim(fields["seat"])
        self.store.update_seats(room.code, [s.to_json() for s in room.seats])
        client.post(protocol.dumps("claimed", room=room.code, seat=fields["seat"],
                                            token=token))

    async def _on_hello(self, client: Client, fields: dict[str, Any]) -> None:
        room = self._room(fields["room"])
        seats = [room.seat_of(token) for token in fields["tokens"]]
        if None in seats:
            raise ProtocolError("bad_token", "a seat token does not open a seat of this room")
        mine = sorted({s for s in seats if s is not None})
        client.seats.setdefault(room.code, set()).update(mine)
        listeners = self.listeners.setdefault(room.code, {})
        for seat in mine:
            listeners.setdefault(seat, set()).add(client)
            room.seats[seat].missing_since = None
        user_map = self.data_dir / "rooms" / f"{room.code}.tmx"
        text = user_map.read_text(encoding="utf-8") if user_map.is_file() else None
        client.post(room.welcome(mine, text))
        together = {seat: mine for seat in mine}
        for text in room.state_messages(mine, room.match.events, together).values():
            client.post(text)
        if room.match.is_over:
            client.post(protocol.dumps("replay", room=room.code,
                                                replay=room.replay_json()))
        await self._presence(room)

    async def _on_choose(self, client: Client, fields: dict[str, Any]) -> None:
        room = self._room(fields["room"])
        seat = fields["seat"]
        if seat not in client.seats.get(room.code, set()):
            raise ProtocolError("not_your_seat", f"this connection does not play seat {seat}")
        await self._apply(room, seat, fields["request"], fields["choice"])

    async def _on_hand_to_ai(self, client: Client, fields: dict[str, Any]) -> None:
        room = self._room(fields["room"])
        if not room.is_host(client.seats.get(room.code, set())):
            raise ProtocolError("not_host", "only the host may hand a seat to the AI")
        seat = fields["seat"]
        if seat < len(room.seats) and self.listeners.get(room.code, {}).get(seat):
            raise ProtocolError("present", f"seat {seat}'s player is still connected")
        room.hand_to_ai(seat, fields["level"])
        self.store.update_seats(room.code, [s.to_json() for s in room.seats])
        await self._presence(room)
        self._think(room)

    # -- the match moving on -----------------------------------------------------------------
    async def _apply(self, room: Room, seat: int, request_id: int,
                     choice: dict[str, Any]) -> None:
        """Apply a choice, store it, tell every seat, publish the replay at the end."""
        events = room.submit(seat, request_id, choice)
        player, stored = room.last_choice()
        self.store.add_choice(room.code, len(room.match.choices) - 1, player, stored)
        listeners = {seat: clients for seat, clients in
                     self.listeners.get(room.code, {}).items() if clients}
        together = {seat: _held_by_all(room.code, clients) for seat, clients in listeners.items()}
        for listener_seat, text in room.state_messages(
                listeners, events, together, since_last=True).items():
            _send_all(listeners[listener_seat], text)
        if room.match.is_over:
            replay = room.replay_json()
            self.store.finish(room.code, replay)
            text = protocol.dumps("replay", room=room.code, replay=replay)
            _send_all(self._clients(room), text)
        self._think(room)

    def _think(self, room: Room) -> None:
        """Start the room's AI seats on their pending requests (on the thread pool)."""
        for request in room.ai_requests():
            key = (room.code, request.player)
            if key in self.thinking:
                continue
            self.thinking[key] = request.id
            asyncio.get_running_loop().create_task(self._ai_answer(room, request))

    async def _ai_answer(self, room: Room, request: Request) -> None:
        key = (room.code, request.player)
        try:
            agent = self._agent(room, request.player)
            view = observe(room.match, request.player).ready()
            loop = asyncio.get_running_loop()
            choice = await loop.run_in_executor(self.pool, agent.choose, view, request)
            current = [r for r in room.match.pending() if r.player == request.player]
            if current and current[0].id == request.id and self.rooms.get(room.code) is room:
                del self.thinking[key]
                await self._apply(room, request.player, request.id, encode_choice(choice))
        except (RuntimeError, websockets.ConnectionClosed):
            pass                                  # the pool or loop is shutting down
        except Exception:
            log.exception("AI seat %s of room %s failed", request.player, room.code)
        finally:
            if self.thinking.get(key) == request.id:
                del self.thinking[key]
                if self.rooms.get(room.code) is room and not self.closing:
                    self._think(room)             # the request moved on while it thought

    def _agent(self, room: Room, seat: int) -> SafeSeat:
        key = (room.code, seat)
        if key not in self.agents:
            seed = int(room.match.seed or 0)
            level = room.seats[seat].level or "random"
            self.agents[key] = SafeSeat(make_agent(room.match.ruleset, level, seed * 16 + seat),
                                        seed * 101 + seat)
        return self.agents[key]

    # -- connections -------------------------------------------------------------------------
    def _room(self, code: str) -> Room:
        room = self.rooms.get(code)
        if room is None:
            raise ProtocolError("no_room", f"there is no room {code!r}")
        return room

    def _clients(self, room: Room) -> set[Client]:
        return {c for clients in self.listeners.get(room.code, {}).values() for c in clients}

    async def _presence(self, room: Room) -> None:
        _send_all(self._clients(room), room.presence(time.time()))

    async def _left(self, client: Client) -> None:
        now = time.time()
        for code, seats in client.seats.items():
            room = self.rooms.get(code)
            listeners = self.listeners.get(code, {})
            for seat in seats:
                listeners.get(seat, set()).discard(client)
                if room is not None and not listeners.get(seat):
                    room.seats[seat].missing_since = now
            if room is not None:
                await self._presence(room)


def _held_by_all(room: str, clients: Iterable[Client]) -> set[int]:
    """The seats of ``room`` every one of ``clients`` holds: what one message sent to all of
    them may tell (a secret of a seat only some of them hold stays out)."""
    held = [client.seats.get(room, set()) for client in clients]
    return set.intersection(*held) if held else set()


def _send_all(clients: Iterable[Client], text: str) -> None:
    for client in list(clients):
        client.post(text)


def message_types() -> list[str]:
    """Every message type a client may send (for docs and tests)."""
    return list(protocol.CLIENT)


__all__ = ["DEFAULT_PORT", "Message", "Server", "message_types"]
