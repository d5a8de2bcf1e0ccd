"""The table's animations, drawn over the robots while an event plays (``presenters.py``
says how long each lasts): cards flipping at the reveal, spent parts leaving the sheet,
the played cards leaving for the discard pile at the end of a round,
ability bubbles, attack arrows from attacker to target, dodges, hit point pips dropping,
wrecks, medals, the sudden death and champion banners.

Everything here reads the playing ``Animation`` (event + progress) and the board; nothing
changes state.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.games.dicebot.rules.battle_events import (
    AbilityPassed,
    AbilityUsed,
    AttackDodged,
    AttackJammed,
    AttackResolved,
    CardChosen,
    CardsDiscarded,
    CardsDrawn,
    CardsRevealed,
    GameEnded,
    HeadScrapped,
    MedalAwarded,
    MeleeEnded,
    Overheated,
    PaymentMade,
    PaymentRefused,
    RobotDestroyed,
    RoundBegan,
    RoundEnded,
    SuddenDeathBegan,
)
from game.games.dicebot.rules.events import MeleeBegan
from game.games.dicebot.ui.table import art
from game.ui import theme
from game.ui.text import shadowed

BANNERS = {RoundBegan, MeleeBegan, MeleeEnded, SuddenDeathBegan, GameEnded}


def _kind(current: Any) -> type | None:
    return type(current.event) if current is not None else None


TABLE_MOVERS = {AttackResolved, AttackDodged, CardsRevealed}
"""Events whose animation moves something drawn with the table itself (``shaken`` robots,
the weapon card flipping in ``draws_weapon``); the others are drawn over it (``draw``)."""


def table_look(current: Any) -> tuple[Any, float] | None:
    """What the playing animation changes in the table under the effects (None: nothing),
    so a kept picture of the table is drawn again while a robot shakes or a card flips."""
    if _kind(current) in TABLE_MOVERS:
        return current.event, current.progress
    return None


def shaken(figure: pygame.Rect, seat: int, current: Any) -> pygame.Rect:
    """A robot's figure, jolted while it is hit and sidestepping while it dodges."""
    kind = _kind(current)
    if kind is AttackResolved and current.event.target == seat and current.progress > 0.5:
        return figure.move(round(4 * math.sin(current.progress * 40)), 0)
    if kind is AttackDodged and current.event.target == seat:
        return figure.move(round(figure.width * 0.3 * math.sin(current.progress * math.pi)), 0)
    return figure


def draws_weapon(surface: pygame.Surface, painter: Any, rect: pygame.Rect, robot: Any,
                 current: Any) -> bool:
    """Draw the weapon card mid-flip during the reveal; True if it was drawn here."""
    if _kind(current) is not CardsRevealed:
        return False
    shown = dict(current.event.cards)
    if robot.seat not in shown:
        return False
    turn = abs(math.cos(current.progress * math.pi))
    squeezed = pygame.Rect(0, 0, max(2, round(rect.width * turn)), rect.height)
    squeezed.center = rect.center
    if current.progress < 0.5:
        art.draw_card_back(surface, squeezed)
    else:
        face = pygame.Surface(rect.size, pygame.SRCALPHA)
        art.draw_card(face, face.get_rect(), shown[robot.seat])
        surface.blit(pygame.transform.smoothscale(face, squeezed.size), squeezed)
    return True


def draw(surface: pygame.Surface, painter: Any, geo: Any, board: Any, current: Any) -> None:
    """The playing event's animation over the table."""
    kind = _kind(current)
    if kind is None:
        return
    handler = DRAWERS.get(kind)
    if handler is not None:
        handler(surface, painter, geo, board, current.event, current.progress)
    if kind in BANNERS:
        _banner(surface, geo, board, current.event, current.progress, painter)


def _top(geo: Any, seat: int) -> tuple[int, int]:
    return geo.robots[seat].midtop


def _bubble(surface: pygame.Surface, at: tuple[int, int], words: str,
            colour: tuple[int, int, int], progress: float) -> None:
    label = shadowed(words, 20, colour, True)
    rect = label.get_rect(midbottom=(at[0], at[1] - 4 - round(12 * progress)))
    back = rect.inflate(12, 6)
    pygame.draw.rect(surface, theme.PANEL, back, border_radius=8)
    pygame.draw.rect(surface, colour, back, 2, border_radius=8)
    surface.blit(label, rect)


def _CardChosen(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                t: float) -> None:
    _bubble(surface, _top(geo, e.player), "card down", theme.TEXT, t)


def _AbilityUsed(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                 t: float) -> None:
    box = geo.robots[e.player]
    die = pygame.Rect(0, 0, 28, 28)
    die.center = (box.centerx, box.y + 14 - round(40 * t))
    art.draw_part(surface, e.ability, die)
    _bubble(surface, (box.centerx, die.y), f"{e.ability}!", art.PART_COLOURS[e.ability], t)


def _AbilityPassed(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                   t: float) -> None:
    _bubble(surface, _top(geo, e.player), "pass", theme.TEXT_DIM, t)


def _CardsDrawn(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                t: float) -> None:
    _bubble(surface, _top(geo, e.player), f"+{e.count} cards", theme.TEXT, t)


def _CardsDiscarded(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                    t: float) -> None:
    _bubble(surface, _top(geo, e.player), f"-{len(e.cards)} cards", theme.TEXT_DIM, t)


def _PaymentMade(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                 t: float) -> None:
    start, end = geo.robots[e.player].center, geo.cards[e.player].center
    for k, part in enumerate(e.parts):
        lag = min(1.0, max(0.0, t * 1.4 - 0.15 * k))
        die = pygame.Rect(0, 0, 22, 22)
        die.center = (round(start[0] + (end[0] - start[0]) * lag),
                      round(start[1] + (end[1] - start[1]) * lag - 30 * math.sin(lag * math.pi)))
        art.draw_part(surface, part, die)


def _PaymentRefused(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                    t: float) -> None:
    _bubble(surface, geo.cards[e.player].midtop, "can't pay: wide open!", theme.DANGER, t)


def _AttackResolved(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                    t: float) -> None:
    _attack_arrow(surface, painter, geo, e, t, hit=True)
    if t > 0.5:
        target = geo.robots[e.target]
        words = f"-{e.damage}" + (f" ({e.prevented} stopped)" if e.prevented else "")
        _bubble(surface, target.midtop, words, theme.DANGER, t)
        _falling_pips(surface, painter, e.target, e.hit_points, e.damage, t)


def _AttackDodged(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                  t: float) -> None:
    _attack_arrow(surface, painter, geo, e, t, hit=False)
    if t > 0.5:
        _bubble(surface, _top(geo, e.target), f"dodged! ({e.defence} vs {e.speed})",
                theme.STATION, t)


def card_edge(card: pygame.Rect, goal: tuple[float, float]) -> tuple[float, float]:
    """Where a line from the middle of ``card`` toward ``goal`` leaves the card, so an attack
    arrow starts there and leaves the card's words readable."""
    inside = card.inflate(-2, -2).clipline(card.center, (round(goal[0]), round(goal[1])))
    return inside[1] if inside else card.center


def _attack_arrow(surface: pygame.Surface, painter: Any, geo: Any, e: Any, t: float,
                  hit: bool) -> None:
    from game.games.dicebot.ui.table.painter import arrow

    goal = geo.robots[e.target].center
    if not hit:  # a miss flies past the target's side
        goal = (goal[0] + geo.robots[e.target].width * 0.6, goal[1] - 20)
    start = card_edge(geo.cards[e.player], goal)
    reach = min(1.0, t * 1.8)
    end = (start[0] + (goal[0] - start[0]) * reach, start[1] + (goal[1] - start[1]) * reach)
    colour = painter.colour(e.player)
    arrow(surface, start, end, (20, 20, 24), 8)
    arrow(surface, start, end, colour, 4)
    label = shadowed(f"{e.card} - speed {e.speed}", 16, colour, True)
    surface.blit(label, label.get_rect(midbottom=geo.cards[e.player].midtop))


def _falling_pips(surface: pygame.Surface, painter: Any, seat: int, left: int, damage: int,
                  t: float) -> None:
    """The pips just lost drop off the row."""
    if seat not in painter.pips:
        return
    (cx, y0), size = painter.pips[seat]
    step = size * 2 + 3
    x0 = cx - step * 2.5
    fall = (t - 0.5) * 2
    for index in range(max(0, left), min(6, left + damage)):
        at = (round(x0 + step * index), round(y0 + fall * 40))
        pygame.draw.circle(surface, theme.DANGER, at, size)


def _HeadScrapped(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                  t: float) -> None:
    box = geo.robots[e.target]
    die = pygame.Rect(0, 0, 24, 24)
    die.center = (box.centerx + round(60 * t), box.y + 10 - round(50 * math.sin(t * math.pi)))
    art.draw_part(surface, e.part, die)
    _bubble(surface, box.midtop, "head torn off!", theme.DANGER, t)


def _AttackJammed(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                  t: float) -> None:
    card = geo.cards[e.target]
    _bubble(surface, card.center, "JAMMED", theme.DANGER, t)


def _Overheated(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                t: float) -> None:
    box = geo.robots[e.player]
    for k in range(5):
        r = round((6 + 4 * k) * (0.5 + t))
        pygame.draw.circle(surface, (255, 120 + 20 * k, 40), (box.centerx, box.y + 30), r, 2)
    _bubble(surface, box.midtop, f"overheat -{e.damage}", (255, 150, 60), t)


def _RoundEnded(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                t: float) -> None:
    """The played cards slide off the robots' card spots onto the discard pile, one after
    another, shrinking to the pile's size as they go."""
    pile = geo.deck.move(geo.deck.width + 6, 0)
    for k, (seat, card) in enumerate(e.cards):
        start = geo.cards[seat]
        lag = min(1.0, max(0.0, t * 1.6 - 0.12 * k))
        ease = 1 - (1 - lag) ** 2
        size = (round(start.width + (pile.width - start.width) * ease),
                round(start.height + (pile.height - start.height) * ease))
        centre = (round(start.centerx + (pile.centerx - start.centerx) * ease),
                  round(start.centery + (pile.centery - start.centery) * ease
                        - 40 * math.sin(ease * math.pi)))
        rect = pygame.Rect((0, 0), (max(2, size[0]), max(2, size[1])))
        rect.center = centre
        art.draw_card(surface, rect, card, dim=lag >= 1.0)


def _RobotDestroyed(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                    t: float) -> None:
    box = geo.robots[e.player]
    for k in range(6):
        angle = k * math.pi / 3 + t
        reach = 10 + 50 * t
        at = (round(box.centerx + reach * math.cos(angle)),
              round(box.centery + reach * math.sin(angle)))
        pygame.draw.circle(surface, (255, 170 - 15 * k, 50), at, max(2, round(14 * (1 - t))))
    _bubble(surface, box.midtop, "DESTROYED", theme.DANGER, t)


def _MedalAwarded(surface: pygame.Surface, painter: Any, geo: Any, board: Any, e: Any,
                  t: float) -> None:
    box = geo.robots[e.player]
    art.draw_medal(surface, (box.centerx, box.y + 50 - round(10 * t)), round(8 + 12 * t))


def _banner(surface: pygame.Surface, geo: Any, board: Any, e: Any, t: float,
            painter: Any) -> None:
    names = board.names
    if isinstance(e, RoundBegan):
        words, colour = f"Round {e.round}", theme.ACCENT
    elif isinstance(e, MeleeBegan):
        words, colour = f"Melee {e.melee}: fight!", theme.ACCENT
    elif isinstance(e, MeleeEnded):
        standing = ", ".join(names[s] for s in e.survivors) or "nobody"
        words, colour = f"Melee over - standing: {standing}", theme.TEXT
    elif isinstance(e, SuddenDeathBegan):
        words, colour = "SUDDEN DEATH!", theme.DANGER
    elif e.winners:
        words, colour = f"Champion: {', '.join(names[s] for s in e.winners)}!", theme.ACCENT
        for seat in e.winners:
            crown(surface, geo.robots[seat].midtop)
    else:
        words, colour = "No champion", theme.TEXT
    label = shadowed(words, 40, colour, True)
    rect = label.get_rect(center=geo.floor.center)
    back = rect.inflate(40, 16)
    strip = pygame.Surface(back.size, pygame.SRCALPHA)
    strip.fill((10, 10, 14, round(210 * min(1.0, t * 4))))
    surface.blit(strip, back)
    pygame.draw.rect(surface, colour, back, 2)
    surface.blit(label, rect)


def crown(surface: pygame.Surface, at: tuple[int, int]) -> None:
    """The champion's crown, standing on ``at``."""
    x, y = at
    points = [(x - 18, y), (x - 18, y - 18), (x - 9, y - 8), (x, y - 22), (x + 9, y - 8),
              (x + 18, y - 18), (x + 18, y)]
    pygame.draw.polygon(surface, (240, 196, 60), points)
    pygame.draw.polygon(surface, (120, 80, 20), points, 2)


DRAWERS: dict[type, Callable[..., None]] = {
    CardChosen: _CardChosen,
    AbilityUsed: _AbilityUsed,
    AbilityPassed: _AbilityPassed,
    CardsDrawn: _CardsDrawn,
    CardsDiscarded: _CardsDiscarded,
    PaymentMade: _PaymentMade,
    PaymentRefused: _PaymentRefused,
    AttackResolved: _AttackResolved,
    AttackDodged: _AttackDodged,
    HeadScrapped: _HeadScrapped,
    AttackJammed: _AttackJammed,
    Overheated: _Overheated,
    RoundEnded: _RoundEnded,
    RobotDestroyed: _RobotDestroyed,
    MedalAwarded: _MedalAwarded,
}
"""Event class -> what draws it over the table (events without one draw nothing)."""
