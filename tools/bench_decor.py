"""The battle frame with and without decoration layers (tools/bench.py's "decoration" key).

A map's decoration layers are baked into the cached map picture once (game/ui/render/hexmap.py),
so a battle frame should cost the same with them as without. This opens the first registered
game's battle (as tools/bench.py does), then times each pass of the app's loop four times
with the camera panning one pixel a frame and the cursor sweeping the screen (as
``"panning"`` below):

* ``plain``: the arena's terrain alone;
* ``decorated``: two extra tile layers under the units over every open cell (faded scorch
  marks, tinted debris), baked into the map picture;
* ``over_units``: those and rocks over the units at half opacity (kept with the rest of the
  field while it pans, game/ui/render/slide.py);
* ``parallax``: all that and a layer moving at half speed: the field no longer moves as one
  piece, so each frame draws it again.

Each gives the figures of tools/bench.py; ``<variant>_over_plain`` is the ratio of its frame
median to the plain one's.

Its ``"panning"`` key times every registered game's battle while the camera pans, at 1280x720
and 800x600, each frame a whole pass of the app's loop (``App.frame``: what the frame's look
says changed drawn, and at 800x600 stretched onto the window) in main-thread CPU against a
full-window blit and flip at the same size, the cursor sweeping the screen: ``"drag"`` swings
the camera one pixel a frame (as above), ``"keys"`` 12 pixels a frame (the pan keys' speed)
over 240 pixels and back. The battle is played on (random legal answers for its human) until
its map shows, not covered by a prompt; a game without a map says so. The arena viewer (the
largest shipped map) and each game's replay viewer are panned the same way, zoomed in a step.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any

import pygame

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    import tools.bench  # noqa: F401  (the headless drivers, before pygame opens anything)

from game.core.arena import Arena
from game.maps.map_look import LookLayer, MapLook, PlacedTile, safe_look
from game.maps.tile_refs import TileRef
from game.ui.games import game_ui_names
from game.ui.render.hexmap import MapLayer
from game.ui.render.tiles import TileImages
from game.ui.scenes.battle import BattleMap, BattleScene
from tools.bench import (
    BACKDROP,
    ROOT,
    SIZE,
    WARM_UP,
    App,
    cursor_at,
    figures,
    init_pygame,
    open_battle,
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
    """The first game's battle in each of VARIANTS, its map dragged a pixel a frame through
    the app's loop (``pan_frames``: what a player's frame costs, kept pictures and all), and
    their ratios to plain."""
    from tools.bench_screens import fresh_app

    name = game_ui_names()[0]
    app = fresh_app(screen.get_size())
    scene = open_battle(app, name)
    assert scene.arena is not None and scene.camera is not None
    tiles: TileImages = app.tiles
    variants = {label: None if label == "plain" else decoration_layers(scene.arena, label)
                for label in VARIANTS}
    out: dict[str, Any] = {"game": name, "arena": scene.arena.name}
    medians: dict[str, float] = {}
    try:
        for label, look in variants.items():
            scene.layer = _layer(scene.arena, tiles, scene.layer, look)
            app.presenter.invalidate()
            out[label] = pan_frames(app, scene, frames, 1, PAN)
            medians[label] = out[label]["frame_ms_median"]
    finally:
        scene.session.close()
    for label in VARIANTS[1:]:
        out[f"{label}_over_plain"] = round(medians[label] / medians["plain"], 3)
    out["panning"] = panning_figures(frames)
    return out


def _layer(arena: Arena, tiles: TileImages, old: MapLayer | None,
           look: MapLook | None) -> MapLayer:
    muted = old.muted if old is not None else ()
    if look is None:  # the terrain alone, whatever the map file holds
        look = MapLook((LookLayer("terrain", (), is_terrain=True),), (56, 64))
    return BattleMap(arena, tiles, muted=muted, look=look)


# -- every game's battle, panning ---------------------------------------------------------------
SIZES = ((1280, 720), (800, 600))
KEY_STEP, KEY_SWING = 12, 240
"""The pan keys move the camera 12 pixels a frame (720 a second); "keys" sweeps 240 and back."""
SHOWN = 0.65
"""The field shows when panning changes at least this share of the map's pixels on screen
(a hex map's corners leave the rest as floor)."""
ANSWERS = 60
"""Random answers the human gives at most before the field must have shown."""


def field_changed_share(app: App, scene: BattleScene) -> float:
    """The share of the map's pixels on screen that change when the camera moves 8 pixels
    (a prompt covering the map leaves them as they were); the camera is put back."""
    assert scene.camera is not None and scene.layer is not None
    view = scene.viewport()
    before, after = (pygame.Surface(app.screen.get_size()).convert() for _ in range(2))
    origin = scene.camera.origin
    scene.draw(before, 0.0)
    scene.camera.origin = scene._previous_origin = (origin[0] + 8, origin[1])
    scene.draw(after, 0.0)
    scene.camera.origin = scene._previous_origin = origin
    app.presenter.invalidate()
    same = pygame.mask.from_threshold(before.subsurface(view), (0, 0, 0), (1, 1, 1, 255),
                                      after.subsurface(view), 1).count()
    zoom = scene.camera.zoom
    shown = pygame.Rect(origin, (scene.layer.rect.width * zoom,
                                 scene.layer.rect.height * zoom)).clip(view)
    return (view.width * view.height - same) / max(1, shown.width * shown.height)


def show_field(app: App, scene: BattleScene, seed: int) -> None:
    """Answer the human's prompts with random legal choices until the battle's map shows
    (``SHOWN``) with a prompt open and nothing playing (RuntimeError if it never does)."""
    rng = random.Random(seed)
    flow, session = scene.flow, scene.session
    for _ in range(ANSWERS):
        if field_changed_share(app, scene) >= SHOWN:
            return
        prompt = flow.prompt
        assert prompt is not None
        flow.send(rng.choice(prompt.request.legal_choices()))
        deadline = time.monotonic() + 30
        while flow.prompt is None or session.thinking() or not flow.settled:
            if time.monotonic() > deadline or session.is_over:
                raise RuntimeError("the battle stopped asking its human")
            app.frame()
            time.sleep(0.001)  # a stepping clock never waits; let the AI threads think
    raise RuntimeError(f"the map never showed in {ANSWERS} answers")


def swing(frame: int, step: int, reach: int) -> int:
    """Where a camera sweeping ``reach`` pixels and back at ``step`` a frame is."""
    travel = frame * step % (2 * reach)
    return min(travel, 2 * reach - travel) - reach // 2


def pan_frames(app: App, scene: BattleScene, frames: int, step: int,
               reach: int) -> dict[str, float]:
    """``frames`` loop passes with the camera swinging, each followed by a floor frame:
    the figures, with the slowest frame."""
    from tools.bench_screens import app_frame, cpu_ms

    assert scene.camera is not None
    window = app.window
    full = pygame.Surface(window.get_size()).convert()
    full.fill(BACKDROP)
    sweep = window.get_rect().inflate(-16, -16)
    start = scene.camera.origin
    timed: list[float] = []
    floors: list[float] = []
    for i in range(WARM_UP + frames):
        scene.camera.origin = (start[0] + swing(i, step, reach), start[1])
        frame_ms = app_frame(app, cursor_at(i, sweep))
        floor_ms = cpu_ms(lambda: (window.blit(full, (0, 0)), pygame.display.flip()))
        if i >= WARM_UP:
            timed.append(frame_ms)
            floors.append(floor_ms)
    scene.camera.origin = start
    return {**figures(timed, floors), "frame_ms_max": round(max(timed), 4)}


def game_panning(name: str, size: tuple[int, int], frames: int) -> dict[str, Any]:
    """Game ``name``'s battle at ``size``, its map panned by drag and by keys."""
    from tools.bench_screens import fresh_app

    app = fresh_app(size)
    scene = open_battle(app, name)
    try:
        if scene.camera is None:
            return {"map": False}
        show_field(app, scene, seed=4)
        assert scene.flow.prompt is not None
        return {"request": scene.flow.prompt.request.kind,
                "drag": pan_frames(app, scene, frames, 1, PAN),
                "keys": pan_frames(app, scene, frames, KEY_STEP, KEY_SWING)}
    finally:
        scene.session.close()


def viewer_panning(size: tuple[int, int], frames: int, name: str | None) -> dict[str, Any]:
    """The arena viewer on the largest shipped map (``name`` None) or game ``name``'s
    replay viewer at ``size``, its map panned by drag and by keys after a zoom step in."""
    from game.ui.scenes.arena_view import ArenaView
    from game.ui.scenes.title import TitleScene
    from tools.bench_screens import fresh_app, largest_map, replay_viewer

    app = fresh_app(size)
    app.push(TitleScene())
    if name is None:
        app.push(ArenaView(largest_map(), app.tiles))
    else:
        replay_viewer(app, name)
    top: Any = app.top
    scene = getattr(top, "battle", top)
    try:
        if scene.camera is None:
            return {"map": False}
        scene.camera.zoom_at(app.screen.get_rect().center, 1)
        for _ in range(30):  # the zoom level prepared
            app.frame()
        return {"drag": pan_frames(app, scene, frames, 1, PAN),
                "keys": pan_frames(app, scene, frames, KEY_STEP, KEY_SWING)}
    finally:
        session = getattr(scene, "session", None)
        if session is not None:
            session.close()


def panning_figures(frames: int) -> dict[str, Any]:
    """Every registered game's battle and replay viewer, and the arena viewer, panned at each
    of SIZES (the window left at SIZE)."""
    sizes = [(f"{w}x{h}", (w, h)) for w, h in SIZES]
    out: dict[str, Any] = {name: {label: game_panning(name, size, frames)
                                  for label, size in sizes} for name in game_ui_names()}
    out["arena_view"] = {label: viewer_panning(size, frames, None) for label, size in sizes}
    for name in game_ui_names():
        out[f"{name} replay"] = {label: viewer_panning(size, frames, name)
                                 for label, size in sizes}
    pygame.display.set_mode(SIZE)
    return out


if __name__ == "__main__":
    import json

    init_pygame()
    shown = pygame.display.set_mode(SIZE)
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 240
    print(json.dumps({"decoration": decoration_figures(shown, count)}))
