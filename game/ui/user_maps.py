"""The player's own maps folder: where it is, what is in it, and opening it in the file manager.

Maps saved in ``<user data folder>/maps`` are listed beside the shipped ones (game.paths'
maps folder) by the arena picker and the New match form. Each folder is read with
game.maps.tiled.list_arenas, so whatever that accepts (and how it reports a broken map) holds here
too.

The folder is laid out like the game's own: our tileset is copied to ``../assets/tiles`` beside
it and our Tiled project into it, so a shipped map copied in keeps working, and Tiled opened
on the project there shows the folder and the Terrain type. folders_signature() is a cheap
look at both folders (names, sizes and times only) for screens that want to notice a map being
added, changed or removed while they are open.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from game import paths
from game.maps.tiled import list_arenas
from game.ui import storage

USER_MAPS_FOLDER = "maps"
OPENER = {"darwin": "open", "win32": "explorer"}.get(sys.platform, "xdg-open")
"""The program that shows a folder in the file manager."""
MAP_SUFFIXES = (".tmx", ".tmj", ".tsx", ".tsj", ".json")
"""Files whose change may change a listed map (maps and the tilesets they use)."""

PROJECT_FILE = "hexbrawl.tiled-project"
README_FILE = "README.txt"
README_TEXT = """Your Hexbrawl maps
==================

Tiled maps (.tmx) saved in this folder are listed in Hexbrawl beside the shipped arenas:
Title > Arenas and New match. A map open in the arena viewer reloads each time you save it.

Open {project} in Tiled to get our Terrain type; our tileset is in ../assets/tiles
(kept up to date by the game). To start from a shipped arena, copy one from
{shipped}
into this folder and rename it.
"""
_seeded: set[Path] = set()
log = logging.getLogger(__name__)
Signature = tuple[tuple[str, str, int, int], ...]


def user_maps_dir() -> Path:
    """The player's maps folder (created if it can be)."""
    folder = storage.user_data_dir() / USER_MAPS_FOLDER
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if folder not in _seeded:
            seed_user_folder(folder)
            _seeded.add(folder)
    except OSError as error:  # listing an absent folder just finds nothing
        log.warning("Cannot prepare the maps folder %s: %s", folder, storage.reason_for(error))
    return folder


def seed_user_folder(folder: Path) -> None:
    """Our tileset in ``folder/../assets/tiles`` (refreshed when it differs from the game's),
    and our Tiled project and a README in ``folder`` (only if absent: they may be edited)."""
    tiles = folder.parent / "assets" / "tiles"
    tiles.mkdir(parents=True, exist_ok=True)
    for source in sorted((paths.assets_dir() / "tiles").iterdir()):
        target = tiles / source.name
        if source.is_file() and (not target.is_file() or
                                 target.read_bytes() != source.read_bytes()):
            shutil.copyfile(source, target)
    project = folder / PROJECT_FILE
    if not project.exists():
        shutil.copyfile(paths.maps_dir() / PROJECT_FILE, project)
    readme = folder / README_FILE
    if not readme.exists():
        readme.write_text(README_TEXT.format(project=PROJECT_FILE, shipped=paths.maps_dir()),
                          encoding="utf-8")


def map_folders() -> list[Path]:
    """The folders maps are listed from: the shipped arenas, then the player's own."""
    return [paths.maps_dir(), user_maps_dir()]


def list_all_arenas(folders: Iterable[Path] | None = None,
                    ruleset: str | None = None) -> list[Any]:
    """Every map in ``folders`` (default: map_folders()), folder by folder, each folder's maps
    sorted by name; every entry is a game.maps.tiled.ArenaEntry, loaded or with its error.

    With ``ruleset``, only the maps made for that game are kept: those whose ``rulesets``
    property names it or names no game at all. Broken maps stay, so their errors are seen."""
    entries: list[Any] = []
    for folder in map_folders() if folders is None else folders:
        if folder.is_dir():
            entries.extend(list_arenas(folder))
    if ruleset is None:
        return entries
    return [e for e in entries
            if e.arena is None or not e.arena.rulesets or ruleset in e.arena.rulesets]


def is_user_map(path: Path | str, folder: Path | None = None) -> bool:
    """True if ``path`` lies in the player's maps folder (``folder``, default user_maps_dir())."""
    home = (folder or user_maps_dir()).resolve()
    return home in Path(path).resolve().parents


def folders_signature(folders: Iterable[Path]) -> Signature:
    """Name, size and modification time of every map-like file in ``folders`` (a missing or
    unreadable folder counts as empty). Costs a directory listing, never a map load."""
    found = []
    for folder in folders:
        with contextlib.suppress(OSError), os.scandir(folder) as listing:
            for item in listing:
                if item.name.lower().endswith(MAP_SUFFIXES):
                    with contextlib.suppress(OSError):
                        info = item.stat()
                        found.append((str(folder), item.name, info.st_size, info.st_mtime_ns))
    return tuple(sorted(found))


def open_folder(folder: Path, launch: Callable[[list[str]], object] | None = None) -> str:
    """Show ``folder`` in the system's file manager without waiting for it.

    Returns what to tell the player: where it was opened, or why it could not be (then the
    path to open by hand). Never raises. ``launch`` (for tests) replaces starting the program.
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
        opener = shutil.which(OPENER)
        if opener is None:
            return f"No file manager opener ({OPENER}) found: open {folder} yourself."
        (launch or _start)([opener, str(folder)])
    except OSError as error:
        return f"Could not open {folder}: {storage.reason_for(error)}. Open it yourself."
    return f"Opened {folder}"


def _start(command: list[str]) -> None:
    """Start ``command`` detached; a thread reaps it so no zombie is left behind."""
    child = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, env=_outside_environment(),
                             start_new_session=True)
    threading.Thread(target=child.wait, name="open-folder", daemon=True).start()


def _outside_environment() -> dict[str, str]:
    """The environment for another program: a frozen build's library path undone (the file
    manager must load the system's libraries, not the ones bundled with the game)."""
    env = dict(os.environ)
    original = env.pop("LD_LIBRARY_PATH_ORIG", None)
    if original is not None:
        env["LD_LIBRARY_PATH"] = original
    elif paths.is_frozen():
        env.pop("LD_LIBRARY_PATH", None)
    return env
