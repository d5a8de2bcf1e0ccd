"""Drawing within a rectangle without undoing the clip a surface already has."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame


@contextmanager
def clipped(surface: pygame.Surface, rect: pygame.Rect) -> Iterator[None]:
    """Draw on ``surface`` within ``rect`` and within the clip it already has (the app's,
    while it redraws only some parts of the screen, ``Scene.look``), put back after."""
    old = surface.get_clip()
    surface.set_clip(rect.clip(old))
    try:
        yield
    finally:
        surface.set_clip(old)


def around(rect: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """The parts of ``rect`` outside ``hole`` (up to four rectangles, none empty)."""
    inner = rect.clip(hole)
    if not inner.width or not inner.height:
        return [rect] if rect.width and rect.height else []
    parts = [pygame.Rect(rect.left, rect.top, rect.width, inner.top - rect.top),
             pygame.Rect(rect.left, inner.bottom, rect.width, rect.bottom - inner.bottom),
             pygame.Rect(rect.left, inner.top, inner.left - rect.left, inner.height),
             pygame.Rect(inner.right, inner.top, rect.right - inner.right, inner.height)]
    return [part for part in parts if part.width > 0 and part.height > 0]
