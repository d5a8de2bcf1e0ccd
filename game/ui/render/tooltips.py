"""Tooltips: areas of the screen register a few words; resting the mouse shows them."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.render.hud import text_block
from game.ui.render.projection import Projection
from game.ui.render.tooltip_place import described_area, place_tooltip
from game.ui.terrain import hex_tip
from game.ui.text import text

DELAY = 0.35  # seconds the mouse must rest before a tooltip shows
WIDTH = 300
"""The widest a tooltip gets; a short one is only as wide as its words."""
SIZE, PADDING = 19, 9


class Tooltips:
    """Collects (area, words) each frame and shows the words under a resting mouse."""

    def __init__(self) -> None:
        self.areas: list[tuple[pygame.Rect, str]] = []
        self.mouse: tuple[int, int] | None = None
        self.rest = 0.0
        self._shown: tuple[str, pygame.Surface] | None = None
        self.avoid: list[pygame.Rect] = []
        """Areas a tooltip must not cover (the log, buttons), unless the mouse is inside one."""
        self.bounds: pygame.Rect | None = None
        """Where a tooltip of a big area (the map) must stay (None: the screen)."""
        self.described: pygame.Rect | None = None
        """What a big area's tooltip describes under the mouse and must leave in sight (the
        pointed-at hex and whatever is drawn round it); None: a spot round the mouse."""

    def clear(self) -> None:
        """Forget last frame's areas (call before drawing the panels)."""
        self.areas = []
        self.avoid = []
        self.bounds = None
        self.described = None

    def extend(self, areas: list[tuple[pygame.Rect, str]]) -> None:
        """Register several (area, words) at once."""
        self.areas.extend(areas)

    def add(self, rect: pygame.Rect, words: str) -> None:
        """Register ``words`` for ``rect`` this frame (empty words are ignored)."""
        if words:
            self.areas.append((rect, words))

    def moved(self, pos: tuple[int, int] | None) -> None:
        """The mouse moved: start counting the rest again."""
        self.mouse = pos
        self.rest = 0.0

    def update(self, dt: float) -> None:
        """Time passes while the mouse rests."""
        self.rest += dt

    def current(self) -> str | None:
        """The words under the mouse, if it has rested long enough."""
        hit = self._hovered()
        return hit[1] if hit is not None else None

    def _hovered(self) -> tuple[pygame.Rect, str] | None:
        if self.mouse is None or self.rest < DELAY:
            return None
        return next(((rect, words) for rect, words in reversed(self.areas)
                     if rect.collidepoint(self.mouse)), None)

    def look(self) -> tuple[str | None, tuple[int, int] | None]:
        """What the tooltip shows: its words (None: none shown) and the mouse it follows."""
        words = self.current()
        return words, self.mouse if words is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        """The tooltip box next to the mouse, kept on screen."""
        words = self.current()
        if words is None or self.mouse is None:
            return
        if self._shown is None or self._shown[0] != words:
            self._shown = (words, tooltip_image(words))
        image = self._shown[1]
        surface.blit(image, self.place(image.get_size(), surface.get_rect()))

    def place(self, size: tuple[int, int], screen: pygame.Rect) -> tuple[int, int]:
        """Where a tooltip of ``size`` goes (game.ui.render.tooltip_place): clear of what it
        describes, the mouse and the areas to avoid; a big area's tooltip (the map's) stays
        inside ``bounds`` when they are set, so it keeps off the panels."""
        assert self.mouse is not None
        hit = self._hovered()
        area = hit[0] if hit is not None else None
        target = described_area(area, self.mouse, screen)
        big = area is not None and target != area
        if big and self.described is not None and self.described.collidepoint(self.mouse):
            target = self.described
        bounds = self.bounds if big and self.bounds is not None else screen
        return place_tooltip(size, self.mouse, bounds, target, self.avoid).topleft


def tooltip_image(words: str) -> pygame.Surface:
    """The tooltip's box, as wide as its words need up to ``WIDTH``."""
    natural = max(text(line, SIZE, theme.TEXT).get_width() for line in words.splitlines()
                  or [words])
    width = min(WIDTH, natural + 2 * PADDING + 2)
    return text_block([(words, SIZE, theme.TEXT)], width, padding=PADDING, alpha=240)


def draw_board_tips(scene: Any, surface: pygame.Surface) -> None:
    """The tooltips of a battle whose painter draws none itself: the buttons' words, and what
    the pointed-at hex's terrain does in the game (unless a prompt's screen covers the map:
    ``full_screen``, or a sheet drawn over it)."""
    tips = scene.tooltips
    tips.clear()
    tips.extend([(b.rect, b.tooltip) for b in scene.buttons if b.tooltip])
    tips.avoid = [b.rect for b in scene.buttons]  # a button's tip never hides another button
    tips.bounds = scene.viewport()  # and the map's tips stay on the map, off the panels
    prompt = scene.flow.prompt
    covered = getattr(prompt, "full_screen", False) or hasattr(prompt, "draw_sheet")
    if scene.hover is not None and scene.arena is not None and not covered:
        tips.add(scene.viewport(), hex_tip(scene.flow.ui, scene.arena.terrain(scene.hover),
                                           scene.hover))
        tips.described = hover_area(scene, scene.hover)
    tips.draw(surface)


def hover_area(scene: Any, h: Any) -> pygame.Rect | None:
    """The screen box of hex ``h``, grown to what the painter draws round it when it says so
    (``hover_footprint``), so the hex's tooltip leaves it all in sight."""
    if scene.camera is None:
        return None
    footprint = getattr(scene.painter, "hover_footprint", None)
    area: pygame.Rect | None = footprint(h) if footprint is not None else None
    if area is not None:
        return area
    xs, ys = zip(*Projection(scene.arena.layout, scene.camera).corners(h), strict=True)
    return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)),
                       round(max(ys) - min(ys)))
