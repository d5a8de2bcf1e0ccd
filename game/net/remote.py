"""An online match on the battle screens: ``RemoteSession`` offers the session interface
(game/core/session.py) from what the server tells this client.

The connection (a ``NetClient``) runs on its own thread with its own event loop. The screen's
thread takes a consistent copy of what arrived once a frame (``poll``), so what the screens
read never changes under them mid-frame, and never waits on the network. A dropped
connection is opened again with the same seat tokens, and the server sends the seats'
views and the whole log back (the events already shown are not shown twice).
"""

from __future__ import annotations

import asyncio
import dataclasses
import threading
import time
from collections import deque
from typing import Any

from game.core.events import Event
from game.core.match import Choice, IllegalChoice, Request
from game.net.client import NetClient

RETRY_SECONDS = 2.0
"""How long a dropped connection waits before trying again."""


class RemoteSession:
    """An online match seen through the local session's interface."""

    records_history = False
    """The server keeps online matches; this screen's history does not."""

    def __init__(self, address: str, room: str, tokens: list[str],
                 timeout: float = 10.0) -> None:
        self.address, self.room, self.tokens = address, room, list(tokens)
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="net", daemon=True)
        self._thread.start()
        try:
            self.client: NetClient = self._run(self._open(), timeout)
        except BaseException:
            self._stop_loop()
            raise
        self.events: deque[Event] = deque()
        self.log: list[Event] = []
        self._views: dict[int | None, Any] = {}
        self._requests: dict[int, list[Request]] = {}
        self._sent: dict[int, int] = {}
        """The last request each seat answered: it and older ones are not asked again
        (request ids only grow), unless the server refuses an answer."""
        self._taken = 0
        self._refusals = 0
        self._retry: Any = None
        self._retry_at = 0.0
        self._waiting: list[tuple[int, str]] = []
        self.over = False
        self.result_: Any = None
        self.missing: dict[int, float] = {}
        """Human seats nobody plays now, and how long they had been empty when told."""
        self._missing_at = time.monotonic()
        self.refusal = ""
        """The server's newest refusal, in its words."""
        self.seats: list[Any] = []
        """Seat settings for the screens (the game UI fills these in: ``game.ui.online``)."""
        self.watch = False
        self.showing: Any = None
        self.save_error = ""
        self.autosave_enabled = False
        self.poll()

    async def _open(self) -> NetClient:
        client = await NetClient.open(self.address)
        await client.hello(self.room, self.tokens)
        await client.wait_for(lambda s: s.public is not None and set(s.mine) <= set(s.seats)
                              and s.presence_known)
        return client

    def _run(self, work: Any, timeout: float = 15.0) -> Any:
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(timeout)

    # -- what arrived --------------------------------------------------------------------------
    def poll(self) -> list[Event]:
        """Take what the server said since the last frame; reconnect if the line dropped.
        The server plays the AI seats, so nothing starts here."""
        client = self.client
        with client.lock:
            state = client.state
            self._views = {seat: s.view for seat, s in state.seats.items()}
            self._views[None] = state.public
            self._requests = {seat: list(s.requests) for seat, s in state.seats.items()}
            new = state.log[self._taken:]
            self._taken = len(state.log)
            self.over, self.result_ = state.over, state.outcome
            if state.missing != self.missing:
                self.missing, self._missing_at = dict(state.missing), time.monotonic()
            self._waiting = list(state.waiting)
            errors, closed = list(state.errors), state.closed
            kinds, levels = state.seat_kinds, state.levels
        self._seat_players(kinds, levels)
        self.log.extend(new)
        self.events.extend(new)
        if len(errors) > self._refusals:
            self._refusals, self.refusal = len(errors), errors[-1]
            self._sent.clear()          # a refused answer: the request is asked again
        if closed and not self.over:
            self._reconnect()
        return []

    def _seat_players(self, kinds: tuple[str, ...], levels: tuple[str | None, ...]) -> None:
        """Keep the screens' seat settings up with how the server plays each seat: one
        handed to the AI shows as AI at its level (results, banners)."""
        for seat, config in enumerate(self.seats):
            if seat < len(kinds) and kinds[seat] == "ai" and not config.is_ai:
                self.seats[seat] = dataclasses.replace(
                    config, kind="ai", level=(levels[seat] if seat < len(levels) else None)
                    or config.level)

    def _reconnect(self) -> None:
        """Open the seats again on a fresh connection (in the background)."""
        if self._retry is not None and not self._retry.done():
            return
        if self._retry is not None and self._retry.exception() is None:
            fresh = self._retry.result()
            self._retry = None
            self._taken = len(self.log)  # the full log comes back: skip what was shown
            self.client = fresh
            return
        if time.monotonic() < self._retry_at:
            return
        self._retry_at = time.monotonic() + RETRY_SECONDS
        self._retry = asyncio.run_coroutine_threadsafe(self._open(), self.loop)

    def gone_for(self) -> dict[int, float]:
        """Each missing seat and how many seconds it has been empty by now."""
        since = time.monotonic() - self._missing_at
        return {seat: seconds + since for seat, seconds in self.missing.items()}

    @property
    def connected(self) -> bool:
        """False while the connection is down (it is being opened again)."""
        return not self.client.state.closed

    # -- the session interface ---------------------------------------------------------------
    @property
    def ruleset(self) -> str:
        """The game's ruleset name."""
        return self.client.state.ruleset

    @property
    def names(self) -> tuple[str, ...]:
        """Every seat's name, by seat."""
        return self.client.state.names

    @property
    def seat_kinds(self) -> tuple[str, ...]:
        """How each seat is played on the server ("host", "open", "ai")."""
        return self.client.state.seat_kinds

    @property
    def arena(self) -> Any:
        """The arena the server plays on (None off the hex board)."""
        return self.client.state.arena

    @property
    def setup(self) -> None:
        """Not known here: the set-up may hold other players' secret builds."""
        return None

    @property
    def public_setup(self) -> dict[str, Any]:
        """The parts of the set-up everyone may know, as the server sent them."""
        return self.client.state.public_setup

    @property
    def result(self) -> Any:
        """The outcome once the server says the match is over, else None."""
        return self.result_

    @property
    def is_over(self) -> bool:
        """True once the server says the match has ended."""
        return self.over

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
        """The requests this client's seats must answer now (answers sent and not yet
        heard back about left out)."""
        return [r for seat in sorted(self._requests) for r in self._requests[seat]
                if r.id > self._sent.get(seat, -1)]

    def human_requests(self) -> list[Request]:
        """Requests a player at this client must answer (in seat order)."""
        return self.pending()

    def waiting(self) -> list[tuple[int, str]]:
        """Every seat the server waits for, with its request's kind."""
        return list(self._waiting)

    def thinking(self) -> list[int]:
        """Seats played elsewhere that are deciding now."""
        mine = set(self.client.state.mine)
        return sorted({seat for seat, _ in self._waiting if seat not in mine})

    def knowledge(self, seat: int) -> None:
        """None: the rules state stays on the server."""
        return None

    def view_for(self, seat: int | None) -> Any:
        """The latest view of one of this client's seats (another seat, or None: what
        everyone sees)."""
        view = self._views.get(seat)
        return view if view is not None else self._views.get(None)

    def submit(self, player: int, choice: Choice) -> list[Event]:
        """Check and send a choice (IllegalChoice, nothing sent, if it does not fit the
        request); its events arrive from the server (``next_event``)."""
        request = next((r for r in self.pending() if r.player == player), None)
        if request is None:
            raise IllegalChoice(None, choice, "it is not your turn now")
        request.validate(choice)
        if not self.connected:
            raise IllegalChoice(request, choice, "the connection is down; trying again")
        self._run(self.client.choose(player, request, choice), 5.0)
        self._sent[player] = request.id
        return []

    @property
    def refusals(self) -> int:
        """How many messages the server has refused."""
        return len(self.client.state.errors)

    def next_event(self) -> Event | None:
        """The oldest event not yet shown (None when there is none)."""
        return self.events.popleft() if self.events else None

    def tick(self, dt: float) -> None:
        """Nothing counts time here (the server's AI keeps its own)."""

    def release(self) -> list[Event]:
        """Nothing is held back to be shown online."""
        return []

    def save(self, path: object = None) -> None:
        """Nothing to save here: the server keeps the match (rejoin with the room code)."""
        return None

    def hand_to_ai(self, seat: int, level: str) -> None:
        """Ask the server to let its AI play a seat whose player is gone (the host's call)."""
        self._run(self.client.send("hand_to_ai", room=self.room, seat=seat, level=level), 5.0)

    @property
    def hosts(self) -> bool:
        """True if this client plays a seat of the host's (who may open a rematch)."""
        kinds = self.seat_kinds
        return any(kinds[seat] == "host" for seat in self.human_seats if seat < len(kinds))

    def offer_rematch(self) -> None:
        """Ask the server for a new room of this finished match's set-up and seats (the
        host's call); the offer comes back to every player here (``rematch_offer``)."""
        self._run(self.client.send("rematch", room=self.room), 5.0)

    @property
    def rematch_offer(self) -> tuple[str, list[str]] | None:
        """The rematch's room code and this client's seat tokens in it, once it is open."""
        return self.client.state.rematch

    def close(self) -> None:
        """Close the connection (and one being opened again) and stop the thread (once:
        closing again does nothing)."""
        if not self.loop.is_running():
            return
        try:
            self._run(self.client.close(), 5.0)
            if self._retry is not None:
                # a connection left open here would hold the server's close for its timeout
                self._run(self._retry.result(5.0).close(), 5.0)
        except Exception:  # already closed or unreachable: leaving anyway
            pass
        finally:
            self._stop_loop()

    def _stop_loop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(5.0)
