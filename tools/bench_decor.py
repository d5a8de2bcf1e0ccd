"""The battle frame with and without decoration layers (tools/bench.py's "decoration" key).

A map's decoration layers are baked into the cached map picture once (game/ui/render/hexmap.py),
so a battle frame should cost the same with them as without. This opens the first registered
game's battle (as tools/bench.py does), then times its frame three times with the camera
panning one pixel a frame (so the map picture is placed anew every frame, as in play) and the
cursor sweeping the screen:

* ``plain``: the arena's terrain alone;
* ``decorated``: two extra tile layers under the units over every open cell (faded scorch
  marks, tinted debris), baked into the map picture;
* ``over_units``: those and rocks over the units at half opacity (one more blit a frame, by
  design: the units go between);
* ``parallax``: all that and a layer moving at half speed (one more blit a frame).

Each gives the figures of tools/bench.py; ``<variant>_over_plain`` is the ratio of its frame
median to the plain one's.
"""

from __future__ import annotations

import statistics
from typing import Any

import pygame

from game.core.arena import Arena
from game.maps.map_look import LookLayer, MapLook, PlacedTile, safe_look
from game.maps.tile_refs import TileRef
from game.ui.games import game_ui_names
from game.ui.render.hexmap import MapLayer
from game.ui.render.tiles import TileImages
from game.ui.scenes.battle import BattleMap
from tools.bench import (
    ROOT,
    App,
    SteppingClock,
    cursor_at,
    figures,
    interleaved,
    open_battle,
    scene_frame,
)

TILES = ROOT / "assets" / "tiles"
PAN = 24
"""The camera swings this many pixels back and forth, one a frame."""


VARIANTS = ("plain", "decorated", "over_units", "parallax")


def decoration_layers(arena: Arena, variant: str) -> MapLook:
    """The arena's own look plus heavy decoration over every open cell."""
    own = safe_look(arena.source) if arena.source else None
    cells = [arena.layout.hex_to_offset(h) for h, cell in arena.cells.items()
             if cell.terrain == "floor"]

    def layer(name: str, kind: str, **settings: Any) -> LookLayer:
        tiles = tuple(PlacedTile(col, row, TileRef(str(TILES / f"{kind}_{(col + row) % 2}.png")))
                      for col, row in cells)
        return LookLayer(name, tiles, **settings)

    extra = [layer("scorch", "scorch", opacity=0.8),
             layer("debris", "debris", tint=(255, 200, 160, 255))]
    if variant in ("over_units", "parallax"):
        extra.append(layer("canopy", "rocks", opacity=0.5, over_units=True))
    if variant == "parallax":
        extra.append(layer("haze", "scorch", opacity=0.4, parallax=(0.5, 0.5)))
    base = own.layers if own else (LookLayer("terrain", (), is_terrain=True),)
    return MapLook((*base, *extra), own.tile_size if own else (56, 64))


def decoration_figures(screen: pygame.Surface, frames: int) -> dict[str, Any]:
    """The first game's battle frame in each of VARIANTS, and their ratios to plain."""
    name = game_ui_names()[0]
    app = App(screen, clock=SteppingClock())
    scene = open_battle(app, name)
    assert scene.arena is not None and scene.camera is not None
    tiles: TileImages = app.tiles
    start = scene.camera.origin
    sweep = screen.get_rect().inflate(-16, -16)
    variants = {label: None if label == "plain" else decoration_layers(scene.arena, label)
                for label in VARIANTS}
    out: dict[str, Any] = {"game": name, "arena": scene.arena.name}
    medians: dict[str, float] = {}
    try:
        for label, look in variants.items():
            scene.layer = _layer(scene.arena, tiles, scene.layer, look)

            def frame_at(i: int) -> float:
                swing = i % (2 * PAN)
                scene.camera.origin = (start[0] + min(swing, 2 * PAN - swing) - PAN // 2,
                                       start[1])
                return scene_frame(app, scene, cursor_at(i, sweep))

            timed, floors = interleaved(screen, frame_at, frames)
            out[label] = figures(timed, floors)
            medians[label] = statistics.median(timed)
    finally:
        scene.session.close()
    for label in VARIANTS[1:]:
        out[f"{label}_over_plain"] = round(medians[label] / medians["plain"], 3)
    return out


def _layer(arena: Arena, tiles: TileImages, old: MapLayer | None,
           look: MapLook | None) -> MapLayer:
    muted = old.muted if old is not None else ()
    if look is None:  # the terrain alone, whatever the map file holds
        look = MapLook((LookLayer("terrain", (), is_terrain=True),), (56, 64))
    return BattleMap(arena, tiles, muted=muted, look=look)
