"""The part of a battle field that slides with the map (the map and the marks on it), kept as
one picture a little larger than the view, so a frame where only the camera moved is one blit.

While the camera pans, every pixel of the field moves, but what is drawn there does not change:
the picture is painted once round the view with a ``MARGIN`` and shown shifted by how far the
camera moved since; only when the view leaves that margin (or what the marks show changes) is it
painted again, centred on the view.

A shifted picture must equal one painted afresh at the new place. pygame's drawing is exact
under whole-pixel shifts, but Python's ``round`` (half to even) is not under an odd one
(``round(0.5) + 1 != round(1.5)``), and many marks place themselves with it. So the picture is
always painted for the camera moved back to even coordinates, with its own top-left on even
coordinates, and shown one pixel further where the camera's are odd: a mark's place on any two
pictures then differs by an even number of pixels, under which half to even rounds alike. A
painter that keeps nothing goes the same way (a new ``PannedPicture``), so both paint each mark
in the same place.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.ui import theme

MARGIN = 64
"""Canvas pixels painted beyond each side of the view: how far the camera may pan before the
picture is painted again (about five frames of panning by keys, 64 of a one-pixel drag)."""

Offset = tuple[int, int]
Paint = Callable[[pygame.Surface, Offset], None]
"""Paints the field's sliding part on a surface, every screen position moved by the offset."""


class PannedPicture:
    """What slides with the map, painted round the view and shown shifted while it pans."""

    def __init__(self, margin: int = MARGIN) -> None:
        self.margin = margin
        self.image: pygame.Surface | None = None
        self._key: Hashable = None
        self._painted_for: Offset = (0, 0)
        """The (even) camera origin the picture was painted for."""
        self._area = pygame.Rect(0, 0, 0, 0)
        """The screen rectangle the picture covers, for the camera at ``_painted_for``."""
        self._shift: Offset = (0, 0)
        self.paints = 0
        """How many times the picture was painted (for tests and the bench)."""

    def forget(self) -> None:
        """Paint the picture again next time."""
        self._key = None

    def place(self, viewport: pygame.Rect, origin: Offset, key: Hashable, paint: Paint,
              rigid: bool = True, cover: pygame.Rect | None = None) -> None:
        """Make the picture right for the view ``viewport`` with the map drawn at ``origin``
        (whole screen pixels): painted again by ``paint`` when ``key`` (everything it shows
        but the camera's place) changed, when the view left the margin, or always when the
        picture does not slide rigidly (``rigid`` False: a layer moving at its own speed, a
        zoom level still being prepared). ``cover``: a larger screen area the picture must
        hold too (the whole field kept round the view, game/ui/render/slide.py)."""
        parity = (origin[0] & 1, origin[1] & 1)
        even = (origin[0] - parity[0], origin[1] - parity[1])
        shift = (origin[0] - self._painted_for[0], origin[1] - self._painted_for[1])
        need = viewport if cover is None else cover.union(viewport)
        if not (rigid and self.image is not None and self._key == (key, viewport)
                and self._area.contains(need.move(-shift[0], -shift[1]))):
            # One painted anew every frame needs no margin but the odd pixel's, and is never
            # shown again (a zoom level's rough stand-in, a layer at its own speed).
            self._paint(need, even, parity, (key, viewport) if rigid else None,
                        paint, self.margin if rigid else 1)
            shift = parity
        self._shift = shift

    def _paint(self, viewport: pygame.Rect, even: Offset, parity: Offset, key: Hashable,
               paint: Paint, margin: int) -> None:
        area = viewport.inflate(2 * margin, 2 * margin)
        # The picture's own pixels start on even screen coordinates too, so a mark rounds to
        # the same picture pixel whatever the margin (see the module's docstring).
        area.width, area.height = area.width + (area.x & 1), area.height + (area.y & 1)
        area.x, area.y = area.x - (area.x & 1), area.y - (area.y & 1)
        image = self.image
        if image is None or image.get_size() != area.size:
            image = pygame.Surface(area.size)
            image = image.convert() if pygame.display.get_surface() else image
            self.image = image
        image.set_clip(None)
        image.fill(theme.BACKGROUND)
        paint(image, (-parity[0] - area.x, -parity[1] - area.y))
        image.set_clip(None)
        self._painted_for, self._area, self._key = even, area, key
        self.paints += 1

    def blit(self, surface: pygame.Surface, viewport: pygame.Rect,
             offset: Offset = (0, 0)) -> None:
        """Show the picture placed last on ``surface`` within ``viewport`` (and within the
        clip ``surface`` already has), every screen position moved by ``offset``."""
        assert self.image is not None, "place() comes first"
        at = self._area.move(self._shift).move(offset)
        old = surface.get_clip()
        surface.set_clip(viewport.move(offset).clip(old))
        surface.blit(self.image, at)
        surface.set_clip(old)
