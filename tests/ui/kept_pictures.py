"""Pictures for the kept-frame tests: what a scene's own painter draws (its kept regions
reused) against what a new painter with nothing kept draws."""

from __future__ import annotations

from typing import Any

import pygame


def picture(painter: Any, size: tuple[int, int]) -> bytes:
    """What ``painter`` draws on a blank surface of ``size``."""
    surface = pygame.Surface(size)
    painter.draw(surface, 1.0)
    return pygame.image.tobytes(surface, "RGB")


def fresh_picture(scene: Any) -> bytes:
    """The frame drawn by a new painter of the scene (nothing kept from earlier frames)."""
    painter = scene.flow.ui.painter(scene, scene.painter.styles, scene.app.tiles)
    return picture(painter, scene.app.screen.get_size())


def kept_picture(scene: Any) -> bytes:
    """The frame drawn by the scene's own painter (its kept regions reused)."""
    return picture(scene.painter, scene.app.screen.get_size())


def hover(scene: Any, pos: tuple[float, float]) -> None:
    """The mouse moves to ``pos`` (told to the scene alone, rounded to whole pixels)."""
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])),
                                          rel=(0, 0), buttons=(0, 0, 0)))
