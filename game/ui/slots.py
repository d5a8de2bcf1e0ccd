"""Save slots: a match in progress saved under a name, several per game, beside the autosave.

Each slot is the game's ordinary save file (``game.ui.saves``) with the name the player gave
and when it was saved, in ``<user folder>/saves/<game>/<name>.json``; writes are atomic
(``game.ui.storage``), so a crash in the middle of one leaves the slot as it was. Loading a
slot resumes the match as Continue does; from then on it autosaves to the autosave as any
match does, and the slot stays as it was saved.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.ui import saves, storage
from game.ui.games import game_ui
from game.ui.session import MatchSession

FOLDER = "saves"
MAX_NAME = 40


@dataclass(frozen=True)
class Slot:
    """One saved match as the Load screen lists it."""

    path: Path
    name: str
    game: str
    title: str
    progress: str
    date: str
    broken: str = ""
    """Why it cannot be loaded ("" when it can)."""


def slots_dir(game: str | None = None) -> Path:
    """The folder of every game's slots, or of one game's."""
    root = storage.user_data_dir() / FOLDER
    return root / game if game else root


def file_name(name: str) -> str:
    """A slot name as a file name (letters, digits, - and _; the rest as _)."""
    cleaned = re.sub(r"[^A-Za-z0-9_-]+", "_", name.strip())[:MAX_NAME].strip("_")
    return f"{cleaned or 'match'}.json"


def save_slot(session: Any, name: str) -> Path | None:
    """Save ``session``'s match under ``name`` (a slot of that name is replaced); None if it
    could not be written (the player is told why)."""
    name = " ".join(name.split())[:MAX_NAME] or "match"
    target = slots_dir(session.ruleset) / file_name(name)
    data = {**session.to_json(), "slot_name": name,
            "saved_at": datetime.now().isoformat(timespec="seconds")}
    session.wait_for_saves()
    try:
        storage.write_json(target, data, saves.SAVE_VERSION, saves.finished_match)
    except OSError as error:
        storage.notices.report(target, error, "the match goes on; it was not saved there.")
        return None
    return target


def slots(game: str | None = None) -> list[Slot]:
    """Every slot of ``game`` (None: of every game), newest first; one that cannot be read
    is listed with why."""
    root = slots_dir()
    folders = [root / game] if game else sorted(p for p in root.glob("*") if p.is_dir())
    found = [_slot(path) for folder in folders for path in folder.glob("*.json")]
    return sorted(found, key=lambda slot: slot.date, reverse=True)


def _slot(path: Path) -> Slot:
    game = path.parent.name
    try:
        data = storage.read_json(path, saves.SAVE_VERSION)
        title = _title(saves.saved_ruleset(data))
    except (storage.StoredFileError, ValueError) as error:
        return Slot(path, path.stem, game, game, "", "", broken=str(getattr(error, "reason",
                                                                              error)))

    return Slot(path, str(data.get("slot_name") or path.stem), game, title,
                saves.saved_progress(data), str(data.get("saved_at", "")))


def _title(game: str) -> str:
    return str(game_ui(game).TITLE)


def load_slot(path: Path) -> MatchSession:
    """The session saved in the slot at ``path``, autosaving to the autosave from now on;
    StoredFileError if it cannot be resumed."""
    session = MatchSession.load(path)
    session.save_path = None
    return session


def delete_slot(path: Path) -> None:
    """Remove a slot (already gone: nothing to do)."""
    path.unlink(missing_ok=True)
