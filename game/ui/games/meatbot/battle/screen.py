"""Drawing the battle screen, layer by layer: map, marks, bots, effects, then the HUD."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.core import areas
from game.core.hexes import Hex
from game.ui import theme
from game.ui.games.meatbot.battle.choices_ui import anchor
from game.ui.games.meatbot.battle.panels import current_dice, draw_live_line, draw_panel, fitted
from game.ui.games.meatbot.battle.preview import Preview
from game.ui.games.meatbot.battle.prompts import (
    Prompt,
)
from game.ui.games.meatbot.render.datasheet import draw_sheet, known_bot
from game.ui.games.meatbot.render.effects import EffectPainter, unit_overrides
from game.ui.palette import TeamStyle
from game.ui.render import overlays as ov
from game.ui.render.buttons import draw_button, panel_surface
from game.ui.render.markers import draw_outline
from game.ui.render.projection import Projection
from game.ui.render.tiles import TileImages
from game.ui.render.tooltips import DELAY as TIP_DELAY
from game.ui.render.units import UnitPainter, draw_badge
from game.ui.terrain import hex_tip
from game.ui.text import text

if TYPE_CHECKING:
    from game.ui.battle.controller import BattleFlow
    from game.ui.games.meatbot.battle.watching import Watching
    from game.ui.scenes.battle import BattleScene

PHASES = {"pick": "Pick", "reveal": "Reveal", "heal": "Defense", "step": "Attack",
          "timing": "Movement", "move": "Movement", "onco": "Onco-rounds", "over": "Over",
          "letgo": "Let go?"}
SHEET_HEIGHT = 372
SHEET_MIN, LOG_MIN = 250, 150
"""In a short window the sheet gives up height (down to SHEET_MIN) so the log keeps LOG_MIN."""
Tips = list[tuple[pygame.Rect, str]]


class CachedPanel:
    """A HUD panel painted once per change of its key, then blitted as one opaque image."""

    def __init__(self) -> None:
        self.key: object = None
        self.image: pygame.Surface | None = None
        self.tips: Tips = []

    def blit(self, surface: pygame.Surface, area: pygame.Rect, key: object,
             paint: Callable[[pygame.Surface, pygame.Rect], Tips], force: bool = False) -> Tips:
        """Put the panel for ``key`` at ``area`` on ``surface`` (the frame's cached backdrop)
        when it changed or ``force`` says the backdrop is new; returns its tooltip areas."""
        if self.image is None or self.image.get_size() != area.size or self.key != (key,):
            image = pygame.Surface(area.size)
            image.fill(theme.BACKGROUND)
            tips = paint(image, image.get_rect())
            self.image = image.convert() if pygame.display.get_surface() else image
            self.tips = [(rect.move(area.topleft), words) for rect, words in tips if words]
            self.key = (key,)
            force = True
        if force:
            surface.blit(self.image, area)
        return self.tips


def panel_state(prompt: Prompt | None) -> tuple[object, ...]:
    """What about a prompt changes the bottom panel (not the mouse-following line)."""
    return prompt.state() if prompt is not None else ()


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
        self._static: pygame.Surface | None = None
        self._backdrop: pygame.Surface | None = None
        self._static_key: tuple[object, ...] = ()
        self._panels = {name: CachedPanel() for name in ("header", "bottom", "sidebar")}

    # -- the map -----------------------------------------------------------------------------
    def _map(self, surface: pygame.Surface, viewport: pygame.Rect, drawn: tuple[int, int],
             proj: Projection, force: bool, moving: dict[int, tuple[float, float]]) -> None:
        """The map with every mark that only changes on input (reachable hexes, targets, the
        previewed area, shells, items, the hover outline) and the bots standing still,
        recomposed only when one of them does."""
        scene = self.scene
        assert scene.layer is not None and scene.camera is not None
        flow = scene.flow
        base = (viewport.size, drawn, scene.camera.zoom, id(flow.prompt),
                flow.prompt.marks_state() if flow.prompt is not None else (),
                id(flow.board), flow.board.version, id(flow.watching))
        key = (base, prompt_state(flow.prompt), scene.hover, scene.selected,
               frozenset(moving))
        if self._canvas_key == key and not force:
            return
        if self._static is None or self._static_key != base:
            local = Projection(proj.layout, proj.camera,
                               (proj.shift[0] - viewport.x, proj.shift[1] - viewport.y))
            self._static = self._blank(viewport.size, self._static)
            image = scene.layer.at_zoom(scene.camera.zoom)
            self._static.blit(image, (drawn[0] - viewport.x, drawn[1] - viewport.y))
            self._marks(self._static, local)
            self._static_key = base
        # The marks that follow the mouse go straight onto the backdrop over a fresh copy of
        # the static map: one viewport blit per change instead of three.
        surface.blit(self._static, viewport)
        surface.set_clip(viewport)
        self._hover_marks(surface, proj)
        self._bots(surface, proj, viewport, moving, still=True)
        surface.set_clip(None)
        self._canvas_key = key

    @staticmethod
    def _blank(size: tuple[int, int], old: pygame.Surface | None) -> pygame.Surface:
        if old is not None and old.get_size() == size:
            old.fill(theme.BACKGROUND)
            return old
        made = pygame.Surface(size)
        made.fill(theme.BACKGROUND)
        return made.convert() if pygame.display.get_surface() else made

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The whole frame."""
        scene = self.scene
        assert scene.camera is not None
        origin, prev = scene.camera.origin, scene._previous_origin
        drawn = (round(prev[0] + (origin[0] - prev[0]) * alpha),
                 round(prev[1] + (origin[1] - prev[1]) * alpha))
        viewport = scene.viewport()
        proj = Projection(scene.arena.layout, scene.camera,
                          (drawn[0] - origin[0], drawn[1] - origin[1]))
        # Everything that changes only on input or events is kept on one backdrop, so a
        # frame costs one full-window blit plus the moving parts.
        force = self._backdrop is None or self._backdrop.get_size() != surface.get_size()
        if force:
            self._backdrop = self._blank(surface.get_size(), None)
        backdrop = self._backdrop
        assert backdrop is not None
        scene.tooltips.clear()
        moving = unit_overrides(scene.flow.animator.current, proj, scene.flow.board)
        self._map(backdrop, viewport, drawn, proj, force, moving)
        self._header(backdrop, force)
        self._bottom(backdrop, force)
        self._sidebar(backdrop, force)
        surface.blit(backdrop, (0, 0))
        if moving:
            self._bots(surface, proj, viewport, moving, still=False)
        self._preview_tags(surface, proj)
        self.effects.draw(surface, proj, scene.flow.animator.current, scene.flow.board)
        surface.set_clip(None)
        draw_live_line(surface, scene.flow, scene.bottom_area())
        self._map_tip()
        log = sidebar_rects(scene.sidebar_area(), scene.show_log)[1]
        scene.tooltips.avoid = [log] if log is not None else []
        scene.tooltips.draw(surface)

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
              moving: dict[int, tuple[float, float]], still: bool) -> None:
        """The bots standing still (drawn once onto the backdrop) or those sliding this frame."""
        flow = self.scene.flow
        board = flow.board
        active = flow.prompt.seat if flow.prompt is not None else \
            flow.watching.showing.seat if flow.watching is not None else None
        placed = [(bot, moving.get(bot.seat) or proj.centre(bot.hex)) for bot in board.bots
                  if not bot.ejected and (bot.seat in moving) != still]
        placed.sort(key=lambda pair: (pair[0].active, pair[1][1]))
        # Clipped blits are several times slower, so clip only when a bot nears an edge;
        # the clip then stays on for the effects drawn after the bots.
        inner = viewport.inflate(-90 * proj.zoom, -120 * proj.zoom)
        if not all(inner.collidepoint(centre) for _, centre in placed):
            surface.set_clip(viewport)
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

    # -- the HUD -----------------------------------------------------------------------------
    def _header(self, surface: pygame.Surface, force: bool) -> None:
        flow = self.scene.flow
        prompt = flow.prompt
        key = (flow.board.round, flow.board.phase, id(prompt), flow.status(), flow.error,
               flow.animator.speed, flow.keys.signature(), bool(flow.session.save_error))
        area = pygame.Rect(0, 0, surface.get_width(), 44)
        self.scene.tooltips.extend(self._panels["header"].blit(surface, area, key,
                                                               self._paint_header, force))

    def _paint_header(self, image: pygame.Surface, area: pygame.Rect) -> Tips:
        flow = self.scene.flow
        image.blit(panel_surface(area.size, 240), (0, 0))
        board = flow.board
        phase = PHASES.get(board.phase, board.phase.capitalize())
        left = text(f"Round {board.round}  ·  {phase}", 26, theme.ACCENT, True)
        image.blit(left, (14, 10))
        keys = flow.keys
        speed_key, skip, cancel = map(keys.label, ("speed_cycle", "skip_animation", "cancel"))
        narrow = area.width < 1000
        unsaved = bool(flow.session.save_error)
        leave = "leave" if narrow or not flow.session.autosave_enabled else (
            "leave (NOT SAVED)" if unsaved else "save & leave")
        hint = f"{flow.animator.speed}x [{speed_key}]  {skip} skip  {cancel} {leave}"
        speed = text(hint, 17 if narrow else 19, theme.DANGER if unsaved else theme.TEXT_DIM)
        where = speed.get_rect(topright=(area.width - 12, 14))
        image.blit(speed, where)
        prompt = flow.prompt
        x = 40 + left.get_width()
        if prompt is not None:
            draw_badge(image, self.styles[prompt.seat], (x + 8, 22), 10)
            words = prompt.header(flow)
            image.blit(fitted(words, 23, theme.TEXT, where.left - x - 36), (x + 24, 12))
        else:
            image.blit(fitted(flow.status() or flow.error, 23, theme.TEXT_DIM,
                              where.left - x - 12), (x, 12))
        saves = f"{cancel} leaves; saving has failed, so this match cannot be resumed." \
            if unsaved else f"{cancel} saves the match and leaves."
        return [(where, f"Animation speed ({speed_key} cycles 1x, 2x, 4x). {skip} plays "
                        f"everything waiting at once. {saves}")]

    def _bottom(self, surface: pygame.Surface, force: bool) -> None:
        scene = self.scene
        flow = scene.flow
        area = scene.bottom_area()
        anim = flow.animator.current
        tumble = None
        if anim is not None and type(anim.event).__name__ == "DiceRevealed":
            tumble = (id(anim.event), int(anim.progress * 24))
        mouse = scene.mouse
        lit = next((i for i, b in enumerate(scene.buttons)
                    if mouse is not None and b.rect.collidepoint(mouse)), None)
        key = (id(flow.prompt), panel_state(flow.prompt), id(flow.board), flow.board.version,
               tumble, lit, id(scene.buttons), frozenset(current_dice(flow)),
               flow.keys.signature(),
               id(flow.watching),
               tuple(flow.session.thinking()) if flow.board.phase == "pick" else ())
        scene.tooltips.extend(self._panels["bottom"].blit(surface, area, key,
                                                          self._paint_bottom, force))

    def _paint_bottom(self, image: pygame.Surface, local: pygame.Rect) -> Tips:
        scene = self.scene
        image.blit(panel_surface(local.size, 235), (0, 0))
        tips = draw_panel(image, scene.flow, local, self.styles, scene.flow.animator.current)
        shift = scene.bottom_area().topleft
        mouse = scene.mouse
        for button in scene.buttons:
            hovered = mouse is not None and button.rect.collidepoint(mouse)
            moved = button.rect.move(-shift[0], -shift[1])
            draw_button(image, replace(button, rect=moved), hovered)
            tips.append((moved, button.tooltip))
        return tips

    def _sidebar(self, surface: pygame.Surface, force: bool) -> None:
        scene = self.scene
        flow = scene.flow
        key = (scene.selected, id(flow.board), flow.board.version, flow.viewer(),
               flow.log.added, flow.log.scroll, scene.show_log)
        scene.tooltips.extend(self._panels["sidebar"].blit(surface, scene.sidebar_area(), key,
                                                           self._paint_sidebar, force))

    def _paint_sidebar(self, image: pygame.Surface, area: pygame.Rect) -> Tips:
        scene = self.scene
        flow = scene.flow
        seat = scene.selected
        live = known_bot(flow.session.match.state, seat, flow.viewer())
        view = flow.session.match.view_for(flow.viewer())
        sheet, log = sidebar_rects(area, scene.show_log)
        tips = draw_sheet(image, sheet, flow.board, live, view, seat, self.styles[seat],
                          flow.private_prompts)
        if log is not None:
            flow.log.draw(image, log)
        return tips

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
    left = flow.session.match.state.move_left.get(seat, 0)
    return (f"{flow.session.names[seat]}: click a highlighted hex to walk there, or stop "
            f"({left} move{'s' if left != 1 else ''} left).")


def sidebar_rects(area: pygame.Rect, show_log: bool) -> tuple[pygame.Rect, pygame.Rect | None]:
    """The data sheet's and the log's places in the sidebar (no log while it is hidden)."""
    height = min(SHEET_HEIGHT, max(SHEET_MIN, area.height - LOG_MIN - 18))
    sheet = pygame.Rect(area.x + 6, area.y + 6, area.width - 12,
                        height if show_log else area.height - 12)
    if not show_log:
        return sheet, None
    return sheet, pygame.Rect(area.x + 6, sheet.bottom + 6, area.width - 12,
                              area.bottom - sheet.bottom - 12)
