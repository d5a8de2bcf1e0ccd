"""Where a tooltip goes: beside what it describes, never over it, over the mouse, or over the
areas a screen asks to keep clear (other buttons, the log, a legend), and inside its bounds.

One rule for every tooltip (form widgets, the title menu, battle panels and the map): try
under the described thing, then over it, right of it and left of it, then the four corners
round the mouse (spots that fit inside the bounds as they are before those that had to be
pushed back in); take the first spot that covers nothing it should not. When every spot covers
something, the first one that at least leaves the described thing and the mouse visible wins.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

GAP = 8
"""Room between a tooltip and what it describes."""
MARGIN = 8
"""Room between a tooltip and the edge of its bounds."""
NEAR_MOUSE = 48
"""The size of the spot treated as described when the described area is a big one (the map)."""
BIG_SHARE = 0.15
"""An area wider than this share of the screen's area counts as big."""


def described_area(area: pygame.Rect | None, mouse: tuple[int, int],
                   screen: pygame.Rect) -> pygame.Rect:
    """What a tooltip must leave visible: the hovered area, or just the spot round the mouse
    when that area is big (a hex of the map, not the whole map)."""
    if area is not None and area.width * area.height <= BIG_SHARE * screen.width * screen.height:
        return pygame.Rect(area)
    spot = pygame.Rect(0, 0, NEAR_MOUSE, NEAR_MOUSE)
    spot.center = mouse
    return spot


def place_tooltip(size: tuple[int, int], mouse: tuple[int, int], bounds: pygame.Rect,
                  target: pygame.Rect, avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The box for a tooltip of ``size`` describing ``target`` (under the ``mouse``), inside
    ``bounds``, off ``target`` and the mouse, and off every ``avoid`` area that the mouse is not
    in."""
    width, height = size
    mx, my = mouse
    spots = [(target.x, target.bottom + GAP), (target.x, target.top - GAP - height),
             (target.right + GAP, target.y), (target.x - GAP - width, target.y),
             (mx + 16, my + 20), (mx - 12 - width, my + 20),
             (mx + 16, my - 8 - height), (mx - 12 - width, my - 8 - height)]
    inside = bounds.inflate(-2 * MARGIN, -2 * MARGIN)
    raw = [pygame.Rect(spot, size) for spot in spots]
    # spots that fit as they are come first; one pushed back inside the bounds is a fallback
    boxes = [box for box in raw if inside.contains(box)] + \
        [box.clamp(inside) for box in raw if not inside.contains(box)]
    clear_of = [r for r in avoid if not r.collidepoint(mouse)]
    visible = [box for box in boxes
               if not box.collidepoint(mouse) and not box.colliderect(target)]
    for box in visible:
        if box.collidelist(clear_of) < 0:
            return box
    return visible[0] if visible else boxes[0]
