"""Whether the player has met a tutorial lesson: a small file in the user data folder.

``tutorials.json`` maps a lesson's key (``LessonScript.key``: the game's name for its first
lesson, "meatbot.2" for a second) to "started", "done" or "dismissed"; a game whose first
lesson has no entry is offered its tutorial. A missing or unreadable file means none was met
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


def status(key: str) -> str:
    """"started", "done", "dismissed", or "" if the player never met ``key``'s tutorial."""
    try:
        data = storage.read_json(progress_path(), PROGRESS_VERSION)
    except storage.StoredFileError:
        return ""
    value = data.get(key)
    return value if value in STATES else ""


def mark(key: str, state: str) -> None:
    """Remember ``state`` for ``key`` ("done" is never taken back by a later "started")."""
    if state not in STATES:
        raise ValueError(f"unknown tutorial state {state!r}")
    if state == "started" and status(key) == "done":
        return
    try:  # loaded, not only read: what is written next carries it over, so needs no copy
        data = storage.load(progress_path(), PROGRESS_VERSION, dict)
    except storage.StoredFileError:
        data = {}
    data = {name: value for name, value in data.items() if name != "version"}
    data[key] = state
    with contextlib.suppress(OSError):  # unremembered: the title offers it again, no worse
        storage.write_json(progress_path(), data, PROGRESS_VERSION)


def should_offer(key: str) -> bool:
    """True while the lesson ``key`` should be offered (never played, never dismissed)."""
    return status(key) == ""
