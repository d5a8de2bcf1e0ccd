"""The whole battle field (map, marks, units, the hover outline) kept as one picture round the
view, so a frame where only the camera moved is one blit, even at a UI scale below 1 where
everything else is drawn on the canvas and stretched onto the window.

A painter that can paint its field moved by any offset (``slide_paint``) names what it shows
but for where the map is (``slide``); the shell keeps the picture (``SlidePicture``) and, when
a frame's look says only the map's place changed (``game.ui.present.Slide``), shows it shifted
instead of drawing the field again.

On the canvas (UI scale 1) the shifted picture must equal a fresh draw exactly. Marks round
their places with Python's ``round``, which rounds halves to even, so a picture shifted by an
odd number of pixels can put a mark one pixel off (``round(0.5) + 1 != round(1.5)``). So one
picture is kept per parity of the map's place: a picture is only ever shown shifted by an even
number of pixels, under which every rounding agrees. A drag of one pixel a frame uses two.

On the window (UI scale below 1) the picture is stretched once when painted and shown shifted
by the camera's move in window pixels, rounded: up to half a window pixel from where a full
stretch of a fresh draw would put it. A whole redraw (at least four times a second, and after
any input but a mouse move) puts it back exactly; the eye cannot tell a half pixel in motion.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.present import Slide, stretch_step
from game.ui.render.panned import Offset, Paint

MARGIN = 96
"""Canvas pixels painted beyond each side of the view: how far the camera may pan before the
picture is painted again (eight frames of the pan keys, 96 of a one-pixel drag)."""
WINDOW_MARGIN = 80
"""The margin of the picture shown straight on the window: smaller, since its four copies
(``FastCopy``) are read in turn, and the larger they are the slower a copy read a few frames
ago comes back (measured at 800x600, pan keys: a pan frame 0.12-0.15 ms with 64, 0.15-0.17 ms
with 96; 80 costs about what 64 does and is painted again less often)."""

DEST_ALIGN = 16
"""Target pixels (64 bytes) a fast copy's rows start on."""
SOURCE_ALIGN = 4
"""Source pixels (16 bytes) a fast copy's rows start on."""


class FastCopy:
    """An image that copies any part of itself onto a target quickly.

    SDL copies rows at full speed only when each target row starts on 64 bytes and each
    source row on 16 (measured on this project's machine: 0.03 ms against 0.15-0.24 ms for
    the same 600x500 or 950x526 pixels, 4 to 5 times over a full-window copy). A panned
    picture starts wherever the camera puts it, so this keeps copies of the image moved 0-3
    pixels right (``moves``: those it will be read with) and copies from the one whose rows
    line up, the first few target columns up to the next 64-byte boundary apart. The copies
    are made with the image (``update``): a picture is painted seldom and shown many
    times."""

    def __init__(self, moves: tuple[int, ...] = (0, 1, 2, 3)) -> None:
        self.moves = moves
        self.image = _surface((SOURCE_ALIGN, 1))
        self._moved: dict[int, pygame.Surface] = {}

    def update(self, image: pygame.Surface) -> FastCopy:
        """Copy from ``image`` from now on (its moved copies made now, on the surfaces of
        the last image's when the size is the same: a fresh surface costs more to fill)."""
        self.image = image
        width, height = image.get_size()
        for pixels in self.moves:
            if pixels == 0 and width % SOURCE_ALIGN == 0:
                self._moved[0] = image
                continue
            size = (-(-(width + pixels) // SOURCE_ALIGN) * SOURCE_ALIGN, height)
            made = self._moved.get(pixels)
            if made is None or made is image or made.get_size() != size:
                made = self._moved[pixels] = _surface(size)
            made.blit(image, (pixels, 0))
        return self

    def copy_onto(self, target: pygame.Surface, at: tuple[int, int],
                  rect: pygame.Rect) -> None:
        """Put the image on ``target`` with its top-left at ``at``, only within ``rect``
        (which the image must cover)."""
        split = min(rect.right, -(-rect.left // DEST_ALIGN) * DEST_ALIGN)
        for piece in (pygame.Rect(rect.left, rect.top, split - rect.left, rect.height),
                      pygame.Rect(split, rect.top, rect.right - split, rect.height)):
            if piece.width <= 0 or piece.height <= 0:
                continue
            source_x = piece.left - at[0]
            moved = -source_x % SOURCE_ALIGN
            image = self._moved.get(moved)
            if image is None:  # a move not foreseen (the strip before the boundary): slower
                moved, image = 0, self.image
            target.blit(image, piece.topleft,
                        (source_x + moved, piece.top - at[1], piece.width, piece.height))


@dataclass
class _Painted:
    """One picture: the image, the screen area it covers and the map's place it was painted
    for; on the window also its stretched copy."""

    image: pygame.Surface
    area: pygame.Rect
    origin: Offset
    key: Hashable
    copies: FastCopy | None = None
    stretched: FastCopy | None = None

    def covers(self, key: Hashable, viewport: pygame.Rect, origin: Offset) -> bool:
        """Whether this picture shows ``key`` and, shifted to ``origin``, covers the view."""
        shift = (origin[0] - self.origin[0], origin[1] - self.origin[1])
        # A pixel to spare each side: the window's rounding may place the picture one off.
        return self.key == key and self.area.move(shift).contains(viewport.inflate(2, 2))


def _aligned(area: pygame.Rect, step: tuple[int, int]) -> pygame.Rect:
    """``area`` with its edges moved out to whole multiples of ``step``."""
    left = area.left // step[0] * step[0]
    top = area.top // step[1] * step[1]
    right = -(-area.right // step[0]) * step[0]
    bottom = -(-area.bottom // step[1]) * step[1]
    return pygame.Rect(left, top, right - left, bottom - top)


def _ahead(viewport: pygame.Rect, margin: int, before: _Painted | None,
           origin: Offset) -> pygame.Rect:
    """The view grown by ``margin`` each side, or, when the camera has moved since the last
    picture, by half of it behind and one and a half ahead along each axis it moved: a pan
    keeps its direction, so the picture lasts half as long again for the same size."""
    area = viewport.inflate(2 * margin, 2 * margin)
    if before is None:
        return area
    dx, dy = origin[0] - before.origin[0], origin[1] - before.origin[1]
    # The map moving right shows what lies to its left: grow the picture that way.
    return area.move(-(dx > 0) * margin // 2 + (dx < 0) * margin // 2,
                     -(dy > 0) * margin // 2 + (dy < 0) * margin // 2)


def window_step(canvas: tuple[int, int], window: tuple[int, int]) -> tuple[int, int] | None:
    """Canvas pixels of the shortest run that stretches to whole window pixels on each axis
    (8 for 1280 onto 800, ``present.stretch_step``); None for an odd window size: no slide."""
    step_x, step_y = stretch_step(window[0], canvas[0]), stretch_step(window[1], canvas[1])
    return None if step_x is None or step_y is None else (step_x, step_y)


class SlidePicture:
    """The field painted round the view, shown shifted while only the camera moves."""

    def __init__(self, margin: int = MARGIN, window_margin: int = WINDOW_MARGIN) -> None:
        self.margin = margin
        self.window_margin = window_margin
        self._pictures: dict[Hashable, _Painted] = {}
        self.paints = 0
        """How many times a picture was painted (for tests and the bench)."""
        self._window_sizes: tuple[tuple[int, int], tuple[int, int]] | None = None
        """The canvas and window sizes the window's picture is made for."""
        self._step: tuple[int, int] | None = None
        self._copiers: dict[Hashable, FastCopy] = {}
        """Each parity's copies, their surfaces reused from one painting to the next."""
        self._window_copier = FastCopy()
        self._stretched = _surface((1, 1))
        """The window's picture stretched (its surface reused while its size holds)."""
        self._inner: dict[tuple[int, ...], pygame.Rect] = {}
        self.last_exact = True
        """Whether the picture last shown on the window moved by whole window pixels since
        it was painted (then it equals a full stretch of a fresh draw exactly)."""

    def _picture(self, slot: Hashable, key: Hashable, viewport: pygame.Rect, origin: Offset,
                 paint: Paint, step: tuple[int, int], margin: int) -> _Painted:
        """The picture in ``slot``, painted again unless it shows ``key`` and covers the view
        (then with ``margin`` round the view)."""
        picture = self._pictures.get(slot)
        if picture is not None and picture.covers(key, viewport, origin):
            return picture
        area = _aligned(_ahead(viewport, margin, picture, origin), step)
        image = picture.image if picture is not None and picture.area.size == area.size \
            else _surface(area.size)
        image.set_clip(None)
        image.fill(theme.BACKGROUND)
        paint(image, (-area.x, -area.y))
        image.set_clip(None)
        picture = _Painted(image, area, origin, key)
        self._pictures[slot] = picture
        self.paints += 1
        return picture

    def present(self, target: pygame.Surface, canvas_size: tuple[int, int] | None,
                slide: Slide, paint: Paint) -> pygame.Rect | None:
        """The field ``slide`` names, shifted to its place, on the canvas ``target``
        (``canvas_size`` None) or on the window ``target`` a canvas of ``canvas_size`` is
        stretched onto (``Scene.show_slide``): the target rectangle drawn, None for none."""
        view = pygame.Rect(slide.rect)
        if canvas_size is None:
            self.show(target, view, slide.origin, slide.key, paint)
            return view
        return self.show_stretched(target, canvas_size, view, slide.origin, slide.key, paint)

    def show(self, surface: pygame.Surface, viewport: pygame.Rect, origin: Offset,
             key: Hashable, paint: Paint) -> None:
        """The field on the canvas ``surface`` within ``viewport``, the map at ``origin``:
        exactly what a fresh draw paints there."""
        parity = (origin[0] & 1, origin[1] & 1)
        picture = self._picture(parity, key, viewport, origin, paint, (SOURCE_ALIGN, 2),
                                self.margin)
        if picture.copies is None:
            # Shown only at even shifts of its place (its parity's), from a place on whole 4
            # pixels: only copies moved by 0 or 2 pixels are ever read.
            copier = self._copiers.setdefault(parity, FastCopy((0, 2)))
            picture.copies = copier.update(picture.image)
        at = (picture.area.x + origin[0] - picture.origin[0],
              picture.area.y + origin[1] - picture.origin[1])
        picture.copies.copy_onto(surface, at, viewport.clip(surface.get_clip()))

    def show_stretched(self, window: pygame.Surface, canvas_size: tuple[int, int],
                       viewport: pygame.Rect, origin: Offset, key: Hashable,
                       paint: Paint) -> pygame.Rect | None:
        """The field on the ``window`` a canvas of ``canvas_size`` is stretched onto, within
        the window pixels wholly inside ``viewport``: the window rectangle drawn, or None
        (nothing drawn) at a window size with no short whole step."""
        sizes = (canvas_size, window.get_size())
        if sizes != self._window_sizes:  # a new window size: a new step and alignment
            self._pictures.pop("window", None)
            self._window_sizes = sizes
            self._step = window_step(*sizes)
            self._inner = {}
        step = self._step
        if step is None:
            return None
        (cw, ch), (ww, wh) = sizes
        picture = self._picture("window", key, viewport, origin, paint, step,
                                self.window_margin)
        area = picture.area
        if picture.stretched is None:
            size = (area.width * ww // cw, area.height * wh // ch)
            if self._stretched.get_size() != size:
                self._stretched = _surface(size)
            pygame.transform.smoothscale(picture.image, size, self._stretched)
            picture.stretched = self._window_copier.update(self._stretched)
        dx, dy = origin[0] - picture.origin[0], origin[1] - picture.origin[1]
        self.last_exact = dx * ww % cw == 0 and dy * wh % ch == 0
        at = (area.x * ww // cw + _nearest(dx * ww, cw), area.y * wh // ch + _nearest(dy * wh, ch))
        inner = self._inner.get(tuple(viewport))
        if inner is None:
            inner = self._inner[tuple(viewport)] = inner_rect(viewport, sizes)
        picture.stretched.copy_onto(window, at, inner.clip(window.get_clip()))
        return inner


def inner_rect(area: pygame.Rect, sizes: tuple[tuple[int, int], tuple[int, int]]
               ) -> pygame.Rect:
    """The window pixels wholly inside the canvas ``area`` (``sizes``: the canvas's and the
    window's)."""
    (cw, ch), (ww, wh) = sizes
    inner = pygame.Rect(-(-area.left * ww // cw), -(-area.top * wh // ch), 0, 0)
    inner.width = area.right * ww // cw - inner.left
    inner.height = area.bottom * wh // ch - inner.top
    return inner


def _nearest(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` rounded to the nearest whole number (halves up), exactly."""
    return (2 * numerator + denominator) // (2 * denominator)


def _surface(size: tuple[int, int]) -> pygame.Surface:
    made = pygame.Surface(size)
    return _converted(made)


def _converted(surface: pygame.Surface) -> pygame.Surface:
    return surface.convert() if pygame.display.get_surface() else surface
