"""The battle screen's HUD: the header line, the bottom panel and the sidebar (data sheet and
log), each painted once per change of what it shows and then blitted as one image."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.games.meatbot.rules.events import DiceRevealed
from game.games.meatbot.ui.battle.panels import current_dice, draw_panel, fitted
from game.games.meatbot.ui.battle.seen import seen_match
from game.games.meatbot.ui.render.datasheet import draw_sheet, known_bot
from game.ui import theme
from game.ui.palette import TeamStyle
from game.ui.render.buttons import draw_button, panel_surface
from game.ui.render.units import draw_badge
from game.ui.text import text

if TYPE_CHECKING:
    from game.games.meatbot.ui.battle.prompts import Prompt
    from game.ui.scenes.battle import BattleScene

PHASES = {"pick": "Pick", "reveal": "Reveal", "heal": "Defense", "step": "Attack",
          "timing": "Movement", "move": "Movement", "onco": "Onco-rounds", "over": "Over",
          "letgo": "Let go?", "shop": "Shop"}
HEADER_HEIGHT = 44
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


class BattleHud:
    """The header, bottom panel and sidebar of a ``BattleScene``, each cached (``CachedPanel``)."""

    def __init__(self, scene: BattleScene, styles: Sequence[TeamStyle]) -> None:
        self.scene = scene
        self.styles = styles
        self.panels = {name: CachedPanel() for name in ("header", "bottom", "sidebar")}

    def draw(self, surface: pygame.Surface, force: bool) -> None:
        """Put the three panels on ``surface`` (the frame's backdrop; ``force`` when it is new)
        and register their tooltips with the scene."""
        self._header(surface, force)
        self._bottom(surface, force)
        self._sidebar(surface, force)

    def header_key(self) -> tuple[object, ...]:
        """What the header shows (the key it is painted for)."""
        flow = self.scene.flow
        return (flow.board.round, flow.board.phase, id(flow.prompt), flow.status(), flow.error,
                flow.animator.speed, flow.keys.signature(), bool(flow.session.save_error))

    def _header(self, surface: pygame.Surface, force: bool) -> None:
        key = self.header_key()
        area = pygame.Rect(0, 0, surface.get_width(), HEADER_HEIGHT)
        self.scene.tooltips.extend(self.panels["header"].blit(surface, area, key,
                                                               self._paint_header, force))

    def _paint_header(self, image: pygame.Surface, area: pygame.Rect) -> Tips:
        flow = self.scene.flow
        image.blit(panel_surface(area.size, 240), (0, 0))
        board = flow.board
        phase = PHASES.get(board.phase, board.phase.capitalize())
        when = f"Round {board.round}" if board.round else "Before round 1"
        left = text(f"{when}  ·  {phase}", 26, theme.ACCENT, True)
        image.blit(left, (14, 10))
        keys = flow.keys
        speed_key, skip, cancel = map(keys.label, ("speed_cycle", "skip_animation", "cancel"))
        narrow = area.width < 1000
        unsaved = bool(flow.session.save_error)
        leave = "leave" if narrow or not flow.session.autosave_enabled else (
            "leave (NOT SAVED)" if unsaved else "save & leave")
        quick = keys.label("quick_ref")
        hint = (f"{flow.animator.speed}x [{speed_key}]  {skip} skip  {quick} quick ref  "
                f"{cancel} {leave}")
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

    def bottom_key(self) -> tuple[object, ...]:
        """What the bottom panel shows, its lit button included."""
        scene = self.scene
        flow = scene.flow
        anim = flow.animator.current
        tumble = None
        if anim is not None and isinstance(anim.event, DiceRevealed):
            tumble = (id(anim.event), int(anim.progress * 24))
        mouse = scene.mouse
        lit = next((i for i, b in enumerate(scene.buttons)
                    if mouse is not None and b.rect.collidepoint(mouse)), None)
        return (id(flow.prompt), panel_state(flow.prompt), id(flow.board), flow.board.version,
                tumble, lit, id(scene.buttons), frozenset(current_dice(flow)),
                flow.keys.signature(),
                id(flow.watching),
                tuple(flow.session.thinking()) if flow.board.phase == "pick" else ())

    def _bottom(self, surface: pygame.Surface, force: bool) -> None:
        scene = self.scene
        area = scene.bottom_area()
        key = self.bottom_key()
        scene.tooltips.extend(self.panels["bottom"].blit(surface, area, key,
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

    def sidebar_key(self) -> tuple[object, ...]:
        """What the sidebar (data sheet and log) shows."""
        scene = self.scene
        flow = scene.flow
        return (scene.selected, id(flow.board), flow.board.version, flow.viewer(),
                flow.log.added, flow.log.scroll, scene.show_log,
                flow.prompt.look() if flow.prompt is not None else None)

    def _sidebar(self, surface: pygame.Surface, force: bool) -> None:
        scene = self.scene
        key = self.sidebar_key()
        scene.tooltips.extend(self.panels["sidebar"].blit(surface, scene.sidebar_area(), key,
                                                           self._paint_sidebar, force))

    def _paint_sidebar(self, image: pygame.Surface, area: pygame.Rect) -> Tips:
        scene = self.scene
        flow = scene.flow
        seat = scene.selected
        live = known_bot(seen_match(flow.session, flow.viewer()).state, seat, flow.viewer())
        view = flow.session.view_for(flow.viewer())
        preview = getattr(flow.prompt, "sheet_preview", None)
        if preview is not None and flow.prompt.seat == seat:  # a bot being bought: the basket
            live, view = preview(live, view)
        sheet, log = sidebar_rects(area, scene.show_log)
        tips = draw_sheet(image, sheet, flow.board, live, view, seat, self.styles[seat],
                          flow.private_prompts)
        if log is not None:
            flow.log.draw(image, log)
        return tips


def sidebar_rects(area: pygame.Rect, show_log: bool) -> tuple[pygame.Rect, pygame.Rect | None]:
    """The data sheet's and the log's places in the sidebar (no log while it is hidden)."""
    height = min(SHEET_HEIGHT, max(SHEET_MIN, area.height - LOG_MIN - 18))
    sheet = pygame.Rect(area.x + 6, area.y + 6, area.width - 12,
                        height if show_log else area.height - 12)
    if not show_log:
        return sheet, None
    return sheet, pygame.Rect(area.x + 6, sheet.bottom + 6, area.width - 12,
                              area.bottom - sheet.bottom - 12)
