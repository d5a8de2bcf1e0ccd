"""What the Online screens remember between runs: the last address and room code, and the
seat tokens of every room this player sits in (so a dropped player can rejoin its seat).

Kept in ``online.json`` in the player's folder, next to the settings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.ui import storage

FILE = "online.json"
VERSION = 1
MAX_ROOMS = 20
"""Rooms whose tokens are kept (the oldest are forgotten first)."""


@dataclass
class OnlineMemory:
    """The last address and room, and the seat tokens by room code."""

    address: str = ""
    room: str = ""
    seats: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Room code -> {"address": ..., "tokens": [...]}."""

    def tokens_for(self, address: str, room: str) -> list[str]:
        """The tokens this player holds in ``room`` at ``address`` (empty: none)."""
        kept = self.seats.get(room.upper(), {})
        return list(kept.get("tokens", [])) if kept.get("address") == address else []

    def remember(self, address: str, room: str, tokens: list[str]) -> None:
        """Keep ``tokens`` for ``room`` and make it the last one used; then save."""
        self.address, self.room = address, room.upper()
        self.seats.pop(self.room, None)
        self.seats[self.room] = {"address": address, "tokens": list(tokens)}
        while len(self.seats) > MAX_ROOMS:
            self.seats.pop(next(iter(self.seats)))
        save(self)


def path() -> Any:
    """Where the memory lives."""
    return storage.user_data_dir() / FILE


def load() -> OnlineMemory:
    """The remembered address, room and tokens (nothing remembered if the file is missing
    or unreadable: the player types them again)."""
    try:
        return storage.load(path(), VERSION, _decoded)
    except storage.StoredFileError:
        return OnlineMemory()


def _decoded(data: dict[str, Any]) -> OnlineMemory:
    seats = data.get("seats")
    return OnlineMemory(str(data.get("address", ""))[:200], str(data.get("room", ""))[:12],
                        {str(k): dict(v) for k, v in seats.items() if isinstance(v, dict)}
                        if isinstance(seats, dict) else {})


def save(memory: OnlineMemory) -> None:
    """Write the memory (a failure is told to the player; nothing else depends on it)."""
    data = {"address": memory.address, "room": memory.room, "seats": memory.seats}
    try:
        storage.write_json(path(), data, VERSION)
    except OSError as error:
        storage.notices.report(path(), error, "the room will not be remembered.")
