"""The one New match screen every game uses: seats, arena, the game's options, Back and Start.

Left: the arena list (the shipped maps and the player's own, marked "Your map", followed as
the folders change) over a preview of the chosen map; a game without maps shows its own notes
there. Right: a row per seat (colour, name, human or AI, the AI's level, remove), the game's
options and beginner presets, a line of advice or what stops the start, and Back, + Add seat
and Start along the foot. The last set-up is remembered per game in the settings.

What differs between games comes through a ``game.ui.match_setup.GameSetup``.
"""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import navigator, setup_memory, theme
from game.ui.match_setup import LEVELS, NAME_LENGTH, GameSetup, MatchSetup, option_value
from game.ui.palette import COLOUR_BLIND_NAMES, NORMAL_NAMES, chosen_colour_blind, palette
from game.ui.render.hud import panel
from game.ui.scenes.match_form import FORM_HINTS, MatchFormScene, seat_badge
from game.ui.scenes.setup_arenas import ArenaShelf, broken_reason
from game.ui.scenes.setup_widgets import option_widget, place_grid, place_seat_row
from game.ui.setup_seats import (
    default_seats,
    next_seat,
    recolour,
    rename_for_palette,
    seat_problems,
)
from game.ui.text import text, wrap
from game.ui.widgets import Button, Cycle, ListBox, Swatch, TextField, Widget, fit_text, heading

if TYPE_CHECKING:
    from game.ui.app import App

LEFT_WIDTH = 360
SECTION_Y = 86
"""Where the section titles (ARENA, PLAYERS) sit, clear above the boxes under them."""
LIST_TOP = 118
COLUMN_LABELS_Y = 114
SEATS_TOP = 140
SEAT_ROW = 46
OPTION_ROW, OPTION_COLUMNS = 40, 2
NOTE_LINES, NOTE_STEP, NOTE_SIZE = 2, 22, 18
KIND_LABELS = ("Human", "AI")
LEVEL_LABELS = tuple(level.capitalize() for level in LEVELS)


class NewMatchScene(MatchFormScene):
    """Fill in the match; Start hands the set-up to the game."""

    hints = FORM_HINTS

    def __init__(self, hook: GameSetup, entries: list[Any] | None = None,
                 folders: tuple[Path, Path] | None = None) -> None:
        """``entries`` or ``folders`` (tests) replace the two real map folders."""
        super().__init__()
        self.hook = hook
        self.game = hook.game
        """The game this form sets up (F1 opens its rules)."""
        self.setup = MatchSetup(default_seats(hook.seat_bounds[0], hook.default_humans()),
                                None, hook.default_options())
        self.shelf = ArenaShelf(hook, entries, folders) if hook.uses_arena else None
        self.shown_entries: list[Any] = []
        self._recalled = False

    def attach(self, app: App) -> None:
        """Fill the form from the game's last set-up once, then build the widgets."""
        pygame.key.start_text_input()
        if not self._recalled:
            self._recalled = True
            setup_memory.recall(app, self.hook, self.setup)
            self.setup.seats = rename_for_palette(self.setup.seats)
            self._fit_seats()
        super().attach(app)

    # -- widgets ------------------------------------------------------------------------------
    def build_widgets(self) -> list[Widget]:
        """Arena list, seat rows, options, presets, Back, + Add seat, Start (focus order)."""
        fewest, most = self.seat_range()
        widgets: list[Widget] = []
        if self.shelf is not None:
            self.arena_list = ListBox([], self._choose_arena, lambda i: self.form.move_focus(1),
                                      row_height=44, tooltip="The arenas this game can use")
            self._refresh_arenas()
            widgets.append(self.arena_list)
        self.seat_rows = [self._seat_row(i) for i in range(len(self.setup.seats))]
        self.option_widgets = {spec.key: option_widget(spec, self._option(spec),
                                                       lambda v, k=spec.key: self.set_option(k, v))
                               for spec in self.hook.options
                               if self.hook.visible(self.setup, spec.key)}
        for key, widget in self.option_widgets.items():
            widget.enabled = self.hook.enabled(self.setup, key)
        self.preset_buttons = [Button(p.label, lambda p=p: self.use_preset(p), p.tip, size=22)
                               for p in self.hook.presets]
        self.add_button = Button("+ Add seat", self.add_seat, f"Up to {most} players",
                                 enabled=len(self.setup.seats) < most, size=24)
        self.back_button = Button("Back", self.back, "Back to the title (Esc)")
        self.start_button = Button("Start", self.start, accent=True)
        return [*widgets, *(w for row in self.seat_rows for w in row),
                *self.option_widgets.values(), *self.preset_buttons, self.back_button,
                self.add_button, self.start_button]

    def _seat_row(self, index: int) -> list[Widget]:
        seat = self.setup.seats[index]
        colour_blind = chosen_colour_blind()
        names = [n.capitalize() for n in (COLOUR_BLIND_NAMES if colour_blind else NORMAL_NAMES)]
        swatch = Swatch(palette(colour_blind), names, seat.colour,
                        lambda c, i=index: self.set_colour(i, c),
                        lambda i=index: {s.colour for j, s in enumerate(self.setup.seats)
                                         if j != i},
                        tooltip="Colour (each side also has its own shape and letter)")
        name = TextField(seat.name, lambda v, i=index: self.edit_seat(i, name=v), NAME_LENGTH,
                         "Type the player's name", placeholder="name")
        kind = Cycle("", KIND_LABELS, 1 if seat.is_ai else 0,
                     lambda k, i=index: self.edit_seat(i, kind=("human", "ai")[k]),
                     "A person at this screen, or the computer")
        level = Cycle("", LEVEL_LABELS, LEVELS.index(seat.level),
                      lambda k, i=index: self.edit_seat(i, level=LEVELS[k]), self.hook.level_tip)
        level.enabled = seat.is_ai
        remove = Button("x", lambda i=index: self.remove_seat(i), "Remove this seat",
                        enabled=len(self.setup.seats) > self.seat_range()[0], size=26)
        return [swatch, name, kind, level, remove]

    def _option(self, spec: Any) -> Any:
        return option_value(spec, self.setup.options)

    def rebuild(self) -> None:
        """Recreate the widgets and check the form again."""
        super().rebuild()
        self._check()

    # -- arenas -------------------------------------------------------------------------------
    def _refresh_arenas(self) -> None:
        """List the arenas that fit the seats; keep the choice while it is listed."""
        assert self.shelf is not None
        self.shown_entries = self.shelf.fitting(len(self.setup.seats))
        self.arena_list.rows = [self.shelf.row(e) for e in self.shown_entries]
        paths = [str(e.path) for e in self.shown_entries]
        if self.setup.arena not in paths:
            good = [i for i, e in enumerate(self.shown_entries) if e.arena is not None]
            wanted = self.hook.preferred_arena(self.setup)
            liked = [i for i in good if wanted and wanted in Path(paths[i]).name]
            self.setup.arena = paths[(liked or good)[0]] if good else None
        if self.setup.arena in paths:
            self.arena_list.selected = paths.index(self.setup.arena)
            self.arena_list.reveal(self.arena_list.selected)

    def _choose_arena(self, index: int) -> None:
        self.setup.arena = str(self.shown_entries[index].path)
        self._check()

    def selected_entry(self) -> Any:
        """The chosen arena's entry (possibly broken; None when none is chosen)."""
        return next((e for e in self.shown_entries if str(e.path) == self.setup.arena), None)

    # -- edits --------------------------------------------------------------------------------
    def seat_range(self) -> tuple[int, int]:
        """The fewest and most seats the game's options allow now."""
        return self.hook.seat_range(self.setup)

    def _fit_seats(self) -> None:
        fewest, most = self.seat_range()
        del self.setup.seats[most:]
        while len(self.setup.seats) < fewest:
            self.setup.seats.append(next_seat(self.setup.seats))

    def edit_seat(self, index: int, **changes: Any) -> None:
        """Change a seat's name, kind or level."""
        seat = self.setup.seats[index]
        seat.name = changes.get("name", seat.name)[:NAME_LENGTH]
        seat.kind = changes.get("kind", seat.kind)
        seat.level = changes.get("level", seat.level)
        if "kind" in changes:
            self.seat_rows[index][3].enabled = seat.is_ai
        self._check()

    def set_colour(self, index: int, colour: int) -> None:
        """A seat's new colour (a colour-named seat takes the new colour's name)."""
        self.setup.seats[index] = recolour(self.setup.seats[index], colour)
        self.rebuild()

    def add_seat(self) -> None:
        """One more AI seat, in a free colour."""
        if len(self.setup.seats) < self.seat_range()[1]:
            self.setup.seats.append(next_seat(self.setup.seats))
            self.rebuild()

    def remove_seat(self, index: int) -> None:
        """Drop a seat (never below the fewest)."""
        if len(self.setup.seats) > self.seat_range()[0]:
            del self.setup.seats[index]
            self.rebuild()

    def set_option(self, key: str, value: Any) -> None:
        """Set a game option; the game fits seats and arena to it."""
        self.setup.options[key] = value
        self.hook.adjust(self.setup, key)
        self._fit_seats()
        self.rebuild()

    def use_preset(self, preset: Any) -> None:
        """Set every option the preset names."""
        self.setup.options.update(preset.values)
        for key in preset.values:
            self.hook.adjust(self.setup, key)
        self._fit_seats()
        self.rebuild()

    def page_look(self) -> Hashable:
        """The page changes on keys and clicks (which redraw everything) and when the map
        folders change (which rebuilds the widgets)."""
        return self.rebuilds, self.problem, len(self.shown_entries)

    def update(self, dt: float) -> None:
        """Tooltips, and the arena list follows the map folders."""
        super().update(dt)
        if self.shelf is not None and self.shelf.poll(dt):
            self.rebuild()

    # -- checks and start ---------------------------------------------------------------------
    def problems(self) -> list[str]:
        """Everything that stops the start (empty: ready)."""
        found = []
        entry = self.selected_entry() if self.shelf is not None else None
        if self.shelf is not None and (entry is None or entry.arena is None):
            found.append("Choose an arena that opens." if entry is None else
                         f"This map is broken: {broken_reason(entry)}")
        found += seat_problems(self.setup.seats, self.seat_range())
        return found + self.hook.problems(self.setup, entry)

    def _check(self) -> None:
        self.problem = ""  # a refusal from the last Start no longer holds after an edit
        problems = self.problems()
        label, tip = self.hook.start_label(self.setup)
        self.start_button.label = label
        self.start_button.enabled = not problems
        self.start_button.tooltip = problems[0] if problems else tip

    def start(self) -> bool:
        """Remember the set-up and start the match; False (with an error sound) if the form
        is not ready or the game refused it (the reason is shown)."""
        if self.problems():
            self.app.play("ui_error")
            return False
        setup_memory.remember(self.app, self.hook.game, self.setup)
        self.problem = self.hook.start(self.app, self.setup)
        if self.problem:
            self.app.play("ui_error")
        return not self.problem

    def back(self) -> None:
        """Back to the title."""
        pygame.key.stop_text_input()

        navigator.to_title(self.app)

    # -- layout -------------------------------------------------------------------------------
    def left_column(self) -> pygame.Rect:
        """The arena list and preview (or the game's notes)."""
        height = self.app.screen.get_height()
        return pygame.Rect(28, LIST_TOP, LEFT_WIDTH, height - LIST_TOP - 50)

    def layout(self) -> None:
        """The foot row, then the note, presets and options up from it; the seat rows share
        what is left under the section title (tighter rows with many seats)."""
        width = self.app.screen.get_width()
        left = self.left_column()
        if self.shelf is not None:
            self.arena_list.rect = pygame.Rect(left.x, left.y, left.width, left.height // 2 - 8)
            self.arena_list.clamp_scroll()
        x0, room = left.right + 28, width - left.right - 56
        bottom = left.bottom - 46
        self.back_button.rect = pygame.Rect(x0, bottom, 160, 46)
        self.add_button.rect = pygame.Rect(x0 + 172, bottom, 180, 46)
        self.start_button.rect = pygame.Rect(width - 28 - 240, bottom, 240, 46)
        self.note_y = bottom - 8 - NOTE_LINES * NOTE_STEP
        top = self.note_y - 8
        if self.preset_buttons:
            top -= 34
            presets = self.preset_buttons
            place_grid(presets, pygame.Rect(x0, top, room, 34), len(presets))
            top -= 8
        options = list(self.option_widgets.values())
        rows = -(-len(options) // OPTION_COLUMNS)
        top -= rows * (OPTION_ROW + 8)
        place_grid(options, pygame.Rect(x0, top, room, rows * (OPTION_ROW + 8) - 8),
                   OPTION_COLUMNS)
        self.options_top = top
        step = min(SEAT_ROW, (top - 12 - SEATS_TOP) // max(1, len(self.seat_rows)))
        for i, row in enumerate(self.seat_rows):
            place_seat_row(row, x0 + 40, SEATS_TOP + i * step, room - 40, step - 8)

    # -- drawing ------------------------------------------------------------------------------
    def draw_page(self, surface: pygame.Surface) -> None:
        """Heading, section titles, seat numbers, the preview (or notes) and the note line."""
        heading(surface, "New match", self.hook.title)
        x0 = self.left_column().right + 28
        surface.blit(text("ARENA" if self.shelf is not None else self.hook.side_panel(
            self.setup)[0], 22, theme.ACCENT, bold=True), (28, SECTION_Y))
        low, high = self.seat_range()
        counts = f"{low}" if low == high else f"{low}-{high}"
        surface.blit(text(f"PLAYERS ({counts})", 22, theme.ACCENT, bold=True), (x0, SECTION_Y))
        if self.seat_rows:
            for widget, label in zip(self.seat_rows[0][:4], ("Colour", "Name", "Player",
                                                             "AI level"), strict=True):
                surface.blit(text(label, 18, theme.TEXT_DIM), (widget.rect.x + 4,
                                                               COLUMN_LABELS_Y))
        for index, row in enumerate(self.seat_rows):
            colour = palette()[self.setup.seats[index].colour % len(palette())]
            seat_badge(surface, (x0 + 16, row[0].rect.centery), index + 1, colour)
        if self.shelf is not None:
            self._draw_preview(surface)
        else:
            self._draw_side_panel(surface)
        self._draw_note(surface, x0)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        left = self.left_column()
        area = pygame.Rect(left.x, self.arena_list.rect.bottom + 12, left.width,
                           left.bottom - self.arena_list.rect.bottom - 12)
        surface.blit(panel(area.size, alpha=255), area)
        entry = self.selected_entry()
        if entry is None:
            surface.blit(text("No arena fits these seats", 22, theme.TEXT_DIM),
                         (area.x + 12, area.y + 12))
            return
        if entry.arena is None:
            for i, line in enumerate(wrap(f"This map is broken: {broken_reason(entry)}", 20,
                                          area.width - 24)[:8]):
                surface.blit(text(line, 20, theme.DANGER), (area.x + 12, area.y + 12 + i * 24))
            return
        thumb = self.shelf.thumbnail(entry, self.app.tiles, (area.width - 16, area.height - 44),
                                     self.hook.muted_terrain)
        surface.blit(thumb, thumb.get_rect(midtop=(area.centerx, area.y + 8)))
        mine = "  \u00b7  Your map" if self.shelf.is_users(entry) else ""
        caption = fit_text(f"{entry.arena.name}  \u00b7  {len(entry.arena.spawns)} spawns{mine}",
                           20, theme.TEXT, area.width - 16)
        surface.blit(caption, caption.get_rect(midbottom=(area.centerx, area.bottom - 8)))

    def _draw_side_panel(self, surface: pygame.Surface) -> None:
        area = self.left_column()
        surface.blit(panel(area.size, alpha=255), area)
        y = area.y + 12
        for line in self.hook.side_panel(self.setup)[1]:
            for part in wrap(line, 20, area.width - 24) or [""]:
                if y + 24 > area.bottom - 8:
                    return
                surface.blit(text(part, 20, theme.TEXT), (area.x + 12, y))
                y += 24
            y += 6

    def _draw_note(self, surface: pygame.Surface, x0: int) -> None:
        """What stops the start (in red), else the game's advice."""
        room = surface.get_width() - x0 - 28
        problems = ([self.problem] if self.problem else []) + self.problems()
        if problems:
            lines = [(p, theme.DANGER) for p in problems[:NOTE_LINES]]
        else:
            lines = [(line, theme.TEXT_DIM)
                     for line in wrap(self.hook.note(self.setup), NOTE_SIZE, room)[:NOTE_LINES]]
        for i, (line, colour) in enumerate(lines):
            surface.blit(fit_text(line, NOTE_SIZE, colour, room),
                         (x0, self.note_y + i * NOTE_STEP))
