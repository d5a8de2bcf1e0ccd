"""The rules reference (F1 anywhere): a tab per game along the top (Left and Right switch),
sections on the left, the chosen page on the right."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.ui import theme
from game.ui.games import GameUI, available_game_uis, game_ui
from game.ui.render.buttons import Button, button_at, draw_button
from game.ui.render.hud import key_hint_bar, panel
from game.ui.scene import Scene
from game.ui.settings import all_actions, game_of, key_label
from game.ui.terrain import terrain_section
from game.ui.text import text, wrap
from game.ui.tutorial.entry import rules_buttons
from game.ui.widgets import Form, ListBox, Row, fit_text, heading

if TYPE_CHECKING:
    from game.ui.app import App

class Section(Protocol):
    """One page of a game's rules reference."""

    title: str
    paragraphs: tuple[str, ...]


HINTS = [("Left Right", "game"), ("Up Down", "section"), ("PgUp PgDn / Wheel", "scroll"),
         ("Esc", "close")]
TABS_TOP, TAB_HEIGHT, TAB_WIDTH = 86, 36, 280
CONTENT_TOP = TABS_TOP + TAB_HEIGHT + 12
"""Where the section list and the page start, under the game tabs."""
BODY_SIZE = 26
LIST_WIDTH = 300
ROW, MIN_ROW = 42, 30
RUNNING_TIP = ("You are in the tutorial already: this closes the rules and takes you back "
               "to where you were.")


class RulesHelpScene(Scene):
    """A scrollable reference in our own words; Esc (or the cancel key) closes it."""

    is_help = True

    def __init__(self, game: str | None = None) -> None:
        self.game = game
        """The game whose rules are shown (None: the first that loads)."""
        self.pages: tuple[Section, ...] = ()
        self.page = 0
        self.scroll = 0
        self.form = Form()
        self.extras: list[Button] = []
        """The game's own buttons under the sections (Meatbot: its lessons, the first on T)."""
        self.extra_rows = 0
        """How many rows of buttons ``extras`` fill."""
        self._body: dict[tuple[int, int], pygame.Surface] = {}

    def attach(self, app: App) -> None:
        """Build the pages (with the player's own key bindings) and the section list."""
        super().attach(app)
        self.games = available_game_uis()
        self._load()

    def _load(self) -> None:
        """The shown game's pages, from its first page."""
        app = self.app
        ui = self.game_ui()
        self.page, self.scroll = 0, 0
        self._body.clear()
        pages = list(ui.rules_sections(self._key_lines()))
        terrain = terrain_section(ui)
        if terrain is not None:  # before the keys page, which stays last
            last = len(pages) - (1 if pages and pages[-1].title == "Keys" else 0)
            pages.insert(last, terrain)
        self.pages = tuple(pages)
        self.index = ListBox([Row(page.title) for page in self.pages], self._show,
                             row_height=ROW)
        self.form = Form([self.index], sound=app.play)
        self.form.focus = 0
        self._layout()

    def _extras(self, bottom: int) -> list[Button]:
        """The game's lessons (``tutorials()``, side by side on one row) and each of its
        ``rules_extras()`` as buttons under the section list, ending at ``bottom`` (the first
        one also on key T); while a tutorial runs, one button leads back to it instead of
        the lessons."""
        rows = self._extra_rows()
        running = self._running_tutorial()
        buttons: list[Button] = []
        for row_index, row in enumerate(rows):
            top = bottom - (len(rows) - row_index) * 48 + 8
            width = (LIST_WIDTH - 8 * (len(row) - 1)) // len(row)
            for column, (label, tip, factory) in enumerate(row):
                first = not buttons
                rect = pygame.Rect(28 + column * (width + 8), top, width, 40)
                action = partial(self._back_to if factory is running else self._open, factory)
                words = f"{label}  [T]" if first else label
                buttons.append(Button(rect, words, action, tip, primary=first, size=22))
        self.extra_rows = len(rows)
        return buttons

    def _extra_rows(self) -> list[list[tuple[str, str, Any]]]:
        """The extras' rows: the lessons together, then each other extra alone."""
        ui = self.game_ui()
        lessons: list[tuple[str, str, Any]] = list(rules_buttons(ui))
        running = self._running_tutorial()
        if running is not None and lessons:
            lessons = [("Back to the tutorial", RUNNING_TIP, running)]
        others = [[extra] for extra in ui.rules_extras()]
        return ([lessons] if lessons else []) + others

    def _running_tutorial(self) -> Scene | None:
        """The tutorial under this screen, if one is running (scenes marked
        ``is_tutorial``)."""
        return next((scene for scene in self.app.stack
                     if getattr(scene, "is_tutorial", False)), None)

    def _open(self, factory: Any) -> None:
        self.app.play("ui_confirm")
        self.app.push(factory())

    def _back_to(self, tutorial: Scene) -> None:
        """Close the rules (and anything over the running tutorial) and return to it."""
        self.app.play("ui_click")
        while self.app.top is not tutorial and tutorial in self.app.stack:
            self.app.pop()

    def game_ui(self) -> GameUI:
        """The UI of the game shown."""
        return game_ui(self.game) if self.game else available_game_uis()[0]

    def _key_lines(self) -> tuple[str, ...]:
        """The player's bindings of the actions this game has: its own, and the shared ones
        it uses (all of them unless the game names them in ``SHARED_KEYS``)."""
        bindings = self.app.settings.key_bindings
        ui = self.game_ui()
        game, used = ui.NAME, ui.SHARED_KEYS
        lines = [f"{key_label(bindings[action])}: {label}"
                 for action, (_, label) in all_actions().items()
                 if action in bindings and (game_of(action) == game or (
                     game_of(action) is None and (used is None or action in used)))]
        lines.append("Keys can be changed in Settings.")
        return tuple(lines)

    def switch_game(self, step: int) -> None:
        """Show the next (or previous) game's rules."""
        names = [ui.NAME for ui in self.games]
        if len(names) < 2:
            return
        at = names.index(self.game_ui().NAME) if self.game_ui().NAME in names else 0
        self.show_game(names[(at + step) % len(names)])

    def show_game(self, name: str) -> None:
        """Show game ``name``'s rules, from the first page."""
        if name != self.game_ui().NAME:
            self.app.play("ui_click")
            self.game = name
            self._load()

    def tab_rects(self) -> list[pygame.Rect]:
        """One tab per game, side by side under the heading."""
        width = self.app.screen.get_width() - 56
        size = min(TAB_WIDTH, (width - 8 * (len(self.games) - 1)) // max(1, len(self.games)))
        return [pygame.Rect(28 + i * (size + 8), TABS_TOP, size, TAB_HEIGHT)
                for i in range(len(self.games))]

    def _layout(self) -> None:
        width, height = self.app.screen.get_size()
        self.extras = self._extras(height - 50)
        self.index.rect = pygame.Rect(28, CONTENT_TOP, LIST_WIDTH,
                                      height - CONTENT_TOP - 50 - 48 * self.extra_rows)
        # Rows shrink (down to a readable minimum) so every section shows without scrolling.
        fitting = (self.index.rect.height - 8) // max(1, len(self.pages))
        self.index.row_height = max(MIN_ROW, min(ROW, fitting))
        self.index.clamp_scroll()
        self.index.reveal(self.index.selected)
        self.body_rect = pygame.Rect(28 + LIST_WIDTH + 20, CONTENT_TOP, width - LIST_WIDTH - 76,
                                     height - CONTENT_TOP - 50)

    def _show(self, page: int) -> None:
        self.page = page
        self.scroll = 0

    def close(self) -> None:
        """Back to whatever was open before."""
        self.app.play("ui_click")
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Esc closes; Page keys and the wheel scroll the page; the list takes the rest."""
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._layout()
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE or self.app.action(event) in ("cancel", "help"):
                self.close()
                return
            if event.key == pygame.K_t and self.extras:
                self.extras[0].action()
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.switch_game(-1 if event.key == pygame.K_LEFT else 1)
                return
            steps = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}
            if event.key in steps:
                self._scroll_by(steps[event.key] * (self.body_rect.height - 60))
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.extras, event.pos)
            if button is not None:
                button.action()
                return
            tab = next((i for i, r in enumerate(self.tab_rects()) if r.collidepoint(event.pos)),
                       None)
            if tab is not None:
                self.show_game(self.games[tab].NAME)
                return
        if event.type == pygame.MOUSEWHEEL and not self.index.rect.collidepoint(
                self.app.mouse_pos()):
            self._scroll_by(-event.y * 40)
            return
        self.form.handle_event(event)

    def _scroll_by(self, pixels: int) -> None:
        body = self._page_surface()
        room = max(0, body.get_height() - (self.body_rect.height - 32))
        self.scroll = max(0, min(room, self.scroll + pixels))

    def update(self, dt: float) -> None:
        """Tooltip timing."""
        self.form.update()

    def _page_surface(self) -> pygame.Surface:
        key = (self.page, self.body_rect.width)
        if key not in self._body:
            self._body[key] = render_page(self.pages[self.page], self.body_rect.width - 40)
        return self._body[key]

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Header, section list, the page (clipped and scrolled) and key hints."""
        surface.fill(theme.BACKGROUND)
        heading(surface, "Rules reference", f"{self.game_ui().TITLE}, in short")
        self._draw_tabs(surface)
        self.form.draw(surface)
        mouse = self.app.mouse_pos()
        for button in self.extras:
            draw_button(surface, button, button.rect.collidepoint(mouse))
        surface.blit(panel(self.body_rect.size, alpha=255), self.body_rect)
        body = self._page_surface()
        clip = surface.get_clip()
        surface.set_clip(self.body_rect.inflate(-8, -8))
        surface.blit(body, (self.body_rect.x + 20, self.body_rect.y + 16 - self.scroll))
        surface.set_clip(clip)
        if body.get_height() > self.body_rect.height - 32:
            self._draw_scrollbar(surface, body.get_height())
        hints = key_hint_bar(HINTS, surface.get_width())
        surface.blit(hints, (0, surface.get_height() - hints.get_height()))

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        """Each game's title on a tab; the shown one lit."""
        shown = self.game_ui().NAME
        for ui, rect in zip(self.games, self.tab_rects(), strict=True):
            lit = shown == ui.NAME
            pygame.draw.rect(surface, theme.ACCENT if lit else theme.PANEL, rect,
                             border_radius=8)
            pygame.draw.rect(surface, theme.ACCENT if lit else theme.PANEL_EDGE, rect, 1,
                             border_radius=8)
            words = fit_text(ui.TITLE, 22, theme.BACKGROUND if lit else theme.TEXT,
                             rect.width - 16, bold=lit)
            surface.blit(words, words.get_rect(center=rect.center))

    def _draw_scrollbar(self, surface: pygame.Surface, content: int) -> None:
        track = pygame.Rect(self.body_rect.right - 10, self.body_rect.y + 8, 4,
                            self.body_rect.height - 16)
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=2)
        share = track.height * (self.body_rect.height - 32) / content
        room = content - (self.body_rect.height - 32)
        top = track.y + (track.height - share) * (self.scroll / room if room else 0)
        pygame.draw.rect(surface, theme.ACCENT, (track.x - 1, round(top), 6, round(share)),
                         border_radius=3)


def render_page(page: Section, width: int) -> pygame.Surface:
    """A page: its title in amber, then its paragraphs wrapped to ``width``."""
    title = text(page.title, 38, theme.ACCENT, bold=True)
    lines: list[pygame.Surface | None] = [title, None]
    for paragraph in page.paragraphs:
        for line in wrap(paragraph, BODY_SIZE, width):
            lines.append(text(line, BODY_SIZE, theme.TEXT))
        lines.append(None)
    height = sum(12 if line is None else line.get_height() + 3 for line in lines)
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    y = 0
    for line in lines:
        if line is None:
            y += 12
            continue
        out.blit(line, (0, y))
        y += line.get_height() + 3
    return out
