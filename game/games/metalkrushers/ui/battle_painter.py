"""The MetalKrushers battle painter: the shared ``UnitsPainter`` plus each Krusher's nose
(an arrowhead through its front hexside), its arcs on hover (side, AB per hand and EV),
armour pips round every Krusher, the animation of the event being played (``effects``) and
the side panel (``side_panel``: order, data sheet, log)."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

import pygame

from game.core.hexes import neighbour
from game.games.metalkrushers.rules.data import SIDES
from game.games.metalkrushers.rules.facing import attack_bonus, evade
from game.games.metalkrushers.ui.effects import draw_effect
from game.games.metalkrushers.ui.side_panel import draw_side_panel, order_lines, sheet_lines
from game.ui.battle.looks import settled_look
from game.ui.battle.units_painter import UnitsPainter
from game.ui.present import Look
from game.ui.render.clip import clipped
from game.ui.render.frame_cache import FrameCache, Same, buttons_look
from game.ui.render.hud import panel
from game.ui.render.markers import draw_outline
from game.ui.render.projection import Projection
from game.ui.text import text

SIDE_COLOURS = {0: (255, 176, 48), 1: (240, 220, 90), 5: (240, 220, 90), 2: (120, 170, 230),
                4: (120, 170, 230), 3: (200, 90, 90)}
"""Front amber, front sides yellow, rear sides blue, rear red."""
NOSE_FILL, NOSE_EDGE = (250, 246, 230), (20, 20, 24)
"""The nose is light with a dark rim: a shape that reads on any tint and any floor."""


def draw_nose(surface: pygame.Surface, proj: Projection, at: Any, facing: int) -> None:
    """The front of a Krusher as a shape: its front hexside drawn thick and an arrowhead
    pointing out through it (facing is never told by colour alone)."""
    x, y = proj.centre(at)
    ax, ay = proj.centre(neighbour(at, facing))
    ux, uy = (ax - x) / 2, (ay - y) / 2  # centre to the middle of the front hexside
    px, py = -uy * 0.577, ux * 0.577  # half the hexside, along it
    width = max(2, round(4 * proj.zoom))
    edge = [(x + ux + px, y + uy + py), (x + ux - px, y + uy - py)]
    pygame.draw.line(surface, NOSE_EDGE, *edge, width + 2)
    pygame.draw.line(surface, NOSE_FILL, *edge, width)
    tip = (x + ux * 1.05, y + uy * 1.05)
    base = [(x + ux * 0.35 + px * 0.9, y + uy * 0.35 + py * 0.9),
            (x + ux * 0.35 - px * 0.9, y + uy * 0.35 - py * 0.9)]
    arrow = [tip, *base]
    pygame.draw.polygon(surface, NOSE_FILL, arrow)
    pygame.draw.polygon(surface, NOSE_EDGE, arrow, max(1, width // 2))


def draw_arc_label(surface: pygame.Surface, at: tuple[float, float], words: list[str],
                   size: int, colour: tuple[int, int, int]) -> None:
    """A side's rows of words centred on ``at``, on a dark plate so they stay readable over
    a Krusher standing in that hex."""
    labels = [text(word, size, colour, bold=row == 0) for row, word in enumerate(words)]
    rects = [label.get_rect(center=(round(at[0]), round(
        at[1] + (row - len(words) / 2 + 0.5) * (size + 1)))) for row, label in enumerate(labels)]
    plate = rects[0].unionall(rects[1:]).inflate(6, 2)
    surface.blit(panel(plate.size, alpha=170, edge=colour, radius=4), plate)
    for label, rect in zip(labels, rects, strict=True):
        surface.blit(label, rect)


class KrusherPainter(UnitsPainter):
    """Draws one frame of a MetalKrushers battle."""

    ROUND_WORD = "Turn"

    def __init__(self, scene: Any, styles: Any, tiles: Any) -> None:
        super().__init__(scene, styles, tiles)
        self.frame = FrameCache()
        """The frame kept between draws (each region painted again when it changes)."""
        self._order: tuple[Hashable, list[Any]] | None = None

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The regions whose key changed are painted again on the kept backdrop (the arena
        with its Krushers, arcs or the construction sheet; header; bottom panel; side
        panel), then the event being played goes over the arena."""
        scene = self.scene
        frame = self.frame
        frame.begin(surface.get_size())
        viewport = scene.viewport()
        if scene.layer is not None and not getattr(scene.layer, "settled", True):
            frame.keys.pop("arena", None)  # the map still scales: draw it on
        frame.region("arena", viewport, self._arena_key(), self._arena,
                     covers=scene.camera is not None and scene.layer is not None)
        frame.region("header", pygame.Rect(0, 0, surface.get_width(), 44),
                     self._header_key(), self._header)
        frame.region("bottom", scene.bottom_area(), self._bottom_key(), self._bottom)
        frame.region("sidebar", scene.sidebar_area(), self._sidebar_key(), self._sidebar)
        assert frame.backdrop is not None
        surface.blit(frame.backdrop, (0, 0))
        if self._playing():
            with clipped(surface, viewport):
                self._effect(surface, Projection(scene.arena.layout, scene.camera))

    def look(self) -> Look | None:
        """What the frame shows (``Scene.look``): the kept regions as parts, each with the
        key it is painted for, the rest of the battle as the whole; None while something is
        being shown."""
        scene = self.scene
        settled = settled_look(scene, with_view=False)  # the camera is in the arena's key
        if settled is None:
            return None
        width = scene.app.screen.get_width()
        return Look(settled, (
            (tuple(scene.viewport()), self._arena_key()),
            ((0, 0, width, 44), self._header_key()),
            (tuple(scene.bottom_area()), self._bottom_key()),
            (tuple(scene.sidebar_area()), self._sidebar_key()),
        ))

    def _playing(self) -> bool:
        """True when the arena shows the Krushers fighting (no sheet over it)."""
        scene = self.scene
        view = getattr(scene.flow.board, "view", None)
        return (getattr(scene.flow.prompt, "draw_sheet", None) is None
                and scene.camera is not None and view is not None and view.phase != "build")

    def _arena(self, surface: pygame.Surface, offset: tuple[int, int] = (0, 0),
               cover: pygame.Rect | None = None) -> None:
        """The map and units, then the sheet over them, or each Krusher's nose and armour
        pips and the hovered one's arcs; given ``cover``, all of that screen area with
        every position moved by ``offset`` (``slide_paint``: never with a sheet)."""
        scene = self.scene
        if scene.camera is not None and scene.layer is not None:
            self._map(surface, offset, cover)
        surface.set_clip(scene.viewport() if cover is None else cover.move(offset))
        sheet = getattr(scene.flow.prompt, "draw_sheet", None)
        if sheet is not None:
            sheet(self, surface)
            return
        if not self._playing():
            return
        view = scene.flow.board.view
        proj = Projection(scene.arena.layout, scene.camera, offset)
        for k in view.krushers:
            if not k.defeated and not k.hidden:
                k = self._posed(k)
                draw_nose(surface, proj, k.hex, k.facing)
                self._pips(surface, proj, k)
        shown = self._shown_krusher(view)
        if shown is not None and scene.hover is not None and shown.hex == scene.hover:
            self._arcs(surface, proj, shown)

    # -- the arena kept whole while the camera pans (game/ui/render/slide.py) -----------------
    def slide(self) -> tuple[Hashable, tuple[int, int]] | None:
        """What the arena shows but for where the map is, and where it is, while it moves
        with the camera as one piece; None while a sheet covers it, an event plays, or the
        map is not still (a zoom level being prepared, a layer at its own speed)."""
        scene = self.scene
        layer, camera = scene.layer, scene.camera
        if layer is None or camera is None or not layer.settled \
                or not layer.slides_rigidly(over=True) \
                or getattr(scene.flow.prompt, "draw_sheet", None) is not None \
                or scene.flow.animator.current is not None:
            return None
        return (self._arena_key(with_camera=False), scene.viewport().size), camera.origin

    def slide_paint(self, image: pygame.Surface, offset: tuple[int, int]) -> None:
        """The arena as ``draw`` shows it now, every position moved by ``offset``, on
        ``image``."""
        self._arena(image, offset, image.get_rect().move(-offset[0], -offset[1]))
        image.set_clip(None)

    # -- what each region shows (its cache key) ---------------------------------------------
    def _arena_key(self, with_camera: bool = True) -> Hashable:
        scene = self.scene
        flow = scene.flow
        board = flow.board
        prompt = flow.prompt
        camera = scene.camera
        sight = None if camera is None else \
            (camera.origin, camera.zoom) if with_camera else camera.zoom
        asks = (Same(prompt), prompt.look(), prompt.marks_state(), prompt.state()) \
            if prompt is not None else None
        layer = scene.layer
        pictures = (Same(layer), Same(getattr(layer, "base", None)),
                    Same(getattr(layer, "over", None)))
        return (sight, pictures, Same(board), board.version,
                Same(getattr(board, "view", None)), asks, scene.hover, scene.selected)

    def _header_key(self) -> Hashable:
        flow = self.scene.flow
        words = flow.prompt.header(flow) if flow.prompt is not None else \
            (flow.status() or flow.error)
        return words, flow.board.round, flow.keys.signature()

    def _bottom_key(self) -> Hashable:
        scene = self.scene
        flow = scene.flow
        prompt = flow.prompt
        mouse = scene.mouse
        buttons = buttons_look(scene.buttons, mouse)
        asks = (Same(prompt), prompt.look(), prompt.state()) if prompt is not None else None
        return (asks, Same(flow.board), flow.board.version,
                Same(getattr(flow.board, "view", None)), buttons)

    def _sidebar_key(self) -> Hashable:
        scene = self.scene
        flow = scene.flow
        session = flow.session
        log = flow.log
        return (Same(flow.board), flow.board.version, Same(getattr(flow.board, "view", None)),
                Same(flow.prompt), self._sheet_shown(), len(session.log),
                tuple(session.waiting()),
                getattr(scene, "show_log", True), Same(log), log.added, log.scroll,
                len(log.lines))

    def _posed(self, k: Any) -> Any:
        """``k`` where the board has it now: the view is only caught up when the events
        have settled, but the board follows each step and turn as it is shown."""
        unit = self.scene.flow.board.units.get(k.uid)
        if unit is None or (unit.hex, unit.facing) == (k.hex, k.facing):
            return k
        return replace(k, hex=unit.hex, facing=unit.facing)

    def _sidebar(self, surface: pygame.Surface) -> None:
        """Order, data sheet and log, docked in the right-hand column (``side_panel``)."""
        scene = self.scene
        view = getattr(scene.flow.board, "view", None)
        cards: list[list[Any]] = []
        building = getattr(scene.flow.prompt, "draw_sheet", None) is not None
        if view is not None and view.phase != "build" and not building:
            cards.append(self._order_lines(view))
            shown = self._shown_krusher(view)
            if shown is not None:
                cards.append(sheet_lines(shown))
        draw_side_panel(surface, scene.sidebar_area(), cards, scene.flow.log,
                        getattr(scene, "show_log", True))

    def _order_lines(self, view: Any) -> list[Any]:
        """The order card's lines, worked out again only when the view, the viewer or the
        requests waited for change (the rear check searches every pose an enemy can reach,
        too slow to repeat whenever the hover moves)."""
        flow = self.scene.flow
        key = (Same(view), flow.viewer(), len(flow.session.log), tuple(flow.session.waiting()))
        if self._order is None or self._order[0] != key:
            self._order = (key, order_lines(view, flow.viewer(), self._mover()))
        return self._order[1]

    def _mover(self) -> int:
        """The Krusher whose movement it is now (0 if nobody's)."""
        session = self.scene.flow.session
        own = next((r.krusher for r in session.pending() if r.kind == "move"), 0)
        if own:
            return own
        seat = next((s for s, kind in session.waiting() if kind == "move"), None)
        view = session.view_for(None)
        return next((uid for uid in view.move_order if view.krusher(uid).seat == seat
                     and not view.krusher(uid).moved), 0)  # another screen's mover (online)

    def _sheet_shown(self) -> int | None:
        """Whose data sheet the side panel shows (the hovered Krusher's, else the prompt's),
        so the pointer moving elsewhere leaves the panel as it is."""
        view = getattr(self.scene.flow.board, "view", None)
        shown = self._shown_krusher(view) if view is not None else None
        return getattr(shown, "uid", None)

    def _shown_krusher(self, view: Any) -> Any:
        """The hovered Krusher, else the one the open prompt is about."""
        hover = self.scene.hover
        for k in view.krushers:
            if hover is not None and k.hex == hover and not k.hidden:
                return k
        prompt = self.scene.flow.prompt
        uid = getattr(prompt.request, "krusher", 0) if prompt is not None else 0
        return view.krusher(uid) if uid and not view.krusher(uid).hidden else None

    def hover_footprint(self, h: Any) -> pygame.Rect | None:
        """The box over hex ``h`` and its six neighbours when the hovered Krusher's arcs are
        drawn round it (a tooltip must not hide them), else None."""
        scene = self.scene
        view = getattr(scene.flow.board, "view", None)
        if scene.camera is None or view is None or view.phase == "build":
            return None
        shown = self._shown_krusher(view)
        if shown is None or shown.hex != h:
            return None
        proj = Projection(scene.arena.layout, scene.camera)
        points = [p for side in range(6) for p in proj.corners(neighbour(h, side))]
        xs, ys = zip(*points, strict=True)
        return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)),
                           round(max(ys) - min(ys)))

    def _arcs(self, surface: pygame.Surface, proj: Projection, k: Any) -> None:
        """Each side's hex outlined in its colour, with its EV and the AB of each hand that
        attacks through it (L / R)."""
        size = max(11, round(13 * proj.zoom))
        arcs = [attack_bonus(k, hand) if k.hands[hand] is not None else {} for hand in (0, 1)]
        for side in range(6):
            h = neighbour(k.hex, (k.facing + side) % 6)
            draw_outline(surface, proj.corners(h), SIDE_COLOURS[side], 3)
            words = [SIDES[side], f"EV{sum(evade(k, side)):+d}"]
            bonus = [f"{'LR'[hand]}{arcs[hand][side]:+d}" for hand in (0, 1)
                     if side in arcs[hand]]
            if bonus:
                words.append("AB " + " ".join(bonus))
            draw_arc_label(surface, proj.centre(h), words, size, SIDE_COLOURS[side])

    @staticmethod
    def _pips(surface: pygame.Surface, proj: Projection, k: Any) -> None:
        """Six dots round the Krusher, one per side: green with full armour, red when the
        side is bare."""
        x, y = proj.centre(k.hex)
        top = max(1, k.max_armour)
        for side in range(6):
            ahead = proj.centre(neighbour(k.hex, (k.facing + side) % 6))
            share = min(1.0, k.armour[side] / top)
            colour = (round(235 - 160 * share), round(70 + 160 * share), 70)
            at = (round(x + (ahead[0] - x) * 0.36), round(y + (ahead[1] - y) * 0.36))
            pygame.draw.circle(surface, colour, at, max(2, round(5 * proj.zoom)))

    def _effect(self, surface: pygame.Surface, proj: Projection) -> None:
        """The event being played (``effects``: a shape per kind of blow or declaration)."""
        current = self.scene.flow.animator.current
        if current is not None:
            draw_effect(surface, proj, self.scene.flow.board, current)
