"""The frame every game's results screen shares: Rematch, New match, Back to the title, and Esc.

A game's own results scene subclasses ``ResultsFrame`` and draws its table in ``draw``,
ending with ``self.draw_buttons(surface)`` for the buttons and key hints. Rematch replays the
same set-up (arena, seats, options; armies and builds are chosen anew in the match) with new
dice.

After an online match the host's Rematch opens a new room of the same set-up and seats on
the server, and the other players are offered to join it here (``game.ui.online.rematch``).

Enter never starts a rematch by accident: the keyboard focus starts on New match, and Rematch
is a click on its button or the R key. Once one of the ways on is taken the screen ignores
further presses, so a doubled key cannot start two matches.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.ui import navigator, theme
from game.ui.online.rematch import OnlineRematch, online_session
from game.ui.present import Look
from game.ui.render.hud import key_hint_bar
from game.ui.scene import Scene
from game.ui.widget_base import fit_text
from game.ui.widgets import Button, Form

if TYPE_CHECKING:
    from game.ui.app import App

RESULT_HINTS = [("Left Right / Tab", "choose"), ("Enter", "press"), ("R", "rematch"),
                ("Esc", "title")]
"""The key hints along the foot of every results screen."""
REMATCH_KEY = pygame.K_r
BUTTON_HEIGHT = 50


class ResultsFrame(Scene):
    """A finished match's session and the ways on: Rematch, New match, the title (or Esc)."""

    rematch_tip: ClassVar[str] = "Same set-up and players; new dice (R)"
    """The Rematch button's tooltip (a game says what is kept)."""
    button_widths: ClassVar[tuple[int, int, int]] = (200, 200, 250)
    """Widths of Rematch, New match and Back to the title."""
    button_lift: ClassVar[int] = 96
    """How far above the bottom edge the buttons' row starts."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self.form = Form()
        self.left = False
        """True once a way on was taken (later presses are ignored)."""
        self.online: Any = None
        """An online match's rematch (asked of the server, offered to the others)."""

    def attach(self, app: App) -> None:
        """Make the buttons and lay them out; New match has the keyboard focus."""
        super().attach(app)
        self.rematch_button = Button("Rematch", self.rematch, self.rematch_tip, accent=True)
        self.new_button = Button("New match", self.new_match, "Set up a different match")
        self.title_button = Button("Back to the title", self.to_title,
                                   "Back to the title screen (Esc)")
        self.form = Form([self.rematch_button, self.new_button, self.title_button],
                         sound=app.play)
        self.form.focus_on(self.new_button)
        self.layout_buttons()
        if online_session(self.session) is not None:
            self.online = OnlineRematch(self.session)
            self.rematch_button.tooltip = ("Same set-up and seats; new dice. The host opens "
                                           "it, and the others are asked to join (R)")

    def layout_buttons(self) -> None:
        """The three buttons side by side, centred near the bottom."""
        width, height = self.app.screen.get_size()
        buttons = (self.rematch_button, self.new_button, self.title_button)
        gap = 16
        x = (width - sum(self.button_widths) - gap * (len(buttons) - 1)) // 2
        for button, size in zip(buttons, self.button_widths, strict=True):
            button.rect = pygame.Rect(x, height - self.button_lift, size, BUTTON_HEIGHT)
            x += size + gap

    # -- the ways on ---------------------------------------------------------------------
    def _leave(self) -> bool:
        """True the first time a way on is taken, False after."""
        if self.left:
            return False
        self.left = True
        return True

    def rematch(self) -> None:
        """The same set-up, seats and options with new dice (online: asked of the host's
        server, or joined once the host has opened it)."""
        if self.online is not None:
            if not self.left:
                self.online.press()
                self.rematch_button.label = self.online.label()
            return
        if self._leave():
            navigator.rematch(self.app, self.session)

    def _follow_online(self) -> None:
        """Into the online rematch once this client has joined it."""
        fresh = self.online.poll()
        self.rematch_button.label = self.online.label()
        if fresh is not None and self._leave():
            self.session.close()
            navigator.go_to_battle(self.app, navigator.battle_scene(fresh))

    def new_match(self) -> None:
        """This game's New match form, on top of the title."""
        if self._leave():
            navigator.to_title(self.app)
            navigator.new_match(self.app, self.session.ruleset)

    def to_title(self) -> None:
        """Back to the title screen."""
        if self._leave():
            navigator.to_title(self.app)

    # -- input and drawing ---------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """R rematches, Left and Right move between buttons, Esc goes to the title."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.layout_buttons()
            return
        if event.type == pygame.KEYDOWN and event.key == REMATCH_KEY:
            self.rematch()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.form.move_focus(-1 if event.key == pygame.K_LEFT else 1)
            return
        if self.form.handle_event(event):
            return
        if self.app.wants_back(event):
            self.to_title()

    def update(self, dt: float) -> None:
        """Tooltip timing; an online rematch being opened or offered."""
        self.form.update()
        if self.online is not None and not self.left:
            self._follow_online()

    def page_look(self) -> Hashable | None:
        """A signature of everything the game's results page shows besides the buttons (its
        animations included); None (the default): not known, redrawn every frame."""
        return None

    def look(self) -> Look | None:
        """The page's look with the buttons' hover and focus as parts (None when the game's
        page declares none)."""
        page = self.page_look()
        if page is None:
            return None
        whole, parts = self.form.look()
        note = self.online.note if self.online is not None else ""
        return Look((page, self.app.screen.get_size(), whole, note), parts)

    _kept_page: tuple[object, pygame.Surface] | None = None

    def draw_kept_page(self, surface: pygame.Surface,
                       paint: Callable[[pygame.Surface], None]) -> None:
        """The page under the buttons, ``paint``-ed again only when the window size or the
        game's ``page_look`` changes (a page that declares none is painted every frame)."""
        key = (surface.get_size(), self.page_look())
        if key[1] is None or self._kept_page is None or self._kept_page[0] != key:
            page = pygame.Surface(surface.get_size())
            page = page.convert() if pygame.display.get_surface() else page
            paint(page)
            self._kept_page = (key, page)
        surface.blit(self._kept_page[1], (0, 0))

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """The buttons (and their tooltip) and the key hints; what an online rematch is
        doing, over the buttons."""
        self.form.draw(surface)
        if self.online is not None and self.online.note:
            line = fit_text(self.online.note, 20, theme.ACCENT, surface.get_width() - 40)
            row = self.rematch_button.rect.unionall([self.new_button.rect,
                                                     self.title_button.rect])
            spot = line.get_rect(midbottom=(row.centerx, row.top - 6))
            surface.blit(line, spot.clamp(surface.get_rect()))
        hints = key_hint_bar(RESULT_HINTS, surface.get_width())
        surface.blit(hints, (0, surface.get_height() - hints.get_height()))
