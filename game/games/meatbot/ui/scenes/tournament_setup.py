"""Setting up a tournament: its name, format, measure and arena, and 2-8 fighters.

Start walks the fighters through their starting builds under the measure (humans in the shop,
one at a time behind a hand-off screen when there are several; AI seats choose for themselves),
then saves the new tournament and opens its home screen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import paths
from game.games.meatbot.rules.measure import BEGINNER_PRESETS, Measure, SingleMeasure, TwinMeasure
from game.games.meatbot.rules.tournament import FORMAT_NAMES, FORMATS, new_tournament
from game.games.meatbot.rules.tournament_fighters import (
    AI_LEVELS,
    Fighter,
    Seat,
)
from game.games.meatbot.ui.scenes import tournament_store as store
from game.games.meatbot.ui.scenes.tournament_match import MatchRunner
from game.ui import theme
from game.ui.palette import team_style
from game.ui.render.hud import text_block
from game.ui.scenes.match_form import FORM_HINTS, MatchFormScene
from game.ui.text import text
from game.ui.widgets import Button, Cycle, Stepper, TextField, Widget, heading

if TYPE_CHECKING:
    from game.ui.app import App

ROSTER = ("Red", "Nina", "Jet", "Mako", "Gristle", "Vex", "Tonk", "Brisket")
MAX_FIGHTERS = 8
ROW = 50


@dataclass(frozen=True)
class Entrant:
    """A fighter as the form edits it."""

    name: str
    ai: bool = True
    level: str = "normal"
    colour: int = 0

    @property
    def seat(self) -> Seat:
        """The seat this entrant plays from."""
        return Seat("ai" if self.ai else "human", self.level)


def default_entrants() -> list[Entrant]:
    """One human and three normal AIs."""
    return [Entrant(ROSTER[0], False, "normal", 0)] + [Entrant(ROSTER[i], True, "normal", i)
                                                       for i in (1, 2, 3)]


def setup_problems(entrants: list[Entrant], arena_path: str | None) -> list[str]:
    """Why the form cannot start a tournament yet (empty when it can)."""
    found = []
    names = [e.name.strip() for e in entrants]
    if any(not n for n in names):
        found.append("every fighter needs a name")
    if len({n.lower() for n in names}) != len(names):
        found.append("two fighters share a name")
    if not 2 <= len(entrants) <= MAX_FIGHTERS:
        found.append(f"a tournament needs 2-{MAX_FIGHTERS} fighters")
    if arena_path is None:
        found.append("no arena has enough spawn points for this format")
    return found


def preset_label(measure: Measure) -> str:
    """A preset's short button label: 'M5 / S3' or '7 points'."""
    if isinstance(measure, TwinMeasure):
        return f"M{measure.massacre} / S{measure.stomachs}"
    return f"{measure.points} points"


def explain(format_name: str, measure: Measure) -> str:
    """What the chosen format and measure mean, in a few words."""
    if format_name == "grudge":
        what = "Grudge Match: one-on-one knock-out heats; byes fill an uneven field. "
    else:
        what = "Battle Royale: everyone in every match, one match per fighter. "
    if isinstance(measure, TwinMeasure):
        how = (f"Every jock starts at Massacre {measure.massacre} and may fill "
               f"{measure.stomachs} Stomachs.")
    else:
        how = (f"Every jock gets {measure.points} points for Massacre (at least 2) plus "
               "filled Stomachs.")
    return what + how + " Fans change that from match to match."


def _entries() -> list[Any]:
    from game.ui.user_maps import list_all_arenas

    return [e for e in list_all_arenas(ruleset="meatbot") if e.arena is not None]


class TournamentSetupScene(MatchFormScene):
    """The form; Start builds every fighter and opens the tournament."""

    hints = FORM_HINTS

    def __init__(self, entries: list[Any] | None = None, runner: MatchRunner | None = None,
                 seed: int | None = None) -> None:
        super().__init__()
        self.entries = entries if entries is not None else _entries()
        self.runner = runner
        self.seed = seed if seed is not None else random.randrange(1, 1_000_000)
        self.name = "Meat Cup"
        self.format = 0
        self.measure: Measure = BEGINNER_PRESETS[1].measure
        self.entrants = default_entrants()
        self.arena = 0
        self.message = ""

    def attach(self, app: App) -> None:
        """Build the widgets, with typing on for the names."""
        pygame.key.start_text_input()
        super().attach(app)

    # -- state ---------------------------------------------------------------------------------
    def arenas(self) -> list[Any]:
        """Arena entries with enough spawns for the format and the field."""
        need = 2 if FORMATS[self.format] == "grudge" else len(self.entrants)
        return [e for e in self.entries if len(e.arena.spawns) >= need]

    def arena_path(self) -> str | None:
        """The chosen arena's file, if any fits."""
        fitting = self.arenas()
        return str(fitting[self.arena % len(fitting)].path) if fitting else None

    def problems(self) -> list[str]:
        """Why Start is not possible yet."""
        return setup_problems(self.entrants, self.arena_path()) + self.measure.problems()

    # -- widgets ---------------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Recreate the widgets (after a change of rows or measure), then say what blocks Start."""
        super().rebuild()
        self._check()

    def build_widgets(self) -> list[Widget]:
        """Name, format, measure, arena, a row per fighter, then + Add, Back and Start."""
        widgets: list[Any] = [TextField(self.name, self._rename, 24, "The tournament's name"),
                              Cycle("Format", [FORMAT_NAMES[f] for f in FORMATS], self.format,
                                    self._set_format, "Grudge Match: knock-out duels. Battle "
                                    "Royale: everyone in every match.")]
        widgets += self._measure_widgets()
        fitting = self.arenas()
        widgets.append(Cycle("Arena", [e.arena.name for e in fitting] or ["(none fits)"],
                             self.arena, self._set_arena, "Arenas with enough spawn points"))
        for index in range(len(self.entrants)):
            widgets += self._entrant_widgets(index)
        self.add_button = Button("+ Add fighter", self.add, "Up to eight fighters",
                                 enabled=len(self.entrants) < MAX_FIGHTERS, size=24)
        self.back_button = Button("Back", self.back, "Back (Esc)")
        self.start_button = Button("Start", self.start, accent=True)
        return [*widgets, self.add_button, self.back_button, self.start_button]

    def _measure_widgets(self) -> list[Any]:
        twin = isinstance(self.measure, TwinMeasure)
        widgets: list[Any] = [Cycle("Measure", ["Twin", "Single"], 0 if twin else 1,
                                    self._set_measure_kind, "Twin: fixed Massacre and a "
                                    "Stomachs cap. Single: one pool of points for both.")]
        if isinstance(self.measure, TwinMeasure):
            widgets += [Stepper("Massacre", self.measure.massacre, 2, 10, self._set_massacre,
                                "Every jock's Massacre"),
                        Stepper("Stomachs", self.measure.stomachs, 0, 10, self._set_stomachs,
                                "Stomachs each bot may fill at the start")]
        else:
            widgets.append(Stepper("Points", self.measure.points, 2, 20, self._set_points,
                                   "Points for Massacre plus Stomachs"))
        widgets += [Button(preset_label(p.measure), lambda p=p: self._preset(p.measure),
                           f"Beginner preset, {p.measure.label}. {p.summary}", size=22)
                    for p in BEGINNER_PRESETS]
        return widgets

    def _entrant_widgets(self, index: int) -> list[Any]:
        entrant = self.entrants[index]
        return [TextField(entrant.name, lambda v, i=index: self._edit(i, name=v), 14,
                          "Fighter's name"),
                Cycle("", ["Human", "AI"], int(entrant.ai),
                      lambda v, i=index: self._edit(i, ai=bool(v)), "Who plays this fighter"),
                Cycle("", [level.capitalize() for level in AI_LEVELS],
                      AI_LEVELS.index(entrant.level),
                      lambda v, i=index: self._edit(i, level=AI_LEVELS[v]), "AI strength"),
                Button("x", lambda i=index: self.remove(i), "Remove this fighter",
                       enabled=len(self.entrants) > 2, size=24)]

    def layout(self) -> None:
        """Settings down the left, fighters on the right, Back and Start at the bottom."""
        width, height = self.app.screen.get_size()
        left = self.form.widgets[:-3 - 4 * len(self.entrants)]
        column = min(520, width // 2 - 56)
        y = 100
        presets = [w for w in left if isinstance(w, Button)]
        pw = (column - 3 * 8) // 4
        for widget in left:
            if widget in presets:
                slot = presets.index(widget)
                widget.rect = pygame.Rect(28 + slot * (pw + 8), y, pw, 38)
                y += 46 if slot == len(presets) - 1 else 0
                continue
            widget.rect = pygame.Rect(28, y, column, 42)
            y += 50
        self._about = pygame.Rect(28, y + 8, column, 0)
        self._entrant_layout(width // 2 + 20, width - width // 2 - 48)
        self.back_button.rect = pygame.Rect(28, height - 96, 200, 46)
        self.start_button.rect = pygame.Rect(width - 268, height - 100, 240, 54)

    def _entrant_layout(self, x: int, width: int) -> None:
        rows = self.form.widgets[-3 - 4 * len(self.entrants):-3]
        for index in range(len(self.entrants)):
            name, kind, level, remove = rows[4 * index:4 * index + 4]
            y = 130 + index * ROW
            name.rect = pygame.Rect(x + 30, y, int(width * 0.30), 42)
            kind.rect = pygame.Rect(name.rect.right + 8, y, int(width * 0.27), 42)
            level.rect = pygame.Rect(kind.rect.right + 8, y, int(width * 0.25), 42)
            remove.rect = pygame.Rect(level.rect.right + 8, y, 36, 42)
            level.enabled = self.entrants[index].ai
        self.add_button.rect = pygame.Rect(x + 30, 130 + len(self.entrants) * ROW, 220, 40)

    # -- editing ---------------------------------------------------------------------------------
    def _rename(self, value: str) -> None:
        self.name = value

    def _set_format(self, index: int) -> None:
        self.format = index
        self.rebuild()

    def _set_arena(self, index: int) -> None:
        self.arena = index
        self._check()

    def _set_measure_kind(self, index: int) -> None:
        self.measure = TwinMeasure(3, 5) if index == 0 else SingleMeasure(7)
        self.rebuild()

    def _set_massacre(self, value: int) -> None:
        assert isinstance(self.measure, TwinMeasure)
        self.measure = replace(self.measure, massacre=value)

    def _set_stomachs(self, value: int) -> None:
        assert isinstance(self.measure, TwinMeasure)
        self.measure = replace(self.measure, stomachs=value)

    def _set_points(self, value: int) -> None:
        self.measure = SingleMeasure(value)

    def _preset(self, measure: Measure) -> None:
        self.measure = measure
        self.rebuild()

    def _edit(self, index: int, **changes: Any) -> None:
        self.entrants[index] = replace(self.entrants[index], **changes)
        if "ai" in changes:
            self.layout()  # the AI level is enabled only for an AI fighter
        self._check()

    def add(self) -> None:
        """Another AI fighter with a free name and colour."""
        names = {e.name.lower() for e in self.entrants}
        colours = {e.colour for e in self.entrants}
        name = next((n for n in ROSTER if n.lower() not in names), f"Bot {len(self.entrants)}")
        colour = next(c for c in range(MAX_FIGHTERS) if c not in colours)
        self.entrants.append(Entrant(name, True, "normal", colour))
        self.rebuild()

    def remove(self, index: int) -> None:
        """Drop a fighter (at least two stay)."""
        if len(self.entrants) > 2:
            del self.entrants[index]
            self.rebuild()

    def _check(self) -> None:
        problems = self.problems()
        self.message = "; ".join(problems)
        self.start_button.enabled = not problems
        self.start_button.tooltip = self.message or "Build the bots and begin"

    # -- starting --------------------------------------------------------------------------------
    def start(self) -> None:
        """Walk every fighter through its starting build, then open the tournament."""
        if self.problems():
            self.app.play("ui_error")
            return
        from game.games.meatbot.ui.scenes.tournament_builds import StartingBuilds

        StartingBuilds(self).next()

    def begin(self, fighters: list[Fighter]) -> None:
        """Every fighter is built: create, save and open the tournament."""
        path = self.arena_path()
        assert path is not None
        tournament = new_tournament(self.name.strip() or "Meat Cup", FORMATS[self.format],
                                    self.measure, fighters, _portable(path), self.seed)
        store.forget_match()
        store.save_tournament(tournament)
        from game.games.meatbot.ui.scenes.tournament_hub import TournamentHubScene

        self.app.replace(TournamentHubScene(tournament, self.runner))

    def handle_event(self, event: pygame.event.Event) -> None:
        """The form's handling; then what blocks Start, as an edit may have changed it."""
        super().handle_event(event)
        self._check()

    def draw_page(self, surface: pygame.Surface) -> None:
        """The heading, fighters' badges, what the format means and why Start is greyed."""
        width, height = surface.get_size()
        heading(surface, "New tournament", self.measure.label)
        x = width // 2 + 20
        surface.blit(text("Fighters", 26, theme.TEXT_DIM, bold=True), (x + 30, 98))
        for index, entrant in enumerate(self.entrants):
            style = team_style(entrant.colour)
            centre = (x + 12, 151 + index * ROW)
            pygame.draw.circle(surface, style.colour, centre, 11)
            letter = text(style.label, 18, theme.BACKGROUND, bold=True)
            surface.blit(letter, letter.get_rect(center=centre))
        about = text_block([(explain(FORMATS[self.format], self.measure), 22, theme.TEXT_DIM)],
                           self._about.width, framed=False, padding=4)
        surface.blit(about, self._about.topleft)
        if self.message:
            warn = text(self.message, 22, theme.DANGER)
            surface.blit(warn, warn.get_rect(bottomright=(width - 28, height - 110)))


def _portable(path: str) -> str:
    """A map under the game's folder as a relative path, so saves travel with the game."""
    root = paths.resource_root()
    try:
        return Path(path).resolve().relative_to(root).as_posix()
    except ValueError:
        return str(Path(path).resolve())
