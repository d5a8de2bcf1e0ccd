"""Where the game's own files are, run from source or from a frozen (PyInstaller) build.

From source the shipped data sits beside the ``game`` package: ``maps/``, ``assets/`` and
``docs/rules/`` in the repository. A PyInstaller build copies the same folders, with the same
layout, into its bundle folder (``sys._MEIPASS``: ``_internal/`` beside the executable, or
``Contents/Frameworks`` inside a macOS .app). Every place that needs one of those folders asks
here, so the two ways of running never disagree. Standard library only.
"""

from __future__ import annotations

import sys
from pathlib import Path

DATA_FOLDERS: tuple[str, ...] = ("maps", "assets", "docs/rules")
"""The folders (relative to the resource root) a build must carry for the game to work."""

ICON_PNG = Path("assets") / "icon" / "hexbrawl.png"
"""The application icon (drawn by tools/art_icon.py), relative to the resource root."""


def is_frozen() -> bool:
    """True when running from a PyInstaller build rather than from source."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def resource_root() -> Path:
    """The folder holding maps/, assets/ and docs/: the bundle frozen, the repository else."""
    if is_frozen():
        return Path(sys._MEIPASS).resolve()  # type: ignore[attr-defined]  # set by PyInstaller
    return Path(__file__).resolve().parent.parent


def maps_dir() -> Path:
    """The shipped arenas."""
    return resource_root() / "maps"


def assets_dir() -> Path:
    """Tiles, sprites, sounds and the icon."""
    return resource_root() / "assets"


def rules_docs_dir() -> Path:
    """Our rulings (docs/rules/*.md), read at run time by the rules help."""
    return resource_root() / "docs" / "rules"


def icon_path() -> Path:
    """The application icon as a PNG."""
    return resource_root() / ICON_PNG
