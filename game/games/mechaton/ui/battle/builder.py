"""The army builder: one mech at a time, in secret, over the whole battle area.

Four attachment slots, each a kind (green move, yellow spot, blue defence, red weapon by
band) and a name from the parts list of that kind; the mech's name is typed; its sprite is
assembled from the parts as they are picked. Add mech sends it (the core checks the
building rules and the reason shows when it refuses); Finish army ends the army once it
has enough mechs and every rocket is fitted.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.core.match import Request
from game.games.mechaton.rules.choices import BuildMech, FinishArmy
from game.games.mechaton.rules.parts import CATALOGUE, MAX_ATTACHMENTS, all_parts, red_dice
from game.games.mechaton.ui.battle.builder_info import draw_army, draw_info
from game.games.mechaton.ui.battle.part_words import kind_words, part_use
from game.games.mechaton.ui.battle.prompts import _direct, board_of
from game.games.mechaton.ui.render.sprites import mech_sprite
from game.ui import theme
from game.ui.battle.prompt import Prompt
from game.ui.render.buttons import Button
from game.ui.text import text
from game.ui.widgets import fit_text

HEADER = 44
ROW = 58
"""A slot's height: its two buttons and the line saying what its part gives."""
SLOT_H = 34
SLOTS_TOP = 74


def army_width(box: pygame.Rect) -> int:
    """The width of the army list on the builder's left."""
    return min(260, box.width // 3)


def part_width(box: pygame.Rect) -> int:
    """The width of a slot's kind button and of its name button."""
    left = box.x + army_width(box)
    return min(260, (box.right - left - 14 - 190) // 2)


class BuildPrompt(Prompt):
    """Build the next mech of a secret army, or finish the army."""

    full_screen = True
    """The painter gives this prompt the battle area (the map is hidden while building)."""

    def __init__(self, request: Request, send: Any, flow: Any) -> None:
        super().__init__(request, send)
        self.flow = flow
        self.codes = ("",) + all_parts(bool(getattr(request, "split", False)))
        self.parts: list[str] = ["", "", "", ""]
        self.names: list[int] = [0, 0, 0, 0]
        self.name = str(getattr(request, "default_name", "Mech"))
        self.rockets = int(getattr(request, "rockets_left", 0)) \
            if getattr(request, "mechs", 0) + 1 == getattr(request, "most", 4) else 0
        self.message = ""
        self.rng = random.Random(request.id)

    # -- the mech being built -----------------------------------------------------------------
    def chosen(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The filled slots' codes and names."""
        parts = tuple(p for p in self.parts if p)
        labels = tuple(CATALOGUE[p][self.names[i] % len(CATALOGUE[p])]
                       for i, p in enumerate(self.parts) if p)
        return parts, labels

    def choice(self) -> BuildMech:
        """The mech as it stands."""
        parts, labels = self.chosen()
        return BuildMech(self.name.strip() or "Mech", parts, self.rockets, labels)

    def cycle_part(self, slot: int, step: int = 1) -> None:
        """The next kind of attachment in ``slot`` (empty among them)."""
        index = self.codes.index(self.parts[slot]) if self.parts[slot] in self.codes else 0
        self.parts[slot] = self.codes[(index + step) % len(self.codes)]
        self.names[slot] = 0
        self.message = ""

    def cycle_name(self, slot: int) -> None:
        """The next name from the parts list of the slot's kind."""
        self.names[slot] += 1

    def randomise(self) -> None:
        """A random legal mech (a quick start)."""
        options = [c for c in self.request.legal_choices() if isinstance(c, BuildMech)]
        if not options:
            return
        pick = self.rng.choice(options)
        self.parts = list(pick.parts) + [""] * (MAX_ATTACHMENTS - len(pick.parts))
        self.names = [self.rng.randrange(6) for _ in range(MAX_ATTACHMENTS)]
        self.rockets = pick.rockets

    def add(self) -> None:
        """Send the mech (or show why the rules refuse it)."""
        problem = self.request.problem(self.choice())
        if problem:
            self.message = problem
            return
        self.send(self.choice())

    def finish(self) -> None:
        """Finish the army."""
        problem = self.request.problem(FinishArmy())
        if problem:
            self.message = problem
            return
        self.send(FinishArmy())

    @property
    def full(self) -> bool:
        """True when the army has all the mechs it may have: only Finish is left."""
        return int(getattr(self.request, "mechs", 0)) >= int(getattr(self.request, "most", 4))

    def set_rockets(self, step: int) -> None:
        """Fit one rocket more or less."""
        most = int(getattr(self.request, "rockets_left", 0))
        self.rockets = max(0, min(most, self.rockets + step))

    # -- input --------------------------------------------------------------------------------
    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """Typing names the mech; Enter adds it (finishes a full army); F2 picks a random
        mech."""
        if event.type != pygame.KEYDOWN or event.key == pygame.K_ESCAPE:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.full:
            self.finish()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.add()
        elif event.key == pygame.K_BACKSPACE:
            self.name = self.name[:-1]
        elif event.key == pygame.K_F2:
            self.randomise()
        elif event.unicode and event.unicode.isprintable() and len(self.name) < 24:
            self.name += event.unicode
        else:
            return False
        return True

    def state(self) -> tuple[object, ...]:
        """Buttons show the slots, names and rockets."""
        return (tuple(self.parts), tuple(self.names), self.rockets, self.name, self.message)

    def look(self) -> tuple[object, ...]:
        """Everything shown changes with the state."""
        return self.state()

    def header(self, flow: Any) -> str:
        """Whose army, which mech."""
        return self.request.prompt

    # -- geometry and buttons -----------------------------------------------------------------
    def area(self, panel: pygame.Rect) -> pygame.Rect:
        """The builder's area: the battle area above the bottom panel."""
        return pygame.Rect(0, HEADER, panel.width, panel.y - HEADER)

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """Slots, names, rockets, Random, Add mech and Finish army."""
        box = self.area(area)
        left = box.x + army_width(box)
        part_w = part_width(box)
        made: list[Button] = []
        for slot in range(MAX_ATTACHMENTS):
            y = box.y + SLOTS_TOP + slot * ROW
            code = self.parts[slot]
            made.append(Button(pygame.Rect(left, y, part_w, SLOT_H),
                               f"{slot + 1}: {kind_words(code) if code else '(empty)'}",
                               lambda s=slot: self.cycle_part(s), "Click: next kind of part",
                               size=18, selected=bool(code)))
            if code:
                label = CATALOGUE[code][self.names[slot] % len(CATALOGUE[code])]
                made.append(Button(pygame.Rect(left + part_w + 8, y, part_w, SLOT_H), label,
                                   lambda s=slot: self.cycle_name(s),
                                   "Click: another name for this part", size=18))
        made += self._panel_buttons(area)
        return made

    def _panel_buttons(self, area: pygame.Rect) -> list[Button]:
        y = area.y + 96
        right = area.right - 14
        can_finish = bool(getattr(self.request, "can_finish", False))
        full = self.full  # then Enter finishes: no mech may be added
        specs = [("Finish army (Enter)" if full else "Finish army", self.finish, can_finish,
                  full, 190 if full else 150),
                 ("Add mech (Enter)", self.add, not full, not full, 170),
                 ("Random (F2)", self.randomise, not full, False, 120)]
        made = []
        for label, action, enabled, primary, width in specs:
            right -= width
            made.append(Button(pygame.Rect(right, y, width, 40), label, action,
                               enabled=enabled, primary=primary, size=20))
            right -= 10
        if int(getattr(self.request, "rockets_left", 0)) > 0:
            made.append(Button(pygame.Rect(area.x + 14, y, 40, 40), "-",
                               lambda: self.set_rockets(-1), "One rocket fewer"))
            made.append(Button(pygame.Rect(area.x + 150, y, 40, 40), "+",
                               lambda: self.set_rockets(1), "One rocket more"))
        return made

    # -- drawing ------------------------------------------------------------------------------
    def draw_panel(self, surface: pygame.Surface, flow: Any, area: pygame.Rect,
                   styles: Any) -> list[Any]:
        """The builder over the battle area, and the dice summary in the panel."""
        box = self.area(area)
        surface.fill((18, 21, 29), box)
        colour = styles[self.seat % len(styles)].colour if styles else theme.ACCENT
        draw_army(surface, box, army_width(box), colour,
                  getattr(board_of(self.flow), "view", None))
        self._draw_mech(surface, box, colour)
        surface.blit(text(self.summary(), 19, theme.TEXT), (area.x + 14, area.y + 12))
        problem = self.message or self.request.problem(self.choice())
        surface.blit(text(problem or "This mech is legal.", 18,
                          theme.DANGER if problem else theme.TEXT_DIM),
                     (area.x + 14, area.y + 40))
        rockets = int(getattr(self.request, "rockets_left", 0))
        if rockets:
            surface.blit(text(f"Rockets {self.rockets}", 20, theme.TEXT),
                         (area.x + 60, area.y + 106))
        return []

    def summary(self) -> str:
        """The dice this mech rolls."""
        parts, _ = self.chosen()
        reds, _ = red_dice(parts, bool(getattr(self.request, "double", False)))
        red = ", ".join(f"{band} {r.d6}d6" + (f"+{r.d8}d8" if r.d8 else "")
                        for band, r in reds.items() if r.d6 or r.d8) or "none"
        return (f"2 white, {parts.count('move')} green, {parts.count('defence')} blue, "
                f"{parts.count('spot')} yellow; red: {red}; "
                f"initiative d10s: {1 + MAX_ATTACHMENTS - len(parts)}")

    def _draw_mech(self, surface: pygame.Surface, box: pygame.Rect,
                   colour: tuple[int, int, int]) -> None:
        left = box.x + army_width(box)
        surface.blit(text(f"Name: {self.name}_", 26, theme.TEXT, bold=True),
                     (left, box.y + 12))
        surface.blit(text("Type to rename; click a slot for the next kind of part.", 16,
                          theme.TEXT_DIM), (left, box.y + 46))
        part_w = part_width(box)
        direct = _direct(self.flow)
        for slot, code in enumerate(self.parts):
            y = box.y + SLOTS_TOP + slot * ROW + SLOT_H + 3
            surface.blit(fit_text(part_use(code, direct), 15, theme.TEXT_DIM,
                                  2 * part_w + 8, smallest=12), (left, y))
        parts, labels = self.chosen()
        below = box.y + SLOTS_TOP + MAX_ATTACHMENTS * ROW + 4
        beside = left + 2 * part_w + 30
        info = pygame.Rect(left, below, box.right - left - 14, box.bottom - below - 6)
        if box.right - beside >= 150:
            size = min(220, box.right - beside - 14)
            surface.blit(mech_sprite(parts, labels, colour, size), (beside, box.y + 70))
        else:
            size = max(80, min(160, info.height - 8))
            surface.blit(mech_sprite(parts, labels, colour, size), (info.right - size, below))
            info.width -= size + 10
        draw_info(surface, info, parts, self.request, getattr(board_of(self.flow), "view",
                                                              None))
