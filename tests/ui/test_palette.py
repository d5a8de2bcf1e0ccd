"""The colour-blind palette keeps seats apart from each other and from the interface's amber
under simulated colour-vision deficiencies, and every screen follows the player's choice
(issue 14, item 5)."""

from __future__ import annotations

import itertools
import math

import pytest

from game.ui import theme
from game.ui.palette import COLOUR_BLIND_PALETTE, palette, team_style, use_colour_blind

# Viénot, Brettel and Mollon (1999) dichromat projections in linear RGB.
DEFICIENCIES = {
    "none": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
SEATS_APART = 12.0  # CIE76 delta E: clearly different side by side
AMBER_APART = 17.0


def linear(channel: float) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lab(linear_rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = linear_rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def seen(colour: tuple[int, int, int], deficiency: str) -> tuple[float, float, float]:
    """The colour as Lab, as someone with ``deficiency`` sees it."""
    rows = DEFICIENCIES[deficiency]
    rgb = [linear(c) for c in colour]
    projected = [min(1.0, max(0.0, sum(w * v for w, v in zip(row, rgb, strict=True))))
                 for row in rows]
    return lab((projected[0], projected[1], projected[2]))


@pytest.mark.parametrize("deficiency", list(DEFICIENCIES))
def test_colour_blind_seats_stay_apart_from_each_other_and_from_the_amber(deficiency):
    shown = [seen(colour, deficiency) for colour in COLOUR_BLIND_PALETTE]
    closest = min(math.dist(a, b) for a, b in itertools.combinations(shown, 2))
    assert closest >= SEATS_APART
    amber = seen(theme.ACCENT, deficiency)
    assert min(math.dist(colour, amber) for colour in shown) >= AMBER_APART


def test_screens_that_name_no_palette_follow_the_players_choice(app):
    from dataclasses import replace

    try:
        app.apply_settings(replace(app.settings, colour_blind_palette=True))
        assert palette() == COLOUR_BLIND_PALETTE
        assert team_style(0).colour == COLOUR_BLIND_PALETTE[0] == theme.team_colour(0)
        app.apply_settings(replace(app.settings, colour_blind_palette=False))
        assert team_style(0).colour == theme.NORMAL_PALETTE[0]
    finally:
        use_colour_blind(False)
