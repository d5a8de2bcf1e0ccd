"""Where things sit on the card table: the robots in a ring on the arena floor, each robot's
weapon card towards the middle, the deck in the middle and the viewer's hand fanned below.

Pure geometry from the free area between the battle screen's panels, so the painter draws
and the prompts hit-test the same rectangles. Seats go round clockwise (the next seat is on
your left, docs/rules/dicebot.md), with the anchor seat (the local player) at the bottom.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

HAND_SHARE, HAND_MIN, HAND_MAX = 0.28, 86, 140
"""The hand's strip: this share of the table's height, within these pixels."""
GAP = 6
DECK_W = 44
BOX_MAX, BOX_RATIO, CARD_SHARE = 170, 1.25, 0.42
"""A seat's box: at most this high, this much wider than high, its card this share."""


@dataclass(frozen=True)
class TableGeometry:
    """Every rectangle of one frame of the table."""

    floor: pygame.Rect
    """The arena floor the ring stands on."""
    hand_area: pygame.Rect
    robots: dict[int, pygame.Rect]
    """Each seat's robot box (figure, name, hit points)."""
    cards: dict[int, pygame.Rect]
    """Where each seat's weapon card lies (towards the middle)."""
    centre: tuple[int, int]
    hand: list[pygame.Rect]
    """The viewer's hand cards, left to right (later ones overlap earlier ones)."""
    deck: pygame.Rect
    """The deck (the discard pile lies just right of it), at the hand strip's right end."""

    def robot_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose robot (or weapon card) is under ``pos``."""
        for seat, rect in self.robots.items():
            if rect.collidepoint(pos) or self.cards[seat].collidepoint(pos):
                return seat
        return None

    def hand_index_at(self, pos: tuple[int, int], raised: set[int] = frozenset()) -> int | None:
        """Which hand card is under ``pos`` (the topmost: the rightmost that contains it)."""
        for index in range(len(self.hand) - 1, -1, -1):
            if self.hand_rect(index, raised).collidepoint(pos):
                return index
        return None

    def hand_rect(self, index: int, raised: set[int] = frozenset()) -> pygame.Rect:
        """Hand card ``index``, lifted when it is in ``raised`` (selected ones)."""
        rect = self.hand[index]
        return rect.move(0, -rect.height // 6) if index in raised else rect


def ring_angle(seat: int, anchor: int, seats: int) -> float:
    """The seat's angle on the ring (radians, screen y down): the anchor at the bottom, the
    next seats going clockwise (to the anchor's left first)."""
    return math.pi / 2 + 2 * math.pi * ((seat - anchor) % seats) / seats


def _boxes(ring: pygame.Rect, seats: int, anchor: int, height: int) -> list[pygame.Rect]:
    """Each seat's box (robot figure + its weapon card) of ``height`` around the ring."""
    width = round(height * BOX_RATIO)
    cx, cy = ring.center
    rx = max(0, ring.width / 2 - width / 2 - GAP)
    ry = max(0, ring.height / 2 - height / 2 - GAP)
    boxes = []
    for seat in range(seats):
        angle = ring_angle(seat, anchor, seats)
        box = pygame.Rect(0, 0, width, height)
        box.center = (round(cx + rx * math.cos(angle)), round(cy + ry * math.sin(angle)))
        boxes.append(box)
    return boxes


def _apart(boxes: list[pygame.Rect], ring: pygame.Rect) -> bool:
    inside = all(ring.contains(box) for box in boxes)
    return inside and not any(a.inflate(GAP, GAP).colliderect(b)
                              for k, a in enumerate(boxes) for b in boxes[k + 1:])


def ring_boxes(ring: pygame.Rect, seats: int, anchor: int) -> list[pygame.Rect]:
    """The largest boxes (up to ``BOX_MAX`` high) that fit round the ring without touching."""
    height = int(min(BOX_MAX, ring.height * 0.5))
    while height > 40 and not _apart(_boxes(ring, seats, anchor, height), ring):
        height -= 4
    return _boxes(ring, seats, anchor, height)


def table_geometry(area: pygame.Rect, seats: int, anchor: int, hand_cards: int) -> TableGeometry:
    """The table laid out in ``area`` for ``seats`` robots and a hand of ``hand_cards``:
    each box holds the robot (left) and its weapon card (right, nearer the ring's middle
    for robots on the right-hand side)."""
    hand_h = int(max(HAND_MIN, min(HAND_MAX, area.height * HAND_SHARE)))
    hand_area = pygame.Rect(area.x, area.bottom - hand_h, area.width, hand_h)
    ring = pygame.Rect(area.x, area.y, area.width, area.height - hand_h)
    robots, cards = {}, {}
    for seat, box in enumerate(ring_boxes(ring, seats, anchor)):
        card_w = round(box.height * CARD_SHARE)
        card = pygame.Rect(0, 0, card_w, min(round(card_w * 1.4), box.height))
        figure = pygame.Rect(box.x, box.y, box.width - card_w - GAP, box.height)
        if box.centerx > ring.centerx + 2:  # on the right: the card on the inner side
            figure.right = box.right
            card.midleft = (box.x, box.y + box.height * 0.4)
        else:
            card.midright = (box.right, box.y + box.height * 0.4)
        robots[seat], cards[seat] = figure, card
    pile_w = min(DECK_W, hand_area.width // 8)
    deck = pygame.Rect(0, 0, pile_w, round(pile_w * 1.4))
    deck.bottomright = (hand_area.right - pile_w - 3 * GAP, hand_area.bottom - 3 * GAP)
    fan = pygame.Rect(hand_area.x, hand_area.y, deck.x - hand_area.x - 2 * GAP, hand_h)
    return TableGeometry(ring.inflate(-GAP * 2, -GAP * 2), hand_area, robots, cards,
                         ring.center, hand_rects(fan, hand_cards), deck)


def hand_rects(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """``count`` cards fanned along the bottom strip, centred, overlapping when crowded; the
    outer cards dip a little (an arc), and the raised room above is kept free."""
    if count <= 0:
        return []
    dip = max(1, area.height // 30)
    half = (count - 1) / 2
    lifts = [round((abs(index - half) / max(1.0, half)) ** 2 * dip * 3) for index in
             range(count)]
    card_h = area.height - 2 * GAP - area.height // 8 - max(lifts)
    card_w = int(card_h / 1.4)
    step = min(card_w + GAP, (area.width - 2 * GAP - card_w) / max(1, count - 1))
    left = area.centerx - (card_w + step * (count - 1)) / 2
    top = area.bottom - GAP - card_h - max(lifts)
    return [pygame.Rect(round(left + step * index), top + lift, card_w, card_h)
            for index, lift in enumerate(lifts)]


def anchor_of(scene: Any) -> int:
    """The seat drawn at the bottom of the ring: the first local human (else seat 0)."""
    humans = scene.session.human_seats
    return humans[0] if humans else 0


HAND_KINDS = frozenset({"ready", "card", "chip", "discard"})
"""Prompts that show their player's hand when several humans share the screen (each comes
after a hand-off: ``prompts_private`` in the package)."""


def shown_hand(scene: Any) -> tuple[str, ...]:
    """The hand drawn at the bottom: the only local human's, or, with several humans at
    one screen, only the prompted player's while a prompt about the hand is open."""
    flow = scene.flow
    if len(scene.session.human_seats) > 1:
        prompt = getattr(flow, "prompt", None)
        if prompt is None or prompt.request.kind not in HAND_KINDS:
            return ()
    return tuple(flow.board.hand())


def geometry_for(scene: Any) -> TableGeometry:
    """The table as the battle ``scene`` shows it now (the painter and the prompts agree)."""
    board = scene.flow.board
    return table_geometry(scene.viewport(), len(board.robots), anchor_of(scene),
                          len(shown_hand(scene)))
