"""The map key beside the arena viewer: what each tile and marker means."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.arena import Arena
from game.ui import theme
from game.ui.render.hexmap import muted, muted_colour
from game.ui.render.hud import panel
from game.ui.render.markers import draw_spawn, draw_station
from game.ui.render.tiles import TileImages
from game.ui.terrain import meaning, ordered, title_of
from game.ui.text import text
from game.ui.widget_base import fit_text

ROW_HEIGHT = 34
ICON = 30
PADDING = 14


def _terrains(arena: Arena) -> list[str]:
    """The terrains this arena uses, in a fixed reading order (unknown ones last)."""
    return ordered(cell.terrain for cell in arena.cells.values())


def _terrain_icon(arena: Arena, tiles: TileImages, terrain: str, dim: bool) -> pygame.Surface:
    """A small picture of the terrain, as this arena draws it (muted when ``dim``)."""
    cell = next(c for c in arena.cells.values() if c.terrain == terrain)
    image = tiles.for_cell(cell)
    icon = pygame.Surface((ICON, ICON), pygame.SRCALPHA)
    if image is None:
        colour = theme.TERRAIN_COLOURS.get(terrain, theme.UNKNOWN_TERRAIN)
        colour = muted_colour(colour) if dim else colour
        pygame.draw.circle(icon, colour, (ICON // 2, ICON // 2), ICON // 2 - 2)
        return icon
    image = muted(image) if dim else image
    small = pygame.transform.smoothscale_by(image, ICON / max(image.get_size()))
    icon.blit(small, small.get_rect(center=(ICON // 2, ICON // 2)))
    return icon


def legend_panel(arena: Arena, tiles: TileImages, width: int, ui: Any = None) -> pygame.Surface:
    """A panel listing the arena's terrains with their tiles (named as the game of ``ui``
    calls them, greyed with "no effect" where it has none), then spawn and station markers."""
    terrains = _terrains(arena)
    rows = len(terrains) + (1 if arena.spawns else 0) + (1 if arena.stations else 0)
    out = panel((width, PADDING * 2 + 28 + rows * ROW_HEIGHT))
    title = f"Key ({title_of(ui)})" if ui is not None else "Key"
    out.blit(fit_text(title, 26, theme.ACCENT, width - 2 * PADDING), (PADDING, PADDING))
    y = PADDING + 28
    for terrain in terrains:
        said = meaning(ui, terrain)
        out.blit(_terrain_icon(arena, tiles, terrain, said is None), (PADDING, y))
        label = said[0] if said is not None else f"{theme.terrain_label(terrain)}: no effect"
        colour = theme.TEXT if said is not None else theme.TEXT_DIM
        out.blit(fit_text(label, 22, colour, width - PADDING * 2 - ICON - 12),
                 (PADDING + ICON + 12, y + 8))
        y += ROW_HEIGHT
    centre = (PADDING + ICON / 2, y + ICON / 2)
    if arena.spawns:
        draw_spawn(out, centre, 0, 0.6)
        out.blit(text("Spawn point (numbered)", 22, theme.TEXT), (PADDING + ICON + 12, y + 8))
        y += ROW_HEIGHT
        centre = (centre[0], centre[1] + ROW_HEIGHT)
    if arena.stations:
        draw_station(out, centre, 0.6)
        out.blit(text("Station marker", 22, theme.TEXT), (PADDING + ICON + 12, y + 8))
    return out
