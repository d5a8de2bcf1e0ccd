"""Mechaton's battle painter: the field (map, bricks, stations, the prompt's marks, mechs as
part-built sprites), the marks that follow the pointer and the animation playing, then the
header, the bottom panel (with whatever its prompt draws over the board) and the sidebar, and
the tooltips.

The frame is kept as one picture (``frame``) whose regions are painted again only when the
key of what they show changes, and the field's ground (map, bricks, stations, lit hexes) as
another; a frame where nothing changed is one blit. The pointer's marks, the animation and the
tooltips are drawn over it every frame. ``draw_fresh`` paints everything anew: what ``draw``
must show (the tests compare the two).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from game.games.mechaton.ui.battle import field, hud
from game.games.mechaton.ui.battle.kept import Keys, touches, window_sized
from game.games.mechaton.ui.battle.mech_tip import board_tip
from game.games.mechaton.ui.battle.sidebar import draw_sidebar
from game.games.mechaton.ui.render.effects import draw_effect
from game.ui import theme
from game.ui.battle.looks import settled_look
from game.ui.battle.prompt import Prompt
from game.ui.present import Look
from game.ui.render.clip import clipped
from game.ui.render.panned import PannedPicture
from game.ui.render.projection import Projection
from game.ui.render.tiles import TileImages


class MechatonPainter:
    """Draws one frame of a Mechaton battle."""

    draws_tooltips = True
    """The painter draws its own tooltips: a mech's own words over a mech, not the floor's."""

    def __init__(self, scene: Any, styles: Sequence[Any], tiles: TileImages) -> None:
        self.scene = scene
        self.styles = list(styles)
        self.frame: pygame.Surface | None = None
        self.ground = PannedPicture()
        """The field's ground (map, bricks, stations, lit hexes), kept while the camera pans."""
        self.keys = Keys()
        self.reach: pygame.Rect | None = None
        """Where the bottom panel's last painting reached (over the field too)."""
        self._tip: tuple[object, str] = ((), "")

    def colour(self, seat: int | None) -> tuple[int, int, int]:
        """A seat's team colour (grey for nobody)."""
        if seat is None or not self.styles:
            return (150, 150, 150)
        return self.styles[seat % len(self.styles)].colour

    # -- what the frame shows ------------------------------------------------------------------
    def look(self) -> Look | None:
        """What the frame shows (``Scene.look``): the kept picture's regions as parts, each
        with the key it is painted for (and over the field the marks that follow the pointer),
        the rest of the battle as the whole; None while something is being shown."""
        scene = self.scene
        flow = scene.flow
        prompt = flow.prompt
        covered = getattr(prompt, "full_screen", False)
        settled = settled_look(scene, map_shown=not covered, with_view=False)
        if settled is None:
            return None
        viewport = scene.viewport()
        width = scene.app.screen.get_width()
        follows = prompt is not None and type(prompt).pointer_marks is not Prompt.pointer_marks
        pointer = (scene.mouse, scene.hover) if follows else None
        parts = (
            ((0, 0, width, hud.HEADER_HEIGHT), hud.header_key(flow, width)),
            (tuple(viewport), (covered or self._field_key(viewport), pointer)),
            (tuple(self._bottom_reach()), hud.bottom_key(scene)),
            (tuple(scene.sidebar_area()), self._sidebar_key()),
        )
        return Look((settled, covered), parts)

    def _sidebar_key(self) -> tuple[object, ...]:
        """What the sidebar shows."""
        flow = self.scene.flow
        log = flow.log
        return (self.scene.sidebar_area(), flow.board.view, log, log.added, log.scroll,
                len(log.lines))

    # -- the frame, from the kept picture -----------------------------------------------------
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The frame: the kept picture with each changed region painted again, then what
        moves with the pointer or the animation, then the tooltips."""
        frame = window_sized(surface, self.frame)
        if frame is not self.frame:
            self.frame = frame
            self.keys.forget()
            self.reach = None
        scene = self.scene
        covered = getattr(scene.flow.prompt, "full_screen", False)
        reach = self._bottom_reach()
        self._repaint(frame, reach, covered)
        surface.blit(frame, (0, 0))
        drawn_over = reach != scene.bottom_area()
        if not covered and self._live_marks(surface) and drawn_over:
            self._paint_bottom(surface, reach)  # it lies over the animation: paint it again
        self._tips(surface)

    def _bottom_reach(self) -> pygame.Rect:
        """The bottom panel and what its prompt draws over the board, short of the
        sidebar (drawn over it)."""
        scene = self.scene
        area = scene.bottom_area()
        over = hud.over_board(scene.flow.prompt, area)
        if over is None:
            return area
        return area.union(over.clip(pygame.Rect(0, 0, area.right, area.bottom)))

    def _repaint(self, frame: pygame.Surface, reach: pygame.Rect, covered: bool) -> None:
        """Paint again the regions of ``frame`` whose key changed, in drawing order; where
        the bottom panel reached over the field or header, those are restored first and the
        panel painted over them again."""
        scene = self.scene
        flow = scene.flow
        viewport = scene.viewport()
        if self._has_field() and not getattr(scene.layer, "settled", True):
            self.keys.forget_regions("field")  # the map still scales: draw it on
        top = pygame.Rect(0, 0, frame.get_width(), hud.HEADER_HEIGHT)
        bottom = self.keys.changed("bottom", (hud.bottom_key(scene), reach))
        old = self.reach if bottom else None
        fresh = not covered and (self.keys.changed("field", self._field_key(viewport))
                                 or touches(old, viewport))
        header = self.keys.changed("header", hud.header_key(flow, top.width)) or \
            touches(old, top)
        bottom = bottom or (fresh and touches(reach, viewport)) or \
            (header and touches(reach, top))
        if fresh:
            self._paint_field(frame, viewport)
        if header:
            frame.fill(theme.BACKGROUND, top)
            hud.draw_header(flow, frame)
        if bottom:
            self._paint_bottom(frame, reach)
            self.reach = reach
        area = scene.sidebar_area()
        if self.keys.changed("sidebar", self._sidebar_key()):
            frame.fill(theme.BACKGROUND, area)
            draw_sidebar(frame, area, flow, self)

    # -- the field ----------------------------------------------------------------------------
    def _has_field(self) -> bool:
        return self.scene.camera is not None and self.scene.layer is not None

    def _origin(self) -> tuple[float, float]:
        scene = self.scene
        return scene.camera.world_to_screen(scene.layer.rect.x, scene.layer.rect.y)

    def _ground_key(self, viewport: pygame.Rect) -> tuple[object, ...]:
        """What the ground shows but for where the camera is: the view, the zoom and the
        prompt's lit hexes."""
        scene = self.scene
        if not self._has_field():
            return (viewport,)
        prompt = scene.flow.prompt
        return (viewport, scene.layer, scene.camera.zoom, scene.flow.board.view, prompt,
                prompt.marks_state() if prompt is not None else ())

    def _field_key(self, viewport: pygame.Rect) -> tuple[object, ...]:
        """What the field shows: its ground where the camera is, the mech under the pointer
        and a walk."""
        flow = self.scene.flow
        place = self._origin() if self._has_field() else None
        return (self._ground_key(viewport), place,
                field.hovered_mech_hex(flow.board.view, self.scene.hover),
                field.moving(flow.animator.current))

    def _paint_field(self, frame: pygame.Surface, viewport: pygame.Rect) -> None:
        """The field (its kept picture, made right for the camera) on ``frame``."""
        if not self._has_field():
            frame.fill(theme.BACKGROUND, viewport)
            return
        self._show_field(self.ground, frame, viewport)

    # -- the field kept whole while the camera pans (game/ui/render/slide.py) -----------------
    def slide(self) -> tuple[Hashable, tuple[int, int]] | None:
        """What the field shows but for where the map is, and where it is, while it moves
        with the camera as one piece (the kept ground with its pieces, and the line of fire
        to the hovered hex); None while the prompt covers the map, the bottom panel reaches
        over it, something is shown, or the map is not still."""
        scene = self.scene
        flow = scene.flow
        prompt = flow.prompt
        layer = scene.layer
        if not self._has_field() or not layer.settled \
                or not layer.slides_rigidly(over=True) \
                or getattr(prompt, "full_screen", False) or flow.animator.current is not None:
            return None
        viewport = scene.viewport()
        if self._bottom_reach().colliderect(viewport):
            return None
        hovered = field.hovered_mech_hex(flow.board.view, scene.hover)
        # The marks following the pointer follow the hovered hex, not the mouse's pixel.
        pointer = (scene.hover, getattr(prompt, "hovered", None))
        return (self._ground_key(viewport), hovered, pointer), scene.camera.origin

    def slide_paint(self, image: pygame.Surface, offset: tuple[int, int]) -> None:
        """The field as ``draw`` shows it now (the kept ground and pieces, the marks that
        follow the pointer), every position moved by ``offset``, on ``image``."""
        scene = self.scene
        cover = image.get_rect().move(-offset[0], -offset[1])
        self._show_field(self.ground, image, scene.viewport(), offset, cover)
        prompt = scene.flow.prompt
        if prompt is not None:
            prompt.pointer_marks(self, image, Projection(scene.arena.layout, scene.camera,
                                                         offset))

    def _show_field(self, ground: PannedPicture, surface: pygame.Surface,
                    viewport: pygame.Rect, offset: tuple[int, int] = (0, 0),
                    cover: pygame.Rect | None = None) -> None:
        """The ground and the pieces on it, kept in ``ground`` (painted again only when what
        they show changed or the view left its margin, or ``cover``: a screen area beyond
        the view it must hold, shown moved by ``offset``); a mech walking is drawn over it."""
        scene = self.scene
        origin = self._origin()
        walk = field.moving(scene.flow.animator.current)

        def paint(image: pygame.Surface, offset: tuple[int, int]) -> None:
            proj = Projection(scene.arena.layout, scene.camera, offset)
            shifted = (origin[0] + offset[0], origin[1] + offset[1])
            field.draw_ground(self, image, proj, shifted)
            if walk is None:
                field.draw_pieces(self, image, proj, shifted)

        layer = scene.layer
        hovered = field.hovered_mech_hex(scene.flow.board.view, scene.hover)
        key = (self._ground_key(viewport), walk is None and hovered)
        ground.place(viewport, (round(origin[0]), round(origin[1])), key, paint,
                     rigid=layer.settled and layer.slides_rigidly(over=walk is None),
                     cover=cover)
        ground.blit(surface, viewport if cover is None else cover, offset)
        if walk is not None:
            with clipped(surface, viewport):
                field.draw_pieces(self, surface, Projection(scene.arena.layout, scene.camera),
                                  origin)

    def _live_marks(self, surface: pygame.Surface) -> bool:
        """The marks that follow the pointer and the animation playing, over the field;
        True when there were any to draw."""
        scene = self.scene
        flow = scene.flow
        prompt = flow.prompt
        animation = flow.animator.current
        follows = prompt is not None and type(prompt).pointer_marks is not Prompt.pointer_marks
        if not self._has_field() or (not follows and animation is None):
            return False
        viewport = scene.viewport()
        proj = Projection(scene.arena.layout, scene.camera)
        with clipped(surface, viewport):
            if prompt is not None:
                prompt.pointer_marks(self, surface, proj)
            colours = [self.colour(s) for s in range(max(1, len(self.styles)))]
            draw_effect(surface, proj, flow.board, animation, colours)
        return True

    def _paint_bottom(self, surface: pygame.Surface, reach: pygame.Rect) -> None:
        """The bottom panel over what ``surface`` shows, kept to ``reach``."""
        scene = self.scene
        surface.fill(theme.BACKGROUND, scene.bottom_area())
        with clipped(surface, reach):
            hud.draw_bottom(scene, surface, self.styles)

    # -- the frame, painted afresh ------------------------------------------------------------
    def draw_fresh(self, surface: pygame.Surface, alpha: float = 0.0) -> None:
        """The whole frame painted anew, keeping nothing (what ``draw`` must show)."""
        surface.fill(theme.BACKGROUND)
        scene = self.scene
        if self._has_field():
            # painted as ``draw`` paints it, but where the camera is now
            self._show_field(PannedPicture(), surface, scene.viewport())
            self._live_marks(surface)
        hud.draw_header(scene.flow, surface)
        hud.draw_bottom(scene, surface, self.styles)
        draw_sidebar(surface, scene.sidebar_area(), scene.flow, self)
        self._tips(surface)

    # -- tooltips -----------------------------------------------------------------------------
    def _tips(self, surface: pygame.Surface) -> None:
        """The buttons' words, and over the field what the pointed-at hex holds."""
        scene = self.scene
        tips = scene.tooltips
        tips.clear()
        tips.extend([(b.rect, b.tooltip) for b in scene.buttons if b.tooltip])
        prompt = scene.flow.prompt
        if scene.hover is not None and scene.arena is not None \
                and not getattr(prompt, "full_screen", False):
            tips.add(scene.viewport(), self._board_tip())
        tips.draw(surface)

    def _board_tip(self) -> str:
        """What the pointed-at hex holds (worked out again only when it or the view
        changed)."""
        scene = self.scene
        view = scene.flow.board.view
        key = (scene.hover, view, scene.flow.ui)
        if self._tip[0] != key:
            words = board_tip(scene.flow.ui, view, scene.arena.terrain(scene.hover),
                              scene.hover)
            self._tip = (key, words)
        return self._tip[1]
