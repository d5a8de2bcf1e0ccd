"""Whether the player has met the tutorial: a small file in the user data folder.

``tutorials.json`` maps a game's name to "started", "done" or "dismissed"; a game with no
entry is offered its tutorial on the title. A missing or unreadable file means none was met
(the offer shows again; nothing else depends on it).
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from game.ui import storage

PROGRESS_FILE = "tutorials.json"
PROGRESS_VERSION = 1
STATES = ("started", "done", "dismissed")


def progress_path() -> Path:
    """Where the tutorial flags live."""
    return storage.user_data_dir() / PROGRESS_FILE


def status(game: str) -> str:
    """"started", "done", "dismissed", or "" if the player never met ``game``'s tutorial."""
    try:
        data = storage.read_json(progress_path(), PROGRESS_VERSION)
    except storage.StoredFileError:
        return ""
    value = data.get(game)
    return value if value in STATES else ""


def mark(game: str, state: str) -> None:
    """Remember ``state`` for ``game`` ("done" is never taken back by a later "started")."""
    if state not in STATES:
        raise ValueError(f"unknown tutorial state {state!r}")
    if state == "started" and status(game) == "done":
        return
    try:  # loaded, not only read: what is written next carries it over, so needs no copy
        data = storage.load(progress_path(), PROGRESS_VERSION, dict)
    except storage.StoredFileError:
        data = {}
    data = {key: value for key, value in data.items() if key != "version"}
    data[game] = state
    with contextlib.suppress(OSError):  # unremembered: the title offers it again, no worse
        storage.write_json(progress_path(), data, PROGRESS_VERSION)


def should_offer(game: str) -> bool:
    """True while the title should offer ``game``'s tutorial (never met it)."""
    return status(game) == ""
