"""A room: one match held by the server, its seats and what each seat may be told.

The room alone holds the match (state and seed). Messages to a seat are built from that
seat's view (``view_for``), its own requests and the match's events as that seat may be told
them (the ruleset's optional ``event_for``: a hidden build's true Meat stays out), which the
rules core otherwise keeps free of secrets (a secret pick is logged as "has picked" until
the reveal). The seed goes out only in the replay published when the match is over.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.match import IllegalChoice, Match, decode_choice, encode_choice, start_match
from game.core.replay import record
from game.core.ruleset import (
    ArenaLoader,
    events_for,
    fixed_parts,
    fresh_setup,
    public_setup,
    ruleset_module,
)
from game.net import protocol
from game.net.codec import Encoder, encode
from game.net.store import StoredRoom, token_hash

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Room codes avoid letters that read alike (I/1, O/0)."""


def new_code() -> str:
    """A fresh six-character room code."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(6))


def new_token() -> str:
    """A fresh, unguessable seat token."""
    return secrets.token_urlsafe(24)


@dataclass
class Seat:
    """One seat of a room: who plays it, and the hash of its token (humans only)."""

    kind: str
    level: str | None = None
    token_hash: str | None = None
    missing_since: float | None = None

    def to_json(self) -> dict[str, Any]:
        """The seat as stored (hash only, never the token)."""
        return {"kind": self.kind, "level": self.level, "token_hash": self.token_hash}


@dataclass
class Room:
    """A match on the server with its seats."""

    code: str
    match: Match
    seats: list[Seat]
    created: float = field(default_factory=time.time)
    answered: dict[int, int] = field(default_factory=dict)
    """The id of the last request each seat answered (a message sent again is refused)."""
    rematch: str | None = None
    """The code of the room opened as this one's rematch, once the host has opened it."""
    encoder: Encoder = field(init=False, repr=False)
    """Writes this match's values, its fixed parts (the ruleset's ``fixed_parts``) by name."""
    sent: dict[int | None, Any] = field(default_factory=dict, init=False, repr=False)
    """The view last sent to each seat (None: the public view), which an update sent
    ``since_last`` writes only the changes from."""
    board: dict[str, str] | None = field(default=None, init=False, repr=False)
    """The fixed parts and the arena as ``welcome`` writes them, JSON text made once: an
    arena is big, and every client joining is sent it."""

    def __post_init__(self) -> None:
        self.encoder = Encoder(fixed_parts(ruleset_module(self.match.ruleset),
                                           self.match.state))

    # -- making and restoring ---------------------------------------------------------------
    @classmethod
    def create(cls, ruleset: str, setup: dict[str, Any], seats: list[dict[str, Any]],
               loader: ArenaLoader | None = None) -> tuple[Room, dict[int, str]]:
        """A new room with a fresh secret seed; returns it and the host seats' tokens.
        ValueError (in plain words) if the ruleset, set-up or seats do not fit.

        A new match: its set-up is made as one is written now (the ruleset's
        ``fresh_setup``: Meatbot numbers a secret build's devourables apart whether the
        client said so or not); ``restore`` plays a stored set-up as it was."""
        module = ruleset_module(ruleset)
        fewest, most = module.PLAYERS
        if not fewest <= len(seats) <= most:
            raise ValueError(f"{module.TITLE} needs {fewest} to {most} seats")
        match = start_match(ruleset, fresh_setup(ruleset, setup), secrets.randbits(31),
                            arena_loader=loader)
        if len(match.state.names) != len(seats):
            raise ValueError(f"the set-up has {len(match.state.names)} players, not "
                             f"{len(seats)} seats")
        now = time.time()
        made = [Seat(s["kind"], s.get("level"), None, None if s["kind"] == "ai" else now)
                for s in seats]
        _check_levels(ruleset, made)
        tokens = {}
        for index, seat in enumerate(made):
            if seat.kind == "host":
                tokens[index] = new_token()
                seat.token_hash = token_hash(tokens[index])
        return cls(new_code(), match, made), tokens

    @classmethod
    def restore(cls, stored: StoredRoom, loader: ArenaLoader | None = None) -> Room:
        """The room as it was: its match replayed from the seed and the stored choices, on
        its stored set-up exactly as written (a room stored by an older server keeps what
        its set-up meant then: Meatbot's old numbering of devourables)."""
        module = ruleset_module(stored.ruleset)
        match = start_match(stored.ruleset, stored.setup, stored.seed, arena_loader=loader)
        answered: dict[int, int] = {}
        for player, data in stored.choices:
            answered[player] = match.request_for(player).id
            match.submit(player, decode_choice(data, module.CHOICE_TYPES))
        seats = [Seat(s["kind"], s.get("level"), s.get("token_hash"), time.time())
                 for s in stored.seats]
        return cls(stored.code, match, seats, stored.created, answered)

    def stored(self) -> StoredRoom:
        """The room as the store keeps it (no choices yet: those are added one by one)."""
        return StoredRoom(self.code, self.match.ruleset, self.match.setup,
                          int(self.match.seed or 0), [s.to_json() for s in self.seats],
                          self.created, [])

    # -- seats -------------------------------------------------------------------------------
    def seat_of(self, token: str) -> int | None:
        """The seat a token opens, or None."""
        wanted = token_hash(token)
        for index, seat in enumerate(self.seats):
            if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, wanted):
                return index
        return None

    def claim(self, index: int) -> str:
        """Give an open seat to a joining player; returns its token."""
        if not 0 <= index < len(self.seats) or self.seats[index].kind != "open" \
                or self.seats[index].token_hash is not None:
            raise ValueError(f"seat {index} is not open")
        token = new_token()
        self.seats[index].token_hash = token_hash(token)
        return token

    def hand_to_ai(self, index: int, level: str) -> None:
        """Let the server's AI play a human seat from now on (the host's call)."""
        if not 0 <= index < len(self.seats) or self.seats[index].kind == "ai":
            raise ValueError(f"seat {index} is not a human seat")
        seat = Seat("ai", level)
        _check_levels(self.match.ruleset, [seat])
        self.seats[index] = seat

    def new_match(self, present: set[int], loader: ArenaLoader | None = None
                  ) -> tuple[Room, dict[int, str]]:
        """A new room of this finished match's set-up and seats with a fresh seed, and the
        tokens of its seats whose players are ``present``: each human seat keeps its kind for
        them, the AI seats stay the AI's (at their level), and a human seat nobody plays now
        is left open for a player to claim. ValueError while the match is still on."""
        if not self.match.is_over:
            raise ValueError("the match is not over yet")
        kinds = [{"kind": "ai", "level": s.level} if s.kind == "ai" else
                 {"kind": s.kind if i in present else "open"}
                 for i, s in enumerate(self.seats)]
        room, tokens = Room.create(self.match.ruleset, dict(self.match.setup), kinds, loader)
        for index, kind in enumerate(kinds):
            if kind["kind"] == "open" and index in present:
                tokens[index] = room.claim(index)
        return room, tokens

    def is_host(self, seats: set[int]) -> bool:
        """True if any of ``seats`` was the host's."""
        return any(self.seats[s].kind == "host" for s in seats)

    # -- play --------------------------------------------------------------------------------
    def submit(self, seat: int, request_id: int, data: dict[str, Any]) -> list[Any]:
        """Apply ``seat``'s answer to request ``request_id``; IllegalChoice or ValueError
        (nothing changed) if it is stale, malformed or not legal. An answer sent while
        another seat's answer renewed the request (a grab race, blind picks, everyone's
        "ready") still counts, in arrival order, if it is legal now: the seat has answered
        nothing since.
        An answer is never taken twice (``answered``)."""
        module = ruleset_module(self.match.ruleset)
        choice = decode_choice(data, module.CHOICE_TYPES)
        request = self.match.request_for(seat)
        if request.id != request_id and not \
                self.answered.get(seat, -1) < request_id < request.id:
            raise IllegalChoice(request, choice, f"request {request_id} is not open now")
        events = self.match.submit(seat, choice)
        self.answered[seat] = request.id
        return events

    def ai_requests(self) -> list[Any]:
        """Pending requests the server's AI must answer."""
        if self.match.is_over:
            return []
        return [r for r in self.match.pending() if self.seats[r.player].kind == "ai"]

    # -- what a seat is told -----------------------------------------------------------------
    def state_message(self, seat: int, events: list[Any]) -> str:
        """Everything ``seat`` may see now, with ``events`` (new ones, or the whole log)."""
        return self.state_messages([seat], events)[seat]

    def state_messages(self, seats: Iterable[int], events: list[Any],
                       together: Mapping[int, Collection[int]] | None = None,
                       since_last: bool = False) -> dict[int, str]:
        """``state_message`` for each of ``seats``: what every seat shares (the public view,
        who is being waited for, and the events where no seat's copy differs) is encoded
        once, not once per seat. ``together``: the seats each seat's clients all hold (a
        client playing several seats is told the events as all of them may know them);
        by default each seat alone. ``since_last``: the views are written as their changes
        from the ones last sent to these seats (every client of a seat has had each of its
        updates, in order: a client that missed one is cut off and rejoins); else whole."""
        over = self.match.is_over
        pending = [] if over else self.match.pending()
        shared = {"public": self._written(None, since_last),
                  "waiting": [[r.player, r.kind] for r in pending],
                  "over": over, "result": encode(self.match.result) if over else None}
        told = _EventsTold(ruleset_module(self.match.ruleset), self.match.state, events,
                           self.encoder)
        held = together or {}
        return {seat: protocol.dumps(
            "update", room=self.code, seat=seat, gen=len(self.match.choices),
            view=self._written(seat, since_last),
            events=told.encoded(held.get(seat, (seat,))),
            requests=[self.encoder.encode(r) for r in pending if r.player == seat],
            **shared) for seat in seats}

    def _written(self, seat: int | None, since_last: bool) -> Any:
        """``seat``'s view now, encoded (as its change from the last one sent to that
        seat if ``since_last``); kept as the next update's starting point."""
        view = self.match.view_for(seat)
        last = self.sent.get(seat) if since_last else None
        self.sent[seat] = view
        return self.encoder.encode_since(last, view)

    def welcome(self, seats: list[int], user_map: str | None = None) -> str:
        """What a client learns on (re)joining: the game, the seats (and the AI seats'
        levels), which are its own, the host's own map if the room plays on one (to check
        the replay), the match's fixed parts (sent here once, named in every view), and
        the arena (None for a game off the hex board) to draw."""
        return protocol.dumps_with(
            "welcome", self._board(), room=self.code, ruleset=self.match.ruleset,
            names=list(self.match.state.names),
            seats=[s.kind for s in self.seats], mine=seats, map=user_map,
            levels=self.levels(),
            setup=public_setup(self.match.ruleset, self.match.setup))

    def _board(self) -> dict[str, str]:
        if self.board is None:
            fixed = {name: encode(part) for name, part in self.encoder.fixed.items()}
            arena = self.encoder.encode(getattr(self.match.state, "arena", None))
            self.board = {"fixed": protocol.json_text(fixed), "arena": protocol.json_text(arena)}
        return self.board

    def presence(self, now: float) -> str:
        """Which human seats have no client connected, and for how many seconds; and how
        each seat is played now (a seat handed to the AI says so, with its level)."""
        missing = [{"seat": i, "seconds": round(now - s.missing_since, 1)}
                   for i, s in enumerate(self.seats)
                   if s.kind != "ai" and s.missing_since is not None]
        return protocol.dumps("presence", room=self.code, missing=missing,
                              seats=[s.kind for s in self.seats], levels=self.levels())

    def levels(self) -> list[str | None]:
        """The level each AI seat plays at (None for a human seat)."""
        return [s.level if s.kind == "ai" else None for s in self.seats]

    def replay_json(self) -> dict[str, Any]:
        """The whole match (seed and choices), published when it is over."""
        return record(self.match).to_json()

    def last_choice(self) -> tuple[int, dict[str, Any]]:
        """The latest accepted choice as stored."""
        player, choice = self.match.choices[-1]
        return player, encode_choice(choice)


class _EventsTold:
    """A batch of events encoded for each seat as the ruleset lets that seat be told them
    (``events_for``): once for every seat told them as they are, apart only for a seat
    whose copy differs (a hidden build's Meat)."""

    def __init__(self, module: Any, state: Any, events: list[Any], encoder: Encoder) -> None:
        self.module, self.state, self.events = module, state, events
        self.encode = encoder.encode
        self._shared: list[Any] | None = None

    def encoded(self, seats: Collection[int]) -> list[Any]:
        """The events as a player holding ``seats`` may be told them, encoded."""
        mine = events_for(self.module, self.state, seats, self.events)
        if mine is not self.events:
            return [self.encode(e) for e in mine]
        if self._shared is None:
            self._shared = [self.encode(e) for e in self.events]
        return self._shared


def _check_levels(ruleset: str, seats: list[Seat]) -> None:
    from game.ai.registry import factory

    for seat in seats:
        if seat.kind == "ai":
            factory(ruleset, seat.level or "")
