"""Whole-window pictures the battle painter keeps between frames, and the keys of what their
regions show: a region is painted again only when its key changes.

Pictures are window-sized so every copy between them and the window is of whole aligned rows
(a blit of a region-sized picture whose width is not a multiple of four pixels, or to an
x that is not, is several times slower than a whole-window blit).
"""

from __future__ import annotations

import pygame


def window_sized(surface: pygame.Surface, old: pygame.Surface | None) -> pygame.Surface:
    """``old`` when it is ``surface``'s size, else a new picture of that size in the
    window's pixel format, filled with nothing in particular (every region is painted)."""
    if old is not None and old.get_size() == surface.get_size():
        return old
    made = pygame.Surface(surface.get_size())
    return made.convert() if pygame.display.get_surface() else made


class Keys:
    """The key each region of a kept picture was last painted for."""

    def __init__(self) -> None:
        self.shown: dict[str, tuple[object]] = {}

    def changed(self, region: str, key: object) -> bool:
        """True (and ``key`` remembered) when ``region`` was last painted for another key
        or never; the caller then paints it."""
        if self.shown.get(region) == (key,):
            return False
        self.shown[region] = (key,)
        return True

    def forget_regions(self, *regions: str) -> None:
        """These regions are painted afresh next time."""
        for region in regions:
            self.shown.pop(region, None)

    def forget(self) -> None:
        """Every region is painted afresh next time (a new picture)."""
        self.shown.clear()


def touches(reach: pygame.Rect | None, rect: pygame.Rect) -> bool:
    """True when ``reach`` (None: nothing) overlaps ``rect``."""
    return reach is not None and reach.colliderect(rect)

