"""Our own Dice Bot art, drawn in code: parts dice, robots built from them, weapon cards.

Every part type has its own shape as well as its own colour (a coil, a chip with pins, a
lens, a shield, a cell with a plus, a pincer), so colour is never the only cue.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.games.dicebot.rules.cards import CARDS, WeaponCard
from game.ui import theme
from game.ui.text import text
from game.ui.widget_base import fit_text

PART_COLOURS: dict[str, tuple[int, int, int]] = {
    "spring": (96, 200, 120), "chip": (90, 170, 240), "camera": (200, 120, 230),
    "armor": (170, 176, 190), "battery": (245, 200, 70), "claw": (235, 110, 80)}
DIE_FACE = (236, 230, 214)
INK = (34, 34, 42)
CARD_FACE, CARD_BACK = (246, 240, 224), (120, 40, 44)
TARGET_WORDS = {"left": "< left", "right": "right >", "all": "all foes", "choice": "choice"}


def draw_part(surface: pygame.Surface, face: str | None, rect: pygame.Rect) -> None:
    """A parts die showing ``face`` (None: an empty space on the sheet)."""
    radius = max(2, rect.width // 6)
    if face is None:
        pygame.draw.rect(surface, (30, 32, 40), rect, border_radius=radius)
        pygame.draw.rect(surface, (70, 74, 88), rect, 1, border_radius=radius)
        return
    pygame.draw.rect(surface, DIE_FACE, rect, border_radius=radius)
    pygame.draw.rect(surface, PART_COLOURS.get(face, INK), rect, 2, border_radius=radius)
    draw_icon(surface, face, rect.inflate(-rect.width // 4, -rect.height // 4))


def draw_icon(surface: pygame.Surface, face: str, r: pygame.Rect) -> None:
    """The part's own shape inside ``r``."""
    colour = PART_COLOURS.get(face, INK)
    w = max(1, r.width // 7)
    if face == "spring":
        points = [(r.x + r.width * (i % 2), r.y + r.height * i / 5) for i in range(6)]
        pygame.draw.lines(surface, colour, False, points, w + 1)
    elif face == "chip":
        inner = r.inflate(-r.width // 3, -r.height // 3)
        for k in range(3):
            y = inner.y + inner.height * (k + 0.5) / 3
            pygame.draw.line(surface, INK, (r.x, y), (r.right, y), w)
        pygame.draw.rect(surface, colour, inner)
    elif face == "camera":
        pygame.draw.rect(surface, colour, r.inflate(0, -r.height // 3), border_radius=w)
        pygame.draw.circle(surface, INK, r.center, max(2, r.width // 4))
    elif face == "armor":
        points = [r.topleft, r.topright, (r.right, r.centery),
                  (r.centerx, r.bottom), (r.x, r.centery)]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, INK, points, max(1, w // 2))
    elif face == "battery":
        cell = r.inflate(-r.width // 4, 0).move(0, r.height // 10)
        cell.height -= r.height // 10
        pygame.draw.rect(surface, colour, cell)
        pygame.draw.rect(surface, INK, (cell.centerx - w, r.y, 2 * w, r.height // 8 + 1))
        pygame.draw.line(surface, INK, (cell.centerx - cell.width // 4, cell.centery),
                         (cell.centerx + cell.width // 4, cell.centery), w)
        pygame.draw.line(surface, INK, (cell.centerx, cell.centery - cell.width // 4),
                         (cell.centerx, cell.centery + cell.width // 4), w)
    else:  # claw: two pincers closing on the middle
        pygame.draw.arc(surface, colour, r.move(-r.width // 4, 0), -1.2, 1.2, w + 1)
        pygame.draw.arc(surface, colour, r.move(r.width // 4, 0), math.pi - 1.2,
                        math.pi + 1.2, w + 1)


def robot_unit(rect: pygame.Rect) -> int:
    """The size of one part on a robot drawn in ``rect`` (the head is one unit square)."""
    return min(rect.width // 4, rect.height // 5)


def draw_robot(surface: pygame.Surface, rect: pygame.Rect, body: Sequence[str],
               head: str | None, colour: tuple[int, int, int], fighting: bool) -> None:
    """A robot built from its parts dice: the head die on top, the six body spaces as a
    2 x 3 torso, arms and legs in the seat's colour; a destroyed robot is a grey wreck."""
    unit = robot_unit(rect)
    shade = colour if fighting else (80, 80, 88)
    torso = pygame.Rect(0, 0, unit * 2 + 6, unit * 3 + 8)
    torso.midtop = (rect.centerx, rect.y + unit + 6)
    legs_y = torso.bottom
    for dx in (-unit // 2, unit // 2):
        pygame.draw.line(surface, shade, (rect.centerx + dx, legs_y),
                         (rect.centerx + dx * 2, min(rect.bottom, legs_y + unit)), 4)
    for side in (-1, 1):
        shoulder = (torso.centerx + side * torso.width // 2, torso.y + unit // 2)
        hand = (shoulder[0] + side * unit, shoulder[1] + unit)
        pygame.draw.line(surface, shade, shoulder, hand, 4)
        pygame.draw.circle(surface, shade, hand, max(3, unit // 4), 2)
    pygame.draw.rect(surface, shade, torso, border_radius=4)
    pygame.draw.rect(surface, INK, torso, 2, border_radius=4)
    slots = list(body) + [None] * (6 - len(body))
    for index, part in enumerate(slots[:6]):
        cell = pygame.Rect(torso.x + 3 + (index % 2) * (unit + 0), torso.y + 4 +
                           (index // 2) * unit, unit - 2, unit - 2)
        draw_part(surface, part, cell)
    neck = pygame.Rect(0, 0, unit, unit)
    neck.midbottom = (torso.centerx, torso.y - 2)
    pygame.draw.line(surface, shade, neck.midbottom, (neck.centerx, torso.y), 3)
    draw_part(surface, head, neck)
    if not fighting:
        pygame.draw.line(surface, theme.DANGER, torso.topleft, torso.bottomright, 4)
        pygame.draw.line(surface, theme.DANGER, torso.topright, torso.bottomleft, 4)


def draw_pips(surface: pygame.Surface, centre: tuple[int, int], hit_points: int,
              most: int = 6, size: int = 6) -> None:
    """Hit points as a row of pips: filled for each one left, hollow for each lost."""
    step = size * 2 + 3
    x0 = centre[0] - step * (most - 1) / 2
    for index in range(most):
        at = (round(x0 + step * index), centre[1])
        if index < hit_points:
            pygame.draw.circle(surface, theme.DANGER, at, size)
        pygame.draw.circle(surface, (250, 210, 200), at, size, 1)


MEDAL_GOLD, MEDAL_RIM, MEDAL_SHINE = (235, 190, 60), (120, 82, 18), (255, 244, 200)
RIBBON = ((200, 50, 60), (60, 100, 200))
"""The ribbon's two tails (red and blue, each with a pale edge so it reads on any floor)."""


def draw_medal(surface: pygame.Surface, centre: tuple[int, int], radius: int,
               number: int | None = None) -> None:
    """A victory medal: a red and blue ribbon hanging from above into a gold disc with a
    star (or ``number``) on it; ``centre`` is the disc's centre, the ribbon rises about
    1.4 radii above the disc."""
    x, y = centre
    top = y - round(radius * 2.4)
    width = max(3, round(radius * 0.7))
    for side, colour in ((-1, RIBBON[0]), (1, RIBBON[1])):
        tail = [(x + side * width * 1.4, top), (x + side * (width * 1.4 - width), top),
                (x - side * width * 0.2, y), (x + side * width * 0.8, y)]
        pygame.draw.polygon(surface, colour, tail)
        pygame.draw.polygon(surface, MEDAL_SHINE, tail, 1)
    pygame.draw.circle(surface, MEDAL_RIM, centre, radius + 1)
    pygame.draw.circle(surface, MEDAL_GOLD, centre, radius)
    pygame.draw.circle(surface, MEDAL_RIM, centre, max(2, round(radius * 0.78)), 1)
    if number is not None:
        label = text(str(number), max(9, round(radius * 1.3)), MEDAL_RIM, bold=True)
        surface.blit(label, label.get_rect(center=centre))
        return
    star = [(x + radius * 0.62 * (1 if k % 2 == 0 else 0.45) *
             math.cos(-math.pi / 2 + k * math.pi / 5),
             y + radius * 0.62 * (1 if k % 2 == 0 else 0.45) *
             math.sin(-math.pi / 2 + k * math.pi / 5)) for k in range(10)]
    pygame.draw.polygon(surface, MEDAL_SHINE, star)
    pygame.draw.polygon(surface, MEDAL_RIM, star, 1)


def draw_card_back(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A weapon card face down."""
    radius = max(3, rect.width // 10)
    pygame.draw.rect(surface, CARD_BACK, rect, border_radius=radius)
    pygame.draw.rect(surface, (240, 210, 160), rect, 2, border_radius=radius)
    inner = rect.inflate(-rect.width // 3, -rect.height // 3)
    pygame.draw.ellipse(surface, (180, 70, 60), inner)
    pygame.draw.ellipse(surface, (240, 210, 160), inner, 1)


def draw_card(surface: pygame.Surface, rect: pygame.Rect, name: str,
              dim: bool = False) -> None:
    """A weapon card face up: name, cost as part dice, speed, damage, target, special."""
    radius = max(3, rect.width // 10)
    pygame.draw.rect(surface, (190, 186, 176) if dim else CARD_FACE, rect, border_radius=radius)
    pygame.draw.rect(surface, INK, rect, 2, border_radius=radius)
    clip = surface.get_clip()
    surface.set_clip(clip.clip(rect.inflate(-2, -2)))  # small cards: words stay inside
    _card_words(surface, rect, CARDS[name])
    surface.set_clip(clip)


def dim_unpayable(card: pygame.Surface) -> None:
    """Grey a card drawn on its own surface over and tag it "can't pay" (a robot without
    the parts for it): shade and words, not colour alone."""
    rect = card.get_rect()
    radius = max(3, rect.width // 10)
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (20, 20, 28, 150), rect, border_radius=radius)
    card.blit(shade, (0, 0))
    tag = fit_text("can't pay", max(10, min(15, rect.width // 6)), (255, 236, 220),
                   rect.width - 6, bold=True, smallest=8)
    band = tag.get_rect(midbottom=(rect.centerx, rect.bottom - 4)).inflate(6, 2)
    pygame.draw.rect(card, (150, 40, 36), band, border_radius=3)
    card.blit(tag, tag.get_rect(center=band.center))


def _card_words(surface: pygame.Surface, rect: pygame.Rect, card: WeaponCard) -> None:
    name = card.name
    size = max(10, min(16, rect.width // 6))
    y = rect.y + 3
    for word in _title_lines(name, size, rect.width - 6):
        # a small card's words shrink to fit it (down to 8 px) before they are cut short
        line = fit_text(word, size, INK, rect.width - 6, bold=True, smallest=8)
        surface.blit(line, line.get_rect(midtop=(rect.centerx, y)))
        y += line.get_height() - 1
    die = max(8, min(rect.width // 4, 22))
    total = len(card.cost) * (die + 2)
    for k, part in enumerate(card.cost):
        draw_part(surface, part, pygame.Rect(rect.centerx - total // 2 + k * (die + 2), y + 2,
                                             die, die))
    y += die + 5
    small = max(10, size - 2)
    numbers = [f"spd {card.speed}  dmg {card.damage}"]
    if text(numbers[0], small, INK).get_width() > rect.width - 6:  # a narrow card: two lines
        numbers = [f"spd {card.speed}", f"dmg {card.damage}"]
    rows = [*numbers, TARGET_WORDS[card.target]]
    if card.special:
        rows.append(card.special)
    for row in rows:
        if y + small > rect.bottom - 2:
            break
        line = fit_text(row, small, (120, 30, 30) if row == card.special else INK,
                        rect.width - 6, smallest=8)
        surface.blit(line, line.get_rect(midtop=(rect.centerx, y)))
        y += line.get_height()


def _title_lines(name: str, size: int, width: int) -> list[str]:
    if text(name, size, INK, bold=True).get_width() <= width or " " not in name:
        return [name]
    first, rest = name.split(" ", 1)
    return [first, rest]
