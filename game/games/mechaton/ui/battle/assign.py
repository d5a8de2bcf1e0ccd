"""Step d on screen: the rolled dice laid out, put onto defence / attack / move / spot.

Drag a die onto a use's box, or click (or press 1-9 on) a die to pick it up and then click
a box (or press D, A, M, S) to put it there; a die in a box goes back with a click or
Backspace. The boxes show the number each die is worth there (defence and spot one less)
and the preview above the panel says what that buys: the hit or miss against a known
defence and the chance of each number of hits given the target's cover. Enter (or Commit)
sends the assignment.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.match import Request
from game.games.mechaton.rules.choices import Assign
from game.games.mechaton.rules.combat import hit_odds
from game.games.mechaton.rules.dicepool import USES, assign_problem
from game.games.mechaton.rules.odds import best_defence_odds, hits_against
from game.games.mechaton.ui.battle.prompts import board_of, combat_order_note, cover_hexes
from game.games.mechaton.ui.battle.suggest import Suggestion
from game.ui import theme
from game.ui.battle.prompt import Prompt
from game.ui.render.buttons import Button
from game.ui.text import text, wrap

DIE_COLOURS = {"white": (236, 236, 236), "green": (70, 190, 90), "blue": (70, 130, 230),
               "yellow": (240, 200, 50), "red": (220, 70, 60)}
SLOT_KEYS = {pygame.K_d: "defence", pygame.K_a: "attack", pygame.K_m: "move",
             pygame.K_s: "spot"}
LESS = {"defence": 1, "spot": 1}
DIE, GAP, SIDE = 34, 6, 150


class AssignPrompt(Prompt):
    """Dice onto uses, with what each use buys shown before committing."""

    def __init__(self, request: Request, send: Any, flow: Any) -> None:
        super().__init__(request, send)
        self.flow = flow
        self.dice = tuple(getattr(request, "dice", ()))
        self.slots: dict[str, int | None] = dict.fromkeys(USES)
        self.held: int | None = None
        self.dragging = False
        """True while a die is carried under the pointer (button held down)."""
        self.scene: Any = None
        self.message = ""
        self.suggestion = Suggestion(flow, request)
        self.suggested: Assign | None = None
        """The suggested assignment, laid in the boxes once ready (Enter commits it)."""
        self.touched = False
        """True once the player moved a die (a late suggestion then stays out)."""
        self._preview: tuple[object, list[str]] = ((), [])

    # -- the assignment -----------------------------------------------------------------------
    def uses(self) -> list[str]:
        """The uses open this go (attack and spot only when named)."""
        return [u for u in USES if (u != "attack" or self.request.attacking)
                and (u != "spot" or self.request.spotting)]

    def choice(self) -> Assign:
        """The assignment as it stands."""
        return Assign(**self.slots)

    def number(self, use: str) -> int | None:
        """What the die in ``use`` is worth there (None: empty)."""
        index = self.slots[use]
        return None if index is None else max(0, self.dice[index].value - LESS.get(use, 0))

    def free(self) -> list[int]:
        """Dice not in any box."""
        placed = {i for i in self.slots.values() if i is not None}
        return [i for i in range(len(self.dice)) if i not in placed]

    def pick(self, index: int) -> None:
        """Pick up die ``index`` (from a box too)."""
        self.touched = True
        for use, held in self.slots.items():
            if held == index:
                self.slots[use] = None
        self.held = index
        self.message = ""

    def put(self, use: str) -> None:
        """Put the held die into ``use`` (a die already there goes back)."""
        if self.held is None:
            if self.slots.get(use) is not None:
                self.slots[use] = None
            return
        die = self.dice[self.held]
        if use not in self.uses():
            self.message = f"No {use} this go."
            return
        if die.colour not in USES[use]:
            self.message = f"{use.capitalize()} takes {' or '.join(USES[use])} dice."
            return
        self.slots[use] = self.held
        self.held = None
        self.message = ""

    def commit(self) -> None:
        """Send the assignment (or say why it is refused). Enter pressed before the
        suggestion is ready waits for it: it is what the player was shown coming."""
        if not self.touched and self.suggested is None and self.suggestion.pending:
            self.suggestion.wait()
            self._lay_suggestion()
        problem = assign_problem(self.dice, self.choice(), self.request.attacking,
                                 self.request.spotting)
        if problem:
            self.message = problem
            return
        self.send(self.choice())

    def header(self, flow: Any) -> str:
        """The question, and whose half-go is running under combat order."""
        return self.request.prompt + combat_order_note(getattr(board_of(flow), "view", None))

    # -- input --------------------------------------------------------------------------------
    def key(self, scene: Any, event: pygame.event.Event, action: str | None) -> bool:
        """1-9 pick a die, D A M S put it, Backspace clears, Enter commits."""
        if event.type != pygame.KEYDOWN:
            return False
        if pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            if index < len(self.dice):
                self.pick(index)
            return True
        if event.key in SLOT_KEYS:
            self.put(SLOT_KEYS[event.key])
            return True
        if event.key == pygame.K_BACKSPACE:
            self._clear()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.commit()
            return True
        return False

    def click_at(self, scene: Any, pos: tuple[int, int]) -> bool:
        """A die picks it up; a box takes the held die (or gives its die back)."""
        area = scene.bottom_area()
        self.scene = scene
        for index, rect in self.die_rects(area).items():
            if rect.collidepoint(pos):
                if self.held == index:
                    self.held = None
                else:
                    self.pick(index)
                    self.dragging = True
                return True
        for use, rect in self.slot_rects(area).items():
            if rect.collidepoint(pos):
                self.put(use)
                return True
        return False

    def release_at(self, scene: Any, pos: tuple[int, int]) -> bool:
        """A die dragged onto a box goes there; let go elsewhere, it stays picked up."""
        if not self.dragging:
            return False
        self.dragging = False
        for use, rect in self.slot_rects(scene.bottom_area()).items():
            if rect.collidepoint(pos) and self.held is not None:
                self.put(use)
                return True
        return False

    def state(self) -> tuple[object, ...]:
        """Buttons depend on whether the assignment is legal (called every update: the
        suggestion is laid in the boxes here when it arrives, unless a die was moved)."""
        self._lay_suggestion()
        return (tuple(self.slots.values()), self.held)

    def _lay_suggestion(self) -> None:
        if self.suggested is not None:
            return
        ready = self.suggestion.get()
        if isinstance(ready, Assign):
            self.suggested = ready
            if not self.touched:
                self.slots = {use: getattr(ready, use) for use in USES}

    def look(self) -> tuple[object, ...]:
        """The panel changes with every die moved, the suggestion arriving and a carried die
        following the pointer."""
        carried = getattr(self.scene, "mouse", None) if self.dragging else None
        return (tuple(self.slots.values()), self.held, self.message, self.dragging,
                self.instructions(), carried)

    def drawn_outside(self, area: pygame.Rect) -> pygame.Rect | None:
        """What the panel draws outside its ``area``: the preview above it and a die carried
        under the pointer (None: nothing)."""
        reach = self.preview_box(area)
        carried = getattr(self.scene, "mouse", None)
        if self.dragging and self.held is not None and carried is not None:
            die = pygame.Rect(0, 0, DIE, DIE)
            die.center = carried
            die = die.move(0, -4).inflate(10, 10)
            reach = die if reach is None else reach.union(die)
        return reach

    # -- geometry -----------------------------------------------------------------------------
    def die_rects(self, area: pygame.Rect) -> dict[int, pygame.Rect]:
        """Where each free die lies (dice in boxes are drawn in their box)."""
        rects = {}
        x = area.x + 14
        for index in self.free():
            rects[index] = pygame.Rect(x, area.y + 34, DIE, DIE)
            x += DIE + GAP
        for use, index in self.slots.items():
            if index is not None:
                box = self.slot_rects(area).get(use)
                if box is not None:
                    rects[index] = pygame.Rect(box.x + 6, box.y + 18, DIE, DIE)
        return rects

    def slot_rects(self, area: pygame.Rect) -> dict[str, pygame.Rect]:
        """The use boxes, left to right."""
        uses = self.uses()
        width = (area.width - 28 - SIDE - 8 * len(uses)) // max(1, len(uses))
        return {use: pygame.Rect(area.x + 14 + i * (width + 8), area.y + 76, width, 66)
                for i, use in enumerate(uses)}

    def buttons(self, flow: Any, area: pygame.Rect) -> list[Any]:
        """Commit and Clear, on the right of the panel."""
        x = area.right - SIDE + 4
        legal = not assign_problem(self.dice, self.choice(), self.request.attacking,
                                   self.request.spotting)
        return [Button(pygame.Rect(x, area.y + 76, SIDE - 18, 36), "Commit (Enter)",
                       self.commit, "Send this assignment", enabled=legal, primary=True,
                       size=20),
                Button(pygame.Rect(x, area.y + 116, SIDE - 18, 28), "Clear (Bksp)",
                       self._clear, "Take every die back", size=18)]

    def _clear(self) -> None:
        self.touched = True
        self.slots = dict.fromkeys(USES)
        self.held = None

    # -- drawing ------------------------------------------------------------------------------
    def draw_panel(self, surface: pygame.Surface, flow: Any, area: pygame.Rect,
                   styles: Any) -> list[Any]:
        """Dice, boxes, and the preview box above the panel."""
        surface.blit(text(self.instructions(), 18, theme.TEXT_DIM), (area.x + 14, area.y + 10))
        for use, rect in self.slot_rects(area).items():
            self._draw_slot(surface, use, rect)
        mouse = getattr(self.scene, "mouse", None)
        for index, rect in self.die_rects(area).items():
            if index == self.held and self.dragging and mouse is not None:
                rect = rect.copy()
                rect.center = mouse
            draw_die(surface, self.dice[index], rect, lifted=index == self.held, number=index + 1)
        self._draw_preview(surface, area)
        return []

    def instructions(self) -> str:
        """The line over the dice: what is laid out, and how to change it."""
        if self.suggested is not None and self.choice() == self.suggested:
            return "Suggested dice are in the boxes: Enter accepts, or move any die."
        if self.suggestion.pending and not self.touched:
            return "Working out a suggestion... or click a die (1-9), then a box (D A M S)."
        return "Dice: click one (or 1-9), then a box (D A M S)."

    def _draw_slot(self, surface: pygame.Surface, use: str, rect: pygame.Rect) -> None:
        colour = DIE_COLOURS[USES[use][0]]
        pygame.draw.rect(surface, (30, 34, 46), rect, border_radius=6)
        pygame.draw.rect(surface, colour, rect, 2, border_radius=6)
        title = use.capitalize() + (" -1" if use in LESS else "")
        surface.blit(text(title, 16, colour, bold=True), (rect.x + 6, rect.y + 2))
        number = self.number(use)
        if number is not None:
            big = text(str(number), 30, theme.TEXT, bold=True)
            surface.blit(big, big.get_rect(midleft=(rect.x + DIE + 14, rect.y + 38)))

    def _preview_lines(self, area: pygame.Rect) -> list[str]:
        """The preview's lines wrapped to ``area``, worked out again only when the dice, the
        message or the shown view changed (the odds take a while; asked every frame)."""
        key = (area.width, tuple(self.slots.values()), self.message,
               getattr(board_of(self.flow), "view", None))
        if self._preview[0] != key:
            lines = [row for line in self.preview() for row in wrap(line, 18, area.width - 32)]
            self._preview = (key, lines + [self.message] if self.message else lines)
        return self._preview[1]

    def preview_box(self, area: pygame.Rect) -> pygame.Rect | None:
        """Where the preview sits, just above the panel ``area`` (None: nothing to say)."""
        lines = self._preview_lines(area)
        if not lines:
            return None
        height = 10 + 22 * len(lines)
        return pygame.Rect(area.x + 8, area.y - height - 6, area.width - 16, height)

    def _draw_preview(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        lines = self._preview_lines(area)
        box = self.preview_box(area)
        if box is None:
            return
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((12, 14, 20, 225))
        surface.blit(shade, box)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=4)
        for row, line in enumerate(lines):
            colour = theme.DANGER if line == self.message else theme.TEXT
            surface.blit(text(line, 18, colour), (box.x + 8, box.y + 5 + 22 * row))

    def preview(self) -> list[str]:
        """What the assignment buys, a line per use."""
        view = getattr(board_of(self.flow), "view", None)
        lines = [f"Defence {self.number('defence') or 0} for the rest of the turn."]
        move = self.number("move")
        if move is not None:
            die = self.dice[self.slots["move"] or 0]
            lines.append(f"Move up to {move} {'hex' if move == 1 else 'hexes'}" +
                         (" (a white die cannot pass through cover)." if die.colour == "white"
                          else "."))
        spot = self.number("spot")
        if spot is not None:
            lines.append(f"Spot die {spot} laid beside the spotted mech.")
        if self.request.attacking and view is not None:
            lines.append(self.attack_line(view))
        return lines

    def attack_line(self, view: Any) -> str:
        """The attack against the target: hit or miss and the odds of each number of hits."""
        attack = self.number("attack")
        go = view.go
        if go is None or go.aim is None:
            return "Attack: no target."
        victim = view.mechs[go.aim]
        if attack is None:
            return f"No attack die: the attack on {victim.name} fizzles."
        me = view.mechs[self.request.mech].hex
        covers = cover_hexes(view, self.flow, victim.hex, me) if me and victim.hex else ()
        if victim.defence is None:
            return unknown_defence_line(attack, victim, bool(covers))
        if attack <= victim.defence:
            return f"Attack {attack} vs defence {victim.defence}: a miss."
        dice = attack - victim.defence
        odds = hit_odds(dice, bool(covers))
        spread = ", ".join(f"{k}: {p:.0%}" for k, p in enumerate(odds))
        where = "in cover (6s hit)" if covers else "exposed (5-6 hit)"
        spots = f"; or a spot die ({', '.join(map(str, victim.spots))})" if victim.spots else ""
        return (f"Attack {attack} vs defence {victim.defence}: a hit, {dice} damage dice"
                f"{spots}; target {where}; hits {spread}")


def unknown_defence_line(attack: int, victim: Any, in_cover: bool) -> str:
    """The attack on a mech that has not gone: its go comes first (combat order), and the
    odds assume it defends with the best of its blue and white dice."""
    blue = victim.parts.count("defence")
    odds = hits_against(attack, best_defence_odds(blue, victim.white), in_cover)
    spread = ", ".join(f"{k}: {p:.0%}" for k, p in enumerate(odds))
    return (f"Attack {attack} on {victim.name}: its defence is not set, so its go comes "
            f"first (combat order). If it defends with its best die ({blue} blue, "
            f"{victim.white} white), {'in cover' if in_cover else 'exposed'}: "
            f"at least one hit {1 - odds[0]:.0%}; hits {spread}")


def draw_die(surface: pygame.Surface, die: Any, rect: pygame.Rect, lifted: bool = False,
             number: int | None = None) -> None:
    """One die: its colour, value, a d8 mark, lifted dice raised and outlined."""
    rect = rect.move(0, -4) if lifted else rect
    colour = DIE_COLOURS.get(die.colour, (200, 200, 200))
    pygame.draw.rect(surface, (0, 0, 0), rect.inflate(4, 4), border_radius=7)
    pygame.draw.rect(surface, colour, rect, border_radius=6)
    if lifted:
        pygame.draw.rect(surface, theme.HOVER_OUTLINE, rect.inflate(6, 6), 3, border_radius=8)
    ink = (20, 20, 20) if die.colour in ("white", "yellow") else (255, 255, 255)
    value = text(str(die.value), 22, ink, bold=True)
    surface.blit(value, value.get_rect(center=rect.center))
    if die.sides == 8:
        surface.blit(text("d8", 12, ink), (rect.x + 2, rect.bottom - 13))
    if number is not None and number <= 9:
        surface.blit(text(str(number), 12, ink), (rect.right - 9, rect.y + 1))
