"""The match history: every finished or abandoned match kept in the user folder.

One file per match in ``<user folder>/history/`` (atomic writes through ``game.ui.storage``)::

    {"format": "hexbrawl-history", "version": 1, "game": "meatbot", "title": "Meatbot
     Massacre", "arena": "Duel Pit", "arena_path": "maps/duel_pit.tmx", "seats": [...],
     "names": [...], "result": "Red won", "finished": true, "date": "2026-11-28T21:30:00",
     "length": 84, "progress": "round 7", "options": {...}, "replay": {...}}

A match recorded again (left, continued, left again) replaces its own entry when the new
record extends the old one's choices, so nothing it held is lost; any other match of the same
set-up and seed (a "play from here" that went another way) gets an entry of its own. The
folder is capped (``MAX_ENTRIES`` and ``MAX_TOTAL_BYTES``): the oldest entries go first.
Nothing here imports pygame, so the tools can use it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.core.match import Match, ruleset_module
from game.core.replay import Replay, ReplayError, from_json, record
from game.ui import storage
from game.ui.battle.seats import SeatConfig, seat_to_json
from game.ui.session import progress_of

FORMAT = "hexbrawl-history"
VERSION = 1
FOLDER = "history"
MAX_ENTRIES = 200
MAX_TOTAL_BYTES = 40 * 1024 * 1024


@dataclass(frozen=True)
class HistoryEntry:
    """One recorded match as the Replays screen lists it."""

    path: Path
    game: str
    title: str
    arena: str
    names: tuple[str, ...]
    result: str
    finished: bool
    date: str
    length: int
    progress: str

    def line(self) -> str:
        """The entry in one line of player words."""
        when = self.date.replace("T", " ")[:16]
        ended = self.result if self.finished else f"left at {self.progress or 'the start'}"
        return (f"{when}  {self.title}  {self.arena}  {' v '.join(self.names)}  - {ended}"
                f" ({self.length} decisions)")


def history_dir() -> Path:
    """The folder of history entries (created on first write)."""
    return storage.user_data_dir() / FOLDER


def result_words(match: Match) -> str:
    """The outcome in words: who won, a draw, or "not finished"."""
    if not match.is_over:
        return "not finished"
    names = match.state.names
    result = match.result
    winners = getattr(result, "winners", None)
    if winners is not None:
        seats = [names[seat] for seat in winners]
        return f"{' and '.join(seats)} won" if seats else "a draw"
    winner = getattr(result, "winner", None)
    return f"{names[winner]} won" if isinstance(winner, int) else "a draw"


def arena_name(match: Match) -> str:
    """The arena's name as the match knows it (a table game has none)."""
    arena = getattr(match.state, "arena", None)
    name = getattr(arena, "name", None)
    return str(name) if name else "-"


def entry_json(match: Match, seats: Sequence[Mapping[str, Any]], arena_path: str,
               options: Mapping[str, Any], progress: str | None,
               replay: Replay | None = None) -> dict[str, Any]:
    """The history file's content for ``match`` (without its version)."""
    replay = replay or record(match)
    return {"format": FORMAT, "game": match.ruleset,
            "title": str(ruleset_module(match.ruleset).TITLE), "arena": arena_name(match),
            "arena_path": arena_path, "seats": [dict(seat) for seat in seats],
            "names": list(match.state.names), "result": result_words(match),
            "finished": bool(match.is_over),
            "date": datetime.now().isoformat(timespec="seconds"),
            "length": len(replay.choices), "progress": progress or "",
            "options": dict(options), "replay": replay.to_json()}


def record_session(session: Any) -> Path | None:
    """Keep ``session``'s match in the history (a session may opt out with
    ``records_history = False``; a match with no decision yet is not worth keeping). Returns
    the entry's file, or None if nothing was written (a failed write is told to the player)."""
    match = getattr(session, "match", None)
    if (match is None or not getattr(session, "records_history", True)
            or not getattr(match, "choices", None)):
        return None
    try:
        data = entry_json(match, [seat_to_json(seat) for seat in session.seats],
                          session.arena_path, session.options, progress_of(match))
    except ReplayError:
        return None  # a match that cannot be replayed (no seed) has nothing to keep
    try:
        own = getattr(session, "history_path", None)
        path = write_entry(data, own, fresh=bool(getattr(session, "history_fresh", False)))
    except OSError as error:
        storage.notices.report(history_dir(), error, "this match is not in the history.")
        return None
    session.history_path = path  # recorded again (left, continued): the same entry
    return path


def match_key(replay: Mapping[str, Any]) -> str:
    """The part of an entry's file name shared by every record of one match's set-up and seed."""
    start = {key: replay.get(key) for key in ("ruleset", "setup", "seed")}
    digest = hashlib.sha1(json.dumps(start, sort_keys=True).encode()).hexdigest()[:12]
    return f"{replay.get('ruleset', 'match')}-{digest}"


def write_entry(data: dict[str, Any], target: Path | None = None, fresh: bool = False) -> Path:
    """Write one entry at ``target``, else over an earlier record of the same match it
    extends (unless ``fresh``: a match that must have an entry of its own), else as a new
    file; then trim the folder to its cap. OSError if it cannot be written."""
    folder = history_dir()
    key = match_key(data["replay"])
    if target is None and not fresh:
        target = _entry_to_replace(folder, key, data["replay"]["choices"])
    if target is None:
        number = 1
        while (folder / f"{key}-{number}.json").exists():
            number += 1
        target = folder / f"{key}-{number}.json"
    storage.write_json(target, data, VERSION)
    trim(folder, keep=target)
    return target


def _entry_to_replace(folder: Path, key: str, choices: list[Any]) -> Path | None:
    """An entry of the same match whose choices the new record starts with."""
    for path in sorted(folder.glob(f"{key}-*.json")):
        try:
            old = storage.load(path, VERSION, lambda data: data["replay"]["choices"])
        except storage.StoredFileError:
            continue
        if isinstance(old, list) and choices[: len(old)] == old:
            return path
    return None


def entry_files(folder: Path | None = None) -> list[Path]:
    """Every entry file, newest first (by when it was written)."""
    where = folder or history_dir()
    files = [path for path in where.glob("*.json") if path.is_file()]
    return sorted(files, key=_modified, reverse=True)


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def trim(folder: Path, keep: Path | None = None) -> list[Path]:
    """Delete the oldest entries beyond ``MAX_ENTRIES`` or ``MAX_TOTAL_BYTES`` (never
    ``keep``, the one just written). Returns what was deleted."""
    files = entry_files(folder)
    total = 0
    dropped = []
    for index, path in enumerate(files):
        with contextlib.suppress(OSError):
            total += path.stat().st_size
        if path != keep and (index >= MAX_ENTRIES or total > MAX_TOTAL_BYTES):
            with contextlib.suppress(OSError):
                os.unlink(path)
                dropped.append(path)
    return dropped


def read_entry(path: Path) -> HistoryEntry:
    """The listing facts of one entry; StoredFileError if it cannot be used."""

    def decode(data: dict[str, Any]) -> HistoryEntry:
        if data.get("format") != FORMAT:
            raise ValueError("it is not a Hexbrawl history entry")
        return HistoryEntry(path, str(data["game"]), str(data.get("title", data["game"])),
                            str(data.get("arena", "-")),
                            tuple(str(name) for name in data.get("names", ())),
                            str(data.get("result", "")), bool(data.get("finished")),
                            str(data.get("date", "")), int(data.get("length", 0)),
                            str(data.get("progress", "")))

    return storage.load(path, VERSION, decode)


def entries(game: str | None = None) -> list[HistoryEntry]:
    """Every readable entry, newest first, of one game (None: every game)."""
    found = []
    for path in entry_files():
        try:
            entry = read_entry(path)
        except storage.StoredFileError:
            continue
        if game is None or entry.game == game:
            found.append(entry)
    return found


def entry_data(path: Path) -> dict[str, Any]:
    """An entry's whole content with its replay checked; StoredFileError if unusable."""

    def decode(data: dict[str, Any]) -> dict[str, Any]:
        if data.get("format") != FORMAT:
            raise ValueError("it is not a Hexbrawl history entry")
        from_json(data["replay"], "the entry's replay")
        return data

    return storage.load(path, VERSION, decode)


def delete(path: Path) -> None:
    """Remove one entry (already gone: nothing to do)."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)


def summary_lines(replay: Replay, match: Match) -> list[str]:
    """A few lines saying what a replay holds: game, rules, arena, seats, length, outcome."""
    title = ruleset_module(replay.ruleset).TITLE
    rules = replay.rules_version if replay.rules_version is not None else "not recorded"
    outcome = result_words(match) if match.is_over else \
        f"not finished (stopped at {progress_of(match) or 'the start'})"
    return [f"Game: {title} (rules version {rules})", f"Arena: {arena_name(match)}",
            f"Seats: {', '.join(match.state.names)}",
            f"Length: {len(replay.choices)} decisions, {len(match.events)} events",
            f"Result: {outcome}"]


def plain_seats(match: Match) -> list[dict[str, Any]]:
    """Seats for a bare replay that names no players: every seat a local human, by name."""
    return [seat_to_json(SeatConfig(str(name), "human", colour=index))
            for index, name in enumerate(match.state.names)]
