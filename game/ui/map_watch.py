"""Notice a map file being saved again (from Tiled, say) and load the new version.

A MapWatcher is polled from a scene's update with the frame's dt. Every ``interval`` seconds
it stats the file (size and modification time: no reading); when they change, the new version
loads on a worker thread, so the window never waits for a large map. The next poll after the
load hands back the new arena, or the error that stopped it.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.maps.tiled import load_arena

POLL_SECONDS = 0.5
Stamp = tuple[int, int] | None  # (size, mtime_ns); None while the file is missing


def file_stamp(path: Path) -> Stamp:
    """The file's size and modification time, or None if it cannot be seen."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_size, info.st_mtime_ns


class MapWatcher:
    """Watches one map file; poll() returns a freshly loaded arena, an error, or None."""

    def __init__(self, path: Path, loader: Callable[[Path], Any] | None = None,
                 interval: float = POLL_SECONDS) -> None:
        self.path = Path(path)
        self.loader = loader or _load_arena
        self.interval = interval
        self.stamp: Stamp = file_stamp(self.path)
        self._since = 0.0
        self._lock = threading.Lock()
        self._result: tuple[Any, Exception | None] | None = None
        self._worker: threading.Thread | None = None

    @property
    def loading(self) -> bool:
        """True while a new version is being loaded."""
        return self._worker is not None and self._worker.is_alive()

    def poll(self, dt: float) -> Any | Exception | None:
        """Call every update. Returns the newly loaded arena, the exception that stopped a
        reload (a MapError, OSError, ...), or None when there is nothing new."""
        with self._lock:
            result, self._result = self._result, None
        if result is not None:
            self._worker = None
            arena, error = result
            return error if error is not None else arena
        self._since += dt
        if self._since < self.interval or self.loading:
            return None
        self._since = 0.0
        stamp = file_stamp(self.path)
        if stamp == self.stamp:
            return None
        self.stamp = stamp
        if stamp is None:
            return FileNotFoundError(f"{self.path} is gone (moved, renamed or deleted)")
        self._worker = threading.Thread(target=self._load, name="map-reload", daemon=True)
        self._worker.start()
        return None

    def _load(self) -> None:
        try:
            outcome: tuple[Any, Exception | None] = (self.loader(self.path), None)
        except Exception as error:  # any failure is shown to the player, never raised
            outcome = (None, error)
        with self._lock:
            self._result = outcome


def _load_arena(path: Path) -> Any:
    return load_arena(path)
