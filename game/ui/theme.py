"""Colours, sizes and team colours shared by every screen."""

from __future__ import annotations

from game.ui.palette import NORMAL_PALETTE, palette

Colour = tuple[int, int, int]

BACKGROUND: Colour = (14, 16, 22)
PANEL: Colour = (24, 28, 38)
PANEL_EDGE: Colour = (70, 78, 96)
TEXT: Colour = (226, 230, 238)
TEXT_DIM: Colour = (140, 148, 166)
TEXT_BROKEN: Colour = (110, 112, 120)
ACCENT: Colour = (255, 176, 48)
ACCENT_DARK: Colour = (150, 82, 18)
DANGER: Colour = (235, 84, 72)
HOVER_OUTLINE: Colour = (255, 226, 120)
STATION: Colour = (90, 210, 255)

# The normal team palette lives in palette.py (with the colour-blind one); every team also
# gets a number, shape and letter, so colour is never the only cue.
TEAM_COLOURS: tuple[Colour, ...] = NORMAL_PALETTE

# Fallback fill per terrain, used when a tile image is missing.
TERRAIN_COLOURS: dict[str, Colour] = {
    "floor": (92, 98, 108),
    "wall": (40, 42, 50),
    "cover": (128, 104, 70),
    "null": (110, 70, 170),
    "pickup": (60, 190, 140),
    "station": (50, 140, 200),
}
UNKNOWN_TERRAIN: Colour = (200, 0, 200)


def team_colour(index: int) -> Colour:
    """The colour of team ``index`` in the player's palette (wraps after eight)."""
    colours = palette()
    return colours[index % len(colours)]


_TERRAIN_LABELS = {"null": "Null field", "pickup": "Pick-up"}


def terrain_label(name: str) -> str:
    """How a terrain kind is named on screen ('null' reads as 'Null field')."""
    return _TERRAIN_LABELS.get(name, name.replace("_", " ").capitalize())
