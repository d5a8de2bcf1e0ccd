"""Construction: design a Krusher on a sheet over the arena.

The sheet cycles chassis, program and what each hand holds (with each item's numbers), and
spreads armour over the six sides on a hexagon (- / + per side, Shift for 5); the IM and the
Armament Balance check are shown live, with every problem the rules find. The panel offers
the named templates for a quick start and Build (Enter). Several humans building at once are
asked behind the hand-off (the core marks those requests secret).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame

from game.core.match import Request
from game.games.metalkrushers.rules.build import Build, even_armour, problems
from game.games.metalkrushers.rules.data import (
    CHASSIS,
    PROJECTOR,
    SIDES,
    WEAPON_TYPES,
    Shield,
    parse_item,
    shield_codes,
    weapon_codes,
)
from game.games.metalkrushers.rules.programs import FLEXIBLE, PROGRAMS
from game.games.metalkrushers.ui.layout import button_grid
from game.ui import theme
from game.ui.battle.prompt import Prompt
from game.ui.render.buttons import Button
from game.ui.render.hud import panel
from game.ui.text import text

FIELDS = ("chassis", "program", "left", "right")
FIELD_LABELS = ("Chassis", "Program", "Left hand", "Right hand")
SIDE_ANGLES = (-90, -150, 150, 90, 30, -30)
"""Where each side (SIDES order) sits round the hexagon, in degrees (front at the top)."""


def shift_step() -> int:
    """Armour points one - / + moves: 5 while Shift is held (read at the click), else 1."""
    return 5 if pygame.key.get_mods() & pygame.KMOD_SHIFT else 1


def item_numbers(code: str) -> str:
    """An item's numbers in one line."""
    item = parse_item(code)
    if item is None:
        return "empty"
    if isinstance(item, Shield):
        return f"armour {item.armour}, parry {item.parry:+d}, IM {item.im:+d}"
    reach = f", range {item.reach}" if item.kind == PROJECTOR else ""
    return (f"dmg 1d6{item.damage_bonus:+d}, hit {item.to_hit_bonus:+d}, crit "
            f"{item.critical_from}+, parry {item.parry:+d}, IM {item.im:+d}{reach}")


class BuildPrompt(Prompt):
    """A Krusher design in the making, starting from the first template allowed."""

    def __init__(self, request: Request, send: Any) -> None:
        super().__init__(request, send)
        self.rules = request.rules  # type: ignore[attr-defined]
        self.templates = request.templates()  # type: ignore[attr-defined]
        first = next(iter(self.templates.values()), None)
        self.build: Build = first or request.legal_choices()[0]  # type: ignore[assignment]
        self.hits: list[tuple[pygame.Rect, Callable[[], None]]] = []
        """The sheet's buttons where they were last drawn, with what each does."""
        self._sheet: tuple[Any, pygame.Surface, pygame.Surface, list[Any]] | None = None
        """The sheet's panel and its words as last drawn, with their design and size."""

    # -- the options --------------------------------------------------------------------------
    def options(self, field: str) -> list[str]:
        """Every value ``field`` may cycle through under this match's rules."""
        r = self.rules
        if field == "chassis":
            return [c.name for c in CHASSIS.values() if r.new_chassis or not c.optional]
        if field == "program":
            return [p.name for p in PROGRAMS.values()
                    if (p.name == FLEXIBLE) == r.pick_up and (r.new_programs or not p.optional)]
        codes = ["", *weapon_codes(WEAPON_TYPES), *weapon_codes((PROJECTOR,)),
                 *shield_codes(r.new_shields, False)]
        return codes + (list(shield_codes(True, True)) if r.new_shields else [])

    def cycle(self, field: str, step: int) -> None:
        """The next (or previous) value of ``field``; a new chassis gets an even spread."""
        values = self.options(field)
        now = getattr(self.build, field)
        index = (values.index(now) + step) % len(values) if now in values else 0
        self.build = replace(self.build, **{field: values[index]})
        if field == "chassis":
            self.build = replace(self.build, armour=even_armour(values[index]))

    def add_armour(self, side: int, amount: int) -> None:
        """Move ``amount`` points onto (or off) one side, within 0 and the side maximum."""
        armour = list(self.build.armour)
        top = CHASSIS[self.build.chassis].max_side
        armour[side] = max(0, min(top, armour[side] + amount))
        self.build = replace(self.build, armour=tuple(armour))

    def use_template(self, name: str) -> None:
        """Start from a named template."""
        self.build = self.templates[name]

    def problems(self) -> list[str]:
        """What the rules say is wrong with the design now."""
        return problems(self.build, self.rules)

    def confirm(self) -> None:
        """Send the design if the rules allow it."""
        if not self.problems():
            self.send(self.build)

    def state(self) -> tuple[object, ...]:
        """Buttons depend on the design (Build is enabled only when it is legal)."""
        return (self.build,)

    def look(self) -> tuple[object, ...]:
        """The sheet shows the design."""
        return (self.build,)

    # -- input ----------------------------------------------------------------------------------
    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """Enter builds; the number keys take the templates in order."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        names = list(self.templates)
        if pygame.K_1 <= event.key < pygame.K_1 + len(names):
            self.use_template(names[event.key - pygame.K_1])
            return True
        return False

    def click_at(self, scene: Any, pos: tuple[int, int]) -> bool:
        """A click on one of the sheet's arrows or armour buttons."""
        for rect, action in self.hits:
            if rect.collidepoint(pos):
                action()
                return True
        return False

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """The templates, then Build."""
        items = [(name, lambda n=name: self.use_template(n), f"{b.chassis}, {b.program}, "
                  f"{b.left or 'empty'} / {b.right or 'empty'}"
                  + (f" (key {number})" if number <= 9 else ""))
                 for number, (name, b) in enumerate(self.templates.items(), start=1)]
        found = button_grid(pygame.Rect(area.x, area.y, area.width - 170, area.height), items)
        for button, build in zip(found, self.templates.values(), strict=False):
            button.selected = build == self.build
        ready = not self.problems()
        found.append(Button(pygame.Rect(area.right - 160, area.y + 8, 150, 76), "Build",
                            self.confirm, "Enter the arena with this design (Enter)",
                            enabled=ready, primary=True, size=24))
        return found

    def draw_panel(self, surface: pygame.Surface, flow: Any, area: pygame.Rect,
                   styles: Any) -> list[Any]:
        """The first problem (or "ready") under the templates."""
        found = self.problems()
        words = f"Not yet: {found[0]}" if found else "Ready: press Build or Enter."
        colour = theme.DANGER if found else theme.ACCENT
        surface.blit(text(words[:90], 18, colour), (area.x + 10, area.bottom - 34))
        return []

    # -- the sheet ------------------------------------------------------------------------------
    def draw_sheet(self, painter: Any, surface: pygame.Surface) -> None:
        """The construction sheet over the arena (the painter draws it above the units); its
        words and buttons are drawn again only when the design or the sheet's size change."""
        viewport = painter.scene.viewport()
        sheet = pygame.Rect(viewport.x + 8, viewport.y + 8, min(viewport.width - 16, 820),
                            min(viewport.height - 16, 420))
        key = (self.build, sheet.size)
        if self._sheet is None or self._sheet[0] != key:
            backing = panel(sheet.size, alpha=252)
            words = pygame.Surface(sheet.size, pygame.SRCALPHA)
            self.hits = []
            self._fields(words, words.get_rect())
            self._armour(words, words.get_rect())
            self._sheet = (key, backing, words, self.hits)
        _, backing, words, hits = self._sheet
        surface.blit(backing, sheet)
        surface.blit(words, sheet)
        self.hits = [(rect.move(sheet.topleft), action) for rect, action in hits]

    def _arrow(self, surface: pygame.Surface, rect: pygame.Rect, label: str,
               action: Callable[[], None]) -> None:
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, border_radius=5)
        glyph = text(label, 18, theme.TEXT, bold=True)
        surface.blit(glyph, glyph.get_rect(center=rect.center))
        self.hits.append((rect, action))

    def _fields(self, surface: pygame.Surface, sheet: pygame.Rect) -> None:
        width = min(400, sheet.width // 2 + 60)
        for row, (field, label) in enumerate(zip(FIELDS, FIELD_LABELS, strict=True)):
            y = sheet.y + 10 + row * 54
            surface.blit(text(label, 16, theme.TEXT_DIM), (sheet.x + 12, y))
            self._arrow(surface, pygame.Rect(sheet.x + 12, y + 20, 26, 26), "<",
                        lambda f=field: self.cycle(f, -1))
            self._arrow(surface, pygame.Rect(sheet.x + width - 40, y + 20, 26, 26), ">",
                        lambda f=field: self.cycle(f, 1))
            value = getattr(self.build, field) or "empty hand"
            surface.blit(text(value, 20, theme.ACCENT, bold=True), (sheet.x + 46, y + 22))
            detail = self._detail(field)
            surface.blit(text(detail, 14, theme.TEXT), (sheet.x + 120, y + 4))
        y = sheet.y + 10 + 4 * 54
        im = self.build.im
        balance = "Armament Balance: IM must total 0" if self.rules.balance else \
            "No balance check in this scenario"
        colour = theme.ACCENT if im == 0 or not self.rules.balance else theme.DANGER
        surface.blit(text(f"IM {im:+d}   ({balance})", 18, colour, bold=True),
                     (sheet.x + 12, y))
        for index, problem in enumerate(self.problems()[:2]):
            surface.blit(text(problem[:70], 14, theme.DANGER), (sheet.x + 12, y + 26 + 18 * index))
        self._chart(surface, pygame.Rect(sheet.x + 12, y + 66, width - 12,
                                         sheet.bottom - 30 - (y + 66)))

    def _chart(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The chassis chart: every chassis in play with its numbers, the chosen one lit."""
        rows = [c for c in CHASSIS.values() if self.rules.new_chassis or not c.optional]
        step = max(13, min(17, area.height // (len(rows) + 1)))
        columns = (0, 0.3, 0.45, 0.62, 0.8)
        heads = ("Chassis chart", "MP", "side", "total", "reflex")
        for col, head in zip(columns, heads, strict=True):
            surface.blit(text(head, 13, theme.TEXT_DIM, bold=True),
                         (area.x + round(col * area.width), area.y))
        for row, c in enumerate(rows, start=1):
            roll = f" {c.reflex_roll:+d}" if c.reflex_roll else ""
            cells = (c.name, str(c.movement), str(c.max_side), str(c.total),
                     f"{c.reflex} side{'s' if c.reflex > 1 else ''}{roll}")
            colour = theme.ACCENT if c.name == self.build.chassis else theme.TEXT
            for col, cell in zip(columns, cells, strict=True):
                surface.blit(text(cell, 13, colour, bold=c.name == self.build.chassis),
                             (area.x + round(col * area.width), area.y + row * step))

    def _detail(self, field: str) -> str:
        if field == "chassis":
            c = CHASSIS[self.build.chassis]
            return f"{c.movement} MP, armour {c.total} (side max {c.max_side}), reflex {c.reflex}"
        if field == "program":
            p = PROGRAMS.get(self.build.program)
            return f"IM {p.im:+d}, hands: {' + '.join(r or 'any' for r in p.roles)}" if p else ""
        try:
            return item_numbers(getattr(self.build, field))
        except ValueError as error:
            return str(error)[:60]

    def _armour(self, surface: pygame.Surface, sheet: pygame.Rect) -> None:
        left = sheet.x + min(400, sheet.width // 2 + 60) + 10
        centre = ((left + sheet.right) // 2, sheet.y + min(150, sheet.height // 2 - 20))
        radius = max(60, min(110, (sheet.right - left) // 2 - 50))
        corners = [(centre[0] + radius * 0.55 * math.cos(math.radians(a + 30)),
                    centre[1] + radius * 0.55 * math.sin(math.radians(a + 30)))
                   for a in SIDE_ANGLES]
        pygame.draw.polygon(surface, theme.PANEL_EDGE, corners, 2)
        surface.blit(text("front", 14, theme.TEXT_DIM), text("front", 14, theme.TEXT_DIM)
                     .get_rect(center=centre))
        for side, angle in enumerate(SIDE_ANGLES):
            x = centre[0] + radius * math.cos(math.radians(angle))
            y = centre[1] + radius * math.sin(math.radians(angle))
            box = pygame.Rect(0, 0, 92, 26)
            box.center = (round(x), round(y))
            self._arrow(surface, pygame.Rect(box.x, box.y, 22, 26), "-",
                        lambda s=side: self.add_armour(s, -shift_step()))
            self._arrow(surface, pygame.Rect(box.right - 22, box.y, 22, 26), "+",
                        lambda s=side: self.add_armour(s, shift_step()))
            value = text(f"{SIDES[side]} {self.build.armour[side]}", 16, theme.TEXT, bold=True)
            surface.blit(value, value.get_rect(center=box.center))
        chassis = CHASSIS[self.build.chassis]
        spare = chassis.total - sum(self.build.armour)
        words = f"Armour {sum(self.build.armour)}/{chassis.total}, side max {chassis.max_side}"
        colour = theme.ACCENT if spare == 0 else theme.DANGER
        totals = ((words, colour), ("Internal Linkage 16", theme.TEXT))
        for row, (line_words, ink) in enumerate(totals):  # centred under the hexagon
            line = text(line_words, 16, ink)
            top = centre[1] + radius + 24 + 20 * row
            surface.blit(line, line.get_rect(midtop=(centre[0], top)))
        last = min(9, len(self.templates))
        keys = f"Keys 1-{last} take a template, " if last > 1 else ""
        hint = f"Shift with - / + moves 5 points. {keys}Enter builds."
        surface.blit(text(hint, 14, theme.TEXT_DIM), (sheet.x + 12, sheet.bottom - 24))
