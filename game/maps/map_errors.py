"""MapError: a map that cannot be played, with the file, the place, the problem and the fix.

Kept apart from game/maps/tiled.py (which needs pytmx, hence pygame) so the map pre-check and tools
can raise and catch it without loading either.
"""

from __future__ import annotations

from pathlib import Path

from game.plain_words import plain_reason

MAP_GENERIC = "part of the map is not what Tiled writes"


class MapError(ValueError):
    """A map that cannot be played: which file, where in it, what is wrong, how to fix it."""

    def __init__(self, path: str | Path, where: str, problem: str, fix: str) -> None:
        self.path = str(path)
        self.where = where
        self.problem = plain_reason(problem, MAP_GENERIC)
        self.fix = fix
        super().__init__(f"{self.path} [{where}]: {self.problem}. Fix: {fix}")
