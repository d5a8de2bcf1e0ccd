"""Team colours in a normal and a colour-blind-safe palette, plus a shape and letter per team.

Colour is never the only cue: every team also has a distinct marker shape and a label letter,
which stay the same whichever palette is chosen. The colour-blind palette is based on Okabe and
Ito's eight colours, with their black swapped for white so bots stay visible on a dark arena.
"""

from __future__ import annotations

from typing import NamedTuple

Colour = tuple[int, int, int]

# The everyday palette; game/ui/theme.py uses it for spawn markers and menus too.
NORMAL_PALETTE: tuple[Colour, ...] = (
    (230, 70, 60),
    (60, 140, 235),
    (250, 200, 50),
    (70, 200, 120),
    (200, 90, 220),
    (250, 140, 40),
    (80, 220, 220),
    (235, 235, 235),
)
NORMAL_NAMES = ("red", "blue", "yellow", "green", "purple", "orange", "cyan", "white")

# Okabe-Ito, ordered so the first two (the usual duel) differ most in lightness and hue.
COLOUR_BLIND_PALETTE: tuple[Colour, ...] = (
    (230, 159, 0),
    (0, 114, 178),
    (240, 228, 66),
    (0, 158, 115),
    (204, 121, 167),
    (213, 94, 0),
    (86, 180, 233),
    (235, 235, 235),
)
COLOUR_BLIND_NAMES = ("orange", "blue", "yellow", "bluish green", "reddish purple",
                      "vermilion", "sky blue", "white")

SHAPES = ("circle", "triangle", "square", "diamond", "pentagon", "hexagon", "star", "cross")
LABELS = ("A", "B", "C", "D", "E", "F", "G", "H")
TEAM_COUNT = len(SHAPES)


class TeamStyle(NamedTuple):
    """How one team is drawn: its colour (and the colour's name), marker shape and letter."""

    colour: Colour
    colour_name: str
    shape: str
    label: str


def palette(colour_blind: bool = False) -> tuple[Colour, ...]:
    """The eight team colours of the chosen palette."""
    return COLOUR_BLIND_PALETTE if colour_blind else NORMAL_PALETTE


def team_style(index: int, colour_blind: bool = False) -> TeamStyle:
    """The style of team ``index`` (0-based; wraps after eight teams)."""
    slot = index % TEAM_COUNT
    names = COLOUR_BLIND_NAMES if colour_blind else NORMAL_NAMES
    return TeamStyle(palette(colour_blind)[slot], names[slot], SHAPES[slot], LABELS[slot])
