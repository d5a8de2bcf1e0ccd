"""Mech sprites assembled from part layers (drawn by tools/art_mechs.py).

A mech shows its body tinted in its team colour, then a layer per attachment: legs for a
walking move part, wings for a flying one (by its name), radar then an antenna for spot
parts, shoulder then chest plates for defence, and a gun per weapon band. Made once per
(parts, names, colour, size) and kept. Without the sprite files the layers are drawn from
shapes (``drawn_mech.py``).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game import paths
from game.games.mechaton.rules.parts import labelled, weapon_bands
from game.games.mechaton.ui.render.drawn_mech import SIZE, drawn_layer

log = logging.getLogger(__name__)

LAYERS = paths.assets_dir() / "sprites" / "mechs"
FLYING = ("wing", "jet", "rotor", "hover", "fly")
ORDER = ("wings", "legs", "body", "plates_2", "plates", "radar", "antenna", "hth", "direct",
         "artillery")
"""Back to front: what is drawn over what."""


def layers_for(parts: Sequence[str], labels: Sequence[str] = ()) -> tuple[str, ...]:
    """The layer names a mech with these parts shows, back to front."""
    names = labelled(parts, labels)
    chosen: set[str] = {"body"}
    spots = defences = 0
    for part, label in zip(parts, names, strict=True):
        if part == "move":
            flying = any(word in label.lower() for word in FLYING)
            chosen.add("wings" if flying or "legs" in chosen else "legs")
        elif part == "spot":
            chosen.add("radar" if spots == 0 else "antenna")
            spots += 1
        elif part == "defence":
            chosen.add("plates" if defences == 0 else "plates_2")
            defences += 1
        else:
            chosen.update(weapon_bands(part))
    return tuple(name for name in ORDER if name in chosen)


@lru_cache(maxsize=32)
def _layer(name: str) -> pygame.Surface:
    """A layer's picture from the sprite folder, or drawn from shapes when its file is
    missing or unreadable (a match must start without the art)."""
    path = LAYERS / f"{name}.png"
    try:
        image = pygame.image.load(str(path))
    except (pygame.error, OSError, ValueError):
        image = None
    if image is None or image.get_size() != (SIZE, SIZE):
        log.warning("Mech sprite %s not usable: drawn from shapes instead", path)
        image = drawn_layer(name)
    return image.convert_alpha() if pygame.display.get_surface() else image


@lru_cache(maxsize=512)
def mech_sprite(parts: tuple[str, ...], labels: tuple[str, ...], colour: tuple[int, int, int],
                size: int, alive: bool = True) -> pygame.Surface:
    """The mech's picture, ``size`` pixels square (rubble when not ``alive``)."""
    canvas = pygame.Surface(_layer("body").get_size(), pygame.SRCALPHA)
    if not alive:
        canvas.blit(_layer("rubble"), (0, 0))
    else:
        for name in layers_for(parts, labels):
            layer = _layer(name)
            if name == "body":
                layer = layer.copy()
                layer.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
            canvas.blit(layer, (0, 0))
    if size == canvas.get_width():
        return canvas
    return pygame.transform.smoothscale(canvas, (size, size))
