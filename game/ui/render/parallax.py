"""Layers with a parallax factor: drawn apart from the baked map and moved with the camera as
Tiled moves them.

Tiled places such a layer at its offset plus ``(1 - factor) * (view centre + parallax
origin)``, the view centre being the map point at the middle of the view. A factor of 1 (the
arena, every ordinary layer) keeps the layer still on the map; below 1 it lags behind the camera
like a far backdrop; above 1 it runs ahead like something close. Each such layer is drawn once
at zoom 1 onto its own picture the size of the map's, and scaled per zoom chunk by chunk as it
is shown (game/ui/render/zoom_chunks.py); a frame then costs a few blits for it. Where it
is drawn: a layer below the terrain layer behind every fixed layer ("back"), one above it over
the fixed layers under the units ("front"), one marked ``over_units`` over the units ("over").
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui.render.zoom_chunks import WorkBudget, ZoomedPicture

BACK, FRONT, OVER = "back", "front", "over"


@dataclass
class Slab:
    """One parallax layer drawn at zoom 1 over the map's area, and where it goes."""

    image: pygame.Surface
    factor: tuple[float, float]
    band: str
    offset: tuple[int, int] = (0, 0)
    """Where ``image`` sits on the map picture (it is cropped to what it shows)."""
    budget: WorkBudget = field(default_factory=WorkBudget)
    """The scaling work a frame may still do (the map layer shares its own)."""
    _picture: ZoomedPicture | None = None

    @property
    def picture(self) -> ZoomedPicture:
        """The layer at any zoom, scaled chunk by chunk as it is shown."""
        if self._picture is None:
            self._picture = ZoomedPicture(self.image, budget=self.budget)
        return self._picture


def cropped(slab: Slab) -> Slab:
    """``slab`` cut down to the part that holds any picture (a frame blits only that)."""
    box = slab.image.get_bounding_rect()
    return Slab(slab.image.subsurface(box).copy(), slab.factor, slab.band,
                (slab.offset[0] + box.x, slab.offset[1] + box.y))


def shift(factor: tuple[float, float], view_centre: tuple[float, float],
          origin: tuple[float, float]) -> tuple[float, float]:
    """How far (map pixels at zoom 1) a layer of ``factor`` is moved when the view is centred
    on ``view_centre`` (map pixels from the map's top-left), ``origin`` being the map's
    parallax origin in the same pixels."""
    return ((1 - factor[0]) * (view_centre[0] + origin[0]),
            (1 - factor[1]) * (view_centre[1] + origin[1]))


def draw_band(surface: pygame.Surface, slabs: list[Slab], band: str,
              placing: tuple[tuple[float, float], float, tuple[float, float]],
              parallax_origin: tuple[float, float]) -> None:
    """Blit the slabs of ``band``; ``placing`` is the map picture's top-left on ``surface``,
    the zoom, and the view centre in world pixels at zoom 1 (the map's own top-left corner,
    cell (0, 0)'s, is 0, 0)."""
    (left, top), zoom, centre = placing
    for slab in slabs:
        if slab.band != band:
            continue
        dx, dy = shift(slab.factor, centre, parallax_origin)
        dx, dy = dx + slab.offset[0], dy + slab.offset[1]
        slab.picture.draw(surface, (round(left + dx * zoom), round(top + dy * zoom)), zoom)


def view_centre(surface: pygame.Surface, top_left: tuple[float, float], zoom: float,
                world_top_left: tuple[float, float]) -> tuple[float, float]:
    """The world point (zoom 1 pixels) at the middle of ``surface``'s clip (the view)."""
    middle = surface.get_clip().center
    return ((middle[0] - top_left[0]) / zoom + world_top_left[0],
            (middle[1] - top_left[1]) / zoom + world_top_left[1])
