"""Dice Bot Mega Fun's New match form: 2-6 players (each a human or an easy, normal or hard
AI, with a name), the scavenge style (real-time grab or snake draft), the melee limit and how
fast the computer grabs (relaxed for a first game). Beside the seats it says which controls
each human grabs with."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game.ai.dicebot.pace import RELAXED
from game.rulesets.dicebot.setup import MAX_PLAYERS, MIN_PLAYERS, REAL_TIME, SNAKE
from game.ui import navigator, theme
from game.ui.battle.controller import connected_pads
from game.ui.games.dicebot.pace_memory import offered_pace, remember_pace
from game.ui.games.dicebot.scavenge.controls import device_label, input_devices
from game.ui.games.dicebot.session_setup import (
    DRAFTS,
    MELEE_LIMITS,
    PACE_OPTION,
    SEAT_NAMES,
    MatchPlan,
    new_session,
)
from game.ui.scenes.match_form import AI_DEFAULT, FORM_HINTS, SeatsFormScene
from game.ui.text import text, wrap
from game.ui.widgets import Button, Cycle, Stepper, Widget, heading

if TYPE_CHECKING:
    from game.ui.app import App

TOP, ROW, SHORT_ROW = 112, 44, 38
"""Where the seat rows start and how far apart they are (closer in a short window)."""
SHORT = 700
"""Below this height the rows close up and the scavenge note moves to the right-hand column,
so six players and the options stay clear of Back and Start over the key hints."""
DRAFT_NOTES = {
    "real_time": "Real-time grab: after a 3-2-1 countdown everybody grabs at once; first "
                 "come, first served.",
    "snake": "Snake draft: one die at a time in turns, first seat to last, then back.",
}


class NewMatchScene(SeatsFormScene):
    """Seats and options; Start deals the first melee."""

    hints = FORM_HINTS
    seat_names = SEAT_NAMES
    seat_bounds = (MIN_PLAYERS, MAX_PLAYERS)
    name_length = 12
    kind_tip = ("A person at this screen, or the computer: easy grabs slowly and carelessly, "
                "normal plays sound cards, hard grabs fastest and looks ahead")

    def __init__(self) -> None:
        super().__init__([("Nina", "human"), ("Red", AI_DEFAULT), ("Gold", AI_DEFAULT)])
        self.plan = MatchPlan()

    def attach(self, app: App) -> None:
        """Start on the grab pace this player is offered (relaxed until a first game)."""
        self.plan.grab_pace = offered_pace(getattr(app, "settings", None))
        super().attach(app)

    # -- widgets ------------------------------------------------------------------------------
    def build_widgets(self) -> list[Widget]:
        """The seat rows, + Add / - Remove, the scavenge style, the melee limit, the grab
        pace, Back, Start."""
        widgets = self.seat_widgets()
        keys = [key for key, _ in DRAFTS]
        self.draft = Cycle("Scavenge", [label for _, label in DRAFTS],
                           keys.index(self.plan.draft), self._draft,
                           "Grab in real time, or take turns in a snake draft")
        self.limit = Stepper("Melee limit", self.plan.melee_limit, MELEE_LIMITS[0],
                             MELEE_LIMITS[-1], self._limit,
                             "A game nobody has won after this many melees ends in a draw")
        self.pace = self._pace_widget()
        self.back_button = Button("Back", self.back, "Back to the title (Esc)")
        self.start_button = Button("Start", self.start, "Deal the first melee", accent=True)
        return [*widgets, self.add_button, self.remove_button, self.draft, self.limit,
                self.pace, self.back_button, self.start_button]

    def _pace_widget(self) -> Cycle:
        _, label, choices = PACE_OPTION
        keys = [key for key, _, _ in choices]
        return Cycle(label, [name for _, name, _ in choices], keys.index(self.plan.grab_pace),
                     self._pace, "How fast the computer players grab parts: relaxed for a "
                     "first game, frantic for a scramble")

    def column(self) -> pygame.Rect:
        """The seats and options column (the controls notes go right of it)."""
        width = self.app.screen.get_width()
        return pygame.Rect(28, TOP, min(560, width - 56 - 250), 0)

    def layout(self) -> None:
        """Seat rows down the column, the options under them, Back and Start at the foot."""
        width, height = self.app.screen.get_size()
        col = self.column()
        row = SHORT_ROW if self.short() else ROW
        for i, (field, who) in enumerate(self.seat_rows):
            y = TOP + i * row
            field.rect = pygame.Rect(col.x + 40, y, col.width - 40 - 178, row - 6)
            who.rect = pygame.Rect(col.right - 170, y, 170, row - 6)
        y = TOP + MAX_PLAYERS * row + 2
        self.add_button.rect = pygame.Rect(col.x, y, 190, 36)
        self.remove_button.rect = pygame.Rect(col.x + 200, y, 150, 36)
        self.draft.rect = pygame.Rect(col.x, y + 46, col.width, 40)
        if self.short():  # the melee limit and the pace share a row
            half = (col.width - 8) // 2
            self.limit.rect = pygame.Rect(col.x, y + 92, half, 40)
            self.pace.rect = pygame.Rect(col.right - half, y + 92, half, 40)
        else:
            self.limit.rect = pygame.Rect(col.x, y + 92, col.width, 40)
            self.pace.rect = pygame.Rect(col.x, y + 138, col.width, 40)
        bottom = height - 96  # over the key hints
        self.back_button.rect = pygame.Rect(col.x, bottom, 160, 46)
        self.start_button.rect = pygame.Rect(width - 28 - 200, bottom, 200, 46)

    def short(self) -> bool:
        """True in a canvas under ``SHORT`` pixels tall (the layout contract draws 800x600
        pixel for pixel): the rows close up and the note goes beside the options."""
        return self.app.screen.get_height() < SHORT

    # -- edits --------------------------------------------------------------------------------
    def _draft(self, index: int) -> None:
        self.plan.draft = DRAFTS[index][0]

    def _limit(self, value: int) -> None:
        self.plan.melee_limit = value

    def _pace(self, index: int) -> None:
        self.plan.grab_pace = PACE_OPTION[2][index][0]

    def controls(self) -> list[tuple[int, str]]:
        """(seat, the device its human grabs with) for every human, in seat order."""
        humans = [i for i, (_, kind) in enumerate(self.seats) if kind == "human"]
        devices = input_devices(connected_pads())
        return [(seat, device_label(devices[n] if n < len(devices) else None))
                for n, seat in enumerate(humans)]

    def start(self) -> None:
        """Start the match (a refused set-up is explained on the form)."""
        self.plan.seats = self.seat_configs()
        try:
            session = new_session(self.plan, random.SystemRandom().randrange(1, 2**31))
        except ValueError as error:
            self.problem = str(error)
            return
        remember_pace(self.app, self.plan.grab_pace)
        navigator.go_to_battle(self.app, navigator.battle_scene(session))

    # -- drawing ------------------------------------------------------------------------------
    def draw_page(self, surface: pygame.Surface) -> None:
        """Heading, seat badges, the controls notes and the problem line."""
        heading(surface, "New match", "Dice Bot Mega Fun")
        col = self.column()
        surface.blit(text(f"PLAYERS ({MIN_PLAYERS}-{MAX_PLAYERS})", 22, theme.ACCENT,
                          bold=True), (col.x, 86))
        self.draw_seat_badges(surface, col.x)
        side = pygame.Rect(col.right + 28, 86, surface.get_width() - col.right - 56, 0)
        below = self._draw_notes(surface, side)
        colour = theme.DANGER if self.problem else theme.TEXT_DIM
        if self.short():    # no room under the options: beside them
            lines = self._note_lines(side.width)[:6]
            origin = (side.x, below + 16)
        else:
            lines = self._note_lines(col.width)[:2]
            origin = (col.x, self.pace.rect.bottom + 10)
        for row, line in enumerate(lines):
            surface.blit(text(line, 18, colour), (origin[0], origin[1] + 22 * row))

    def _note_lines(self, width: int) -> list[str]:
        """The problem, else what the scavenge style and the grab pace mean, wrapped."""
        if self.problem:
            return wrap(self.problem, 18, width)
        draft = DRAFT_NOTES.get(self.plan.draft, DRAFT_NOTES[REAL_TIME])
        name, tip = next((name, tip) for key, name, tip in PACE_OPTION[2]
                         if key == self.plan.grab_pace)
        if self.plan.grab_pace == RELAXED and self.plan.draft == SNAKE:
            tip = "a snake draft is no race, so the computer picks at its normal pace"
        return wrap(draft, 18, width) + wrap(f"{name} pace: {tip}.", 18, width)

    def _draw_notes(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """Which controls each human grabs with in the real-time scavenge; returns the y
        below the last line."""
        surface.blit(text("GRAB CONTROLS", 22, theme.ACCENT, bold=True), area.topleft)
        y = area.y + 32
        controls = self.controls()
        if not controls:
            surface.blit(text("No humans: watch the AIs.", 18, theme.TEXT_DIM), (area.x, y))
        for seat, label in controls:
            name = self.seats[seat][0] or SEAT_NAMES[seat]
            for line in wrap(f"{name}: {label}", 20, area.width):
                surface.blit(text(line, 20, theme.TEXT), (area.x, y))
                y += 24
            y += 6
        for line in wrap("Plug in game controllers before starting: they come after the "
                         "mouse. Everyone may grab at once.", 18, area.width):
            surface.blit(text(line, 18, theme.TEXT_DIM), (area.x, y + 6))
            y += 22
        return y + 6

