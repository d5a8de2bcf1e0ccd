"""The online protocol: versioned JSON messages and the check every incoming one must pass.

Every message is a JSON object with ``"v"`` (the protocol version) and ``"t"`` (its type).
What a client may send, and the fields each type must carry, are listed in ``CLIENT``; the
server refuses anything else with an ``error`` reply and changes nothing. Choices travel as
the replay JSON of choices (``game.core.match.encode_choice``). docs/online.md describes
every message.
"""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass
from typing import Any

VERSION = 3
"""The protocol version every message carries as ``"v"``. 2: classes on the wire are named
by their place in the one-package-per-game layout (game/games/<name>/rules), and ``welcome``
names only the game, no package. 3: ``welcome`` carries the match's fixed parts (``fixed``,
named in views as ``{"$r": name}``) and the AI seats' ``levels``; an update after a choice
writes each view as its change from the seat's last one (``{"$k": 1}``: kept as it was)."""

MAX_MESSAGE = 16 * 1024
"""The most bytes an ordinary client message may have."""

MAX_CREATE = 1024 * 1024
"""The most bytes a ``create`` message may have (it may carry the host's own map)."""

RATE = 40.0
"""Messages a second a connection may send on average; the server allows a burst of twice
that and refuses the rest ("rate"). Clients pace themselves below it (``client.Pacer``)."""

MAX_DEPTH = 32
"""The deepest nesting of brackets a message may have."""

MAX_SEATS = 8
MAX_TOKENS = 8

# field -> (accepted types, required)
_Spec = dict[str, tuple[tuple[type, ...], bool]]

CLIENT: dict[str, _Spec] = {
    "create": {"ruleset": ((str,), True), "setup": ((dict,), True), "seats": ((list,), True),
               "map": ((dict,), False)},
    "claim": {"room": ((str,), True), "seat": ((int,), True)},
    "hello": {"room": ((str,), True), "tokens": ((list,), True)},
    "choose": {"room": ((str,), True), "seat": ((int,), True), "request": ((int,), True),
               "choice": ((dict,), True)},
    "hand_to_ai": {"room": ((str,), True), "seat": ((int,), True), "level": ((str,), True)},
    "rematch": {"room": ((str,), True)},
    "ping": {},
}
"""Every message type a client may send, with its fields."""

SEAT_KINDS = ("host", "open", "ai")
"""A seat at creation: played by the host's client, claimed by a joining player, or an AI."""


class ProtocolError(ValueError):
    """A message that breaks the protocol; ``code`` is a short machine-readable reason."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class Message:
    """A checked client message: its type and its fields."""

    type: str
    fields: dict[str, Any]


def parse(raw: str | bytes) -> Message:
    """Check one incoming frame (size, JSON, version, type, fields) and return it."""
    if isinstance(raw, bytes):
        raise ProtocolError("binary", "messages are JSON text, not binary frames")
    if len(raw) > MAX_CREATE:
        raise ProtocolError("too_big", f"a message may have at most {MAX_CREATE} bytes")
    if raw.count("[") + raw.count("{") > MAX_DEPTH and _depth(raw) > MAX_DEPTH:
        raise ProtocolError("bad_json", f"the message nests deeper than {MAX_DEPTH}")
    try:
        data = json.loads(raw, parse_constant=_no_constant)
    except (json.JSONDecodeError, RecursionError, ProtocolError):
        raise ProtocolError("bad_json", "the message is not valid JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_shape", "a message must be a JSON object")
    if data.get("v") != VERSION:
        raise ProtocolError("version", f"this server speaks protocol version {VERSION}")
    kind = data.get("t")
    if not isinstance(kind, str) or kind not in CLIENT:
        raise ProtocolError("unknown_type", f"unknown message type {kind!r}")
    if kind != "create" and len(raw) > MAX_MESSAGE:
        raise ProtocolError("too_big", f"a {kind} message may have at most {MAX_MESSAGE} bytes")
    return Message(kind, _fields(kind, data))


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_DEPTH = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}


def _depth(raw: str) -> int:
    """How deeply the JSON text nests (strings skipped), counted before parsing it, so a
    hostile message cannot make the parser recurse without end."""
    brackets = _STRING.sub("", raw)
    steps = [_DEPTH[c] for c in brackets.encode("ascii", "ignore") if c in _DEPTH]
    return max(itertools.accumulate(steps), default=0)


def _fields(kind: str, data: dict[str, Any]) -> dict[str, Any]:
    spec = CLIENT[kind]
    extra = set(data) - set(spec) - {"v", "t"}
    if extra:
        raise ProtocolError("bad_field", f"unexpected field(s) {sorted(extra)} in {kind}")
    out: dict[str, Any] = {}
    for name, (types, required) in spec.items():
        if name not in data:
            if required:
                raise ProtocolError("bad_field", f"{kind} needs the field {name!r}")
            continue
        value = data[name]
        if isinstance(value, bool) or not isinstance(value, types):
            raise ProtocolError("bad_field", f"{kind}: field {name!r} has the wrong type")
        out[name] = value
    _check_lists(kind, out)
    return out


def _check_lists(kind: str, fields: dict[str, Any]) -> None:
    if kind == "hello":
        tokens = fields["tokens"]
        if not 0 < len(tokens) <= MAX_TOKENS or not all(
                isinstance(t, str) and 0 < len(t) <= 100 for t in tokens):
            raise ProtocolError("bad_field", f"hello needs 1 to {MAX_TOKENS} seat tokens")
    if kind == "create":
        seats = fields["seats"]
        if not 0 < len(seats) <= MAX_SEATS or not all(_seat_ok(s) for s in seats):
            raise ProtocolError("bad_field", "create: seats must be 1 to 8 of "
                                "{\"kind\": host|open|ai, \"level\": ...}")
    if "room" in fields and not 0 < len(fields["room"]) <= 32:
        raise ProtocolError("bad_field", "malformed room code")


def _seat_ok(seat: Any) -> bool:
    if not isinstance(seat, dict) or seat.get("kind") not in SEAT_KINDS:
        return False
    level = seat.get("level")
    return set(seat) <= {"kind", "level"} and (
        level is None or (isinstance(level, str) and len(level) <= 40)) and (
        seat["kind"] != "ai" or isinstance(level, str))


def _no_constant(name: str) -> Any:
    raise ProtocolError("bad_json", f"{name} is not allowed")


_WRITER = json.JSONEncoder(separators=(",", ":"), sort_keys=True, check_circular=False)
"""Writes messages: compact, keys sorted (byte-stable), made once. Messages are trees the
server builds itself (no cycles), so the check for cycles, a quarter of the time, is left
out."""


def dumps(kind: str, **fields: Any) -> str:
    """A server or client message as compact JSON text (keys sorted: byte-stable)."""
    return _WRITER.encode({"v": VERSION, "t": kind, **fields})


def json_text(value: Any) -> str:
    """A part of a message as compact JSON text, written as ``dumps`` writes it."""
    return _WRITER.encode(value)


def dumps_with(kind: str, written: dict[str, str], **fields: Any) -> str:
    """``dumps``, with the fields of ``written`` (name -> JSON text written already, kept as
    it is) added at the end: a big part a server sends often is written once."""
    text = dumps(kind, **fields)
    extra = "".join(f",{json.dumps(name)}:{part}" for name, part in written.items())
    return text[:-1] + extra + "}"


def error(code: str, message: str, ref: str | None = None) -> str:
    """An ``error`` reply; ``ref`` names the message type it answers."""
    return dumps("error", code=code, message=message, ref=ref)
