"""The replay viewer's controls over the battle screen's bottom panel: a slider with the
round marks, and buttons with their keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.render.buttons import (
    Button,
    button_at,
    draw_button,
    flow_rects,
    label_width,
    panel_surface,
)
from game.ui.text import text
from game.ui.widget_base import fit_text

if TYPE_CHECKING:
    from game.ui.scenes.replay_viewer import ReplayViewerScene

ARROWS = (pygame.K_UP, pygame.K_DOWN)
"""Keys the viewer leaves to the board (panning)."""
SLIDER_HEIGHT = 30


class ControlBar:
    """Slider and buttons for one viewer: the buttons laid out again when their words or
    place change, the bar's picture kept and painted again only when its look changes."""

    def __init__(self, viewer: ReplayViewerScene) -> None:
        self.viewer = viewer
        self.buttons: list[Button] = []
        self.slider = pygame.Rect(0, 0, 0, 0)
        self._layout_key: object = None
        self._picture: pygame.Surface | None = None
        """A canvas-sized picture holding the bar at its place (whole aligned rows to copy)."""
        self._picture_key: object = None

    def keys(self) -> dict[int, Callable[[], None]]:
        """The viewer's keys and what each does."""
        v = self.viewer
        return {pygame.K_SPACE: v.toggle_play, pygame.K_RIGHT: lambda: v.step(1),
                pygame.K_LEFT: lambda: v.step(-1), pygame.K_PAGEDOWN: lambda: v.jump_round(1),
                pygame.K_PAGEUP: lambda: v.jump_round(-1), pygame.K_HOME: lambda: v.seek(0),
                pygame.K_END: lambda: v.seek(v.session.cursor.length),
                pygame.K_s: v.next_speed, pygame.K_v: v.next_perspective,
                pygame.K_p: v.play_from_here, pygame.K_ESCAPE: v.leave}

    def key(self, event: pygame.event.Event) -> bool:
        """Run a viewer key; True if it was one."""
        run = self.keys().get(event.key)
        if run is None:
            return False
        run()
        return True

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on a button or the slider; True if it landed on the controls."""
        button = button_at(self.buttons, pos)
        if button is not None:
            button.action()
            return True
        if self.slider.collidepoint(pos):
            self.viewer.seek(self.round_start_at(pos[0]))
            return True
        return self.area().collidepoint(pos)

    def round_start_at(self, x: int) -> int:
        """The start of the round or turn under ``x`` on the slider (its exact point when the
        game counts none)."""
        cursor = self.viewer.session.cursor
        share = (x - self.slider.x) / max(1, self.slider.width)
        index = round(max(0.0, min(1.0, share)) * cursor.length)
        mark = cursor.mark_at(index)
        return mark.index if mark is not None else index

    def area(self) -> pygame.Rect:
        """Where the controls are: the battle screen's bottom panel."""
        return self.viewer.battle.bottom_area()

    def labels(self) -> list[tuple[str, str, Callable[[], None], str]]:
        """Every button: label, key, action, tooltip."""
        v = self.viewer
        seat = v.perspective
        view = "Everyone" if seat is None else v.session.names[seat]
        return [("|<", "PgUp", lambda: v.jump_round(-1), "To the start of this round"),
                ("<", "Left", lambda: v.step(-1), "One event back"),
                ("Pause" if v.playing else "Play", "Space", v.toggle_play, "Play or pause"),
                (">", "Right", lambda: v.step(1), "One event forward"),
                (">|", "PgDn", lambda: v.jump_round(1), "To the start of the next round"),
                (f"{v.speed}x", "S", v.next_speed, "Speed: 1x, 2x, 4x, 8x"),
                (f"View: {view}", "V", v.next_perspective,
                 "Whose view: everyone's (only what all could see) or one player's"),
                ("Play from here", "P", v.play_from_here,
                 "Start a new match from this point with the same players"),
                ("Back", "Esc", v.leave, "Leave the replay")]

    def draw(self, surface: pygame.Surface) -> None:
        """The panel, the slider with its marks and the buttons (from the kept picture)."""
        self._lay_out()
        area = self.area()
        key = (surface.get_size(), self.look())
        if self._picture is None or self._picture_key != key:
            if self._picture is None or self._picture.get_size() != surface.get_size():
                made = pygame.Surface(surface.get_size())
                self._picture = made.convert() if pygame.display.get_surface() else made
            self._paint(self._picture, area)
            self._picture_key = key
        surface.blit(self._picture, area, area)

    def draw_fresh(self, surface: pygame.Surface) -> None:
        """The bar painted anew, keeping nothing (what ``draw`` must show)."""
        self._lay_out()
        self._paint(surface, self.area())

    def _lay_out(self) -> None:
        """The slider and the buttons for the bar's place and the buttons' words."""
        area = self.area()
        entries = self.labels()
        key = (tuple(area), tuple((label, hotkey) for label, hotkey, *_ in entries))
        if key == self._layout_key:
            return
        self._layout_key = key
        self.slider = pygame.Rect(area.x + 14, area.y + 10, area.width - 28, SLIDER_HEIGHT)
        strip = pygame.Rect(area.x + 10, self.slider.bottom + 10, area.width - 20,
                            area.bottom - self.slider.bottom - 14)
        widths = [label_width(label, 20, 30) for label, *_ in entries]
        rects = flow_rects(strip, widths, 34, 6)
        self.buttons = [Button(rect, label, action, tip, size=20, hotkey=hotkey,
                               primary=label in ("Play", "Pause"))
                        for rect, (label, hotkey, action, tip) in zip(rects, entries,
                                                                       strict=True)]

    def _paint(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The bar painted at ``area`` of ``surface``."""
        surface.fill(theme.BACKGROUND, area)
        surface.blit(panel_surface(area.size, 245), area.topleft)
        self._draw_slider(surface)
        mouse = self.viewer.mouse
        for button in self.buttons:
            draw_button(surface, button, mouse is not None and button.rect.collidepoint(mouse))

    def look(self) -> tuple[object, ...]:
        """What the bar shows: play state, speed, view, position and the button the mouse
        is over (among those last drawn)."""
        v, mouse = self.viewer, self.viewer.mouse
        over = next((i for i, b in enumerate(getattr(self, "buttons", ()))
                     if mouse is not None and b.rect.collidepoint(mouse)), None)
        return (v.playing, v.speed, v.perspective, v.session.position, v.session.at_end,
                tuple(self.area()), over)

    def _draw_slider(self, surface: pygame.Surface) -> None:
        session = self.viewer.session
        cursor = session.cursor
        bar = self.slider
        track = pygame.Rect(bar.x, bar.bottom - 10, bar.width, 6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=3)
        length = max(1, cursor.length)
        for mark in cursor.marks:
            x = bar.x + bar.width * mark.index // length
            pygame.draw.line(surface, theme.TEXT_DIM, (x, track.y - 6), (x, track.bottom + 2), 2)
        done = bar.width * session.position // length
        pygame.draw.rect(surface, theme.ACCENT, (bar.x, track.y, done, track.height),
                         border_radius=3)
        pygame.draw.circle(surface, theme.ACCENT, (bar.x + done, track.centery), 8)
        mark = cursor.mark_at(session.position)
        where = mark.label if mark is not None else "the start"
        said = f"Replay \u00b7 {where} \u00b7 step {session.position} of {cursor.length}"
        label = fit_text(said, 18, theme.TEXT, bar.width)
        surface.blit(label, (bar.x, bar.y - 6))
        end = "the end" if session.at_end else ""
        if end:
            tag = text(end, 18, theme.ACCENT)
            surface.blit(tag, tag.get_rect(topright=(bar.right, bar.y - 6)))
