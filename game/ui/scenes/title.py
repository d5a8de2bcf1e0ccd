"""The title screen: the logo over a blurred arena, and the main menu."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core.arena import Arena, open_arena
from game.core.hexes import Hex
from game.ui import navigator, storage, theme
from game.ui.games import available_game_uis
from game.ui.menu import Menu, MenuItem
from game.ui.present import Look
from game.ui.render.hud import Line, key_hint_bar, text_block
from game.ui.render.logo import logo
from game.ui.render.title_art import shipped_backdrop, shipped_logo
from game.ui.saves import autosave_path
from game.ui.scene import Scene
from game.ui.scenes.title_offer import TutorialCard, first_entry
from game.ui.scenes.title_save import SaveStatus, autosave_status, broken_message
from game.ui.text import text
from game.ui.widgets import TOOLTIP_DELAY, draw_tooltip

if TYPE_CHECKING:
    from game.ui.app import App

VERSION = "0.1"
TAGLINE = "GIANT ROBOTS  \u00b7  HEX ARENA  \u00b7  NO MERCY"
HINTS = [("Up Down", "choose"), ("Enter", "select"), ("F1", "rules"), ("Esc", "quit")]
MENU_FOOT = 60
"""Room kept under the menu's last item: its plate's edge and the key hint bar."""


def backdrop_arena() -> Arena:
    """The arena painted behind the title: the standard arena, else the biggest good map.
    A map file named for the standard arena is read alone first: parsing every map to draw
    one was a good part of the wait for the first title frame."""
    standard = _standard_arena()
    if standard is not None:
        return standard
    from game.maps import tiled  # lazy: the map reader loads only when the shipped backdrop
    # does not match the maps on disk (it costs start-up time)

    try:
        arenas = [entry.arena for entry in tiled.list_arenas() if entry.arena is not None]
    except Exception:  # the title must appear even if the maps folder is in a bad way
        arenas = []
    for arena in arenas:
        if "standard" in arena.name.lower():
            return arena
    if arenas:
        return max(arenas, key=lambda a: len(a.cells))
    return open_arena(9, walls=[Hex(2, -1), Hex(-2, 1), Hex(1, 2)],
                      spawns=[Hex(-5, 0), Hex(5, 0), Hex(0, -5), Hex(0, 5)])


def _standard_arena() -> Arena | None:
    """The arena of the first map file whose name says "standard", if it loads and is the
    standard arena; None otherwise (then every map is looked at)."""
    from game.maps import tiled  # lazy: as in backdrop_arena

    try:
        for path in tiled.map_files():
            if "standard" in path.stem.lower():
                arena = tiled.load_arena(path)
                return arena if "standard" in arena.name.lower() else None
    except Exception:  # a bad file falls back to looking at every map, as before
        return None
    return None


class TitleMenu(Menu):
    """The main menu, where some items can be greyed out (they still explain themselves)."""

    def __init__(self, items: list[MenuItem]) -> None:
        super().__init__(items)
        self.disabled: set[int] = set()
        self.notes: dict[int, str] = {}

    def draw(self, surface: pygame.Surface, time_s: float, pips: bool = True) -> None:
        """Like Menu.draw, with disabled items in grey."""
        super().draw(surface, time_s, pips)
        for index in self.disabled:
            rect = self.rect(index)
            cover = pygame.Surface(rect.size, pygame.SRCALPHA)
            cover.fill((8, 9, 14, 150))
            surface.blit(cover, rect)
            label = text(self.items[index].label, self.label_size, (84, 87, 96))
            surface.blit(label, label.get_rect(center=rect.center))
            note = self.notes.get(index)
            if note:
                small = text(note, 18, theme.DANGER if "broken" in note else theme.TEXT_BROKEN)
                surface.blit(small, small.get_rect(midright=(rect.right - 10, rect.centery)))


class TitleScene(Scene):
    """HEXBRAWL, and the way in: New match, Continue, Arenas, Rules, Settings, Quit."""

    def __init__(self) -> None:
        self.modes = game_modes()
        self.menu = TitleMenu([MenuItem("New match", self.new_match),
                               MenuItem("Continue", self.continue_match),
                               MenuItem("Load", lambda: navigator.open_load(self.app)),
                               MenuItem("Replays", lambda: navigator.open_replays(self.app)),
                               MenuItem("Online", self.open_online),
                               *(MenuItem(label, self._mode(factory))
                                 for label, _, factory in self.modes),
                               MenuItem("Arenas", self.open_picker),
                               MenuItem("Rules", self.open_rules),
                               MenuItem("Settings", self.open_settings),
                               MenuItem("Quit", self.quit)])
        self.time = 0.0
        self.save = SaveStatus("missing")
        self.notice = ""
        self.hovered: int | None = None
        self.mouse = (0, 0)
        self.rest = 0
        self._save_stamp: tuple[bool, float] | None = None
        self._seen_updates = 0  # the app's update count the title last accounted for
        self._arena: Arena | None = None
        self._cache: dict[tuple[int, int], tuple[pygame.Surface, ...]] = {}
        self._still: tuple[tuple[object, ...], pygame.Surface] | None = None
        """The picture under the pips and the tooltip, and what it showed."""
        entry = first_entry()
        self.tutorial = TutorialCard(entry) if entry is not None else None
        """The way into a game's tutorial (an offer until the player has met it)."""

    def attach(self, app: App) -> None:
        """Lay the menu out for the window and look at the autosave."""
        super().attach(app)
        self._layout(app.screen.get_size())
        self.refresh_save()
        if self.tutorial is not None:
            self.tutorial.refresh()
        self._seen_updates = app.updates

    # -- the autosave ---------------------------------------------------------------------
    @staticmethod
    def save_path() -> Path:
        """Where the autosave lives."""
        return autosave_path()

    def refresh_save(self) -> None:
        """Look at the autosave again (cheap; also run when the file changes)."""
        path = self.save_path()
        self._save_stamp = _stamp(path)
        self.save = autosave_status(path)
        self.menu.disabled = set() if self.save.state == "ok" else {CONTINUE}
        self.menu.notes = {CONTINUE: {"missing": "no save", "broken": "save broken"}.get(
            self.save.state, "")}

    def _refresh_if_back_on_top(self) -> None:
        """Look at the autosave again when other screens have run since the title last did
        (it is on top again, say after Esc from a battle that just saved)."""
        if self.app.updates > self._seen_updates:
            self.refresh_save()
        self._seen_updates = self.app.updates

    def continue_match(self) -> None:
        """Menu action: load the autosave and go back into the battle."""
        self.refresh_save()
        if self.save.state != "ok":
            self.app.play("ui_error")
            self.notice = self.save.message
            return
        try:
            navigator.continue_saved(self.app, self.save_path())
        except storage.StoredFileError as error:
            self.save = SaveStatus("broken", broken_message(error))
            self.menu.disabled = {CONTINUE}
            self.menu.notes = {CONTINUE: "save broken"}
            self.app.play("ui_error")
            return
        self.app.play("ui_confirm")

    # -- other actions --------------------------------------------------------------------
    def new_match(self) -> None:
        """Menu action: choose a game, then its new-match form; over an unfinished saved
        match, say first that the new one will take its place."""
        self.app.play("ui_confirm")
        self.refresh_save()
        if self.save.state == "ok" and "(finished)" not in self.save.message:
            # lazy: a screen loads when first opened, not with the title (start-up)
            from game.ui.scenes.confirm import ConfirmScene

            self.app.push(ConfirmScene(
                "A saved match is waiting", "A new match replaces it once it starts "
                "(Continue resumes the saved one).", lambda: navigator.choose_game(self.app),
                behind=self, yes="New match anyway", no="Back"))
            return
        navigator.choose_game(self.app)

    def _mode(self, factory: Callable[[], Scene]) -> Callable[[], None]:
        """The menu action opening one of a game's own modes (a tournament)."""

        def open_mode() -> None:
            self.app.play("ui_confirm")
            self.app.push(factory())

        return open_mode

    def open_online(self) -> None:
        """Menu action: host or join a match over the network (the network code is loaded
        only now, never at start-up)."""
        # lazy: the network code loads when Online is chosen (start-up)
        from game.ui.online.scenes import OnlineScene

        self.app.play("ui_confirm")
        self.app.push(OnlineScene())

    def open_picker(self) -> None:
        """Menu action: the arena picker."""
        self.app.play("ui_click")
        navigator.open_arenas(self.app)

    def open_rules(self) -> None:
        """Menu action: the rules reference."""
        self.app.play("ui_click")
        navigator.open_rules(self.app)

    def open_settings(self) -> None:
        """Menu action: the settings."""
        self.app.play("ui_click")
        navigator.open_settings(self.app)

    def quit(self) -> None:
        """Menu action: leave the game."""
        self.app.quit()

    def _layout(self, size: tuple[int, int]) -> None:
        self.menu.place(size[0] // 2, int(size[1] * 0.345), size[1] - MENU_FOOT)
        if self.tutorial is not None:
            self.tutorial.place(self.menu.rect(0).top, self.menu.rect(0).left - 75)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Menu keys and mouse; Esc quits."""
        self._refresh_if_back_on_top()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.quit()
        elif self.tutorial is not None and self.tutorial.handle_event(event, self.app):
            return
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._layout(self.app.screen.get_size())
        else:
            before = self.menu.selected
            self.menu.handle_event(event)
            if event.type == pygame.MOUSEMOTION:
                hit = self.menu.item_at(event.pos)
                if hit != self.hovered:
                    self.rest = 0
                self.hovered, self.mouse = hit, event.pos
            if self.menu.selected != before:
                self.app.play("ui_hover")
                self.notice = ""

    def update(self, dt: float) -> None:
        """Let the backdrop drift and the selection glow; notice a new autosave."""
        self._refresh_if_back_on_top()
        self._seen_updates += 1  # the app counts this update once it returns
        self.time += dt
        self.rest += 1
        if self.rest % 30 == 0 and _stamp(self.save_path()) != self._save_stamp:
            self.refresh_save()

    def _art(self, size: tuple[int, int]) -> tuple[pygame.Surface, ...]:
        """Backdrop, logo and hint bar for a window size (painted on first use)."""
        if size not in self._cache:
            self._cache.clear()
            logo_size = max(60, min(180, size[0] // 7))
            self._cache[size] = (self._backdrop(size),
                                 shipped_logo("HEXBRAWL", logo_size) or logo("HEXBRAWL", logo_size),
                                 key_hint_bar(HINTS, size[0]))
        return self._cache[size]

    def _backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """The shipped backdrop if it shows the maps on disk, else one painted now."""
        shipped = shipped_backdrop(size)
        if shipped is not None:
            return shipped
        from game.ui.render.backdrop import backdrop  # lazy: draws the map (see title_art)

        if self._arena is None:
            self._arena = backdrop_arena()
        return backdrop(self._arena, self.app.tiles, size)

    def look(self) -> Look:
        """Everything the picture shows; the selected item's glowing pips are a part of
        their own (they change every frame, the rest seldom)."""
        size = self.app.screen.get_size()
        now = self.time + self.app.step.alpha / 60
        tip = self._shown_tip()
        whole = (self._still_key(size, now), tip, self.mouse if tip else None)
        pips = self.menu.pip_area(self.menu.selected)
        return Look(whole, ((tuple(pips), self.menu.pip_colour(now)),))

    def _still_key(self, size: tuple[int, int], now: float) -> tuple[object, ...]:
        """What the picture under the pips and the tooltip shows."""
        return (size, _backdrop_at(self._art(size)[0], size, now), self.menu.selected,
                tuple(self.menu.disabled), tuple(self.menu.notes.items()), self.save,
                self.notice, self.app.settings_message,
                self.tutorial.look(self.mouse) if self.tutorial is not None else None)

    def _shown_tip(self) -> str:
        """The tooltip on screen now ("" for none)."""
        if self.rest < TOOLTIP_DELAY or self.hovered is None:
            return ""
        return self._tooltip()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Backdrop, logo, tagline, menu, notices and key hints (kept as one picture while
        the app redraws only the pips), the glowing pips and the tooltip."""
        size = surface.get_size()
        now = self.time + alpha / 60
        key = self._still_key(size, now)
        if self._still is None or self._still[0] != key or not self.redrawing_parts():
            still = self._still[1] if self._still is not None \
                and self._still[1].get_size() == size else pygame.Surface(size).convert()
            self._draw_still(still, now)
            self._still = (key, still)
        surface.blit(self._still[1], (0, 0))
        self.menu.draw_pips(surface, now)
        tip = self._shown_tip()
        if tip and self.hovered is not None:
            others = [self.menu.rect(i) for i in range(len(self.menu.items)) if i != self.hovered]
            draw_tooltip(surface, tip, self.mouse, target=self.menu.rect(self.hovered),
                         avoid=others)

    def _draw_still(self, surface: pygame.Surface, now: float) -> None:
        size = surface.get_size()
        back, title, hints = self._art(size)
        surface.blit(back, _backdrop_at(back, size, now))
        title_rect = title.get_rect(midbottom=(size[0] // 2, int(size[1] * 0.28)))
        surface.blit(title, title_rect)
        tagline = text(TAGLINE, 26, theme.TEXT)
        surface.blit(tagline, tagline.get_rect(midtop=(size[0] // 2, title_rect.bottom - 8)))
        self.menu.draw(surface, now, pips=False)
        if self.tutorial is not None:
            self.tutorial.draw(surface, self.app, self.mouse)
        self._draw_notices(surface)
        surface.blit(hints, (0, size[1] - hints.get_height()))
        version = text(f"v{VERSION}", 20, theme.TEXT_DIM)
        surface.blit(version, version.get_rect(bottomright=(size[0] - 12, size[1] - 8)))

    def _tooltip(self) -> str:
        if self.hovered == CONTINUE:
            if self.save.state == "broken":
                return "The saved match cannot be read; the note beside the menu says why."
            return self.save.message
        label = self.menu.items[self.hovered].label if self.hovered is not None else ""
        modes = {mode_label: tip for mode_label, tip, _ in self.modes}
        return modes.get(label) or TOOLTIPS.get(label, "")

    def _draw_notices(self, surface: pygame.Surface) -> None:
        """Problems worth knowing: a broken autosave, broken settings, a refused Continue."""
        notes = []
        if self.save.state == "broken":
            notes.append(self.save.message)
        if self.app.settings_message:
            notes.append(self.app.settings_message)
        if self.notice and self.notice not in notes:
            notes.append(self.notice)
        if not notes:
            return
        plate_right = self.menu.rect(0).right + 75
        room = surface.get_width() - plate_right - 40
        lines: list[Line] = [(note, 22, theme.DANGER if i == 0 and self.save.state == "broken"
                              else theme.TEXT) for i, note in enumerate(notes)]
        if room >= 260:
            block = text_block(lines, min(420, room), padding=12, gap=8)
            surface.blit(block, (plate_right + 20, self.menu.rect(0).top))
        else:
            block = text_block(lines, surface.get_width() - 40, padding=12, gap=6)
            bottom = surface.get_height() - 34 - 10
            surface.blit(block, block.get_rect(midbottom=(surface.get_width() // 2, bottom)))


def _backdrop_at(back: pygame.Surface, size: tuple[int, int], now: float) -> tuple[int, int]:
    """Where the drifting backdrop's top-left corner sits at ``now``."""
    spare_x, spare_y = back.get_width() - size[0], back.get_height() - size[1]
    x = -spare_x * (0.5 + 0.5 * math.sin(now * 0.05))
    y = -spare_y * (0.5 + 0.5 * math.cos(now * 0.037))
    return round(x), round(y)


CONTINUE = 1
TOOLTIPS = {"New match": "Choose a game, then set up a match of it.",
            "Load": "Matches you saved under a name, game by game.",
            "Replays": "Every match played: watch it again, share it, or play on from any point.",
            "Arenas": "Look around the arenas, yours too (and see why a broken one is broken).",
            "Rules": "How the game is played (F1 opens the rules of the game on screen).",
            "Settings": "Sound, animation speed, UI scale, colours, keys.",
            "Quit": "Leave Hexbrawl."}


def game_modes() -> list[tuple[str, str, Callable[[], Scene]]]:
    """Every game's own ways to play besides a match (label, tooltip, scene factory); with
    several games, each label names its game."""
    games = available_game_uis()
    modes = []
    for game in games:
        for label, tip, factory in game.extra_modes():
            shown = label if len(games) == 1 else f"{label} ({game.TITLE})"
            modes.append((shown, tip, factory))
    return modes


def _stamp(path: Path) -> tuple[bool, float]:
    """Whether the file exists and when it last changed."""
    try:
        return True, path.stat().st_mtime
    except OSError:
        return False, 0.0
