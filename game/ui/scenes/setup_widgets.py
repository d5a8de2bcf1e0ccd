"""Widgets of the shared New match screen: one per game option, and where rows of them go."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui.match_setup import Choice, Number, OptionSpec, Switch
from game.ui.widgets import Cycle, Stepper, Toggle, Widget

SEAT_WIDTHS = (132, 0, 140, 160, 44)
"""Colour, name (takes what is left), human or AI, AI level, remove."""
GAP = 8


def option_widget(spec: OptionSpec, value: Any, on_change: Callable[[Any], object]) -> Widget:
    """The widget that edits option ``spec`` (now ``value``): a cycle, stepper or toggle."""
    if isinstance(spec, Choice):
        values = [v for v, _ in spec.values]
        return Cycle(spec.label, [label for _, label in spec.values], values.index(value),
                     lambda i: on_change(values[i]), spec.tip, label_size=22)
    if isinstance(spec, Number):
        return Stepper(spec.label, value, spec.low, spec.high, on_change, spec.tip)
    assert isinstance(spec, Switch)
    return Toggle(spec.label, value, on_change, spec.tip)


def place_grid(widgets: Sequence[Widget], area: pygame.Rect, columns: int) -> None:
    """``widgets`` left to right, top to bottom, ``columns`` to a row, filling ``area``."""
    if not widgets:
        return
    rows = -(-len(widgets) // columns)
    width = (area.width - GAP * (columns - 1)) // columns
    height = (area.height - GAP * (rows - 1)) // rows
    for index, widget in enumerate(widgets):
        row, column = divmod(index, columns)
        widget.rect = pygame.Rect(area.x + column * (width + GAP), area.y + row * (height + GAP),
                                  width, height)


def place_seat_row(row: Sequence[Widget], x: int, y: int, width: int, height: int) -> None:
    """One seat's widgets side by side from ``x``; the name takes the room the others leave."""
    fixed = sum(SEAT_WIDTHS) + GAP * (len(SEAT_WIDTHS) - 1)
    for widget, wanted in zip(row, SEAT_WIDTHS, strict=True):
        size = wanted or max(120, width - fixed)
        widget.rect = pygame.Rect(x, y, size, height)
        x += size + GAP
