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
from functools import lru_cache

import pygame

from game.games.mechaton.ui.render.shadow import shadow_text

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


def place(wanted: Sequence[pygame.Rect],
          taken: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """Where to draw each label (in order): its wanted place, or the nearest row below or
    above it that overlaps no label placed before it (nor ``taken``)."""
    placed: list[pygame.Rect] = list(taken)
    for rect in wanted:
        best = rect
        for step in _steps():
            moved = rect.move(0, step * rect.height)
            if moved.collidelist(placed) == -1:
                best = moved
                break
        placed.append(best)
    return placed[len(taken):]


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
    words = _fitting_words(labels, rest, size, full)
    images = [shadow_text(w, size, lab.colour, True) for w, lab in zip(words, rest, strict=True)]
    wanted = [_at(image, lab) for lab, image in zip(rest, images, strict=True)]
    hovered = [_at(shadow_text(lab.name, size, lab.colour, True), lab).inflate(8, 4)
               for lab in labels if lab.hovered]
    drawn = list(zip(words, place(wanted, hovered), strict=True))
    for image, (_, rect) in zip(images, drawn, strict=True):
        _plate(surface, rect)
        surface.blit(image, rect)
    for lab in labels:
        if lab.hovered:
            image = shadow_text(lab.name, size, lab.colour, True)
            rect = _at(image, lab)
            plate = rect.inflate(8, 4)
            pygame.draw.rect(surface, (16, 18, 24), plate, border_radius=4)
            pygame.draw.rect(surface, lab.colour, plate, 1, border_radius=4)
            surface.blit(image, rect)
            drawn.append((lab.name, rect))
    return drawn


def _fitting_words(labels: Sequence[Label], rest: Sequence[Label], size: int,
                   full: bool) -> list[str]:
    """Each of ``rest``'s words: its whole name where that covers no other label (short
    tags, names already granted, the hovered name), else its short tag."""
    def rect(lab: Label, words: str) -> pygame.Rect:
        return _at(shadow_text(words, size, lab.colour, True), lab)

    taken = {id(lab): rect(lab, lab.name if lab.hovered else short_label(lab.name))
             for lab in labels}
    found = []
    for lab in rest:
        whole = rect(lab, lab.name)
        others = [r for key, r in taken.items() if key != id(lab)]
        if full or whole.inflate(8, 4).collidelist(others) == -1:
            taken[id(lab)] = whole
            found.append(lab.name)
        else:
            found.append(short_label(lab.name))
    return found


def _plate(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A see-through dark plate, so a label reads over sprites of its own colour."""
    surface.blit(_plate_of(rect.inflate(4, 0).size), rect.inflate(4, 0))


@lru_cache(maxsize=64)
def _plate_of(size: tuple[int, int]) -> pygame.Surface:
    plate = pygame.Surface(size, pygame.SRCALPHA)
    plate.fill((12, 14, 20, 170))
    return plate


def _at(image: pygame.Surface, label: Label) -> pygame.Rect:
    return image.get_rect(midtop=(round(label.anchor[0]), round(label.anchor[1])))
