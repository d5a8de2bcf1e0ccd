"""The MetalKrushers New match form: scenario, seats (human or AI), Krushers per team,
optional rules and the arena (maps whose ``rulesets`` property lists metalkrushers)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.ui import navigator, theme
from game.ui.battle.seats import SeatConfig
from game.ui.games.metalkrushers.session_setup import (
    DEFAULT_ARENA,
    OPTION_NAMES,
    SCENARIOS,
    TEAM_ARENA,
    MatchPlan,
    new_session,
)
from game.ui.scenes.match_form import FORM_HINTS, MatchFormScene
from game.ui.text import text, wrap
from game.ui.widget_base import heading
from game.ui.widgets import Button, Cycle, Stepper, Toggle, Widget

SCENARIO_NOTES = {
    "duel": "Arena Rules duel: two Krushers, one each. Armament Balance is checked: the "
            "items and program must total IM 0. Each player designs a Krusher first "
            "(in secret when two humans play), then the fight starts.",
    "open": "Open Combat: every player fields one Krusher, everyone against everyone, "
            "with no balance check on the designs.",
    "team": "Team Play: each player fields a side of several Krushers (Per team). Sides "
            "roll initiative together; the side that wins may hold one Krusher back to "
            "move last. Balance is checked.",
    "pickup": "Pick-Up: Krushers enter with empty hands and the flexible program; a turn "
              "spent on a pick-up hex rolls the Random Armament Chart for a hand.",
}
SEAT_NAMES = ("Nina", "Red", "Ortiz", "Kai", "Mags", "Bolt", "Vex", "Juno")
LEVELS = ("easy", "normal", "hard")
LEVEL_LABELS = ("AI easy", "AI normal", "AI hard")
LEVELS_TOP = 300
"""Where the AI seats' level choices start, under the scenario note."""
LEVEL_TIP = ("How well this AI seat plays: easy picks at random, normal by sound tactics, "
             "hard also searches its moves and blows ahead")


def krusher_arenas() -> list[Any]:
    """The loaded arenas that list metalkrushers among their rulesets."""
    from game.ui.user_maps import list_all_arenas

    return [e for e in list_all_arenas()
            if e.ok and "metalkrushers" in getattr(e.arena, "rulesets", ())]


class NewMatchScene(MatchFormScene):
    """Choose the match; Start goes to the battle (construction comes first there)."""

    hints = FORM_HINTS

    def __init__(self) -> None:
        super().__init__()
        self.plan = MatchPlan()
        self.arenas = krusher_arenas()
        self.arena_index = self._arena_named(DEFAULT_ARENA)
        self.humans = 1
        self.players = 2
        self.levels = ["normal"] * len(SEAT_NAMES)
        """The AI level of each seat (used while the seat is not a human's)."""

    def build_widgets(self) -> list[Widget]:
        """The options column, one AI level per AI seat, Back and Start."""
        names = [label for _, label in SCENARIOS]
        keys = [key for key, _ in SCENARIOS]
        self.option_widgets: list[Widget] = [
            Cycle("Scenario", names, keys.index(self.plan.scenario), self._scenario,
                  "Duel: two Krushers, IM must balance. Open: everyone for themselves. "
                  "Team: sides of several Krushers. Pick-Up: arm yourselves in the arena."),
            Stepper("Players", self.players, 2, 8, self._players,
                    "Seats in the match (a duel is always two)"),
            Stepper("Humans", self.humans, 0, self.players, self._humans,
                    "Local humans (the rest are AI)"),
            Stepper("Per team", self.plan.per_team, 1, 5, self._per_team,
                    "Krushers per side (Team Play only)"),
            Cycle("Arena", [e.name for e in self.arenas] or ["(none)"], self.arena_index,
                  self._arena, "Arenas made for MetalKrushers (maps whose rulesets property "
                  "lists metalkrushers)"),
        ]
        players = self.option_widgets[1]
        players.enabled, players.disabled_value = self.plan.scenario != "duel", "2"
        self.option_widgets[3].enabled = self.plan.scenario == "team"
        self.option_widgets += [Toggle(label, self.plan.options.get(key, False),
                                       lambda v, k=key: self._option(k, v),
                                       f"Optional rule: {label}")
                                for key, label in OPTION_NAMES]
        self.level_cycles = [
            Cycle(SEAT_NAMES[seat], LEVEL_LABELS, LEVELS.index(self.levels[seat]),
                  lambda k, i=seat: self._level(i, k), LEVEL_TIP, label_size=22)
            for seat in range(self.humans, self.players)]
        self.back_button = Button("Back", self.back, "Esc")
        self.start_button = Button("Start", self.begin, accent=True)
        return [*self.option_widgets, *self.level_cycles, self.back_button, self.start_button]

    def layout(self) -> None:
        """Options down the left, AI levels in two columns on the right, Back and Start."""
        width, height = self.app.screen.get_size()
        column = min(600, width - 80)
        for row, widget in enumerate(self.option_widgets):
            widget.rect = pygame.Rect(40, 92 + row * 50, column, 42)
        right = min(680, width - 260)
        half = (width - right - 50) // 2
        for index, cycle in enumerate(self.level_cycles):
            cycle.rect = pygame.Rect(right + (index % 2) * (half + 10),
                                     LEVELS_TOP + (index // 2) * 48, half, 42)
        self.back_button.rect = pygame.Rect(40, height - 96, 160, 48)  # over the key hints
        self.start_button.rect = pygame.Rect(width - 220, height - 96, 180, 48)

    def back(self) -> None:
        """Back to the title."""
        navigator.to_title(self.app)

    def _arena_named(self, path: str) -> int:
        """The index of the shipped arena at ``path`` (0 if it is not listed)."""
        wanted = Path(path).name
        return next((i for i, e in enumerate(self.arenas) if Path(e.path).name == wanted), 0)

    def _scenario(self, index: int) -> None:
        self.plan.scenario = SCENARIOS[index][0]
        self.arena_index = self._arena_named(TEAM_ARENA if self.plan.scenario == "team"
                                             else DEFAULT_ARENA)
        if self.plan.scenario == "duel":
            self.players = 2
        self.rebuild()

    def _players(self, value: int) -> None:
        self.players = value
        self.humans = min(self.humans, value)
        self.rebuild()

    def _humans(self, value: int) -> None:
        self.humans = value
        self.rebuild()

    def _level(self, seat: int, index: int) -> None:
        self.levels[seat] = LEVELS[index]

    def _per_team(self, value: int) -> None:
        self.plan.per_team = value

    def _arena(self, index: int) -> None:
        self.arena_index = index

    def _option(self, key: str, value: bool) -> None:
        self.plan.options[key] = value

    def seats(self) -> list[SeatConfig]:
        """The seats: humans first, then AIs."""
        return [SeatConfig(SEAT_NAMES[i], "human" if i < self.humans else "ai", self.levels[i],
                           i) for i in range(self.players)]

    def begin(self) -> None:
        """Start the match, or say why it cannot start."""
        if not self.arenas:
            self.problem = "No arena lists metalkrushers in its rulesets property."
            return
        self.plan.seats = self.seats()
        self.plan.arena_path = str(self.arenas[self.arena_index].path)
        try:
            session = new_session(self.plan, seed=int(pygame.time.get_ticks()) + 1)
        except ValueError as error:
            self.problem = str(error)[:110]
            return
        navigator.go_to_battle(self.app, navigator.battle_scene(session))

    def draw_page(self, surface: pygame.Surface) -> None:
        """Title, the scenario's note, the AI seats' title and any problem."""
        heading(surface, "New match", "MetalKrushers")
        right = min(680, surface.get_width() - 260)
        for row, line in enumerate(wrap(SCENARIO_NOTES[self.plan.scenario], 20,
                                        surface.get_width() - right - 40)):
            surface.blit(text(line, 20, theme.TEXT), (right, 96 + 26 * row))
        if self.level_cycles:
            surface.blit(text("AI seats", 22, theme.TEXT_DIM, bold=True),
                         (right, LEVELS_TOP - 32))
        if self.problem:
            for row, line in enumerate(wrap(self.problem, 18, surface.get_width() - 80)[:2]):
                surface.blit(text(line, 18, theme.DANGER),
                             (40, surface.get_height() - 130 + 22 * row))
