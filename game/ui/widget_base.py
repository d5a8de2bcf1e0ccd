"""The base of every widget (a rectangle that can be focused, hovered and clicked) and the
drawing helpers the widgets and scenes share: tooltips, headings, text cut to fit."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from game.ui import theme
from game.ui.render import tooltip_place
from game.ui.text import drawable, font, text, wrap

Sound = Callable[[str], object]
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
FIELD_FILL = (18, 21, 30)
HOVER_FILL = (40, 44, 58)
TOOLTIP_DELAY = 18  # updates the mouse must rest before a tooltip shows (0.3 s)

def is_click(event: pygame.event.Event) -> bool:
    """True for a left or right mouse button press."""
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) in (1, 3)


class Widget:
    """The base: a rectangle that can be focused, hovered, clicked and drawn."""

    focusable = True

    def __init__(self, tooltip: str = "", enabled: bool = True) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.tooltip = tooltip
        self.enabled = enabled

    def handle_key(self, event: pygame.event.Event) -> bool:
        """React to a key while focused; True if it was used."""
        return False

    def handle_click(self, event: pygame.event.Event) -> bool:
        """React to a click inside ``rect``; True if it was used."""
        return False

    def handle_other(self, event: pygame.event.Event, focused: bool) -> bool:
        """Any other event (drags, text input, wheel); True if it was used."""
        return False

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        """Draw the widget into its ``rect``."""

    def tick(self) -> None:
        """One fixed update passed (most widgets change only on input)."""

    def look_state(self) -> Hashable:
        """What of the widget's picture changes with time alone while it is focused (a
        caret's phase), for the form's look; nothing for most widgets."""
        return None

    def _frame(self, surface: pygame.Surface, focused: bool, hovered: bool,
               fill: theme.Colour = theme.PANEL) -> None:
        """The common look: a rounded plate, lit when hovered, outlined amber when focused."""
        plate = HOVER_FILL if hovered and self.enabled else fill
        pygame.draw.rect(surface, plate, self.rect, border_radius=7)
        edge = theme.ACCENT if focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, 2 if focused else 1, border_radius=7)

    def _label_colour(self) -> theme.Colour:
        return theme.TEXT if self.enabled else theme.TEXT_BROKEN


def draw_tooltip(surface: pygame.Surface, content: str, pos: tuple[int, int],
                 max_width: int = 360, target: pygame.Rect | None = None,
                 avoid: Sequence[pygame.Rect] = ()) -> None:
    """A small dark box with ``content`` for the mouse at ``pos``, describing ``target`` (the
    hovered widget), placed clear of it, of the mouse and of ``avoid``, inside the window."""
    lines = wrap(content, 22, max_width - 20)
    rendered = [text(line, 22, theme.TEXT) for line in lines]
    width = max(s.get_width() for s in rendered) + 20
    height = sum(s.get_height() for s in rendered) + 14
    screen = surface.get_rect()
    described = tooltip_place.described_area(target, pos, screen)
    box = tooltip_place.place_tooltip((width, height), pos, screen, described, avoid)
    pygame.draw.rect(surface, (10, 12, 18), box, border_radius=6)
    pygame.draw.rect(surface, theme.ACCENT_DARK, box, 1, border_radius=6)
    y = box.y + 7
    for line in rendered:
        surface.blit(line, (box.x + 10, y))
        y += line.get_height()


def fit_text(content: str, size: int, colour: theme.Colour, width: int,
             bold: bool = False, smallest: int | None = None) -> pygame.Surface:
    """``content`` rendered within ``width``: first at smaller sizes down to ``smallest``
    (when given), then cut short with an ellipsis."""
    shown = text(content, size, colour, bold)
    while smallest is not None and shown.get_width() > width and size - 2 >= smallest:
        size -= 2
        shown = text(content, size, colour, bold)
    if shown.get_width() <= width:
        return shown
    cut = drawable(content)
    face = font(size, bold)
    low, high = 1, max(1, len(cut) - 1)  # the longest cut that fits, found by halving
    while low < high:
        middle = (low + high + 1) // 2
        if face.size(cut[:middle].rstrip() + "\u2026")[0] <= width:
            low = middle
        else:
            high = middle - 1
    return text(cut[:low].rstrip() + "\u2026", size, colour, bold)


def heading(surface: pygame.Surface, title: str, subtitle: str = "") -> int:
    """A screen's title at the top left with an amber rule under it; returns the rule's y."""
    surface.blit(text(title, 48, theme.TEXT, bold=True), (28, 22))
    if subtitle:
        sub = text(subtitle, 24, theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(topright=(surface.get_width() - 28, 40)))
    pygame.draw.line(surface, theme.ACCENT, (28, 76), (surface.get_width() - 28, 76), 2)
    return 76
