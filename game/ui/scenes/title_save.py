"""What the title knows about the autosave: a quick look at it, and how it is worded."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.ui import storage
from game.ui.games import game_ui
from game.ui.saves import SAVE_FORMAT, SAVE_VERSION, saved_progress, saved_ruleset


@dataclass(frozen=True)
class SaveStatus:
    """What the title knows about the autosave: none, usable, or broken (with why)."""

    state: str  # "missing", "ok" or "broken"
    message: str = ""


def autosave_status(path: Path) -> SaveStatus:
    """A quick look at the autosave (the full check happens when Continue loads it)."""
    try:
        data = storage.read_json(path, SAVE_VERSION)
    except storage.StoredFileMissing:
        return SaveStatus("missing", "No saved match yet: start a new one.")
    except storage.StoredFileError as error:
        return SaveStatus("broken", broken_message(error))
    refused = storage.refusal(path)  # Continue found what this quick look cannot
    if refused is not None:
        return SaveStatus("broken", broken_message(storage.StoredFileError(path, refused)))
    if data.get("format") != SAVE_FORMAT:
        unusable = storage.unusable(path, "it is not a Hexbrawl match save")
        return SaveStatus("broken", broken_message(unusable))
    try:
        game = game_ui(saved_ruleset(data)).TITLE
    except (ValueError, ImportError) as problem:
        return SaveStatus("broken", broken_message(storage.StoredFileError(path, str(problem))))
    where = saved_progress(data)
    finished = " (finished)" if data.get("over") else ""
    return SaveStatus("ok", f"Resume the saved {game} match at {where}{finished}.")


def broken_message(error: storage.StoredFileError) -> str:
    """The title's note about an unreadable save: its name, why, and that it was kept."""
    return (f"The saved match {error.path.name} cannot be continued: {error.reason}. "
            f"Start a new match: the file was kept as it is ({error.path}), and a copy is "
            "kept when the new match is saved.")

