"""The skeleton every game's New match form shares, knowing no game.

``MatchFormScene`` owns the ``Form`` (focus, hover tooltips, sounds), rebuilds the widgets
keeping the keyboard focus, re-lays them out when the window changes, goes back on Esc (or the
player's Cancel key) and draws the page under the widgets and the key hints over them. A game's
form says which widgets it has (``build_widgets``), where they go (``layout``), what its page
shows besides them (``draw_page``) and where Back goes (``back``).

``SeatsFormScene`` adds the seat list two forms share: 2..n players, each a name and a human or
an AI of a level, with + Add / - Remove buttons and a numbered badge per row.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.ui import theme
from game.ui.battle.seats import SeatConfig
from game.ui.render.hud import key_hint_bar
from game.ui.scene import Scene
from game.ui.text import text
from game.ui.widgets import Button, Cycle, Form, TextField, Widget

if TYPE_CHECKING:
    from game.ui.app import App

FORM_HINTS = [("Tab / Up Down", "move"), ("Left Right", "change"), ("Enter", "press"),
              ("Esc", "back")]
"""The key hints of a keyboard-driven form."""
KINDS = ("human", "easy", "normal", "hard")
KIND_LABELS = ("Human", "AI easy", "AI normal", "AI hard")
AI_DEFAULT = "normal"


def seat_badge(surface: pygame.Surface, centre: tuple[int, int], number: int,
               colour: theme.Colour, size: int = 22) -> None:
    """A seat's number on a disc of its colour."""
    pygame.draw.circle(surface, colour, centre, 15)
    badge = text(str(number), size, theme.BACKGROUND, bold=True)
    surface.blit(badge, badge.get_rect(center=centre))


class MatchFormScene(Scene):
    """A New match form: the game's widgets in a ``Form``, Esc back, hints at the bottom."""

    hints: ClassVar[list[tuple[str, str]]] = []
    """Key hints drawn along the bottom (none when empty)."""

    def __init__(self) -> None:
        self.form = Form()
        self.problem = ""
        """Why the last Start was refused (shown by the game's page; empty when none)."""

    def attach(self, app: App) -> None:
        """Build the widgets for the window."""
        super().attach(app)
        self.form.sound = app.play
        self.rebuild()

    def build_widgets(self) -> list[Widget]:
        """Make the game's widgets, in keyboard focus order."""
        raise NotImplementedError

    def layout(self) -> None:
        """Give every widget its rectangle for the present screen size."""
        raise NotImplementedError

    def draw_page(self, surface: pygame.Surface) -> None:
        """What the game draws under its widgets (heading, section titles, notes)."""

    def back(self) -> None:
        """Leave the form (Back, Esc): to the previous screen unless the game says otherwise."""
        self.app.pop()

    def rebuild(self) -> None:
        """Recreate every widget (after a change of rows), keeping the focus where it fits."""
        focus = self.form.focus
        widgets = self.build_widgets()
        self.form.widgets = widgets
        self.form.focus = focus if focus is not None and focus < len(widgets) else 0
        self.layout()

    def handle_event(self, event: pygame.event.Event) -> None:
        """A resize re-lays the form out; widgets first; Esc (or Cancel) goes back."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.layout()
            return
        if self.form.handle_event(event):
            return
        if self.app.wants_back(event):
            self.back()

    def update(self, dt: float) -> None:
        """Tooltip timing."""
        self.form.update()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The background, the game's page, the widgets (and tooltip), the key hints."""
        surface.fill(theme.BACKGROUND)
        self.draw_page(surface)
        self.form.draw(surface)
        if self.hints:
            bar = key_hint_bar(self.hints, surface.get_width())
            surface.blit(bar, (0, surface.get_height() - bar.get_height()))


class SeatsFormScene(MatchFormScene):
    """A form whose players are rows of a name and who plays: a human or an AI of a level."""

    seat_names: ClassVar[Sequence[str]] = ()
    """Default names, by seat (a blank name falls back to its seat's)."""
    seat_bounds: ClassVar[tuple[int, int]] = (2, 2)
    """The fewest and the most players."""
    name_length: ClassVar[int] = 12
    kind_tip: ClassVar[str] = "A person at this screen, or the computer"

    def __init__(self, seats: list[tuple[str, str]]) -> None:
        super().__init__()
        self.seats = seats
        """(name, kind) by seat; kind is one of ``KINDS``."""

    def seat_widgets(self) -> list[Widget]:
        """Make the seat rows and the + Add / - Remove buttons; the rows' widgets in order."""
        fewest, most = self.seat_bounds
        self.seat_rows = [self._seat_row(i) for i in range(len(self.seats))]
        self.add_button = Button("+ Add player", self.add_seat, f"Up to {most} players",
                                 enabled=len(self.seats) < most, size=24)
        self.remove_button = Button("- Remove", self.remove_seat, f"At least {fewest} players",
                                    enabled=len(self.seats) > fewest, size=24)
        return [widget for row in self.seat_rows for widget in row]

    def _seat_row(self, index: int) -> list[Widget]:
        name, kind = self.seats[index]
        field = TextField(name, lambda v, i=index: self._edit(i, name=v), self.name_length,
                          "Type the player's name", placeholder="name")
        who = Cycle("", KIND_LABELS, KINDS.index(kind),
                    lambda k, i=index: self._edit(i, kind=KINDS[k]), self.kind_tip)
        return [field, who]

    def _edit(self, index: int, name: str | None = None, kind: str | None = None) -> None:
        old_name, old_kind = self.seats[index]
        self.seats[index] = (old_name if name is None else name[:self.name_length],
                             old_kind if kind is None else kind)

    def add_seat(self) -> None:
        """One more (AI) player."""
        if len(self.seats) < self.seat_bounds[1]:
            self.seats.append((self.seat_names[len(self.seats)], AI_DEFAULT))
            self.rebuild()

    def remove_seat(self) -> None:
        """The last player leaves."""
        if len(self.seats) > self.seat_bounds[0]:
            self.seats.pop()
            self.rebuild()

    def seat_configs(self) -> list[SeatConfig]:
        """The seats as the session wants them."""
        return [SeatConfig(name.strip() or self.seat_names[i],
                           "human" if kind == "human" else "ai",
                           AI_DEFAULT if kind == "human" else kind, i)
                for i, (name, kind) in enumerate(self.seats)]

    def draw_seat_badges(self, surface: pygame.Surface, x: int) -> None:
        """Each seat row's number on its team colour, left of the row at ``x``."""
        for index, row in enumerate(self.seat_rows):
            seat_badge(surface, (x + 16, row[0].rect.centery), index + 1,
                       theme.team_colour(index))
