"""Drawing the event playing now: tracers, artillery arcs, hand-to-hand swings, damage dice,
parts popping off, rubble, bricks breaking, a station's flag, a go starting, combat order (a
go brought forward, the attacked mech waiting, then picking its go up), and the banners of
a new turn, the armies' reveal, a roll-off and doomsday, with each mech's initiative dice.

``draw_effect(surface, proj, board, animation, colours)`` draws one frame of the current
animation (``game.ui.anim.Animation``: the event and its progress 0..1).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.hexes import distance
from game.games.mechaton.rules.events import (
    ArmiesRevealed,
    GameEnded,
    InitiativeRolled,
    RolledOff,
    TurnStarted,
)
from game.games.mechaton.rules.go_events import (
    AttackResolved,
    BricksBroken,
    DamageRolled,
    DiceRolled,
    GoPaused,
    GoResumed,
    GoStarted,
    MechWrecked,
    PartLost,
    SpotNamed,
    SpotPlaced,
    StationSeized,
    TargetNamed,
)
from game.ui.text import shadowed, text

TRACER = (255, 236, 150)
HIT, MISS = (235, 84, 72), (170, 176, 190)
DIE_FACE = (240, 240, 240)
COMBAT = (255, 150, 220)
"""Combat order's colour: a go brought forward, a go waiting, a go picked up."""
Colours = Sequence[tuple[int, int, int]]


def _centre_of(proj: Any, board: Any, uid: int) -> tuple[float, float] | None:
    mech = board.view.mechs[uid] if board.view is not None and uid < len(board.view.mechs) \
        else None
    return proj.centre(mech.hex) if mech is not None and mech.hex is not None else None


def _tag(surface: pygame.Surface, at: tuple[float, float], words: str,
         colour: tuple[int, int, int], zoom: float, rise: float = 0.0) -> None:
    label = shadowed(words, max(18, round(28 * zoom)), colour, True)
    surface.blit(label, label.get_rect(center=(round(at[0]), round(at[1] - 48 * zoom - rise))))


def _shot(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
          colours: Colours) -> None:
    a, b = _centre_of(proj, board, event.mech), _centre_of(proj, board, event.victim)
    if a is None or b is None:
        return
    mech, victim = board.view.mechs[event.mech], board.view.mechs[event.victim]
    far = distance(mech.hex, victim.hex) if mech.hex and victim.hex else 2
    fly = min(1.0, t / 0.6)
    if far <= 1:  # a hand-to-hand swing: an arc sweeping across the victim
        radius = 34 * proj.zoom
        start = -math.pi * 0.8 + fly * math.pi * 1.2
        rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        rect.center = (round(b[0]), round(b[1]))
        pygame.draw.arc(surface, TRACER, rect, start, start + 0.9, max(3, round(6 * proj.zoom)))
    elif far <= 10:  # direct fire: tracer streaks
        for k in range(3):
            s = max(0.0, min(1.0, fly * 1.3 - k * 0.15))
            head = (a[0] + (b[0] - a[0]) * s, a[1] + (b[1] - a[1]) * s)
            tail_s = max(0.0, s - 0.18)
            tail = (a[0] + (b[0] - a[0]) * tail_s, a[1] + (b[1] - a[1]) * tail_s)
            pygame.draw.line(surface, TRACER, tail, head, max(2, round(4 * proj.zoom)))
    else:  # artillery: a shell on a high arc
        height = 160 * proj.zoom
        points = [(a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u - height * 4 * u * (1 - u))
                  for u in (i / 20 * fly for i in range(21))]
        if len(points) > 1:
            pygame.draw.lines(surface, (255, 200, 120), False, points, 2)
        pygame.draw.circle(surface, TRACER, points[-1], max(3, 7 * proj.zoom))
    if t > 0.6:
        _tag(surface, b, "HIT" if event.hit else "MISS", HIT if event.hit else MISS, proj.zoom)
        _tag(surface, b, f"{event.attack} vs {event.defence}", (230, 230, 230), proj.zoom, -22)


def _named(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
           colours: Colours) -> None:
    other = getattr(event, "victim", None)
    if other is None:
        other = getattr(event, "spotted", None)
    a = _centre_of(proj, board, event.mech)
    b = _centre_of(proj, board, other) if other is not None else None
    if a is None or b is None:
        return
    colour = (255, 176, 48) if isinstance(event, TargetNamed) else (240, 200, 50)
    end = (a[0] + (b[0] - a[0]) * min(1.0, t * 1.5), a[1] + (b[1] - a[1]) * min(1.0, t * 1.5))
    pygame.draw.line(surface, (0, 0, 0), a, end, 5)
    pygame.draw.line(surface, colour, a, end, 2)
    pygame.draw.circle(surface, colour, b, 30 * proj.zoom, 2)


def _damage(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
            colours: Colours) -> None:
    at = _centre_of(proj, board, event.victim)
    if at is None:
        return
    rng = random.Random(int(t * 12))
    size = max(18, round(30 * proj.zoom))
    count = len(event.dice)
    left = at[0] - count * (size + 4) / 2
    settled = t > 0.55
    need = 6 if event.in_cover else 5
    for i, value in enumerate(event.dice):
        shown = value if settled else rng.randint(1, 6)
        box = pygame.Rect(round(left + i * (size + 4)), round(at[1] - 70 * proj.zoom), size, size)
        if not settled:
            box.move_ip(0, round(math.sin(t * 30 + i) * 4))
        hit = settled and value >= need
        pygame.draw.rect(surface, (0, 0, 0), box.inflate(4, 4), border_radius=5)
        pygame.draw.rect(surface, HIT if hit else DIE_FACE, box, border_radius=4)
        face = text(str(shown), max(14, size - 8), (20, 20, 20), True)
        surface.blit(face, face.get_rect(center=box.center))
    if settled:
        words = f"{event.hits} hit{'s' if event.hits != 1 else ''}"
        if event.cover_hits:
            words += f", {event.cover_hits} on cover"
        _tag(surface, at, words, HIT if event.hits else MISS, proj.zoom, 52 * proj.zoom)


def _part_lost(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
               colours: Colours) -> None:
    at = _centre_of(proj, board, event.mech)
    if at is None:
        return
    x = at[0] + 40 * proj.zoom * t
    y = at[1] - 20 * proj.zoom - 90 * proj.zoom * t + 120 * proj.zoom * t * t
    size = max(8, round(16 * proj.zoom))
    piece = pygame.Rect(0, 0, size, size)
    piece.center = (round(x), round(y))
    pygame.draw.rect(surface, (0, 0, 0), piece.inflate(4, 4))
    pygame.draw.rect(surface, (200, 90, 60), piece)
    _tag(surface, at, f"-{event.label or event.part}", HIT, proj.zoom, 30 * t)


def _wrecked(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
             colours: Colours) -> None:
    at = proj.centre(event.at) if event.at is not None else None
    if at is None:
        return
    for k, colour in enumerate(((255, 230, 120), (255, 150, 60), (120, 120, 120))):
        radius = (20 + 50 * t + 10 * k) * proj.zoom
        pygame.draw.circle(surface, colour, at, radius, max(2, round(5 * proj.zoom)))
    if t > 0.4:
        _tag(surface, at, "RUBBLE", MISS, proj.zoom)


def _bricks(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
            colours: Colours) -> None:
    at = proj.centre(event.at)
    rng = random.Random(event.at.q * 31 + event.at.r)
    for _ in range(6):
        angle = rng.uniform(0, 2 * math.pi)
        reach = (10 + 50 * t) * proj.zoom
        x, y = at[0] + math.cos(angle) * reach, at[1] + math.sin(angle) * reach + 40 * t * t
        pygame.draw.rect(surface, (150, 90, 60), (round(x), round(y), 8, 5))
    _tag(surface, at, f"bricks {event.before}>{event.after}", (230, 180, 120), proj.zoom)


def _seized(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
            colours: Colours) -> None:
    at = proj.centre(event.at)
    colour = colours[event.player % len(colours)]
    pygame.draw.circle(surface, colour, at, (20 + 30 * t) * proj.zoom, 3)
    _tag(surface, at, "SEIZED", colour, proj.zoom)


def _go(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
        colours: Colours) -> None:
    at = _centre_of(proj, board, event.mech)
    if at is not None:
        pygame.draw.circle(surface, (255, 226, 120), at, (44 - 14 * t) * proj.zoom, 3)
        if event.interrupt:
            _tag(surface, at, "COMBAT ORDER: goes now", COMBAT, proj.zoom, 10 * t)


def _paused(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
            colours: Colours) -> None:
    at = _centre_of(proj, board, event.mech)
    if at is not None:
        _tag(surface, at, "waits for its attacker", COMBAT, proj.zoom, 10 * t)


def _resumed(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
             colours: Colours) -> None:
    at = _centre_of(proj, board, event.mech)
    if at is not None:
        pygame.draw.circle(surface, COMBAT, at, (30 + 14 * t) * proj.zoom, 3)
        _tag(surface, at, "picks up its go", COMBAT, proj.zoom, 10 * t)


def _rolled(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
            colours: Colours) -> None:
    at = _centre_of(proj, board, event.mech)
    if at is None:
        return
    from game.games.mechaton.ui.battle.assign import draw_die

    size = max(16, round(24 * proj.zoom))
    rng = random.Random(int(t * 10))
    left = at[0] - len(event.dice) * (size + 3) / 2
    for i, die in enumerate(event.dice):
        shown = die if t > 0.6 else type(die)(die.colour, die.sides, rng.randint(1, die.sides))
        draw_die(surface, shown, pygame.Rect(round(left + i * (size + 3)),
                                             round(at[1] - 64 * proj.zoom), size, size))


def _spot(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
          colours: Colours) -> None:
    at = _centre_of(proj, board, event.spotted)
    if at is not None:
        _tag(surface, at, f"spot {event.number}", (240, 200, 50), proj.zoom, 20 * (1 - t))


BANNER_LEFT = 140
"""How far left of the window's middle banners sit (the middle of the field, not of the
window with its sidebar)."""


def _faded_at(surface: pygame.Surface, image: pygame.Surface, fade: float, dy: int) -> None:
    """Blit ``image`` over the field's middle (``dy`` below the window's), ``fade`` opaque."""
    if fade < 1:
        image = image.copy()
        image.set_alpha(round(255 * max(0.0, fade)))
    surface.blit(image, image.get_rect(center=(surface.get_width() // 2 - BANNER_LEFT,
                                               surface.get_height() // 2 + dy)))


def _banner(surface: pygame.Surface, words: str, t: float,
            colour: tuple[int, int, int] = (255, 226, 120), size: int = 56) -> None:
    """Big words over the middle of the field that swell in and fade out."""
    fade = min(1.0, t / 0.15, (1 - t) / 0.25)
    _faded_at(surface, shadowed(words, size, colour, True), fade, -60)


def _turn(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
          colours: Colours) -> None:
    _banner(surface, f"Turn {event.turn}", t)
    _banner_line(surface, f"doomsday clock {event.clock}", t)


def _banner_line(surface: pygame.Surface, words: str, t: float) -> None:
    """A smaller line under the banner."""
    fade = min(1.0, (1 - t) / 0.25)
    _faded_at(surface, shadowed(words, 26, (220, 224, 235), True), fade, -16)


def _initiative(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
                colours: Colours) -> None:
    at = _centre_of(proj, board, event.mech)
    if at is not None:
        _tag(surface, at, "init " + " ".join(map(str, event.dice)),
             colours[event.player % len(colours)], proj.zoom, 16 * t)


def _armies(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
            colours: Colours) -> None:
    _banner(surface, "Armies revealed", t)


def _rolled_off(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
                colours: Colours) -> None:
    _banner_line(surface, f"roll-off for {event.what}: {event.rolled()}", t)


def _ended(surface: pygame.Surface, proj: Any, board: Any, event: Any, t: float,
           colours: Colours) -> None:
    _banner(surface, "Doomsday!", t, (255, 120, 90), 64)
    names = board.view.players
    who = "a tie at the top" if event.winner is None else (
        f"{names[event.winner]} wins" if event.winner < len(names) else "the game is won")
    _banner_line(surface, who, t)


EFFECTS: dict[str, Callable[..., None]] = {
    AttackResolved: _shot, TargetNamed: _named, SpotNamed: _named,
    DamageRolled: _damage, PartLost: _part_lost, MechWrecked: _wrecked,
    BricksBroken: _bricks, StationSeized: _seized, GoStarted: _go,
    GoPaused: _paused, GoResumed: _resumed, DiceRolled: _rolled, SpotPlaced: _spot,
    TurnStarted: _turn, InitiativeRolled: _initiative, ArmiesRevealed: _armies,
    RolledOff: _rolled_off, GameEnded: _ended}


def draw_effect(surface: pygame.Surface, proj: Any, board: Any, animation: Any,
                colours: Colours) -> None:
    """One frame of the animation playing now (nothing for events without a picture)."""
    if animation is None or board.view is None:
        return
    draw = EFFECTS.get(type(animation.event))
    if draw is not None:
        draw(surface, proj, board, animation.event, animation.progress, colours)
