"""The MetalKrushers event animations, one shape per kind of blow or declaration, each with a
word beside it so colour is never the only cue:

- thrust: a spear line jabbing out to the victim and back, with a point;
- slice: a sweeping arc cutting across the victim;
- impact: a hammer head travelling to the victim, then shock rings;
- projector: a bolt flying the whole way;
- a miss stops short; a critical hit adds a star burst and "CRIT!";
- damage: the points in red rising from the victim;
- parry: two blades crossing between the Krushers; block: a shield arc in front of the
  defender, toward the attacker;
- oust: a push arrow from ouster to victim (and "OUSTED"/"BRACED"/"FAILED");
- Reflex Facing: a turning arrow round the Krusher; defeat: a collapsing ring and "DOWN";
  arming: a green ring.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.games.metalkrushers.rules.combat_events import (
    AttackRolled,
    DamageDealt,
    KrusherDefeated,
    ParryDeclared,
    ReflexRolled,
    ShieldDeclared,
)
from game.games.metalkrushers.rules.data import Weapon, parse_item
from game.games.metalkrushers.rules.events import ArmamentRolled, ItemTaken, OustRolled
from game.ui.render.projection import Projection
from game.ui.text import text

Point = tuple[float, float]
WHITE = (255, 240, 200)
RED = (235, 84, 72)
AMBER = (255, 176, 48)
BLUE = (120, 200, 255)
GREEN = (90, 230, 140)


def draw_effect(surface: pygame.Surface, proj: Projection, board: Any, animation: Any) -> None:
    """Draw the animation of the event being played (nothing for one without a shape)."""
    event = animation.event
    unit = board.units.get(getattr(event, "krusher", 0))
    if unit is None or unit.hex is None:
        return
    victim = board.units.get(getattr(event, "victim", 0))
    start = proj.centre(unit.hex)
    end = proj.centre(victim.hex) if victim is not None and victim.hex is not None else start
    width = max(2, round(5 * proj.zoom))
    drawer = DRAWERS.get(type(event))
    if drawer is not None:
        drawer(surface, event, start, end, animation.progress, width, proj.zoom)


def _lerp(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def _word(surface: pygame.Surface, word: str, at: Point, colour: tuple[int, int, int],
          zoom: float, rise: float = 0.0) -> None:
    label = text(word, max(12, round(18 * zoom)), colour, bold=True)
    surface.blit(label, label.get_rect(center=(round(at[0]), round(at[1] - rise))))


def _attack(surface: pygame.Surface, event: Any, start: Point, end: Point, t: float,
            width: int, zoom: float) -> None:
    item = parse_item(event.item)
    kind = item.kind if isinstance(item, Weapon) else "impact"  # a spiked shield bashes
    reach = 1.0 if event.hit else 0.7
    if kind == "thrust":
        jab = math.sin(math.pi * min(t * 1.4, 1.0)) * reach
        tip = _lerp(start, end, 0.15 + 0.85 * jab)
        pygame.draw.line(surface, WHITE, _lerp(start, end, 0.15), tip, width)
        pygame.draw.circle(surface, WHITE, (round(tip[0]), round(tip[1])), width + 2)
    elif kind == "slice":
        _slice(surface, start, end, t, width, reach)
    elif kind == "projector":
        bolt = _lerp(start, end, min(1.0, t * 1.3) * reach)
        pygame.draw.circle(surface, AMBER, (round(bolt[0]), round(bolt[1])), width + 3)
    else:
        head = _lerp(start, end, min(1.0, t * 1.6) * reach)
        pygame.draw.rect(surface, WHITE, pygame.Rect(round(head[0]) - 2 * width,
                                                     round(head[1]) - 2 * width,
                                                     4 * width, 4 * width))
        if event.hit and t > 0.6:
            for ring in (0.5, 1.0):
                radius = max(4, round(36 * zoom * (t - 0.6) / 0.4 * ring))
                pygame.draw.circle(surface, WHITE, (round(end[0]), round(end[1])), radius, 3)
    if event.critical:
        _star(surface, end, t, zoom)
        _word(surface, "CRIT!", end, AMBER, zoom, 34 * zoom)
    elif not event.hit and t > 0.4:
        _word(surface, "miss", _lerp(start, end, 0.7), WHITE, zoom, 20 * zoom)


def _slice(surface: pygame.Surface, start: Point, end: Point, t: float, width: int,
           reach: float) -> None:
    """An arc swept across the victim, from one side of the line of attack to the other."""
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    radius = math.dist(start, end) * reach
    sweep = -0.8 + 1.6 * min(1.0, t * 1.3)
    points = [(start[0] + radius * math.cos(angle + a), start[1] + radius * math.sin(angle + a))
              for a in (-0.8 + (sweep + 0.8) * k / 8 for k in range(9))]
    if len(points) > 1:
        pygame.draw.lines(surface, WHITE, False, points, width)


def _star(surface: pygame.Surface, at: Point, t: float, zoom: float) -> None:
    size = 44 * zoom * math.sin(math.pi * t)
    for k in range(8):
        a = k * math.pi / 4
        pygame.draw.line(surface, AMBER, at, (at[0] + size * math.cos(a),
                                             at[1] + size * math.sin(a)), 3)


def _damage(surface: pygame.Surface, event: Any, start: Point, end: Point, t: float,
            width: int, zoom: float) -> None:
    points = event.to_shield + event.to_armour + event.to_linkage
    where = "shield" if event.to_shield and not event.to_armour else event.side
    _word(surface, f"-{points} {where}" if points else "no damage", end, RED, zoom,
          (10 + 40 * t) * zoom)
    if event.to_linkage:
        _word(surface, f"Linkage -{event.to_linkage}", end, RED, zoom, (-14 + 40 * t) * zoom)


def _parry(surface: pygame.Surface, event: Any, start: Point, end: Point, t: float,
           width: int, zoom: float) -> None:
    middle = _lerp(start, end, 0.5)
    size = 22 * zoom * min(1.0, t * 2)
    for sign in (1, -1):
        pygame.draw.line(surface, BLUE, (middle[0] - size, middle[1] - sign * size),
                         (middle[0] + size, middle[1] + sign * size), width)
    _word(surface, "parry", middle, BLUE, zoom, 30 * zoom)


def _shield(surface: pygame.Surface, event: Any, start: Point, end: Point, t: float,
            width: int, zoom: float) -> None:
    if event.use == "parry":
        _parry(surface, event, start, end, t, width, zoom)
        return
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    radius = 34 * zoom
    rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    rect.center = (round(start[0]), round(start[1]))
    spread = 0.3 + 0.6 * min(1.0, t * 2)
    pygame.draw.arc(surface, BLUE, rect, -angle - spread, -angle + spread, width + 2)
    _word(surface, "block", _lerp(start, end, 0.4), BLUE, zoom, 26 * zoom)


def _oust(surface: pygame.Surface, event: Any, start: Point, end: Point, t: float,
          width: int, zoom: float) -> None:
    tip = _lerp(start, end, min(1.0, t * 1.5))
    pygame.draw.line(surface, AMBER, start, tip, width + 2)
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    for side in (2.5, -2.5):
        pygame.draw.line(surface, AMBER, tip, (tip[0] + 14 * zoom * math.cos(angle + side),
                                               tip[1] + 14 * zoom * math.sin(angle + side)),
                         width)
    word = "FAILED" if not event.success else "OUSTED" if event.pushed_to else "BRACED"
    _word(surface, word, end, AMBER, zoom, 32 * zoom)


def _reflex(surface: pygame.Surface, event: Any, start: Point, end: Point, t: float,
            width: int, zoom: float) -> None:
    radius = 30 * zoom
    rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    rect.center = (round(start[0]), round(start[1]))
    pygame.draw.arc(surface, (200, 200, 255), rect, 0, 0.3 + 5.5 * t, width)
    _word(surface, "turns!" if event.success else "too slow", start, (200, 200, 255), zoom,
          radius + 10)


def _ring(colour: tuple[int, int, int], word: str, shrink: bool) -> Any:
    def draw(surface: pygame.Surface, event: Any, start: Point, end: Point, t: float,
             width: int, zoom: float) -> None:
        share = 1.0 - 0.8 * t if shrink else 0.4 + 0.6 * t
        pygame.draw.circle(surface, colour, (round(start[0]), round(start[1])),
                           max(4, round(50 * zoom * share)), 4)
        _word(surface, word, start, colour, zoom, 40 * zoom)
    return draw


DRAWERS = {AttackRolled: _attack, DamageDealt: _damage, ParryDeclared: _parry,
           ShieldDeclared: _shield, OustRolled: _oust, ReflexRolled: _reflex,
           KrusherDefeated: _ring(RED, "DOWN", True), ArmamentRolled: _ring(GREEN, "arming",
                                                                                False),
           ItemTaken: _ring(GREEN, "armed", False)}
"""Event class -> what draws it."""
