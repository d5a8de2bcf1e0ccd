"""The arena viewer's chrome: header bar, key-hint footer and the sidebar inspector.

Everything here is rendered once (or once per hovered hex) and composited onto
an opaque background, because the viewer blits it every frame and opaque
blits are the cheapest kind.
"""

from __future__ import annotations

from collections import Counter, OrderedDict
from typing import Any

import pygame

from game.core.arena import Arena
from game.core.hexes import Hex
from game.ui import theme
from game.ui.render.hexmap import muted
from game.ui.render.hud import Line, key_hint_bar, text_block
from game.ui.render.legend import legend_panel
from game.ui.render.tiles import TileImages
from game.ui.terrain import meaning, muted_kinds, title_of
from game.ui.text import text

HEADER_HEIGHT = 58
FOOTER_HEIGHT = 34
# Widths and left edges in multiples of 16 px: SDL's blit copies such rows much faster.
PANEL_WIDTH = 304
MARGIN = 16
SIDEBAR_WIDTH = PANEL_WIDTH + 2 * MARGIN
SIDEBAR_FILL: theme.Colour = (18, 21, 29)
INFO_CACHE_SIZE = 16
HINTS = [("Wheel  + -", "zoom"), ("Right-drag  WASD  arrows", "pan"),
         ("Home", "recentre"), ("Esc", "back")]


def opaque(overlay: pygame.Surface, fill: theme.Colour = theme.BACKGROUND) -> pygame.Surface:
    """``overlay`` composited onto a solid colour (an opaque surface blits fastest)."""
    out = pygame.Surface(overlay.get_size())
    out.fill(fill)
    out.blit(overlay, (0, 0))
    return out


def header_bar(arena: Arena, width: int) -> pygame.Surface:
    """The arena's name on the left, its size, players and rulesets on the right."""
    bar = pygame.Surface((width, HEADER_HEIGHT))
    bar.fill(theme.BACKGROUND)
    pygame.draw.line(bar, theme.ACCENT_DARK, (0, HEADER_HEIGHT - 2), (width, HEADER_HEIGHT - 2))
    pygame.draw.line(bar, theme.ACCENT, (0, HEADER_HEIGHT - 1), (width, HEADER_HEIGHT - 1))
    bar.blit(text(arena.name, 40, theme.TEXT, bold=True), (18, 12))
    details = f"{arena.cols} x {arena.rows} hexes"
    if arena.max_players:
        details += f"  \u00b7  {arena.max_players} players"
    if arena.rulesets:
        details += "  \u00b7  " + ", ".join(arena.rulesets)
    line = text(details, 22, theme.TEXT_DIM)
    bar.blit(line, (width - line.get_width() - 18, 20))
    return bar.convert() if pygame.display.get_surface() else bar


def footer_bar(width: int) -> pygame.Surface:
    """The viewer's key hints."""
    return opaque(key_hint_bar(HINTS, width))


class Inspector:
    """Says what is at a hex, and keeps the sidebar (info panel over the map key)."""

    def __init__(self, arena: Arena, tiles: TileImages, ui: Any = None) -> None:
        self.arena = arena
        self.tiles = tiles
        self.ui = ui
        """The game UI whose terrain meanings are shown (None: the core's descriptions)."""
        self._spawn_number = {h: i for i, h in enumerate(arena.spawns)}
        self._info: OrderedDict[Hex | None, pygame.Surface] = OrderedDict()
        self._sidebars: dict[tuple[int, int], pygame.Surface] = {}

    def info_lines(self, h: Hex | None) -> list[Line]:
        """What the info panel says about hex ``h`` (or about the arena, for None)."""
        if h is None:
            return self._summary_lines()
        terrain = self.arena.terrain(h)
        said = meaning(self.ui, terrain)
        col, row = self.arena.layout.hex_to_offset(h)
        words = said[1] if said is not None else f"No effect in {title_of(self.ui)}."
        if said is not None and self.ui is not None:
            words = f"In {title_of(self.ui)}: {words}"
        lines: list[Line] = [
            (said[0] if said is not None else theme.terrain_label(terrain), 32,
             theme.ACCENT if said is not None else theme.TEXT_DIM),
            (f"Hex q,r  {h.q},{h.r}", 24, theme.TEXT),
            (f"Tiled col,row  {col},{row}", 24, theme.TEXT),
            (words, 22, theme.TEXT_DIM),
        ]
        if h in self._spawn_number:
            number = self._spawn_number[h] + 1
            lines.append((f"Spawn point {number}", 24, theme.team_colour(number - 1)))
        if h in self.arena.stations:
            lines.append(("Station marker here", 24, theme.STATION))
        return lines

    def _summary_lines(self) -> list[Line]:
        counts = Counter(cell.terrain for cell in self.arena.cells.values())
        lines: list[Line] = [("Point at a hex to inspect it.", 22, theme.TEXT_DIM)]
        lines += [(f"{theme.terrain_label(name)}: {n} hex{'es' * (n != 1)}", 22, theme.TEXT)
                  for name, n in sorted(counts.items())]
        lines.append((f"Spawns: {len(self.arena.spawns)}   Stations: "
                      f"{len(self.arena.stations)}", 22, theme.TEXT))
        return lines

    def info_panel(self, h: Hex | None) -> pygame.Surface:
        """The info panel for ``h`` (the latest few are kept)."""
        if h not in self._info:
            block = text_block(self.info_lines(h), PANEL_WIDTH, alpha=255)
            if h is not None:
                self._add_tile_picture(block, h)
            self._info[h] = opaque(block, SIDEBAR_FILL)
            while len(self._info) > INFO_CACHE_SIZE:
                self._info.popitem(last=False)
        self._info.move_to_end(h)
        return self._info[h]

    def _add_tile_picture(self, block: pygame.Surface, h: Hex) -> None:
        """The hex's own tile, in the panel's top-right corner."""
        cell = self.arena.cells[h]
        image = self.tiles.for_cell(cell)
        if image is None:
            return
        if cell.terrain in muted_kinds(self.ui):
            image = muted(image)
        small = pygame.transform.smoothscale_by(image, 56 / max(image.get_size()))
        block.blit(small, small.get_rect(topright=(block.get_width() - MARGIN, 12)))

    def sidebar(self, size: tuple[int, int]) -> pygame.Surface:
        """The sidebar's background for a window ``size``, the map key at its foot."""
        if size not in self._sidebars:
            width = size[0] - sidebar_left(size[0])
            inner = max(1, size[1] - HEADER_HEIGHT - FOOTER_HEIGHT)
            bar = pygame.Surface((width, inner))
            bar.fill(SIDEBAR_FILL)
            pygame.draw.line(bar, theme.PANEL_EDGE, (0, 0), (0, inner))
            legend = opaque(legend_panel(self.arena, self.tiles, PANEL_WIDTH, self.ui),
                            SIDEBAR_FILL)
            if legend.get_height() + 220 < inner:
                bar.blit(legend, (MARGIN, inner - legend.get_height() - MARGIN))
            self._sidebars[size] = bar.convert() if pygame.display.get_surface() else bar
        return self._sidebars[size]

    def draw(self, surface: pygame.Surface, h: Hex | None) -> None:
        """The sidebar down the right of ``surface`` with the info panel for ``h`` on top."""
        left = sidebar_left(surface.get_width())
        surface.blit(self.sidebar(surface.get_size()), (left, HEADER_HEIGHT))
        surface.blit(self.info_panel(h), (left + MARGIN, HEADER_HEIGHT + MARGIN))


def sidebar_left(window_width: int) -> int:
    """Where the sidebar starts: at least SIDEBAR_WIDTH from the right, on a 16 px column."""
    return max(0, window_width - SIDEBAR_WIDTH) // 16 * 16
