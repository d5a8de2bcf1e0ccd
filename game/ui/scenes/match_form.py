"""The skeleton of a keyboard-driven form, knowing no game (the shared New match screen,
game/ui/scenes/new_match.py, is one).

``MatchFormScene`` owns the ``Form`` (focus, hover tooltips, sounds), rebuilds the widgets
keeping the keyboard focus, re-lays them out when the window changes, goes back on Esc (or the
player's Cancel key) and draws the page under the widgets and the key hints over them. A form
says which widgets it has (``build_widgets``), where they go (``layout``), what its page shows
besides them (``draw_page``) and where Back goes (``back``).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.ui import theme
from game.ui.present import Look
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
        self._kept: pygame.Surface | None = None
        self._kept_key: tuple[Hashable, tuple[int, int]] | None = None
        self.rebuilds = 0
        """How many times the widgets were rebuilt (a ``page_look`` may use it)."""

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
        self.rebuilds += 1
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

    def page_look(self) -> Hashable | None:
        """A signature of what ``draw_page`` shows that may change without a key or a click
        (those redraw everything anyway), e.g. a count of rebuilds; None (the default): not
        known, the form is redrawn every frame."""
        return None

    def look(self) -> Look | None:
        """The page's look with the widgets' hover and focus as parts (None when the page
        declares none)."""
        page = self.page_look()
        if page is None:
            return None
        whole, parts = self.form.look()
        return Look((page, self.app.screen.get_size(), whole), parts)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The background, the game's page, the widgets (and tooltip), the key hints."""
        surface.blit(self._page(surface.get_size()), (0, 0))
        self.form.draw(surface)

    def _page(self, size: tuple[int, int]) -> pygame.Surface:
        """The background, the game's page and the key hints: kept from the last whole draw
        while the app redraws only changed parts (hover, focus), painted on every other draw."""
        key = (self.page_look(), size)
        if self._kept is not None and self._kept_key == key and self.redrawing_parts():
            return self._kept
        page = self._kept if self._kept is not None and self._kept.get_size() == size \
            else pygame.Surface(size)
        self._kept_key = key
        page.fill(theme.BACKGROUND)
        self.draw_page(page)
        self.form.keep_clear = []
        if self.hints:  # under the tooltip, which keeps off it
            bar = key_hint_bar(self.hints, size[0])
            self.form.keep_clear = [page.blit(bar, (0, size[1] - bar.get_height()))]
        self._kept = page
        return page
