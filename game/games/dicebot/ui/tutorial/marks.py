"""What Dice Bot's tutorial points at and lights up: in the junkyard, the dice Bolt may grab
and his sheet; at the card table, the robots of the ring, his hand, the card to play and the
ability buttons. Pure look-ups of what the game's painters lay out (nothing is drawn here)."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.dicebot.rules.choices import Grab, Pass, PlayCard, UseHead
from game.games.dicebot.rules.first_melee import BOLT, CLANK, WHIRR
from game.games.dicebot.ui.scavenge import geometry
from game.games.dicebot.ui.scavenge.painter import sheet_rects
from game.games.dicebot.ui.table.layout import geometry_for

SEAT_ANCHORS = {"bolt": BOLT, "clank": CLANK, "whirr": WHIRR}


def scavenging(scene: Any) -> bool:
    """True while the junkyard is on screen (rather than the card table)."""
    painter = getattr(scene, "painter", None)
    return bool(painter is not None and painter.scavenging())


def open_request(scene: Any) -> Any:
    """Bolt's pending request (real-time grabs have no single open prompt), or None."""
    return next((r for r in scene.session.pending() if r.player == BOLT), None)


def expected(scene: Any) -> tuple[Any, ...]:
    """The answers the tutorial accepts from Bolt now."""
    request = open_request(scene)
    return scene.session.expected(request) if request is not None else ()


def die_rects(scene: Any, dice: list[int]) -> list[pygame.Rect]:
    """Screen squares round junkyard dice ``dice`` (ids)."""
    table = geometry.table_rect(scene)
    total = len(scene.session.names) * 7
    size = round(geometry.die_pixels(table, total) * 1.15)
    found = []
    for spot in geometry.lying(dice, total).values():
        box = pygame.Rect(0, 0, size, size)
        box.center = geometry.centre_of(table, spot)
        found.append(box)
    return found


def anchor_rect(scene: Any, anchor: str) -> pygame.Rect | None:
    """The junkyard, Bolt's sheet, the hand and each robot by name; None for the shell's."""
    yard = scavenging(scene)
    if anchor == "yard" and yard:
        return geometry.table_rect(scene)
    if anchor == "hand" and not yard:
        return geometry_for(scene).hand_area
    if anchor == "sheet":
        anchor = "bolt"
    seat = SEAT_ANCHORS.get(anchor)
    if seat is None:
        return None
    if yard:
        return sheet_rects(scene.sidebar_area(), len(scene.session.names))[seat]
    geo = geometry_for(scene)
    return geo.robots[seat].union(geo.cards[seat])


def keep_clear(scene: Any) -> list[pygame.Rect]:
    """What a callout must not hide: in the junkyard, the dice Bolt may grab (if there is no
    place clear of them all, the callout goes where it hides least); at the table, every
    robot and its weapon card, and Bolt's hand while he plays from it or a lesson is about
    it."""
    if scavenging(scene):
        return die_rects(scene, [c.die for c in expected(scene) if isinstance(c, Grab)])
    geo = geometry_for(scene)
    keep = [*geo.robots.values(), *geo.cards.values()]
    lesson = getattr(scene, "lesson", None)
    if (lesson is not None and lesson.anchor == "hand") or asked(scene) in HAND_KINDS:
        keep += geo.hand
    return keep


HAND_KINDS = ("ready", "card")
"""Bolt's requests answered from his hand: the callout keeps off it then."""


def asked(scene: Any) -> str:
    """The kind of Bolt's open request ("" if none)."""
    request = open_request(scene)
    return request.kind if request is not None else ""


def marks_for(scene: Any) -> tuple[list[Any], list[pygame.Rect]]:
    """(panel buttons, screen rects) to light for Bolt's expected answer."""
    wanted = expected(scene)
    if not wanted:
        return [], []
    first = wanted[0]
    if isinstance(first, Grab):
        return [], die_rects(scene, [c.die for c in wanted if isinstance(c, Grab)])
    if isinstance(first, PlayCard):
        return card_marks(scene, first.card)
    if isinstance(first, (Pass, UseHead)):
        label = "Pass" if isinstance(first, Pass) else f"Use {first.ability}"
        return [b for b in scene.buttons if b.label == label], []
    return [b for b in scene.buttons if getattr(b, "primary", False)], []


def card_marks(scene: Any, card: str) -> tuple[list[Any], list[pygame.Rect]]:
    """The card to play in the hand, and the Play button once it is selected."""
    hand = tuple(scene.flow.board.hand())
    if card not in hand:
        return [], []
    prompt = scene.flow.prompt
    raised = prompt.raised() if prompt is not None and hasattr(prompt, "raised") else set()
    index = hand.index(card)
    rect = geometry_for(scene).hand_rect(index, raised)
    buttons = [b for b in scene.buttons if b.label == f"Play {card}"]
    return buttons, [rect]
