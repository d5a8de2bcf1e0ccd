"""The MetalKrushers battle painter: the shared ``UnitsPainter`` plus each Krusher's arcs on
hover (side, AB per hand and EV), a data sheet (armour per side, shield, Internal Linkage,
hands, MP, declarations), armour pips round every Krusher and the animation of the event
being played (``effects``)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.hexes import neighbour
from game.rulesets.metalkrushers.data import SIDES
from game.rulesets.metalkrushers.facing import attack_bonus, evade
from game.ui import theme
from game.ui.battle.units_painter import UnitsPainter
from game.ui.games.metalkrushers.effects import draw_effect
from game.ui.games.metalkrushers.layout import card
from game.ui.render.markers import draw_outline
from game.ui.render.projection import Projection
from game.ui.text import text

SIDE_COLOURS = {0: (255, 176, 48), 1: (240, 220, 90), 5: (240, 220, 90), 2: (120, 170, 230),
                4: (120, 170, 230), 3: (200, 90, 90)}
"""Front amber, front sides yellow, rear sides blue, rear red."""
class KrusherPainter(UnitsPainter):
    """Draws one frame of a MetalKrushers battle."""

    ROUND_WORD = "Turn"

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The shared frame, then arcs, effects and the data sheet over the map."""
        super().draw(surface, alpha)
        scene = self.scene
        view = getattr(scene.flow.board, "view", None)
        sheet = getattr(scene.flow.prompt, "draw_sheet", None)
        if sheet is not None:
            surface.set_clip(scene.viewport())
            sheet(self, surface)
            surface.set_clip(None)
            return
        if scene.camera is None or view is None or view.phase == "build":
            return
        proj = Projection(scene.arena.layout, scene.camera)
        surface.set_clip(scene.viewport())
        for k in view.krushers:
            if not k.defeated and not k.hidden:
                self._pips(surface, proj, k)
        shown = self._shown_krusher(view)
        if shown is not None and scene.hover is not None and shown.hex == scene.hover:
            self._arcs(surface, proj, shown)
        self._effect(surface, proj)
        if shown is not None:
            self._sheet(surface, shown)
        surface.set_clip(None)

    def _shown_krusher(self, view: Any) -> Any:
        """The hovered Krusher, else the one the open prompt is about."""
        hover = self.scene.hover
        for k in view.krushers:
            if hover is not None and k.hex == hover and not k.hidden:
                return k
        prompt = self.scene.flow.prompt
        uid = getattr(prompt.request, "krusher", 0) if prompt is not None else 0
        return view.krusher(uid) if uid and not view.krusher(uid).hidden else None

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
            x, y = proj.centre(h)
            for row, word in enumerate(words):
                label = text(word, size, SIDE_COLOURS[side], bold=row == 0)
                surface.blit(label, label.get_rect(center=(round(x), round(
                    y + (row - len(words) / 2 + 0.5) * (size + 1)))))

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

    def _sheet(self, surface: pygame.Surface, k: Any) -> None:
        """The data sheet of ``k`` in a corner of the map (``_sheet_corner``)."""
        hands = [item.code if item is not None else "empty" for item in k.hands]
        armour = "  ".join(f"{side} {points}" for side, points in zip(SIDES, k.armour,
                                                                       strict=True))
        lines = [(f"{k.name} ({k.chassis}, {k.program.name})", theme.ACCENT),
                 (f"Internal Linkage {max(k.il, 0)}/16   IM {k.im:+d}   MP {k.mp}", None),
                 (f"Armour  {armour}", None),
                 (f"Left: {hands[0]}   Right: {hands[1]}", None)]
        lines.append(("Evade  " + "  ".join(f"{s} {sum(evade(k, i)):+d}"
                                             for i, s in enumerate(SIDES)), None))
        for hand in (0, 1):
            if k.hands[hand] is not None:
                arcs = attack_bonus(k, hand)
                lines.append((f"{('Left', 'Right')[hand]} AB  " + "  ".join(
                    f"{SIDES[s]} {v:+d}" for s, v in sorted(arcs.items())), None))
        if k.shield_ap:
            lines.append((f"Shield armour {k.shield_ap}", None))
        if k.shield_use is not None:
            lines.append((f"Shield: {k.shield_use[0]}", theme.STATION))
        if k.parries:
            lines.append((f"Parrying with {len(k.parries)} hand(s)", theme.STATION))
        if k.defeated:
            lines.append(("Defeated", theme.DANGER))
        width = min(400, self.scene.viewport().width - 16)
        height = 12 + len(lines) * 20
        card(surface, self._sheet_corner(width, height), lines, width, 16)

    def _sheet_corner(self, width: int, height: int) -> tuple[int, int]:
        """Where the sheet goes: the map's lower right corner, unless the mouse is there (a
        player reaching for a hex under it), then the next corner clear of the mouse."""
        view = self.scene.viewport()
        corners = [(view.right - width - 8, view.bottom - height - 8),
                   (view.x + 8, view.bottom - height - 8),
                   (view.right - width - 8, view.y + 8), (view.x + 8, view.y + 8)]
        mouse = getattr(self.scene, "mouse", None)
        if mouse is None:
            return corners[0]
        return next((corner for corner in corners
                     if not pygame.Rect(corner, (width, height)).inflate(16, 16)
                     .collidepoint(mouse)), corners[0])
