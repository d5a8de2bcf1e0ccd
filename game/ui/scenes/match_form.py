"""The skeleton of a keyboard-driven form, knowing no game (the shared New match screen,
game/ui/scenes/new_match.py, is one).

``MatchFormScene`` owns the ``Form`` (focus, hover tooltips, sounds), rebuilds the widgets
keeping the keyboard focus, re-lays them out when the window changes, goes back on Esc (or the
player's Cancel key) and draws the page under the widgets and the key hints over them. A form
says which widgets it has (``build_widgets``), where they go (``layout``), what its page shows
besides them (``draw_page``) and where Back goes (``back``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from game.ui import theme
from game.ui.render.hud import key_hint_bar
from game.ui.scene import Scene
from game.ui.text import text
from game.ui.widgets import Form, Widget

if TYPE_CHECKING:
    from game.ui.app import App

FORM_HINTS = [("Tab / Up Down", "move"), ("Left Right", "change"), ("Enter", "press"),
              ("Esc", "back")]
"""The key hints of a keyboard-driven form."""


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
        self.form.keep_clear = []
        if self.hints:  # under the tooltip, which keeps off it
            bar = key_hint_bar(self.hints, surface.get_width())
            where = surface.blit(bar, (0, surface.get_height() - bar.get_height()))
            self.form.keep_clear = [where]
        self.form.draw(surface)
