"""Mechaton's New match form: 2-5 players (human or AI), a Mechaton arena, the options.

Armies are built in the match itself (the builder, secret behind the hand-off), so Start
goes straight to the battle screen.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

from game.ui import navigator, theme
from game.ui.games.mechaton.session_setup import MatchOptions, new_session
from game.ui.scenes.match_form import AI_DEFAULT, FORM_HINTS, SeatsFormScene
from game.ui.text import text
from game.ui.widgets import Button, ListBox, Row, Stepper, Toggle, Widget, heading

NAMES = ("Nina", "Red", "Gold", "Jade", "Grey")
MIN_SEATS, MAX_SEATS = 2, 5
LEFT = 330


def mechaton_arenas() -> list[Any]:
    """The arenas whose map lists Mechaton among its rulesets (loaded ones only)."""
    from game.ui.user_maps import list_all_arenas

    return [e for e in list_all_arenas(ruleset="mechaton") if e.arena is not None and
            "mechaton" in getattr(e.arena, "rulesets", ())]


class NewMatchScene(SeatsFormScene):
    """Seats, arena and options; Start builds the match."""

    hints = FORM_HINTS
    seat_names = NAMES
    seat_bounds = (MIN_SEATS, MAX_SEATS)
    name_length = 14
    kind_tip = ("A person at this screen, or the computer: easy plays at random, normal by "
                "sound tactics, hard searches the dice")

    def __init__(self, entries: list[Any] | None = None) -> None:
        super().__init__([("Nina", "human"), ("Red", AI_DEFAULT)])
        self.entries = entries if entries is not None else mechaton_arenas()
        self.options = MatchOptions()
        self.arena_index = next((i for i, e in enumerate(self.entries)
                                 if "killing" in Path(e.path).name), 0)

    # -- widgets ------------------------------------------------------------------------------
    def build_widgets(self) -> list[Widget]:
        """The arena list, the seat rows, + Add / - Remove, the options, Back, Start."""
        self.arena_list = ListBox([Row(e.arena.name.removeprefix("Mechaton: "),
                                       f"{e.arena.max_players or '?'}p",
                                       tooltip=f"{e.arena.name}: up to "
                                               f"{e.arena.max_players or '?'} players")
                                   for e in self.entries], self._choose_arena, row_height=44,
                                  tooltip="Arenas that list Mechaton")
        self.arena_list.selected = self.arena_index
        seat_widgets = self.seat_widgets()
        o = self.options
        self.option_widgets = [
            Toggle("Split weapons", o.split_weapons, lambda v: self._set(split_weapons=v),
                   "A weapon may cover two range bands with one red die each"),
            Toggle("Second weapons", o.double_weapons, lambda v: self._set(double_weapons=v),
                   "A second weapon at a band rolls a red d8"),
            Stepper("Rockets", o.rockets, 0, 4, lambda v: self._set(rockets=v),
                    "1-shot rockets per army (a red d8 at direct fire range)"),
            Toggle("Short game", o.short_game, lambda v: self._set(short_game=v),
                   "3 players, two fully loaded mechs each, the satellite, clock 8"),
            Toggle("Quick deploy", o.quick_deploy, lambda v: self._set(quick_deploy=v),
                   "Place armies at the map's spawns instead of piece by piece")]
        self.back_button = Button("Back", self.back, "Back to the title (Esc)")
        self.start_button = Button("Start", self.start, "Build armies and fight", accent=True)
        return [self.arena_list, *seat_widgets, self.add_button, self.remove_button,
                *self.option_widgets, self.back_button, self.start_button]

    def layout(self) -> None:
        """The arena list on the left; seats, options, Back and Start on the right."""
        width, height = self.app.screen.get_size()
        self.arena_list.rect = pygame.Rect(28, 120, LEFT, height - 120 - 110)
        x0 = 28 + LEFT + 28
        room = width - x0 - 28
        for i, (field, who) in enumerate(self.seat_rows):
            y = 120 + i * 48
            field.rect = pygame.Rect(x0 + 40, y, room - 40 - 168, 40)
            who.rect = pygame.Rect(x0 + room - 160, y, 160, 40)
        y = 120 + MAX_SEATS * 48
        self.add_button.rect = pygame.Rect(x0, y, 200, 38)
        self.remove_button.rect = pygame.Rect(x0 + 210, y, 160, 38)
        half = (room - 10) // 2
        for i, widget in enumerate(self.option_widgets):
            widget.rect = pygame.Rect(x0 + (i % 2) * (half + 10), y + 52 + (i // 2) * 46,
                                      half, 40)
        bottom = height - 96
        self.back_button.rect = pygame.Rect(x0, bottom, 160, 46)
        self.start_button.rect = pygame.Rect(width - 28 - 220, bottom, 220, 46)

    # -- edits --------------------------------------------------------------------------------
    def _choose_arena(self, index: int) -> None:
        self.arena_index = index

    def _set(self, **changes: Any) -> None:
        from dataclasses import replace

        self.options = replace(self.options, **changes)
        if changes.get("short_game"):
            self._short_game_seats()

    def _short_game_seats(self) -> None:
        """The short game is for three: fit the seats and pick the satellite arena."""
        while len(self.seats) < 3:
            self.seats.append((NAMES[len(self.seats)], AI_DEFAULT))
        del self.seats[3:]
        sat = next((i for i, e in enumerate(self.entries) if "satellite" in Path(e.path).name),
                   None)
        if sat is not None:
            self.arena_index = sat
        self.rebuild()

    def start(self) -> None:
        """Start the match (a refused set-up is explained on the form)."""
        if not self.entries:
            self.problem = "No Mechaton arena found in maps/."
            return
        path = self.entries[self.arena_index].path
        try:
            session = new_session(path, self.seat_configs(), self.options,
                                  random.SystemRandom().randrange(1, 2**31))
        except ValueError as error:
            self.problem = str(error)
            return
        navigator.go_to_battle(self.app, navigator.battle_scene(session))

    # -- drawing ------------------------------------------------------------------------------
    def draw_page(self, surface: pygame.Surface) -> None:
        """Heading, sections, seat badges and the problem line."""
        heading(surface, "New match", "Mechaton")
        x0 = 28 + LEFT + 28
        surface.blit(text("ARENA", 22, theme.ACCENT, bold=True), (28, 90))
        surface.blit(text("PLAYERS (2-5)", 22, theme.ACCENT, bold=True), (x0, 90))
        self.draw_seat_badges(surface, x0)
        note = self.problem or ("Each player builds an army in secret when the match starts; "
                                "set each AI seat's level with its stepper.")
        surface.blit(text(note, 18, theme.DANGER if self.problem else theme.TEXT_DIM),
                     (x0, self.back_button.rect.y - 30))
