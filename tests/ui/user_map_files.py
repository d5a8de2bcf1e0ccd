"""Map files for the user-maps tests: a shipped map copied anywhere, renamed if asked."""

from __future__ import annotations

import os
import re
from pathlib import Path

from game import paths

TILESET_REFERENCE = "../assets/tiles/hexbrawl.tsx"


def map_text(name: str, source: str = "duel_pit.tmx") -> str:
    """A shipped map's XML with its arena name changed and its tileset found from anywhere."""
    text = (paths.maps_dir() / source).read_text(encoding="utf-8")
    assert TILESET_REFERENCE in text
    tileset = (paths.assets_dir() / "tiles" / "hexbrawl.tsx").as_posix()
    text, renamed = re.subn(r'<property name="name" value="[^"]*"/>',
                            f'<property name="name" value="{name}"/>', text, count=1)
    assert renamed == 1
    return text.replace(TILESET_REFERENCE, tileset)


def write_map(path: Path, name: str, source: str = "duel_pit.tmx") -> Path:
    """Write a playable map named ``name`` at ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(map_text(name, source), encoding="utf-8")
    return path


def save_again(path: Path, content: str) -> None:
    """Write ``content`` over ``path`` and move its time on, as a later save would."""
    before = path.stat().st_mtime_ns if path.exists() else 0
    path.write_text(content, encoding="utf-8")
    os.utime(path, ns=(before + 2_000_000_000, before + 2_000_000_000))
