"""The New match form's arena list: the shipped maps and the player's own, kept up to date.

Like the Arenas screen, the list follows both map folders: once a second it takes a cheap look
(names, sizes and times), and lists again when a map was added, changed or removed, so a map
fixed in Tiled stops being listed as broken without leaving the form. The player's maps are
marked "Your map".
"""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path
from typing import Any

import pygame

from game.ui import user_maps
from game.ui.match_setup import GameSetup
from game.ui.render.hexmap import MapLayer
from game.ui.widget_lists import Row

RESCAN_SECONDS = 1.0
YOUR_MAP = "Your map"


def broken_reason(entry: Any) -> str:
    """A broken map's problem in one line."""
    return getattr(entry.error, "problem", None) or str(entry.error)


class ArenaShelf:
    """The maps a game may use, listed from the two folders (or given, for tests)."""

    def __init__(self, hook: GameSetup, entries: list[Any] | None = None,
                 folders: tuple[Path, Path] | None = None) -> None:
        """``entries`` fixed (never listed again) or listed from ``folders`` (shipped maps,
        the player's maps; by default user_maps.map_folders())."""
        self.hook = hook
        if entries is None and folders is None:
            shipped, mine = user_maps.map_folders()
            folders = (shipped, mine)
        self.folders = folders
        self.entries = entries if entries is not None else self._list()
        self._signature = user_maps.folders_signature(folders) if entries is None and \
            folders else ()
        self._since_scan = 0.0
        self._thumbs: dict[tuple[str, int, int], pygame.Surface] = {}

    def _list(self) -> list[Any]:
        return list(user_maps.list_all_arenas(self.folders or ()))

    def poll(self, dt: float) -> bool:
        """Every second, look at the folders; True when the maps were listed again."""
        self._since_scan += dt
        if not self._signature or self._since_scan < RESCAN_SECONDS:
            return False
        self._since_scan = 0.0
        signature = user_maps.folders_signature(self.folders or ())
        if signature == self._signature:
            return False
        self._signature = signature
        self.entries = self._list()
        self._thumbs.clear()
        return True

    def fitting(self, seats: int) -> list[Any]:
        """The maps to offer for ``seats`` players (broken ones too, marked broken)."""
        return [e for e in self.entries if self.hook.arena_listed(e) and
                (e.arena is None or self.hook.arena_fits(e, seats))]

    def is_users(self, entry: Any) -> bool:
        """True for a map from the player's own folder."""
        return self.folders is not None and user_maps.is_user_map(entry.path, self.folders[1])

    def row(self, entry: Any) -> Row:
        """The list row of a map: its name, players, and "Your map" on the player's own."""
        badge = YOUR_MAP if self.is_users(entry) else ""
        if entry.arena is None:
            return Row(Path(entry.path).name, "broken", False,
                       f"Broken map: {broken_reason(entry)}", badge=badge)
        arena = entry.arena
        players = f"{len(arena.spawns)}p" if arena.spawns else ""
        where = "your maps folder" if badge else "the game's arenas"
        return Row(arena.name, players, tooltip=f"{arena.cols} x {arena.rows} hexes, "
                   f"{len(arena.spawns)} spawn points ({Path(entry.path).name}, {where})",
                   badge=badge)

    def thumbnail(self, entry: Any, tiles: Any, size: tuple[int, int],
                  muted: Collection[str]) -> pygame.Surface:
        """The map's picture fitting ``size`` (made once per map and size)."""
        key = (str(entry.path), *size)
        if key not in self._thumbs:
            layer = MapLayer(entry.arena, tiles, muted=muted)
            self._thumbs[key] = layer.thumbnail(size)
        return self._thumbs[key]
