"""The title screen: the logo over a blurred arena, and the main menu."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.core.arena import Arena, open_arena
from game.core.hexes import Hex
from game.ui import theme
from game.ui.menu import Menu, MenuItem
from game.ui.render.backdrop import backdrop, logo
from game.ui.render.hud import key_hint_bar
from game.ui.scene import Scene
from game.ui.text import text

if TYPE_CHECKING:
    from game.ui.app import App

VERSION = "0.1"
TAGLINE = "GIANT ROBOTS  \u00b7  HEX ARENA  \u00b7  NO MERCY"
HINTS = [("Up Down", "choose"), ("Enter", "select"), ("Esc", "quit")]


def backdrop_arena() -> Arena:
    """The arena painted behind the title: the standard arena, else the biggest good map."""
    try:
        from game.tiled import list_arenas

        arenas = [entry.arena for entry in list_arenas() if entry.arena is not None]
    except Exception:  # the title must appear even if the maps folder is in a bad way
        arenas = []
    for arena in arenas:
        if "standard" in arena.name.lower():
            return arena
    if arenas:
        return max(arenas, key=lambda a: len(a.cells))
    return open_arena(9, walls=[Hex(2, -1), Hex(-2, 1), Hex(1, 2)],
                      spawns=[Hex(-5, 0), Hex(5, 0), Hex(0, -5), Hex(0, 5)])


class TitleScene(Scene):
    """HEXBRAWL, and the way in: Arenas, Quit."""

    def __init__(self) -> None:
        self.menu = Menu([MenuItem("Arenas", self.open_picker), MenuItem("Quit", self.quit)])
        self.time = 0.0
        self._arena: Arena | None = None
        self._cache: dict[tuple[int, int], tuple[pygame.Surface, ...]] = {}

    def attach(self, app: App) -> None:
        """Lay the menu out for the window."""
        super().attach(app)
        self._layout(app.screen.get_size())

    def open_picker(self) -> None:
        """Menu action: the arena picker."""
        from game.ui.scenes.arena_picker import ArenaPicker

        self.app.push(ArenaPicker())

    def quit(self) -> None:
        """Menu action: leave the game."""
        self.app.quit()

    def _layout(self, size: tuple[int, int]) -> None:
        self.menu.place(size[0] // 2, int(size[1] * 0.56))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Menu keys and mouse; Esc quits."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.quit()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._layout(self.app.screen.get_size())
        else:
            self.menu.handle_event(event)

    def update(self, dt: float) -> None:
        """Let the backdrop drift and the selection glow."""
        self.time += dt

    def _art(self, size: tuple[int, int]) -> tuple[pygame.Surface, ...]:
        """Backdrop, logo and hint bar for a window size (painted on first use)."""
        if size not in self._cache:
            if self._arena is None:
                self._arena = backdrop_arena()
            self._cache.clear()
            logo_size = max(60, min(200, size[0] // 6))
            self._cache[size] = (backdrop(self._arena, self.app.tiles, size),
                                 logo("HEXBRAWL", logo_size), key_hint_bar(HINTS, size[0]))
        return self._cache[size]

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Backdrop, logo, tagline, menu and key hints."""
        size = surface.get_size()
        back, title, hints = self._art(size)
        now = self.time + alpha / 60
        self._draw_backdrop(surface, back, now)
        title_rect = title.get_rect(midbottom=(size[0] // 2, int(size[1] * 0.40)))
        surface.blit(title, title_rect)
        tagline = text(TAGLINE, 26, theme.TEXT)
        surface.blit(tagline, tagline.get_rect(midtop=(size[0] // 2, title_rect.bottom - 8)))
        self.menu.draw(surface, now)
        surface.blit(hints, (0, size[1] - hints.get_height()))
        version = text(f"v{VERSION}", 20, theme.TEXT_DIM)
        surface.blit(version, version.get_rect(bottomright=(size[0] - 12, size[1] - 8)))

    @staticmethod
    def _draw_backdrop(surface: pygame.Surface, back: pygame.Surface, now: float) -> None:
        spare_x = back.get_width() - surface.get_width()
        spare_y = back.get_height() - surface.get_height()
        x = -spare_x * (0.5 + 0.5 * math.sin(now * 0.05))
        y = -spare_y * (0.5 + 0.5 * math.cos(now * 0.037))
        surface.blit(back, (round(x), round(y)))

