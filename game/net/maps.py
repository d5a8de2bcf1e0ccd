"""Which maps a room may use: the server's own arenas, or the host's map once checked.

A set-up names its arena as ``{"path": NAME}``. On the server NAME is only ever a file name:
one of the server's maps folder, or ``USER_MAP`` for the map the host sent with the room,
which is written to the server's folder for that room and read with the same guard and
limits as a local load (game.maps.tmx_guard through game.maps.tiled.load_arena) before any use.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from game.core.ruleset import ArenaLoader
from game.maps.map_errors import MapError

USER_MAP = "user-map.tmx"
"""The arena path a set-up gives to use the map the host sent."""

MAX_MAP_TEXT = 900 * 1024
"""The most characters of map text a host may send."""


def loader_for(maps: Path, room_maps: Path, code: str) -> ArenaLoader:
    """An arena loader that opens only the server's maps and this room's own map."""
    def load(name: str) -> Any:
        from game.maps.tiled import load_arena

        base = Path(name).name
        if base != name.replace("\\", "/").split("/")[-1] or base in ("", ".", ".."):
            raise ValueError(f"arena {name!r} is not a map name")
        path = room_maps / f"{code}.tmx" if base == USER_MAP else maps / base
        if not path.is_file():
            raise ValueError(f"this server has no arena {base!r}")
        try:
            return load_arena(path)
        except MapError as error:
            raise ValueError(f"the arena cannot be used: {_said(error)}") from None
    return load


def accept_user_map(room_maps: Path, code: str, sent: dict[str, Any]) -> Path:
    """Write the host's map for room ``code`` and check it like a local load; ValueError
    (with the map's own named error) if it is too big or broken, and then nothing is kept."""
    text = sent.get("text")
    if not isinstance(text, str) or len(text) > MAX_MAP_TEXT or set(sent) - {"name", "text"}:
        raise ValueError(f"a map is sent as {{\"text\": ...}} of at most {MAX_MAP_TEXT} "
                         "characters")
    from game.maps.tiled import load_arena
    from game.maps.tmx_guard import parse_file

    room_maps.mkdir(parents=True, exist_ok=True)
    path = room_maps / f"{code}.tmx"
    path.write_text(text, encoding="utf-8")
    try:
        _refuse_outside_files(path, parse_file(path, "map"))
        load_arena(path)
    except MapError as error:
        path.unlink(missing_ok=True)
        raise ValueError(f"the map cannot be used: {_said(error)}") from None
    return path


def _refuse_outside_files(path: Path, root: ElementTree.Element) -> None:
    """A sent map must be whole: a tileset, template or image file it names would be read
    from the server's disk."""
    for element in root.iter():
        if element.get("source") is not None or element.get("template") is not None:
            raise MapError(path, f"<{element.tag}>", "the map names another file",
                           "send the map with its tilesets embedded (portable_map_text)")


def portable_map_text(path: str | Path) -> str:
    """A local map as text the server accepts: checked like any local load, its tilesets
    embedded and their images left out (the server needs only the terrain)."""
    from game.maps.tmx_guard import read_map_tree

    root = read_map_tree(Path(path))
    for tileset in root.iter("tileset"):
        for parent in list(tileset.iter()):
            for image in parent.findall("image"):
                parent.remove(image)
    for layer in root.findall("imagelayer"):
        root.remove(layer)
    return ElementTree.tostring(root, encoding="unicode")


def _said(error: MapError) -> str:
    """The map's error without the server's own file path."""
    return f"[{error.where}] {error.problem}. Fix: {error.fix}"
