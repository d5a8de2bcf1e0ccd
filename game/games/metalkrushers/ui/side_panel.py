"""The MetalKrushers side panel, top to bottom: the movement (or combat) order with who moves
after you, the data sheet of the hovered Krusher (else the one being asked about), then the
log. Docked here, the sheet never covers the arena."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.games.metalkrushers.rules.data import ARMOUR_ORDER, SIDES, armour_by_side
from game.games.metalkrushers.rules.facing import attack_bonus, evade
from game.games.metalkrushers.ui.order import Line, combat_lines, movement_lines
from game.ui import theme
from game.ui.render.hud import panel
from game.ui.text import text, wrap

SIZE = 16
GAP = 3
MIN_LOG = 120
"""The log keeps at least this many pixels; the cards above it give way first."""


def by_side(values: dict[int, int]) -> str:
    """Signed values kept by side index (``SIDES``), listed in the ruling's order going round
    from the front (``ARMOUR_ORDER``); sides without a value are left out."""
    return " ".join(f"{side}{values[SIDES.index(side)]:+d}" for side in ARMOUR_ORDER
                    if SIDES.index(side) in values)


def sheet_lines(k: Any) -> list[Line]:
    """The data sheet of Krusher ``k``: build, linkage, armour, hands, Evade and AB by side,
    shield and this turn's declarations."""
    hands = [item.code if item is not None else "empty" for item in k.hands]
    armour = " ".join(f"{side}{points}" for side, points in armour_by_side(k.armour))
    lines: list[Line] = [
        (f"{k.name}: {k.chassis}, {k.program.name}", theme.ACCENT),
        (f"Internal Linkage {max(k.il, 0)}/16, IM {k.im:+d}, MP {k.mp}", None),
        (f"Armour {armour}", None),
        (f"Left: {hands[0]}", None), (f"Right: {hands[1]}", None),
        ("Evade " + by_side({i: sum(evade(k, i)) for i in range(6)}), None)]
    for hand in (0, 1):
        if k.hands[hand] is not None and attack_bonus(k, hand):
            lines.append((f"{('Left', 'Right')[hand]} AB "
                          + by_side(attack_bonus(k, hand)), None))
    if k.shield_ap:
        lines.append((f"Shield armour {k.shield_ap}", None))
    if k.shield_use is not None:
        lines.append((f"Shield: {k.shield_use[0]}", theme.STATION))
    if k.parries:
        lines.append((f"Parrying with {len(k.parries)} hand(s)", theme.STATION))
    if k.defeated:
        lines.append(("Defeated", theme.DANGER))
    return lines


def order_lines(view: Any, seat: int | None, mover: int) -> list[Line]:
    """The movement order during movement, the combat order during combat."""
    if view.phase == "move":
        return movement_lines(view, seat, mover)
    if view.phase == "combat":
        return combat_lines(view, seat)
    return []


def side_card(surface: pygame.Surface, at: tuple[int, int], width: int,
              lines: Sequence[Line], room: int) -> int:
    """A box of ``lines`` (wrapped to ``width``, cut to ``room`` pixels) at ``at``; returns
    its height (0 when nothing fits)."""
    rows = [(part, colour) for words, colour in lines
            for part in wrap(words, SIZE, width - 16)]
    fits = max(0, (room - 12) // (SIZE + GAP + 2))
    rows = rows[:fits]
    if not rows:
        return 0
    height = 12 + len(rows) * (SIZE + GAP + 2)
    rect = pygame.Rect(at, (width, height))
    surface.blit(panel(rect.size, alpha=225), rect)
    for index, (words, colour) in enumerate(rows):
        surface.blit(text(words, SIZE, colour or theme.TEXT, bold=index == 0),
                     (rect.x + 8, rect.y + 6 + index * (SIZE + GAP + 2)))
    return height


def draw_side_panel(surface: pygame.Surface, area: pygame.Rect, cards: Sequence[list[Line]],
                    log: Any, show_log: bool) -> pygame.Rect | None:
    """The panel in ``area``: each card in turn, then the log in what is left (returned,
    None when hidden)."""
    surface.blit(panel(area.size, alpha=255), area)
    inner = area.inflate(-16, -16)
    top = inner.y
    for lines in cards:
        if lines:
            room = inner.bottom - top - (MIN_LOG if show_log else 0)
            height = side_card(surface, (inner.x, top), inner.width, lines, room)
            top += height + 8 if height else 0
    if not show_log:
        return None
    rect = pygame.Rect(inner.x, top, inner.width, inner.bottom - top)
    log.draw(surface, rect)
    return rect
