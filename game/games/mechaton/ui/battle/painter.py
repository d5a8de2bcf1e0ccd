"""Mechaton's battle painter: the field, mechs as part-built sprites, stations, bricks, the
acting mech and its target, the animation playing, then the header, panel and sidebar.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.games.mechaton.rules.go_events import MechMoved
from game.games.mechaton.ui.battle.go_track import half_go_line
from game.games.mechaton.ui.battle.labels import Label, draw_labels
from game.games.mechaton.ui.battle.mech_tip import board_tip
from game.games.mechaton.ui.battle.sidebar import draw_sidebar
from game.games.mechaton.ui.render.effects import draw_effect
from game.games.mechaton.ui.render.sprites import mech_sprite
from game.ui import theme
from game.ui.battle.key_tag import draw_key_tag
from game.ui.render.buttons import draw_button
from game.ui.render.hud import panel
from game.ui.render.projection import Projection
from game.ui.render.tiles import TileImages
from game.ui.text import shadowed, text
from game.ui.widgets import fit_text

SPRITE = 110
"""A mech sprite's size at zoom 1 (a hex is 56 wide: mechs stand a little over it)."""


class MechatonPainter:
    """Draws one frame of a Mechaton battle."""

    draws_tooltips = True
    """The painter draws its own tooltips: a mech's own words over a mech, not the floor's."""

    def __init__(self, scene: Any, styles: Sequence[Any], tiles: TileImages) -> None:
        self.scene = scene
        self.styles = list(styles)

    def colour(self, seat: int | None) -> tuple[int, int, int]:
        """A seat's team colour (grey for nobody)."""
        if seat is None or not self.styles:
            return (150, 150, 150)
        return self.styles[seat % len(self.styles)].colour

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Map, pieces and effects, then header, bottom panel and sidebar."""
        surface.fill(theme.BACKGROUND)
        scene = self.scene
        if scene.camera is not None and scene.layer is not None:
            self._map(surface)
        self._header(surface)
        self._bottom(surface)
        draw_sidebar(surface, scene.sidebar_area(), scene.flow, self)
        self._tips(surface)

    def _tips(self, surface: pygame.Surface) -> None:
        """The buttons' words, and over the field what the pointed-at hex holds."""
        scene = self.scene
        tips = scene.tooltips
        tips.clear()
        tips.extend([(b.rect, b.tooltip) for b in scene.buttons if b.tooltip])
        prompt = scene.flow.prompt
        if scene.hover is not None and scene.arena is not None \
                and not getattr(prompt, "full_screen", False):
            tips.add(scene.viewport(), board_tip(scene.flow.ui, scene.flow.board.view,
                                                 scene.arena.terrain(scene.hover), scene.hover))
        tips.draw(surface)

    # -- the field ----------------------------------------------------------------------------
    def _map(self, surface: pygame.Surface) -> None:
        scene = self.scene
        proj = Projection(scene.arena.layout, scene.camera)
        surface.set_clip(scene.viewport())
        origin = scene.camera.world_to_screen(scene.layer.rect.x, scene.layer.rect.y)
        scene.layer.draw_map(surface, origin, scene.camera.zoom)
        board = scene.flow.board
        view = board.view
        prompt = scene.flow.prompt
        if view is not None:
            self._bricks(surface, proj, view)
            self._stations(surface, proj, view)
        if prompt is not None:
            prompt.board_marks(self, surface, proj)
        if view is not None:
            self._go(surface, proj, view)
            self._mechs(surface, proj, view)
        scene.layer.draw_over(surface, origin, scene.camera.zoom)
        if prompt is not None:
            prompt.pointer_marks(self, surface, proj)
        draw_effect(surface, proj, board, scene.flow.animator.current,
                    [self.colour(s) for s in range(max(1, len(self.styles)))])
        surface.set_clip(None)

    def _bricks(self, surface: pygame.Surface, proj: Projection, view: Any) -> None:
        for h, count in view.bricks:
            x, y = proj.centre(h)
            colour = (230, 190, 130) if count >= 2 else (150, 120, 90)
            label = shadowed(str(count), max(12, round(18 * proj.zoom)), colour, True)
            surface.blit(label, label.get_rect(center=(round(x), round(y + 14 * proj.zoom))))

    def _stations(self, surface: pygame.Surface, proj: Projection, view: Any) -> None:
        for station in view.stations:
            if station.hex is None:
                continue
            x, y = proj.centre(station.hex)
            z = proj.zoom
            colour = self.colour(station.owner)
            pygame.draw.circle(surface, (0, 0, 0), (x, y), 20 * z + 2)
            pygame.draw.circle(surface, theme.STATION, (x, y), 20 * z, max(2, round(4 * z)))
            pole = (x + 2 * z, y - 34 * z)
            pygame.draw.line(surface, (30, 30, 30), (x, y), pole, max(2, round(3 * z)))
            flag = [pole, (pole[0] + 22 * z, pole[1] + 7 * z), (pole[0], pole[1] + 14 * z)]
            pygame.draw.polygon(surface, colour, flag)
            pygame.draw.polygon(surface, (0, 0, 0), flag, 1)
            if station.satellite:
                mark = shadowed("SAT", max(12, round(16 * z)), theme.STATION, True)
                surface.blit(mark, mark.get_rect(center=(round(x), round(y + 26 * z))))

    def _go(self, surface: pygame.Surface, proj: Projection, view: Any) -> None:
        go = view.go
        if go is None:
            return
        me = view.mechs[go.mech].hex
        if me is None:
            return
        pygame.draw.circle(surface, theme.HOVER_OUTLINE, proj.centre(me), 36 * proj.zoom, 3)
        for uid, colour in ((go.aim, (235, 84, 72)), (go.spotted, (240, 200, 50))):
            other = view.mechs[uid].hex if uid is not None else None
            if other is not None:
                pygame.draw.line(surface, colour, proj.centre(me), proj.centre(other), 2)
                pygame.draw.circle(surface, colour, proj.centre(other), 34 * proj.zoom, 2)

    def _mechs(self, surface: pygame.Surface, proj: Projection, view: Any) -> None:
        moving = self._moving()
        size = max(24, round(SPRITE * proj.zoom))
        labels = []
        hovered = getattr(self.scene, "hover", None)
        for mech in sorted(view.mechs, key=lambda m: (m.alive, m.hex.r if m.hex else 0)):
            if mech.hex is None:
                continue
            centre = proj.along(moving[1], moving[0]) if moving and moving[2] == mech.uid \
                else proj.centre(mech.hex)
            sprite = mech_sprite(tuple(mech.parts), tuple(mech.labels), self.colour(mech.owner),
                                 size, mech.alive)
            surface.blit(sprite, sprite.get_rect(center=(round(centre[0]),
                                                         round(centre[1] - 10 * proj.zoom))))
            if mech.alive:
                self._badges(surface, proj, mech, centre)
                labels.append(Label(mech.name, self.colour(mech.owner),
                                    (centre[0], centre[1] + 30 * proj.zoom),
                                    hovered is not None and mech.hex == hovered))
        draw_labels(surface, labels, proj.zoom)

    def _moving(self) -> tuple[float, tuple[Any, ...], int] | None:
        current = self.scene.flow.animator.current
        if current is None or not isinstance(current.event, MechMoved):
            return None
        return current.progress, tuple(current.event.path), current.event.mech

    def _badges(self, surface: pygame.Surface, proj: Projection, mech: Any,
                centre: tuple[float, float]) -> None:
        z = proj.zoom
        size = max(12, round(16 * z))
        x = centre[0] + 24 * z
        if mech.defence is not None:
            box = pygame.Rect(round(x), round(centre[1] - 40 * z), round(20 * z) + 6,
                              round(20 * z) + 6)
            pygame.draw.rect(surface, (70, 130, 230), box, border_radius=4)
            num = text(str(mech.defence), size, (255, 255, 255), True)
            surface.blit(num, num.get_rect(center=box.center))
        for k, spot in enumerate(mech.spots):
            box = pygame.Rect(round(centre[0] - 44 * z), round(centre[1] - 40 * z + k * 22 * z),
                              round(18 * z) + 6, round(18 * z) + 6)
            pygame.draw.rect(surface, (240, 200, 50), box, border_radius=4)
            num = text(str(spot), size, (20, 20, 20), True)
            surface.blit(num, num.get_rect(center=box.center))

    # -- the frame ----------------------------------------------------------------------------
    def _header(self, surface: pygame.Surface) -> None:
        flow = self.scene.flow
        width = surface.get_width()
        surface.blit(panel((width, 44), alpha=255), (0, 0))
        view = flow.board.view
        turn = f"Turn {view.turn}" if view is not None and view.turn else "Set-up"
        surface.blit(text(turn, 24, theme.ACCENT, bold=True), (14, 10))
        words = flow.prompt.header(flow) if flow.prompt is not None else \
            (flow.status() or flow.error or half_go_line(view))
        tag_left = draw_key_tag(surface, flow.keys)
        line = fit_text(words, 22, theme.TEXT, min(width - 150 - 14, tag_left - 140 - 16))
        surface.blit(line, (140, 12))

    def _bottom(self, surface: pygame.Surface) -> None:
        scene = self.scene
        area = scene.bottom_area()
        surface.blit(panel(area.size, alpha=255), area)
        prompt = scene.flow.prompt
        if prompt is not None:
            prompt.draw_panel(surface, scene.flow, area, self.styles)
        else:
            words = half_go_line(scene.flow.board.view) or scene.flow.status()
            surface.blit(text(words, 20, theme.TEXT_DIM), (area.x + 14, area.y + 12))
        if scene.flow.error:
            surface.blit(text(scene.flow.error, 18, theme.DANGER), (area.x + 14, area.bottom - 24))
        mouse = scene.mouse
        for button in scene.buttons:
            draw_button(surface, button, mouse is not None and button.rect.collidepoint(mouse))
