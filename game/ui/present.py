"""Putting a frame on the window at the cost of what changed.

Each frame the app asks the top scene for its ``look`` (see ``Scene.look``): a cheap signature
of everything its picture depends on. The ``Presenter`` compares it with the look last drawn
and says what to draw: nothing (the picture on the window is still right), a few areas (a
``Look`` whose ``parts`` changed, its ``whole`` not), or the whole screen (no look, a changed
``whole``, any input but a mouse move, a window event, the safety redraw a few times a
second). A look may name a ``Slide``: a part that moves with the camera as one piece; a frame
where only its place changed shows its kept picture shifted (game/ui/render/slide.py), at a UI
scale below 1 straight onto the window. When the canvas is stretched onto the window (a UI
scale other than 1) only the changed areas are stretched, each from a slightly larger piece
so its edges match a full stretch (when the scale has a short whole step, as 800x600 and
1024x768 do; at an odd window size the whole canvas is stretched, as before).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

RectLike = tuple[int, ...]
"""A rectangle as (x, y, width, height)."""

SAFETY_UPDATES = 15
"""A whole redraw at least this often (in fixed updates: 4 times a second), whatever looks
say, so a picture can never stay wrong for long."""
STRETCH_MARGIN = 3
"""Canvas pixels stretched around an area, so the filter sees the same neighbours as in a
full stretch."""
ALIGN_LIMIT = 64
"""Areas snap to whole steps of the scale when a step is at most this many canvas pixels."""


@dataclass(frozen=True)
class Slide:
    """A region that moves with the camera as one piece (a battle's field): its canvas
    rectangle, what it shows but for where the map is (``key``), and where the map is
    (``origin``, whole canvas pixels)."""

    rect: RectLike
    key: Hashable
    origin: tuple[int, int]


@dataclass(frozen=True)
class Look:
    """A picture's signature in two kinds: ``whole`` (a change redraws the whole screen) and
    ``parts``, each ``(rect, signature)``: a change of one redraws only its rect (its old and
    new rect when the rect moved). A new or missing part redraws the whole screen. ``slide``:
    the region that may be shown shifted when only the map's place changed (parts within it
    name the map's place too)."""

    whole: Hashable
    parts: tuple[tuple[RectLike, Hashable], ...] = ()
    slide: Slide | None = None


Plan = list[pygame.Rect] | Slide | None
"""What a frame draws: nothing ([]), some canvas areas, the slide shifted, or all (None)."""


def changed_areas(before: object, now: object) -> list[pygame.Rect] | None:
    """The canvas areas that differ between two looks: [] for none, None for all of it."""
    if before is None or now is None:
        return None
    if not isinstance(now, Look) or not isinstance(before, Look):
        return [] if now == before else None
    if now.whole != before.whole or len(now.parts) != len(before.parts):
        return None
    areas = []
    for (old_rect, old_sig), (new_rect, new_sig) in zip(before.parts, now.parts, strict=True):
        if old_sig != new_sig or old_rect != new_rect:
            areas.append(pygame.Rect(new_rect))
            if old_rect != new_rect:
                areas.append(pygame.Rect(old_rect))
    return areas


def slid(before: object, now: object, areas: list[pygame.Rect]) -> Slide | None:
    """``now``'s slide when the map moved and all that changed since ``before`` (``areas``)
    lies within it (what it shows may have changed too: its picture is then painted again,
    costing no more than drawing the region would); else None."""
    if not isinstance(before, Look) or not isinstance(now, Look):
        return None
    old, new = before.slide, now.slide
    if old is None or new is None or old.rect != new.rect or old.origin == new.origin:
        return None
    rect = pygame.Rect(new.rect)
    if not all(rect.contains(area) for area in areas):
        return None
    # The key kept is the one the picture was painted for: the next check is by identity.
    return Slide(new.rect, old.key, new.origin) if old.key == new.key else new


def forces_redraw(event: pygame.event.Event) -> bool:
    """Whether an event redraws the whole screen whatever the look says: every event but a
    mouse move (keys, clicks, the wheel, typing, window events are rare and may change
    anything; a mouse move is the frequent one, and the look covers what it changes)."""
    return event.type != pygame.MOUSEMOTION


class Presenter:
    """Remembers what is on the window and decides what a frame must draw."""

    def __init__(self) -> None:
        self._scene: object | None = None
        self._look: object | None = None
        self._frame_key: Hashable = None
        self._full_at = -SAFETY_UPDATES
        self._forced = True
        self.redrawing_parts = False
        """True while the app draws only the changed parts (``Scene.redrawing_parts``)."""
        self.owed: pygame.Rect | None = None
        """A canvas area left stale because a slide was shown straight onto the window: the
        next frame that draws on the canvas draws it too."""

    @property
    def shown_look(self) -> object | None:
        """The look last planned: what the window shows."""
        return self._look

    def invalidate(self) -> None:
        """The next frame redraws the whole screen."""
        self._forced = True

    def plan(self, scene: object, look: object, frame_key: Hashable, updates: int) -> Plan:
        """What to draw for ``scene`` showing ``look`` (``frame_key``: what the app draws
        besides the scene, such as its size and notices): [] nothing, a list of canvas areas,
        the look's ``Slide`` (only the map's place changed), or None for the whole screen.
        The plan is taken as drawn."""
        plan: Plan
        if self._forced or scene is not self._scene or frame_key != self._frame_key \
                or updates - self._full_at >= SAFETY_UPDATES:
            plan = None
        else:
            areas = changed_areas(self._look, look)
            plan = areas if not areas else slid(self._look, look, areas) or areas
            if isinstance(plan, Slide) and isinstance(look, Look):
                look = Look(look.whole, look.parts, plan)
        self._scene, self._look, self._frame_key = scene, look, frame_key
        self._forced = False
        if plan is None:
            self._full_at = updates
            self.owed = None
        elif isinstance(plan, list) and plan and self.owed is not None:
            plan.append(self.owed)
            self.owed = None
        return plan


def draw_areas(draw: Callable[[pygame.Surface], None], surface: pygame.Surface,
               areas: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """Run ``draw(surface)`` clipped to the union of ``areas`` (one pass: blits and fills
    outside cost next to nothing); the area drawn, None when it is off the surface."""
    area = areas[0].unionall(list(areas[1:])).clip(surface.get_rect())
    if not area.width or not area.height:
        return None
    old_clip = surface.get_clip()
    surface.set_clip(area)
    try:
        draw(surface)
    finally:
        surface.set_clip(old_clip)
    return area


def stretch_step(window_side: int, canvas_side: int) -> int | None:
    """Canvas pixels in the smallest run that stretches to a whole number of window pixels;
    None when that run is too long to snap to."""
    step = canvas_side // math.gcd(window_side, canvas_side)  # the reduced ratio's denominator
    return step if step <= ALIGN_LIMIT else None


def _snap_out(low: int, high: int, step: int, side: int) -> tuple[int, int]:
    """``low..high`` widened to whole steps, kept within ``0..side``."""
    return max(0, low // step * step), min(side, -(-high // step) * step)


def stretch_area(canvas: pygame.Surface, window: pygame.Surface,
                 area: pygame.Rect) -> pygame.Rect | None:
    """Stretch the canvas ``area`` onto the window as a full ``smoothscale`` of the canvas
    would draw it; returns the window rectangle changed. None, having drawn nothing, when the
    scale has no short whole step (an odd window size): a piece would land a fraction of a
    pixel off, so the caller stretches the whole canvas."""
    cw, ch = canvas.get_size()
    ww, wh = window.get_size()
    step_x, step_y = stretch_step(ww, cw), stretch_step(wh, ch)
    if step_x is None or step_y is None:
        return None
    grown = area.inflate(2 * STRETCH_MARGIN, 2 * STRETCH_MARGIN).clip(canvas.get_rect())
    x0, x1 = _snap_out(grown.left, grown.right, step_x, cw)
    y0, y1 = _snap_out(grown.top, grown.bottom, step_y, ch)
    wx0, wx1, wy0, wy1 = x0 * ww // cw, x1 * ww // cw, y0 * wh // ch, y1 * wh // ch
    if wx1 <= wx0 or wy1 <= wy0:
        return pygame.Rect(wx0, wy0, 0, 0)
    piece = pygame.transform.smoothscale(canvas.subsurface((x0, y0, x1 - x0, y1 - y0)),
                                         (wx1 - wx0, wy1 - wy0))
    inner = pygame.Rect(area.left * ww // cw, area.top * wh // ch, 0, 0)
    inner.width = -(-area.right * ww // cw) - inner.left
    inner.height = -(-area.bottom * wh // ch) - inner.top
    inner = inner.inflate(2, 2).clip(pygame.Rect(wx0, wy0, wx1 - wx0, wy1 - wy0))
    window.blit(piece, inner.topleft, inner.move(-wx0, -wy0))
    return inner
