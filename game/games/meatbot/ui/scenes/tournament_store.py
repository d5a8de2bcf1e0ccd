"""Where the running tournament is kept: one save in the user's data folder.

The tournament is written after every match and every choice between matches, atomically;
the match in progress is autosaved beside it (its own file, so the single-match Continue on
the title is never overwritten by a tournament bout).
"""

from __future__ import annotations

from pathlib import Path

from game.games.meatbot.rules.tournament import VERSION, Tournament
from game.games.meatbot.rules.tournament_json import tournament_from_json, tournament_to_json
from game.ui import storage

SAVE_NAME = "tournament.json"
MATCH_NAME = "tournament_match.json"
UNSAVED = "the tournament goes on but will not be resumable."
FIX = "Start a new tournament; this file is kept as a copy before the new one is saved."


def save_path() -> Path:
    """The tournament save file."""
    return storage.user_data_dir() / SAVE_NAME


def match_path() -> Path:
    """The autosave of the tournament match being fought."""
    return storage.user_data_dir() / MATCH_NAME


def save_tournament(tournament: Tournament, path: Path | None = None) -> Path | None:
    """Write ``tournament`` atomically; returns where (None if the folder refused: the
    player is told, and the tournament goes on in memory)."""
    target = path or save_path()
    try:
        storage.write_json(target, tournament_to_json(tournament), VERSION)
    except OSError as error:
        storage.notices.report(target, error, UNSAVED)
        return None
    return target


def load_tournament(path: Path | None = None) -> Tournament:
    """The saved tournament; StoredFileMissing if none, StoredFileError(path, reason) if the
    file cannot be used (it is left on disk)."""
    return storage.load(path or save_path(), VERSION, tournament_from_json, FIX)


def saved_state() -> tuple[Tournament | None, str]:
    """The saved tournament if there is a usable one, else None and why not ("" if none)."""
    try:
        tournament = load_tournament()
    except storage.StoredFileMissing:
        return None, ""
    except storage.StoredFileError as error:
        return None, str(error)
    return tournament, ""


def forget_match() -> None:
    """Remove the finished bout's autosave (it must not be resumed into the next bout)."""
    target = match_path()
    try:
        target.unlink(missing_ok=True)
    except OSError as error:
        storage.notices.report(target, error, "this bout's old save may be offered again.")
