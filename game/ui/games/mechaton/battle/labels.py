"""Mech name labels on the field that never pile up on one another.

Zoomed out (a small window), whole names are wider than a hex, so neighbours' labels would
overlap: there a mech with a neighbour shows a short tag ("Nina 2" -> "N2"), a mech on its
own its whole name, and the hovered mech its whole name on a dark plate. Labels are placed one
by one, and a label that would cover one placed before moves down (then up) a row until it is
clear.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui.text import shadowed

FULL_NAMES_ZOOM = 0.8
"""At this zoom and above every mech shows its whole name."""
TRIES = 4
"""Rows tried below (and as many above) before a label stays where it overlaps least."""


def short_label(name: str) -> str:
    """A tag of at most four characters: the first letter and number of a numbered name
    ("Nina 2" -> "N2"), else the name's initials ("Big Red Bob" -> "BRB"), else its first
    three letters ("Stomper" -> "Sto")."""
    words = name.split()
    if not words:
        return "?"
    if len(words) > 1 and words[-1].isdigit():
        return (words[0][:1] + words[-1])[:4]
    if len(words) > 1:
        return "".join(w[0] for w in words)[:4]
    return name[:3]


def place(wanted: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """Where to draw each label (in order): its wanted place, or the nearest row below or
    above it that overlaps no label placed before it."""
    placed: list[pygame.Rect] = []
    for rect in wanted:
        best = rect
        for step in _steps():
            moved = rect.move(0, step * rect.height)
            if moved.collidelist(placed) == -1:
                best = moved
                break
        placed.append(best)
    return placed


def _steps() -> list[int]:
    steps = [0]
    for k in range(1, TRIES + 1):
        steps += [k, -k]
    return steps


@dataclass(frozen=True)
class Label:
    """One mech's label: its name, team colour and the point its top centre wants."""

    name: str
    colour: tuple[int, int, int]
    anchor: tuple[float, float]
    hovered: bool = False


def draw_labels(surface: pygame.Surface, labels: Sequence[Label],
                zoom: float) -> list[tuple[str, pygame.Rect]]:
    """Draw every label without overlaps, then the hovered one whole, on a plate, right
    under its mech (over whatever is there); returns each (words, place) drawn."""
    size = max(12, round(16 * zoom))
    full = zoom >= FULL_NAMES_ZOOM
    rest = sorted((lab for lab in labels if not lab.hovered),
                  key=lambda lab: (lab.anchor[1], lab.anchor[0]))
    short = {id(lab): _at(shadowed(short_label(lab.name), size, lab.colour, True), lab)
             for lab in labels}
    words = []
    for lab in rest:
        whole = _at(shadowed(lab.name, size, lab.colour, True), lab).inflate(8, 8)
        alone = whole.collidelist([r for k, r in short.items() if k != id(lab)]) == -1
        words.append(lab.name if full or alone else short_label(lab.name))
    images = [shadowed(w, size, lab.colour, True) for w, lab in zip(words, rest, strict=True)]
    wanted = [_at(image, lab) for lab, image in zip(rest, images, strict=True)]
    drawn = list(zip(words, place(wanted), strict=True))
    for image, (_, rect) in zip(images, drawn, strict=True):
        _plate(surface, rect)
        surface.blit(image, rect)
    for lab in labels:
        if lab.hovered:
            image = shadowed(lab.name, size, lab.colour, True)
            rect = _at(image, lab)
            plate = rect.inflate(8, 4)
            pygame.draw.rect(surface, (16, 18, 24), plate, border_radius=4)
            pygame.draw.rect(surface, lab.colour, plate, 1, border_radius=4)
            surface.blit(image, rect)
            drawn.append((lab.name, rect))
    return drawn


def _plate(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A see-through dark plate, so a label reads over sprites of its own colour."""
    plate = pygame.Surface(rect.inflate(4, 0).size, pygame.SRCALPHA)
    plate.fill((12, 14, 20, 170))
    surface.blit(plate, rect.inflate(4, 0))


def _at(image: pygame.Surface, label: Label) -> pygame.Rect:
    return image.get_rect(midtop=(round(label.anchor[0]), round(label.anchor[1])))
