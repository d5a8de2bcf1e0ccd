"""Widgets that step through values with arrows: numbers, named options and colours."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui import theme
from game.ui.text import text
from game.ui.widget_base import Widget, fit_text


class _Arrows(Widget):
    """Shared by Stepper and Cycle: a label, then "<  value  >" on the right."""

    def __init__(self, label: str, tooltip: str, label_size: int = 26) -> None:
        super().__init__(tooltip)
        self.label = label
        self.label_size = label_size
        self.disabled_value = "\u2014"
        """What stands for the value while the widget is disabled (a dash unless set)."""

    def shown(self) -> str:
        """The value as text."""
        raise NotImplementedError

    def nudge(self, step: int) -> bool:
        """Move the value one step back (-1) or on (+1); True if it changed."""
        raise NotImplementedError

    def arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The clickable left and right arrows."""
        box = min(34, self.rect.height - 8)
        right = pygame.Rect(0, 0, box, box)
        right.midright = (self.rect.right - 8, self.rect.centery)
        left = right.copy()
        left.right = right.left - self.value_width()
        return left, right

    def value_width(self) -> int:
        """Room between the arrows for the value (all the room there is without a label)."""
        if not self.label:
            return max(40, self.rect.width - 2 * min(34, self.rect.height - 8) - 16)
        return min(170, max(60, self.rect.width // 3))

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Left and Right (and minus and plus) step the value."""
        if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            return self.nudge(-1) or True
        if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            return self.nudge(1) or True
        return False

    def handle_click(self, event: pygame.event.Event) -> bool:
        """Click an arrow to step; a right click anywhere steps back, a left click on."""
        left, right = self.arrow_rects()
        if event.button == 3 or left.collidepoint(event.pos):
            self.nudge(-1)
        else:
            self.nudge(1)
        return True

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        """Label left; arrows and value right (when disabled: the label greyed and
        ``disabled_value`` without arrows)."""
        self._frame(surface, focused, hovered)
        if self.label:
            label = text(self.label, self.label_size, self._label_colour())
            surface.blit(label, label.get_rect(midleft=(self.rect.x + 14, self.rect.centery)))
        left, right = self.arrow_rects()
        if not self.enabled:
            dash = text(self.disabled_value, 26, theme.TEXT_BROKEN)
            middle = pygame.Rect(left.x, self.rect.y, right.right - left.x, self.rect.height)
            surface.blit(dash, dash.get_rect(center=middle.center if self.label
                                             else self.rect.center))
            return
        for rect, glyph in ((left, "<"), (right, ">")):
            pygame.draw.rect(surface, (44, 48, 62), rect, border_radius=6)
            mark = text(glyph, 28, theme.ACCENT if focused else theme.TEXT, bold=True)
            surface.blit(mark, mark.get_rect(center=rect.center))
        self.draw_value(surface, pygame.Rect(left.right, self.rect.y, right.left - left.right,
                                             self.rect.height))

    def draw_value(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The current value, centred between the arrows (smaller, then cut, if long)."""
        value = fit_text(self.shown(), 26, theme.TEXT, area.width - 6, bold=True, smallest=18)
        surface.blit(value, value.get_rect(center=area.center))


class Stepper(_Arrows):
    """A whole number between ``low`` and ``high``."""

    def __init__(self, label: str, value: int, low: int, high: int,
                 on_change: Callable[[int], object], tooltip: str = "") -> None:
        super().__init__(label, tooltip)
        self.low, self.high = low, high
        self.value = min(high, max(low, value))
        self.on_change = on_change

    def shown(self) -> str:
        """The number."""
        return str(self.value)

    def set(self, value: int) -> bool:
        """Set the number (clamped); True if it changed."""
        new = min(self.high, max(self.low, value))
        if new == self.value:
            return False
        self.value = new
        self.on_change(new)
        return True

    def nudge(self, step: int) -> bool:
        """One up or down."""
        return self.set(self.value + step)


class Cycle(_Arrows):
    """One of several named options, stepped through in order (wrapping)."""

    def __init__(self, label: str, options: Sequence[str], index: int,
                 on_change: Callable[[int], object], tooltip: str = "",
                 label_size: int = 26) -> None:
        super().__init__(label, tooltip, label_size)
        self.options = list(options)
        self.index = index % len(self.options)
        self.on_change = on_change

    def shown(self) -> str:
        """The chosen option's name."""
        return self.options[self.index]

    def nudge(self, step: int) -> bool:
        """The previous or next option."""
        self.index = (self.index + step) % len(self.options)
        self.on_change(self.index)
        return True


class Swatch(_Arrows):
    """A colour from a palette; stepping skips colours ``taken`` reports as used elsewhere."""

    def __init__(self, colours: Sequence[theme.Colour], names: Sequence[str], index: int,
                 on_change: Callable[[int], object], taken: Callable[[], set[int]],
                 tooltip: str = "") -> None:
        super().__init__("", tooltip)
        self.colours, self.names = list(colours), list(names)
        self.index = index
        self.on_change = on_change
        self.taken = taken

    def shown(self) -> str:
        """The colour's name."""
        return self.names[self.index]

    def nudge(self, step: int) -> bool:
        """The next colour nobody else has (or stays put when all are taken)."""
        used = self.taken()
        for offset in range(1, len(self.colours)):
            candidate = (self.index + step * offset) % len(self.colours)
            if candidate not in used:
                self.index = candidate
                self.on_change(candidate)
                return True
        return False

    def draw_value(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """A filled chip in the colour."""
        chip = area.inflate(-8, -14)
        pygame.draw.rect(surface, self.colours[self.index], chip, border_radius=6)
        pygame.draw.rect(surface, theme.BACKGROUND, chip, 2, border_radius=6)
