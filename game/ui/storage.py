"""The user's data folder and safe reading and writing of the small JSON files kept there.

Writes are atomic: the text goes to a temporary file in the same folder, is flushed to disk and
then renamed over the target, so a crash leaves either the old file or the new one (and the
temporaries a killed game leaves behind are cleared at the next start, :func:`clear_leftovers`).

Nothing the player had is lost by writing: a file is only written over without a copy if this
run loaded it (through :func:`load`) or wrote it, and it has not changed since. Any other file
already there is first copied aside, and the player is told where: one that cannot be used as
``<name>.corrupt-<n>``, one that reads fine (a save this run never opened) as ``<name>.kept-<n>``.
If the copy cannot be made (a full disk), nothing is written over the file at all.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import shutil
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pygame.system

from game.plain_words import TYPE_WORDS, plain_reason
from game.safe_json import MAX_BYTES, BadJson, parse

ORGANISATION = "Hexbrawl"
APPLICATION = "Hexbrawl"
HOME_VARIABLE = "HEXBRAWL_HOME"

log = logging.getLogger(__name__)


class StoredFileError(ValueError):
    """A stored file could not be used; ``path`` names it, ``reason`` says why in the player's
    words (see game/plain_words.py) and ``fix`` (if known) what the player can do."""

    def __init__(self, path: Path | str, reason: str, fix: str = "") -> None:
        self.path = Path(path)
        self.reason = plain_reason(reason)
        self.fix = fix
        super().__init__(self.reason)

    def __str__(self) -> str:
        fix = f" {self.fix}" if self.fix else ""
        return f"{self.path.name} could not be read ({self.reason}).{fix} File: {self.path}"


class StoredFileMissing(StoredFileError):
    """The stored file does not exist yet (usually not a problem: use defaults)."""


def user_data_dir() -> Path:
    """The folder for settings and saves, created if needed.

    ``HEXBRAWL_HOME`` overrides the platform's preference folder (tests point it at a temporary
    folder). If the platform folder is unavailable, ``~/.hexbrawl`` is used instead.
    """
    override = os.environ.get(HOME_VARIABLE)
    folder = Path(override) if override else _platform_pref_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:  # reading still works; each failed write is reported by name
        log.warning("Cannot create the data folder %s: %s", folder, reason_for(error))
    return folder


def _platform_pref_dir() -> Path:
    try:
        return Path(pygame.system.get_pref_path(ORGANISATION, APPLICATION))
    except Exception as error:  # any failure at all means: use the fallback
        fallback = Path.home() / ".hexbrawl"
        log.warning("No preference folder from SDL (%s); using %s", error, fallback)
        return fallback


def atomic_write_text(path: Path | str, text: str) -> None:
    """Replace the file at ``path`` with ``text`` (UTF-8) so that it is never half written."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                                         dir=target.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as temp:
            temp.write(text)
            temp.flush()
            os.fsync(temp.fileno())
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def read_json(path: Path | str, version: int | None = None) -> dict[str, Any]:
    """Read a JSON object from ``path``; if ``version`` is given, its "version" must equal it.

    Raises StoredFileMissing if there is no file, StoredFileError if it cannot be read, is not
    valid JSON, is not an object, or has another version. The file is left as it is.
    """
    target = Path(path)
    try:
        data = parse(_read_capped(target))
    except FileNotFoundError:
        raise StoredFileMissing(target, "the file does not exist") from None
    except OSError as error:
        raise unusable(target, f"the file cannot be opened: {reason_for(error)}") from error
    except BadJson as error:
        raise unusable(target, str(error)) from None
    if not isinstance(data, dict):
        found = TYPE_WORDS.get(type(data).__name__, "something else")
        raise unusable(target, f"expected a JSON object, found {found}")
    if version is not None:
        _check_version(target, data, version)
    return data


def _read_capped(path: Path) -> bytes:
    """The file's bytes; one over the size limit is refused unread (BadJson says so)."""
    size = path.stat().st_size
    if size > MAX_BYTES:
        raise BadJson(f"the file is {size // 1024} KB, over the {MAX_BYTES // 1024} KB limit")
    return path.read_bytes()  # parse refuses it too if it grew meanwhile


Loaded = TypeVar("Loaded")


def load(path: Path | str, version: int | None,
         decode: Callable[[dict[str, Any]], Loaded], fix: str = "") -> Loaded:
    """The one door for a user's file: read its JSON and ``decode`` it.

    Raises StoredFileMissing if there is none, and StoredFileError (with ``fix``, what the
    player can do) for anything else that goes wrong, whatever ``decode`` raises: no content
    of the file can stop the game. A file that failed is remembered, so the next write over it
    keeps a copy first.
    """
    target = Path(path)
    stamp = _stamp(target)
    try:
        loaded = decode(read_json(target, version))
    except StoredFileError as error:
        error.fix = error.fix or fix
        raise
    except Exception as error:  # any content at all: the game must go on
        log.debug("Could not use %s", target, exc_info=True)
        raise unusable(target, _reason(error), fix) from None
    _remember(target, stamp)
    return loaded


def _reason(error: Exception) -> str:
    text = plain_reason(str(error))[:300]
    if isinstance(error, KeyError):
        return f"the entry {text} is missing"
    return text or "its content is not what this game writes"


_unusable: dict[Path, tuple[str, tuple[int, int] | None]] = {}
_unusable_lock = threading.Lock()


def unusable(path: Path | str, reason: str, fix: str = "") -> StoredFileError:
    """The error for a file that could not be used, remembered so that writing over it first
    keeps a copy (see :func:`keep_unreadable`). Raise what it returns."""
    error = StoredFileError(path, reason, fix)
    with _unusable_lock:
        _unusable[error.path.absolute()] = (error.reason, _stamp(error.path))
    return error


def refusal(path: Path | str) -> str | None:
    """Why a loader refused the file at ``path`` in this run, if one did and the file is
    still as it was then (a quick look at it may find nothing wrong)."""
    target = Path(path)
    with _unusable_lock:
        reason, stamp = _unusable.get(target.absolute(), (None, None))
    return reason if reason is not None and stamp == _stamp(target) else None


def _forget_unusable(path: Path) -> str | None:
    with _unusable_lock:
        return _unusable.pop(path.absolute(), (None, None))[0]


def _check_version(path: Path, data: dict[str, Any], version: int) -> None:
    found = data.get("version")
    if not isinstance(found, int) or isinstance(found, bool):
        raise unusable(path, f"no format version (this game reads version {version})")
    if found > version:
        raise unusable(
            path, f"written by a newer Hexbrawl (format {found}; this one reads {version})")
    if found < version:
        raise unusable(
            path, f"an old format (version {found}; this game reads version {version})")


Replaceable = Callable[[dict[str, Any]], bool]
"""Whether a readable file's content may be written over without a copy (a finished match)."""


def write_json(path: Path | str, data: dict[str, Any], version: int | None = None,
               replaceable: Replaceable | None = None) -> None:
    """Atomically write ``data`` as JSON, adding "version" first when given.

    A file already there that this run neither loaded nor wrote is copied aside first (see the
    module's note), unless it reads fine and ``replaceable`` says its content may go. Raises
    OSError, leaving the old file as it was, if the copy or the writing fails.
    """
    target = Path(path)
    keep_unreadable(target, version, replaceable)
    payload = {"version": version, **data} if version is not None else dict(data)
    atomic_write_text(target, json.dumps(payload, indent=2, sort_keys=False) + "\n")
    _remember(target, _stamp(target))


def keep_unreadable(path: Path | str, version: int | None = None,
                    replaceable: Replaceable | None = None) -> Path | None:
    """Before ``path`` is written over: if the file there could not be used (unreadable now,
    or refused by a loader earlier), or this run has not loaded or written it as it is now,
    copy it aside, tell the player where, and return the copy (None if no copy was needed).
    OSError if the copy cannot be made."""
    target = Path(path)
    reason = _forget_unusable(target)
    if reason is None:
        if _stamp(target) is None or _is_known(target):
            return None
        try:
            data = read_json(target, version)
        except StoredFileMissing:
            return None
        except StoredFileError as error:
            reason = error.reason
            _forget_unusable(target)
        else:
            if replaceable is not None and replaceable(data):
                return None
            copy = _copy_aside(target, "kept")
            notices.tell(f"{target.name} was there from before and this game had not opened "
                         f"it, so it was kept as {copy.name} in {target.parent} before the "
                         "new one was saved.")
            return copy
    if not target.exists():
        return None
    copy = _copy_aside(target, "corrupt")
    notices.tell(f"{target.name} could not be used as it was ({reason}), so before writing "
                 f"over it the game kept it as {copy.name} in {target.parent}.")
    return copy


def _copy_aside(path: Path, label: str) -> Path:
    """A copy of ``path`` as ``<name>.<label>-<n>``, whole or not at all (a failed copy on a
    full disk leaves nothing behind, and raises OSError)."""
    copy = _free_name(path, label)
    handle, temp_name = tempfile.mkstemp(prefix=f".{copy.name}.", suffix=".tmp", dir=path.parent)
    os.close(handle)
    try:
        shutil.copy2(path, temp_name)
        os.replace(temp_name, copy)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    log.warning("Kept %s as %s", path.name, copy.name)
    return copy


def _free_name(path: Path, label: str) -> Path:
    number = 1
    while (candidate := path.with_name(f"{path.name}.{label}-{number}")).exists():
        number += 1
    return candidate


# -- which files this run has loaded or written ----------------------------------------------
Stamp = tuple[int, int]
_known: dict[Path, Stamp] = {}


def _stamp(path: Path) -> Stamp | None:
    """The file's size and modification time (None if there is none)."""
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_size, info.st_mtime_ns


def _remember(path: Path, stamp: Stamp | None) -> None:
    """Note that this run loaded or wrote ``path`` as it is at ``stamp``."""
    with _unusable_lock:
        if stamp is None:
            _known.pop(path.absolute(), None)
        else:
            _known[path.absolute()] = stamp


def _is_known(path: Path) -> bool:
    """True if this run loaded or wrote ``path`` and it has not changed since."""
    with _unusable_lock:
        stamp = _known.get(path.absolute())
    return stamp is not None and stamp == _stamp(path)


# -- leftovers of earlier runs ---------------------------------------------------------------
LEFTOVER_TEMP = re.compile(r"^\..+\.tmp$")
STALE_SECONDS = 60.0
"""A temporary file older than this is a leftover (a write takes well under a second)."""
EMPTY_COPY = re.compile(r"\.(corrupt|kept)-\d+$")


def clear_leftovers(folder: Path | str | None = None) -> list[Path]:
    """Remove what killed or failed writes left in ``folder`` (default: the data folder):
    half-written temporaries older than STALE_SECONDS, and empty copies (an older version's
    failed copy on a full disk). Returns what was removed; never raises."""
    where = Path(folder) if folder is not None else user_data_dir()
    removed = []
    now = time.time()
    with contextlib.suppress(OSError), os.scandir(where) as listing:
        for item in listing:
            with contextlib.suppress(OSError):
                info = item.stat(follow_symlinks=False)
                stale_temp = LEFTOVER_TEMP.match(item.name) and now - info.st_mtime > STALE_SECONDS
                empty_copy = EMPTY_COPY.search(item.name) and info.st_size == 0
                if item.is_file(follow_symlinks=False) and (stale_temp or empty_copy):
                    os.unlink(item.path)
                    removed.append(Path(item.path))
    return removed


# -- telling the player that a save failed ---------------------------------------------------
def reason_for(error: OSError) -> str:
    """The operating system's short reason for ``error`` ("Permission denied")."""
    return error.strerror or str(error) or type(error).__name__


class SaveNotices:
    """Messages about saves that failed, waiting to be shown on screen (each place once).

    Any code that writes a file (also the autosave thread) reports here and carries on; the
    window takes the messages and shows them, so the game never stops over a full disk or a
    read-only folder.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waiting: list[str] = []
        self._told: set[str] = set()

    def report(self, path: Path | str, error: OSError, consequence: str) -> str:
        """Note that writing ``path`` failed; returns the message (queued only the first time
        this path fails)."""
        message = f"Could not save to {path}: {reason_for(error)} - {consequence}"
        log.warning(message)
        with self._lock:
            if str(path) not in self._told:
                self._told.add(str(path))
                self._waiting.append(message)
        return message

    def tell(self, message: str) -> None:
        """Queue any other message the player must see (each text once until taken)."""
        log.warning(message)
        with self._lock:
            if message not in self._waiting:
                self._waiting.append(message)

    def take(self) -> list[str]:
        """The messages not yet shown (each is handed out once)."""
        with self._lock:
            waiting, self._waiting = self._waiting, []
        return waiting

    def clear(self) -> None:
        """Forget every message and every path already told about."""
        with self._lock:
            self._waiting, self._told = [], set()


notices = SaveNotices()
"""The game's one queue of failed-save messages (the App shows them)."""
