"""The title screen's shipped art: the standard arena blurred behind the menu, and the logo.

Painted with the game's own painters (game/ui/render/backdrop.py, logo.py) so the shipped
picture is the one the game would paint; game/ui/render/title_art.py explains why it is
shipped and when the game paints afresh instead. pygame's scaling and font rendering may
differ by a shade between builds and machines, so these files are checked against a fresh
painting with a tolerance (tests/ui/test_title_art.py), not byte for byte.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.maps import tiled
from game.ui.render.backdrop import soft_arena
from game.ui.render.hexmap import MapLayer
from game.ui.render.logo import logo
from game.ui.render.tiles import TileImages
from game.ui.render.title_art import (
    BACKDROP_FILE,
    LOGO_FILE,
    REFERENCE_SIZE,
    ArtRecord,
    file_fingerprint,
    standard_map_file,
    write_record,
)

LOGO_WORD = "HEXBRAWL"
LOGO_SIZE = 180
"""The logo as the title shows it on either UI canvas (a seventh of 1280, at most 180)."""


def write_title_art(out: Path, assets: Path) -> list[Path]:
    """Paint the title's backdrop and logo into ``out`` from the shipped standard arena,
    with the tiles and sprites under ``assets``; returns the files written."""
    standard = standard_map_file()
    if standard is None:
        raise SystemExit("no map named 'standard' in the maps folder: nothing to paint")
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    tiles = TileImages(assets)
    layer = MapLayer(tiled.load_arena(standard), tiles)
    out.mkdir(parents=True, exist_ok=True)
    pygame.image.save(soft_arena(layer, tiles, REFERENCE_SIZE), str(out / BACKDROP_FILE))
    pygame.image.save(logo(LOGO_WORD, LOGO_SIZE), str(out / LOGO_FILE))
    world = (layer.rect.width, layer.rect.height)
    record = ArtRecord(file_fingerprint(standard), world, LOGO_WORD, LOGO_SIZE)
    return [out / BACKDROP_FILE, out / LOGO_FILE, write_record(out, record)]
