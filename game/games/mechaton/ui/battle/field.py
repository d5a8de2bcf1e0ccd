"""The field of a Mechaton battle, in the order it is drawn: the ground (the map, bricks,
stations, the open prompt's lit hexes, the acting mech's lines), then the pieces (mechs as
part-built sprites with their badges and name labels, the map's layers over them).

The painter keeps a picture of each (``painter.py``): the ground changes with the view, the
camera and the prompt's marks; the pieces also with the mech under the pointer (its name on
a plate) and a mech walking.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games.mechaton.rules.go_events import MechMoved
from game.games.mechaton.ui.battle.labels import Label, draw_labels
from game.games.mechaton.ui.render.shadow import shadow_text
from game.games.mechaton.ui.render.sprites import mech_sprite
from game.ui import theme
from game.ui.render.projection import Projection
from game.ui.text import text

SPRITE = 110
"""A mech sprite's size at zoom 1 (a hex is 56 wide: mechs stand a little over it)."""
Moving = tuple[float, tuple[Any, ...], int]
"""A walk being shown: its progress 0..1, its path and the walking mech's uid."""


def moving(animation: Any) -> Moving | None:
    """The walk ``animation`` (the animator's current one) shows, if it shows one."""
    if animation is None or not isinstance(animation.event, MechMoved):
        return None
    return animation.progress, tuple(animation.event.path), animation.event.mech


def hovered_mech_hex(view: Any, hover: Any) -> Any:
    """``hover`` when a standing mech is there (its name is then drawn whole on a plate),
    else None: the pieces look the same wherever else the pointer is."""
    if view is None or hover is None:
        return None
    return hover if any(m.alive and m.hex == hover for m in view.mechs) else None


def draw_ground(painter: Any, surface: pygame.Surface, proj: Projection,
                origin: tuple[float, float]) -> None:
    """The map, bricks, stations, the prompt's lit hexes and the go's lines."""
    scene = painter.scene
    scene.layer.draw_map(surface, origin, scene.camera.zoom)
    view = scene.flow.board.view
    prompt = scene.flow.prompt
    if view is not None:
        _bricks(surface, proj, view)
        _stations(painter, surface, proj, view)
    if prompt is not None:
        prompt.board_marks(painter, surface, proj)
    if view is not None:
        _go(surface, proj, view)


def draw_pieces(painter: Any, surface: pygame.Surface, proj: Projection,
                origin: tuple[float, float]) -> None:
    """The mechs (a walking one along its path), then the map's layers over them."""
    scene = painter.scene
    view = scene.flow.board.view
    if view is not None:
        _mechs(painter, surface, proj, view)
    scene.layer.draw_over(surface, origin, scene.camera.zoom)


def _bricks(surface: pygame.Surface, proj: Projection, view: Any) -> None:
    for h, count in view.bricks:
        x, y = proj.centre(h)
        colour = (230, 190, 130) if count >= 2 else (150, 120, 90)
        label = shadow_text(str(count), max(12, round(18 * proj.zoom)), colour, True)
        surface.blit(label, label.get_rect(center=(round(x), round(y + 14 * proj.zoom))))


def _stations(painter: Any, surface: pygame.Surface, proj: Projection, view: Any) -> None:
    for station in view.stations:
        if station.hex is None:
            continue
        x, y = proj.centre(station.hex)
        z = proj.zoom
        colour = painter.colour(station.owner)
        pygame.draw.circle(surface, (0, 0, 0), (x, y), 20 * z + 2)
        pygame.draw.circle(surface, theme.STATION, (x, y), 20 * z, max(2, round(4 * z)))
        pole = (x + 2 * z, y - 34 * z)
        pygame.draw.line(surface, (30, 30, 30), (x, y), pole, max(2, round(3 * z)))
        flag = [pole, (pole[0] + 22 * z, pole[1] + 7 * z), (pole[0], pole[1] + 14 * z)]
        pygame.draw.polygon(surface, colour, flag)
        pygame.draw.polygon(surface, (0, 0, 0), flag, 1)
        if station.satellite:
            mark = shadow_text("SAT", max(12, round(16 * z)), theme.STATION, True)
            surface.blit(mark, mark.get_rect(center=(round(x), round(y + 26 * z))))


def _go(surface: pygame.Surface, proj: Projection, view: Any) -> None:
    go = view.go
    if go is None:
        return
    me = view.mechs[go.mech].hex
    if me is None:
        return
    pygame.draw.circle(surface, theme.HOVER_OUTLINE, proj.centre(me), 36 * proj.zoom, 3)
    for uid, colour in ((go.aim, (235, 84, 72)), (go.spotted, (240, 200, 50))):
        other = view.mechs[uid].hex if uid is not None else None
        if other is not None:
            pygame.draw.line(surface, colour, proj.centre(me), proj.centre(other), 2)
            pygame.draw.circle(surface, colour, proj.centre(other), 34 * proj.zoom, 2)


def _mechs(painter: Any, surface: pygame.Surface, proj: Projection, view: Any) -> None:
    walk = moving(painter.scene.flow.animator.current)
    size = max(24, round(SPRITE * proj.zoom))
    labels = []
    hovered = getattr(painter.scene, "hover", None)
    for mech in sorted(view.mechs, key=lambda m: (m.alive, m.hex.r if m.hex else 0)):
        if mech.hex is None:
            continue
        centre = proj.along(walk[1], walk[0]) if walk and walk[2] == mech.uid \
            else proj.centre(mech.hex)
        colour = painter.colour(mech.owner)
        sprite = mech_sprite(tuple(mech.parts), tuple(mech.labels), colour, size, mech.alive)
        surface.blit(sprite, sprite.get_rect(center=(round(centre[0]),
                                                     round(centre[1] - 10 * proj.zoom))))
        if mech.alive:
            _badges(surface, proj, mech, centre)
            labels.append(Label(mech.name, colour, (centre[0], centre[1] + 30 * proj.zoom),
                                hovered is not None and mech.hex == hovered))
    draw_labels(surface, labels, proj.zoom)


def _badges(surface: pygame.Surface, proj: Projection, mech: Any,
            centre: tuple[float, float]) -> None:
    z = proj.zoom
    size = max(12, round(16 * z))
    x = centre[0] + 24 * z
    if mech.defence is not None:
        box = pygame.Rect(round(x), round(centre[1] - 40 * z), round(20 * z) + 6,
                          round(20 * z) + 6)
        pygame.draw.rect(surface, (70, 130, 230), box, border_radius=4)
        num = text(str(mech.defence), size, (255, 255, 255), True)
        surface.blit(num, num.get_rect(center=box.center))
    for k, spot in enumerate(mech.spots):
        box = pygame.Rect(round(centre[0] - 44 * z), round(centre[1] - 40 * z + k * 22 * z),
                          round(18 * z) + 6, round(18 * z) + 6)
        pygame.draw.rect(surface, (240, 200, 50), box, border_radius=4)
        num = text(str(spot), size, (20, 20, 20), True)
        surface.blit(num, num.get_rect(center=box.center))
