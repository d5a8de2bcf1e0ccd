"""Mechaton's New match form: 2-5 players (human or AI), a Mechaton arena, the options.

Armies are built in the match itself (the builder, secret behind the hand-off), so Start
goes straight to the battle screen.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import navigator, theme
from game.ui.battle.seats import SeatConfig
from game.ui.games.mechaton.session_setup import MatchOptions, new_session
from game.ui.render.hud import key_hint_bar
from game.ui.scene import Scene
from game.ui.text import text
from game.ui.widgets import Button, Cycle, Form, ListBox, Row, Stepper, TextField, Toggle, heading

if TYPE_CHECKING:
    from game.ui.app import App

HINTS = [("Tab / Up Down", "move"), ("Left Right", "change"), ("Enter", "press"),
         ("Esc", "back")]
NAMES = ("Nina", "Red", "Gold", "Jade", "Grey")
KINDS = ("human", "easy", "normal", "hard")
KIND_LABELS = ("Human", "AI easy", "AI normal", "AI hard")
AI_DEFAULT = "normal"
MIN_SEATS, MAX_SEATS = 2, 5
LEFT = 330


def mechaton_arenas() -> list[Any]:
    """The arenas whose map lists Mechaton among its rulesets (loaded ones only)."""
    from game.ui.user_maps import list_all_arenas

    return [e for e in list_all_arenas(ruleset="mechaton") if e.arena is not None and
            "mechaton" in getattr(e.arena, "rulesets", ())]


class NewMatchScene(Scene):
    """Seats, arena and options; Start builds the match."""

    def __init__(self, entries: list[Any] | None = None) -> None:
        self.entries = entries if entries is not None else mechaton_arenas()
        self.seats: list[tuple[str, str]] = [("Nina", "human"), ("Red", AI_DEFAULT)]
        self.options = MatchOptions()
        self.arena_index = next((i for i, e in enumerate(self.entries)
                                 if "killing" in Path(e.path).name), 0)
        self.form = Form()
        self.problem = ""

    def attach(self, app: App) -> None:
        """Build the widgets for the window."""
        super().attach(app)
        self.form.sound = app.play
        self._rebuild()

    # -- widgets ------------------------------------------------------------------------------
    def _rebuild(self) -> None:
        focus = self.form.focus
        self.arena_list = ListBox([Row(e.arena.name.removeprefix("Mechaton: "),
                                       f"{e.arena.max_players or '?'}p",
                                       tooltip=f"{e.arena.name}: up to "
                                               f"{e.arena.max_players or '?'} players")
                                   for e in self.entries], self._choose_arena, row_height=44,
                                  tooltip="Arenas that list Mechaton")
        self.arena_list.selected = self.arena_index
        self.seat_rows = [self._seat_row(i) for i in range(len(self.seats))]
        self.add_button = Button("+ Add player", self.add_seat, "Up to 5 players",
                                 enabled=len(self.seats) < MAX_SEATS, size=24)
        self.remove_button = Button("- Remove", self.remove_seat, "At least 2 players",
                                    enabled=len(self.seats) > MIN_SEATS, size=24)
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
        widgets: list[Any] = [self.arena_list]
        for row in self.seat_rows:
            widgets += row
        widgets += [self.add_button, self.remove_button, *self.option_widgets,
                    self.back_button, self.start_button]
        self.form.widgets = widgets
        self.form.focus = focus if focus is not None and focus < len(widgets) else 0
        self._layout()

    def _seat_row(self, index: int) -> list[Any]:
        name, kind = self.seats[index]
        field = TextField(name, lambda v, i=index: self._edit(i, name=v), 14,
                          "Type the player's name", placeholder="name")
        who = Cycle("", KIND_LABELS, KINDS.index(kind),
                    lambda k, i=index: self._edit(i, kind=KINDS[k]),
                    "A person at this screen, or the computer: easy plays at random, normal "
                    "by sound tactics, hard searches the dice")
        return [field, who]

    def _layout(self) -> None:
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

    def _edit(self, index: int, name: str | None = None, kind: str | None = None) -> None:
        old_name, old_kind = self.seats[index]
        self.seats[index] = (old_name if name is None else name[:14],
                             old_kind if kind is None else kind)

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
        self._rebuild()

    def add_seat(self) -> None:
        """One more (AI) player."""
        if len(self.seats) < MAX_SEATS:
            self.seats.append((NAMES[len(self.seats)], AI_DEFAULT))
            self._rebuild()

    def remove_seat(self) -> None:
        """The last player leaves."""
        if len(self.seats) > MIN_SEATS:
            self.seats.pop()
            self._rebuild()

    def seat_configs(self) -> list[SeatConfig]:
        """The seats as the session wants them."""
        return [SeatConfig(name.strip() or NAMES[i], "human" if kind == "human" else "ai",
                           AI_DEFAULT if kind == "human" else kind, i)
                for i, (name, kind) in enumerate(self.seats)]

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

    def back(self) -> None:
        """Back to the previous screen."""
        self.app.pop()

    # -- events and drawing -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Widgets first; Esc goes back."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._layout()
            return
        if self.form.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def update(self, dt: float) -> None:
        """Tooltip timing."""
        self.form.update()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Heading, sections, seat badges, the problem line, widgets and hints."""
        surface.fill(theme.BACKGROUND)
        heading(surface, "New match", "Mechaton")
        x0 = 28 + LEFT + 28
        surface.blit(text("ARENA", 22, theme.ACCENT, bold=True), (28, 90))
        surface.blit(text("PLAYERS (2-5)", 22, theme.ACCENT, bold=True), (x0, 90))
        for index, row in enumerate(self.seat_rows):
            centre = (x0 + 16, row[0].rect.centery)
            colour = theme.team_colour(index)
            pygame.draw.circle(surface, colour, centre, 15)
            badge = text(str(index + 1), 22, theme.BACKGROUND, bold=True)
            surface.blit(badge, badge.get_rect(center=centre))
        note = self.problem or ("Each player builds an army in secret when the match starts; "
                                "AI seats pick legal moves at random for now.")
        surface.blit(text(note, 18, theme.DANGER if self.problem else theme.TEXT_DIM),
                     (x0, self.back_button.rect.y - 30))
        self.form.draw(surface)
        hints = key_hint_bar(HINTS, surface.get_width())
        surface.blit(hints, (0, surface.get_height() - hints.get_height()))
