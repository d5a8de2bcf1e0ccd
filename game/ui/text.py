"""Cached text rendering with pygame's built-in font (no font files needed)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui.theme import Colour

_state = {"quit_hook": False, "min_size": 0}

SMALLEST_PX = 9
"""No text is drawn smaller than this many window pixels, whatever the UI scale."""


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
    """A rendered line of text (anti-aliased, transparent background), cached."""
    return font(size, bold).render(content, True, colour)


def wrap(content: str, size: int, max_width: int) -> list[str]:
    """Split ``content`` into lines that fit ``max_width`` pixels at ``size``."""
    face = font(size)
    lines: list[str] = []
    for paragraph in content.splitlines() or [""]:
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
