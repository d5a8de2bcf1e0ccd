"""A battle painter any hex game can start with: the arena, its units by uid, the prompt.

Draws the hex map layer, every ``UnitView`` of the board (tinted by its owner, a health bar,
its label, a facing tick when it has one, a ring under the selected seat's units), the hover
outline, the open prompt's board marks and pointer marks,
a header (the prompt's line or the flow's status), the prompt's panel and buttons, and the
log. Meatbot has its own richer painter; a new game can use this one on its first day.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame

from game.core.hexes import neighbour
from game.ui import theme
from game.ui.battle.key_tag import draw_key_tag
from game.ui.render.buttons import draw_button
from game.ui.render.hud import panel
from game.ui.render.markers import draw_outline
from game.ui.render.panned import PannedPicture
from game.ui.render.projection import Projection
from game.ui.render.tiles import TileImages
from game.ui.render.units import UnitPainter
from game.ui.text import text
from game.ui.widget_base import fit_text


class UnitsPainter:
    """Draws one frame of a battle scene whose board is a ``UnitsBoard``."""

    ROUND_WORD = "Round"
    """What the header calls the board's round (a game may say "Turn")."""

    def __init__(self, scene: Any, styles: Sequence[Any], tiles: TileImages) -> None:
        self.scene = scene
        self.styles = list(styles)
        self.units = UnitPainter(tiles, self.styles)
        self.ground = PannedPicture()
        """The map under the units, kept while the camera pans."""

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Map and units, then the header, bottom panel and sidebar."""
        surface.fill(theme.BACKGROUND)
        scene = self.scene
        if scene.camera is not None and scene.layer is not None:
            self._map(surface)
        self._header(surface)
        self._bottom(surface)
        self._sidebar(surface)

    def _map(self, surface: pygame.Surface, offset: tuple[int, int] = (0, 0),
             cover: pygame.Rect | None = None) -> None:
        """The map and the units on ``surface``, clipped to the view; or, given ``cover``
        (a screen area beyond the view), all of that area, every position moved by
        ``offset`` (the field kept whole while the camera pans, ``slide_paint``)."""
        scene = self.scene
        viewport = scene.viewport()
        proj = Projection(scene.arena.layout, scene.camera, offset)
        origin = scene.camera.world_to_screen(scene.layer.rect.x, scene.layer.rect.y)
        self._ground(surface, viewport, origin, offset, cover)
        surface.set_clip(viewport if cover is None else cover.move(offset))
        prompt = scene.flow.prompt
        if prompt is not None:
            prompt.board_marks(self, surface, proj)
            prompt.pointer_marks(self, surface, proj)
        if scene.hover is not None:
            draw_outline(surface, proj.corners(scene.hover), theme.HOVER_OUTLINE, 2)
        for unit in sorted(scene.flow.board.units.values(), key=lambda u: u.alive):
            if unit.hex is None:
                continue
            centre = proj.centre(unit.hex)
            if unit.alive and unit.owner == scene.selected:
                self.units.ring(surface, unit.owner % len(self.styles), centre, proj.zoom)
            self.units.draw(surface, unit.owner % len(self.styles), centre, proj.zoom,
                            unit.health, max(1, unit.health_max), down=not unit.alive)
            if unit.facing is not None:
                ahead = proj.centre(neighbour(unit.hex, unit.facing % 6))
                self._facing(surface, centre, ahead, proj.zoom)
            label = text(unit.label, max(12, round(18 * proj.zoom)), theme.TEXT)
            surface.blit(label, label.get_rect(midtop=(round(centre[0]),
                                                       round(centre[1] + 34 * proj.zoom))))
        scene.layer.draw_over(surface, (origin[0] + offset[0], origin[1] + offset[1]),
                              scene.camera.zoom)
        surface.set_clip(None)

    def _ground(self, surface: pygame.Surface, viewport: pygame.Rect,
                origin: tuple[float, float], offset: tuple[int, int] = (0, 0),
                cover: pygame.Rect | None = None) -> None:
        """The map, from the kept picture made right for the camera (painted again only at
        a new zoom or view, or when the view left its margin, or ``cover``), every position
        moved by ``offset``."""
        layer, zoom = self.scene.layer, self.scene.camera.zoom

        def paint(image: pygame.Surface, shift: tuple[int, int]) -> None:
            layer.draw_map(image, (origin[0] + shift[0], origin[1] + shift[1]), zoom)

        self.ground.place(viewport, (round(origin[0]), round(origin[1])), (layer, zoom), paint,
                          rigid=layer.settled and layer.slides_rigidly(), cover=cover)
        self.ground.blit(surface, viewport if cover is None else cover, offset)

    @staticmethod
    def _facing(surface: pygame.Surface, centre: tuple[float, float],
                ahead: tuple[float, float], zoom: float) -> None:
        """A short amber tick from the unit towards the hex it faces (``ahead``)."""
        x, y = ahead[0] - centre[0], ahead[1] - centre[1]
        length = math.hypot(x, y) or 1.0
        reach = 30 * zoom
        end = (centre[0] + x / length * reach, centre[1] + y / length * reach)
        pygame.draw.line(surface, theme.ACCENT, centre, end, max(2, round(4 * zoom)))

    def _header(self, surface: pygame.Surface) -> None:
        flow = self.scene.flow
        width = surface.get_width()
        surface.blit(panel((width, 44), alpha=255), (0, 0))
        words = flow.prompt.header(flow) if flow.prompt is not None else \
            (flow.status() or flow.error)
        surface.blit(text(f"{self.ROUND_WORD} {flow.board.round}", 24, theme.ACCENT, bold=True),
                     (14, 10))
        tag_left = draw_key_tag(surface, flow.keys)
        surface.blit(fit_text(words, 22, theme.TEXT, tag_left - 160 - 16), (160, 12))

    def _bottom(self, surface: pygame.Surface) -> None:
        scene = self.scene
        area = scene.bottom_area()
        surface.blit(panel(area.size, alpha=255), area)
        prompt = scene.flow.prompt
        if prompt is not None:
            prompt.draw_panel(surface, scene.flow, area, self.styles)
        mouse = scene.mouse
        for button in scene.buttons:
            draw_button(surface, button, mouse is not None and button.rect.collidepoint(mouse))

    def _sidebar(self, surface: pygame.Surface) -> None:
        scene = self.scene
        area = scene.sidebar_area()
        surface.blit(panel(area.size, alpha=255), area)
        scene.flow.log.draw(surface, area.inflate(-16, -16))
