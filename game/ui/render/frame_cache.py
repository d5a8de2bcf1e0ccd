"""A battle screen's frame kept between draws: each region (Dice Bot's table, MetalKrushers'
arena, the header, the bottom panel, the side panel or log) is painted again only when what it
shows changed, so a frame where nothing changed costs one full-window blit.

Each region says what it shows as a key (built from immutable values only: a set that is
changed in place later would compare equal to itself and leave a stale picture). Objects go
in as ``Same(obj)``, never as ``id(obj)``: a new prompt or board often reuses a freed one's id.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame

from game.ui import theme


class Same:
    """``obj`` in a cache key: equal only to the very same object (kept alive meanwhile)."""

    __slots__ = ("obj",)

    def __init__(self, obj: object) -> None:
        self.obj = obj

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.obj is self.obj

    def __hash__(self) -> int:
        return id(self.obj)


class FrameCache:
    """One opaque full-window backdrop and, per named region, the key it was painted for."""

    def __init__(self) -> None:
        self.backdrop: pygame.Surface | None = None
        self.keys: dict[str, tuple[tuple[int, int, int, int], Hashable]] = {}
        self.enabled = True
        """False: every region is painted on every frame (tests compare both ways)."""

    def begin(self, size: tuple[int, int]) -> pygame.Surface:
        """The backdrop for a frame of ``size`` (a new, blank one when the size changed)."""
        if self.backdrop is None or self.backdrop.get_size() != size:
            made = pygame.Surface(size)
            self.backdrop = made.convert() if pygame.display.get_surface() else made
            self.backdrop.fill(theme.BACKGROUND)
            self.keys.clear()
        return self.backdrop

    def region(self, name: str, rect: pygame.Rect, key: Hashable,
               paint: Callable[[pygame.Surface], None], covers: bool = False) -> bool:
        """Paint region ``name`` at ``rect`` on the backdrop (cleared, unless ``paint``
        covers all of it, and clipped to ``rect``) unless it was last painted there for the
        same ``key``; True if painted."""
        assert self.backdrop is not None, "begin() comes first"
        stamp = ((rect.x, rect.y, rect.width, rect.height), key)
        if self.enabled and self.keys.get(name) == stamp:
            return False
        backdrop = self.backdrop
        backdrop.set_clip(rect)
        if not covers:
            backdrop.fill(theme.BACKGROUND, rect)
        paint(backdrop)
        backdrop.set_clip(None)
        self.keys[name] = stamp
        return True

    def forget(self) -> None:
        """Paint every region again on the next frame."""
        self.keys.clear()


def buttons_look(buttons: Sequence[Any], mouse: tuple[int, int] | None) -> Hashable:
    """What the panel's ``buttons`` look like now: each one's words, place and state, and
    whether the mouse lights it."""
    return tuple((b.label, tuple(b.rect), b.enabled, b.primary, b.selected, b.hotkey, b.size,
                  mouse is not None and b.rect.collidepoint(mouse)) for b in buttons)
