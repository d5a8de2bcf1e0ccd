"""The arena viewer: look around a map, zoom, pan and inspect any hex.

Opened on a map file, the viewer watches it (game.ui.map_watch): saving the map again in Tiled
shows the new version at once, camera kept; a broken new version leaves the last good one on
screen with the error over it until the file is fixed.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core.arena import Arena
from game.core.hexes import Hex
from game.maps.tiled import load_arena
from game.ui import theme
from game.ui.camera import Camera
from game.ui.games import game_ui
from game.ui.map_watch import MapWatcher
from game.ui.navigator import current_game
from game.ui.present import Look, Slide
from game.ui.render.hexmap import MapLayer
from game.ui.render.hud import Line, text_block
from game.ui.render.inspector import (
    FOOTER_HEIGHT,
    HEADER_HEIGHT,
    SIDEBAR_WIDTH,
    Inspector,
    footer_bar,
    header_bar,
    sidebar_left,
)
from game.ui.render.markers import draw_outline
from game.ui.render.slide import SlidePicture
from game.ui.render.tiles import TileImages
from game.ui.scene import Scene
from game.ui.scenes.map_error import MapErrorScene, error_lines
from game.ui.terrain import muted_kinds
from game.ui.text import text

if TYPE_CHECKING:
    from game.ui.app import App

PAN_SPEED = 720  # screen pixels per second while a pan key is held
PAN_KEYS: dict[int, tuple[int, int]] = {
    pygame.K_LEFT: (1, 0), pygame.K_a: (1, 0),
    pygame.K_RIGHT: (-1, 0), pygame.K_d: (-1, 0),
    pygame.K_UP: (0, 1), pygame.K_w: (0, 1),
    pygame.K_DOWN: (0, -1), pygame.K_s: (0, -1),
}
ZOOM_IN_KEYS = {pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS}
ZOOM_OUT_KEYS = {pygame.K_MINUS, pygame.K_KP_MINUS}
DRAG_BUTTONS = {2, 3}
RELOADED_NOTE_SECONDS = 2.5


def scene_for_map(path: Path, tiles: TileImages) -> Scene:
    """The viewer for the map at ``path``, or a screen explaining why it cannot load."""
    try:
        arena = load_arena(path)
    except (ValueError, OSError) as error:
        return MapErrorScene(path, error)
    return ArenaView(arena, tiles, path=path)


class ArenaView(Scene):
    """Shows one arena pre-rendered, with a camera and a hover inspector; given the map's
    ``path``, reloads it whenever the file is saved again."""

    def __init__(self, arena: Arena, tiles: TileImages, layer: MapLayer | None = None,
                 path: Path | None = None, game: str | None = None) -> None:
        self.arena = arena
        self.tiles = tiles
        self.game = game
        """The game whose terrain meanings are shown (None: the game on screen, if the map
        is made for it)."""
        self.ui: Any = None
        self.layer = layer or MapLayer(arena, tiles)
        self.inspector = Inspector(arena, tiles)
        insets = (0, HEADER_HEIGHT, SIDEBAR_WIDTH, FOOTER_HEIGHT)
        self.camera = Camera(self.layer.rect, (1280, 720), insets=insets)
        self.watcher = MapWatcher(path) if path is not None else None
        self.reload_error: Exception | None = None
        self.reloaded_for = 0.0
        self._banner: pygame.Surface | None = None
        self.hover: Hex | None = None
        self.mouse: tuple[int, int] | None = None
        self._previous_origin = self.camera.origin
        self._drag_from: tuple[int, int] | None = None
        self._held: set[int] = set()
        self._chrome_cache: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}
        self._canvas: pygame.Surface | None = None
        self._canvas_key: tuple[object, ...] = ()
        self.slide_picture = SlidePicture()
        """The map kept round the view while the camera pans (``show_slide``)."""

    def attach(self, app: App) -> None:
        """Fit the camera to the window once the scene is on the stack."""
        super().attach(app)
        self.ui = self._game_ui()
        if self.ui is not None:
            self.inspector = Inspector(self.arena, self.tiles, self.ui)
            if muted_kinds(self.ui) & {c.terrain for c in self.arena.cells.values()}:
                self.layer = MapLayer(self.arena, self.tiles, muted=muted_kinds(self.ui))
                self.camera = Camera(self.layer.rect, self.camera.view,
                                     insets=self.camera.insets)
        self.camera.view = self.app.screen.get_size()
        self.camera.fit()
        self._camera_jumped()

    def _game_ui(self) -> Any:
        """The UI of the game whose terrain is shown: the one named, else the game on screen
        when the map is made for it (or names no game); None for neither."""
        name = self.game or current_game(self.app)
        if name is None or (self.arena.rulesets and name not in self.arena.rulesets):
            return None
        try:
            return game_ui(name)
        except (ValueError, ImportError):
            return None

    # -- input ------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Keys zoom/pan/leave; the mouse hovers, drags and wheels."""
        if event.type == pygame.KEYDOWN:
            self._key_down(event.key)
        elif event.type == pygame.KEYUP:
            self._held.discard(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self._mouse_moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in DRAG_BUTTONS:
            self._drag_from = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button in DRAG_BUTTONS:
            self._drag_from = None
        elif event.type == pygame.MOUSEWHEEL and event.y:
            self._zoom(1 if event.y > 0 else -1)
        elif event.type == pygame.WINDOWLEAVE:
            self.mouse, self.hover = None, None
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.camera.resize(self.app.screen.get_size())
            self._camera_jumped()

    def _key_down(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.app.pop()
        elif key in ZOOM_IN_KEYS:
            self._zoom(1)
        elif key in ZOOM_OUT_KEYS:
            self._zoom(-1)
        elif key == pygame.K_HOME:
            self.camera.fit()
            self._camera_jumped()
        elif key in PAN_KEYS:
            self._held.add(key)

    def _mouse_moved(self, pos: tuple[int, int]) -> None:
        if self._drag_from is not None:
            self.camera.pan(pos[0] - self._drag_from[0], pos[1] - self._drag_from[1])
            self._drag_from = pos
            self._previous_origin = self.camera.origin
        self.mouse = pos
        self._refresh_hover()

    def _zoom(self, steps: int) -> None:
        view = self.camera.view
        anchor = self.mouse if self.mouse is not None else (view[0] // 2, view[1] // 2)
        if self.camera.zoom_at(anchor, steps):
            self._camera_jumped()

    def _camera_jumped(self) -> None:
        """After an instant camera change: no interpolation across it, fresh hover."""
        self._previous_origin = self.camera.origin
        self._refresh_hover()

    def _refresh_hover(self) -> None:
        self.hover = self.hex_at(self.mouse) if self.mouse is not None else None

    def hex_at(self, screen_pos: tuple[float, float]) -> Hex | None:
        """The arena hex under a screen position; None off the arena or over the panels."""
        if not self.viewport(self.camera.view).collidepoint(screen_pos):
            return None
        wx, wy = self.camera.screen_to_world(*screen_pos)
        h = self.arena.layout.pixel_to_hex(wx, wy)
        return h if h in self.arena.cells else None

    # -- update -----------------------------------------------------------
    def update(self, dt: float) -> None:
        """Slide the camera while pan keys are held; pick up a new version of the map."""
        self._previous_origin = self.camera.origin
        self.reloaded_for = max(0.0, self.reloaded_for - dt)
        if self.watcher is not None:
            self._take_reload(self.watcher.poll(dt))
        dx = sum(PAN_KEYS[k][0] for k in self._held)
        dy = sum(PAN_KEYS[k][1] for k in self._held)
        if dx or dy:
            self.camera.pan(dx * PAN_SPEED * dt, dy * PAN_SPEED * dt)
            self._refresh_hover()

    def _take_reload(self, outcome: Arena | Exception | None) -> None:
        if outcome is None:
            return
        self._banner = None
        if isinstance(outcome, Exception):
            self.reload_error = outcome
            return
        self.reload_error = None
        self.show_arena(outcome)
        self.reloaded_for = RELOADED_NOTE_SECONDS

    def show_arena(self, arena: Arena) -> None:
        """Show ``arena`` in place of the current one, keeping the zoom and the view's centre
        (refitting if the new map is somewhere else entirely)."""
        centre = self.camera.screen_to_world(*self.camera.free_centre())
        level = self.camera.level
        self.arena = arena
        self.layer = MapLayer(arena, self.tiles, muted=muted_kinds(self.ui))
        self.inspector = Inspector(arena, self.tiles, self.ui)
        self.camera = Camera(self.layer.rect, self.camera.view, insets=self.camera.insets)
        self.camera.level = level
        world = self.layer.rect
        if world.x <= centre[0] <= world.x + world.width and \
                world.y <= centre[1] <= world.y + world.height:
            self.camera.look_at(*centre)
        else:
            self.camera.fit()
        self._chrome_cache.clear()
        self._canvas = None
        self._camera_jumped()

    def info_lines(self, h: Hex | None) -> list[Line]:
        """What the sidebar says about hex ``h`` (or about the arena, for None)."""
        return self.inspector.info_lines(h)

    # -- drawing ----------------------------------------------------------
    @staticmethod
    def viewport(size: tuple[int, int]) -> pygame.Rect:
        """The window area the map shows through (not under the bars or sidebar)."""
        return pygame.Rect(0, HEADER_HEIGHT, sidebar_left(size[0]),
                           max(0, size[1] - HEADER_HEIGHT - FOOTER_HEIGHT))

    def _visible_map(self, viewport: pygame.Rect, drawn: tuple[int, int]) -> pygame.Surface:
        """The map as it shows through ``viewport``, recomposed only when the camera moves.

        A still camera then costs one aligned, opaque blit a frame: much cheaper than
        clearing the margins and blitting the map at an arbitrary offset every time.
        """
        key = (viewport.size, drawn, self.camera.zoom)
        if self._canvas is None or self._canvas_key != key or not self.layer.settled:
            if self._canvas is None or self._canvas.get_size() != viewport.size:
                self._canvas = pygame.Surface(viewport.size)
                if pygame.display.get_surface():
                    self._canvas = self._canvas.convert()
            self._canvas.fill(theme.BACKGROUND)
            self.layer.levels = self.camera.levels  # the levels next to this one get prepared
            self.layer.draw_map(self._canvas, (drawn[0] - viewport.x, drawn[1] - viewport.y),
                                self.camera.zoom)
            # no units here: the layers over them show as in Tiled
            self.layer.draw_over(self._canvas, (drawn[0] - viewport.x, drawn[1] - viewport.y),
                                 self.camera.zoom)
            self._canvas_key = key
        return self._canvas

    def _drawn_origin(self, alpha: float) -> tuple[int, int]:
        """Where the map is drawn, ``alpha`` of the way from the last update's camera."""
        origin = self.camera.origin
        prev = self._previous_origin
        return (round(prev[0] + (origin[0] - prev[0]) * alpha),
                round(prev[1] + (origin[1] - prev[1]) * alpha))

    def look(self) -> Look | None:
        """Zoom, map and notes as the whole; where the map is (the view's part), the hovered
        hex's outline and the sidebar describing it as parts (a mouse move over the map
        changes only the last two), and the view as a ``Slide`` while the map pans as one
        piece. None while the map still prepares its zoom level a few chunks a frame:
        redrawn every frame."""
        if not self.layer.settled:
            return None
        size = self.app.screen.get_size()
        drawn = self._drawn_origin(self.app.step.alpha)
        banner = self.reload_error is not None or self.reloaded_for > 0
        whole = (size, self.camera.zoom, id(self.layer), self.reload_error is not None,
                 self.reloaded_for > 0)
        outline = (0, 0, 0, 0)
        if self.hover is not None:
            xs, ys = zip(*self._outline(drawn), strict=True)
            left, top = round(min(xs)), round(min(ys))
            outline = (left - 4, top - 4, round(max(xs)) - left + 9, round(max(ys)) - top + 9)
        side = sidebar_left(size[0])
        view = self.viewport(size)
        slide = None if banner or not self.layer.slides_rigidly(over=True) else \
            Slide(tuple(view), (whole, self.hover), drawn)
        return Look(whole, ((tuple(view), drawn), (outline, self.hover),
                            ((side, 0, size[0] - side, size[1]), self.hover)), slide)

    def _outline(self, drawn: tuple[int, int],
                 offset: tuple[int, int] = (0, 0)) -> list[tuple[float, float]]:
        """The hovered hex's corners on screen, the map at ``drawn``, moved by ``offset``."""
        assert self.hover is not None
        origin = self.camera.origin
        shift = (drawn[0] - origin[0] + offset[0], drawn[1] - origin[1] + offset[1])
        return [(x + shift[0], y + shift[1]) for x, y in
                (self.camera.world_to_screen(wx, wy)
                 for wx, wy in self.arena.layout.corners(self.hover))]

    def show_slide(self, target: pygame.Surface, canvas_size: tuple[int, int] | None,
                   slide: Slide) -> pygame.Rect | None:
        """The map and the hover outline kept round the view, shifted to where the camera
        is (``Scene.show_slide``)."""
        return self.slide_picture.present(target, canvas_size, slide, self._slide_paint)

    def _slide_paint(self, image: pygame.Surface, offset: tuple[int, int]) -> None:
        """What ``draw`` shows in the view now (the map, the layers over the units, the hover
        outline), every position moved by ``offset``."""
        drawn = self._drawn_origin(self.app.step.alpha)
        at = (drawn[0] + offset[0], drawn[1] + offset[1])
        self.layer.levels = self.camera.levels
        self.layer.draw_map(image, at, self.camera.zoom)
        self.layer.draw_over(image, at, self.camera.zoom)
        if self.hover is not None:
            draw_outline(image, self._outline(drawn, offset), theme.HOVER_OUTLINE)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """One blit of the pre-rendered map, then the hover outline and panels."""
        drawn = self._drawn_origin(alpha)
        viewport = self.viewport(surface.get_size())
        surface.blit(self._visible_map(viewport, drawn), viewport)
        if self.hover is not None:
            draw_outline(surface, self._outline(drawn), theme.HOVER_OUTLINE)
        header, footer = self._chrome(surface.get_width())
        surface.blit(header, (0, 0))
        surface.blit(footer, (0, surface.get_height() - FOOTER_HEIGHT))
        self.inspector.draw(surface, self.hover)
        self._draw_reload_state(surface, viewport)

    def _draw_reload_state(self, surface: pygame.Surface, viewport: pygame.Rect) -> None:
        """The broken new version's error over the map, or a short 'reloaded' note."""
        if self.reload_error is not None:
            if self._banner is None or self._banner.get_width() != viewport.width - 24:
                self._banner = self._error_banner(viewport.width - 24)
            surface.blit(self._banner, (viewport.x + 12, viewport.y + 12))
        elif self.reloaded_for > 0:
            note = text("Map reloaded from the saved file", 22, theme.ACCENT)
            surface.blit(note, (viewport.x + 16, viewport.y + 12))

    def _error_banner(self, width: int) -> pygame.Surface:
        assert self.reload_error is not None and self.watcher is not None
        lines: list[Line] = [("The saved map cannot be loaded: showing the last good version",
                              26, theme.DANGER)]
        lines += error_lines(self.watcher.path, self.reload_error)
        lines.append(("Fix it and save again: the viewer reloads it by itself.", 20,
                      theme.TEXT_DIM))
        return text_block(lines, max(200, width), padding=12, gap=4)

    def _chrome(self, width: int) -> tuple[pygame.Surface, pygame.Surface]:
        """The header and the key-hint footer for a window ``width`` wide."""
        if width not in self._chrome_cache:
            self._chrome_cache[width] = (header_bar(self.arena, width), footer_bar(width))
        return self._chrome_cache[width]
