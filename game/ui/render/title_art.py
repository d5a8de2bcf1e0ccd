"""The title's backdrop and logo as shipped: painted once by tools/make_assets.py, loaded at start.

Painting the backdrop means reading the standard arena (the map reader, pytmx), drawing it at
full size, blurring and darkening it: most of the wait for the first title frame. The picture
only changes when that map does, so tools/make_assets.py paints it (at a third of the size it
covers: it is blurred anyway) and records the map file's fingerprint beside it. At start the
title loads it if the standard arena's file on disk still has that fingerprint, and paints
afresh if not (game/ui/render/backdrop.py), so an edited map is never shown out of date.
"""

from __future__ import annotations

import json
import logging
import zlib
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import paths
from game.maps.map_files import map_files

ART_DIR = paths.assets_dir() / "ui"
RECORD_FILE = "title_art.json"
BACKDROP_FILE = "title_backdrop.png"
LOGO_FILE = "title_logo.png"
ART_FORMAT = 1
OVERSCAN = 1.12  # the backdrop is this much bigger than the window, so it can drift
BLUR_SHRINK = 3
REFERENCE_SIZE = (1280, 960)
"""The window the shipped backdrop is painted for: the taller of the two UI canvases, so
the shipped picture is never scaled up more than a freshly painted one would be."""

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ArtRecord:
    """What the shipped title art was painted from."""

    map_fingerprint: str
    world_size: tuple[int, int]
    logo_word: str
    logo_size: int


def cover_size(world: tuple[int, int], size: tuple[int, int]) -> tuple[int, int]:
    """``world`` scaled, keeping its shape, to cover ``size`` with the overscan."""
    scale = max(size[0] * OVERSCAN / world[0], size[1] * OVERSCAN / world[1])
    return round(world[0] * scale), round(world[1] * scale)


def fitted(soft: pygame.Surface, world: tuple[int, int], size: tuple[int, int]
           ) -> pygame.Surface:
    """A softened arena picture (any size, the world's shape) scaled to cover ``size``."""
    return pygame.transform.smoothscale(soft, cover_size(world, size))


def standard_map_file(folder: Path | None = None) -> Path | None:
    """The first map file whose name says "standard" (the arena the title shows)."""
    return next((p for p in map_files(folder) if "standard" in p.stem.lower()), None)


def file_fingerprint(path: Path) -> str:
    """A fingerprint of a file's bytes: its length and CRC-32, in hex. (Enough to notice an
    edited map; loading hashlib's SHA-256 would cost the start-up more than the check.)"""
    data = path.read_bytes()
    return f"{len(data):x}-{zlib.crc32(data):08x}"


def shipped_backdrop(size: tuple[int, int], art_dir: Path = ART_DIR) -> pygame.Surface | None:
    """The shipped backdrop covering ``size``, or None when it is missing, unreadable or was
    painted from another standard arena than the one on disk."""
    record = read_record(art_dir)
    standard = standard_map_file()
    try:
        if record is None or standard is None \
                or file_fingerprint(standard) != record.map_fingerprint:
            return None
    except OSError:
        return None
    soft = _image(art_dir / BACKDROP_FILE)
    return None if soft is None else fitted(soft, record.world_size, size)


def shipped_logo(word: str, size: int, art_dir: Path = ART_DIR) -> pygame.Surface | None:
    """The shipped logo if it shows ``word`` at ``size``; None otherwise."""
    record = read_record(art_dir)
    if record is None or (record.logo_word, record.logo_size) != (word, size):
        return None
    return _image(art_dir / LOGO_FILE, alpha=True)


def read_record(art_dir: Path = ART_DIR) -> ArtRecord | None:
    """The record beside the shipped art, or None if it is missing or not ours."""
    try:
        data = json.loads((art_dir / RECORD_FILE).read_text(encoding="utf-8"))
        if data.get("format") != ART_FORMAT:
            return None
        width, height = (int(v) for v in data["world_size"])
        return ArtRecord(str(data["map_fingerprint"]), (width, height), str(data["logo_word"]),
                         int(data["logo_size"]))
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
        log.info("shipped title art not used: %s", error)
        return None


def write_record(art_dir: Path, record: ArtRecord) -> Path:
    """Write the record of what the shipped art was painted from (tools/make_assets.py)."""
    path = art_dir / RECORD_FILE
    data = {"format": ART_FORMAT, "map_fingerprint": record.map_fingerprint,
            "world_size": list(record.world_size), "logo_word": record.logo_word,
            "logo_size": record.logo_size}
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return path


def _image(path: Path, alpha: bool = False) -> pygame.Surface | None:
    """An image made ready to blit (None if it cannot be read)."""
    try:
        image = pygame.image.load(str(path))
    except (pygame.error, OSError, ValueError) as error:
        log.info("shipped title art %s not used: %s", path.name, error)
        return None
    if pygame.display.get_surface() is None:
        return image
    return image.convert_alpha() if alpha else image.convert()
