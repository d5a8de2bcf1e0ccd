"""The battle header's key tag: the rules key and the quick-reference key, right-aligned, so a
player learns in any match where the rules and the one-screen summary are."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.text import text

TAG_SIZE = 18


def key_tag_words(keys: Any) -> str:
    """"F1 rules  F3 quick ref" with the player's own keys (``keys``: the battle's KeyMap)."""
    return f"{keys.label('help')} rules  {keys.label('quick_ref')} quick ref"


def draw_key_tag(surface: pygame.Surface, keys: Any, top: int = 14) -> int:
    """Draw the tag at the header's right edge; the x where it starts (text to its left
    must end before that)."""
    tag = text(key_tag_words(keys), TAG_SIZE, theme.TEXT_DIM)
    where = tag.get_rect(topright=(surface.get_width() - 12, top))
    surface.blit(tag, where)
    return where.left
