"""Rooms and their choices in SQLite, so a restarted server resumes every room exactly.

A room is stored once (ruleset, set-up, seed, seats with hashed tokens) and then one row per
accepted choice, in the order the server applied them; replaying the seed and those choices
rebuilds the match (game.core.replay). Tokens are stored only as SHA-256 hashes.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY, ruleset TEXT NOT NULL, setup TEXT NOT NULL, seed INTEGER NOT NULL,
    seats TEXT NOT NULL, created REAL NOT NULL, finished INTEGER NOT NULL DEFAULT 0,
    replay TEXT);
CREATE TABLE IF NOT EXISTS choices (
    code TEXT NOT NULL, idx INTEGER NOT NULL, player INTEGER NOT NULL, choice TEXT NOT NULL,
    PRIMARY KEY (code, idx));
"""


def token_hash(token: str) -> str:
    """The stored form of a seat token."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class StoredRoom:
    """One room as read back from the database."""

    code: str
    ruleset: str
    setup: dict[str, Any]
    seed: int
    seats: list[dict[str, Any]]
    created: float
    choices: list[tuple[int, dict[str, Any]]]


class Store:
    """The server's database (one file; ":memory:" for a throw-away server)."""

    def __init__(self, path: str | Path) -> None:
        self.db = sqlite3.connect(str(path), isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)

    def add_room(self, room: StoredRoom) -> None:
        """Store a new room."""
        self.db.execute("INSERT INTO rooms (code, ruleset, setup, seed, seats, created) "
                        "VALUES (?, ?, ?, ?, ?, ?)",
                        (room.code, room.ruleset, json.dumps(room.setup), room.seed,
                         json.dumps(room.seats), room.created))

    def update_seats(self, code: str, seats: list[dict[str, Any]]) -> None:
        """Store a room's seats again (a seat claimed or handed to an AI)."""
        self.db.execute("UPDATE rooms SET seats = ? WHERE code = ?", (json.dumps(seats), code))

    def add_choice(self, code: str, index: int, player: int, choice: dict[str, Any]) -> None:
        """Store the ``index``-th accepted choice of a room."""
        self.db.execute("INSERT INTO choices (code, idx, player, choice) VALUES (?, ?, ?, ?)",
                        (code, index, player, json.dumps(choice)))

    def finish(self, code: str, replay: dict[str, Any]) -> None:
        """Mark a room finished and keep its published replay."""
        self.db.execute("UPDATE rooms SET finished = 1, replay = ? WHERE code = ?",
                        (json.dumps(replay), code))

    def open_rooms(self) -> list[StoredRoom]:
        """Every room whose match has not finished, with its choices in order."""
        rows = self.db.execute("SELECT code, ruleset, setup, seed, seats, created FROM rooms "
                               "WHERE finished = 0 ORDER BY created").fetchall()
        return [StoredRoom(code, ruleset, json.loads(setup), seed, json.loads(seats), created,
                           self._choices(code))
                for code, ruleset, setup, seed, seats, created in rows]

    def replay_of(self, code: str) -> dict[str, Any] | None:
        """The published replay of a finished room."""
        row = self.db.execute("SELECT replay FROM rooms WHERE code = ?", (code,)).fetchone()
        return json.loads(row[0]) if row and row[0] else None

    def _choices(self, code: str) -> list[tuple[int, dict[str, Any]]]:
        rows = self.db.execute("SELECT player, choice FROM choices WHERE code = ? ORDER BY idx",
                               (code,)).fetchall()
        return [(player, json.loads(choice)) for player, choice in rows]

    def close(self) -> None:
        """Close the database."""
        self.db.close()
