"""Team colours in a normal and a colour-blind-safe palette, plus a shape and letter per team.

Colour is never the only cue: every team also has a distinct marker shape and a label letter,
which stay the same whichever palette is chosen. The colour-blind palette starts from Okabe
and Ito's colours but leaves out their orange and yellow, which sit next to the interface's
amber; a violet and a light green fill the last seats, and white replaces black so bots stay
visible on a dark arena. ``tests/ui/test_palette.py`` checks that the seats stay apart from
each other and from the amber under simulated protanopia, deuteranopia and tritanopia.

Screens that do not pass a palette explicitly get the player's choice (``use_colour_blind``,
set by the app from the settings), so every screen, the tournament's included, agrees.
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

# Ordered so the first two (the usual duel) differ most in lightness and hue, the first
# reddish like the normal palette's (the first seat is called Red).
COLOUR_BLIND_PALETTE: tuple[Colour, ...] = (
    (213, 94, 0),
    (86, 180, 233),
    (0, 158, 115),
    (204, 121, 167),
    (0, 114, 178),
    (235, 235, 235),
    (120, 80, 200),
    (170, 220, 120),
)
COLOUR_BLIND_NAMES = ("vermilion", "sky blue", "bluish green", "reddish purple", "blue",
                      "white", "violet", "light green")

SHAPES = ("circle", "triangle", "square", "diamond", "pentagon", "hexagon", "star", "cross")
LABELS = ("A", "B", "C", "D", "E", "F", "G", "H")
TEAM_COUNT = len(SHAPES)


class TeamStyle(NamedTuple):
    """How one team is drawn: its colour (and the colour's name), marker shape and letter."""

    colour: Colour
    colour_name: str
    shape: str
    label: str


_chosen = {"colour_blind": False}
"""The player's palette, for screens that do not name one (set from the settings)."""


def use_colour_blind(colour_blind: bool) -> None:
    """Make ``colour_blind`` the palette of every screen that does not name one."""
    _chosen["colour_blind"] = bool(colour_blind)


def chosen_colour_blind() -> bool:
    """True while the player has chosen the colour-blind palette."""
    return _chosen["colour_blind"]


def palette(colour_blind: bool | None = None) -> tuple[Colour, ...]:
    """The eight team colours of a palette (None: the player's choice)."""
    if colour_blind is None:
        colour_blind = chosen_colour_blind()
    return COLOUR_BLIND_PALETTE if colour_blind else NORMAL_PALETTE


def team_style(index: int, colour_blind: bool | None = None) -> TeamStyle:
    """The style of team ``index`` (0-based; wraps after eight teams; palette None: the
    player's choice)."""
    if colour_blind is None:
        colour_blind = chosen_colour_blind()
    slot = index % TEAM_COUNT
    names = COLOUR_BLIND_NAMES if colour_blind else NORMAL_NAMES
    return TeamStyle(palette(colour_blind)[slot], names[slot], SHAPES[slot], LABELS[slot])
