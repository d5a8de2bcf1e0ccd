"""The arena picker: the shipped maps and the player's own, with a preview; broken maps say why.

The player's maps folder is shown (and opened in the file manager with O or its button) in a
bar above the key hints. Both folders are looked at every second: a map added, changed or
removed there shows up without leaving the screen.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import pygame

from game.core.arena import Arena
from game.ui import theme, user_maps
from game.ui.render.hexmap import MapLayer
from game.ui.render.hud import Line, key_hint_bar, panel, text_block
from game.ui.render.markers import hex_points
from game.ui.scene import Scene
from game.ui.scenes.arena_view import ArenaView
from game.ui.scenes.folder_bar import draw_folder_bar
from game.ui.scenes.map_error import error_lines
from game.ui.text import text, wrap
from game.ui.widget_base import fit_text

if TYPE_CHECKING:
    from game.ui.app import App

CARD_HEIGHT = 104
CARD_GAP = 10
LIST_TOP = 96
THUMB_SIZE = (124, 88)
HINT_BAR = 34
HINTS = [("Up Down", "choose"), ("Enter", "open"), ("O", "open your maps folder"),
         ("Wheel", "scroll"), ("Esc", "back")]
FOLDER_BAR = 56
FOLDER_BUTTON = (220, 38)
RESCAN_SECONDS = 1.0


class Entry(Protocol):
    """What the picker needs of game.maps.tiled's ArenaEntry."""

    path: Path
    arena: Arena | None
    error: Exception | None


def entry_title(entry: Entry) -> str:
    """The name shown for an entry: the arena's name, else the file name."""
    return entry.arena.name if entry.arena is not None else Path(entry.path).name


def entry_summary(arena: Arena) -> str:
    """Size and player count in one short line."""
    players = f"  \u00b7  {arena.max_players} players" if arena.max_players else ""
    return f"{arena.cols} x {arena.rows} hexes{players}"


class ArenaPicker(Scene):
    """A scrolling list of arena cards and a large preview of the selected one."""

    def __init__(self, entries: list[Entry] | None = None,
                 folders: tuple[Path, Path] | None = None) -> None:
        """``entries`` fixed (tests) or listed from ``folders``: (shipped maps, the player's
        maps), by default game.paths.maps_dir() and user_maps.user_maps_dir()."""
        if folders is None and entries is None:
            shipped, mine = user_maps.map_folders()
            folders = (shipped, mine)
        self.folders = folders
        self.entries: list[Entry] = entries if entries is not None else self._load_entries()
        self._signature = user_maps.folders_signature(folders) if folders else ()
        self._since_scan = 0.0
        self.folder_message = ""
        self.selected = 0
        self.scroll = 0
        self._layers: dict[int, MapLayer] = {}
        self._cards: dict[tuple[int, bool, int], pygame.Surface] = {}
        self._previews: dict[tuple[int, int, int], pygame.Surface] = {}
        self._hints: pygame.Surface | None = None

    def _load_entries(self) -> list[Entry]:
        return list(user_maps.list_all_arenas(self.folders or ()))

    @property
    def user_folder(self) -> Path | None:
        """The player's maps folder (None when the picker was given fixed entries)."""
        return self.folders[1] if self.folders else None

    def is_users(self, entry: Entry) -> bool:
        """True for a map from the player's own folder."""
        folder = self.user_folder
        return folder is not None and user_maps.is_user_map(entry.path, folder)

    def attach(self, app: App) -> None:
        """Pre-render each good arena once (for thumbnails, previews and the viewer)."""
        super().attach(app)
        self._prerender()

    def _prerender(self) -> None:
        self._layers = {index: MapLayer(entry.arena, self.app.tiles)
                        for index, entry in enumerate(self.entries) if entry.arena is not None}
        self._cards.clear()
        self._previews.clear()

    # -- the folders ------------------------------------------------------
    def update(self, dt: float) -> None:
        """Every second, a cheap look at both folders; list again if anything changed."""
        self._since_scan += dt
        if self.folders is None or self._since_scan < RESCAN_SECONDS:
            return
        self._since_scan = 0.0
        signature = user_maps.folders_signature(self.folders)
        if signature != self._signature:
            self._signature = signature
            self.rescan()

    def rescan(self) -> None:
        """List both folders again, keeping the selected map selected if it is still there."""
        chosen = self.entries[self.selected].path if self.entries else None
        self.entries = self._load_entries()
        paths = [entry.path for entry in self.entries]
        self.selected = paths.index(chosen) if chosen in paths else 0
        self.scroll = 0
        self._prerender()
        self._keep_selected_visible()

    def open_user_folder(self) -> str:
        """Open the player's maps folder in the file manager; the message is also shown."""
        if self.user_folder is not None:
            self.folder_message = user_maps.open_folder(self.user_folder)
        return self.folder_message

    # -- geometry ---------------------------------------------------------
    def list_width(self, size: tuple[int, int]) -> int:
        """Width of the card column for a window ``size``."""
        return max(300, min(560, int(size[0] * 0.46)))

    def card_rect(self, index: int, size: tuple[int, int]) -> pygame.Rect:
        """Where card ``index`` is drawn (after scrolling)."""
        y = LIST_TOP + index * (CARD_HEIGHT + CARD_GAP) - self.scroll
        return pygame.Rect(24, y, self.list_width(size), CARD_HEIGHT)

    def content_bottom(self, size: tuple[int, int]) -> int:
        """Where the cards and the preview end: above the folder bar and the key hints."""
        folder_bar = FOLDER_BAR + 10 if self.user_folder is not None else 0
        return size[1] - HINT_BAR - 10 - folder_bar

    def folder_bar(self, size: tuple[int, int]) -> pygame.Rect:
        """The strip naming the player's maps folder."""
        return pygame.Rect(24, size[1] - HINT_BAR - 10 - FOLDER_BAR, size[0] - 48, FOLDER_BAR)

    def folder_button(self, size: tuple[int, int]) -> pygame.Rect:
        """The Open folder button at the right of the folder bar."""
        bar = self.folder_bar(size)
        button = pygame.Rect((0, 0), FOLDER_BUTTON)
        button.midright = (bar.right - 10, bar.centery)
        return button

    def list_area(self, size: tuple[int, int]) -> pygame.Rect:
        """The box the cards scroll in: below the header, above the folder bar."""
        bottom = self.content_bottom(size)
        return pygame.Rect(24, LIST_TOP, self.list_width(size), max(0, bottom - LIST_TOP))

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card under a screen position, if any (only where cards are shown)."""
        size = self.app.screen.get_size()
        if not self.list_area(size).collidepoint(pos):
            return None
        hits = (i for i in range(len(self.entries)) if self.card_rect(i, size).collidepoint(pos))
        return next(hits, None)

    def _keep_selected_visible(self) -> None:
        size = self.app.screen.get_size()
        rect = self.card_rect(self.selected, size)
        bottom = self.list_area(size).bottom
        if rect.top < LIST_TOP:
            self.scroll -= LIST_TOP - rect.top
        elif rect.bottom > bottom:
            self.scroll += rect.bottom - bottom

    def _content_height(self) -> int:
        return len(self.entries) * (CARD_HEIGHT + CARD_GAP) - CARD_GAP

    def _scroll_by(self, pixels: int) -> None:
        room = self.list_area(self.app.screen.get_size()).height
        self.scroll = max(0, min(self.scroll + pixels, max(0, self._content_height() - room)))

    # -- input ------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Arrows and Enter, hover and click, the wheel; Esc goes back."""
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            hit = self.card_at(event.pos)
            if hit is not None:
                self.selected = hit
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.user_folder is not None and \
                    self.folder_button(self.app.screen.get_size()).collidepoint(event.pos):
                self.open_user_folder()
                return
            hit = self.card_at(event.pos)
            if hit is not None:
                self.selected = hit
                self.open_selected()
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll_by(-event.y * 40)

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.app.pop()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.open_selected()
        elif key == pygame.K_o:
            self.open_user_folder()
        elif key in (pygame.K_UP, pygame.K_w, pygame.K_DOWN, pygame.K_s) and self.entries:
            step = -1 if key in (pygame.K_UP, pygame.K_w) else 1
            self.selected = (self.selected + step) % len(self.entries)
            self._keep_selected_visible()

    def open_selected(self) -> bool:
        """Open the selected arena in the viewer; broken maps stay closed (False)."""
        if not self.entries or self.selected not in self._layers:
            return False
        entry = self.entries[self.selected]
        assert entry.arena is not None
        self.app.push(ArenaView(entry.arena, self.app.tiles, self._layers[self.selected],
                                path=Path(entry.path)))
        return True

    # -- drawing ----------------------------------------------------------
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Header, cards, preview panel and key hints."""
        size = surface.get_size()
        surface.fill(theme.BACKGROUND)
        self._draw_cards(surface, size)
        self._draw_header(surface)
        if self.entries:
            self._draw_preview(surface, size)
        else:
            message = text("No arenas found.", 30, theme.TEXT_DIM)
            surface.blit(message, (24, LIST_TOP))
        if self.user_folder is not None:
            draw_folder_bar(surface, self.folder_bar(size), self.folder_button(size),
                            self.user_folder, self.folder_message)
        if self._hints is None or self._hints.get_width() != size[0]:
            self._hints = key_hint_bar(HINTS, size[0])
        surface.blit(self._hints, (0, size[1] - self._hints.get_height()))

    def _draw_cards(self, surface: pygame.Surface, size: tuple[int, int]) -> None:
        """The cards, clipped to the list box (never over the header or the hint bar), and a
        scroll bar beside them when they do not all fit."""
        area = self.list_area(size)
        old_clip = surface.get_clip()
        surface.set_clip(area.inflate(4, 0))
        for index in range(len(self.entries)):
            rect = self.card_rect(index, size)
            if rect.colliderect(area):
                surface.blit(self._card(index, rect.width), rect)
        surface.set_clip(old_clip)
        content = self._content_height()
        if content > area.height > 0:
            track = pygame.Rect(area.right + 8, area.y, 4, area.height)
            pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=2)
            share = max(24, track.height * area.height // content)
            top = track.y + (track.height - share) * self.scroll // (content - area.height)
            pygame.draw.rect(surface, theme.ACCENT, (track.x - 1, top, 6, share),
                             border_radius=3)

    def _draw_header(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.BACKGROUND, (0, 0, surface.get_width(), LIST_TOP - 8))
        surface.blit(text("Choose an arena", 48, theme.TEXT, bold=True), (24, 24))
        broken = sum(1 for entry in self.entries if entry.arena is None)
        yours = sum(1 for entry in self.entries if self.is_users(entry))
        summary = f"{len(self.entries)} arenas" + (f", {yours} of them yours" if yours else "") + \
            (f", {broken} broken" if broken else "")
        count = text(summary, 22, theme.TEXT_DIM)
        surface.blit(count, (surface.get_width() - count.get_width() - 24, 40))
        pygame.draw.line(surface, theme.ACCENT, (24, LIST_TOP - 14),
                         (surface.get_width() - 24, LIST_TOP - 14), 2)

    def _card(self, index: int, width: int) -> pygame.Surface:
        key = (index, index == self.selected, width)
        if key not in self._cards:
            self._cards[key] = self._render_card(index, width, index == self.selected)
        return self._cards[key]

    def _render_card(self, index: int, width: int, chosen: bool) -> pygame.Surface:
        entry = self.entries[index]
        broken = entry.arena is None
        edge = theme.ACCENT if chosen else theme.PANEL_EDGE
        card = panel((width, CARD_HEIGHT), alpha=255, edge=edge,
                     fill=(40, 44, 58) if chosen else theme.PANEL)
        thumb_area = pygame.Rect(8, (CARD_HEIGHT - THUMB_SIZE[1]) // 2, *THUMB_SIZE)
        pygame.draw.rect(card, theme.BACKGROUND, thumb_area, border_radius=6)
        if broken:
            _draw_broken_icon(card, thumb_area.center)
        else:
            thumb = self._layers[index].thumbnail((THUMB_SIZE[0] - 8, THUMB_SIZE[1] - 8))
            card.blit(thumb, thumb.get_rect(center=thumb_area.center))
        x = thumb_area.right + 14
        name_colour = theme.TEXT_BROKEN if broken else theme.TEXT
        room = width - x - 10
        card.blit(fit_text(entry_title(entry), 32, name_colour, room, bold=True), (x, 12))
        for row, (words, colour) in enumerate(self._card_lines(entry, room)):
            card.blit(fit_text(words, 21, colour, room), (x, 44 + row * 22))
        return card

    def _card_lines(self, entry: Entry, width: int) -> list[tuple[str, theme.Colour]]:
        if entry.arena is None:
            problem = getattr(entry.error, "problem", None) or str(entry.error)
            lines = wrap(f"Broken: {problem}", 21, width)[:2]
            return [(line, theme.DANGER if i == 0 else theme.TEXT_BROKEN)
                    for i, line in enumerate(lines)]
        arena = entry.arena
        mine = "Your map  \u00b7  " if self.is_users(entry) else ""
        lines = [(mine + entry_summary(arena), theme.ACCENT if mine else theme.TEXT_DIM)]
        if arena.rulesets:
            lines.append((", ".join(arena.rulesets), theme.TEXT_DIM))
        return lines

    def _draw_preview(self, surface: pygame.Surface, size: tuple[int, int]) -> None:
        left = 24 + self.list_width(size) + 24
        area = pygame.Rect(left, LIST_TOP, size[0] - left - 24,
                           self.content_bottom(size) - 6 - LIST_TOP)
        if area.width < 160 or area.height < 120:
            return
        key = (self.selected, area.width, area.height)
        if key not in self._previews:
            self._previews[key] = self._render_preview(area.size)
        surface.blit(self._previews[key], area)

    def _render_preview(self, size: tuple[int, int]) -> pygame.Surface:
        entry = self.entries[self.selected]
        out = panel(size, alpha=255)
        if entry.arena is None:
            lines = [("This map is broken", 30, theme.DANGER)]
            lines += error_lines(Path(entry.path), entry.error or ValueError("unknown error"))
            lines.append(("It cannot be opened until the map file is fixed.", 22,
                          theme.TEXT_DIM))
            out.blit(text_block(lines, size[0] - 24, framed=False), (12, 12))
            return out
        details = self._details(entry)
        block = text_block(details, size[0] - 24, framed=False)
        room = (size[0] - 32, size[1] - block.get_height() - 32)
        if room[1] > 40:
            image = self._layers[self.selected].thumbnail(room)
            out.blit(image, image.get_rect(midtop=(size[0] // 2, 16)))
        out.blit(block, (12, size[1] - block.get_height() - 12))
        return out

    def _details(self, entry: Entry) -> list[Line]:
        arena = entry.arena
        assert arena is not None
        lines: list[Line] = [(arena.name, 34, theme.ACCENT),
                             (entry_summary(arena), 24, theme.TEXT)]
        lines.append((f"{len(arena.spawns)} spawn points \u00b7 {len(arena.stations)} stations",
                      24, theme.TEXT))
        if arena.rulesets:
            lines.append(("Suits: " + ", ".join(arena.rulesets), 24, theme.TEXT))
        where = Path(entry.path) if self.is_users(entry) else Path(entry.path).name
        lines.append((f"File: {where}", 20, theme.TEXT_DIM))
        return lines


def _draw_broken_icon(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """A grey hexagon struck through with a red cross."""
    pygame.draw.polygon(surface, (60, 62, 70), hex_points(centre, 32))
    pygame.draw.polygon(surface, theme.TEXT_BROKEN, hex_points(centre, 32), 2)
    cx, cy = centre
    for dx in (-1, 1):
        pygame.draw.line(surface, theme.DANGER, (cx - 14, cy - 14 * dx), (cx + 14, cy + 14 * dx), 5)
