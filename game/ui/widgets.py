"""Small shared widgets for menus and forms: buttons, toggles, sliders, steppers, text fields.

Every widget has a ``rect`` (set by its scene's layout), an optional ``tooltip`` and an
``enabled`` flag. A ``Form`` holds a scene's widgets: it moves keyboard focus (Tab, Shift+Tab,
Up, Down), passes keys to the focused widget and clicks to the one under the mouse, plays the
UI sounds and draws the tooltip of whatever the mouse rests on. A disabled widget still shows
its tooltip, so a greyed-out button can say why it is greyed out.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.ui import theme
from game.ui.present import RectLike
from game.ui.text import text
from game.ui.widget_base import (
    ACTIVATE_KEYS,
    FIELD_FILL,
    HOVER_FILL,
    TOOLTIP_DELAY,
    Sound,
    Widget,
    draw_tooltip,
    fit_text,
    heading,
    is_click,
)
from game.ui.widget_lists import ListBox, Row
from game.ui.widget_steppers import Cycle, Stepper, Swatch

__all__ = ["ACTIVATE_KEYS", "FIELD_FILL", "HOVER_FILL", "TOOLTIP_DELAY", "Button", "Cycle",
           "Form", "ListBox", "Row", "Slider", "Sound", "Stepper", "Swatch", "TextField",
           "Toggle", "Widget", "draw_tooltip", "fit_text", "heading"]

CARET_PERIOD, CARET_SHOWN = 60, 36
"""A text field's caret blinks every CARET_PERIOD updates (1 s), shown for the first
CARET_SHOWN of them."""


class Button(Widget):
    """A push button; Enter, Space or a click runs ``action``."""

    def __init__(self, label: str, action: Callable[[], object], tooltip: str = "",
                 enabled: bool = True, size: int = 28, accent: bool = False) -> None:
        super().__init__(tooltip, enabled)
        self.label = label
        self.action = action
        self.size = size
        self.accent = accent

    def activate(self) -> bool:
        """Run the action if enabled; True if it ran."""
        if self.enabled:
            self.action()
        return self.enabled

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Enter or Space presses the button."""
        return event.key in ACTIVATE_KEYS and self.activate()

    def handle_click(self, event: pygame.event.Event) -> bool:
        """A left click presses the button."""
        return event.button == 1 and self.activate()

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        """A plate with a centred label; the accent button is filled amber."""
        if self.accent and self.enabled:
            fill = theme.ACCENT if hovered or focused else (214, 140, 36)
            pygame.draw.rect(surface, fill, self.rect, border_radius=7)
            edge = theme.HOVER_OUTLINE if focused else theme.ACCENT_DARK
            pygame.draw.rect(surface, edge, self.rect, 2, border_radius=7)
            colour: theme.Colour = theme.BACKGROUND
        else:
            self._frame(surface, focused, hovered)
            colour = self._label_colour()
        label = text(self.label, self.size, colour, bold=self.accent)
        surface.blit(label, label.get_rect(center=self.rect.center))


class Toggle(Widget):
    """An on/off switch with a label; Enter, Space or a click flips it."""

    def __init__(self, label: str, value: bool, on_change: Callable[[bool], object],
                 tooltip: str = "") -> None:
        super().__init__(tooltip)
        self.label = label
        self.value = value
        self.on_change = on_change

    def flip(self) -> bool:
        """Turn the switch over and report the new value."""
        self.value = not self.value
        self.on_change(self.value)
        return True

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Enter, Space, Left or Right flip the switch."""
        return event.key in (*ACTIVATE_KEYS, pygame.K_LEFT, pygame.K_RIGHT) and self.flip()

    def handle_click(self, event: pygame.event.Event) -> bool:
        """A click flips the switch."""
        return self.flip()

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        """Label on the left, a sliding pill on the right."""
        self._frame(surface, focused, hovered)
        label = text(self.label, 26, self._label_colour())
        surface.blit(label, label.get_rect(midleft=(self.rect.x + 14, self.rect.centery)))
        pill = pygame.Rect(0, 0, 52, 26)
        pill.midright = (self.rect.right - 14, self.rect.centery)
        pygame.draw.rect(surface, theme.ACCENT if self.value else (60, 64, 78), pill,
                         border_radius=13)
        knob_x = pill.right - 13 if self.value else pill.left + 13
        pygame.draw.circle(surface, theme.TEXT, (knob_x, pill.centery), 10)
        state = text("On" if self.value else "Off", 22, theme.TEXT_DIM)
        surface.blit(state, state.get_rect(midright=(pill.left - 10, pill.centery)))


class Slider(Widget):
    """A 0..1 value: drag or click the track, or Left and Right in ``step``s."""

    def __init__(self, label: str, value: float, on_change: Callable[[float], object],
                 tooltip: str = "", step: float = 0.05,
                 shown: Callable[[float], str] = lambda v: f"{round(v * 100)}%") -> None:
        super().__init__(tooltip)
        self.label = label
        self.value = min(1.0, max(0.0, value))
        self.on_change = on_change
        self.step = step
        self.shown = shown
        self.dragging = False

    def track(self) -> pygame.Rect:
        """The draggable bar inside the widget."""
        width = max(60, self.rect.width // 2 - 70)
        bar = pygame.Rect(0, 0, width, 8)
        bar.midright = (self.rect.right - 80, self.rect.centery)
        return bar

    def set(self, value: float) -> None:
        """Move the slider (clamped, rounded to the step) and report it if it changed."""
        new = round(min(1.0, max(0.0, value)) / self.step) * self.step
        new = round(min(1.0, max(0.0, new)), 4)
        if new != self.value:
            self.value = new
            self.on_change(new)

    def _set_from_x(self, x: int) -> None:
        bar = self.track()
        self.set((x - bar.left) / max(1, bar.width))

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Left and Right move by one step; Home and End jump to the ends."""
        moves = {pygame.K_LEFT: self.value - self.step, pygame.K_RIGHT: self.value + self.step,
                 pygame.K_HOME: 0.0, pygame.K_END: 1.0}
        if event.key not in moves:
            return False
        self.set(moves[event.key])
        return True

    def handle_click(self, event: pygame.event.Event) -> bool:
        """A click on the track sets the value and starts a drag."""
        if event.button != 1:
            return False
        self.dragging = True
        self._set_from_x(event.pos[0])
        return True

    def handle_other(self, event: pygame.event.Event, focused: bool) -> bool:
        """While dragging, the mouse sets the value; releasing ends the drag."""
        if event.type == pygame.MOUSEBUTTONUP:
            was, self.dragging = self.dragging, False
            return was
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._set_from_x(event.pos[0])
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        """Label, track with the filled part and knob, and the value."""
        self._frame(surface, focused, hovered)
        label = text(self.label, 26, self._label_colour())
        surface.blit(label, label.get_rect(midleft=(self.rect.x + 14, self.rect.centery)))
        bar = self.track()
        pygame.draw.rect(surface, (60, 64, 78), bar, border_radius=4)
        filled = bar.copy()
        filled.width = round(bar.width * self.value)
        pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=4)
        pygame.draw.circle(surface, theme.TEXT, (bar.left + filled.width, bar.centery), 10)
        shown = text(self.shown(self.value), 24, theme.TEXT)
        surface.blit(shown, shown.get_rect(midright=(self.rect.right - 14, self.rect.centery)))


class TextField(Widget):
    """One line of typed text (a name). Click or focus it, then type; Backspace deletes."""

    def __init__(self, value: str, on_change: Callable[[str], object], max_length: int = 16,
                 tooltip: str = "", placeholder: str = "") -> None:
        super().__init__(tooltip)
        self.value = value
        self.on_change = on_change
        self.max_length = max_length
        self.placeholder = placeholder
        self.blink = 0

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Backspace deletes a letter (Ctrl+Backspace all); typing comes as text input."""
        if event.key == pygame.K_BACKSPACE and self.value:
            everything = getattr(event, "mod", 0) & pygame.KMOD_CTRL
            self._set("" if everything else self.value[:-1])
            return True
        return bool(event.key == pygame.K_BACKSPACE)

    def handle_click(self, event: pygame.event.Event) -> bool:
        """A click focuses the field (the Form does that); nothing else to do."""
        return True

    def handle_other(self, event: pygame.event.Event, focused: bool) -> bool:
        """Typed characters, while focused."""
        if focused and event.type == pygame.TEXTINPUT:
            typed = "".join(ch for ch in event.text if ch.isprintable())
            if typed:
                self._set((self.value + typed)[:self.max_length])
            return True
        return False

    def tick(self) -> None:
        """One fixed update: the caret blinks once a second (by time, not by frames drawn)."""
        self.blink = (self.blink + 1) % CARET_PERIOD

    def caret_on(self) -> bool:
        """Whether the blinking caret shows now (while focused)."""
        return self.blink < CARET_SHOWN

    def look_state(self) -> Hashable:
        """The caret's phase: a part of the picture that changes with time alone."""
        return self.caret_on()

    def _set(self, value: str) -> None:
        if value != self.value:
            self.value = value
            self.on_change(value)

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        """The text (or a dim placeholder) and, while focused, a caret."""
        self._frame(surface, focused, hovered, fill=FIELD_FILL)
        shown = text(self.value or self.placeholder, 26,
                     theme.TEXT if self.value else theme.TEXT_BROKEN)
        spot = shown.get_rect(midleft=(self.rect.x + 10, self.rect.centery))
        surface.blit(shown, spot)
        if focused and self.caret_on():
            x = spot.right + 2 if self.value else self.rect.x + 10
            pygame.draw.line(surface, theme.ACCENT, (x, self.rect.y + 8),
                             (x, self.rect.bottom - 8), 2)


class Form:
    """A scene's widgets: focus, hover, clicks, keys, sounds and tooltips."""

    def __init__(self, widgets: list[Widget] | None = None, sound: Sound | None = None) -> None:
        self.widgets: list[Widget] = widgets or []
        self.focus: int | None = None
        self.hovered: Widget | None = None
        self.mouse = (-1, -1)
        self.rest = 0
        self.sound = sound or (lambda name: None)
        self.keep_clear: list[pygame.Rect] = []
        """Areas the tooltip should not cover (besides the other widgets): key hints, notes."""

    @property
    def focused(self) -> Widget | None:
        """The widget with keyboard focus, if any."""
        if self.focus is None or self.focus >= len(self.widgets):
            return None
        return self.widgets[self.focus]

    def focus_on(self, widget: Widget) -> None:
        """Give ``widget`` the keyboard focus."""
        self.focus = self.widgets.index(widget)

    def move_focus(self, step: int) -> None:
        """Focus the next (or previous) focusable widget, wrapping."""
        candidates = [i for i, w in enumerate(self.widgets) if w.focusable]
        if not candidates:
            return
        if self.focus not in candidates:
            self.focus = candidates[0 if step > 0 else -1]
        else:
            at = candidates.index(self.focus)
            self.focus = candidates[(at + step) % len(candidates)]
        self.sound("ui_hover")

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        """The topmost widget under ``pos``."""
        return next((w for w in reversed(self.widgets) if w.rect.collidepoint(pos)), None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Give the event to the right widget; True if something used it."""
        focused = self.focused
        for widget in self.widgets:
            if widget.handle_other(event, widget is focused):
                return True
        if event.type == pygame.KEYDOWN:
            return self._key(event, focused)
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            return False
        if is_click(event):
            return self._click(event)
        return False

    def _key(self, event: pygame.event.Event, focused: Widget | None) -> bool:
        if focused is not None and focused.enabled and focused.handle_key(event):
            self.sound("ui_click")
            return True
        backwards = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if backwards else 1)
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            self.move_focus(-1 if event.key == pygame.K_UP else 1)
            return True
        return False

    def _hover(self, pos: tuple[int, int]) -> None:
        hit = self.widget_at(pos)
        if hit is not self.hovered and hit is not None and hit.enabled:
            self.sound("ui_hover")
        if hit is not self.hovered or pos != self.mouse:
            self.rest = 0
        self.hovered, self.mouse = hit, pos

    def _click(self, event: pygame.event.Event) -> bool:
        hit = self.widget_at(event.pos)
        if hit is None:
            return False
        if hit.focusable:
            self.focus_on(hit)
        if not hit.enabled:
            self.sound("ui_error")
            return True
        if hit.handle_click(event):
            self.sound("ui_click")
        return True

    def update(self) -> None:
        """One fixed update: count how long the mouse has rested (for the tooltip delay);
        widgets that move with time (a caret) tick."""
        self.rest += 1
        for widget in self.widgets:
            widget.tick()

    def tooltip_text(self) -> str:
        """The tooltip for what the mouse rests on ("" if none)."""
        widget = self.hovered
        if widget is None:
            return ""
        if isinstance(widget, ListBox):
            return widget.hovered_tooltip(self.mouse)
        return widget.tooltip

    def shown_tooltip(self) -> str:
        """The tooltip on screen now ("" before the mouse has rested, or over nothing)."""
        return self.tooltip_text() if self.rest >= TOOLTIP_DELAY else ""

    def look(self) -> tuple[Hashable, tuple[tuple[RectLike, Hashable], ...]]:
        """What hover and focus show, for a scene's ``Look``: the tooltip (its words and
        where the mouse put it) for the whole, and each widget's rect with whether it is
        hovered and focused as a part. A widget's value is not in it: values change on keys
        and clicks, which redraw the whole screen anyway."""
        tip = self.shown_tooltip()
        focused = self.focused
        parts = tuple((tuple(w.rect), (w is self.hovered, w is focused, w.enabled,
                                       w.look_state() if w is focused else None))
                      for w in self.widgets)
        return (tip, self.mouse if tip else None, self.focus), parts

    def draw(self, surface: pygame.Surface) -> None:
        """Every widget, then the tooltip on top once the mouse has rested."""
        focused = self.focused
        for widget in self.widgets:
            widget.draw(surface, widget is focused, widget is self.hovered)
        tip = self.shown_tooltip()
        if tip:
            target = self.hovered_area()
            others = [w.rect for w in self.widgets if w is not self.hovered]
            draw_tooltip(surface, tip, self.mouse, target=target,
                         avoid=[*others, *self.keep_clear])

    def hovered_area(self) -> pygame.Rect | None:
        """What the tooltip describes: the hovered widget, or the hovered row of a list."""
        widget = self.hovered
        if widget is None:
            return None
        if isinstance(widget, ListBox):
            row = widget.row_at(self.mouse)
            if row is not None:
                return widget.row_rect(row).clip(widget.rect)
        return widget.rect
