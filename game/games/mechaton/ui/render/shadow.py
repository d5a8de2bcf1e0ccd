"""Shadowed words over the field (brick counts, station marks, mech names), made once per
words, size, colour and font and then reused: the field is painted again on every hover over
a mech and every frame of a walk, and a fresh shadowed surface per label was its main cost."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui.text import font, shadowed
from game.ui.theme import Colour


def shadow_text(content: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """``game.ui.text.shadowed(content, size, colour, bold)``, kept (never draw on it)."""
    return _kept(content, size, colour, bold, font(size, bold))


@lru_cache(maxsize=512)
def _kept(content: str, size: int, colour: Colour, bold: bool,
          face: pygame.font.Font) -> pygame.Surface:
    """Keyed by the font object too: a new smallest text size (or a new pygame session)
    makes new fonts, so words drawn with the old ones are not reused."""
    return shadowed(content, size, colour, bold)
