"""Drawing the battle screen, layer by layer: map, marks, bots, effects, then the HUD (its
panels are painted by ``hud_panels.BattleHud``)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core import areas
from game.core.hexes import Hex
from game.games.meatbot.ui.battle.choices_ui import anchor
from game.games.meatbot.ui.battle.field_look import (
    PointerPart,
    drawn_origin,
    drawn_projection,
    field_rect,
    painter_look,
    shows_tags,
)
from game.games.meatbot.ui.battle.hud_panels import BattleHud, sidebar_rects
from game.games.meatbot.ui.battle.panels import draw_live_line
from game.games.meatbot.ui.battle.preview import Preview
from game.games.meatbot.ui.battle.prompts import Prompt
from game.games.meatbot.ui.battle.seen import seen_match
from game.games.meatbot.ui.render.effects import EffectPainter, unit_overrides
from game.ui import theme
from game.ui.palette import TeamStyle
from game.ui.present import Look
from game.ui.render import overlays as ov
from game.ui.render.clip import clipped
from game.ui.render.markers import draw_outline
from game.ui.render.panned import PannedPicture
from game.ui.render.projection import Projection
from game.ui.render.tiles import TileImages
from game.ui.render.tooltips import DELAY as TIP_DELAY
from game.ui.render.units import UnitPainter
from game.ui.terrain import hex_tip

if TYPE_CHECKING:
    from game.games.meatbot.ui.battle.watching import Watching
    from game.ui.battle.controller import BattleFlow
    from game.ui.scenes.battle import BattleScene


def prompt_state(prompt: Prompt | None) -> tuple[object, ...]:
    """What about a prompt changes how the panels and the board look."""
    return prompt.look() if prompt is not None else ()


class BattlePainter:
    """Draws one frame of a ``BattleScene``."""

    draws_tooltips = True
    """It registers and draws its own tooltips (the shared scene need not)."""

    def __init__(self, scene: BattleScene, styles: Sequence[TeamStyle],
                 tiles: TileImages) -> None:
        self.scene = scene
        self.styles = list(styles)
        self.units = UnitPainter(tiles, self.styles)
        self.effects = EffectPainter(self.styles)
        self.stamps = self.effects.stamps
        self._canvas_key: tuple[object, ...] = ()
        self.ground = PannedPicture()
        """The map with the marks that change only on input, kept while the camera pans."""
        self._backdrop: pygame.Surface | None = None
        self._fresh = pygame.Rect(0, 0, 0, 0)
        """The part of the backdrop's map recomposed for ``_canvas_key``."""
        self.hud = BattleHud(scene, self.styles)
        self.pointer = PointerPart()

    # -- the map -----------------------------------------------------------------------------
    def _map(self, surface: pygame.Surface, viewport: pygame.Rect, drawn: tuple[int, int],
             proj: Projection, force: bool, moving: dict[int, tuple[float, float]],
             area: pygame.Rect) -> None:
        """The map with every mark that only changes on input (reachable hexes, targets, the
        previewed area, shells, items, the hover outline) and the bots standing still,
        recomposed on ``surface`` (the backdrop) only when one of them does, and then only
        within ``area`` (what the frame draws of the map: around the hovered hexes when only
        the hover moved, ``Scene.look``). The map and the marks that change only on input
        are kept round the view (``ground``): a pan shows them shifted."""
        scene = self.scene
        assert scene.layer is not None and scene.camera is not None
        flow = scene.flow
        marks = self._marks_key(viewport)
        key = ((marks, drawn), prompt_state(flow.prompt), scene.hover, scene.selected,
               frozenset(moving))
        settled = scene.layer.settled  # False: part of a zoom level still being prepared
        if force or not settled:
            area = viewport
        elif not area.width or not area.height:
            return  # nothing of the map is drawn this frame: recompose it when it is
        elif self._canvas_key == key:
            if self._fresh.contains(area):
                return
            area = viewport  # drawn before only in part: make all of it current

        self._place_ground(viewport, drawn, proj, marks)
        # The marks that follow the mouse go straight onto the backdrop over a copy of the
        # kept map.
        with clipped(surface, area):
            self.ground.blit(surface, viewport)
            self._hover_marks(surface, proj)
            self._bots(surface, proj, viewport, moving, still=True)
        self._canvas_key = key
        self._fresh = area

    def _place_ground(self, viewport: pygame.Rect, drawn: tuple[int, int], proj: Projection,
                      marks: Hashable, cover: pygame.Rect | None = None) -> None:
        """Make the kept map and its marks (``ground``) right for the map drawn at ``drawn``
        (and holding ``cover`` too)."""
        scene = self.scene
        layer = scene.layer
        assert layer is not None and scene.camera is not None
        zoom = scene.camera.zoom

        def paint(image: pygame.Surface, offset: tuple[int, int]) -> None:
            local = Projection(proj.layout, proj.camera,
                               (proj.shift[0] + offset[0], proj.shift[1] + offset[1]))
            layer.draw_map(image, (drawn[0] + offset[0], drawn[1] + offset[1]), zoom)
            self._marks(image, local)

        self.ground.place(viewport, drawn, marks, paint,
                          rigid=layer.settled and layer.slides_rigidly(), cover=cover)

    def _marks_key(self, viewport: pygame.Rect) -> Hashable:
        """What the kept map's marks show (and the view and zoom they are painted for)."""
        scene = self.scene
        assert scene.camera is not None
        flow = scene.flow
        return (viewport.size, scene.camera.zoom, id(scene.layer), id(flow.prompt),
                flow.prompt.marks_state() if flow.prompt is not None else (),
                id(flow.board), flow.board.version, id(flow.watching))

    # -- the field kept whole while the camera pans (game/ui/render/slide.py) -----------------
    def slide(self) -> tuple[Hashable, tuple[int, int]] | None:
        """What the field shows but for where the map is, and where it is, while it moves
        with the camera as one piece; None while a bot or an effect moves, outcome tags may
        stick out of the map, or the map is not still (a zoom level being prepared, a layer
        at its own speed)."""
        scene = self.scene
        layer, flow = scene.layer, scene.flow
        if layer is None or scene.camera is None or not layer.settled \
                or not layer.slides_rigidly(over=True) \
                or flow.watching is not None or flow.animator.current is not None \
                or shows_tags(scene):
            return None
        viewport = scene.viewport()
        key = (self._marks_key(viewport), prompt_state(flow.prompt), scene.hover,
               scene.selected)
        return key, drawn_origin(scene, scene.app.step.alpha)

    def slide_paint(self, image: pygame.Surface, offset: tuple[int, int]) -> None:
        """The field as ``draw`` shows it now (the kept map and marks, the marks that follow
        the pointer, the bots, the map maker's layers over them), every position moved by
        ``offset``, on ``image``."""
        scene = self.scene
        viewport = scene.viewport()
        drawn = drawn_origin(scene, scene.app.step.alpha)
        proj = drawn_projection(scene, drawn)
        cover = image.get_rect().move(-offset[0], -offset[1])
        self._place_ground(viewport, drawn, proj, self._marks_key(viewport), cover)
        self.ground.blit(image, cover, offset)
        local = drawn_projection(scene, (drawn[0] + offset[0], drawn[1] + offset[1]))
        self._hover_marks(image, local)
        self._bots(image, local, image.get_rect(), {}, still=True)
        if scene.layer.over is not None:
            scene.layer.draw_over(image, (drawn[0] + offset[0], drawn[1] + offset[1]),
                                  scene.camera.zoom)

    @staticmethod
    def _blank(size: tuple[int, int], old: pygame.Surface | None) -> pygame.Surface:
        if old is not None and old.get_size() == size:
            old.fill(theme.BACKGROUND)
            return old
        made = pygame.Surface(size)
        made.fill(theme.BACKGROUND)
        return made.convert() if pygame.display.get_surface() else made

    def look(self) -> Look | None:
        """What the frame shows (``Scene.look``, ``field_look``); None while something is
        being shown."""
        return painter_look(self)

    def fresh_copy(self) -> BattlePainter:
        """A painter that keeps nothing yet (its first frame is painted anew): what a frame
        drawn from the kept pictures must equal (the tests compare the two)."""
        fresh = BattlePainter(self.scene, self.styles, self.units.tiles)
        fresh.units = self.units  # tinted sprites only: nothing in them goes stale
        return fresh

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The whole frame (within the clip ``surface`` has: the parts being redrawn)."""
        scene = self.scene
        drawn = drawn_origin(scene, alpha)
        viewport = scene.viewport()
        proj = drawn_projection(scene, drawn)
        # Everything that changes only on input or events is kept on one backdrop, so a
        # frame costs one full-window blit plus the moving parts.
        force = self._backdrop is None or self._backdrop.get_size() != surface.get_size()
        if force:
            self._backdrop = self._blank(surface.get_size(), None)
        backdrop = self._backdrop
        assert backdrop is not None
        scene.tooltips.clear()
        moving = unit_overrides(scene.flow.animator.current, proj, scene.flow.board)
        self._map(backdrop, viewport, drawn, proj, force, moving,
                  viewport.clip(surface.get_clip()))
        self.hud.draw(backdrop, force)
        surface.blit(backdrop, (0, 0))
        self._over_map(surface, viewport, drawn, proj, moving)
        draw_live_line(surface, scene.flow, scene.bottom_area())
        self._map_tip()
        log = sidebar_rects(scene.sidebar_area(), scene.show_log)[1]
        scene.tooltips.avoid = [log] if log is not None else []
        scene.tooltips.draw(surface)

    def _over_map(self, surface: pygame.Surface, viewport: pygame.Rect, drawn: tuple[int, int],
                  proj: Projection, moving: dict[int, tuple[float, float]]) -> None:
        """What is drawn over the kept map each frame: the sliding bots, the map maker's
        layers over the bots, the outcome tags and the animation's effect."""
        scene = self.scene
        edge = bool(moving) and self._bots(surface, proj, viewport, moving, still=False)
        if scene.layer.over is not None:  # layers the map maker put over the bots
            with clipped(surface, viewport):
                scene.layer.draw_over(surface, drawn, scene.camera.zoom)
            edge = False
        # A bot sliding near the map's edge keeps the effects within the map too.
        with clipped(surface, viewport if edge else surface.get_rect()):
            with clipped(surface, field_rect(scene)):
                self._preview_tags(surface, proj)
            self.effects.draw(surface, proj, scene.flow.animator.current, scene.flow.board)

    def _marks(self, surface: pygame.Surface, proj: Projection) -> None:
        board = self.scene.flow.board
        arena = self.scene.arena
        for owner, at in board.shells:
            ov.shell_marker(surface, proj, at, areas.explosion(arena, at), self.stamps,
                            self.styles[owner].colour)
        for _, kind, h in board.floor:
            ov.hex_label(surface, proj, h, kind.split()[0][:6], (120, 240, 190))
        prompt = self.scene.flow.prompt
        watching = self.scene.flow.watching
        if watching is not None:
            self.stamps.fill(surface, proj, watching.reach, ov.REACH_COLOUR, 70)
        elif prompt is not None:
            prompt.board_marks(self, surface, proj)

    def _hover_marks(self, surface: pygame.Surface, proj: Projection) -> None:
        """Marks that follow the mouse: the path to a hex, the previewed area."""
        prompt = self.scene.flow.prompt
        watching = self.scene.flow.watching
        if watching is not None:
            self.area_marks(surface, proj, watching.preview)
            self._aim_line(surface, proj, watching)
            if watching.path:
                ov.path_line(surface, proj, watching.path)
                draw_outline(surface, proj.corners(watching.path[-1]), theme.ACCENT, 3)
        elif prompt is not None:
            prompt.pointer_marks(self, surface, proj)
        if self.scene.hover is not None:
            draw_outline(surface, proj.corners(self.scene.hover), theme.HOVER_OUTLINE, 2)

    def _aim_line(self, surface: pygame.Surface, proj: Projection, watching: Watching) -> None:
        """A line from an AI shooter to the bot or hex it aims at, so the shot reads at once."""
        if watching.showing.kind != "aim":
            return
        shooter = self.scene.flow.board.bots[watching.showing.seat].hex
        bots = self.scene.flow.board.bots
        at = anchor(watching.showing.choices[0], shooter, lambda seat: bots[seat].hex)
        if at is not None and at != shooter:
            ov.path_line(surface, proj, [shooter, at], ov.HIT_COLOUR)

    def area_marks(self, surface: pygame.Surface, proj: Projection,
                    preview: Preview | None) -> None:
        """The previewed area, filled and outlined, with any knock-back paths."""
        if preview is None:
            return
        colour = ov.SHELL_COLOUR if preview.delayed else ov.AREA_COLOUR
        self.stamps.fill(surface, proj, preview.hexes, colour, 150)
        ov.outline(surface, proj, preview.hexes, colour, 3)
        for _, path in preview.pushes:
            ov.path_line(surface, proj, list(path), ov.HIT_COLOUR)

    def _bots(self, surface: pygame.Surface, proj: Projection, viewport: pygame.Rect,
              moving: dict[int, tuple[float, float]], still: bool) -> bool:
        """The bots standing still (drawn once onto the backdrop) or those sliding this frame;
        True when one is near the map's edge (and they were clipped to the map)."""
        flow = self.scene.flow
        board = flow.board
        active = flow.prompt.seat if flow.prompt is not None else \
            flow.watching.showing.seat if flow.watching is not None else None
        placed = [(bot, moving.get(bot.seat) or proj.centre(bot.hex)) for bot in board.bots
                  if not bot.ejected and (bot.seat in moving) != still]
        placed.sort(key=lambda pair: (pair[0].active, pair[1][1]))
        # Clipped blits are several times slower, so clip only when a bot nears an edge.
        inner = viewport.inflate(-90 * proj.zoom, -120 * proj.zoom)
        edge = not all(inner.collidepoint(centre) for _, centre in placed)
        with clipped(surface, viewport if edge else surface.get_rect()):
            for bot, centre in placed:
                if bot.seat in (active, self.scene.selected) and bot.active:
                    colour = theme.ACCENT if bot.seat == active else theme.TEXT_DIM
                    self.units.ring(surface, bot.seat, centre, proj.zoom, colour)
                self.units.draw(surface, bot.seat, centre, proj.zoom, bot.meat, bot.max_meat,
                                not bot.standing)
            for kind, a, b, _wall in board.bonds if still else ():
                if b is not None and kind == "lock":
                    pygame.draw.line(surface, (230, 230, 240), proj.centre(board.bots[a].hex),
                                     proj.centre(board.bots[b].hex), 3)
        return edge

    def _preview_tags(self, surface: pygame.Surface, proj: Projection) -> None:
        prompt = self.scene.flow.prompt
        watching = self.scene.flow.watching
        if watching is not None:
            preview = watching.preview
        else:
            preview = getattr(prompt, "current_preview", None)
        if preview is None:
            return
        board = self.scene.flow.board
        for bot in board.bots:
            outcome = preview.outcome(bot.seat)
            if outcome and bot.active:
                ov.outcome_tag(surface, proj.centre(bot.hex), outcome, outcome != "miss",
                               proj.zoom)

    def _map_tip(self) -> None:
        scene = self.scene
        h = scene.hover
        if h is None or scene.tooltips.rest < TIP_DELAY:
            return
        prompt = scene.flow.prompt
        if prompt is not None and prompt.explains_pointer:
            return  # the panel's live line already says what pointing here does
        words = self.hex_words(h)
        scene.tooltips.add(scene.viewport(), words)

    def hex_words(self, h: Hex) -> str:
        """What a tooltip says about a hex: the bot on it, items, shells, terrain."""
        flow = self.scene.flow
        board = flow.board
        parts = []
        bot = board.bot_at(h)
        if bot is not None:
            defend = f", Defend {bot.defend}" if bot.defend is not None else ""
            parts.append(f"{bot.name}: {bot.meat}/{bot.max_meat} Meat{defend}. "
                         "Click for its data sheet.")
        parts += [f"A torn-off {kind} lies here." for _, kind, at in board.floor if at == h]
        parts += [f"{board.bots[o].name}'s Up Down shell lands here next round."
                  for o, at in board.shells if at == h]
        parts.append(hex_tip(flow.ui, self.scene.arena.terrain(h), h))
        return " ".join(parts)


def move_header(flow: BattleFlow, seat: int) -> str:
    """The header while a player moves, in the words of what they do on screen (the core's
    own prompt speaks of single steps; here a click walks the whole way)."""
    left = seen_match(flow.session, seat).state.move_left.get(seat, 0)
    return (f"{flow.session.names[seat]}: click a highlighted hex to walk there, or stop "
            f"({left} move{'s' if left != 1 else ''} left).")
