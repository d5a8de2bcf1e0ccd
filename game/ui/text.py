"""Cached text rendering with pygame's built-in font (no font files needed).

Whatever it is given, nothing here raises on the content: text from a player's file may hold
a NUL (pygame refuses it), other control characters, lone surrogates (a file name in a
foreign encoding) or a whole file on one line. :func:`drawable` makes any string safe to draw.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pygame

from game.ui.theme import Colour

_state = {"quit_hook": False, "min_size": 0}

SMALLEST_PX = 9
"""No text is drawn smaller than this many window pixels, whatever the UI scale."""
LONGEST_LINE = 1000
"""A line longer than this many characters is cut (no window is that wide)."""
LONGEST_TEXT = 20000
"""Text to wrap longer than this many characters is cut (no screen shows that much)."""
REPLACEMENT = "\ufffd"
UNDRAWABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")
"""Control characters (tab and line feed aside) and lone surrogates."""


def drawable(content: object, longest: int = LONGEST_LINE) -> str:
    """``content`` as text pygame can draw: undrawable characters shown as \ufffd, cut to
    ``longest`` characters (the cut marked by an ellipsis)."""
    shown = content if isinstance(content, str) else str(content)
    if len(shown) > longest:
        shown = shown[:longest - 1] + "\u2026"
    return UNDRAWABLE.sub(REPLACEMENT, shown)


def set_min_size(size: int) -> None:
    """Draw every text at ``size`` (canvas pixels) or larger from now on: the app sets it
    so a scaled-down canvas (a small window) never shrinks text below ``SMALLEST_PX``."""
    if size != _state["min_size"]:
        _state["min_size"] = size
        font.cache_clear()
        text.cache_clear()


def _forget_fonts() -> None:
    """pygame.quit() invalidates every Font, so drop the caches with it."""
    font.cache_clear()
    text.cache_clear()
    _state["quit_hook"] = False


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """pygame's default font at ``size`` pixels, created once per pygame session."""
    if not pygame.font.get_init():
        pygame.font.init()
    if not _state["quit_hook"]:
        pygame.register_quit(_forget_fonts)
        _state["quit_hook"] = True
    made = pygame.font.Font(None, max(size, int(_state["min_size"])))
    made.bold = bold
    return made


@lru_cache(maxsize=1024)
def text(content: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """A rendered line of text (anti-aliased, transparent background), cached. Any content
    at all is drawn (see :func:`drawable`)."""
    return font(size, bold).render(drawable(content), True, colour)


def wrap(content: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Split ``content`` into lines that fit ``max_width`` pixels at ``size`` (measured in
    the bold face when the lines will be drawn bold)."""
    face = font(size, bold)
    lines: list[str] = []
    for paragraph in drawable(content, LONGEST_TEXT).splitlines() or [""]:
        current = ""
        for word in paragraph.split(" "):
            trial = f"{current} {word}".strip()
            if current and face.size(trial)[0] > max_width:
                lines.append(current)
                current = word
            else:
                current = trial
        lines.append(current)
    return lines


def shadowed(content: str, size: int, colour: Colour, bold: bool = False,
             shadow: Colour = (0, 0, 0), offset: int = 2) -> pygame.Surface:
    """Text with a drop shadow, for labels drawn straight over the map."""
    front = text(content, size, colour, bold)
    back = text(content, size, shadow, bold)
    out = pygame.Surface((front.get_width() + offset, front.get_height() + offset),
                         pygame.SRCALPHA)
    out.blit(back, (offset, offset))
    out.blit(front, (0, 0))
    return out
