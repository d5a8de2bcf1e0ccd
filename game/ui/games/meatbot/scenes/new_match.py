"""The new-match form: arena, seats (human or AI, name, colour) and the measure.

The measure is Twin (one Massacre for every jock and a Stomachs cap for every bot) or Single
(a pool of points each seat splits between Massacre and Stomachs in the build screen).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import theme
from game.ui.games.meatbot import TERRAIN
from game.ui.games.meatbot.scenes import measure_flow as measures
from game.ui.games.meatbot.scenes import setup_flow as flow
from game.ui.games.meatbot.scenes import setup_memory as memory
from game.ui.games.meatbot.scenes.setup_flow import SeatDraft
from game.ui.palette import COLOUR_BLIND_NAMES, NORMAL_NAMES, palette, team_style
from game.ui.render.hexmap import MapLayer
from game.ui.render.hud import panel
from game.ui.scenes.match_form import FORM_HINTS, MatchFormScene, seat_badge
from game.ui.text import text, wrap
from game.ui.widgets import (
    Button,
    Cycle,
    ListBox,
    Row,
    Stepper,
    Swatch,
    TextField,
    Widget,
    fit_text,
    heading,
)

if TYPE_CHECKING:
    from game.ui.app import App

IDLE_TERRAIN = frozenset(kind for kind, said in TERRAIN.items() if said is None)
"""The terrain Meatbot ignores, drawn muted in the arena preview."""
KIND_LABELS = ("Human", "AI")
LEVEL_LABELS = ("Easy", "Normal", "Hard")
MEASURE_LABELS = ("Twin", "Single")
SEAT_ROW = 46  # the most a seat row takes; many seats share the space more tightly
SEATS_TOP = 124
PROBLEM_LINES = 3
PROBLEM_STEP = 25
LEFT_WIDTH = 360


def _load_entries() -> list[Any]:
    from game.ui.user_maps import list_all_arenas

    return list_all_arenas(ruleset="meatbot")  # the shipped arenas, then the player's own


class NewMatchScene(MatchFormScene):
    """Fill in the match; Start goes to the build round (or straight in with only AIs)."""

    hints = FORM_HINTS

    def __init__(self, entries: list[Any] | None = None) -> None:
        super().__init__()
        self.entries = entries if entries is not None else _load_entries()
        self.seats: list[SeatDraft] = flow.default_seats()
        self.massacre = flow.DEFAULT_MASSACRE
        self.stomachs = flow.DEFAULT_STOMACHS
        self.measure_kind = measures.MEASURE_KINDS[0]
        self.points = measures.DEFAULT_POINTS
        self.arena_path: Path | None = None
        self.shown_entries: list[Any] = []
        self._thumbs: dict[tuple[str, int, int], pygame.Surface] = {}
        self._recalled = False

    # -- building the widgets -------------------------------------------------------------
    def attach(self, app: App) -> None:
        """Fill the form from the last set-up once, then build the widgets for the window."""
        pygame.key.start_text_input()
        if not self._recalled:
            self._recalled = True
            memory.recall(app, self)
        super().attach(app)

    def build_widgets(self) -> list[Widget]:
        """The arena list, the seat rows, the measure, presets, Back, + Add seat, Start."""
        self.arena_list = ListBox([], self._choose_arena, lambda i: self.form.move_focus(1),
                                  row_height=44, tooltip="Arenas with enough spawn points")
        self._refresh_arenas()
        self.seat_widgets: list[list[Any]] = [self._seat_row(i) for i in range(len(self.seats))]
        self.add_button = Button("+ Add seat", self.add_seat, "Add another bot (up to 8)",
                                 enabled=len(self.seats) < flow.MAX_SEATS, size=24)
        self.back_button = Button("Back", self.back, "Back to the title (Esc)")
        self.start_button = Button("Start", self.start, accent=True)
        return [self.arena_list, *(w for row in self.seat_widgets for w in row),
                *self._measure_widgets(), *self.presets, self.back_button, self.add_button,
                self.start_button]

    def rebuild(self) -> None:
        """Recreate every widget (after seats are added or removed, or the measure changes)
        and check the form again."""
        super().rebuild()
        self._check()

    def _measure_widgets(self) -> list[Any]:
        """The Twin/Single switch and the numbers of the chosen measure (presets are made
        here too, and go after them in the focus order)."""
        self.measure_box = Cycle("Measure", MEASURE_LABELS,
                                 measures.MEASURE_KINDS.index(self.measure_kind),
                                 self.set_measure, "Twin: one Massacre and a Stomachs cap for "
                                 "all. Single: each bot splits a pool of points.")
        self.massacre_box = Stepper("Massacre", self.massacre, *flow.MASSACRE_RANGE,
                                    self._set_massacre, "Dice each jock may pick per round")
        self.stomachs_box = Stepper("Stomachs", self.stomachs, *flow.STOMACHS_RANGE,
                                    self._set_stomachs, "Stomachs each bot may fill at build")
        self.points_box = Stepper("Points", self.points, *measures.POINTS_RANGE,
                                  self._set_points, "Each jock's pool: Massacre (at least 2) "
                                  "plus Stomachs filled, chosen in the build screen")
        self.presets = [Button(measures.preset_label(p), lambda p=p: self.use_preset(p),
                               f"Beginner suggestion. {p.summary}", size=22)
                        for p in measures.presets()]
        if self.is_single:
            return [self.measure_box, self.points_box]
        return [self.measure_box, self.massacre_box, self.stomachs_box]

    @property
    def is_single(self) -> bool:
        """True when the form is set to the Single Measure."""
        return self.measure_kind == "single"

    def _seat_row(self, index: int) -> list[Any]:
        seat = self.seats[index]
        colour_blind = self.app.settings.colour_blind_palette
        names = COLOUR_BLIND_NAMES if colour_blind else NORMAL_NAMES
        swatch = Swatch(palette(colour_blind), names, seat.colour,
                        lambda c, i=index: self._edit(i, colour=c),
                        lambda i=index: {s.colour for j, s in enumerate(self.seats) if j != i},
                        tooltip="Team colour (each bot also has its own shape and letter)")
        name = TextField(seat.name, lambda v, i=index: self._edit(i, name=v),
                         flow.NAME_LENGTH, "Type the jock's name", placeholder="name")
        kind = Cycle("", KIND_LABELS, flow.KINDS.index(seat.kind),
                     lambda k, i=index: self._edit(i, kind=flow.KINDS[k]),
                     "A person at this screen, or the computer")
        level = Cycle("", LEVEL_LABELS, flow.LEVELS.index(seat.level),
                      lambda k, i=index: self._edit(i, level=flow.LEVELS[k]),
                      "How hard the computer plays this seat")
        level.enabled = seat.is_ai
        remove = Button("x", lambda i=index: self.remove_seat(i), "Remove this seat",
                        enabled=len(self.seats) > flow.MIN_SEATS, size=26)
        return [swatch, name, kind, level, remove]

    def _refresh_arenas(self) -> None:
        """List the arenas that fit the seat count; keep the choice if it still fits."""
        self.shown_entries = [e for e in self.entries if flow.arena_fits(e, len(self.seats))]
        rows = [self._arena_row(e) for e in self.shown_entries]
        self.arena_list.rows = rows
        paths = [Path(e.path) for e in self.shown_entries]
        good = [i for i, e in enumerate(self.shown_entries) if e.arena is not None]
        if self.arena_path in paths and self.shown_entries[paths.index(self.arena_path)].arena:
            self.arena_list.selected = paths.index(self.arena_path)
        elif good:
            standard = [i for i in good if "standard" in Path(paths[i]).name]
            self.arena_list.selected = (standard or good)[0]
            self.arena_path = paths[self.arena_list.selected]
        else:
            self.arena_path = None

    @staticmethod
    def _arena_row(entry: Any) -> Row:
        if entry.arena is None:
            problem = getattr(entry.error, "problem", None) or str(entry.error)
            return Row(Path(entry.path).name, "broken", False, f"Broken map: {problem}")
        arena = entry.arena
        return Row(arena.name, f"{len(arena.spawns)} spawns",
                   tooltip=f"{arena.cols} x {arena.rows} hexes, {len(arena.spawns)} spawn "
                           f"points ({Path(entry.path).name})")

    def layout(self) -> None:
        """Place everything: the measure block hangs from the Back/Start row, and the seat
        rows share what is left above it (tighter rows when there are many seats)."""
        width, height = self.app.screen.get_size()
        left = pygame.Rect(28, 96, LEFT_WIDTH, height - 96 - 50)
        self.arena_list.rect = pygame.Rect(left.x, left.y, left.width, left.height // 2 - 8)
        self.preview_rect = pygame.Rect(left.x, self.arena_list.rect.bottom + 12, left.width,
                                        left.bottom - self.arena_list.rect.bottom - 12)
        x0 = left.right + 28
        right_width = width - x0 - 28
        bottom = left.bottom - 46
        self.back_button.rect = pygame.Rect(x0, bottom, 160, 46)
        self.add_button.rect = pygame.Rect(x0 + 172, bottom, 180, 46)
        self.start_button.rect = pygame.Rect(width - 28 - 240, bottom, 240, 46)
        self.problem_y = bottom - 8 - PROBLEM_LINES * PROBLEM_STEP
        preset_y = self.problem_y - 10 - 34
        measure_y = preset_y - 8 - 44
        self._place_measure(x0, measure_y, right_width)
        slot = (right_width - 8 * (len(self.presets) - 1)) // len(self.presets)
        for i, button in enumerate(self.presets):
            button.rect = pygame.Rect(x0 + i * (slot + 8), preset_y, slot, 34)
        step = min(SEAT_ROW, (measure_y - 12 - SEATS_TOP) // len(self.seat_widgets))
        for i, row in enumerate(self.seat_widgets):
            self._place_seat_row(row, x0, SEATS_TOP + i * step, right_width, step - 8)

    def _place_measure(self, x0: int, y: int, width: int) -> None:
        third = (width - 16) // 3
        self.measure_box.rect = pygame.Rect(x0, y, third, 44)
        self.massacre_box.rect = pygame.Rect(x0 + third + 8, y, third, 44)
        self.stomachs_box.rect = pygame.Rect(x0 + 2 * (third + 8), y, third, 44)
        self.points_box.rect = pygame.Rect(x0 + third + 8, y, width - third - 8, 44)

    @staticmethod
    def _place_seat_row(row: list[Any], x0: int, y: int, width: int, height: int) -> None:
        x = x0 + 40
        widths = (132, max(150, width - 40 - 132 - 2 * 150 - 44 - 4 * 8), 150, 150, 44)
        for widget, w in zip(row, widths, strict=True):
            widget.rect = pygame.Rect(x, y, w, height)
            x += w + 8

    # -- edits ----------------------------------------------------------------------------
    def _edit(self, index: int, **changes: Any) -> None:
        seat = self.seats[index]
        if "name" in changes:
            changes["name"] = changes["name"][:flow.NAME_LENGTH]
        self.seats[index] = SeatDraft(**{**seat.__dict__, **changes})
        if "kind" in changes:
            self.seat_widgets[index][3].enabled = self.seats[index].is_ai
        self._check()

    def add_seat(self) -> None:
        """One more (AI) seat, up to eight."""
        if len(self.seats) < flow.MAX_SEATS:
            self.seats.append(flow.next_seat(self.seats))
            self.rebuild()

    def remove_seat(self, index: int) -> None:
        """Drop a seat (at least two stay)."""
        if len(self.seats) > flow.MIN_SEATS:
            del self.seats[index]
            self.rebuild()

    def _set_massacre(self, value: int) -> None:
        self.massacre = value
        self._check()

    def _set_stomachs(self, value: int) -> None:
        self.stomachs = value
        self._check()

    def _set_points(self, value: int) -> None:
        self.points = value
        self._check()

    def set_measure(self, index: int) -> None:
        """Switch between the Twin (0) and the Single (1) Measure."""
        kind = measures.MEASURE_KINDS[index % len(measures.MEASURE_KINDS)]
        if kind != self.measure_kind:
            self.measure_kind = kind
            self.rebuild()

    def preset(self, massacre: int, stomachs: int) -> None:
        """Use a Twin Measure pair (such as one of the rulebook's beginner pairs)."""
        self.set_measure(0)
        self.massacre_box.set(massacre)
        self.stomachs_box.set(stomachs)

    def use_preset(self, preset: Any) -> None:
        """Use one of the rulebook's beginner suggestions (Twin pair or Single pool)."""
        measure = preset.measure
        if hasattr(measure, "points"):
            self.set_measure(1)
            self.points_box.set(measure.points)
        else:
            self.preset(measure.massacre, measure.stomachs)

    def _choose_arena(self, index: int) -> None:
        entry = self.shown_entries[index]
        self.arena_path = Path(entry.path) if entry.arena is not None else None
        self._check()

    def selected_entry(self) -> Any:
        """The arena entry chosen in the list (None if the choice is broken or missing)."""
        paths = [Path(e.path) for e in self.shown_entries]
        if self.arena_path in paths:
            return self.shown_entries[paths.index(self.arena_path)]
        return None

    def problems(self) -> list[str]:
        """Why the form cannot start yet."""
        return flow.form_problems(self.selected_entry(), self.seats, self.massacre,
                                  self.stomachs) + measures.measure_problems(self.measure_kind,
                                                                             self.points)

    def measure(self) -> Any:
        """The measure chosen (a TwinMeasure or a SingleMeasure)."""
        return measures.chosen_measure(self.measure_kind, self.massacre, self.stomachs,
                                       self.points)

    def _check(self) -> None:
        problems = self.problems()
        humans = sum(1 for seat in self.seats if not seat.is_ai)
        self.start_button.label = "Build bots" if humans else "Start match"
        self.start_button.enabled = not problems
        self.start_button.tooltip = problems[0] if problems else (
            "Each human builds a bot next" if humans else "Straight into the arena")

    # -- actions --------------------------------------------------------------------------
    def back(self) -> None:
        """Back to the title."""
        pygame.key.stop_text_input()
        self.app.pop()

    def start(self) -> bool:
        """Go to the build round; False (with an error sound) if the form is not ready."""
        if self.problems() or self.arena_path is None:
            self.app.play("ui_error")
            return False
        memory.remember(self.app, self)
        if self.is_single:
            measures.SingleMeasureFlow(self.app, str(self.arena_path), self.seats,
                                       self.points).start()
        else:
            flow.BuildFlow(self.app, str(self.arena_path), self.seats, self.massacre,
                           self.stomachs).start()
        return True

    # -- drawing --------------------------------------------------------------------------
    def draw_page(self, surface: pygame.Surface) -> None:
        """Heading, section titles, seat numbers, the preview and the problems."""
        heading(surface, "New match", f"Meatbot Massacre  \u00b7  {self.measure().label}")
        x0 = self.arena_list.rect.right + 28
        surface.blit(text("ARENA", 22, theme.ACCENT, bold=True), (28, 84))
        surface.blit(text("SEATS", 22, theme.ACCENT, bold=True), (x0, 84))
        if self.seat_widgets:
            for widget, label in zip(self.seat_widgets[0][:4], ("Colour", "Name", "Player",
                                                                "AI level"), strict=True):
                surface.blit(text(label, 20, theme.TEXT_DIM), (widget.rect.x + 4, 104))
        self._draw_seat_badges(surface, x0)
        self._draw_preview(surface)
        self._draw_problems(surface, x0)

    def _draw_seat_badges(self, surface: pygame.Surface, x0: int) -> None:
        colour_blind = self.app.settings.colour_blind_palette
        for index, row in enumerate(self.seat_widgets):
            style = team_style(self.seats[index].colour, colour_blind)
            seat_badge(surface, (x0 + 16, row[0].rect.centery), index + 1, style.colour, 24)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        area = self.preview_rect
        surface.blit(panel(area.size, alpha=255), area)
        entry = self.selected_entry()
        chosen_row = self.arena_list.selected
        if entry is None and self.shown_entries and chosen_row < len(self.shown_entries):
            broken = self.shown_entries[chosen_row]
            if broken.arena is None:
                problem = getattr(broken.error, "problem", None) or str(broken.error)
                lines = wrap(f"This map is broken: {problem}", 22, area.width - 24)
                for i, line in enumerate(lines[:6]):
                    surface.blit(text(line, 22, theme.DANGER), (area.x + 12, area.y + 12 + i * 22))
            return
        if entry is None:
            surface.blit(text("No arena fits these seats", 24, theme.TEXT_DIM),
                         (area.x + 12, area.y + 12))
            return
        key = (str(entry.path), area.width, area.height)
        if key not in self._thumbs:
            layer = MapLayer(entry.arena, self.app.tiles, muted=IDLE_TERRAIN)
            self._thumbs[key] = layer.thumbnail((area.width - 16, area.height - 44))
        thumb = self._thumbs[key]
        surface.blit(thumb, thumb.get_rect(midtop=(area.centerx, area.y + 8)))
        caption = text(f"{entry.arena.name}  \u00b7  {len(entry.arena.spawns)} spawns", 22,
                       theme.TEXT)
        surface.blit(caption, caption.get_rect(midbottom=(area.centerx, area.bottom - 8)))

    def _draw_problems(self, surface: pygame.Surface, x0: int) -> None:
        problems = self.problems()
        if not problems:
            ok = text("Ready. " + self.start_button.tooltip + ".", 24, theme.TEXT_DIM)
            surface.blit(ok, (x0, self.problem_y))
            if self.is_single:
                note = (f"Each human splits {self.points} points in the build screen; "
                        "AIs split theirs in secret as the battle opens.")
                surface.blit(fit_text(note, 22, theme.TEXT_DIM, surface.get_width() - x0 - 28),
                             (x0, self.problem_y + 28))
            return
        room = surface.get_width() - x0 - 28
        for i, problem in enumerate(problems[:PROBLEM_LINES]):
            surface.blit(fit_text(problem, 24, theme.DANGER, room),
                         (x0, self.problem_y + i * PROBLEM_STEP))
