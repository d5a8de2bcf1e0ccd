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
